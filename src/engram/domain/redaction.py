"""Secret redaction and text sanitising: what every captured turn goes through before it touches disk.

``clean(text)`` is the one call the capture hot path makes: ``sanitize`` (control characters,
newlines, lone surrogates) then ``redact`` (secrets become ``[REDACTED:<kind>]``). Both are pure,
precompiled at import, linear in the input and never raise: an internal failure fails *closed*
(the whole text is withheld) rather than letting a secret through.

What is a secret here, and what deliberately is not (seed 003, review fixes #4 and #7):

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
resolved by bisection, so adversarial input stays linear.
"""

from __future__ import annotations

import fnmatch
import math
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass

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
]


@dataclass(frozen=True, slots=True)
class Finding:
    """One redacted span: ``text[start:end]`` of the input was a secret of this kind."""

    kind: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Redaction:
    """The redacted text and what was taken out of it (sorted by position, non-overlapping)."""

    text: str
    findings: tuple[Finding, ...] = ()

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(sorted({f.kind for f in self.findings}))


MARKER_PREFIX = "[REDACTED:"


def _marker(kind: str) -> str:
    return f"{MARKER_PREFIX}{kind}]"


# ---------------------------------------------------------------------------------------------
# sanitize
# ---------------------------------------------------------------------------------------------

_UNSAFE_RE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")
_CONTROL_RE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_SURROGATE_RE = re.compile("[\ud800-\udfff]")


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


# ---------------------------------------------------------------------------------------------
# value helpers
# ---------------------------------------------------------------------------------------------

_PLACEHOLDER_RE = re.compile(
    r"""\$\{ | \$\( | \{             # ${VAR}  $(cmd)  {template} / f-string field
      | \$[A-Za-z_][A-Za-z0-9_]*$    # $VAR
      | %[A-Za-z_][A-Za-z0-9_]*%$    # %VAR%
      | <[^<>]*>$                    # <your-token>
      | [*xX.•]+$                    # masked: ****  xxxx  ...
      | [\w\-]{0,12}(?:\.\.\.|…)$     # elided: sk_live_...
    """,
    re.VERBOSE,
)
_NON_SECRET_VALUES = frozenset(
    "true false yes no on off null none nil undefined enabled disabled required optional "
    "bearer basic token digest str string int bytes bool float any secretstr number boolean".split()
)


def _is_placeholder(value: str) -> bool:
    """Not a secret: empty, a reference, a template, a mask, a type name, or already (partly)
    redacted — a value holding a marker was judged on the first pass, so judging it again could
    only break idempotence."""
    return (
        not value
        or MARKER_PREFIX in value
        or _PLACEHOLDER_RE.match(value) is not None
        or value.lower() in _NON_SECRET_VALUES
    )


def _credential_like(value: str) -> bool:
    """Does a free-standing word look like a credential rather than prose?"""
    if len(value) < 6:
        return False
    if len(value) >= 24:
        return True
    return any(c.isdigit() for c in value) or any(not c.isalnum() for c in value) or any(c.isupper() for c in value[1:])


def _mixed_token(value: str) -> bool:
    """Random tokens hold upper case, lower case and digits; names and phrases rarely all three."""
    return any(c.isdigit() for c in value) and any(c.islower() for c in value) and any(c.isupper() for c in value)


def _unquote(start: int, end: int, raw: str) -> tuple[int, int]:
    if raw.startswith('\\"'):
        start += 2
        if len(raw) >= 4 and raw.endswith('\\"'):
            end -= 2
    elif raw[:1] in ("'", '"', "`"):
        start += 1
        if len(raw) >= 2 and raw[-1] == raw[0]:
            end -= 1
    return start, end


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

# ---------------------------------------------------------------------------------------------
# generic high-entropy blobs
# ---------------------------------------------------------------------------------------------

