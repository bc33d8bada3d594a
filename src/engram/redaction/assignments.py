"""KEY=value assignments: which keys name a secret and how far their value runs."""

from __future__ import annotations

import re

from engram.redaction.lazy import LazyPattern
from engram.redaction.values import _credential_like, _is_placeholder, _unquote

# ---------------------------------------------------------------------------------------------
# KEY=value assignments
# ---------------------------------------------------------------------------------------------

_KEY_WORD_RE = LazyPattern(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
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
_ASSIGN_RE = LazyPattern(
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
_LINE_LEAD_RE = LazyPattern(r"[ \t]*(?:(?:export|set|setx|declare(?:[ \t]+-x)?|env)[ \t]+|-[ \t]+|>[ \t]+)?")
_DOTTED_RE = LazyPattern(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+")
_CALL_RE = LazyPattern(r"[A-Za-z_]+(?:\.[A-Za-z_][A-Za-z0-9_]*)*[(\[]")
_IDENT_RE = LazyPattern(r"[a-z_][a-z0-9_]*")
_INT_RE = LazyPattern(r"[0-9]{1,15}")
_COMMENT_RE = LazyPattern(r"[ \t]+#")
_BLANK_RE = LazyPattern(r"\s")


_CALL_LOOKBACK = 2000  # how far back an argument list's "(" is looked for


def _copies_a_name(text: str, start: int, key: str, value: str, following: str) -> bool:
    """Whether ``key=value`` (value an identifier) passes a variable rather than a literal.

    Code: ``f(password=pw)``, ``connect(host=h, password=password, …)`` (an argument of an open
    call: a ``(`` right after a name) and ``self.token=token``. Prose is not: in
    ``x, password=hunter2, y`` or ``(password=hunter2)`` a comma or a parenthesis follows, but no
    call is open, so the value is a literal and is redacted.
    """
    if "." in key:
        return True
    if following not in (",", ")"):
        return False
    if set(_key_words(value)) & set(_key_words(key)):  # token=access_token, password=password
        return True
    depth = 0
    for index in range(start - 1, max(-1, start - 1 - _CALL_LOOKBACK), -1):
        char = text[index]
        if char == ")":
            depth += 1
        elif char == "(":
            if depth == 0:
                before = text[index - 1] if index > 0 else " "
                return before.isalnum() or before in "_]"  # name( or items[0](: a call
            depth -= 1
    return False


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
    unquoted = start
    if start > 0 and text[start - 1] in ("'", '"'):
        start -= 2 if start > 1 and text[start - 2] == "\\" else 1
    if text[max(0, start - 2) : start] == "${":  # ${PASSWORD:-default} is a shell expansion
        return None
    if not _secret_key(text[start : hit.end("k")].lstrip("$@\\\"'")):
        return None  # judged before the value is even looked at: most keyword hits stop here
    m = _ASSIGN_RE.match(text, start)
    if m is None and unquoted != start:
        # "password=hunter2" is an assignment inside a quoted string (a JSON value, a call's
        # argument, a DSN); "Password: " there is a prompt or a label, so only ``=`` counts.
        inner = _ASSIGN_RE.match(text, unquoted)
        if inner is not None and "=" in inner.group("op") and inner.group("val")[:1] not in ("'", '"', "\\"):
            m = inner
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
    if _IDENT_RE.fullmatch(raw) and _copies_a_name(text, m.start(), key, raw, following):  # kwarg / attribute copy
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
