"""Doctor checks of the work done after a write: embeddings still pending, and the hooks' worker."""

from __future__ import annotations

from engram.interfaces import worker_client
from engram.interfaces.doctor.checks import Check, ok, warn
from engram.settings import Settings
from engram.store.base import Store

PENDING_CAP = 10_000


def check_pending(store: Store, owner: str) -> Check:
    """Rows written but not embedded yet (past each kind's watermark, counted up to a cap): they are
    embedded by the background embedder or the next open or recall, and found lexically meanwhile."""
    from engram.retrieval.vectors import pending_counts

    pending = pending_counts(store, owner, PENDING_CAP)
    waiting = ", ".join(f"{n}{'+' if n >= PENDING_CAP else ''} {kind}s" for kind, n in pending.items())
    if not any(pending.values()):
        return ok("pending embeddings", "none: every item, turn and block has its vector")
    return ok("pending embeddings", f"{waiting} (embedded by the next open or recall; found by words meanwhile)")


def check_worker(settings: Settings) -> Check:
    """Whether the hooks' resident worker answers on its socket (a ping, no user data)."""
    path = worker_client.socket_path(settings.db, str(settings.home))
    budget = max(worker_client.budget_ms(), 1000.0)
    reply = worker_client.ask(path, {"op": "ping", "owner": settings.owner}, budget / 1000)
    if reply is not None and reply.get("ok") is True:
        detail = f"running (pid {reply.get('pid')}, embedder {reply.get('embedder') or 'none'}) on {path}"
        return ok("hooks worker", detail)
    if reply is not None:
        return warn("hooks worker", f"at {path} but it refused: {reply.get('error')}", "restart it: engram worker")
    where = path or "no socket path for this store"
    return ok(  # optional: without it the hooks recall by words, in their own process
        "hooks worker",
        f"not running ({where}): the hooks' prompt recall ranks by words only; for ranking by meaning "
        "run `engram worker` (or `engram install worker --systemd|--launchd`)",
    )
