"""Pets over a life, named in passing inside chatty multi-clause messages (pets11).

Mini-lives of our own: a pet named beside its kind in a question, in a message typed without
capitals, by a word of naming a clause after its kind, by the kind after its name; then a second pet
and an ending said in the ways people say it (put down, rehomed, gone to a new family, lost our old
boy). After the last session the context block states each current pet on exactly one line and no
gone one, and recall answers a natural question. Other people's animals, pets met or minded, wishes
and pet talk ("my cat litter is everywhere") leave the user's facts as they were.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_things_changes import check_life, check_nothing_changes

# name: (user turns, one per session; current values; gone values; {question: wanted word})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    "beagle-in-a-question-then-put-down": (
        [
            "hey, what should I feed Otto, my beagle? he's 9 and getting a bit chunky",
            "ok so quick one: can you help me write a cover letter for a bakery job?",
            "had to put Otto down yesterday. the house is so quiet. anyway can you help me with the letter again?",
        ],
        [],
        ["Otto"],
        {},
    ),
    "lower-case-corgi-then-a-kitten": (
        [
            "taco our corgi ate a whole sock 😭 should i be worried?",
            "we adopted a tabby last week and named her fig, she and taco are besties already. "
            "any tips for introducing a cat to a dog?",
        ],
        ["Taco", "Fig"],
        [],
        {"what pets do I have?": "Fig"},
    ),
    "named-a-clause-later-then-rehomed": (
        [
            "got a guinea pig last weekend, calling him Nugget. what veg can guinea pigs eat?",
            "sad update -- we rehomed Nugget, my son turned out to be allergic. can you suggest hypoallergenic pets?",
        ],
        [],
        ["Nugget"],
        {},
    ),
    "kind-after-name-then-new-family": (
        [
            "Koda's our husky and he's never been in the snow, we're off to the Cairngorms in january! "
            "what should I pack for him?",
            "bit of news: Koda has gone to a lovely new family with a big garden, we just couldn't give him enough "
            "exercise in the flat. how do I stop feeling guilty about it?",
        ],
        [],
        ["Koda"],
        {},
    ),
    "keeper-then-a-second-pet-then-a-loss": (
        [
            "been a dog mum to Rolo for a year now and honestly best year ever. anyway can you help me plan a hike?",
            "introducing Rocket, the newest member of our pack (a jack russell)! how do I crate train a puppy?",
            "lost our old boy Rolo last week, he was 14. Rocket keeps looking for him. any advice on grief?",
        ],
        ["Rocket"],
        ["Rolo"],
        {"what is my dog called?": "Rocket"},
    ),
    "lower-case-name-is-his-name-then-gone-for-good": (
        [
            "i adopted a greyhound yesterday, hugo is his name. do greyhounds need coats in winter?",
            "hugo is now living with my sister for good since we moved into a flat with no garden. "
            "can you recommend a small pet for a flat?",
        ],
        [],
        ["Hugo"],
        {},
    ),
    "gecko-with-a-tool-name": (
        [
            "Ziggy my leopard gecko is shedding, is that normal?",
            "quick update: Bear (our newfie) is shedding everywhere too lol, best vacuum for dog hair?",
        ],
        ["Ziggy", "Bear"],
        [],
        {"what pets do I have?": "Ziggy"},
    ),
}

BASE = [
    "my cat Loki keeps knocking things off the shelf, how do I stop him?",
    "I work as a nurse in Leeds",
]
NOTHING = {
    "sisters-dog": "my sister's dog Rex is staying over this weekend, any tips so Loki doesn't freak out?",
    "neighbour-puppy": "my neighbour got a puppy called Bo and it cries all night",
    "met-in-the-park": "I met a lovely dog called Bella at the park today, made my week",
    "dog-sitting": "I'm dog-sitting Max this weekend, what can he eat?",
    "wish": "if we get a dog we'll call it Toast, I want a corgi so bad",
    "pet-talk": "my dog food order didn't arrive and the cat litter ran out, great day",
    "cartoon": "Garfield the cat is my favourite cartoon, can you recommend a similar comic?",
    "pet-sitting-named": "we're pet-sitting a beagle called Rufus, how much should he eat?",
    "their-pet-of-the-same-name-dies": "my sister's cat Loki died yesterday, she's heartbroken. how do I comfort her?",
    "reported-runaway": "Tom said his cat Loki ran away, poor guy",
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_pet_life_keeps_the_current_pets(tmp_path: Path, name: str) -> None:
    check_life(tmp_path, name, LIVES[name])


@pytest.mark.parametrize("name", sorted(NOTHING))
def test_someone_elses_or_no_pet_changes_nothing(tmp_path: Path, name: str) -> None:
    check_nothing_changes(tmp_path, name, BASE, NOTHING[name])


@pytest.mark.parametrize("name", sorted(n for n, life in LIVES.items() if life[2]))
def test_a_pet_that_goes_was_first_remembered(tmp_path: Path, name: str) -> None:
    """The sessions before the ending put each pet that later goes on its own line: the ending is
    tested against a pet memory held."""
    lines, _, gone, _ = LIVES[name]
    check_life(tmp_path, name, (lines[:-1], gone, [], {}))
