"""Text sanitising: control characters, line endings and lone surrogates removed before redaction."""

from __future__ import annotations

from engram.redaction.lazy import LazyPattern

# ---------------------------------------------------------------------------------------------
# sanitize
# ---------------------------------------------------------------------------------------------

_UNSAFE_RE = LazyPattern("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")
_CONTROL_RE = LazyPattern("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_SURROGATE_RE = LazyPattern("[\ud800-\udfff]")


def sanitize(text: str) -> str:
    """Drop control characters (C0 except ``\\n`` and ``\\t``, DEL, C1), turn ``\\r\\n`` and lone
    ``\\r`` into ``\\n`` and lone surrogates into U+FFFD. Never raises."""
    try:
        if not isinstance(text, str):
            text = "" if text is None else str(text)
        if text.replace("\n", "").replace("\t", "").isprintable() or _UNSAFE_RE.search(text) is None:
            return text  # the common case: (far) quicker than the regex alone
        if "\r" in text:
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        text = _CONTROL_RE.sub("", text)
        if _SURROGATE_RE.search(text) is not None:
            # A surrogate *pair* held as two code points becomes its character; a lone one, U+FFFD.
            text = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
        return text
    except Exception:
        return ""