_ENTROPY_RE = re.compile(r"(?<![A-Za-z0-9+/_\-])[A-Za-z0-9+/_\-]{32,}+={0,2}")
_HEXISH_RE = re.compile(r"[0-9a-fA-F\-]+")
_SAFE_ID_RE = re.compile(
    r"""(?:msg|toolu|srvtoolu|req|call|run|thread|asst|file|batch|resp|evt|cus|pi|ch|sub|prod|price
          |acct|txn|seti|pm|po|tr|ba|card|sess|conv|user|org|proj)_
      | (?:chatcmpl|cmpl)-
      | pk_(?:live|test)_                 # Stripe publishable keys: public by design
      | sha(?:1|224|256|384|512)-         # Subresource Integrity hashes (package-lock, yarn, nix)
    """,
    re.VERBOSE,
)
_HEX_SEGMENT_RE = re.compile(r"(?:^|(?<=[/_\-]))[0-9a-fA-F]{7,}(?=[/_\-]|$)")
_LOWER_RUN_RE = re.compile(r"[a-z]+")
_UPPER_RUN_RE = re.compile(r"[A-Z]+")
ENTROPY_MIN_LENGTH = 32
ENTROPY_THRESHOLD = 3.6  # bits per character; random base64 of 32+ characters scores 4.4-5.5
# Random base64 averages ~1.7 letters of one case in a row; words, identifiers and CONSTANTS 4+.
# Tuned on random tokens (missed: 1.9% at 32 chars, 0.8% at 40, <0.1% at 64) against 5,000 long
# tokens from Python packages' source and docs (2 redacted: a JWT header and a URL path).
MAX_MEAN_CASE_RUN = 3.0


def _mean_run(rx: re.Pattern[str], value: str) -> float:
    runs = rx.findall(value)
    return sum(map(len, runs)) / len(runs) if runs else 0.0


def _shannon(value: str) -> float:
    n = len(value)
    counts: dict[str, int] = {}
    for c in value:
        counts[c] = counts.get(c, 0) + 1
    return -sum(k / n * math.log2(k / n) for k in counts.values())


def _high_entropy(text: str, start: int, end: int) -> bool:
    core = text[start:end].rstrip("=")
    if len(core) < ENTROPY_MIN_LENGTH or _HEXISH_RE.fullmatch(core) or _SAFE_ID_RE.match(core):
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


# ---------------------------------------------------------------------------------------------
# KEY=value assignments
# ---------------------------------------------------------------------------------------------

_KEY_WORD_RE = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_SECRET_WORDS = frozenset(
    "password passwd passphrase passcode pass secret secrets token credential credentials creds "
    "apikey dsn privatekey accesskey secretkey signingkey encryptionkey masterkey accountkey "
    "licensekey appkey authkey subscriptionkey sessionkey connectionstring connstr".split()
)
_SECRET_SUFFIXES = ("password", "passwd", "secret", "token", "apikey", "credentials", "credential")
_SECRET_PAIRS = frozenset(
    {("api", "key"), ("api", "keys"), ("conn", "str"), ("conn", "string")}
    | {(a, "key") for a in "access private secret signing encryption master account license app auth".split()}
    | {(a, "key") for a in ("subscription", "session", "shared")}
    | {("connection", b) for b in ("str", "string", "strings")}
)
_NOT_SECRET_LAST = frozenset(
    "file files path paths dir directory filename name names id ids type length len size count "
    "enabled disabled required header env var field prefix suffix expiry expires expiration expire "
    "ttl timeout url uri endpoint limit policy min max format mode hint label location ref source "
    "provider method version rotation regex pattern validator strength reset changed updated at age "
    "lifetime command cmd helper store manager kind style placeholder scope scopes audience issuer "
    "algorithm alg usage used budget index position pos offset".split()
)
_PASSWORD_WORDS = frozenset("password passwd pass pwd passphrase passcode pin secret".split())


def _key_words(key: str) -> list[str]:
    return [w.lower() for w in _KEY_WORD_RE.findall(key)]


