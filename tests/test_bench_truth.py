"""``engram bench truth``: the scoring on hand-made lives (reference memories with known scores), the
matchers as properties, the built-in, practice, held-out, fresh, sealed and blind lives' invariants (the
held-out, practice, fresh, sealed and blind banks share no value and no sentence with the built-in one,
nor with each other), and the command end to end on engram."""

from __future__ import annotations

import functools
import itertools
import json
import re
import string
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from engram.bench import lives_phrasings, lives_phrasings_blind
from engram.bench.life_load import load_lives
from engram.bench.life_match import (
    bullet_lines,
    checkpoints,
    fact_on,
    matches,
    near_dup,
    norm_tokens,
    stale_on,
    state_upto,
)
from engram.bench.life_model import Fact, Life, lives_from_json, lives_to_json
from engram.bench.life_refs import OracleMemory, VerbatimMemory
from engram.bench.life_report import summarize
from engram.bench.lives_builtin import BANKS, Bank, bank_named, build_bank, build_lives, check_life
from engram.bench.truth import run_life
from engram.errors import InvalidInput
from engram.interfaces.cli.main import cli

# ---- a tiny life: 5 sessions, one checkpoint (after the last) ----------------------------------
TINY: dict[str, Any] = {
    "format": "engram-lives/1",
    "lives": [
        {
            "uid": "t00-ada",
            "name": "Ada",
            "facts": [
                {"id": "home=Leeds", "slot": "home", "keys": ["Leeds"], "label": "lives in Leeds"},
                {"id": "home=Porto", "slot": "home", "keys": ["Porto"], "label": "lives in Porto"},
                {"id": "temp=Oslo", "slot": "temp", "keys": ["Oslo"], "label": "trip to Oslo"},
                {"id": "employer=Quillmark", "slot": "employer", "keys": ["Quillmark"], "label": "works at Quillmark"},
                {"id": "pet:Miso", "slot": "pet:Miso", "keys": ["Miso"], "label": "has a cat named Miso"},
            ],
            "distractors": [{"id": "d0", "kind": "third_party", "keys": ["Cairo"]}],
            "questions": [{"q": "where do I live?", "slot": "home"}],
            "sessions": [
                [
                    {"role": "user", "text": "I live in Leeds.", "ops": [["set", "home=Leeds"]]},
                    {"role": "assistant", "text": "Noted."},
                    {"role": "user", "text": "I work at Quillmark.", "ops": [["set", "employer=Quillmark"]]},
                    {"role": "user", "text": "My brother moved to Cairo.", "distractor": "d0"},
                ],
                [
                    {"role": "user", "text": "I have a cat called Miso.", "ops": [["set", "pet:Miso"]]},
                    {"role": "user", "text": "what's a hash map?"},
                ],
                [
                    {
                        "role": "user",
                        "text": "I'm in Oslo for a conference until Friday.",
                        "ops": [["temp", "temp=Oslo"]],
                    }
                ],
                [{"role": "user", "text": "We moved to Porto last week.", "ops": [["set", "home=Porto"]]}],
                [
                    {"role": "user", "text": "Miso passed away.", "ops": [["clear", "pet:Miso"]]},
                    {"role": "user", "text": "still at Quillmark", "ops": [["restate", "employer=Quillmark"]]},
                ],
            ],
        }
    ],
}


@pytest.fixture
def tiny() -> Life:
    return lives_from_json(TINY)[0]


def test_the_truth_is_the_replay_of_the_events(tiny: Life) -> None:
    assert checkpoints(5) == [4] and checkpoints(33) == [7, 15, 23, 32]
    early = state_upto(tiny, 1)
    assert {f.fid for f in early.current.values()} == {"home=Leeds", "employer=Quillmark", "pet:Miso"}
    assert early.stale == ()
    end = state_upto(tiny, 4)
    assert {f.fid for f in end.current.values()} == {"home=Porto", "employer=Quillmark"}
    assert {f.fid for f in end.stale} == {"home=Leeds", "pet:Miso", "temp=Oslo"}
    assert "temp=Oslo" not in {f.fid for f in state_upto(tiny, 3).stale}  # a trip said last session may be on


