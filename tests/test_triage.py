"""Manual triage of a session's candidates (keep / drop / edit), through the facade and the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from engram import Memory
from engram.errors import NotFound
from engram.extraction.candidates import is_summarize_turn
from engram.interfaces.cli.main import cli

LINES = ["My name is Dana.", "I prefer green tea over coffee.", "I live in Porto."]


def _session(mem: Memory, sid: str = "s1") -> str:
    for line in LINES:
        mem.append_turn(sid, "user", line)
        mem.append_turn(sid, "assistant", "Noted.")
    return sid


def test_triage_proposes_candidates_in_order(mem: Memory) -> None:
    sid = _session(mem)
    found = mem.triage(sid)
    assert [c.content for c in found] == ["Name is Dana", "Prefers green tea over coffee", "Lives in Porto"]
    assert all(c.session_id == sid and c.turn_ids for c in found)
    assert [c.content for c in mem.triage(sid, limit=2)] == ["Name is Dana", "Prefers green tea over coffee"]


def test_triage_excludes_summarize_turns_and_injected_blocks(mem: Memory) -> None:
    mem.append_turn("s1", "user", "I live in Porto.")
    mem.append_turn("s1", "assistant", "fact: I work at Acme.", meta={"kind": "summarize"})
    mem.append_turn("s1", "user", "I work at Acme.", meta={"kind": "summarize"})
    assert [c.content for c in mem.triage("s1")] == ["Lives in Porto"]


def test_triage_skips_remembered_and_previously_dropped(mem: Memory) -> None:
    sid = _session(mem)
    mem.remember("Lives in Porto", category="profile")
    mem.append_turn(sid, "assistant", "dropped: Name is Dana", meta={"kind": "summarize", "dropped": ["Name is Dana"]})
    assert [c.content for c in mem.triage(sid)] == ["Prefers green tea over coffee"]


def test_accept_saves_an_explicit_user_memory_with_provenance(mem: Memory) -> None:
    sid = _session(mem)
    first, second, _ = mem.triage(sid)
    kept = mem.accept(first).item
    assert (kept.content, kept.source, kept.confidence) == ("Name is Dana", "user", None)
    assert kept.provenance.session_id == sid and kept.provenance.turn_ids == first.turn_ids
    edited = mem.accept(second, content="Prefers oolong tea").item
    assert edited.content == "Prefers oolong tea" and edited.category == second.category
    assert [c.content for c in mem.triage(sid)] == ["Prefers green tea over coffee", "Lives in Porto"]


def test_triage_of_an_unknown_session_is_not_found(mem: Memory) -> None:
    with pytest.raises(NotFound):
        mem.triage("nope")


def _cli(db: Path, *args: str, input: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["--db", str(db), *args], input=input, catch_exceptions=False)
    return result.exit_code, result.stdout


def test_cli_extract_review_keeps_drops_and_edits(isolated_env: Path, tmp_path: Path) -> None:
    db = tmp_path / "cli.db"
    with Memory.open(db, embedder=None) as memory:
        _session(memory)
    code, out = _cli(db, "extract", "s1", "--json")
    assert code == 0
    assert [c["content"] for c in json.loads(out)["candidates"]] == [
        "Name is Dana",
        "Prefers green tea over coffee",
        "Lives in Porto",
    ]
    code, out = _cli(db, "extract", "s1", "--review", input="y\nn\nedit\nnew text\n")
    assert code == 0, out
    assert out.count("keep? [y/N/edit]") == 3
    assert "Kept 2 of 3 candidate(s) (1 edited), dropped 1" in out
    code, out = _cli(db, "list", "--json")
    saved = {x["content"]: x for x in json.loads(out)}
    assert set(saved) == {"Name is Dana", "new text"}
    assert all(x["source"] == "user" and x["confidence"] is None for x in saved.values())
    with Memory.open(db, embedder=None) as memory:
        turns = memory.turns("s1")
        logged = [t for t in turns if is_summarize_turn(t)]
        assert len(logged) == 1 and logged[0].role == "assistant"
        assert logged[0].meta["kind"] == "summarize"
        assert "dropped: Prefers green tea over coffee" in logged[0].text
        # a later run excludes the logged answers, the saved ones and the dropped/edited-away ones
        assert memory.triage("s1") == []
    code, out = _cli(db, "extract", "s1", "--review", input="")
    assert code == 0 and "No new candidates" in out


def test_cli_extract_review_stops_cleanly_at_end_of_input(isolated_env: Path, tmp_path: Path) -> None:
    db = tmp_path / "cli.db"
    with Memory.open(db, embedder=None) as memory:
        _session(memory)
    code, out = _cli(db, "extract", "s1", "--review", input="y\n")
    assert code == 0
    assert "Kept 1 of 3 candidate(s) (0 edited), dropped 0; stopped early" in out
    code, out = _cli(db, "extract", "s1", "--review", "--json")
    assert code == 1