def _secret_key(key: str) -> bool:
    words = _key_words(key)
    if not words or words[-1] in _NOT_SECRET_LAST:
        return False
    if words[-1] == "auth" or (words[-1] == "pwd" and len(words) > 1):
        return True
    for i, w in enumerate(words):
        if w in _SECRET_WORDS or w.endswith(_SECRET_SUFFIXES):
            return True
        if i + 1 < len(words) and (w, words[i + 1]) in _SECRET_PAIRS:
            return True
    return False


# The assignment proper, matched at the key's start once a keyword hit has found it.
_ASSIGN_RE = re.compile(
    r"""
    (?P<kq>\\?["'])?
    (?P<key>[A-Za-z_$@][A-Za-z0-9_.\-]{0,100}+)
    (?(kq)\\?["'])
    (?P<op>
        [ \t]*:[ \t]*[A-Za-z_][A-Za-z0-9_.\[\], |]{0,40}?[ \t]*=(?![=>~])   # typed: key: str = value
      | [ \t]*(?::=|=>|=(?![=>~]))                                           # = := =>
      | :(?![:/\\])                                                           # YAML, JSON, headers
    )
    [ \t]*
    (?P<val>
        \\"(?:[^"\\\n]|\\[^"\n]){0,16384}+(?:\\")?
      | "(?:[^"\\\n]|\\.){0,16384}+"?
      | '(?:[^'\\\n]|\\.){0,16384}+'?
      | [^\s'"`,;&<>|)\]}]{1,4096}+
    )
    """,
    re.VERBOSE,
)
_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
_LINE_LEAD_RE = re.compile(r"[ \t]*(?:(?:export|set|setx|declare(?:[ \t]+-x)?|env)[ \t]+|-[ \t]+|>[ \t]+)?")
_DOTTED_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+")
_CALL_RE = re.compile(r"[A-Za-z_]+(?:\.[A-Za-z_][A-Za-z0-9_]*)*[(\[]")
_IDENT_RE = re.compile(r"[a-z_][a-z0-9_]*")
_INT_RE = re.compile(r"[0-9]{1,15}")
_COMMENT_RE = re.compile(r"[ \t]+#")
_BLANK_RE = re.compile(r"\s")


def _at_line_start(text: str, pos: int) -> bool:
    line_start = text.rfind("\n", 0, pos) + 1
    lead = _LINE_LEAD_RE.match(text, line_start, pos)
    return lead is not None and lead.end() == pos


def _assignment(hit: re.Match[str], text: str) -> tuple[int, int] | None:
    """A keyword followed by ``=`` or ``:`` was seen; find the whole key and judge its value."""
    start = hit.start()
    while start > 0 and text[start - 1] in _KEY_CHARS:
        start -= 1
    if start > 0 and text[start - 1] in ("$", "@"):  # $php_var, @ruby_ivar
        start -= 1
    if start > 0 and text[start - 1] in ("'", '"'):
        start -= 2 if start > 1 and text[start - 2] == "\\" else 1
    if text[max(0, start - 2) : start] == "${":  # ${PASSWORD:-default} is a shell expansion
        return None
    if not _secret_key(text[start : hit.end("k")].lstrip("$@\\\"'")):
        return None  # judged before the value is even looked at: most keyword hits stop here
    m = _ASSIGN_RE.match(text, start)
    if m is None:
        return None
    key = m.group("key")
    if not _secret_key(key.lstrip("$@")):
        return None
    raw = m.group("val")
    vs, ve = m.span("val")
    if raw[:1] in ("'", '"') or raw.startswith('\\"'):
        vs, ve = _unquote(vs, ve, raw)
        return None if _is_placeholder(text[vs:ve].strip()) else (vs, ve)
    # Unquoted: tell literals from code and from prose.
    if _is_placeholder(raw) or "://" in raw:  # a URL's password is the URL rule's business
        return None
    following = text[ve : ve + 1]
    if following in ("(", "[") or _DOTTED_RE.fullmatch(raw) or _CALL_RE.match(raw):  # code
        return None
    if _IDENT_RE.fullmatch(raw) and (following in (",", ")") or "." in key):  # kwarg / attribute copy
        return None
    if _INT_RE.fullmatch(raw) and not (_PASSWORD_WORDS & set(_key_words(key))):  # counts and limits
        return None
    key_quoted = m.group("kq") is not None
    op = m.group("op")
    if _at_line_start(text, m.start()):
        if op.startswith(":") or op[:1] in (" ", "\t"):
            # A YAML or INI line: the value runs to the end of the line, less a trailing comment.
            eol = text.find("\n", ve)
            eol = len(text) if eol < 0 else eol
            comment = _COMMENT_RE.search(text, ve, eol)
            ve = comment.start() if comment else eol
            while ve > vs and text[ve - 1] in " \t":
                ve -= 1
        else:
            # A .env line: the value runs to the next blank (``KEY=v cmd`` is a shell prefix).
            blank = _BLANK_RE.search(text, ve)
            ve = blank.start() if blank else len(text)
        return vs, ve
    if op.startswith(":") and not key_quoted and not _credential_like(raw):
        return None  # "the token: it expires" is prose
    return vs, ve


