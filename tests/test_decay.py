"""Decay of extracted confidence and pruning of stale memories, on real SQLite files with a fake clock."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import FakeClock
from engram import Memory
from engram.errors import Conflict, InvalidInput
from engram.interfaces.cli.main import cli


def _extracted(mem: Memory, text: str, confidence: float = 0.9) -> int:
    return mem.remember(text, category="preference", source="extracted", confidence=confidence).item.id


def test_decay_halves_confidence_after_one_half_life(mem: Memory, clock: FakeClock) -> None:
    item = _extracted(mem, "Prefers green tea", 0.8)
    clock.advance(days=90)
    report = mem.decay(half_life_days=90)
    assert [(c.id, c.old, c.new) for c in report.changed] == [(item, 0.8, 0.4)]
    assert mem.get(item).confidence == pytest.approx(0.4)
    assert report.below_floor == (item,)


def test_decay_follows_the_exponential_curve_in_whole_days(mem: Memory, clock: FakeClock) -> None:
    item = _extracted(mem, "Prefers green tea", 0.9)
    clock.advance(days=30, hours=23)  # 30 whole days
    mem.decay(half_life_days=60)
    assert mem.get(item).confidence == pytest.approx(round(0.9 * 0.5 ** (30 / 60), 4))


def test_decay_twice_on_the_same_day_does_not_compound(mem: Memory, clock: FakeClock) -> None:
    item = _extracted(mem, "Prefers green tea", 0.9)
    clock.advance(days=45)
    first = mem.decay()
    value = mem.get(item).confidence
    clock.advance(hours=2)
    second = mem.decay()
    assert len(first.changed) == 1 and second.changed == ()
    assert mem.get(item).confidence == value
    clock.advance(days=45)  # 90 days in all: one half-life from the saved value, not from the decayed one
    mem.decay()
    assert mem.get(item).confidence == pytest.approx(0.45)


def test_confirm_resets_the_clock_and_recall_does_not(mem: Memory, clock: FakeClock) -> None:
    confirmed = _extracted(mem, "Prefers green tea", 0.9)
    recalled = _extracted(mem, "Prefers window seats", 0.9)
    clock.advance(days=90)
    mem.decay()
    assert mem.get(confirmed).confidence == pytest.approx(0.45)
    mem.recall("window seats")
    mem.confirm(confirmed)
    report = mem.decay()
    assert mem.get(confirmed).confidence == pytest.approx(0.9)  # back to its saved value, fading from now
    assert mem.get(recalled).confidence == pytest.approx(0.45)
    assert confirmed not in report.below_floor and recalled in report.below_floor
    clock.advance(days=90)
    mem.decay()
    assert mem.get(confirmed).confidence == pytest.approx(0.45)
    assert mem.get(recalled).confidence == pytest.approx(0.225)


def test_explicit_and_agent_items_never_decay(mem: Memory, clock: FakeClock) -> None:
    explicit = mem.remember("Lives in Porto").item.id
    agent = mem.remember("Uses vim", source="agent", confidence=0.8).item.id
    clock.advance(days=400)
    report = mem.decay()
    assert report.changed == ()
    assert mem.get(explicit).confidence is None
    assert mem.get(agent).confidence == 0.8


def test_context_drops_items_decayed_below_the_floor(mem: Memory, clock: FakeClock) -> None:
    _extracted(mem, "Prefers green tea", 0.9)
    mem.remember("Lives in Porto")
    assert "green tea" in mem.context().text
    clock.advance(days=30)
    mem.decay()  # 0.9 × 0.5^(1/3) ≈ 0.714: still injected
    assert "green tea" in mem.context().text
    clock.advance(days=30)
    mem.decay()  # ≈ 0.567: recall-only
    text = mem.context().text
    assert "green tea" not in text and "Porto" in text
    assert [h for h in mem.recall("green tea") if "green tea" in h.content]


def test_decay_deletes_nothing_and_is_in_history(mem: Memory, clock: FakeClock) -> None:
    item = _extracted(mem, "Prefers green tea", 0.9)
    clock.advance(days=900)
    mem.decay()
    assert [x.id for x in mem.list()] == [item]
    assert mem.get(item).is_active
    events = mem.history(item).events
    assert [e.op for e in events] == ["remember", "decay"]
    decay_event = events[-1]
    assert decay_event.before is not None and decay_event.after is not None
    assert decay_event.before["confidence"] == 0.9 and decay_event.after["base"] == 0.9
    with pytest.raises(Conflict, match="decay"):
        mem.undo(decay_event.id)


def test_plain_undo_skips_decay_events(mem: Memory, clock: FakeClock) -> None:
    item = _extracted(mem, "Prefers green tea", 0.9)
    other = mem.remember("Lives in Porto").item.id
    clock.advance(days=100)
    mem.decay()
    undone = mem.undo()
    assert undone.undone.target_id == other
    assert mem.get(item).is_active


def test_decay_only_touches_active_versions(mem: Memory, clock: FakeClock) -> None:
    item = _extracted(mem, "Prefers green tea", 0.9)
    newer = mem.update(item, "Prefers jasmine tea").item.id
    clock.advance(days=90)
    report = mem.decay()
    assert [c.id for c in report.changed] == [newer]
    assert mem.get(item).confidence == 0.9


def test_decay_rejects_a_bad_half_life(mem: Memory) -> None:
    with pytest.raises(InvalidInput):
        mem.decay(half_life_days=0)


def test_prune_end_dates_stale_items_and_keeps_confirmed_ones(mem: Memory, clock: FakeClock) -> None:
    old = mem.remember("Lives in Porto").item.id
    confirmed = mem.remember("Prefers green tea").item.id
    clock.advance(days=60)
    mem.confirm(confirmed)
    fresh = mem.remember("Uses vim").item.id
    clock.advance(days=40)
    assert [x.id for x in mem.stale(90)] == [old]
    forgotten = mem.prune(90)
    assert [x.id for x in forgotten] == [old]
    assert {x.id for x in mem.list()} == {confirmed, fresh}
    kept = mem.get(old)  # end-dated, not deleted
    assert kept.status == "forgotten"
    mem.restore(old)
    assert mem.get(old).is_active


def test_prune_is_undoable_per_item(mem: Memory, clock: FakeClock) -> None:
    item = mem.remember("Lives in Porto").item.id
    clock.advance(days=10)
    mem.prune(5)
    mem.undo()
    assert mem.get(item).is_active


def _cli(db: Path, *args: str, input: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["--db", str(db), *args], input=input, catch_exceptions=False)
    return result.exit_code, result.stdout


def test_cli_decay_and_prune(isolated_env: Path, tmp_path: Path) -> None:
    db = tmp_path / "cli.db"
    early = FakeClock()
    with Memory.open(db, clock=early, embedder=None) as memory:
        memory.remember("Prefers green tea", source="extracted", confidence=0.9)
        memory.remember("Lives in Porto")
    code, out = _cli(db, "decay", "--half-life", "1", "--json")
    assert code == 0
    data = json.loads(out)
    assert len(data["changed"]) == 1 and data["changed"][0]["old"] == 0.9 and data["below_floor"]
    code, out = _cli(db, "decay", "--half-life", "1")
    assert code == 0 and "Decayed 0 memory(ies)" in out
    code, out = _cli(db, "prune", "--older-than", "30", "--json")
    assert code == 1  # --yes is required without a terminal
    code, out = _cli(db, "prune", "--older-than", "30", "--yes", "--json")
    assert code == 0
    assert sorted(x["content"] for x in json.loads(out)["forgotten"]) == ["Lives in Porto", "Prefers green tea"]
    code, out = _cli(db, "list", "--json")
    assert json.loads(out) == []
