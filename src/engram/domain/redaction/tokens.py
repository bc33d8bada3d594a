"""Known token formats (sk-…, ghp_…, AKIA…) and the long runs of token characters they are sought in."""

from __future__ import annotations

import re
from collections.abc import Callable

from engram.domain.redaction.values import _mixed_token

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
_TOKEN_RE = re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(f"(?P<{kind}>{rx})" for kind, rx in _TOKEN_FORMATS) + ")")
_TOKEN_CHECKS: dict[str, Callable[[str], bool]] = {"openai_api_key": _mixed_token}

# A run of characters tokens are made of; only runs this long are looked at for tokens and entropy.
_RUN_CHARS = r"A-Za-z0-9+/_\-.:="
_RUN_MIN = 20  # the shortest token format (AKIA + 16) is 20 characters
_RUN_RE = re.compile(rf"[^{_RUN_CHARS}][{_RUN_CHARS}]{{{_RUN_MIN},}}+")
_RUN_AT_START_RE = re.compile(rf"[{_RUN_CHARS}]{{{_RUN_MIN},}}+")
