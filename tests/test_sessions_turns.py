"""Sessions and turns: the episodic log, captured without any model (PRODUCT §1 episodes, §4 capture)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from engram import InvalidInput, NotFound


@pytest.fixture
def bob(open_memory):
    return open_memory("bob")


# ---- sessions ------------------------------------------------------------------------------------


def test_session_creates_then_opens_the_same_session(mem, clock):
    created = mem.session("chat-1", title="Planning", meta={"client": "web"})
    opened = mem.session("chat-1", title="Another title")

    assert opened == created
    assert (created.id, created.owner, created.namespace) == ("chat-1", "alice", "user")
    assert (created.title, created.status, created.turn_count) == ("Planning", "active", 0)
    assert created.meta == {"client": "web"}
    assert created.started_at <= clock.now
    assert [s.id for s in mem.sessions()] == ["chat-1"]
    assert mem.get_session("chat-1") == created


def test_session_without_an_id_makes_a_new_one_each_time(mem):
    first = mem.session()
    second = mem.session()

    assert first.id != second.id
    assert {s.id for s in mem.sessions()} == {first.id, second.id}


@pytest.mark.parametrize("bad", ["has space", "", "   ", "x" * 201, "tab\tinside"])
def test_invalid_session_ids_are_refused(mem, bad):
    with pytest.raises(InvalidInput):
        mem.session(bad)
    with pytest.raises(InvalidInput):
        mem.append_turn(bad, "user", "hello")

    assert mem.sessions() == []


def test_session_with_an_invalid_namespace_is_refused(mem):
    with pytest.raises(InvalidInput):
        mem.session("s1", namespace="../etc")

    assert mem.sessions() == []


def test_get_session_of_an_unknown_id_is_not_found(mem):
    with pytest.raises(NotFound):
        mem.get_session("nope")
    with pytest.raises(NotFound):
        mem.turns("nope")


# ---- append_turn ---------------------------------------------------------------------------------


def test_append_turn_creates_the_session_and_numbers_turns(mem):
    first = mem.append_turn("s1", "user", "hello there", speaker="Ana", turn_id="m-1", meta={"lang": "en"})
    second = mem.append_turn("s1", "assistant", "hi Ana")
    third = mem.append_turn("s1", "user", "bye")

    assert [t.seq for t in (first, second, third)] == [1, 2, 3]
    assert (first.session_id, first.role, first.speaker, first.text) == ("s1", "user", "Ana", "hello there")
    assert (first.external_id, first.meta) == ("m-1", {"lang": "en"})
    session = mem.get_session("s1")
    assert session.turn_count == 3
    assert session.last_turn_at == third.at


def test_turn_numbering_is_per_session(mem):
    mem.append_turn("a", "user", "one")
    mem.append_turn("b", "user", "one")
    mem.append_turn("a", "user", "two")

    assert [t.seq for t in mem.turns("a")] == [1, 2]
    assert [t.seq for t in mem.turns("b")] == [1]


def test_append_turn_keeps_an_explicit_time(mem):
    turn = mem.append_turn("s1", "user", "from the archive", at="2024-05-08T10:30:00Z")

    assert turn.at == datetime(2024, 5, 8, 10, 30, tzinfo=UTC)
    assert mem.turns("s1")[0].at == turn.at


@pytest.mark.parametrize("role", ["bot", "USER", "", "human"])
def test_an_unknown_role_is_refused_and_nothing_is_written(mem, role):
    with pytest.raises(InvalidInput):
        mem.append_turn("s1", role, "hello")

    assert mem.sessions() == []


@pytest.mark.parametrize("text", ["", "   \n\t ", "\x00\x01\x07", None, 42])
def test_empty_text_is_refused_and_nothing_is_written(mem, text):
    mem.append_turn("existing", "user", "first")

    with pytest.raises(InvalidInput):
        mem.append_turn("s1", "user", text)
    with pytest.raises(InvalidInput):
        mem.append_turn("existing", "user", text)

    assert [s.id for s in mem.sessions()] == ["existing"]
    assert [t.text for t in mem.turns("existing")] == ["first"]
    assert mem.get_session("existing").turn_count == 1


@pytest.mark.parametrize("meta", [{"when": datetime(2025, 1, 1)}, "not a mapping"])
def test_bad_turn_meta_is_invalid_input_and_nothing_is_written(mem, meta):
    with pytest.raises(InvalidInput):
        mem.append_turn("s1", "user", "hello", meta=meta)

    assert mem.sessions() == []


def test_control_characters_are_stripped(mem):
    turn = mem.append_turn("s1", "user", "  hel\x00lo\x07 wor\x1bld\x7f\tok\nnext line  ", speaker="A\x00na")

    assert turn.text == "hello world\tok\nnext line"
    assert turn.speaker == "Ana"
    assert mem.turns("s1")[0].text == "hello world\tok\nnext line"


def test_an_idle_session_is_reactivated_by_a_new_turn(mem):
    close = getattr(mem, "close_session", None)
    if close is None:
        pytest.skip("Memory has no session close API")
    mem.append_turn("s1", "user", "first")
    close("s1")
    assert mem.get_session("s1").status == "idle"

    mem.append_turn("s1", "user", "back again")

    session = mem.get_session("s1")
    assert session.status == "active" and session.closed_at is None
    assert [t.seq for t in mem.turns("s1")] == [1, 2]


# ---- reading turns and sessions ------------------------------------------------------------------


def test_turns_are_in_order_with_paging(mem):
    for n in range(1, 6):
        mem.append_turn("s1", "user" if n % 2 else "assistant", f"turn {n}")

    assert [t.text for t in mem.turns("s1")] == [f"turn {n}" for n in range(1, 6)]
    assert [t.seq for t in mem.turns("s1", after_seq=2)] == [3, 4, 5]
    assert [t.seq for t in mem.turns("s1", after_seq=1, limit=2)] == [2, 3]
    assert [t.role for t in mem.turns("s1", limit=2)] == ["user", "assistant"]


def test_turns_keep_append_order_even_with_earlier_explicit_times(mem):
    mem.append_turn("s1", "user", "sent second", at="2025-01-02T00:00:00Z")
    mem.append_turn("s1", "user", "sent first", at="2025-01-01T00:00:00Z")

    assert [t.text for t in mem.turns("s1")] == ["sent second", "sent first"]


def test_sessions_are_listed_most_recently_active_first(mem):
    mem.append_turn("old", "user", "one")
    mem.append_turn("new", "user", "two")
    mem.session("empty")
    mem.append_turn("old", "user", "three")

    assert [s.id for s in mem.sessions()] == ["old", "empty", "new"]
    assert [s.id for s in mem.sessions(limit=1)] == ["old"]
    assert {s.id for s in mem.sessions(status="active")} == {"old", "new", "empty"}
    assert mem.sessions(status="idle") == []
    assert mem.sessions(trashed=True) == []


def test_sessions_with_an_unknown_status_are_invalid_input(mem):
    with pytest.raises(InvalidInput):
        mem.sessions(status="closed")


# ---- owner scoping -------------------------------------------------------------------------------


def test_bob_never_sees_alices_sessions_or_turns(mem, bob):
    mem.append_turn("s1", "user", "alice's private turn")

    assert bob.sessions() == []
    with pytest.raises(NotFound):
        bob.get_session("s1")
    with pytest.raises(NotFound):
        bob.turns("s1")


def test_the_same_session_id_is_separate_per_owner(mem, bob):
    mem.append_turn("s1", "user", "alice one")
    mem.append_turn("s1", "user", "alice two")

    mine = bob.append_turn("s1", "user", "bob one")
    opened = bob.session("s1")

    assert mine.seq == 1
    assert opened.owner == "bob" and opened.turn_count == 1
    assert [t.text for t in bob.turns("s1")] == ["bob one"]
    assert [t.text for t in mem.turns("s1")] == ["alice one", "alice two"]
    assert mem.get_session("s1").turn_count == 2
