"""Items: remember, update (supersede), forget, confirm, link, as-of reads and history — on a real SQLite file."""

from __future__ import annotations

from datetime import timedelta

import pytest

from engram import Ambiguous, Conflict, InvalidInput, NotFound, Provenance
from engram.models import DEFAULT_CATEGORIES

# ---- remember ------------------------------------------------------------------------------------


def test_remember_returns_the_item_and_its_event(mem, clock):
    result = mem.remember("I prefer short answers", category="preference")

    assert result.created is True
    item, event = result.item, result.event
    assert item.id >= 1 and item.owner == "alice"
    assert item.content == "I prefer short answers"
    assert item.is_active and item.status == "active"
    assert item.lineage == item.id
    assert item.valid_from == item.recorded_at == clock.now
    assert event is not None
    assert (event.op, event.target_kind, event.target_id) == ("remember", "item", item.id)
    assert event.before is None
    assert event.after["content"] == "I prefer short answers"
    assert result.message == f"Memory saved (#{item.id})"
    assert mem.get(item.id) == item


def test_remember_defaults(mem):
    item = mem.remember("The sky is blue").item

    assert item.category == "fact"
    assert item.namespace == "user"
    assert item.source == "user"
    assert item.confidence is None and item.is_explicit
    assert item.summary is None and item.detail is None
    assert item.tags == ()
    assert item.provenance == Provenance()
    assert item.last_confirmed_at is None and item.superseded_by is None and item.supersedes is None


def test_remember_stores_summary_detail_tags_and_provenance(mem):
    item = mem.remember(
        "Risk tolerance is moderate, horizon ten to fifteen years",
        category="profile",
        namespace="projects/advisor",
        summary="risk: moderate",
        detail="Said during the onboarding chat; revisit after retirement plans change.",
        tags=["finance", "risk", "finance"],
        source="agent",
        confidence=0.8,
        provenance={"session_id": "s-1", "turn_ids": [3, "4"]},
    ).item

    stored = mem.get(item.id)
    assert stored.summary == "risk: moderate"
    assert stored.detail.startswith("Said during the onboarding chat")
    assert stored.tags == ("finance", "risk")
    assert stored.namespace == "projects/advisor"
    assert stored.source == "agent"
    assert stored.confidence == pytest.approx(0.8)
    assert stored.provenance == Provenance(session_id="s-1", turn_ids=("3", "4"))


@pytest.mark.parametrize("variant", ["I like tea", "  i like TEA  ", "I LIKE tea\n", "I  like\ttea"])
def test_identical_resave_returns_the_existing_item_without_a_row_or_event(mem, snapshot, variant):
    first = mem.remember("I like tea")
    before = snapshot(mem)

    again = mem.remember(variant)

    assert again.created is False
    assert again.event is None
    assert again.item.id == first.item.id
    assert again.message == f"Already remembered (#{first.item.id})"
    assert snapshot(mem) == before


def test_resave_in_another_category_or_namespace_is_a_new_item(mem):
    base = mem.remember("Use metric units").item
    other_category = mem.remember("Use metric units", category="preference").item
    other_namespace = mem.remember("Use metric units", namespace="projects/engram").item

    assert len({base.id, other_category.id, other_namespace.id}) == 3
    assert len(mem.list()) == 3


def test_resave_after_forget_is_a_new_item(mem):
    first = mem.remember("Lives in Lisbon").item
    mem.forget(first.id)

    again = mem.remember("Lives in Lisbon")

    assert again.created is True and again.item.id != first.id


@pytest.mark.parametrize(
    ("given", "stored"),
    [
        ("preferences", "preference"),
        ("facts", "fact"),
        ("decisions", "decision"),
        ("projects", "project"),
        ("Preference", "preference"),
        (" STYLE ", "style"),
    ],
)
def test_category_aliases_and_case_are_normalised(mem, given, stored):
    assert mem.remember(f"something about {given}", category=given).item.category == stored
    assert [i.category for i in mem.list(category=given)] == [stored]


def test_unknown_category_is_rejected_with_the_allowed_list(mem, snapshot):
    before = snapshot(mem)

    with pytest.raises(InvalidInput) as caught:
        mem.remember("x", category="finance_context")

    for name in DEFAULT_CATEGORIES:
        assert name in caught.value.message
    assert caught.value.details["allowed"] == list(DEFAULT_CATEGORIES)
    assert snapshot(mem) == before


