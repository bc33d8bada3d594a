"""``engram bench serve``: the HTTP API's throughput and latency with N concurrent clients.

A fresh database gets an API key and some seed memories; ``engram serve`` then runs on a free
loopback port in a child process (so the clients do not share its interpreter), and for each
operation and client count, N threads with their own keep-alive ``httpx`` client send their share
of the requests after a common start. Requests/s is requests / wall time; latencies are per request
as the client saw them. Every run is bounded in count and in time; the server is stopped at the end.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import click

from engram.bench.commands import bench_group
from engram.bench.stats import BENCH_OWNER, percentile
from engram.errors import InvalidInput, StoreError
from engram.interfaces.cli.output import info, print_table

MAX_CLIENTS = 64
MAX_REQUESTS = 20_000
RUN_DEADLINE_S = 120.0  # one (operation, clients) run stops sending after this long
START_TIMEOUT_S = 60.0
SEED_ITEMS = 300
OPERATIONS = ("remember", "recall")
QUERIES = (
    "which database did I choose",
    "preferred answer style",
    "where do I work",
    "option 3 preference",
    "deployment decision for the project",
)


def _parse_clients(_ctx: click.Context, _param: click.Parameter, value: str) -> list[int]:
    try:
        counts = [int(part) for part in value.split(",") if part.strip()]
    except ValueError as exc:
        raise click.BadParameter("use comma-separated whole numbers, e.g. 1,4,16") from exc
    if not counts or any(not 1 <= n <= MAX_CLIENTS for n in counts):
        raise click.BadParameter(f"each client count must be from 1 to {MAX_CLIENTS}")
    return counts


def _seed(db: str, embedder: str) -> str:
    """Create the bench user's key and seed memories; returns the key."""
    from engram import apikeys as keys
    from engram.app import build_embedder, open_store
    from engram.memory import Memory
    from engram.settings import Settings

    store = open_store(db)
    try:
        token = keys.create_key(store, BENCH_OWNER, "bench").token
        memory = Memory(store, owner=BENCH_OWNER, embedder=build_embedder(Settings(db=db, embedder=embedder)))
        memory.remember_many(
            [f"seed memory {n}: prefers option {n % 7} for project {n % 11} decisions" for n in range(SEED_ITEMS)]
        )
    finally:
        store.close()
    return token


class _Server:
    """``engram serve`` in a child process on a free loopback port."""

    def __init__(self, db: str, embedder: str) -> None:
        env = dict(os.environ, ENGRAM_EMBEDDER=embedder, ENGRAM_DB=db)
        command = [
            sys.executable,
            "-m",
            "engram.interfaces.cli.entry",
            "serve",
            "--port",
            "0",
            "--log-level",
            "warning",
        ]
        self.log = Path(db).with_suffix(".log")
        with self.log.open("w", encoding="utf-8") as log:
            self.proc = subprocess.Popen(
                command, stdout=subprocess.PIPE, stderr=log, stdin=subprocess.DEVNULL, text=True, env=env
            )
        self.url = self._read_url()

    def _read_url(self) -> str:
        found: list[str] = []

        def read() -> None:
            assert self.proc.stdout is not None
            for line in self.proc.stdout:
                if line.startswith("journal:"):  # the banner's first line: "journal:  http://host:port/"
                    found.append(line.split()[1].rstrip("/"))
                    return

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(START_TIMEOUT_S)
        if not found:
            self.stop()
            stderr = self.log.read_text(encoding="utf-8", errors="replace")
            raise StoreError(f"engram serve did not start: {stderr.strip()[-500:]}")
        return found[0]

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.proc.stdout is not None:
            self.proc.stdout.close()


def _request(client: Any, op: str, tag: str, worker: int, n: int) -> Any:
    if op == "remember":
        content = f"bench {tag} client {worker} request {n}: prefers option {n % 7}"
        return client.post("/v1/items", json={"content": content, "category": "fact"})
    return client.post("/v1/recall", json={"query": QUERIES[(worker + n) % len(QUERIES)], "k": 10})