def test_an_oracle_memory_scores_perfectly(tiny: Life) -> None:
    result = run_life(tiny, OracleMemory(tiny), failures := [])
    (cp,) = result.checkpoints
    assert (cp.true, cp.present, cp.stale, cp.stale_present) == (2, 2, 3, 0)
    assert (cp.leak_items, cp.junk, cp.items, cp.dups, cp.repeats) == (0, 0, 2, 0, 0)
    assert cp.changes == []  # it never held an old value, so there was nothing for it to update
    summary = summarize([result])
    overall = summary["overall"]
    assert (overall["recall"], overall["staleness"], overall["junk"], overall["items_recall_at_5"]) == (100, 0, 0, 100)
    assert all(t["met"] for t in summary["targets"].values())
    assert failures == []


def test_a_verbatim_memory_is_stale_leaks_and_keeps_junk(tiny: Life) -> None:
    result = run_life(tiny, VerbatimMemory(tiny), failures := [])
    (cp,) = result.checkpoints
    assert (cp.true, cp.present) == (2, 2)  # every utterance is there...
    assert (cp.stale, cp.stale_present) == (3, 3)  # ...so are Leeds, the cat and the finished trip
    assert [(c.category, c.op, c.applied) for c in cp.changes] == [("residence", "set", False), ("pet", "clear", False)]
    assert (cp.leak_items, cp.leak_lines) == (1, 1)  # the brother's Cairo
    assert (cp.junk, cp.items) == (2, 9)  # the hash-map question and the brother
    assert cp.repeats == 1  # Quillmark on two lines
    (q,) = result.questions
    assert not q.found_items  # only "I live in Leeds" shares a word with the question
    kinds = {f.kind for f in failures}
    assert {"stale", "change", "leak", "recall"} <= kinds and "missing" not in kinds
    summary = summarize([result])
    overall = summary["overall"]
    assert (overall["staleness"], overall["changes_applied"], overall["leaked_items"]) == (100, 0, 1)
    assert {n for n, t in summary["targets"].items() if not t["met"]} == {
        "staleness",
        "changes_applied",
        "leaked_items",
        "junk",
        "items_recall_at_5",
    }
    assert overall["junk"] == round(100 * 2 / 9, 1)


# ---- matchers ----------------------------------------------------------------------------------
WORD = st.text(string.ascii_letters, min_size=2, max_size=12)
EDGE = st.text(string.ascii_letters + string.digits + " .,;:!?()-'\"", max_size=20)


@given(key=WORD, before=EDGE, after=EDGE, plural=st.sampled_from(["", "s", "es", "'s"]))
def test_a_key_matches_as_a_whole_word(key: str, before: str, after: str, plural: str) -> None:
    text = f"{before} {key.upper()}{plural} .{after}"
    assert matches(key, text)
    assert matches(f"zzq|{key}", text)  # alternatives


@given(key=WORD, left=st.text(string.ascii_letters, min_size=1, max_size=4), right=WORD)
def test_a_key_inside_a_longer_word_does_not_match(key: str, left: str, right: str) -> None:
    text = f"{left}{key}{right}"
    if not re.search(rf"(?<![A-Za-z0-9]){re.escape(key)}", text, re.I):
        assert not matches(key, text)
    assert not matches(key, f"x{key}y")


@given(a=st.lists(WORD, max_size=6), b=st.lists(WORD, max_size=6))
def test_near_duplicates_are_symmetric_and_reflexive(a: list[str], b: list[str]) -> None:
    ta, tb = norm_tokens(" ".join(a)), norm_tokens(" ".join(b))
    assert near_dup(ta, tb) == near_dup(tb, ta)
    assert near_dup(ta, ta) == bool(ta)