# ---- update --------------------------------------------------------------------------------------


def test_update_end_dates_the_old_row_and_inserts_a_new_one(mem):
    old = mem.remember("Risk tolerance: moderate", category="profile", summary="moderate risk").item

    result = mem.update(old.id, "Risk tolerance: aggressive")

    new = result.item
    assert result.created is True
    assert result.event.op == "update"
    assert result.event.before["content"] == "Risk tolerance: moderate"
    assert result.event.after["content"] == "Risk tolerance: aggressive"
    assert new.id != old.id
    assert new.supersedes == old.id and new.lineage == old.lineage
    assert new.category == "profile"
    assert new.summary is None  # a stale summary is dropped when the content changes
    stale = mem.get(old.id)
    assert stale.status == "superseded" and stale.superseded_by == new.id
    assert stale.valid_until == new.valid_from
    assert stale.content == "Risk tolerance: moderate"  # never mutated
    assert [i.id for i in mem.list()] == [new.id]
    assert result.message == f"Memory updated (#{new.id})"


def test_update_repoints_links_to_the_new_row(mem):
    a = mem.remember("Funds only, no individual stocks").item
    b = mem.remember("Retirement account at Fidelity").item
    out = mem.link(a.id, b.id).link
    into = mem.link(b.id, a.id, "derived_from").link

    new = mem.update(a.id, "Funds only; ETFs preferred").item

    assert {(lk.id, lk.from_id, lk.to_id) for lk in mem.links(new.id)} == {
        (out.id, new.id, b.id),
        (into.id, b.id, new.id),
    }
    assert mem.links(a.id) == []


@pytest.mark.parametrize("form", ["int", "str", "hash", "substring"])
def test_update_accepts_an_id_or_a_unique_substring(mem, form):
    mem.remember("I drink coffee")
    target = mem.remember("My timezone is Europe/Lisbon").item
    ref = {"int": target.id, "str": str(target.id), "hash": f"#{target.id}", "substring": "timezone"}[form]

    new = mem.update(ref, "My timezone is Asia/Bangkok").item

    assert new.supersedes == target.id


def test_a_substring_equal_to_one_whole_content_is_not_ambiguous(mem):
    tea = mem.remember("tea").item
    mem.remember("green tea in the afternoon")

    assert mem.update("TEA", "black tea").item.supersedes == tea.id


@pytest.mark.parametrize("operation", ["update", "forget", "confirm"])
def test_an_ambiguous_substring_lists_the_candidates_and_changes_nothing(mem, snapshot, operation):
    a = mem.remember("I drink coffee in the morning").item
    b = mem.remember("I drink tea at night").item
    mem.remember("Timezone is UTC")
    before = snapshot(mem)

    call = {
        "update": lambda: mem.update("drink", "I drink water"),
        "forget": lambda: mem.forget("drink"),
        "confirm": lambda: mem.confirm("drink"),
    }[operation]
    with pytest.raises(Ambiguous) as caught:
        call()

    assert set(caught.value.candidates) == {(a.id, a.content), (b.id, b.content)}
    assert f"#{a.id}" in caught.value.message and f"#{b.id}" in caught.value.message
    assert "I drink coffee in the morning" in caught.value.message
    assert snapshot(mem) == before


def test_unknown_ref_is_not_found(mem):
    mem.remember("I drink coffee")
    with pytest.raises(NotFound):
        mem.update(9999, "x")
    with pytest.raises(NotFound):
        mem.update("no such words", "x")


def test_updating_a_superseded_id_is_a_conflict_naming_the_current_id(mem, snapshot):
    old = mem.remember("Lives in Lisbon").item
    current = mem.update(old.id, "Lives in Porto").item
    before = snapshot(mem)

    with pytest.raises(Conflict) as caught:
        mem.update(old.id, "Lives in Faro")

    assert f"#{current.id}" in caught.value.message
    assert snapshot(mem) == before


@pytest.mark.parametrize("explicit_source", ["user", "agent"])
def test_trust_tier_guard_extracted_cannot_replace_an_explicit_item(mem, snapshot, explicit_source):
    explicit = mem.remember("Risk tolerance: moderate", source=explicit_source).item
    before = snapshot(mem)

    with pytest.raises(Conflict) as caught:
        mem.update(explicit.id, "Risk tolerance: aggressive", source="extracted", confidence=0.9)

    assert "trust" in caught.value.message
    assert snapshot(mem) == before
    assert mem.get(explicit.id).is_active


