"""Deep Dream (seed 002, PRODUCT.md §4 consolidate) on real SQLite files."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from engram import Memory
from engram.errors import InvalidInput, ProviderError
from engram.interfaces.cli.main import cli
from engram.providers.base import ChatMessage, Completion
from engram.sessions.dream import dream_messages, ground, offline_merge, parse_dream

DAY = date(2026, 1, 5)


class ScriptedLLM:
    """A test double of the provider: answers from a script (or raises), and records each prompt."""

    def __init__(self, *answers: str | Exception) -> None:
        self.answers = list(answers)
        self.prompts: list[Sequence[ChatMessage]] = []

    @property
    def model_name(self) -> str:
        return "scripted"

    def complete(
        self,
        messages: Sequence[ChatMessage],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
        temperature: float = 0.0,
    ) -> Completion:
        self.prompts.append(messages)
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return Completion(text=answer, model="scripted")


def blocks_of(memory: Memory) -> list[tuple[str, int, str]]:
    return [(b.namespace, b.version, b.content) for b in memory.block_list()]


@pytest.fixture
def mem(open_memory: Callable[..., Memory]) -> Memory:
    memory = open_memory("alice")
    memory.block_write("user/core", "- Name: Alice\n- Editor: vim\n")
    memory.daily_append("- Editor: emacs\n- Works on the engram project", at="2026-01-04T10:00:00Z")
    memory.daily_append("- Prefers dark mode in every app", at="2026-01-05T11:30:00Z")
    return memory


def test_first_dream_creates_core_and_diary_offline(open_memory: Callable[..., Memory]) -> None:
    memory = open_memory("bob")
    memory.daily_append("- Lives in Lisbon\n- Drinks green tea", at="2026-01-05T09:00:00Z")
    result = memory.consolidate(today=DAY)
    assert result.status == "updated" and result.core_version == 1
    assert result.diary_key == "user/dreams/2026-01-05" and result.days == ("2026-01-05",)
    assert memory.core_read() == "- Lives in Lisbon\n- Drinks green tea\n"
    diary = memory.block_read("user/dreams/2026-01-05")
    assert diary.startswith("# Dream Diary: 2026-01-05")
    assert f"source-sha256: {result.source_hash}" in diary and "Lives in Lisbon" in diary


def test_lookback_window_only_reads_recent_days(mem: Memory) -> None:
    mem.daily_append("- Old fact from last month", at="2025-12-01T09:00:00Z")
    result = mem.consolidate(today=DAY, lookback_days=2)
    assert result.days == ("2026-01-04", "2026-01-05")
    assert "last month" not in mem.core_read()
    assert mem.consolidate(today=DAY, lookback_days=1).days == ("2026-01-05",)


def test_unchanged_dailies_skip_and_write_nothing(mem: Memory) -> None:
    assert mem.consolidate(today=DAY).status == "updated"
    before = blocks_of(mem)
    again = mem.consolidate(today=DAY, llm=ScriptedLLM())  # the model is never asked
    assert again.status == "skipped-unchanged" and again.diary_key is None
    assert blocks_of(mem) == before
    mem.daily_append("- Uses Python 3.12", at="2026-01-05T15:00:00Z")
    assert mem.consolidate(today=DAY).status == "updated"
    assert "Uses Python 3.12" in mem.core_read()


def test_no_daily_content_skips_and_preserves_core(open_memory: Callable[..., Memory]) -> None:
    memory = open_memory("carol")
    memory.block_write("user/core", "- Name: Carol\n")
    memory.daily_append("- Something long ago", at="2025-06-01T09:00:00Z")
    before = blocks_of(memory)
    result = memory.consolidate(today=DAY, llm=ScriptedLLM())
    assert result.status == "skipped-empty" and result.core_version == 1
    assert blocks_of(memory) == before and memory.core_read() == "- Name: Carol\n"


GOOD = """[MEMORY]
## Profile
- Name: Alice
- Editor: emacs
- Works on the engram project
- Prefers dark mode in every app
[DREAM]
Replaced the editor (vim → emacs, newer log wins); added the project and dark mode."""


def test_llm_output_updates_core_and_diary_and_keeps_old_version(mem: Memory) -> None:
    llm = ScriptedLLM(GOOD)
    result = mem.consolidate(today=DAY, llm=llm)
    assert result.status == "updated" and result.core_version == 2 and result.dropped_lines == ()
    assert mem.core_read().startswith("## Profile\n- Name: Alice\n- Editor: emacs")
    prompt = llm.prompts[0][1].content
    assert "- Editor: vim" in prompt and "# Daily Memory: 2026-01-04" in prompt
    assert "[MEMORY]" in llm.prompts[0][0].content
    diary = mem.block_read("user/dreams/2026-01-05")
    assert "Replaced the editor" in diary and "mode: llm (scripted)" in diary
    old_versions = [r for r in _block_records(mem) if r["namespace"] == "user/core"]
    assert {r["version"] for r in old_versions} == {1, 2}
    assert any("Editor: vim" in r["content"] for r in old_versions)


def _block_records(memory: Memory) -> list[dict[str, Any]]:
    records = [json.loads(line) for line in memory.export("jsonl").splitlines() if line.strip()]
    return [r for r in records if r.get("type") == "block"]


@pytest.mark.parametrize(
    "answer",
    [
        ProviderError("http://llm/v1/chat/completions: 503"),
        RuntimeError("connection reset"),
    ],
)
def test_provider_failure_keeps_the_core(mem: Memory, answer: Exception) -> None:
    before = blocks_of(mem)
    result = mem.consolidate(today=DAY, llm=ScriptedLLM(answer))
    assert result.status == "failed" and result.core_version == 1 and "model call failed" in result.reason
    assert blocks_of(mem) == before
    assert mem.consolidate(today=DAY, llm=ScriptedLLM(GOOD)).status == "updated"  # no hash was stored


@pytest.mark.parametrize(
    "answer",
    [
        "Sure! Here is your memory: - Editor: emacs",
        "[MEMORY]\n\n[DREAM]\nnothing",
        "[DREAM]\nonly a dream",
        "[MEMORY]\n- Name: Alice\n[MEMORY]\n- Name: Alice\n[DREAM]\nx",
        "",
    ],
)
def test_malformed_output_fails_and_keeps_the_core(mem: Memory, answer: str) -> None:
    before = blocks_of(mem)
    result = mem.consolidate(today=DAY, llm=ScriptedLLM(answer))
    assert result.status == "failed" and "unusable model output" in result.reason
    assert blocks_of(mem) == before and mem.core_read() == "- Name: Alice\n- Editor: vim\n"


def test_fabricated_lines_are_dropped_and_reported(mem: Memory) -> None:
    answer = (
        "**[MEMORY]**\n- Name: Alice\n- Editor: emacs\n- Alice is allergic to peanuts\n"
        "## Secret Plans\n- Lives in Tokyo since 2019\n**[DREAM]**\nMerged."
    )
    result = mem.consolidate(today=DAY, llm=ScriptedLLM(answer))
    assert result.status == "updated"
    assert result.dropped_lines == ("- Alice is allergic to peanuts", "## Secret Plans", "- Lives in Tokyo since 2019")
    assert mem.core_read() == "- Name: Alice\n- Editor: emacs\n"
    assert "Alice is allergic to peanuts" in mem.block_read("user/dreams/2026-01-05")


def test_all_lines_fabricated_fails_and_keeps_the_core(mem: Memory) -> None:
    before = blocks_of(mem)
    result = mem.consolidate(today=DAY, llm=ScriptedLLM("[MEMORY]\n- Owns a yacht\n[DREAM]\nx"))
    assert result.status == "failed" and result.dropped_lines == ("- Owns a yacht",)
    assert blocks_of(mem) == before


def test_offline_merge_collapses_duplicates_and_prefers_newer(mem: Memory) -> None:
    mem.daily_append("- works on the engram project.\n- Editor: helix", at="2026-01-05T16:00:00Z")
    result = mem.consolidate(today=DAY)
    assert result.status == "updated" and result.mode == "offline merge"
    core = mem.core_read()
    assert core == "- Name: Alice\n- Editor: helix\n- works on the engram project.\n- Prefers dark mode in every app\n"
    diary = mem.block_read("user/dreams/2026-01-05")
    assert "Editor: vim → Editor: emacs" in diary and "Editor: emacs → Editor: helix" in diary
    assert "### Collapsed duplicates\n- Works on the engram project" in diary


def test_offline_merge_is_pure_and_invents_nothing() -> None:
    merged = offline_merge("## Profile\n- Name: Dan\n- Name: Dan\n", ["Name: Daniel", "Likes chess"])
    assert merged.core == "## Profile\n- Name: Daniel\n\n## Recent\n- Likes chess"
    assert merged.replaced == [("Name: Dan", "Name: Daniel")] and merged.added == ["Likes chess"]
    assert merged.collapsed == ["Name: Dan"]
    same = offline_merge("- a fact here", ["a fact here"])
    assert not same.changed and same.core == "- a fact here"


def test_offline_merge_uses_the_embedder_when_there_is_one(open_memory: Callable[..., Memory]) -> None:
    from engram.providers.fake import FakeEmbedder

    memory = open_memory("erin", embedder=FakeEmbedder())
    memory.block_write("user/core", "- Drinks green tea every morning\n")
    memory.daily_append("- Drinks green tea every morning", at="2026-01-05T09:00:00Z")
    result = memory.consolidate(today=DAY)
    assert result.status == "updated" and result.core_version == 1  # only the diary: nothing new
    assert memory.core_read() == "- Drinks green tea every morning\n"


def test_prompt_and_parser_are_a_pair() -> None:
    messages = dream_messages("- a", [("2026-01-05", "# Daily Memory: 2026-01-05\n\n## S (10:00)\nb\n")])
    assert "[MEMORY]" in messages[0].content and "[DREAM]" in messages[0].content
    assert "Do not fabricate" in messages[0].content and "## S (10:00)" in messages[1].content
    out = parse_dream("```\n[MEMORY]\n- a\n[DREAM]\nnotes\n```")
    assert out.memory == "- a" and out.dream == "notes"
    with pytest.raises(InvalidInput):
        parse_dream("[MEMORY]\n## Heading only\n[DREAM]\n")  # a heading with no fact is not a core
    kept, dropped = ground("## Preferences\n- prefers tea\n- hates tea", ["I prefer tea"])
    assert kept == "## Preferences\n- prefers tea" and dropped == ["- hates tea"]


def test_lookback_must_be_positive(mem: Memory) -> None:
    with pytest.raises(InvalidInput):
        mem.consolidate(lookback_days=0)


def test_cli_dream_and_core_export(isolated_env: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("ENGRAM_LLM_URL", "ENGRAM_LLM_MODEL"):
        monkeypatch.delenv(name, raising=False)
    db = str(tmp_path / "cli.db")
    with Memory.open(db, owner="default", embedder=None) as memory:
        memory.block_write("user/core", "- Name: Alice\n")
        memory.daily_append("- Editor: emacs")
    runner = CliRunner()
    out = runner.invoke(cli, ["--db", db, "dream", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["status"] == "updated" and data["core_version"] == 2 and data["mode"] == "offline merge"
    again = runner.invoke(cli, ["--db", db, "dream", "--lookback", "3", "--namespace", "user"])
    assert again.exit_code == 0 and "skipped-unchanged" in again.output
    target = tmp_path / "MEMORY.md"
    exported = runner.invoke(cli, ["--db", db, "core", "export", str(target), "--namespace", "user"])
    assert exported.exit_code == 0, exported.output
    assert target.read_text(encoding="utf-8") == "- Name: Alice\n- Editor: emacs\n"
    empty = runner.invoke(cli, ["--db", db, "core", "export", "-", "--namespace", "projects/x"])
    assert empty.exit_code == 0 and empty.output == ""


def test_the_core_is_injected_and_the_diary_is_not(mem: Memory) -> None:
    assert mem.consolidate(today=DAY).status == "updated"
    core = mem.core_read("user")
    assert core.strip()
    text = mem.context().text
    assert core.strip().splitlines()[0].strip() in text
    assert "dreams" not in text and "source-sha256" not in text


def test_every_model_call_of_a_dream_is_cost_logged(mem: Memory, tmp_path: Path) -> None:
    from engram.providers.cost_log import CostLog

    log = CostLog(tmp_path / "logs" / "llm-cost.jsonl")
    assert mem.consolidate(today=DAY, llm=ScriptedLLM(GOOD), cost_log=log.record).status == "updated"
    entries = log.entries()
    assert [e["purpose"] for e in entries] == ["dream"]
    assert entries[0]["model"] == "scripted"
