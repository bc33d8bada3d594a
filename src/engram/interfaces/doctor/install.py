"""The installation itself: which engram and Python run, which extras are installed, and whether
the files the package ships besides its code (the tokenizer vocabulary, the journal's templates
and static files) are where the code looks for them."""

from __future__ import annotations

import importlib.resources
import importlib.util
import sys
from pathlib import Path

from engram import __version__
from engram.interfaces.doctor.checks import Check, fail, ok

EXTRAS: dict[str, tuple[str, ...]] = {
    "embed": ("onnxruntime", "tokenizers"),
    "server": ("fastapi", "uvicorn", "jinja2"),
    "mcp": ("mcp",),
    "postgres": ("psycopg", "psycopg_pool", "pgvector"),
}
SHIPPED = (  # (package, file or folder inside it)
    ("engram.providers", "data/bert-base-uncased-vocab.txt"),
    ("engram.interfaces.api.journal", "templates/base.html"),
    ("engram.interfaces.api.journal", "static/journal.css"),
)
REINSTALL = "reinstall: pip install --force-reinstall 'engramdb[embed,server,mcp]' (pipx: pipx reinstall engramdb)"


def installed_extras() -> list[str]:
    return [name for name, modules in EXTRAS.items() if all(importlib.util.find_spec(m) for m in modules)]


def check_install() -> Check:
    import engram

    where = Path(engram.__file__).parent
    missing = []
    for package, name in SHIPPED:
        try:
            found = importlib.resources.files(package).joinpath(name).is_file()
        except (ModuleNotFoundError, OSError):
            found = False
        if not found:
            missing.append(f"{package.replace('.', '/')}/{name}")
    if missing:
        return fail("install", f"files of the package are missing from {where}: {', '.join(missing)}", REINSTALL)
    extras = installed_extras()
    absent = [name for name in EXTRAS if name not in extras]
    python = ".".join(map(str, sys.version_info[:3]))
    detail = f"engram {__version__} on Python {python} at {where}; extras: {', '.join(extras) or 'none'}"
    if absent:
        detail += f" (not installed: {', '.join(absent)})"
    return ok("install", detail)
