"""Age cases of 2026-11-26 (ages8), in phrasings of our own: a child's new age said beside their
name (:mod:`engram.extraction.age_first`) -- "officially 3", "Felix, 6 today", "Priya's fifth
birthday", a time word first ("Yesterday Omar turned 8", "On Sunday Maeve turned six"). ``AGES8_EMPTY``:
numbers that are no age (distances, heights, chapters, goals, times, months pregnant), somebody
else's child, the user's own age."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "ages8"
GE = "ages8-empty"

AGES8: list[Case] = [
    U(
        "a8-big-day-our-little-noor-is-officially-3",
        "Big day: our little Noor is officially 3.",
        E("profile", "Child Noor is 3", "add", slot="child:noor", fact_op="set"),
        group=G,
    ),
    U(
        "a8-happy-birthday-to-my-boy-felix-6-today",
        "Happy birthday to my boy Felix, 6 today!",
        E("profile", "Son Felix is 6", "add", slot="child:felix", fact_op="set"),
        group=G,
    ),
    U(
        "a8-it-was-priya-s-fifth-birthday-on-friday-we-d",
        "It was Priya's fifth birthday on Friday; we did a bouncy castle.",
        E("profile", "Child Priya is 5", "add", slot="child:priya", fact_op="set"),
        group=G,
    ),
    U(
        "a8-yesterday-omar-turned-8-which-means-i-m-gett",
        "Yesterday Omar turned 8, which means I'm getting old.",
        E("profile", "Child Omar is 8", "add", slot="child:omar", fact_op="set"),
        group=G,
    ),
    U(
        "a8-so-ines-is-officially-4-and-very-proud-of-it",
        "So Ines is officially 4 and very proud of it.",
        E("profile", "Child Ines is 4", "add", slot="child:ines", fact_op="set"),
        group=G,
    ),
    U(
        "a8-party-time-hugo-s-7th-birthday-was-a-blast",
        "Party time: Hugo's 7th birthday was a blast.",
        E("profile", "Child Hugo is 7", "add", slot="child:hugo", fact_op="set"),
        group=G,
    ),
    U(
        "a8-on-sunday-maeve-turned-six-we-had-pancakes",
        "On Sunday Maeve turned six, we had pancakes.",
        E("profile", "Child Maeve is 6", "add", slot="child:maeve", fact_op="set"),
        group=G,
    ),
]

AGES8_EMPTY: list[Case] = [
    NONE("a8-my-nephew-omar-turned-8-yesterday", "My nephew Omar turned 8 yesterday.", group=GE),
    NONE("a8-i-ran-5-km-with-sara-today", "I ran 5 km with Sara today.", group=GE),
    NONE("a8-tom-is-6-foot-tall", "Tom is 6 foot tall.", group=GE),
    NONE("a8-chapter-3-of-dune-is-great", "Chapter 3 of Dune is great.", group=GE),
    NONE("a8-ben-scored-3-goals-on-saturday", "Ben scored 3 goals on Saturday!", group=GE),
    NONE("a8-my-sister-s-daughter-mia-turned-4-today", "My sister's daughter Mia turned 4 today.", group=GE),
    NONE("a8-we-ve-been-married-9-years-today-alex-and-i", "We've been married 9 years today, Alex and I.", group=GE),
    NONE("a8-priya-is-6-months-pregnant", "Priya is 6 months pregnant.", group=GE),
    NONE("a8-i-turned-40-on-friday", "I turned 40 on Friday.", group=GE),
    NONE("a8-the-meeting-with-lena-is-at-3-today", "The meeting with Lena is at 3 today.", group=GE),
    NONE("a8-lena-s-flight-lands-at-6-today", "Lena's flight lands at 6 today.", group=GE),
    NONE("a8-omar-gave-me-5-stars", "Omar gave me 5 stars.", group=GE),
    NONE("a8-my-friend-dana-s-twins-turned-5-this-week", "My friend Dana's twins turned 5 this week.", group=GE),
]