# ---------------------------------------------------------------------------------------------
# other context checks
# ---------------------------------------------------------------------------------------------


def _auth_header(m: re.Match[str], text: str) -> tuple[int, int] | None:
    vs, ve = m.span("v")
    raw = text[vs:ve]
    return None if _is_placeholder(raw) or not _credential_like(raw) else (vs, ve)


def _plain_value(m: re.Match[str], text: str) -> tuple[int, int] | None:
    vs, ve = _unquote(*m.span("v"), text[m.start("v") : m.end("v")])
    return None if _is_placeholder(text[vs:ve].strip()) else (vs, ve)


def _cookie(m: re.Match[str], text: str) -> tuple[int, int] | None:
    vs, ve = m.span("v")
    raw = text[vs:ve].rstrip()
    return None if "=" not in raw or _is_placeholder(raw) else (vs, vs + len(raw))


_DB_SCHEME_RE = re.compile(
    r"(?:postgres(?:ql)?|psql|pgsql|mysql|mariadb|mongodb(?:\+srv)?|redis|rediss|valkey|amqps?|mssql|sqlserver"
    r"|oracle|cockroachdb|clickhouse|cassandra|couchdb|neo4j(?:\+s)?|bolt|snowflake|jdbc:[a-z]+)(?:\+[a-z0-9]+)?$",
    re.IGNORECASE,
)
_SCHEME_TAIL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.:\-]{0,30}$")


def _url_kind(m: re.Match[str], text: str) -> str:
    scheme = _SCHEME_TAIL_RE.search(text, max(0, m.start() - 31), m.start())
    return "database_password" if scheme and _DB_SCHEME_RE.search(scheme.group()) else "url_password"


# ---------------------------------------------------------------------------------------------
# the rule table
# ---------------------------------------------------------------------------------------------

Check = Callable[[re.Match[str], str], "tuple[int, int] | None"]


@dataclass(frozen=True, slots=True)
class _Rule:
    kind: str
    priority: int  # lower wins where spans overlap
    pattern: re.Pattern[str]  # should open with a literal: the engine is slow otherwise
    on_lower: bool = False  # matched against the lower-cased text (same length, same offsets)
    check: Check | None = None  # returns the span to redact, or None to keep the match
    kind_of: Callable[[re.Match[str], str], str] | None = None
    triggers: tuple[str, ...] = ()  # for patterns that cannot open with a literal


def _rule(
    kind: str,
    pattern: str,
    priority: int,
    *,
    on_lower: bool = False,
    check: Check | None = None,
    kind_of: Callable[[re.Match[str], str], str] | None = None,
    triggers: tuple[str, ...] = (),
    flags: int = 0,
) -> _Rule:
    return _Rule(kind, priority, re.compile(pattern, flags), on_lower, check, kind_of, triggers)


