"""Secret file paths: files whose content is never captured."""

from __future__ import annotations

import re
from functools import cache

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
    import fnmatch

    by_depth: dict[int, list[str]] = {}
    for glob in globs:
        parts = glob.lower().split("/")
        # fnmatch.translate gives "(?s:...)\Z"; "*" must not cross a "/", so use [^/]* instead of .*
        body = "/".join(fnmatch.translate(p)[4:-3].replace(".*", "[^/]*") for p in parts)
        by_depth.setdefault(len(parts), []).append(body)
    return tuple((depth, re.compile("(?s:" + "|".join(pats) + r")\Z")) for depth, pats in sorted(by_depth.items()))


@cache
def _compiled() -> tuple[tuple[tuple[int, re.Pattern[str]], ...], tuple[tuple[int, re.Pattern[str]], ...]]:
    """The secret globs and their exceptions, compiled on the first path checked."""
    return _compile_globs(SECRET_PATH_GLOBS), _compile_globs(SECRET_PATH_EXCEPTIONS)


def _glob_match(parts: list[str], compiled: tuple[tuple[int, re.Pattern[str]], ...]) -> bool:
    return any(len(parts) >= depth and rx.match("/".join(parts[-depth:])) for depth, rx in compiled)


def is_secret_path(path: str) -> bool:
    """Is ``path`` a file whose content must never be captured (``.env``, private keys, credential
    stores, Terraform state …)? Matches on the path's last components; never raises."""
    try:
        parts = [p for p in str(path).replace("\\", "/").lower().split("/") if p and p != "."]
        if not parts:
            return False
        secret, exceptions = _compiled()
        return _glob_match(parts, secret) and not _glob_match(parts, exceptions)
    except Exception:
        return False