def test_a_fact_needs_every_key_on_one_line() -> None:
    age = Fact("age:Olive", "age:Olive", "family", ("Olive", "8"), "Olive is 8", "Olive")
    assert fact_on(age, "Daughter Olive is 8") and not fact_on(age, "Daughter Olive is 7")
    assert bullet_lines("<memory>\n- a\n  * b\nc\n-d\n</memory>") == ["a", "b"]


def test_an_old_value_is_stale_unless_marked_past_or_beside_the_current() -> None:
    old = Fact("home=Leeds", "home", "residence", ("Leeds",), "lives in Leeds", "Leeds")
    new = Fact("home=Porto", "home", "residence", ("Porto",), "lives in Porto", "Porto")
    trip = Fact("temp=Oslo", "temp", "temporary", ("Oslo",), "trip to Oslo", "Oslo")
    assert stale_on(old, "Lives in Leeds", new)
    assert not stale_on(old, "Moved from Leeds to Porto", new)
    assert not stale_on(old, "No longer lives in Leeds", new)
    assert not stale_on(old, "Does not live in Leeds", None)
    assert not stale_on(old, "Works in Porto", new)
    assert stale_on(trip, "No longer in Oslo", None)  # a trip line is stale however it is worded


# ---- the built-in lives ------------------------------------------------------------------------
def test_the_builtin_lives_are_deterministic_and_well_formed() -> None:
    lives = build_lives()
    assert len(lives) >= 4 and lives == build_lives()
    for life in lives:
        check_life(life)
        assert 30 <= len(life.sessions) <= 40 and 15 <= life.n_events <= 25 and life.questions
        ops = {op for _, ev in life.timeline() for op, _ in ev.ops}
        assert ops == {"set", "clear", "restate", "temp"}
        assert {d.kind for d in life.distractors} == {"third_party", "assistant", "quoted", "code", "hypothetical"}
    assert lives_from_json(json.loads(json.dumps(lives_to_json(lives)))) == lives


def test_an_oracle_scores_perfectly_on_a_builtin_life() -> None:
    (life,) = build_lives(n_users=1)
    overall = summarize([run_life(life, OracleMemory(life), [])])["overall"]
    assert (overall["recall"], overall["staleness"], overall["leaked_items"], overall["junk"]) == (100, 0, 0, 0)


# ---- the banks of lives -----------------------------------------------------------------------
VALUE_POOLS = (
    "FIRST_NAMES HOME_CITIES TRIP_CITIES EMPLOYERS TITLES MANAGERS PARTNERS KIDS PETS ALLERGENS EDITORS LANGUAGES "
    "NOTE_APPS PROJECTS PROJECT_DESCS DECISIONS HOBBIES NICKNAMES D_CITIES D_TOOLS D_NAMES D_JOBS D_ALLERGENS D_DIETS "
    "D_SPECIES"
).split()
KINDS = {"wife", "husband", "partner", "girlfriend", "boyfriend", "daughter", "son", "database", "frontend", "hosting"}
SHARED_SLOTS = {"vegetarian", "vegan", "pescatarian", "metric", "emoji", "British"}  # the arcs' diets and styles
ALLOWED_KEYS = {s.lower() for s in SHARED_SLOTS} | {"hold|paused|pause|shelved", "live|shipped|launched|released"}
LATER = [b for b in BANKS if b.name != "builtin"]  # the banks written after the built-in one
PAIRS = list(itertools.combinations(LATER, 2))


def _strings(x: object) -> list[str]:
    if isinstance(x, str):
        return [x]
    if isinstance(x, dict):
        return [s for k, v in x.items() for s in _strings(k) + _strings(v)]
    if isinstance(x, tuple | list):
        return [s for v in x for s in _strings(v)]
    return []