_VALUE = r"(?P<v>\"(?:[^\"\\\n]|\\.)*\"?|'[^'\n]*'?|(?!-)[^\s'\"`;|&]+)"

_RULES: tuple[_Rule, ...] = (
    _rule(
        "private_key",
        r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----"
        r"(?=(?:\s|\\[rn])*(?:[A-Za-z-]+:|[A-Za-z0-9+/=]{16}))"  # key material follows: not a mention
        r"(?:.*?-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----|.*)",  # truncated: to the end
        0,
        flags=re.DOTALL,
    ),
    _rule("django_secret_key", r"django-insecure-[^\s'\"]{30,}", 10),
    _rule("slack_webhook", r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<v>[A-Za-z0-9_/\-]{8,})", 10),
    _rule(
        "discord_webhook",
        r"/api/webhooks/(?:(?<=discord\.com/api/webhooks/)|(?<=discordapp\.com/api/webhooks/))"
        r"(?P<v>[0-9]+/[A-Za-z0-9_\-]{20,})",
        10,
    ),
    _rule("telegram_bot_token", r"api\.telegram\.org/bot(?P<v>[0-9]{6,12}:[A-Za-z0-9_\-]{30,})", 10),
    _rule("azure_sas_signature", r"sig=(?<=[?&]sig=)(?P<v>[A-Za-z0-9%+/=]{20,})", 10),
    _rule(
        "azure_storage_key",
        r"key=(?:(?<=accountkey=)|(?<=sharedaccesskey=))(?P<v>[a-z0-9+/]{20,}={0,2})",
        10,
        on_lower=True,
    ),
    _rule(
        "url_password",
        r"://(?P<user>[^\s:/?#@\[\]'\"<>]*):(?P<v>[^\s/?'\"<>]+)@",
        20,
        check=lambda m, t: None if _is_placeholder(m.group("v")) else m.span("v"),
        kind_of=_url_kind,
    ),
    _rule(
        "aws_secret_access_key",
        r"secret_?(?:access_?)?key[\"']?[ \t]*[:=][ \t]*[\"']?(?P<v>[a-z0-9/+]{40})(?![a-z0-9/+=])",
        25,
        on_lower=True,
    ),
    _rule(
        "auth_header",
        r"authorization(?<![a-z0-9_]authorization)[\"']?[ \t]*[:=][ \t]*(?:[fbr]?[\"'])?"
        r"(?:(?:bearer|basic|token|bot|digest|negotiate|ntlm|apikey|api-key|sso-key|ssws|splunk|oauth)[ \t]+)?"
        r"(?P<v>[^\s\"'`,;]+)",
        30,
        on_lower=True,
        check=_auth_header,
    ),
    _rule("cookie", r"cookie:(?<![a-z0-9_]cookie:)[ \t]*(?P<v>[^\n\"'`]+)", 30, on_lower=True, check=_cookie),
    _rule(
        "cli_password",
        r"-(?<![a-z0-9_\-]-)-?[a-z0-9\-]{0,30}(?:password|passwd|token|secret|api-?key|credentials?)(?:[ \t]+|=)"
        + _VALUE,
        35,
        on_lower=True,
        check=_plain_value,
    ),
    _rule(
        "cli_password",
        r"-(?<![a-z0-9_\-]-)(?:u|-user)[ \t=]+[\"']?[^\s:\"'$]+:(?P<v>[^\s\"'`;|&]+)",
        35,
        on_lower=True,
        check=_plain_value,
    ),
    _rule(
        "cli_password",
        r"(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n|;&]{0,200}?[ \t]-p"
        r"(?P<v>\"[^\"\n]*\"?|'[^'\n]*'?|(?!-)[^\s'\"`;|&]+)",
        35,
        on_lower=True,
        check=_plain_value,
        triggers=("mysql", "mariadb"),
    ),
    _rule(
        "cli_password",
        r"sshpass[ \t]+-p[ \t]*" + _VALUE,
        35,
        on_lower=True,
        check=_plain_value,
    ),
    *(
        _rule(
            "secret_assignment",
            keyword + r"(?P<k>[a-z0-9_.\-]{0,60}+)(?:\\?[\"'])?[ \t]*[:=]",
            40,
            on_lower=True,
            check=_assignment,
        )
        for keyword in ("pass", "pwd", "secret", "token", "key", "cred", "auth", "dsn", "conn")
    ),
    _rule(
        "netrc_password",
        r"login[ \t]+[^\s]+\s+password[ \t]+(?P<v>[^\s]+)",
        40,
        on_lower=True,
        check=lambda m, t: None if _is_placeholder(t[m.start("v") : m.end("v")]) else m.span("v"),
    ),
    _rule("bearer_token", r"bearer(?<![a-z0-9]bearer)[ \t]+(?P<v>[a-z0-9._~+/\-]{16,}=*)", 45, on_lower=True),
)
_TOKEN_PRIORITY = 10
_ENTROPY_PRIORITY = 90

