"""The ``engram`` console script: a tiny launcher in front of the click CLI.

``engram hook <name>`` is what Claude Code runs after every answer, so it goes straight to
:func:`engram.interfaces.hooks.main` (``capture``: :func:`engram.capture.hook.main`) with nothing but the
standard library loaded: no click, no rich, no numpy.
The recursion guard is checked before even that import. ``engram --version`` alone is answered
here too, from ``engram.__version__`` (the one version source), without loading the CLI.
Everything else (``engram hook --help`` included) is the click application,
:func:`engram.interfaces.cli.main.main`.
"""

from __future__ import annotations

import os
import sys

from engram.guard import HOOKS, guarded


def is_fast_hook(argv: list[str]) -> bool:
    """``engram hook <name>`` exactly, without help flags or global options."""
    return len(argv) == 2 and argv[0] == "hook" and argv[1] in HOOKS


def version_line() -> str:
    """What ``engram --version`` prints; the click CLI's ``--version`` (after global options) prints the same."""
    from engram import __version__

    return f"engram {__version__}"


def finish(code: int) -> None:
    """End the capture hook at once. Everything it wrote is already written and synced (the spool
    and the log are written with ``os.write``; its files are closed), so the interpreter's clean-up
    (tearing down every module, a last garbage collection) would only make Claude Code wait longer:
    a few milliseconds, as much as the capture itself."""
    for stream in (sys.stdout, sys.stderr):
        try:  # noqa: SIM105 - contextlib.suppress would import contextlib, on the path this saves time for
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)


def read_stdin(limit: int = 16 * 1024 * 1024) -> bytes:
    """The hook's input, whole (up to ``limit`` bytes; nothing from a terminal)."""
    try:
        if os.isatty(0):
            return b""
    except OSError:
        return b""
    chunks: list[bytes] = []
    size = 0
    while size < limit:
        try:
            block = os.read(0, min(1 << 16, limit - size))
        except OSError:
            break
        if not block:
            break
        chunks.append(block)
        size += len(block)
    return b"".join(chunks)


def main() -> None:
    argv = sys.argv[1:]
    if argv == ["--version"]:
        sys.stdout.write(version_line() + "\n")
        sys.exit(0)
    if is_fast_hook(argv):
        if guarded():
            sys.exit(0)
        if argv[1] in ("capture", "endmark"):  # the lean path: spooled, without engram.interfaces.hooks
            import gc

            gc.disable()  # a short-lived process: collecting garbage only costs time here
            stdin = None
            if argv[1] == "capture":
                raw = read_stdin()
                from engram.capture.request import submit

                try:
                    if submit(raw):  # the fast route: a request in the spool
                        finish(0)
                except Exception:
                    pass
                import io

                stdin = io.BytesIO(raw)
            from engram.capture.hook import main as capture_main

            finish(capture_main(argv[1], stdin))
        stdin = None
        if argv[1] == "recall":
            raw = read_stdin()
            from engram.interfaces.prompt_hook import answer

            try:
                output = answer(raw)  # the fast route: UserPromptSubmit through a running worker
            except Exception:  # the full route below answers, and logs what is wrong
                output = None
            if output is not None:
                sys.stdout.write(output)
                finish(0)
            import io

            stdin = io.BytesIO(raw)
        from engram.interfaces.hooks import main as hook_main

        sys.exit(hook_main(argv[1:], stdin))
    from engram.interfaces.cli.main import main as cli_main

    cli_main(argv)


if __name__ == "__main__":  # pragma: no cover
    main()
