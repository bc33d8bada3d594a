"""Session digests (seed 003: fields, recall under a char cap) and the daily tier (seed 002)."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import pytest

from engram import InvalidInput
from engram.models import Turn
from engram.sessions.digest import DigestDraft, ExtractiveDigester, files_mentioned, fold_summary, title_of


def turn(seq: int, role: str, text: str) -> Turn:
    return Turn(seq, "s", seq, role, None, text, datetime(2026, 1, 1, tzinfo=UTC))


CONVERSATION = [
    turn(1, "user", "hi there"),
    turn(2, "user", "The nightly export job keeps timing out. Can you look at jobs/export.py?"),
    turn(
        3,
        "assistant",
        "I found that the export query scans the whole events table. See https://example.com/a.py for docs.",
    ),
    turn(4, "assistant", "Turns out the root cause is a missing index on events.created_at."),
    turn(5, "user", "OK, we decided to add the index. Let's go with a migration in db/migrations/0042_index.sql."),
    turn(6, "assistant", "We'll use CREATE INDEX CONCURRENTLY. Version 3.11 of the driver is fine, e.g. no change."),
]


# ---- the extractive digester ---------------------------------------------------------------------


def test_the_extractive_digest_has_every_field_and_is_deterministic():
    draft = ExtractiveDigester().digest(CONVERSATION)

    assert draft is not None
    assert draft.title == "The nightly export job keeps timing out"
    assert draft.decisions == (
        "OK, we decided to add the index.",
        "Let's go with a migration in db/migrations/0042_index.sql.",
        "We'll use CREATE INDEX CONCURRENTLY.",
    )
    assert draft.findings == (
        "I found that the export query scans the whole events table.",
        "Turns out the root cause is a missing index on events.created_at.",
    )
    assert draft.files == ("jobs/export.py", "db/migrations/0042_index.sql")
    assert 0 < len(draft.summary) <= 600
    assert all(sentence in " ".join(t.text for t in CONVERSATION) for sentence in draft.summary.split(". ")[:1])
    assert ExtractiveDigester().digest(CONVERSATION) == draft
    assert ExtractiveDigester().digest([]) is None


def test_titles_skip_greetings_and_fall_back_to_any_turn():
    assert title_of([turn(1, "user", "hello!"), turn(2, "user", "Deploy the new build to staging")]) == (
        "Deploy the new build to staging"
    )
    assert title_of([turn(1, "user", "ok"), turn(2, "assistant", "Here is the weekly report summary.")]) == (
        "Here is the weekly report summary"
    )
    long = title_of([turn(1, "user", "word " * 60)])
    assert long is not None and len(long) <= 80 and long.endswith("…")


def test_files_are_path_like_tokens_with_extensions_not_urls_or_numbers():
    text = "Edit src/app/main.py and README.md, not http://x.io/a.py or v3.11 or e.g. this; also ./run.sh."
    assert files_mentioned([text]) == ("src/app/main.py", "README.md", "./run.sh")


def test_the_running_summary_folds_under_its_cap_in_conversation_order():
    first = fold_summary(None, CONVERSATION[:3], 200)
    assert 0 < len(first) <= 200
    longer = fold_summary(first, CONVERSATION[3:], 300)
    assert len(longer) <= 300
    assert fold_summary(first, CONVERSATION[3:], 300) == longer


# ---- digests through a Memory ------------------------------------------------------------------


class TitledDigester:
    """Digest = first turn as title, second as summary (for exact sizes in the packing tests)."""

    def digest(self, turns: Sequence[Any], *, title: str | None = None, summary: str | None = None) -> Any:
        texts = [t.text for t in turns]
        return DigestDraft(title=texts[0], summary=texts[1] if len(texts) > 1 else "-")


def make(mem, sid: str, title: str, summary: str, namespace: str = "user"):
    mem.append_turn(sid, "user", title, namespace=namespace)
    mem.append_turn(sid, "assistant", summary, namespace=namespace)
    digest = mem.close_session(sid).digest
    assert digest is not None
    return digest


@pytest.fixture
def dmem(open_memory):
    return open_memory("alice", digester=TitledDigester())


def test_digests_are_recalled_as_kind_digest(mem):
    for t in CONVERSATION:
        mem.append_turn("s1", t.role, t.text)
    digest = mem.close_session("s1").digest
    mem.append_turn("s2", "user", "Plan the team offsite agenda for June.")
    mem.close_session("s2")

    hits = mem.recall("missing index export", kinds=("digest",))

    assert [h.id for h in hits] == [digest.id]
    hit = hits[0]
    assert (hit.kind, hit.session_id, hit.namespace) == ("digest", "s1", "user")
    assert hit.content == digest.render() and set(hit.components) == {"lexical", "fused", "recency"}
    assert [h.kind for h in mem.recall("offsite agenda")].count("digest") == 1
    assert mem.recall("offsite", kinds=("digest",), namespace="projects") == []
    assert mem.recall("offsite", kinds=("digest",), as_of="2025-01-01") == []
    assert mem.recall("offsite", kinds=("digest",), session_id="s1") == []


def test_digest_context_ranks_by_keyword_overlap_then_recency(dmem, clock):
    old = make(dmem, "a", "Kafka consumer lag in billing", "Tuned the consumer group for billing events.")
    clock.advance(days=1)
    mid = make(dmem, "b", "Frontend build is slow", "Switched the bundler cache on.")
    clock.advance(days=1)
    new = make(dmem, "c", "Team lunch on Friday", "Booked the usual place.")

    ranked = dmem.digest_context("why is billing consumer lag high again?")
    assert [d.id for d in ranked.digests] == [old.id, new.id, mid.id]
    assert [d.id for d in dmem.digest_context(None).digests] == [new.id, mid.id, old.id]
    assert [d.id for d in dmem.digest_context("").digests] == [new.id, mid.id, old.id]
    assert ranked.text == "\n\n".join(d.render() for d in ranked.digests)


def test_ticket_ids_in_the_prompt_rank_their_digest_first(dmem, clock):
    ticket = make(dmem, "a", "Work on ENG-123", "Fixed the retry loop.")
    clock.advance(hours=1)
    make(dmem, "b", "Retry loop cleanup", "More retry loop work and retry tests.")
    assert dmem.digest_context("retry loop ENG-123").digests[0].id == ticket.id


def test_digest_context_packs_whole_digests_under_the_cap_rank_monotonic_and_logs_drops(dmem, clock, caplog):
    small_old = make(dmem, "a", "Cache notes", "Short.")
    clock.advance(days=1)
    middle = make(dmem, "m", "Cache redesign", "Sharded the cache by tenant. " * 2)
    clock.advance(days=1)
    big = make(dmem, "b", "Cache rewrite", "x" * 900)
    clock.advance(days=1)
    top = make(dmem, "c", "Cache eviction bug", "LRU evicted hot keys.")
    cap = len(top.render()) + 2 + len(small_old.render()) + 10  # small_old would fit after top, middle not
    assert len(top.render()) + 2 + len(middle.render()) > cap >= len(middle.render())

    with caplog.at_level(logging.INFO, logger="engram.digests"):
        packed = dmem.digest_context("cache eviction", max_chars=cap)

    assert [d.id for d in packed.digests] == [top.id]
    # big can never fit: skipped, it hides nothing; middle fits alone but not after top, so the
    # smaller small_old never jumps it
    assert [d.id for d in packed.dropped] == [big.id, middle.id, small_old.id]
    assert packed.text == top.render() and len(packed.text) <= cap
    assert f"ids {big.id}, {middle.id}, {small_old.id}" in caplog.text
    everything = dmem.digest_context("cache eviction", max_chars=100_000)
    assert everything.dropped == () and len(everything.digests) == 4
    assert dmem.digest_context("cache", max_chars=5).digests == ()
    for bad in (0, -1, True, "10"):
        with pytest.raises(InvalidInput):
            dmem.digest_context("cache", max_chars=bad)


def test_digest_context_is_scoped_to_owner_and_namespace(dmem, open_memory):
    make(dmem, "a", "Garden planning", "Tomatoes by the wall.", namespace="projects/garden")
    make(dmem, "b", "Tax forms", "Filed them.")
    bob = open_memory("bob")

    assert [d.session_id for d in dmem.digest_context("", namespace="projects").digests] == ["a"]
    assert bob.digest_context("garden").digests == () and bob.digests() == []
    assert [d.session_id for d in dmem.digests(namespace="projects/garden")] == ["a"]


# ---- the daily tier ------------------------------------------------------------------------------


def test_daily_documents_are_created_lazily_and_have_the_exact_format(mem):
    assert mem.daily_read("2026-03-01") == "" and mem.daily_days() == []

    mem.daily_append("Shipped the export fix.", at=datetime(2026, 3, 1, 9, 5, tzinfo=UTC))
    mem.daily_append("Trimmed context:\n- kept the plan", label="Trimmed Context", at="2026-03-01T14:30:00Z")
    mem.daily_append("Next day.", at=datetime(2026, 3, 2, 0, 1, tzinfo=UTC))

    assert mem.daily_read("2026-03-01") == (
        "# Daily Memory: 2026-03-01\n"
        "\n## Session (09:05)\nShipped the export fix.\n"
        "\n## Trimmed Context (14:30)\nTrimmed context:\n- kept the plan\n"
    )
    assert (
        mem.daily_read(datetime(2026, 3, 2).date()) == "# Daily Memory: 2026-03-02\n\n## Session (00:01)\nNext day.\n"
    )
    assert mem.daily_days() == ["2026-03-01", "2026-03-02"]


def test_daily_logs_are_append_only_and_entries_cannot_forge_sections(mem):
    at = datetime(2026, 3, 1, 10, 0, tzinfo=UTC)
    mem.daily_append("first", at=at)
    before = mem.daily_read("2026-03-01")
    mem.daily_append("# Daily Memory: fake\n## Session (00:00)\nforged", at=at + timedelta(minutes=1))

    after = mem.daily_read("2026-03-01")
    assert after.startswith(before)
    assert after.count("\n## ") == 2 and after.count("# Daily Memory") == 2  # the forged one is escaped
    assert "\\# Daily Memory: fake\n\\## Session (00:00)\nforged" in after


def test_daily_time_is_that_of_the_given_moment_and_its_zone(mem):
    tokyo = timezone(timedelta(hours=9))
    mem.daily_append("late night in Tokyo", at=datetime(2026, 3, 1, 23, 30, tzinfo=tokyo))
    assert "## Session (23:30)" in mem.daily_read("2026-03-01")


def test_daily_logs_are_per_namespace_and_owner(mem, open_memory):
    at = datetime(2026, 3, 1, 10, 0, tzinfo=UTC)
    mem.daily_append("user note", at=at)
    mem.daily_append("project note", namespace="projects/x", at=at)
    bob = open_memory("bob")

    assert "project note" not in mem.daily_read("2026-03-01")
    assert "project note" in mem.daily_read("2026-03-01", namespace="projects/x")
    assert bob.daily_read("2026-03-01") == "" and bob.daily_days() == []


def test_bad_daily_input_is_refused_and_writes_nothing(mem):
    for kwargs in (
        {"text": "  "},
        {"text": "x", "label": ""},
        {"text": "x", "label": "y" * 101},
        {"text": "x" * 20_001},
    ):
        with pytest.raises(InvalidInput):
            mem.daily_append(**kwargs)
    with pytest.raises(InvalidInput):
        mem.daily_append("x", namespace="../up")
    for day in ("2026-13-01", "yesterday", "2026-1-1"):
        with pytest.raises(InvalidInput):
            mem.daily_read(day)
    assert mem.daily_days() == []


def test_the_flush_callback_gets_each_daily_flush(open_memory):
    seen: list[str] = []
    mem = open_memory("alice", on_flush=seen.append)
    mem.daily_append("manual flush", label="Trimmed Context")
    mem.append_turn("s1", "user", "We decided to keep the cron schedule as is.")
    digest = mem.close_session("s1").digest

    assert seen[0] == "manual flush"
    assert digest is not None and len(seen) == 2 and digest.summary in seen[1]


def test_closing_writes_the_digest_into_the_days_log(mem, clock):
    mem.append_turn("s1", "user", "We decided to keep the cron schedule as is.")
    digest = mem.close_session("s1").digest
    assert digest is not None
    day = digest.created_at.strftime("%Y-%m-%d")
    stamp = digest.created_at.strftime("%H:%M")

    assert mem.daily_read(day) == (
        f"# Daily Memory: {day}\n\n## Session ({stamp})\n{digest.title} (session s1)\n{digest.summary}\n"
        f"- Decision: We decided to keep the cron schedule as is.\n"
    )