KINDS: frozenset[str] = frozenset(
    {r.kind for r in _RULES} | {k for k, _ in _TOKEN_FORMATS} | {"database_password", "high_entropy", "unredactable"}
)

# ---------------------------------------------------------------------------------------------
# redact / clean
# ---------------------------------------------------------------------------------------------

_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")

Found = list[tuple[int, int, int, str]]  # (priority, start, end, kind)


def _scan_runs(text: str, found: Found) -> None:
    """Token formats and high-entropy blobs, looked for inside long runs of token characters."""
    spans = [m.span() for m in _RUN_RE.finditer(text)]
    head = _RUN_AT_START_RE.match(text)
    if head is not None:
        spans.insert(0, head.span())
    for start, end in spans:
        end += 1  # let look-aheads see the character that ended the run
        for m in _TOKEN_RE.finditer(text, start, end):
            kind = m.lastgroup or "secret"
            check = _TOKEN_CHECKS.get(kind)
            if check is None or check(m.group()):
                found.append((_TOKEN_PRIORITY, m.start(), m.end(), kind))
        if end - start > ENTROPY_MIN_LENGTH:  # candidates; _resolve judges them
            found.extend(
                (_ENTROPY_PRIORITY, m.start(), m.end(), "high_entropy") for m in _ENTROPY_RE.finditer(text, start, end)
            )


def _scan(text: str) -> Found:
    found: Found = []
    _scan_runs(text, found)
    lower = text.lower()
    if len(lower) != len(text):  # a few non-ASCII letters lower-case to two characters
        lower = text.translate(_ASCII_LOWER)
    for rule in _RULES:
        hay = lower if rule.on_lower else text
        if rule.triggers and not any(t in hay for t in rule.triggers):
            continue
        has_v = "v" in rule.pattern.groupindex
        skip_until = 0  # matches inside this rule's last finding add nothing (and could be quadratic)
        for m in rule.pattern.finditer(hay):
            if m.start() < skip_until:
                continue
            if rule.check is not None:
                span = rule.check(m, text)
                if span is None:
                    continue
            elif has_v:
                span = m.span("v")
            else:
                span = m.span()
            start, end = span
            if start < end:
                kind = rule.kind_of(m, text) if rule.kind_of is not None else rule.kind
                found.append((rule.priority, start, end, kind))
                skip_until = end
    return found


