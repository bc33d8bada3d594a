"""Known token formats (sk-…, ghp_…, AKIA…) and the long runs of token characters they are sought in.

Every format opens with a literal (its *triggers*: ``sk-``, ``ghp_``, ``AKIA`` …) that the token
must contain. :func:`token_pattern` builds the alternation from only the formats whose trigger
occurs in the text, in the table's order: a format whose literal is absent cannot match anywhere
in that text, and the engine tries alternatives in order, so the subset finds exactly what the
whole table would, with the same kind (``lastgroup``). Subsets are compiled once per process;
text with no trigger at all compiles nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engram.redaction.lazy import LazyPattern
from engram.redaction.values import _mixed_token

# ---------------------------------------------------------------------------------------------
# token formats (looked for inside long runs only)
# ---------------------------------------------------------------------------------------------

_TOKEN_FORMATS: tuple[tuple[str, str], ...] = (
    ("anthropic_api_key", r"sk-ant-[A-Za-z0-9_\-]{20,}"),
    ("openai_api_key", r"sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}"),
    ("github_token", r"gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}"),
    ("aws_access_key_id", r"(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])"),
    ("slack_token", r"(?:xox[abeoprs]|xapp)-[A-Za-z0-9\-]{15,}"),
    ("stripe_secret_key", r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}|whsec_[A-Za-z0-9+/=]{20,}"),
    ("google_api_key", r"AIza[0-9A-Za-z_\-]{35}(?![0-9A-Za-z_\-])"),
    ("google_oauth_client_secret", r"GOCSPX-[A-Za-z0-9_\-]{20,}"),
    ("google_oauth_token", r"ya29\.[A-Za-z0-9_\-]{20,}|1//0[A-Za-z0-9_\-]{30,}"),
    ("jwt", r"eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]*(?:\.[A-Za-z0-9_\-]{10,}){0,2}"),
    ("npm_token", r"npm_[A-Za-z0-9]{30,}"),
    ("pypi_token", r"pypi-Ag[A-Za-z0-9_\-]{40,}"),
    ("twilio_api_key", r"SK[0-9a-fA-F]{32}(?![A-Za-z0-9])"),
    ("sendgrid_api_key", r"SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}"),
    ("mailgun_api_key", r"key-[0-9a-zA-Z]{32}(?![A-Za-z0-9])"),
    ("vault_token", r"hv[sbr]\.[A-Za-z0-9_\-]{20,}"),
    ("huggingface_token", r"hf_[A-Za-z0-9]{30,}"),
    ("gitlab_token", r"gl(?:pat|dt|rt|ptt|cbt|oas|soat|ffct|imt|agent)-[A-Za-z0-9_\-]{20,}"),
    ("digitalocean_token", r"do[por]_v1_[a-f0-9]{64}(?![A-Za-z0-9])"),
    ("shopify_token", r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}(?![A-Za-z0-9])"),
    ("groq_api_key", r"gsk_[A-Za-z0-9]{40,}"),
    ("replicate_api_token", r"r8_[A-Za-z0-9]{30,}"),
    ("databricks_token", r"dapi[a-f0-9]{32}(?:-[0-9])?(?![A-Za-z0-9])"),
    ("telegram_bot_token", r"[0-9]{8,10}:AA[A-Za-z0-9_\-]{33}(?![A-Za-z0-9_\-])"),
)

# For each format, literals of which every match contains at least one (case-sensitive, like the
# patterns). tests/test_redaction.py checks each format's samples and the gated scan against the
# full one.
_TOKEN_TRIGGERS: dict[str, tuple[str, ...]] = {
    "anthropic_api_key": ("sk-ant-",),
    "openai_api_key": ("sk-",),
    "github_token": ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
    "aws_access_key_id": ("AKIA", "ASIA", "ABIA", "ACCA"),
    "slack_token": ("xoxa-", "xoxb-", "xoxe-", "xoxo-", "xoxp-", "xoxr-", "xoxs-", "xapp-"),
    "stripe_secret_key": ("sk_live_", "sk_test_", "rk_live_", "rk_test_", "whsec_"),
    "google_api_key": ("AIza",),
    "google_oauth_client_secret": ("GOCSPX-",),
    "google_oauth_token": ("ya29.", "1//0"),
    "jwt": ("eyJ",),
    "npm_token": ("npm_",),
    "pypi_token": ("pypi-Ag",),
    "twilio_api_key": ("SK",),
    "sendgrid_api_key": ("SG.",),
    "mailgun_api_key": ("key-",),
    "vault_token": ("hvs.", "hvb.", "hvr."),
    "huggingface_token": ("hf_",),
    "gitlab_token": tuple(f"gl{p}-" for p in ("pat", "dt", "rt", "ptt", "cbt", "oas", "soat", "ffct", "imt", "agent")),
    "digitalocean_token": ("dop_v1_", "doo_v1_", "dor_v1_"),
    "shopify_token": ("shpat_", "shpca_", "shppa_", "shpss_"),
    "groq_api_key": ("gsk_",),
    "replicate_api_token": ("r8_",),
    "databricks_token": ("dapi",),
    "telegram_bot_token": (":AA",),
}


def _alternation(formats: tuple[tuple[str, str], ...]) -> str:
    return r"(?<![A-Za-z0-9])(?:" + "|".join(f"(?P<{kind}>{rx})" for kind, rx in formats) + ")"


_TOKEN_RE = LazyPattern(_alternation(_TOKEN_FORMATS))
"""Every format at once: the reference the gated patterns are tested against."""
_TOKEN_CHECKS: dict[str, Callable[[str], bool]] = {"openai_api_key": _mixed_token}
_SUBSETS: dict[tuple[str, ...], re.Pattern[str]] = {}


def token_pattern(text: str) -> re.Pattern[str] | None:
    """The token formats that can match somewhere in ``text`` as one pattern, or None if none can."""
    kinds = tuple(kind for kind, _ in _TOKEN_FORMATS if any(t in text for t in _TOKEN_TRIGGERS[kind]))
    if not kinds:
        return None
    rx = _SUBSETS.get(kinds)
    if rx is None:
        wanted = set(kinds)
        rx = _SUBSETS[kinds] = re.compile(_alternation(tuple(f for f in _TOKEN_FORMATS if f[0] in wanted)))
    return rx


# A run of characters tokens are made of; only runs this long are looked at for tokens and entropy.
_RUN_CHARS = r"A-Za-z0-9+/_\-.:="
_RUN_MIN = 20  # the shortest token format (AKIA + 16) is 20 characters
_RUN_RE = re.compile(rf"[^{_RUN_CHARS}][{_RUN_CHARS}]{{{_RUN_MIN},}}+")
_RUN_AT_START_RE = re.compile(rf"[{_RUN_CHARS}]{{{_RUN_MIN},}}+")
