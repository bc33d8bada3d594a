"""Cases of 2026-11-27 (changes16): pastimes named by words the lexicon lacked ("screenprinting",
"ikebana", "fly tying"); a manager named with a title ("Dr. Wanjiru Kamau", "Prof. Lindqvist"); a
switch after a headline and a dash ("My title changed -- data engineer now, not analyst"); a switch
"for all my meeting notes" and a tool used "for privacy reasons" (neither is a value); an everyday word
that is also a language named where only a workplace is ("an offer from Swift"); a tool said as where
or what the user works in ("Zettlr is where I write everything now", "I'm in Xcode all day now", "my
switch to Kakoune", "moved all my Go projects over to GoLand", "has become my go-to language").
``CHANGES16_EMPTY``: the same words of somebody else, a wish, a question, a title before nobody's name."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "changes16"
GE = "changes16-empty"

CHANGES16: list[Case] = [
    U(
        "ch16-i-ve-taken-up-screenprinting-in-the-evenings",
        "I've taken up screenprinting in the evenings.",
        E("preference", "Hobby: screenprinting", "add", slot="hobby:screenprinting"),
        group=G,
    ),
    U(
        "ch16-these-days-my-weekends-are-for-mushroom-hunting",
        "These days my weekends are for mushroom hunting.",
        E("preference", "Hobby: mushrooming", "add", slot="hobby:mushrooming"),
        group=G,
    ),
    U(
        "ch16-i-got-really-into-ikebana-this-year",
        "I got really into ikebana this year.",
        E("preference", "Hobby: ikebana", "add", slot="hobby:ikebana"),
        group=G,
    ),
    U(
        "ch16-started-belly-dancing-lessons-in-march-and-i-lov",
        "Started belly dancing lessons in March and I love it.",
        E("preference", "Hobby: belly dancing", "add", slot="hobby:belly dancing"),
        group=G,
    ),
    U(
        "ch16-i-play-the-theremin-in-a-little-band",
        "I play the theremin in a little band.",
        E("preference", "Hobby: theremin", "add", slot="hobby:theremin"),
        group=G,
    ),
    U(
        "ch16-been-doing-fly-tying-all-winter",
        "Been doing fly tying all winter.",
        E("preference", "Hobby: fly tying", "add", slot="hobby:fly tying"),
        group=G,
    ),
    U(
        "ch16-my-supervisor-at-the-institute-is-dr-wanjiru-kam",
        "My supervisor at the institute is Dr. Wanjiru Kamau now.",
        E("profile", "Reports to Dr. Wanjiru Kamau (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch16-these-days-my-one-on-ones-are-with-prof-lindqvis",
        "These days my one-on-ones are with Prof. Lindqvist.",
        E("profile", "Reports to Prof. Lindqvist (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "ch16-my-title-changed-data-engineer-now-not-analyst",
        "My title changed — data engineer now, not analyst.",
        E("profile", "Job title: data engineer", "update", slot="role"),
        group=G,
    ),
    U(
        "ch16-logseq-has-replaced-evernote-for-all-my-meeting",
        "Logseq has replaced Evernote for all my meeting notes.",
        E("preference", "Notes app: Logseq", "update", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch16-i-dropped-simplenote-and-now-i-m-using-joplin-fo",
        "I dropped Simplenote and now I'm using Joplin for privacy reasons.",
        E("preference", "Notes app: Joplin", "update", slot="tool:notes"),
        E("fact", "No longer: Simplenote", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "ch16-i-accepted-an-offer-from-swift-last-week",
        "I accepted an offer from Swift last week.",
        E("profile", "Works at Swift", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch16-i-started-working-at-carbon-last-week",
        "I started working at Carbon last week.",
        E("profile", "Works at Carbon", "add", slot="employer"),
        group=G,
    ),
    U(
        "ch16-zettlr-is-where-i-write-everything-now",
        "Zettlr is where I write everything now.",
        E("preference", "Notes app: Zettlr", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch16-pycharm-is-what-i-m-using-these-days",
        "PyCharm is what I'm using these days.",
        E("preference", "Editor: PyCharm", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch16-i-moved-all-my-go-projects-over-to-goland",
        "I moved all my Go projects over to GoLand.",
        E("preference", "Main programming language: Go", "add", slot="tool:language"),
        E("preference", "Editor: GoLand", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch16-my-switch-to-kakoune-went-better-than-expected",
        "My switch to Kakoune went better than expected.",
        E("preference", "Editor: Kakoune", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch16-i-m-in-xcode-all-day-now",
        "I'm in Xcode all day now.",
        E("preference", "Editor: Xcode", "add", slot="tool:editor"),
        group=G,
    ),
    U(
        "ch16-elixir-has-become-my-go-to-language",
        "Elixir has become my go-to language.",
        E("preference", "Main programming language: Elixir", "add", slot="tool:language"),
        group=G,
    ),
    U(
        "ch16-i-keep-my-notes-in-scrapbox-now",
        "I keep my notes in Scrapbox now.",
        E("preference", "Notes app: Scrapbox", "add", slot="tool:notes"),
        group=G,
    ),
    U(
        "ch16-we-re-moving-off-elm-onto-rescript-at-work-so-ex",
        "We're moving off Elm onto ReScript at work, so examples in ReScript from now on please.",
        E("preference", "Main programming language: ReScript", "update", slot="tool:language"),
        group=G,
    ),
    U(
        "ch16-my-farewell-lunch-at-brambling-press-was-lovely",
        "My farewell lunch at Brambling Press was lovely; first day at Ostrava Rail tomorrow.",
        E("profile", "Works at Ostrava Rail", "add", slot="employer"),
        E("profile", "No longer: Brambling Press", "add", slot="employer", fact_op="end"),
        group=G,
    ),
    U(
        "ch16-first-day-at-ostrava-rail-tomorrow-same-sound-en",
        "First day at Ostrava Rail tomorrow, same sound engineer role.",
        E("profile", "Works at Ostrava Rail", "add", slot="employer"),
        E("profile", "Job title: sound engineer", "add", slot="role"),
        group=G,
    ),
    U(
        "ch16-how-often-should-i-bathe-my-whippet-juniper-howl",
        "how often should I bathe my whippet? Juniper howls the whole time",
        E("profile", "Has a whippet named Juniper", "add", slot="pet:juniper"),
        group=G,
    ),
    U(
        "ch16-we-ve-found-a-flat-in-tartu-near-my-parents",
        "We've found a flat in Tartu, near my parents.",
        E("profile", "Lives in Tartu", "add", slot="residence"),
        group=G,
    ),
    U(
        "ch16-my-team-switched-from-elm-to-rescript-last-month",
        "My team switched from Elm to ReScript last month, so that's what I write now.",
        E("preference", "Main programming language: ReScript", "update", slot="tool:language"),
        group=G,
    ),
    U(
        "ch16-sound-engineer-is-my-official-job-title",
        "Sound engineer is my official job title.",
        E("profile", "Job title: sound engineer", "add", slot="role"),
        group=G,
    ),
]

CHANGES16_EMPTY: list[Case] = [
    NONE("ch16e-my-sister-s-supervisor-is-dr-wanjiru-kamau", "My sister's supervisor is Dr. Wanjiru Kamau.", group=GE),
    NONE("ch16e-dr-patel-is-my-dentist", "Dr. Patel is my dentist.", group=GE),
    NONE("ch16e-i-m-under-a-lot-of-pressure-now", "I'm under a lot of pressure now.", group=GE),
    NONE("ch16e-my-brother-s-switch-to-kakoune-went-badly", "My brother's switch to Kakoune went badly.", group=GE),
    NONE(
        "ch16e-my-team-moved-all-their-services-over-to-rust",
        "My team moved all their services over to Rust.",
        group=GE,
    ),
    NONE("ch16e-samba-is-a-dance-i-d-love-to-try", "Samba is a dance I'd love to try.", group=GE),
    NONE(
        "ch16e-is-capacities-where-people-take-notes-these-days",
        "Is Capacities where people take notes these days?",
        group=GE,
    ),
    NONE("ch16e-my-friend-accepted-an-offer-from-swift", "My friend accepted an offer from Swift.", group=GE),
    NONE("ch16e-i-d-love-to-try-screenprinting-someday", "I'd love to try screenprinting someday.", group=GE),
    NONE(
        "ch16e-my-colleague-s-leaving-do-at-brambling-press-is",
        "My colleague's leaving do at Brambling Press is on Friday.",
        group=GE,
    ),
    NONE("ch16e-i-m-under-the-weather-today", "I'm under the weather today.", group=GE),
    NONE("ch16e-my-dog-is-so-loud-sarah-hates-it", "my dog is so loud. Sarah hates it", group=GE),
    NONE(
        "ch16e-my-friend-s-dog-is-loud-rex-barks-all-night", "My friend's dog is loud. Rex barks all night.", group=GE
    ),
    NONE(
        "ch16e-my-sister-found-a-flat-in-tartu-near-my-parents",
        "My sister found a flat in Tartu, near my parents.",
        group=GE,
    ),
]
