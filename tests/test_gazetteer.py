"""The gazetteer: capitalised phrases that name a place, read from the packaged list (data/places.txt)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engram.extraction.gazetteer import capitalised_places, is_place, leading_place, places_in

WORDS = [
    "I",
    "live",
    "in",
    "New",
    "York",
    "Sofia",
    "Lindqvist",
    "moved",
    "to",
    "Reading",
    "St.",
    "Louis",
    "and",
    "rio",
    "Rio",
    "de",
    "Janeiro",
    "Leeds-based",
    "Galway's",
    ",",
    ".",
    "home",
    "Bath",
    "the",
    "Paris",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=14))
def test_every_place_found_is_a_listed_name_at_the_place_it_says(words: list[str]) -> None:
    text = " ".join(words)
    found = places_in(text)
    assert [p.start for p in found] == sorted(p.start for p in found)
    for place in found:
        assert text[place.start : place.end] == place.name
        assert is_place(place.name)
        assert place.name[:1].isupper()


@given(st.text(max_size=80))
def test_any_text_is_read_without_error(text: str) -> None:
    for place in places_in(text):
        assert text[place.start : place.end] == place.name


def test_the_longest_name_wins_and_a_name_never_runs_across_a_full_stop() -> None:
    assert [p.name for p in places_in("I moved to New York from San Francisco")] == ["New York", "San Francisco"]
    assert [p.name for p in places_in("I live in Rio de Janeiro")] == ["Rio de Janeiro"]
    assert [p.name for p in places_in("We moved to Sofia. Great news")] == ["Sofia"]
    assert [p.name for p in places_in("I moved to St. Louis")] == ["St. Louis"]


def test_a_city_inside_a_persons_name_or_in_lower_case_is_no_place() -> None:
    assert places_in("the person I answer to is Sofia Lindqvist") == []
    assert places_in("my boss is Bill Austin") == []
    assert places_in("i live in hope and reading is my thing") == []


def test_hyphenated_and_possessive_forms_name_the_place() -> None:
    assert [p.name for p in places_in("I'm Auckland-based now")] == ["Auckland"]
    assert [p.name for p in places_in("so Galway's home")] == ["Galway"]
    assert is_place("Krakow") and is_place("Kraków") and not is_place("Lindqvist")


def test_lower_case_places_get_capitals_where_a_place_is_expected() -> None:
    assert capitalised_places("just signed a lease in austin.") == "just signed a lease in Austin."
    assert capitalised_places("we're valencia residents now") == "we're Valencia residents now"
    assert capitalised_places("i'm a new york local") == "i'm a New York local"
    assert capitalised_places("auckland-based since june") == "Auckland-based since june"
    # no word of location or belonging next to it: left alone
    assert capitalised_places("austin is great") == "austin is great"
    # the writer used capitals somewhere: their capitals decide
    assert capitalised_places("me and Sam live in austin") == "me and Sam live in austin"
    # the pronoun I and the opening letter are the keyboard's capitals, not the writer's
    assert capitalised_places("I live in austin") == "I live in Austin"
    assert capitalised_places("Moved to porto, I love it") == "Moved to Porto, I love it"
    # in mixed case a place that is an everyday word stays a word
    assert capitalised_places("I moved to reading the docs first") == "I moved to reading the docs first"
    # a move said as a switch fragment
    assert capitalised_places("bye auckland, hello christchurch") == "bye Auckland, hello Christchurch"
    assert capitalised_places("berlin -> dresden, boxes everywhere") == "Berlin -> Dresden, boxes everywhere"
    assert capitalised_places("swapped bristol for bath") == "swapped Bristol for bath"


def test_a_place_in_a_pronoun_neighbourhood_is_still_a_place() -> None:
    assert [p.name for p in places_in("After ten years in Madrid I'm now based out of Seville.")] == [
        "Madrid",
        "Seville",
    ]
    assert places_in("I met Sofia Lindqvist") == []


def test_leading_place_keeps_multiword_names_whole() -> None:
    assert leading_place("new york now") == "New York"
    assert leading_place("San Francisco for good") == "San Francisco"
    assert leading_place("San Jose Sharks fans") is None  # a longer name
    assert leading_place("Leeds") is None  # one word: the caller's own reading handles it


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([w.lower() for w in WORDS] + ["porto", "lease", "local", "from", "of"]), max_size=12))
def test_capitals_restored_change_only_case(words: list[str]) -> None:
    text = " ".join(words)
    out = capitalised_places(text)
    assert len(out) == len(text)
    assert out.lower() == text.lower()
