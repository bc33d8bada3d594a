"""The context rule table (URLs, headers, CLI flags, assignments …) and every kind it can report.

Every rule names the literals (*triggers*, matched against the text the rule reads: lower-cased or
not) of which each of its matches must contain one. The scanner skips a rule whose triggers are
all absent, and a rule's pattern is compiled the first time it is needed, so a turn without
``password``, ``://`` or ``authorization`` in it never pays for those patterns.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engram.redaction.assignments import _assignment
from engram.redaction.lazy import LazyPattern
from engram.redaction.tokens import _TOKEN_FORMATS
from engram.redaction.values import _credential_like, _is_placeholder, _unquote

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


_DB_SCHEME_RE = LazyPattern(
    r"(?:postgres(?:ql)?|psql|pgsql|mysql|mariadb|mongodb(?:\+srv)?|redis|rediss|valkey|amqps?|mssql|sqlserver"
    r"|oracle|cockroachdb|clickhouse|cassandra|couchdb|neo4j(?:\+s)?|bolt|snowflake|jdbc:[a-z]+)(?:\+[a-z0-9]+)?$",
    re.IGNORECASE,
)
_SCHEME_TAIL_RE = LazyPattern(r"[A-Za-z][A-Za-z0-9+.:\-]{0,30}$")


def _url_kind(m: re.Match[str], text: str) -> str:
    scheme = _SCHEME_TAIL_RE.search(text, max(0, m.start() - 31), m.start())
    return "database_password" if scheme and _DB_SCHEME_RE.search(scheme.group()) else "url_password"


# ---------------------------------------------------------------------------------------------
# the rule table
# ---------------------------------------------------------------------------------------------

Check = Callable[[re.Match[str], str], "tuple[int, int] | None"]


class _Rule:
    """One context rule (a plain class: the hook process never loads ``dataclasses``)."""

    __slots__ = ("check", "kind", "kind_of", "on_lower", "pattern", "priority", "triggers")

    def __init__(
        self,
        kind: str,
        priority: int,  # lower wins where spans overlap
        pattern: LazyPattern,  # should open with a literal: the engine is slow otherwise
        on_lower: bool = False,  # matched against the lower-cased text (same length, same offsets)
        check: Check | None = None,  # returns the span to redact, or None to keep the match
        kind_of: Callable[[re.Match[str], str], str] | None = None,
        triggers: tuple[str, ...] = (),  # every match contains one of these
    ) -> None:
        self.kind = kind
        self.priority = priority
        self.pattern = pattern
        self.on_lower = on_lower
        self.check = check
        self.kind_of = kind_of
        self.triggers = triggers


def _rule(
    kind: str,
    pattern: str,
    priority: int,
    *,
    triggers: tuple[str, ...],
    on_lower: bool = False,
    check: Check | None = None,
    kind_of: Callable[[re.Match[str], str], str] | None = None,
    flags: int = 0,
) -> _Rule:
    return _Rule(kind, priority, LazyPattern(pattern, flags), on_lower, check, kind_of, triggers)


_VALUE = r"(?P<v>\"(?:[^\"\\\n]|\\.)*\"?|'[^'\n]*'?|(?!-)[^\s'\"`;|&]+)"

_RULES: tuple[_Rule, ...] = (
    _rule(
        "private_key",
        r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----"
        r"(?=(?:\s|\\[rn])*(?:[A-Za-z-]+:|[A-Za-z0-9+/=]{16}))"  # key material follows: not a mention
        r"(?:.*?-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----|.*)",  # truncated: to the end
        0,
        triggers=("-----BEGIN",),
        flags=re.DOTALL,
    ),
    _rule("django_secret_key", r"django-insecure-[^\s'\"]{30,}", 10, triggers=("django-insecure-",)),
    _rule(
        "slack_webhook",
        r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<v>[A-Za-z0-9_/\-]{8,})",
        10,
        triggers=("hooks.slack.com/",),
    ),
    _rule(
        "discord_webhook",
        r"/api/webhooks/(?:(?<=discord\.com/api/webhooks/)|(?<=discordapp\.com/api/webhooks/))"
        r"(?P<v>[0-9]+/[A-Za-z0-9_\-]{20,})",
        10,
        triggers=("/api/webhooks/",),
    ),
    _rule(
        "telegram_bot_token",
        r"api\.telegram\.org/bot(?P<v>[0-9]{6,12}:[A-Za-z0-9_\-]{30,})",
        10,
        triggers=("api.telegram.org/bot",),
    ),
    _rule("azure_sas_signature", r"sig=(?<=[?&]sig=)(?P<v>[A-Za-z0-9%+/=]{20,})", 10, triggers=("sig=",)),
    _rule(
        "azure_storage_key",
        r"key=(?:(?<=accountkey=)|(?<=sharedaccesskey=))(?P<v>[a-z0-9+/]{20,}={0,2})",
        10,
        on_lower=True,
        triggers=("accountkey=", "sharedaccesskey="),
    ),
    _rule(
        "url_password",
        r"://(?P<user>[^\s:/?#@\[\]'\"<>]*):(?P<v>[^\s/?'\"<>]+)@",
        20,
        check=lambda m, t: None if _is_placeholder(m.group("v")) else m.span("v"),
        kind_of=_url_kind,
        triggers=("://",),
    ),
    _rule(
        "aws_secret_access_key",
        r"secret_?(?:access_?)?key[\"']?[ \t]*[:=][ \t]*[\"']?(?P<v>[a-z0-9/+]{40})(?![a-z0-9/+=])",
        25,
        on_lower=True,
        triggers=("secret",),
    ),
    _rule(
        "auth_header",
        r"authorization(?<![a-z0-9_]authorization)[\"']?[ \t]*[:=][ \t]*(?:[fbr]?[\"'])?"
        r"(?:(?:bearer|basic|token|bot|digest|negotiate|ntlm|apikey|api-key|sso-key|ssws|splunk|oauth)[ \t]+)?"
        r"(?P<v>[^\s\"'`,;]+)",
        30,
        on_lower=True,
        check=_auth_header,
        triggers=("authorization",),
    ),
    _rule(
        "cookie",
        r"cookie:(?<![a-z0-9_]cookie:)[ \t]*(?P<v>[^\n\"'`]+)",
        30,
        on_lower=True,
        check=_cookie,
        triggers=("cookie:",),
    ),
    _rule(
        "cli_password",
        r"-(?<![a-z0-9_\-]-)-?[a-z0-9\-]{0,30}(?:password|passwd|token|secret|api-?key|credentials?)(?:[ \t]+|=)"
        + _VALUE,
        35,
        on_lower=True,
        check=_plain_value,
        triggers=("password", "passwd", "token", "secret", "apikey", "api-key", "credential"),
    ),
    _rule(
        "cli_password",
        r"-(?<![a-z0-9_\-]-)(?:u|-user)[ \t=]+[\"']?[^\s:\"'$]+:(?P<v>[^\s\"'`;|&]+)",
        35,
        on_lower=True,
        check=_plain_value,
        triggers=("-u",),
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
        triggers=("sshpass",),
    ),
    *(
        _rule(
            "secret_assignment",
            keyword + r"(?P<k>[a-z0-9_.\-]{0,60}+)(?:\\?[\"'])?[ \t]*[:=]",
            40,
            on_lower=True,
            check=_assignment,
            triggers=(keyword,),
        )
        for keyword in ("pass", "pwd", "secret", "token", "key", "cred", "auth", "dsn", "conn")
    ),
    _rule(
        "netrc_password",
        r"login[ \t]+[^\s]+\s+password[ \t]+(?P<v>[^\s]+)",
        40,
        on_lower=True,
        triggers=("login",),
        check=lambda m, t: None if _is_placeholder(t[m.start("v") : m.end("v")]) else m.span("v"),
    ),
    _rule(
        "bearer_token",
        r"bearer(?<![a-z0-9]bearer)[ \t]+(?P<v>[a-z0-9._~+/\-]{16,}=*)",
        45,
        on_lower=True,
        triggers=("bearer",),
    ),
)

KINDS: frozenset[str] = frozenset(
    {r.kind for r in _RULES} | {k for k, _ in _TOKEN_FORMATS} | {"database_password", "high_entropy", "unredactable"}
)