def _values(bank: ModuleType) -> set[str]:
    """Every name, place, tool, project and hobby of a bank (not its sentences), lower-cased."""
    pools = [getattr(bank, n) for n in VALUE_POOLS]
    values = {s.lower() for p in pools for s in _strings(list(p) if isinstance(p, dict) else p)}
    return values - KINDS  # relations and decision kinds are words, not values


def _sentences(bank: ModuleType) -> set[str]:
    """Every sentence of three words or more in a bank's phrasings, normalised."""
    out = set()
    for name in dir(bank):
        if not name.isupper() or (name in VALUE_POOLS and name != "HOBBIES"):
            continue
        for text in _strings(getattr(bank, name)):
            if "|" in text:  # a fact key ("short|concise|..."), not a sentence
                continue
            for sentence in re.split(r"[.!?\n]+", text):
                words = re.findall(r"[a-z0-9{}']+", sentence.lower())
                if len(words) >= 3:
                    out.add(" ".join(words))
    return out


@functools.cache
def _lives(name: str) -> tuple[Life, ...]:
    return tuple(build_bank(name))


def _keys(lives: tuple[Life, ...]) -> set[str]:
    return {k.lower() for life in lives for f in life.facts for k in f.keys if not k.isdigit()} | {
        k.lower() for life in lives for d in life.distractors for k in d.keys
    }


def test_every_bank_has_its_own_name_and_uid_prefix() -> None:
    assert len({b.name for b in BANKS}) == len({b.prefix for b in BANKS}) == len(BANKS)
    assert bank_named("blind").phrasings is lives_phrasings_blind
    with pytest.raises(KeyError):
        bank_named("nope")


@pytest.mark.parametrize("bank", LATER, ids=lambda b: b.name)
def test_a_bank_s_lives_are_deterministic_and_well_formed(bank: Bank) -> None:
    lives = build_bank(bank.name)
    assert len(lives) == bank.users and tuple(lives) == _lives(bank.name)
    assert all(life.uid.startswith(bank.prefix) for life in lives)
    for life in lives:
        check_life(life)
        assert 30 <= len(life.sessions) <= 40 and 15 <= life.n_events <= 25 and life.questions
        ops = {op for _, ev in life.timeline() for op, _ in ev.ops}
        assert ops == {"set", "clear", "restate", "temp"}
        assert {d.kind for d in life.distractors} == {"third_party", "assistant", "quoted", "code", "hypothetical"}
    assert lives_from_json(json.loads(json.dumps(lives_to_json(lives)))) == lives
    assert build_bank(bank.name, 2) == lives[:2]


@pytest.mark.parametrize("bank", LATER, ids=lambda b: b.name)
def test_a_bank_shares_no_value_with_the_builtin_one(bank: Bank) -> None:
    values, built = _values(bank.phrasings), _values(lives_phrasings)
    assert len(values) > 150 and values.isdisjoint(built), sorted(values & built)
    assert _keys(_lives(bank.name)) & _keys(_lives("builtin")) <= ALLOWED_KEYS


@pytest.mark.parametrize("bank", LATER, ids=lambda b: b.name)
def test_a_bank_shares_no_sentence_with_the_builtin_one_and_fills_every_pool(bank: Bank) -> None:
    sentences, built = _sentences(bank.phrasings), _sentences(lives_phrasings)
    assert len(sentences) > 200 and sentences.isdisjoint(built), sorted(sentences & built)
    assert set(bank.phrasings.TYPOS.items()).isdisjoint(lives_phrasings.TYPOS.items())
    templates = {n for n in dir(lives_phrasings) if n.isupper()}
    assert templates == {n for n in dir(bank.phrasings) if n.isupper()}  # the arcs find every pool
    if bank.name != "heldout":  # written before this rule; it is not to be read, so it stays as it is
        for name in templates:  # at least as many alternatives as the built-in bank, everywhere
            assert len(getattr(bank.phrasings, name)) >= len(getattr(lives_phrasings, name)), name


