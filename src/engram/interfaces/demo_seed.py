"""A short, believable week of memory for ``engram serve --demo``: what a newcomer sees in the journal.

Three sessions on different days (last week, yesterday, today) so every sidebar group shows; memories
in every default category, some extracted from those sessions with their provenance; a memory that was
updated (its history shows the chain), one that was forgotten, a link, and two blocks. Each day's
writes go through a ``Memory`` whose clock reads that day, so record times, events, digests and daily
logs all agree with the story. Extraction uses the offline rule extractor, so seeding needs no model.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta

from engram.memory import Memory
from engram.policy import MemoryPolicy
from engram.providers.base import Embedder
from engram.store.base import Store


@dataclass(frozen=True, slots=True)
class DemoSeed:
    """What was seeded: for the startup banner and for tests."""

    sessions: tuple[str, ...]
    active_items: int
    blocks: int


_KICKOFF = (
    ("user", "Let's plan the new parcel tracking service. It replaces the cron scripts that poll carriers."),
    ("assistant", "Sounds good. What constraints do we have on storage and deployment?"),
    ("user", "We decided to use PostgreSQL for the tracking service instead of MongoDB."),
    ("user", "I prefer small pull requests with tests over one big branch."),
    ("assistant", "Noted: PostgreSQL for tracking events, small reviewed pull requests."),
)
_FLAKY_CI = (
    ("user", "The integration job fails about one run in ten with a connection refused error."),
    ("assistant", "That usually means the tests start before the database container accepts connections."),
    ("user", "Right, the health check only waits for the port."),
    ("user", "We decided to gate the integration tests on a database readiness check."),
    ("assistant", "Then the job should be stable. Want a retry on the carrier API mocks as well?"),
    ("user", "I prefer failing CI jobs over automatic retries."),
)
_TODAY = (
    ("user", "Help me draft the release notes for tracking service v0.3."),
    ("assistant", "Sure. The main changes are the PostgreSQL event store and the stable CI job, right?"),
    ("user", "Yes, and mention the new /parcels/{id}/events endpoint."),
)


def _at(day: datetime, hour: int, minute: int) -> datetime:
    return datetime.combine(day.date(), time(hour, minute), tzinfo=UTC)


def _memory(store: Store, owner: str, policy: MemoryPolicy | None, embedder: Embedder | None, at: datetime) -> Memory:
    return Memory(store, owner=owner, policy=policy, clock=lambda: at, actor="demo", embedder=embedder)


def _session(
    store: Store,
    owner: str,
    policy: MemoryPolicy | None,
    session: tuple[str, str, tuple[tuple[str, str], ...]],
    start: datetime,
    step: timedelta = timedelta(minutes=2),
) -> None:
    """Open the session at ``start`` and write its turns ``step`` apart (no embedding: turns are
    embedded lazily, at the first recall that needs them)."""
    session_id, title, turns = session
    memory = _memory(store, owner, policy, None, start)
    memory.session(session_id, title=title)
    for n, (role, text) in enumerate(turns):
        memory.append_turn(session_id, role, text, at=start + n * step)


def seed(
    store: Store,
    *,
    owner: str = "default",
    policy: MemoryPolicy | None = None,
    embedder: Embedder | None = None,
    now: datetime | None = None,
) -> DemoSeed:
    """Write the demo week into ``store`` for ``owner``, ending at ``now`` (default: the current time)."""
    now = (now or datetime.now(UTC)).astimezone(UTC)
    last_week, yesterday = now - timedelta(days=6), now - timedelta(days=1)
    # Today's session began a little before now but never before midnight (it must group as Today),
    # and its turns never lie in the future.
    today_start = max(now - timedelta(minutes=15), _at(now, 0, 0))
    today_step = min(timedelta(minutes=2), (now - today_start) / len(_TODAY))

    week = _memory(store, owner, policy, embedder, _at(last_week, 9, 0))
    profile = week.remember("Works as a backend developer at a logistics startup in Lisbon", category="profile")
    week.remember("Prefers short answers without disclaimers", category="preference")
    week.remember("Commit messages in the imperative mood, under 72 characters", category="style")
    editor = week.remember("Uses VS Code with the Vim extension", category="fact")
    project = week.remember(
        "Parcel tracking service: replaces the carrier polling cron scripts; v1 due at the end of the month",
        category="project",
    )
    week.block_write("user", "Timezone: Europe/Lisbon. Reviews code in the mornings; deep work after lunch.")
    week.block_write("projects/tracking", "Python 3.12 + FastAPI. Deploys from main with GitHub Actions.")
    kickoff_start = _at(last_week, 9, 30)
    _session(
        store, owner, policy, ("tracking-kickoff", "Planning the parcel tracking service", _KICKOFF), kickoff_start
    )
    closed = _memory(store, owner, policy, embedder, kickoff_start + timedelta(minutes=20)).close_session(
        "tracking-kickoff"
    )
    decisions = [saved.item for saved in closed.saved if saved.item.category == "decision"]

    day = _memory(store, owner, policy, embedder, _at(yesterday, 14, 0))
    day.update(profile.item.id, "Works as a backend developer at a logistics startup in Porto (moved from Lisbon)")
    day.forget(editor.item.id)
    for decision in decisions:
        day.link(decision.id, project.item.id, "derived_from")
    day.block_write("projects/tracking", "Event store: PostgreSQL 16.", mode="append")
    ci_start = _at(yesterday, 14, 10)
    _session(store, owner, policy, ("flaky-ci", "Debugging a flaky CI job", _FLAKY_CI), ci_start)
    _memory(store, owner, policy, embedder, ci_start + timedelta(minutes=25)).close_session("flaky-ci")

    today_notes = ("release-notes", "Drafting the v0.3 release notes", _TODAY)
    _session(store, owner, policy, today_notes, today_start, today_step)
    today = _memory(store, owner, policy, embedder, now)

    return DemoSeed(
        sessions=("release-notes", "flaky-ci", "tracking-kickoff"),
        active_items=len(today.list()),
        blocks=len(today.block_list()),
    )
