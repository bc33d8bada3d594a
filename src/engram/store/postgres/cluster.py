"""A throwaway PostgreSQL server started from the installed binaries, for tests and ``engram bench scale``.

``Cluster.start()`` runs ``initdb`` into a temporary folder and starts the server listening only
on a Unix socket in that folder (no TCP port, so parallel runs never collide). ``initdb`` and
``pg_ctl`` refuse to run as root, so as root they run as the ``postgres`` system user (``runuser``)
in a folder that user owns.

Tests start it without ``fsync`` (nothing must survive a crash there); a benchmark starts it
``durable`` so a commit is on disk when it returns, as SQLite's ``synchronous=FULL`` makes it.
Databases are copied from a template that already has the ``vector`` extension, so a fresh one
takes milliseconds. ``.ci/provision-postgres`` installs the binaries and builds pgvector; without
them ``find_binaries`` says what is missing.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

TEMPLATE = "engram_template"
_SERVICE_USER = "postgres"


@dataclass(frozen=True)
class Binaries:
    bindir: Path
    sharedir: Path


def find_binaries() -> Binaries | str:
    """The server's bin and share folders, or the reason they cannot be used."""
    candidates: list[Path] = []
    if os.environ.get("ENGRAM_PG_BIN"):
        candidates.append(Path(os.environ["ENGRAM_PG_BIN"]))
    candidates += sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True)
    on_path = shutil.which("pg_ctl")
    if on_path:
        candidates.append(Path(on_path).resolve().parent)
    for bindir in candidates:
        if not all((bindir / tool).is_file() for tool in ("initdb", "pg_ctl", "postgres", "pg_config")):
            continue
        share = subprocess.run(
            [str(bindir / "pg_config"), "--sharedir"], capture_output=True, text=True, check=False
        ).stdout.strip()
        if not share:
            continue
        if not (Path(share) / "extension" / "vector.control").is_file():
            return f"PostgreSQL in {bindir} has no pgvector extension: run .ci/provision-postgres"
        return Binaries(bindir, Path(share))
    return "PostgreSQL server binaries not found: run .ci/provision-postgres"


def _as_service_user() -> bool:
    return os.geteuid() == 0


def _run(binaries: Binaries, tool: str, *args: str) -> None:
    argv = [str(binaries.bindir / tool), *args]
    if _as_service_user():
        argv = ["runuser", "-u", _SERVICE_USER, "--", *argv]
    done = subprocess.run(argv, capture_output=True, text=True, check=False, cwd="/")
    if done.returncode != 0:
        raise RuntimeError(f"{tool} failed ({done.returncode}): {done.stderr.strip() or done.stdout.strip()}")


@dataclass
class Cluster:
    """One running server; ``url(db)`` names a database in it for libpq and engram."""

    binaries: Binaries
    root: Path
    _counter: itertools.count[int] = field(default_factory=lambda: itertools.count(1))

    @property
    def socket_dir(self) -> Path:
        return self.root / "sock"

    @property
    def data_dir(self) -> Path:
        return self.root / "data"

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{_SERVICE_USER}@/{database}?host={quote(str(self.socket_dir), safe='/')}"

    @classmethod
    def start(cls, binaries: Binaries, *, durable: bool = False, settings: tuple[str, ...] = ()) -> Cluster:
        """A new server; ``settings`` are extra ``name=value`` server settings."""
        root = Path(tempfile.mkdtemp(prefix="engram-pg-"))
        (root / "sock").mkdir()
        if _as_service_user():
            user = pwd.getpwnam(_SERVICE_USER)
            for path in (root, root / "sock"):
                os.chown(path, user.pw_uid, user.pw_gid)
        cluster = cls(binaries, root)
        speed = "" if durable else "-c fsync=off -c synchronous_commit=off -c full_page_writes=off "
        extra = "".join(f"-c {s} " for s in settings)
        options = f"-k {cluster.socket_dir} -c listen_addresses='' {speed}{extra}-c max_connections=200"
        try:
            _run(
                binaries,
                "initdb",
                "-D",
                str(cluster.data_dir),
                "-U",
                _SERVICE_USER,
                "--auth=trust",
                "--encoding=UTF8",
                "--locale=C",
                *(() if durable else ("--no-sync",)),
            )
            _run(
                binaries,
                "pg_ctl",
                "-D",
                str(cluster.data_dir),
                "-l",
                str(root / "server.log"),
                "-o",
                options,
                "-w",
                "start",
            )
            cluster._make_template()
        except BaseException:
            cluster.stop()
            raise
        return cluster

    def _make_template(self) -> None:
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {TEMPLATE}")
        with psycopg.connect(self.url(TEMPLATE), autocommit=True) as conn:
            conn.execute("CREATE EXTENSION vector")

    def fresh_database(self) -> str:
        """A new, empty database (with the vector extension); returns its URL."""
        import psycopg

        name = f"t{os.getpid()}_{next(self._counter)}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE}")
        return self.url(name)

    def drop_database(self, url: str) -> None:
        import psycopg

        name = url.split("?", 1)[0].rsplit("/", 1)[1]
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def restart(self) -> None:
        """``pg_ctl restart -m fast``: every connection is cut, the server is back when this returns."""
        log = str(self.root / "server.log")
        _run(self.binaries, "pg_ctl", "-D", str(self.data_dir), "-l", log, "-m", "fast", "-w", "restart")

    def stop(self) -> None:
        if (self.data_dir / "postmaster.pid").exists():
            with contextlib.suppress(RuntimeError):  # already gone: nothing to stop
                _run(self.binaries, "pg_ctl", "-D", str(self.data_dir), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.root, ignore_errors=True)
