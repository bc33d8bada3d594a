"""The hooks' own log. Claude Code hooks never fail out loud (they always exit 0, so a broken hook
never blocks Claude Code): their errors only land in ``hooks.log``. This check brings recent ones
to light."""

from __future__ import annotations

import os
import time
from pathlib import Path

from engram.capture.runner import log_path
from engram.interfaces.doctor.checks import Check, ok, warn

RECENT_DAYS = 7
TAIL_BYTES = 256 * 1024  # the log rotates at a few MB; its end holds the recent lines


def _recent_errors(path: Path, since: str) -> list[str]:
    with path.open("rb") as handle:
        size = handle.seek(0, os.SEEK_END)
        handle.seek(max(0, size - TAIL_BYTES))
        text = handle.read().decode("utf-8", "replace")
    found = []
    for line in text.splitlines():
        words = line.split(" ", 4)  # <time> pid=<n> <hook> <level> <message>
        if len(words) == 5 and words[3] == "ERROR" and words[0] >= since:
            found.append(line)
    return found


def check_hook_log(now: float | None = None) -> Check:
    path = Path(log_path())
    since = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime((now or time.time()) - RECENT_DAYS * 86400))
    try:
        errors = _recent_errors(path, since)
    except FileNotFoundError:
        return ok("hook log", "no hook has logged anything yet")
    except OSError as exc:
        return warn("hook log", f"{path} cannot be read ({exc.strerror or exc})", f"check the permissions of {path}")
    if not errors:
        return ok("hook log", f"no errors in the last {RECENT_DAYS} days ({path})")
    stamp, _, hook, _, message = errors[-1].split(" ", 4)
    count = f"{len(errors)} error{'s' * (len(errors) != 1)}"
    return warn(
        "hook log",
        f"{count} in the last {RECENT_DAYS} days; the latest, from the {hook} hook at {stamp}: {message[:300]}",
        f"read {path}: the hooks never stop Claude Code, so their errors show only there",
    )