def _resolve(found: Found, text: str) -> list[tuple[int, int, str, int]]:
    """Keep the highest-priority finding where spans overlap. A lower-priority span that sticks out
    of an accepted one widens it (never leave part of a secret behind), except a generic
    high-entropy run: the specific rule knows the secret's extent, and what is left of the run
    beside it is redacted only if it is high-entropy on its own (``hooks.slack.com/services/…``).
    Accepted spans stay disjoint and sorted, so overlaps are found by bisection."""
    found.sort()
    starts: list[int] = []
    ends: list[int] = []
    meta: list[tuple[str, int]] = []

    def accept(start: int, end: int, kind: str, priority: int) -> None:
        i = bisect_left(starts, start)
        starts.insert(i, start)
        ends.insert(i, end)
        meta.insert(i, (kind, priority))

    for priority, start, end, kind in found:
        i = j = bisect_right(ends, start)  # the first accepted span ending after this one starts
        while j < len(starts) and starts[j] < end:
            j += 1
        if i == j:
            if priority != _ENTROPY_PRIORITY or _high_entropy(text, start, end):
                accept(start, end, kind, priority)
            continue
        if any(starts[k] <= start and end <= ends[k] for k in range(i, j)):
            continue
        if priority == _ENTROPY_PRIORITY:
            pieces, pos = [], start
            for k in range(i, j):
                pieces.append((pos, starts[k]))
                pos = ends[k]
            pieces.append((pos, end))
            for a, b in pieces:
                if _high_entropy(text, a, b):
                    accept(a, b, kind, priority)
            continue
        best = min(range(i, j), key=lambda k: (meta[k][1], starts[k]))
        merged = (min(start, starts[i]), max(end, ends[j - 1]), *meta[best])
        del starts[i:j], ends[i:j], meta[i:j]
        accept(*merged)
    return [(start, end, kind, priority) for start, end, (kind, priority) in zip(starts, ends, meta, strict=True)]


def _redact_once(text: str) -> tuple[str, list[Finding]]:
    found = _scan(text)
    resolved = _resolve(found, text) if found else []
    if not resolved:
        return text, []
    parts: list[str] = []
    findings: list[Finding] = []
    pos = 0
    for start, end, kind, _ in resolved:
        parts.append(text[pos:start])
        parts.append(_marker(kind))
        findings.append(Finding(kind, start, end))
        pos = end
    parts.append(text[pos:])
    return "".join(parts), findings


def _compose(earlier: list[Finding], later: list[Finding]) -> list[Finding]:
    """Findings of a pass over redacted text, moved back to the original text's offsets and merged
    with the findings that produced that text (a later finding swallows the markers it covers)."""
    out_starts: list[int] = []  # where each earlier marker sits in the redacted text
    out_ends: list[int] = []
    shift_after: list[int] = []  # redacted offset - original offset, just past each marker
    shift = 0
    for f in earlier:
        out_starts.append(f.start + shift)
        shift += len(_marker(f.kind)) - (f.end - f.start)
        out_ends.append(f.end + shift)
        shift_after.append(shift)

    def original(pos: int, is_end: bool) -> int:
        k = bisect_right(out_starts, pos) - 1
        if k < 0:
            return pos
        if pos == out_starts[k] and is_end:  # ends where marker k begins
            return pos - (shift_after[k - 1] if k else 0)
        if pos < out_ends[k]:  # inside marker k: the finding takes the marker's whole secret
            return earlier[k].end if is_end else earlier[k].start
        return pos - shift_after[k]

    moved = [Finding(f.kind, original(f.start, False), original(f.end, True)) for f in later]
    moved_starts = [f.start for f in moved]

    def covered(f: Finding) -> bool:
        k = bisect_right(moved_starts, f.start) - 1
        return k >= 0 and f.end <= moved[k].end

    return sorted([f for f in earlier if not covered(f)] + moved, key=lambda f: (f.start, f.end))


def _redact(text: str) -> Redaction:
    out, findings = _redact_once(text)
    # A redaction can put a marker where a secret's neighbour is judged differently (a key now
    # stands alone, a run is now shorter); redact again until nothing changes, so that
    # redact(redact(x).text) == redact(x) by construction.
    for _ in range(3):
        if not findings:
            break
        again, more = _redact_once(out)
        if not more:
            break
        findings = _compose(findings, more)
        out = again
    return Redaction(out, tuple(findings))


