"""The LLM cost log (docs/decisions.md#coding-hooks): one JSON line per model call, appended to ``logs/llm-cost.jsonl``.

Each line: ``at`` (UTC, ISO 8601), ``purpose`` ("extract", "dream"...), ``provider``, ``model``,
``input_tokens`` and ``output_tokens`` (``null`` when the provider did not report them) and
``seconds``. Writing it is best effort: a failure is logged and never breaks the call it records.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from pathlib import Path
from typing import Any

from engram.private_files import open_private_append
from engram.providers.base import Completion
from engram.timeutil import utcnow

__all__ = ["COST_LOG_NAME", "CostLog", "cost_entry"]

COST_LOG_NAME = "llm-cost.jsonl"
log = logging.getLogger("engram.cost")


def cost_entry(completion: Completion, purpose: str) -> dict[str, Any]:
    return {
        "at": utcnow().isoformat(timespec="seconds"),
        "purpose": purpose,
        "provider": completion.provider,
        "model": completion.model,
        "input_tokens": completion.input_tokens,
        "output_tokens": completion.output_tokens,
        "seconds": round(completion.seconds, 3),
    }


class CostLog:
    """Appends cost entries to a JSONL file (its folder is created on first write)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"CostLog({str(self.path)!r})"

    def record(self, completion: Completion, purpose: str) -> None:
        line = json.dumps(cost_entry(completion, purpose), sort_keys=True) + "\n"
        try:
            with self._lock:
                fd = open_private_append(self.path)
                with os.fdopen(fd, "a", encoding="utf-8") as handle:
                    handle.write(line)
        except OSError as exc:
            log.warning("could not append to the cost log %s: %s", self.path, exc)

    def entries(self) -> list[dict[str, Any]]:
        """Every well-formed entry so far (a torn last line is skipped)."""
        try:
            lines = self.path.read_text(encoding="utf-8").splitlines()
        except OSError:
            return []
        out: list[dict[str, Any]] = []
        for line in lines:
            try:
                value = json.loads(line)
            except ValueError:
                continue
            if isinstance(value, dict):
                out.append(value)
        return out
