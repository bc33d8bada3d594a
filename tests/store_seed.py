"""A store with every kind of row engram keeps, written through the public facade (any backend).

Two owners; items with superseded, forgotten, confirmed, trashed and purged versions (the purged
one has the highest item id, so a copy that reused ids would be caught); links; block versions;
sessions with turns (speakers, external ids, meta), one closed (digest, daily entry, extracted
items), one trashed; a frozen context snapshot; a manual daily entry; vectors of every kind; and
API keys, one revoked. Text includes non-ASCII, emoji and a line separator.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from engram import Memory
from engram import apikeys as keys
from engram.providers.fake import FakeEmbedder

DIMENSION = 32
QUERIES = ("tea or coffee", "database cluster", "Zürich office", "flaky login test", "rust 🦀")


class StepClock:
    def __init__(self, start: datetime = datetime(2026, 3, 1, 8, 0, tzinfo=UTC)) -> None:
        self.now = start

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=7, microseconds=1234)
        return self.now


def open_memory(location: str, owner: str, clock: StepClock | None = None) -> Memory:
    return Memory.open(location, owner=owner, embedder=FakeEmbedder(dimension=DIMENSION), clock=clock or StepClock())


def seed(location: str) -> None:
    clock = StepClock()
    with open_memory(location, "alice", clock) as m:
        tea = m.remember("I prefer tea over coffee ☕", category="preference", tags=("drinks", "morning"))
        db = m.remember("The project runs on PostgreSQL 15", category="fact", summary="db", detail="since May")
        db2 = m.update(db.item.id, "The project runs on PostgreSQL 16")
        m.link(tea.item.id, db2.item.id, "relates_to")
        m.confirm(tea.item.id)
        gone = m.remember("A note to forget", category="fact")
        m.forget(gone.item.id)
        trashed = m.remember("Office moves to Zürich\u2028next spring", category="project")
        m.trash(trashed.item.id)
        m.block_write("user", "Keep answers short.")
        m.block_append("user", "Use British spelling.")
        m.block_write("projects/engram", "Ship the migrate command.", category="decision")
        m.append_turn("s-closed", "user", "I need help fixing the flaky login test.", speaker="sam", turn_id="t1")
        m.append_turn("s-closed", "assistant", "The problem was a race in the token refresh.", meta={"model": "x"})
        m.append_turn("s-closed", "user", "My name is Sam and I live in Berlin. We decided to use a lock.")
        m.close_session("s-closed")
        m.append_turn("s-open", "user", "Rust 🦀 or Go for the new cluster service?", speaker="sam")
        m.context(session_id="s-open")
        m.append_turn("s-trash", "user", "throwaway conversation")
        m.trash_session("s-trash")
        m.daily_append("Wrote the migration plan.", label="Notes")
        m.index()
        purged = m.remember("A secret to purge completely", category="fact")
        m.trash(purged.item.id)
        m.purge(purged.item.id)
    with open_memory(location, "bob", clock) as m:
        m.remember("Bob likes rust and long walks", category="preference")
        m.append_turn("b1", "user", "bob's only session")
        m.index()
    with Memory.open(location, owner="alice", embedder=None) as m:
        keys.create_key(m.store, "alice", "laptop", clock=clock)
        old = keys.create_key(m.store, "bob", None, clock=clock)
        keys.revoke_key(m.store, old.key.id, clock=clock)
