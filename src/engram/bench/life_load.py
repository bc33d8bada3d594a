"""Where ``engram bench truth`` gets its lives: a named bank, a JSON lives file, or a Python module.

A Python module is imported by its path (so it runs, as any Python file you execute) and must expose
``build_world()``; when that accepts ``n_users`` it is asked for only as many users as wanted.
"""

from __future__ import annotations

import importlib.util
import inspect
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engram.bench.life_model import Life, lives_from_json, lives_from_world
from engram.bench.lives_builtin import BANK_NAMES, build_bank
from engram.errors import InvalidInput


def load_lives(spec: str | None, users: int | None) -> list[Life]:
    """The lives of a named bank (``spec`` None means ``builtin``; see ``BANKS``), a JSON lives file, or
    a Python module with ``build_world()``; only the first ``users`` of them when given."""
    if spec is None or spec in BANK_NAMES:
        lives = build_bank(spec or "builtin", users)
    else:
        path = Path(spec).expanduser()
        if not path.is_file():
            raise InvalidInput(
                f"--lives {spec}: no such file "
                f"(give a .json lives file, a .py module or a bank: {', '.join(BANK_NAMES)})"
            )
        if path.suffix == ".py":
            lives = lives_from_world(_world_from_module(path, users))
        elif path.suffix == ".json":
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
                raise InvalidInput(f"--lives {spec}: not a readable JSON file ({exc})") from exc
            lives = lives_from_json(data)
        else:
            raise InvalidInput(f"--lives {spec}: expected a .json or .py file")
    if not lives:
        raise InvalidInput(f"--lives {spec or 'builtin'}: holds no lives")
    return lives[:users] if users is not None else lives


def _world_from_module(path: Path, users: int | None) -> Sequence[Any]:
    """Import ``path`` by location (executing it, as any Python file you run) and call its ``build_world``."""
    name = f"engram_lives_{abs(hash(str(path.resolve())))}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise InvalidInput(f"--lives {path}: cannot import it as a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses in the module look themselves up here
    try:
        spec.loader.exec_module(module)
    except Exception as exc:
        sys.modules.pop(name, None)
        raise InvalidInput(f"--lives {path}: importing it failed: {type(exc).__name__}: {exc}") from exc
    build = getattr(module, "build_world", None)
    if not callable(build):
        raise InvalidInput(f"--lives {path}: the module has no build_world() function")
    params = inspect.signature(build).parameters
    world = build(n_users=users) if users is not None and "n_users" in params else build()
    return list(world)
