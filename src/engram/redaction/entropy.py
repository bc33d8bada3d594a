"""The generic detector: long high-entropy blobs, minus hex identifiers and known safe ids."""

from __future__ import annotations

import re

from engram.redaction.lazy import LazyPattern
from engram.redaction.values import _mixed_token

# ---------------------------------------------------------------------------------------------
# generic high-entropy blobs
# ---------------------------------------------------------------------------------------------

_ENTROPY_RE = LazyPattern(r"(?<![A-Za-z0-9+/_\-])[A-Za-z0-9+/_\-]{32,}+={0,2}")
_HEXISH_RE = LazyPattern(r"[0-9a-fA-F\-]+")
_SAFE_ID_RE = LazyPattern(
    r"""(?:msg|toolu|srvtoolu|req|call|run|thread|asst|file|batch|resp|evt|cus|pi|ch|sub|prod|price
          |acct|txn|seti|pm|po|tr|ba|card|sess|conv|user|org|proj)_
      | (?:chatcmpl|cmpl)-
      | pk_(?:live|test)_                 # Stripe publishable keys: public by design
      | sha(?:1|224|256|384|512)-         # Subresource Integrity hashes (package-lock, yarn, nix)
    """,
    re.VERBOSE,
)
_HEX_SEGMENT_RE = LazyPattern(r"(?:^|(?<=[/_\-]))[0-9a-fA-F]{7,}(?=[/_\-]|$)")
_LOWER_RUN_RE = LazyPattern(r"[a-z]+")
_UPPER_RUN_RE = LazyPattern(r"[A-Z]+")
ENTROPY_MIN_LENGTH = 32
ENTROPY_THRESHOLD = 3.6  # bits per character; random base64 of 32+ characters scores 4.4-5.5
# Random base64 averages ~1.7 letters of one case in a row; words, identifiers and CONSTANTS 4+.
# Tuned on random tokens (missed: 1.9% at 32 chars, 0.8% at 40, <0.1% at 64) against 5,000 long
# tokens from Python packages' source and docs (2 redacted: a JWT header and a URL path).
MAX_MEAN_CASE_RUN = 3.0


def _mean_run(rx: LazyPattern, value: str) -> float:
    runs = rx.findall(value)
    return sum(map(len, runs)) / len(runs) if runs else 0.0


def _shannon(value: str) -> float:
    import math  # here: the hook process rarely gets this far

    n = len(value)
    counts: dict[str, int] = {}
    for c in value:
        counts[c] = counts.get(c, 0) + 1
    return -sum(k / n * math.log2(k / n) for k in counts.values())


def _high_entropy(text: str, start: int, end: int) -> bool:
    core = text[start:end].rstrip("=")
    # Not mixed (upper, lower, digits) means False below whatever else holds: what the checks in
    # between remove can only make a run less mixed. Checked first, it spares their patterns.
    if len(core) < ENTROPY_MIN_LENGTH or not _mixed_token(core):
        return False
    if _HEXISH_RE.fullmatch(core) or _SAFE_ID_RE.match(core):
        return False
    if text[max(0, start - 3) : start] == "h1:":  # go.sum module hashes
        return False
    if "/" in core or "-" in core or "_" in core:
        # A path or slug: its hex segments (commit SHAs in URLs, content hashes) are identifiers.
        core = _HEX_SEGMENT_RE.sub("", core)
        if len(core) < ENTROPY_MIN_LENGTH:
            return False
    if not _mixed_token(core):
        return False
    if _mean_run(_LOWER_RUN_RE, core) > MAX_MEAN_CASE_RUN or _mean_run(_UPPER_RUN_RE, core) > MAX_MEAN_CASE_RUN:
        return False  # words: paths, identifiers, CONSTANTS
    return _shannon(core) >= ENTROPY_THRESHOLD