def redact(text: str) -> Redaction:
    """Replace every secret in ``text`` with ``[REDACTED:<kind>]``. Never raises: on an internal
    error the whole text is withheld (fail closed)."""
    try:
        if not isinstance(text, str):
            text = "" if text is None else str(text)
        return _redact(text)
    except Exception:
        n = len(text) if isinstance(text, str) else 0
        return Redaction(_marker("unredactable"), (Finding("unredactable", 0, n),))


def clean(text: str) -> Redaction:
    """``sanitize`` then ``redact``: the one call the capture path makes before anything is written.
    Finding offsets index the sanitized text."""
    return redact(sanitize(text))


# ---------------------------------------------------------------------------------------------
# secret paths
# ---------------------------------------------------------------------------------------------

SECRET_PATH_GLOBS: tuple[str, ...] = (
    ".env",
    ".env.*",
    "*.env",
    "*.pem",
    "*.key",
    "*.p12",
    "*.pfx",
    "*.p8",
    "*.jks",
    "*.keystore",
    "*.ppk",
    "*.kdbx",
    "*.tfstate",
    "*.tfstate.*",
    "id_rsa*",
    "id_dsa*",
    "id_ecdsa*",
    "id_ed25519*",
    ".ssh/*",
    ".aws/credentials",
    ".docker/config.json",
    ".kube/config",
    ".config/gh/hosts.yml",
    ".npmrc",
    ".pypirc",
    ".netrc",
    "_netrc",
    ".pgpass",
    ".my.cnf",
    ".git-credentials",
    ".htpasswd",
    ".vault-token",
    ".dockercfg",
    ".s3cfg",
    ".boto",
    "credentials",
    "credentials.*",
    "secrets.*",
    "run/secrets/*",
)
"""Files whose *content* is never captured. Each glob is matched, case-insensitively, against as
many trailing components of the path as it has; ``SECRET_PATH_EXCEPTIONS`` overrides it."""

SECRET_PATH_EXCEPTIONS: tuple[str, ...] = (
    ".env.example",
    ".env.sample",
    ".env.template",
    ".env.dist",
    "*.pub",
    ".ssh/known_hosts*",
    ".ssh/config",
    ".ssh/authorized_keys*",
)


def _compile_globs(globs: tuple[str, ...]) -> tuple[tuple[int, re.Pattern[str]], ...]:
    by_depth: dict[int, list[str]] = {}
    for glob in globs:
        parts = glob.lower().split("/")
        # fnmatch.translate gives "(?s:...)\Z"; "*" must not cross a "/", so use [^/]* instead of .*
        body = "/".join(fnmatch.translate(p)[4:-3].replace(".*", "[^/]*") for p in parts)
        by_depth.setdefault(len(parts), []).append(body)
    return tuple((depth, re.compile("(?s:" + "|".join(pats) + r")\Z")) for depth, pats in sorted(by_depth.items()))


_SECRET_GLOBS = _compile_globs(SECRET_PATH_GLOBS)
_EXCEPTION_GLOBS = _compile_globs(SECRET_PATH_EXCEPTIONS)


def _glob_match(parts: list[str], compiled: tuple[tuple[int, re.Pattern[str]], ...]) -> bool:
    return any(len(parts) >= depth and rx.match("/".join(parts[-depth:])) for depth, rx in compiled)


def is_secret_path(path: str) -> bool:
    """Is ``path`` a file whose content must never be captured (``.env``, private keys, credential
    stores, Terraform state …)? Matches on the path's last components; never raises."""
    try:
        parts = [p for p in str(path).replace("\\", "/").lower().split("/") if p and p != "."]
        if not parts:
            return False
        return _glob_match(parts, _SECRET_GLOBS) and not _glob_match(parts, _EXCEPTION_GLOBS)
    except Exception:
        return False
