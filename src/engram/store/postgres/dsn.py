"""Store locations that are URLs: which ones name PostgreSQL, how to show them, and engram's pool options.

Kept free of database drivers so interfaces can print a location (without its password) and the
wiring can pick an adapter without importing psycopg (:func:`engram.store.postgres.open_postgres`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qsl, quote, urlencode, urlsplit, urlunsplit

from engram.errors import InvalidInput

POSTGRES_SCHEMES = ("postgresql", "postgres")
_PASSWORD_PARAM = re.compile(r"(?i)([?&]password=)[^&#]*")


def is_postgres(location: str) -> bool:
    return location.split("://", 1)[0].lower() in POSTGRES_SCHEMES if "://" in location else False


def redact(location: str) -> str:
    """``location`` with any password replaced by ``***`` (user-info and ``password=``): safe to print."""
    if "://" not in location:
        return location
    scheme, rest = location.split("://", 1)
    authority, sep, tail = rest.partition("/")
    if "@" in authority:
        userinfo, host = authority.rsplit("@", 1)
        if ":" in userinfo:
            userinfo = userinfo.split(":", 1)[0] + ":***"
        authority = f"{userinfo}@{host}"
    return _PASSWORD_PARAM.sub(r"\1***", f"{scheme}://{authority}{sep}{tail}")


@dataclass(frozen=True, slots=True)
class PoolOptions:
    """Connection-pool sizing, from the URL's ``pool_min``, ``pool_max`` and ``pool_timeout`` parameters."""

    min_size: int = 1
    max_size: int = 8
    timeout: float = 30.0


_POOL_KEYS = {"pool_min", "pool_max", "pool_timeout"}


def split_pool_options(url: str) -> tuple[str, PoolOptions]:
    """The libpq URL without engram's own ``pool_*`` parameters, and those parameters parsed."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    mine = {k: v for k, v in query if k in _POOL_KEYS}
    rest = [(k, v) for k, v in query if k not in _POOL_KEYS]
    try:
        low = int(mine.get("pool_min", "1"))
        high = int(mine.get("pool_max", "8"))
        timeout = float(mine.get("pool_timeout", "30"))
    except ValueError as exc:
        raise InvalidInput(f"bad pool option in {redact(url)}: pool_min and pool_max are whole numbers") from exc
    if not (0 <= low <= high and 1 <= high <= 1000 and 0 < timeout <= 3600):
        raise InvalidInput(
            f"bad pool options in {redact(url)}: need 0 <= pool_min <= pool_max <= 1000, pool_max >= 1, "
            "0 < pool_timeout <= 3600"
        )
    cleaned = urlunsplit(parts._replace(query=urlencode(rest, quote_via=quote, safe="/")))
    return cleaned, PoolOptions(low, high, timeout)