@pytest.mark.parametrize("bank", LATER, ids=lambda b: b.name)
def test_a_bank_voices_every_hobby_it_names(bank: Bank) -> None:
    """A hobby's sentences name the hobby, so that taking it up or dropping it is a statement about it."""
    for hobby, (start, stop) in bank.phrasings.HOBBIES.items():
        word = hobby.split()[0][:4].lower()
        assert word in start.lower() and word in stop.lower(), hobby


@pytest.mark.parametrize(("a", "b"), PAIRS, ids=[f"{a.name}-{b.name}" for a, b in PAIRS])
def test_two_later_banks_share_nothing(a: Bank, b: Bank) -> None:
    """A bank written blind is measured before anyone reads it: a value, sentence, typo or fact key it
    shared with a bank that grammar work has seen would make its figure partly a tuned one. Only counts
    are compared, so that a failure shows nobody a sealed bank's contents."""
    values = len(_values(a.phrasings) & _values(b.phrasings))
    sentences = len(_sentences(a.phrasings) & _sentences(b.phrasings))
    typos = len(set(a.phrasings.TYPOS.items()) & set(b.phrasings.TYPOS.items()))
    keys = len((_keys(_lives(a.name)) & _keys(_lives(b.name))) - ALLOWED_KEYS)  # first names, first words
    assert (values, sentences, typos, keys) == (0, 0, 0, 0)


def test_a_bad_lives_file_is_rejected_with_where(tmp_path: Path) -> None:
    broken = json.loads(json.dumps(TINY))
    broken["lives"][0]["sessions"][1][0]["ops"] = [["set", "pet:Rex"]]
    with pytest.raises(InvalidInput, match=r"sessions\[1\]\[0\].*unknown fact id 'pet:Rex'"):
        lives_from_json(broken)
    with pytest.raises(InvalidInput, match="format"):
        lives_from_json({"lives": []})
    (tmp_path / "lives.txt").write_text("x", encoding="utf-8")
    with pytest.raises(InvalidInput, match=r"\.json or \.py"):
        load_lives(str(tmp_path / "lives.txt"), None)


