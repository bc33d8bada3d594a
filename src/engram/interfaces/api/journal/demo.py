"""A believable few weeks of memory for showing the journal (screenshots, demos, browser tests).

Sessions spread over Today, Yesterday, the previous week and earlier; memories the rule-based
extractor found in them (so their provenance names real turns), memories stated directly, a fact
that changed (a supersession chain), one forgotten and one in the trash. Everything goes through
the ``Memory`` facade with a clock that moves forward from ``now - 24 days`` to ``now``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from engram.memory import Memory
from engram.policy import MemoryPolicy
from engram.store.base import Store
from engram.timeutil import utcnow


@dataclass
class _Clock:
    at: datetime

    def __call__(self) -> datetime:
        return self.at

    def to(self, moment: datetime) -> None:
        self.at = max(self.at + timedelta(microseconds=1), moment)


@dataclass(frozen=True, slots=True)
class DemoSession:
    id: str
    title: str
    days_ago: float
    turns: tuple[tuple[str, str], ...]
    # Saved by the agent during the session: (content, category, source, confidence, turn index).
    saved: tuple[tuple[str, str, str, float | None, int], ...] = ()


SESSIONS: tuple[DemoSession, ...] = (
    DemoSession(
        "recipe-app-kickoff",
        "Recipe app: picking a database",
        24,
        (
            ("user", "I live in Porto and I'm starting a recipe app as a weekend project."),
            ("assistant", "Nice. What matters most for the storage: zero setup, or concurrent writers?"),
            ("user", "Zero setup. I decided to use SQLite for side projects, always."),
            ("assistant", "SQLite it is: one file, no server, and it handles a recipe app easily."),
        ),
        (("Lives in Porto", "profile", "agent", None, 0),),
    ),
    DemoSession(
        "review-habits",
        "Code review routine",
        5,
        (
            ("user", "I prefer reviewing pull requests in the morning, before the standup."),
            ("assistant", "Then I'll batch review reminders for 9:00."),
            ("user", "Please keep answers short, without disclaimers."),
            ("assistant", "Understood."),
        ),
        (("Keep answers short, without disclaimers", "style", "agent", None, 2),),
    ),
    DemoSession(
        "moving-lisbon",
        "Moving to Lisbon",
        1,
        (
            ("user", "Update: I moved from Porto to Lisbon last month."),
            ("assistant", "Congratulations! Should I switch your timezone notes to Lisbon?"),
            ("user", "Yes. I work as a data engineer at a logistics company there."),
            ("assistant", "Noted: data engineer, logistics, Lisbon."),
        ),
        (("Works as a data engineer at a logistics company", "profile", "extracted", 0.9, 2),),
    ),
    DemoSession(
        "tax-question",
        "Freelance invoices and VAT",
        0.1,
        (
            ("user", "I'm a Portuguese tax resident and I invoice two clients in Germany."),
            ("assistant", "For B2B services to German companies the reverse charge usually applies."),
            ("user", "Show me numbers as percentages, not euro amounts, when you compare options."),
            ("assistant", "Will do: percentages from now on."),
        ),
        (
            ("Portuguese tax resident; invoices two clients in Germany", "fact", "agent", None, 0),
            ("Show comparisons as percentages, not euro amounts", "style", "agent", None, 2),
        ),
    ),
)


def seed_journal_demo(
    store: Store, *, owner: str = "default", policy: MemoryPolicy | None = None, now: datetime | None = None
) -> None:
    """Fill ``owner``'s memory in ``store`` with the demo (run it on an empty store)."""
    end = now or utcnow()
    clock = _Clock(end - timedelta(days=30))
    memory = Memory(store, owner=owner, policy=policy, clock=clock, actor="demo")
    memory.block_write("user", "Timezone: Europe/Lisbon. Reviews code in the morning. Prefers plain language.")
    for spec in SESSIONS:
        start = end - timedelta(days=spec.days_ago)
        clock.to(start)
        memory.session(spec.id, title=spec.title)
        turn_ids: list[int] = []
        for n, (role, text) in enumerate(spec.turns):
            at = start + timedelta(minutes=2 * n)
            clock.to(at)
            turn_ids.append(memory.append_turn(spec.id, role, text, at=at).id)
        clock.to(start + timedelta(minutes=2 * len(spec.turns) + 5))
        for content, category, source, confidence, turn in spec.saved:
            provenance = {"session_id": spec.id, "turn_ids": [str(turn_ids[turn])]}
            memory.remember(content, category=category, source=source, confidence=confidence, provenance=provenance)
        if spec.id == "moving-lisbon":
            provenance = {"session_id": spec.id, "turn_ids": [str(turn_ids[0])]}
            memory.update("Lives in Porto", "Lives in Lisbon (moved from Porto)", provenance=provenance)
        if spec.days_ago >= 1:
            memory.close_session(spec.id)
    clock.to(end - timedelta(days=3))
    memory.remember("Keeps a paper notebook for todo lists", category="fact")
    old = memory.remember("Old phone number: +351 900 000 000 (placeholder)", category="fact")
    memory.trash(old.item.id)
    clock.to(end - timedelta(days=2))
    vim = memory.remember("Uses Vim for everything", category="preference")
    memory.forget(vim.item.id)
    clock.to(end - timedelta(hours=1))
    memory.remember(
        "Might move the recipe app to PostgreSQL later",
        category="project",
        source="extracted",
        confidence=0.55,
        provenance={"session_id": "recipe-app-kickoff"},
    )