def _run(url: str, token: str, op: str, clients: int, requests: int) -> dict[str, Any]:
    import httpx

    tag = uuid.uuid4().hex[:8]
    shares = [requests // clients + (1 if i < requests % clients else 0) for i in range(clients)]
    barrier = threading.Barrier(clients + 1)
    latencies: list[list[float]] = [[] for _ in range(clients)]
    errors = [0] * clients
    deadline = [time.perf_counter() + RUN_DEADLINE_S + START_TIMEOUT_S]
    headers = {"Authorization": f"Bearer {token}"}

    def worker(index: int) -> None:
        try:
            with httpx.Client(base_url=url, headers=headers, timeout=60.0) as client:
                client.get("/healthz")  # connect before the clock starts
                barrier.wait(START_TIMEOUT_S)
                send(client, index)
        except (httpx.HTTPError, threading.BrokenBarrierError):
            barrier.abort()
            errors[index] += 1

    def send(client: httpx.Client, index: int) -> None:
        for n in range(shares[index]):
            if time.perf_counter() > deadline[0]:
                break
            started = time.perf_counter()
            try:
                response = _request(client, op, tag, index, n)
                ok = response.status_code < 300
            except httpx.HTTPError:
                ok = False
            latencies[index].append(time.perf_counter() - started)
            errors[index] += 0 if ok else 1

    threads = [threading.Thread(target=worker, args=(i,), daemon=True) for i in range(clients)]
    for thread in threads:
        thread.start()
    try:
        barrier.wait(START_TIMEOUT_S)
    except threading.BrokenBarrierError as exc:
        raise StoreError(f"bench serve: the {op} clients could not start (errors: {sum(errors)})") from exc
    started = time.perf_counter()
    deadline[0] = started + RUN_DEADLINE_S
    for thread in threads:
        thread.join(RUN_DEADLINE_S + 60)
    seconds = time.perf_counter() - started
    flat = [x for chunk in latencies for x in chunk]
    return {
        "operation": op,
        "clients": clients,
        "requests": len(flat),
        "errors": sum(errors),
        "seconds": round(seconds, 3),
        "requests_per_s": round(len(flat) / seconds, 1) if seconds > 0 else None,
        "p50_ms": round(percentile(flat, 50) * 1000, 2),
        "p95_ms": round(percentile(flat, 95) * 1000, 2),
        "max_ms": round(max(flat, default=0.0) * 1000, 2),
    }


def _warm_up(url: str, token: str) -> None:
    """One of each request first: the server's first recall loads the embedding model."""
    import httpx

    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=120.0) as client:
        for op in OPERATIONS:
            response = _request(client, op, "warmup", 0, 0)
            if response.status_code >= 300:
                raise StoreError(f"warm-up {op} failed: HTTP {response.status_code} {response.text[:300]}")


@bench_group.command(name="serve")
@click.option(
    "--clients",
    default="1,4,16",
    show_default=True,
    callback=_parse_clients,
    help=f"Comma-separated numbers of concurrent clients (1 to {MAX_CLIENTS}); one run each per operation.",
)
@click.option(
    "--requests",
    type=click.IntRange(1, MAX_REQUESTS),
    default=400,
    show_default=True,
    help="Requests per run, split across the clients.",
)
@click.option(
    "--embedder",
    default="local",
    show_default=True,
    help="The server's embedder: local (a default install), local:minilm-l3, or none (lexical only).",
)
@click.option(
    "--json",
    "json_out",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="FILE",
    help="Also write the results as JSON to FILE.",
)
def bench_serve(clients: list[int], requests: int, embedder: str, json_out: Path | None) -> None:
    """Measure the HTTP API: requests/s and p50/p95 latency of remember and recall with N clients."""
    if importlib_missing():
        raise click.ClickException("engram bench serve needs FastAPI and uvicorn: pip install 'engramdb[server]'")
    runs: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="engram-bench-serve-") as tmp:
        db = str(Path(tmp) / "bench.db")
        info(f"bench serve: seeding {SEED_ITEMS} memories on {db} ...")
        token = _seed(db, embedder)
        server = _Server(db, embedder)
        try:
            info(f"bench serve: server on {server.url} (embedder: {embedder})")
            _warm_up(server.url, token)
            for op in OPERATIONS:
                for count in clients:
                    info(f"bench serve: {op}, {requests} requests with {count} client(s) ...")
                    runs.append(_run(server.url, token, op, count, requests))
        finally:
            server.stop()
    print_table(
        ["operation", "clients", "requests", "errors", "seconds", "req/s", "p50 ms", "p95 ms", "max ms"],
        [
            [
                r["operation"],
                r["clients"],
                r["requests"],
                r["errors"],
                f"{r['seconds']:.2f}",
                r["requests_per_s"],
                f"{r['p50_ms']:.2f}",
                f"{r['p95_ms']:.2f}",
                f"{r['max_ms']:.2f}",
            ]
            for r in runs
        ],
        title=f"engram bench serve: HTTP API on loopback (embedder: {embedder})",
    )
    if json_out is not None:
        report = {"benchmark": "serve", "python": sys.version.split()[0], "embedder": embedder, "runs": runs}
        try:
            json_out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        except OSError as exc:
            raise InvalidInput(f"cannot write {json_out}: {exc.strerror or exc}") from exc
        info(f"wrote {json_out}")


def importlib_missing() -> bool:
    import importlib.util

    return importlib.util.find_spec("fastapi") is None or importlib.util.find_spec("uvicorn") is None


COMMANDS: tuple[click.Command, ...] = ()  # registers `bench serve` on the bench group
