"""Children's ages, pets and partners introduced and then changed or ended in chatty turns, end to
end through :class:`engram.Memory` (:mod:`engram.extraction.child_ages`,
:mod:`engram.extraction.pet_first`, :mod:`engram.extraction.couple_ends`).

Each mini-life introduces a child with an age, a pet or a partner inside a multi-clause message,
chats about something else, then says the new age or the end in a shape no frame lists ("Rafa is 4
now -- and LOUD", "Kiwi flew out the window and never came back", "the divorce is final as of
Monday"). After the last session the context block holds the current value on exactly one line and
no line holds the gone one. The quiet lives say an age still to come, a runaway found again, or a
pet of the user's childhood: the user's lines stay as they were. Values and phrasings are our own.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engram.extraction import extract_text
from test_kin_changes import live_and_check

# name -> (one user message per session, current values, gone values)
LIVES: dict[str, tuple[list[str], list[str], list[str]]] = {
    "rafa_plain_is_age": (
        [
            "ok so my son Rafa is 3 and he's in a biting phase, any advice?",
            "can you give me a weeknight pasta recipe?",
            "quick update: Rafa is 4 — and he is LOUD. what games work for a 4 year old?",
        ],
        ["Rafa is 4"],
        ["Rafa is 3"],
    ),
    "ayla_and_a_half": (
        [
            "btw our daughter Ayla is 2, she only naps in the car lol",
            "Ayla is three and a half now and negotiates like a lawyer, how do I handle bedtime?",
        ],
        ["Ayla is 3"],
        ["Ayla is 2"],
    ),
    "kaia_lower_case": (
        [
            "so my daughter kaia is 5 and she wants to learn to swim, where do we start?",
            "kaia is 6 and a half now and very serious about it lol. any chapter books for her?",
        ],
        ["kaia is 6"],
        ["kaia is 5"],
    ),
    "finn_happy_ordinal_birthday": (
        [
            "I have a 6 year old called Finn who loves trains.",
            "what's a good gift for a train-mad kid?",
            "happy 7th birthday to my little Finn! we're doing a steam railway trip",
        ],
        ["Finn is 7"],
        ["Finn is 6"],
    ),
    "kiwi_flew_off": (
        [
            "we have a parrot named Kiwi who screams at 6am, any tips for quieting him?",
            "Kiwi flew out the window on saturday and never came back 😢 "
            "anyway can you help me write a lost-pet poster?",
        ],
        [],
        ["Kiwi"],
    ),
    "dusty_new_home": (
        [
            "our chinchilla Dusty needs a dust bath, how often should that be?",
            "also what's a good tea for a cold?",
            "so Dusty the chinchilla went to a new home with more space — it was the right call tbh",
        ],
        [],
        ["Dusty"],
    ),
    "mango_passed": (
        [
            "Mango, our sun conure, bit my ear again lol, how do I stop that?",
            "Mango passed last night. sorry, just needed to tell someone",
        ],
        [],
        ["Mango"],
    ),
    "zuzu_taken_back": (
        [
            "my ferret Zuzu stole my sock again, she's hilarious",
            "the rescue took Zuzu back, it wasn't working with the kids. "
            "can you recommend a book about grief for a 6yo?",
        ],
        [],
        ["Zuzu"],
    ),
    "divorce_final": (
        [
            "my husband Sam is a nurse, he works nights so I cook late",
            "the divorce is final as of monday, so I'm cooking for one now — any easy single-portion meals?",
        ],
        [],
        ["Husband is Sam"],
    ),
}

QUIET: dict[str, tuple[list[str], list[str], list[str]]] = {
    "felix_turns_next_week": (
        ["My son Felix is 8, he's into chess.", "Felix turns 9 next week, any party ideas?"],
        ["Felix is 8"],
        ["Felix is 9"],
    ),
    "gizmo_found_again": (
        [
            "our gerbil Gizmo is the friendliest one we've had",
            "Gizmo escaped his cage last night but we found him behind the fridge, phew",
        ],
        ["Gizmo"],
        [],
    ),
    "childhood_dog": (
        ["we have a cat named Miso who hates the vacuum", "when I was a kid our dog Rex ran away twice"],
        ["Miso"],
        ["Rex"],
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_change_said_in_chat_replaces_the_old_line(tmp_path: Path, name: str) -> None:
    live_and_check(tmp_path, name, LIVES[name])


@pytest.mark.parametrize("name", sorted(QUIET))
def test_what_is_not_a_change_leaves_the_users_lines_alone(tmp_path: Path, name: str) -> None:
    live_and_check(tmp_path, name, QUIET[name])


# Sentences whose words of parting, loss or age belong to something else: no partner or pet ends, no
# child's age is set (the case table cannot say so, since it lets every end through).
NOT_AN_END = [
    "we split the bill at dinner",
    "we are over budget on the kitchen",
    "we're through the worst of it",
    "we're done with the kitchen finally",
    "my sister's divorce is final",
    "their divorce was messy",
    "my parents divorced when I was 10",
    "Sarah broke up with her boyfriend",
    "Marco flew off to Rome for work",
    "Tom sold his car to a dealer",
    "Gizmo escaped his cage last night but we found him behind the fridge",
    "Tough tournament, didn't make it past the first round",
    "Birchwood moved to Railway, Heroku's free tier is dead",
    "I'm divorced from reality lol",
    "the wedding is off",
    "things with the landlord ended badly",
    "we called off the meeting",
    "my parents got divorced when I was 8",
    "I'm separated from my team at work",
    "we're separating the recycling from the rubbish",
    "we separated the recycling",
    "we split up the chores",
    "we broke up the fight between the dogs",
]
NOT_AN_AGE = [
    "Felix turns 9 next week, any party ideas?",
    "Maya will be 5 in March",
    "Noor is turning 4 on Sunday",
    "my son Tobin is 7, maybe 8",
    "Priya is 6 months pregnant",
    "my nephew Theo is 9 and wants a switch",
    "our dog walker Jess is 19",
    "Tom's son Felix turned 8 yesterday",
]


@pytest.mark.parametrize("text", NOT_AN_END)
def test_a_parting_of_something_else_ends_no_partner_or_pet(text: str) -> None:
    ended = [c for c in extract_text(text) if c.fact_op == "end" and (c.slot or "").startswith(("partner", "pet"))]
    assert not ended, [(c.slot, c.content) for c in ended]


@pytest.mark.parametrize("text", NOT_AN_AGE)
def test_an_age_not_yet_or_not_the_users_child_sets_none(text: str) -> None:
    aged = [c for c in extract_text(text) if dict(c.qualifiers or ()).get("age") and "needs" not in dict(c.qualifiers)]
    updates = [c for c in extract_text(text) if dict(c.qualifiers or ()).get("needs") == "child"]
    assert not aged and not updates, [(c.slot, c.content) for c in [*aged, *updates]]