def test_trust_tier_guard_extracted_may_replace_extracted(mem):
    inferred = mem.remember("Likes jazz", source="extracted", confidence=0.75).item

    new = mem.update(inferred.id, "Likes jazz and blues", source="extracted", confidence=0.8).item

    assert new.source == "extracted" and new.confidence == pytest.approx(0.8)
    assert new.supersedes == inferred.id


def test_a_person_restating_an_inferred_fact_makes_it_explicit(mem):
    inferred = mem.remember("Likes jazz", source="extracted", confidence=0.75).item

    new = mem.update(inferred.id, "Loves jazz", source="user").item

    assert new.source == "user" and new.confidence is None and new.is_explicit


def test_a_no_op_update_returns_created_false_and_writes_nothing(mem, snapshot):
    item = mem.remember("I prefer short answers").item
    before = snapshot(mem)

    result = mem.update(item.id, "  I prefer short answers ")

    assert result.created is False and result.event is None
    assert result.item.id == item.id
    assert snapshot(mem) == before


def test_updating_to_the_content_of_another_active_item_is_a_conflict(mem, snapshot):
    tea = mem.remember("I like tea").item
    coffee = mem.remember("I like coffee").item
    before = snapshot(mem)

    with pytest.raises(Conflict) as caught:
        mem.update(coffee.id, "i like TEA")

    assert f"#{tea.id}" in caught.value.message
    assert snapshot(mem) == before


# ---- forget and confirm --------------------------------------------------------------------------


def test_forget_end_dates_and_keeps_the_row_for_audit(mem):
    item = mem.remember("Wife's name is Sarah").item

    result = mem.forget(item.id)

    assert result.event.op == "forget"
    assert result.message == f"Memory forgotten (#{item.id})"
    stored = mem.get(item.id)
    assert stored.status == "forgotten" and stored.valid_until == result.event.at
    assert stored.superseded_by is None
    assert mem.list() == []
    assert [i.id for i in mem.list(include_inactive=True)] == [item.id]
    assert [e.op for e in mem.history(item.id).events] == ["remember", "forget"]


def test_forgetting_twice_is_a_conflict_that_says_why(mem, snapshot):
    item = mem.remember("Wife's name is Sarah").item
    mem.forget(item.id)
    before = snapshot(mem)

    with pytest.raises(Conflict) as caught:
        mem.forget(item.id)

    assert "already forgotten" in caught.value.message
    assert caught.value.details["status"] == "forgotten"
    assert snapshot(mem) == before


def test_forget_by_substring(mem):
    mem.remember("I drink coffee")
    target = mem.remember("Allergic to peanuts").item

    assert mem.forget("peanuts").item.id == target.id
    assert [i.content for i in mem.list()] == ["I drink coffee"]


def test_confirm_sets_last_confirmed_at(mem, clock):
    item = mem.remember("Timezone is Asia/Bangkok").item
    clock.advance(days=3)

    result = mem.confirm("Bangkok")

    assert result.event.op == "confirm"
    assert result.item.last_confirmed_at == result.event.at == clock.now
    assert mem.get(item.id).last_confirmed_at == clock.now
    assert mem.get(item.id).id == item.id  # reinforcement is not a new version


def test_confirming_a_forgotten_item_is_a_conflict(mem):
    item = mem.remember("Timezone is UTC").item
    mem.forget(item.id)
    with pytest.raises(Conflict):
        mem.confirm(item.id)


# ---- links ---------------------------------------------------------------------------------------


def test_link_returns_the_link_and_an_event(mem):
    a = mem.remember("Funds only").item
    b = mem.remember("No crypto").item

    result = mem.link(a.id, b.id, "relates_to")

    assert (result.link.from_id, result.link.to_id, result.link.relation) == (a.id, b.id, "relates_to")
    assert (result.event.op, result.event.target_kind, result.event.target_id) == ("link", "link", result.link.id)
    assert mem.links(a.id) == [result.link] == mem.links(b.id)


