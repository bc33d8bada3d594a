"""``/docs``: Swagger UI served from this server, so the interactive docs work offline.

FastAPI's own ``/docs`` page loads Swagger UI's script and stylesheet from a CDN and is blank without
internet. Here the files come from the ``swagger-ui-bundle-v2`` package (Swagger UI's ``dist`` folder,
Apache-2.0; part of the ``engramdb[server]`` extra) under ``/docs/assets/``. Without that package the
page falls back to FastAPI's CDN version rather than disappearing.
"""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path

from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

DOCS_PATH = "/docs"
ASSETS_PATH = "/docs/assets"

# The files the page needs from Swagger UI's dist folder.
ASSETS = ("swagger-ui-bundle.js", "swagger-ui.css", "favicon-32x32.png")
# validatorUrl: null stops Swagger UI from sending the document to its public online validator. The
# "Authorize" key is not persisted (persistAuthorization stays off): it would sit in localStorage.
PARAMETERS = {"validatorUrl": None, "displayRequestDuration": True}


def local_assets() -> Path | None:
    """Swagger UI's dist folder from the installed package, or None when it is not installed."""
    if importlib.util.find_spec("swagger_ui_bundle") is None:
        return None
    bundle = importlib.import_module("swagger_ui_bundle")  # untyped: its one attribute is the folder
    folder = Path(str(getattr(bundle, "swagger_ui_path", "")))
    return folder if all((folder / name).is_file() for name in ASSETS) else None


def install(app: FastAPI, openapi_url: str) -> bool:
    """Add ``GET /docs`` (create the app with ``docs_url=None``). True when its assets are local."""
    folder = local_assets()
    title = f"{app.title} API docs"
    if folder is not None:
        app.mount(ASSETS_PATH, StaticFiles(directory=folder), name="docs-assets")

    @app.get(DOCS_PATH, include_in_schema=False)
    def docs_page() -> HTMLResponse:
        if folder is None:  # FastAPI's defaults: Swagger UI from its CDN
            return get_swagger_ui_html(openapi_url=openapi_url, title=title, swagger_ui_parameters=PARAMETERS)
        return get_swagger_ui_html(
            openapi_url=openapi_url,
            title=title,
            swagger_js_url=f"{ASSETS_PATH}/swagger-ui-bundle.js",
            swagger_css_url=f"{ASSETS_PATH}/swagger-ui.css",
            swagger_favicon_url=f"{ASSETS_PATH}/favicon-32x32.png",
            swagger_ui_parameters=PARAMETERS,
        )

    return folder is not None
