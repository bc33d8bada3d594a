"""The store's checks: where it is, whether its files can be read and written (and by whom), its
schema version, the capture spool beside it, and the HTTP API keys it holds.

A SQLite file's schema version is read from a read-only connection before anything opens the
store; the store is then opened as every engram command opens it (which takes in the capture
spool and migrates an older schema forward). A store that does not exist yet is not created.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, runtime_checkable

from engram.capture import spool
from engram.errors import EngramError
from engram.interfaces.doctor.checks import Check, access_problem, fail, ok, quoted, readable_by_others, warn
from engram.settings import Settings
from engram.store.base import Store

UPGRADE = "upgrade engram: pip install -U engramdb (with pipx: pipx upgrade engramdb)"
COMPANIONS = ("-wal", "-shm", ".lock", spool.SUFFIX)  # files SQLite and engram keep beside the database


@runtime_checkable
class Versioned(Protocol):
    """Both store adapters report the schema version they run on (not part of the Store port)."""

    def schema_version(self) -> int: ...


@dataclass(frozen=True, slots=True)
class StoreFound:
    checks: list[Check]
    store: Store | None
    migrated_from: int | None = None


def _size(n: int) -> str:
    if n < 1024:
        return f"{n} bytes"
    value = n / 1024
    for unit in ("KB", "MB"):
        if value < 1024:
            return f"{value:.1f} {unit}"
        value /= 1024
    return f"{value:.1f} GB"


def check_store(settings: Settings) -> StoreFound:
    from engram.store.postgres import dsn

    if settings.db == ":memory:":
        return StoreFound(
            [
                warn(
                    "store",
                    "the store is ':memory:' (ENGRAM_DB or --db): nothing is kept once the process ends",
                    "unset ENGRAM_DB, or point it at a file, to keep memories",
                )
            ],
            None,
        )
    if dsn.is_postgres(settings.db):
        return _postgres(settings.db, dsn.redact(settings.db))
    return _sqlite(Path(settings.db))


def _open(location: str, shown: str) -> tuple[Store | None, Check | None]:
    from engram.app import open_store

    try:
        return open_store(location), None
    except EngramError as exc:
        message = exc.message
        if "newer engram" in message:
            fix = UPGRADE
        elif "extra" in message:
            fix = "pip install 'engramdb[postgres]' (with pipx: pipx install --force 'engramdb[all]')"
        else:
            fix = f"check {shown}: the path (ENGRAM_DB or --db), its permissions and the disk"
        return None, fail("store", f"cannot open {shown}: {message}", fix)


def _postgres(url: str, shown: str) -> StoreFound:
    from engram.store.postgres.schema import LATEST_VERSION

    store, failed = _open(url, shown)
    if store is None:
        assert failed is not None
        fix = failed.fix if "extra" in failed.detail else "check that the server runs and the URL in ENGRAM_DB"
        return StoreFound([fail("store", failed.detail, fix)], None)
    checks = [ok("store", f"PostgreSQL at {shown}")]
    if isinstance(store, Versioned):
        checks.append(ok("schema", f"schema {store.schema_version()} (this engram's is {LATEST_VERSION})"))
    return StoreFound(checks, store)


def _sqlite(path: Path) -> StoreFound:
    from engram.store.sqlite.schema import LATEST_VERSION, stored_version

    if not path.exists():
        folder = next((p for p in (path.parent, *path.parent.parents) if p.exists()), Path("/"))
        problem = access_problem(folder, write=True)
        if problem is not None:
            return StoreFound([fail("store", f"no store yet at {path}, and {problem[0]}", problem[1])], None)
        return StoreFound([ok("store", f"no store yet at {path}: engram creates it on first use")], None)
    if not path.is_file():
        return StoreFound(
            [fail("store", f"{path} is not a file", "point ENGRAM_DB (or --db) at a file, e.g. ~/engram.db")], None
        )
    permissions = _permissions(path)
    checks = [ok("store", f"SQLite file {path} ({_size(path.stat().st_size)})"), permissions]
    version = stored_version(str(path))
    if version is None:
        if permissions.status == "fail":
            checks.append(fail("schema", f"{path} cannot be read: see permissions", permissions.fix))
        else:
            checks.append(
                fail("schema", f"{path} is not a SQLite database engram can read", "point ENGRAM_DB at engram's store")
            )
        return StoreFound(checks, None)
    if version > LATEST_VERSION:
        detail = f"{path} was written by a newer engram (schema {version}; this engram knows {LATEST_VERSION})"
        checks.append(fail("schema", detail, UPGRADE))
        return StoreFound(checks, None)
    if version == 0 and path.stat().st_size > 0:
        checks.append(
            fail(
                "schema",
                f"{path} is a SQLite database without engram's tables",
                "point ENGRAM_DB (or --db) at engram's store; this file belongs to something else",
            )
        )
        return StoreFound(checks, None)
    store, failed = _open(str(path), str(path))
    if store is None:
        assert failed is not None
        return StoreFound([*checks, failed], None)
    if version == LATEST_VERSION:
        checks.append(ok("schema", f"schema {version} (current)"))
        return StoreFound(checks, store)
    now = store.schema_version() if isinstance(store, Versioned) else LATEST_VERSION
    checks.append(ok("schema", f"schema {version}, migrated to {now} just now (as any engram command would)"))
    return StoreFound(checks, store, migrated_from=version)


def _permissions(path: Path) -> Check:
    files = [path, *(Path(f"{path}{suffix}") for suffix in COMPANIONS)]
    problems = [access_problem(f, write=True) for f in files if f.exists()]
    problems.append(access_problem(path.parent, write=True))  # SQLite makes its -wal and -shm files there
    found = [p for p in problems if p is not None]
    if found:
        return fail("permissions", "; ".join(d for d, _ in found), " && ".join(dict.fromkeys(f for _, f in found)))
    shared = [f for f in files if f.exists() and readable_by_others(f)]
    if shared:
        names = ", ".join(f.name for f in shared)
        return warn(
            "permissions",
            f"other users on this machine can read {names} in {path.parent} (your memories and conversations)",
            "chmod go-rwx " + " ".join(quoted(f) for f in shared),
        )
    return ok("permissions", f"{path.name} and its folder are yours to read and write, and private to you")


# ---- the capture spool -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Backlog:
    """What a spool holds: batches of captured turns not yet taken in, capture requests (the hook's
    fast route: the transcript is read when the store takes them in), and lines that are not records."""

    batches: int
    turns: int
    skipped: int
    requests: int = 0

    @property
    def waiting(self) -> bool:
        return bool(self.batches or self.requests)

    def describe(self) -> str:
        parts = [f"{_plural(self.batches, 'batch')} ({_plural(self.turns, 'turn')})"] if self.batches else []
        parts += [_plural(self.requests, "capture request")] if self.requests else []
        return " and ".join(parts) + " from the Claude Code hook"


def backlog(path: str) -> Backlog | None:
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except FileNotFoundError:
        return None
    except OSError:
        return Backlog(0, 0, 0)
    parsed = spool.parse(data)
    batches = [record for _, record in parsed.entries if record.get("kind") == "turns"]
    turns = sum(len(t) for t in (b.get("turns") for b in batches) if isinstance(t, list))
    requests = sum(1 for _, record in parsed.entries if record.get("kind") == "capture")
    return Backlog(len(batches), turns, parsed.skipped, requests)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 'es' if word.endswith('ch') else 's'}"


def check_spool(settings: Settings, before: Backlog | None, store: Store | None) -> Check:
    """The spool after the store was opened and read: what was waiting (``before``) should now be in."""
    path = spool.spool_path(settings.db, str(settings.home))
    if path is None:
        return ok("capture spool", "none: an in-memory store has no spool (no later process could take turns in)")
    error = None
    if store is not None:
        try:
            with store.read():
                pass  # every read takes the spool in first
        except EngramError as exc:
            error = exc.message
    after = backlog(path)
    if after is None:
        return ok("capture spool", "no captured turns waiting")
    problem = access_problem(Path(path), write=True)
    if problem is not None:
        return fail("capture spool", f"{problem[0]}: captured turns cannot be taken in", problem[1])
    waiting = after.describe()
    if after.waiting and store is None:
        return warn(
            "capture spool",
            f"waiting for a store that does not exist yet: {waiting}",
            "run any engram command that opens the store (e.g. engram sessions list)",
        )
    if after.waiting:
        return fail(
            "capture spool",
            f"could not be taken in: {waiting}" + (f" ({error})" if error else ""),
            f"look at {settings.home / 'logs' / 'hooks.log'} and the spool's permissions ({path})",
        )
    if before is not None and before.skipped:
        return warn(
            "capture spool",
            f"{_plural(before.skipped, 'line')} of {path} were not readable records and were dropped",
            f"nothing to do now; if it happens again, look at {settings.home / 'logs' / 'hooks.log'}",
        )
    if before is not None and before.waiting:
        return ok("capture spool", f"taken in just now: {before.describe()}")
    return ok("capture spool", "no captured turns waiting")


# ---- API keys --------------------------------------------------------------------------------
def check_keys(store: Store, owner: str) -> Check:
    from engram import apikeys

    try:
        keys = apikeys.list_keys(store)
    except EngramError as exc:
        return warn("API keys", f"cannot list the API keys: {exc.message}", None)
    active = [k for k in keys if k.revoked_at is None]
    revoked = len(keys) - len(active)
    if not active:
        tail = f" ({revoked} revoked)" if revoked else ""
        return ok(
            "API keys",
            f"none active{tail}: engram serve answers only on a loopback address (127.0.0.1), as user {owner!r}; "
            "`engram keys create --user NAME` turns keys on",
        )
    owners = ", ".join(sorted({k.owner for k in active}))
    return ok(
        "API keys",
        f"{len(active)} active (owners: {owners}), {revoked} revoked: every /v1 request needs a key",
    )
