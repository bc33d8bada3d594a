# ruff: noqa: E501  (chat messages read better on one line)
"""Family, pets, home and diet changed across sessions in the shapes the seventh round reads, end to
end through :class:`engram.Memory`.

Each mini-life introduces a pet, partner, child, home or diet one way (named in the next sentence,
listed, by a demonym, by a verb of eating) and changes or ends it later in a chatty multi-clause
message. After the last session the context block states the current value on exactly one line and
holds no line with the old one; recall answers a natural question. The quiet lives say the same
shapes of somebody else, or for a week only: the user's lines stay as they were. Values and
phrasings are our own.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engram import Memory
from test_kin_changes import _check, _lines, _live

# name -> (one user message per session, current values, gone values, {question: answer})
LIVES: dict[str, tuple[list[str], list[str], list[str], dict[str, str]]] = {
    # session 7, pet_first: a pet named beside its kind, gone by its kind alone
    "greyhound_then_lost_by_kind": (
        [
            "Comet the greyhound is officially ours! any tips for a first week with a rescue?",
            "what's a good stretch routine for a stiff back?",
            "we lost our greyhound on friday. the house is so quiet. can you help me write a little note for the vet?",
        ],
        [],
        ["Comet"],
        {},
    ),
    "two_kinds_only_one_gone": (
        [
            "Pepper (cat, 2 years old) is now part of the family",
            "I walked Bramble (our spaniel) for two hours today, my legs!",
            "sad news, our cat died last night. can you suggest a book for the kids about losing a pet?",
        ],
        ["Bramble"],
        ["Pepper"],
        {},
    ),
    "puppy_named_next_then_lost": (
        [
            "omg we got a puppy!! his name is Otis. anyway what should I buy first?",
            "random q: best way to clean a cast iron pan?",
            "rough week... we lost our sweet boy Otis on sunday 😢 how do I talk to the kids about it?",
        ],
        [],
        ["Otis"],
        {},
    ),
    "rescue_given_away": (
        [
            "meet Juniper, our new rescue! she's a bit shy",
            "can you suggest a weekend hike near the coast?",
            "we had to give Juniper away, the new landlord won't allow pets. can you help me sell the crate?",
        ],
        [],
        ["Juniper"],
        {},
    ),
    "two_kittens_one_missing": (
        [
            "we rescued two kittens last week, Bean and Sprout",
            "our cat Bean went missing last week and we've looked everywhere. can you help me write a poster?",
        ],
        ["Sprout"],
        ["Bean"],
        {"what's my pet called?": "Sprout"},
    ),
    "dating_breakup_new": (
        [
            "so I've been dating a guy named Marco for a few months, he's great",
            "me and my boyfriend Marco broke up last week. ugh. anyway any good podcasts?",
            "ok so I met someone. his name is Diego 😊 ideas for a second date?",
        ],
        ["Diego"],
        ["Marco"],
        {"who's my partner?": "Diego"},
    ),
    "nameless_divorce": (
        [
            "My husband Jorge is a pilot, he's away a lot.",
            "long story but my husband and I are getting divorced. can you help me make a checklist of accounts to split?",
        ],
        [],
        ["Jorge"],
        {},
    ),
    "kids_listed_then_birthday": (
        [
            "we have three kids: Ivy, Rhys and Bea",
            "what's a quick weeknight pasta?",
            "it's Bea's 4th birthday today! what games work for a bunch of toddlers?",
        ],
        ["Bea is 4", "Ivy", "Rhys"],
        [],
        {"how old is Bea?": "4"},
    ),
    "double_digits": (
        [
            "my son Rowan is 9, he loves lego",
            "how do I fix a squeaky door hinge?",
            "Rowan hit double digits yesterday!! we made a lego cake lol. any ideas for a thank-you note?",
        ],
        ["Rowan is 10"],
        ["is 9"],
        {"how old is Rowan?": "10"},
    ),
    "baby_named_next_sentence": (
        [
            "my daughter Ivy is 3",
            "we had a baby boy last night! his name is Remy. any tips on newborn sleep?",
        ],
        ["Remy", "Ivy is 3"],
        [],
        {"what's my son's name?": "Remy"},
    ),
    "moved_as_demonym": (
        [
            "I live in Leeds with my partner",
            "can you explain how compound interest works?",
            "officially a Berliner now 🇩🇪 anyway what's the fastest way to learn German?",
        ],
        ["Berlin"],
        ["Leeds"],
        {"where do I live?": "Berlin"},
    ),
    "pescatarian_to_keto": (
        [
            "I'm pescatarian, fyi for recipes",
            "what's a good stretch for lower back pain?",
            "started keto in january and honestly loving it. can you give me a week of keto breakfasts?",
        ],
        ["keto"],
        ["pescatarian"],
        {"what diet am I on?": "keto"},
    ),
    "age_in_words_then_fragment_question": (
        [
            "my daughter Ada is seven and reads everything",
            "can you help me plan a 3-day trip to Porto?",
            "Ada's eight now, what books?",
        ],
        ["Ada is 8"],
        ["is 7"],
        {"how old is Ada?": "8"},
    ),
    "teen_by_pronoun": (
        [
            "my son Max is 12",
            "ok random one: how long do I boil an egg?",
            "Max is a teenager now, he turned 13 yesterday. any tips for a first phone?",
        ],
        ["Max is 13"],
        ["is 12"],
        {"how old is Max?": "13"},
    ),
    "rabbit_new_home": (
        [
            "our rabbit Clover loves carrots",
            "we found a new home for Clover, she's with a family with a big garden now. how do I clean the hutch for selling?",
        ],
        [],
        ["Clover"],
        {},
    ),
}

# name -> (messages, current values, values that must never appear)
QUIET: dict[str, tuple[list[str], list[str], list[str]]] = {
    "others_pets_and_dates": (
        [
            "We have a cat called Pixel.",
            "my sister got a dog! his name is Otis",
            "my brother is dating a guy named Marco, any advice on being supportive?",
            "we're eating vegan this week for a challenge, recipe ideas?",
        ],
        ["Pixel"],
        ["Otis", "Marco", "vegan"],
    ),
    "others_ages": (
        [
            "my son Leo is 4",
            "my cousin just hit double digits, he's obsessed with football",
            "Tom's daughter Maya turned 8 yesterday, what's a good present?",
        ],
        ["Leo is 4"],
        ["is 10", "is 8", "Maya"],
    ),
    "never_given_away": (
        [
            "our rescue Pickles hates the vacuum",
            "I'd never give Pickles away, but the shedding is a lot. best brush for a long-haired cat?",
        ],
        ["Pickles"],
        [],
    ),
}


@pytest.mark.parametrize("name", sorted(LIVES))
def test_a_change_said_in_a_new_shape_replaces_the_old_line(tmp_path: Path, name: str) -> None:
    lines, current, gone, questions = LIVES[name]
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, lines)
    _check(_lines(mem, f"{name}-check"), current, gone)
    for question, want in questions.items():
        hits = mem.recall(question, k=5, kinds=("item",))
        assert any(want.lower() in h.content.lower() for h in hits), (question, [h.content for h in hits])


@pytest.mark.parametrize("name", sorted(QUIET))
def test_the_same_shapes_said_of_somebody_else_leave_the_users_lines_alone(tmp_path: Path, name: str) -> None:
    lines, current, gone = QUIET[name]
    mem = Memory.open(tmp_path / "m.db", owner=name)
    _live(mem, name, lines)
    _check(_lines(mem, f"{name}-check"), current, gone)
