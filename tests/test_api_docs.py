"""``/docs`` works offline: the page refers only to files this server serves, and serves them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest

from api_server import Live, live_server

_URL_ATTRIBUTE = re.compile(r"""\b(?:src|href)\s*=\s*["']([^"']+)["']""", re.IGNORECASE)
_SPEC_URL = re.compile(r"""\burl:\s*["']([^"']+)["']""")


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Live]:
    with live_server(tmp_path_factory.mktemp("docs") / "e.db") as server:
        yield server


def test_the_docs_page_loads_swagger_ui_from_this_server_only(live: Live) -> None:
    client = live.client()
    page = client.get("/docs")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    html = page.text

    referenced = _URL_ATTRIBUTE.findall(html)
    assert len(referenced) == 3  # the stylesheet, the favicon and the script
    for url in referenced:
        parts = urlsplit(url)
        assert not parts.scheme and not parts.netloc, f"{url} is not served by this server"
        assert url.startswith("/docs/assets/")
    assert "cdn" not in html.lower() and "//" not in html.replace("://", "")

    kinds = {}
    for url in referenced:
        asset = client.get(url)
        assert asset.status_code == 200, url
        kinds[url.rsplit(".", 1)[-1]] = (asset.headers["content-type"], asset.content)
    js_type, js = kinds["js"]
    css_type, css = kinds["css"]
    assert "javascript" in js_type and b"SwaggerUIBundle" in js and len(js) > 100_000
    assert css_type.startswith("text/css") and b".swagger-ui" in css
    assert kinds["png"][0] == "image/png" and kinds["png"][1].startswith(b"\x89PNG")


def test_the_docs_page_reads_this_servers_openapi_document_and_no_online_validator(live: Live) -> None:
    client = live.client()
    html = client.get("/docs").text
    assert _SPEC_URL.findall(html) == ["/openapi.json"]
    assert '"validatorUrl": null' in html
    spec = client.get("/openapi.json").json()
    assert spec["openapi"].startswith("3.1") and "/v1/search/sessions" in spec["paths"]
    assert "/docs" not in spec["paths"] and not any(p.startswith("/docs/") for p in spec["paths"])


def test_docs_assets_need_no_key_even_when_keys_exist(live: Live) -> None:
    live.key("someone")  # from now on every /v1 request needs a key
    client = live.client()
    assert client.get("/v1/items").status_code == 401
    assert client.get("/docs").status_code == 200
    assert client.get("/docs/assets/swagger-ui.css").status_code == 200
    assert client.get("/docs/assets/%2e%2e/%2e%2e/__init__.py").status_code == 404  # nothing outside the folder
    assert client.get("/docs/assets/no-such-file.js").status_code == 404