def test_a_link_to_a_forgotten_item_drops_out_of_links(mem):
    a = mem.remember("Funds only").item
    b = mem.remember("No crypto").item
    link = mem.link(a.id, b.id).link

    mem.forget(b.id)

    assert mem.links(a.id) == []
    mem.restore(b.id)
    assert mem.links(a.id) == [link]


def test_a_link_to_a_superseded_row_drops_out_of_links(mem):
    a = mem.remember("Funds only").item
    b = mem.remember("No crypto").item
    mem.link(a.id, b.id)

    b2 = mem.update(b.id, "No crypto, no leverage").item

    assert mem.links(b.id) == []
    assert [(lk.from_id, lk.to_id) for lk in mem.links(a.id)] == [(a.id, b2.id)]


def test_a_link_to_a_trashed_item_drops_out_of_links(mem):
    a = mem.remember("Funds only").item
    b = mem.remember("No crypto").item
    mem.link(a.id, b.id)

    mem.trash(b.id)

    assert mem.links(a.id) == []


def test_link_rejects_self_links_unknown_relations_and_duplicates(mem, snapshot):
    a = mem.remember("Funds only").item
    b = mem.remember("No crypto").item
    mem.link(a.id, b.id, "contradicts")
    before = snapshot(mem)

    with pytest.raises(InvalidInput):
        mem.link(a.id, a.id)
    with pytest.raises(InvalidInput) as caught:
        mem.link(a.id, b.id, "likes")
    assert "relates_to" in caught.value.message
    with pytest.raises(Conflict):
        mem.link(a.id, b.id, "contradicts")
    assert snapshot(mem) == before

    mem.link(a.id, b.id, "relates_to")  # same ends, another relation: allowed


def test_linking_to_an_inactive_item_is_a_conflict(mem):
    a = mem.remember("Funds only").item
    b = mem.remember("No crypto").item
    mem.forget(b.id)
    with pytest.raises(Conflict):
        mem.link(a.id, b.id)


# ---- as-of reads and history ---------------------------------------------------------------------


def test_list_as_of_returns_exactly_what_was_valid_then(mem, clock):
    t1 = mem.remember("Lives in Lisbon").item
    other = mem.remember("Has a cat").item
    clock.advance(days=1)
    t2 = mem.update(t1.id, "Lives in Porto").item
    clock.advance(days=1)
    t3 = mem.forget(t2.id).item.valid_until
    tick = timedelta(microseconds=1)

    def contents(moment):
        return [i.content for i in mem.list(as_of=moment)]

    assert contents(t1.valid_from - tick) == []
    assert contents(t1.valid_from) == ["Lives in Lisbon"]
    assert contents(other.valid_from) == ["Lives in Lisbon", "Has a cat"]
    assert contents(t2.valid_from - tick) == ["Lives in Lisbon", "Has a cat"]
    assert contents(t2.valid_from) == ["Has a cat", "Lives in Porto"]
    assert contents(t3 - tick) == ["Has a cat", "Lives in Porto"]
    assert contents(t3) == ["Has a cat"]
    assert contents(clock.now + timedelta(days=1)) == ["Has a cat"]
    assert contents(t2.valid_from.isoformat()) == ["Has a cat", "Lives in Porto"]  # text is accepted too


def test_history_is_the_whole_chain_oldest_first_with_every_event(mem):
    first = mem.remember("Lives in Lisbon").item
    neighbour = mem.remember("Works remotely").item
    second = mem.update(first.id, "Lives in Porto").item
    mem.confirm(second.id)
    link = mem.link(second.id, neighbour.id).link
    third = mem.update(second.id, "Lives in Faro").item
    mem.forget(third.id)

    for ref in (first.id, second.id, third.id, f"#{first.id}"):
        history = mem.history(ref)
        assert history.lineage == first.id
        assert [v.id for v in history.versions] == [first.id, second.id, third.id]
        assert [v.content for v in history.versions] == ["Lives in Lisbon", "Lives in Porto", "Lives in Faro"]
        assert [e.op for e in history.events] == ["remember", "update", "confirm", "link", "update", "forget"]
        assert [e.id for e in history.events] == sorted(e.id for e in history.events)
        assert [lk.id for lk in history.links] == [link.id]


def test_get_of_an_unknown_id_is_not_found(mem):
    with pytest.raises(NotFound):
        mem.get(12345)
