"""Secret redaction and text sanitising: what every captured turn goes through before it touches disk.

``clean(text)`` is the one call the capture hot path makes: ``sanitize`` (control characters,
newlines, lone surrogates) then ``redact`` (secrets become ``[REDACTED:<kind>]``). Both are pure,
precompiled at import, linear in the input and never raise: an internal failure fails *closed*
(the whole text is withheld) rather than letting a secret through.

What is a secret here, and what deliberately is not (docs/decisions.md#coding-hooks):

* Known token formats are matched by prefix and shape (``sk-…``, ``ghp_…``, ``AKIA…``, JWTs, PEM
  private keys …); credentials are matched by context (``PASSWORD=…``, ``Authorization: Bearer …``,
  ``scheme://user:password@host``, ``--password …``), keeping the key, the user and the host.
* A generic detector catches long high-entropy base64 / base64url blobs, but **pure hexadecimal runs
  of any length and case survive**: git SHAs, content hashes and UUIDs (Claude Code session ids) are
  identifiers a coding agent's memory must keep (fix #7). Message, request and tool ids (``msg_01…``,
  ``toolu_01…``, ``req_…``), Subresource-Integrity lock-file hashes (``sha512-…``), ``go.sum``
  hashes and Stripe *publishable* keys (``pk_live_…``, public by design) survive too.
* Identifier fields (session id, branch, date, slug) are not to be passed through ``redact`` at all
  (fix #4): callers redact content, not keys.

Finding offsets index the string given to ``redact`` (for ``clean``: the sanitized text).
``redact`` is idempotent by construction: when its output still holds something to redact (a key
that only stands alone once its neighbour became a marker), it redacts again and maps the new
findings back to the input's offsets.

Speed: CPython's regex engine is fast only for patterns that open with a literal, so every
context rule opens with one (run on a lower-cased copy of the text when it must ignore case), and
token formats and the entropy check look only inside runs of 20+ token characters. Overlaps are
resolved by bisection, so adversarial input stays linear. The capture hook is a fresh process per
answer, so start-up counts too: a pattern is compiled only when a literal that every match of it
contains occurs in the text (``sk-`` for OpenAI keys, ``eyJ`` for JWTs, ``-----BEGIN`` for private
keys, ``password`` …), and :func:`scrub` (the text alone) never loads ``dataclasses``. The gate
changes nothing found; tests/test_redaction.py compares it with the ungated scan.
"""

from __future__ import annotations

from engram.redaction.context_rules import KINDS
from engram.redaction.marker import _marker
from engram.redaction.sanitizer import sanitize
from engram.redaction.scanner import Span, _compose, _resolve, _scan, _scan_full

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy treats the name alike)
if TYPE_CHECKING:
    from engram.redaction.paths import SECRET_PATH_EXCEPTIONS, SECRET_PATH_GLOBS, is_secret_path
    from engram.redaction.result import Finding, Redaction

__all__ = [
    "KINDS",
    "SECRET_PATH_EXCEPTIONS",
    "SECRET_PATH_GLOBS",
    "Finding",
    "Redaction",
    "clean",
    "is_secret_path",
    "redact",
    "sanitize",
    "scrub",
]


_LAZY = {
    "Finding": "result",
    "Redaction": "result",
    "SECRET_PATH_EXCEPTIONS": "paths",
    "SECRET_PATH_GLOBS": "paths",
    "is_secret_path": "paths",
}


def __getattr__(name: str) -> object:
    # The value types (with ``dataclasses``) and the secret paths load on first use: the capture
    # hook needs neither.
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


# ---------------------------------------------------------------------------------------------
# redact / clean / scrub
# ---------------------------------------------------------------------------------------------
# These live in the package itself so that ``_scan`` is looked up in this namespace: replacing
# ``engram.redaction._scan`` (as the fail-closed test does) reaches every redact path.


def _redact_once(text: str, full: bool) -> tuple[str, list[Span]]:
    found = _scan_full(text) if full else _scan(text)
    resolved = _resolve(found, text) if found else []
    if not resolved:
        return text, []
    parts: list[str] = []
    findings: list[Span] = []
    pos = 0
    for start, end, kind, _ in resolved:
        parts.append(text[pos:start])
        parts.append(_marker(kind))
        findings.append((kind, start, end))
        pos = end
    parts.append(text[pos:])
    return "".join(parts), findings


def _redact(text: str, full: bool = False) -> tuple[str, list[Span]]:
    out, findings = _redact_once(text, full)
    # A redaction can put a marker where a secret's neighbour is judged differently (a key now
    # stands alone, a run is now shorter); redact again until nothing changes, so that
    # redact(redact(x).text) == redact(x) by construction.
    for _ in range(3):
        if not findings:
            break
        again, more = _redact_once(out, full)
        if not more:
            break
        findings = _compose(findings, more)
        out = again
    return out, findings


def _withheld(text: object) -> tuple[str, list[Span]]:
    n = len(text) if isinstance(text, str) else 0
    return _marker("unredactable"), [("unredactable", 0, n)]


def _safely(text: object, full: bool = False) -> tuple[str, list[Span]]:
    """``_redact`` that never raises: on an internal error the whole text is withheld (fail closed)."""
    try:
        if not isinstance(text, str):
            text = "" if text is None else str(text)
        return _redact(text, full)
    except Exception:
        return _withheld(text)


def redact(text: str) -> Redaction:
    """Replace every secret in ``text`` with ``[REDACTED:<kind>]``. Never raises: on an internal
    error the whole text is withheld (fail closed)."""
    from engram.redaction.result import Finding, Redaction

    out, findings = _safely(text)
    return Redaction(out, tuple(Finding(kind, start, end) for kind, start, end in findings))


def clean(text: str) -> Redaction:
    """``sanitize`` then ``redact``: the one call the capture path makes before anything is written.
    Finding offsets index the sanitized text."""
    return redact(sanitize(text))


def scrub(text: str) -> str:
    """``clean(text).text`` without building the findings: what the capture hook writes."""
    return _safely(sanitize(text))[0]


def redact_full(text: str) -> str:
    """``redact(text).text`` with every pattern tried (no literal gate): the reference for tests."""
    return _safely(text, full=True)[0]
