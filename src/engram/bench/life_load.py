"""Where ``engram bench truth`` gets its lives: built in, practice, held out, fresh, sealed, blind, a
JSON lives file, or a Python module.

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
from engram.bench.lives_builtin import (
    build_blind_lives,
    build_fresh_lives,
    build_heldout_lives,
    build_lives,
    build_practice_lives,
    build_sealed_lives,
)
from engram.errors import InvalidInput


def load_lives(spec: str | None, users: int | None) -> list[Life]:
    """The built-in lives (``spec`` None or ``builtin``), the practice lives (``practice``), the held-out
    lives (``heldout``), the fresh lives (``fresh``), the sealed lives (``sealed``), the blind lives
    (``blind``), a JSON lives file, or a Python module with ``build_world()``; only the first ``users`` of
    them when given."""
    if spec is None or spec == "builtin":
        lives = build_lives(n_users=users) if users is not None else build_lives()
    elif spec == "practice":
        lives = build_practice_lives(users) if users is not None else build_practice_lives()
    elif spec == "heldout":
        lives = build_heldout_lives(users) if users is not None else build_heldout_lives()
    elif spec == "fresh":
        lives = build_fresh_lives(users) if users is not None else build_fresh_lives()
    elif spec == "sealed":
        lives = build_sealed_lives(users) if users is not None else build_sealed_lives()
    elif spec == "blind":
        lives = build_blind_lives(users) if users is not None else build_blind_lives()
    else:
        path = Path(spec).expanduser()
        if not path.is_file():
            raise InvalidInput(
                f"--lives {spec}: no such file "
                "(give a .json lives file, a .py module, 'builtin', 'practice', 'heldout', 'fresh', 'sealed' "
                "or 'blind')"
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