JSON_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=6) | st.sampled_from(["set", "home=Leeds", "d0"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


@given(data=st.data())
def test_a_damaged_lives_file_is_invalid_input_or_still_lives(data: st.DataObject) -> None:
    """Replace any one node of a valid file with any JSON: a clear InvalidInput, or lives that round-trip."""
    doc = json.loads(json.dumps(TINY))
    node: Any = doc
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        key = data.draw(st.sampled_from(keys))
        child = node[key]
        if isinstance(child, dict | list) and child and data.draw(st.booleans()):
            node = child
            continue
        node[key] = data.draw(JSON_VALUE)
        break
    try:
        lives = lives_from_json(doc)
    except InvalidInput as exc:
        assert str(exc).startswith("lives file: ")
        return
    assert lives_from_json(json.loads(json.dumps(lives_to_json(lives)))) == lives


# ---- the command -------------------------------------------------------------------------------
@pytest.fixture
def env(isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name in ("ENGRAM_LLM_URL", "ENGRAM_LLM_MODEL", "ENGRAM_LLM_COMMAND"):
        monkeypatch.delenv(name, raising=False)
    return isolated_env


METRICS = (
    "recall",
    "staleness",
    "changes_applied",
    "leaked_items",
    "junk",
    "dups",
    "repeats",
    "ctx_tokens_mean",
    "recall_at_5",
    "order_ok",
    "items_recall_at_5",
    "items_order_ok",
)


def test_the_command_runs_engram_on_a_life_and_writes_every_metric(env: Path, tmp_path: Path) -> None:
    lives = tmp_path / "lives.json"
    lives.write_text(json.dumps(TINY), encoding="utf-8")
    out = tmp_path / "out.json"
    args = ["bench", "truth", "--lives", str(lives), "--users", "1", "--json", str(out), "--embedder", "none"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    assert "TRUTH summary: users=1 sessions=5 fact_events=7" in result.output
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["benchmark"] == "truth" and report["system"] == "engram"
    overall = report["overall"]
    for name in METRICS:
        assert name in overall, name
    assert overall["leaked_items"] == 0  # the brother's city is not the user's
    assert 0 <= overall["recall"] <= 100 and overall["staleness"] is not None
    assert [cp["session"] for cp in report["checkpoints"]["t00-ada"]] == [4]
    assert report["questions"]["t00-ada"][0]["slot"] == "home"


def test_a_build_world_module_runs_and_exports(env: Path, tmp_path: Path) -> None:
    module = tmp_path / "world.py"
    module.write_text(
        "from types import SimpleNamespace as NS\n"
        "def build_world(seed=1, n_users=2):\n"
        "    home = NS(fid='home=Ghent', slot='home', cat='residence', keys=('Ghent',), label='lives in Ghent',"
        " value='Ghent')\n"
        "    ev = NS(ops=[('set', home)], text='I live in Ghent')\n"
        "    d = NS(kind='hypothetical', keys=('Lima',), text='what if I moved to Lima?')\n"
        "    sessions = [[('user', 'I live in Ghent', ev), ('user', d.text, d)], [('user', 'hello', None)]]\n"
        "    return [NS(uid=f'u{i}', name='U', sessions=sessions, facts=[home], distractors=[d],\n"
        "               questions=[('where do I live?', 'home')]) for i in range(n_users)]\n",
        encoding="utf-8",
    )
    dump = tmp_path / "dump"
    args = ["bench", "truth", "--lives", str(module), "--system", "oracle", "--users", "1", "--dump", str(dump)]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    assert "users=1 sessions=2 fact_events=1 recall=100.0% staleness=n/a" in result.output
    transcript = (dump / "u0.txt").read_text(encoding="utf-8")
    assert "[user] I live in Ghent" in transcript and "- lives in Ghent" in transcript
    exported = tmp_path / "lives.json"
    result = CliRunner().invoke(cli, ["bench", "truth", "--lives", str(module), "--export", str(exported)])
    assert result.exit_code == 0, result.output
    (life_a, life_b) = lives_from_json(json.loads(exported.read_text(encoding="utf-8")))
    assert life_a.sessions[0][1].distractor is not None and life_a.timeline()[0][1].text == "I live in Ghent"
    assert life_b.uid == "u1"


def test_a_missing_lives_file_is_invalid_input(env: Path, tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["bench", "truth", "--lives", str(tmp_path / "nope.json")])
    assert result.exit_code == 1
    assert "no such file" in result.output


@pytest.mark.parametrize("bank", LATER, ids=lambda b: b.name)
def test_a_bank_of_lives_runs_and_exports_through_the_command(env: Path, tmp_path: Path, bank: Bank) -> None:
    """Each bank runs through the command: one user, no failures printed (a sealed bank's failures are
    read by nobody), no figures asserted; and its export reads back as the same lives."""
    out = tmp_path / "out.json"
    args = ["bench", "truth", "--lives", bank.name, "--users", "1", "--embedder", "none", "--failures", "0"]
    result = CliRunner().invoke(cli, [*args, "--json", str(out)])
    assert result.exit_code == 0, result.exit_code
    (life,) = build_bank(bank.name, 1)
    assert f"TRUTH summary: users=1 sessions={len(life.sessions)} fact_events={life.n_events}" in result.output
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["lives"] == bank.name and list(report["checkpoints"]) == [life.uid]
    exported = tmp_path / "lives.json"
    result = CliRunner().invoke(cli, ["bench", "truth", "--lives", bank.name, "--export", str(exported)])
    assert result.exit_code == 0, result.exit_code
    assert lives_from_json(json.loads(exported.read_text(encoding="utf-8"))) == list(_lives(bank.name))
    assert load_lives(bank.name, 2) == list(_lives(bank.name)[:2])
