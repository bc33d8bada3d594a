"""Pastime-first reading of who the user is by a pastime: its doer, its player, its group, its rank,
what the user collects, the race the user trains for.

:mod:`.hobby_first` reads a pastime tied to a rhythm or a word of a pastime; people as often say it
by who they have become or where they belong: "I'm a runner now, who knew", "I'm a snowboarder",
"I'm the bass guitar player in a little pub band", "I'm a brown belt in karate now", "i'm in a choir
now", "joined a community choir", "I collect vinyl, about 400 records now", "I've been collecting
stamps since last year", "training for my first triathlon". The stable parts are a closed class each:

- a doer that is no trade (:data:`.hobby_lexicon.DOERS` less the painters, bakers, photographers
  and musicians a job title shares its word with), said of the user in the present;
- a known pastime and the word *player* ("a chess player", "the bass guitar player");
- a belt or a grade in a known pastime ("a blue belt in bjj");
- a group of a known pastime the user is in or joined ("in a choir", "joined a local running club");
- a collectible the user collects (stamps, coins, vinyl, records, cards, comics...): "<it> collecting";
- a race of a pastime the user is training for (a marathon, a half, a 10k: running; a triathlon);
- a first thing of a pastime made or done ("finished my first sweater!! knitting is so satisfying"),
  or what doing it is like to the user ("crochet is addictive", "cycling has become my whole thing");
- the user's outings of it ("my morning swims are non-negotiable now", "my long runs");
- an instrument the user owns, practised or played again and again ("got a drum kit for the garage,
  practising every night").

A pastime ended in words the clause splitting cut apart ("yoga and I broke up lol") is read over the
whole statement.

Somebody else's pastime, a question, a wish or plan, a negation and a past say nothing (the guards of
:mod:`.hobby_first`). Runs only where no other reading found a hobby.
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import THIRD_SUBJECT
from engram.extraction.hobby_first import RHYTHM
from engram.extraction.hobby_lexicon import DOERS, KNOWN_HOBBY, NOT_NOW_PASTIME, hobby_name, named_form, weak
from engram.extraction.pastime_passing import pastime_said
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.tool_lexicon import AFFIRMING
from engram.extraction.value_first import ended_values, names_someone_else

_F = re.IGNORECASE
# Doers whose word is also a trade or a profession: "I'm a painter" is a job before it is a pastime.
_TRADES = frozenset(
    "baker photographer gardener potter sailor diver painter singer dancer astronomer calligrapher bookbinder "
    "woodworker beekeeper guitarist pianist drummer violinist cellist boxer weightlifter powerlifter archer "
    "woodturner embroiderer".split()
)
_PLAIN_DOERS = sorted((d for d in DOERS if d not in _TRADES), key=len, reverse=True)
_PLAIN_DOER = "(?:" + "|".join(re.escape(d).replace(r"\ ", r"\s+") for d in _PLAIN_DOERS) + ")"
# The user is one now: "I'm a runner now", "I've become a climber", "turns out I'm a knitter".
_IS_DOER = re.compile(
    r"(?:\b(?:i'm|im|i\s+am|i've\s+become|i\s+have\s+become|i\s+became|became|officially)\s+(?:now\s+|also\s+|basically\s+|"
    r"officially\s+|properly\s+|really\s+|kind\s+of\s+|kinda\s+|apparently\s+)*(?:an?\s+)|^\W*(?:(?:ok|so|btw|also)\W+)*"
    r"(?:(?:new|fellow|a|an)\s+)?)(?:(?!(?:former|ex|retired|lapsed|recovering|failed|reformed)\b)[\w-]+\s+){0,2}?"
    rf"(?P<doer>{_PLAIN_DOER})(?:s)?\b(?=\s*(?:$|now|these\s+days|nowadays|here|too|again|apparently|lol|haha|[,.;!:(]|"
    r"and\b|who\s+knew|at\s+heart|(?:this|last)\s+(?:year|summer|winter|spring|autumn|month)|lately|recently|"
    r"through\s+and\s+through|(?:on|at)\s+(?:the\s+)?weekends))",
    _F,
)
_GROUP = (
    r"(?:club|team|league|squad|crew|group|society|choir|orchestra|band|ensemble|class|classes|troupe|company|circle|"
    r"collective|meetup|association|guild)"
)
# The user as the player of a pastime, with its rank, or in its group.
_PLAYER = re.compile(
    r"\b(?:i'm|im|i\s+am|i've\s+become|i\s+became)\s+(?:now\s+|also\s+|still\s+)*(?:an?|the)\s+(?:[\w-]+\s+){0,2}?"
    r"(?P<v>[\w'& -]+?)\s+player\b",
    _F,
)
_BELT = re.compile(
    r"\b(?:i'm|im|i\s+am|i've\s+got|i\s+got|got\s+my|earned\s+my|i\s+earned\s+my|just\s+got)\s+(?:now\s+)?(?:an?\s+)?"
    r"(?:(?:white|yellow|orange|green|blue|purple|brown|red|black|first|second|1st|2nd|3rd)\s+)?"
    r"(?:(?:degree|dan|stripe)\s+)?(?:belt|dan|kyu|grade)\s+in\s+(?P<v>[\w' -]+?)\b"
    r"(?=\s*(?:$|now|[,.;!(]|and\b|at\b|after\b))",
    _F,
)
_MEMBER = re.compile(
    r"(?:\b(?:i'm|im|i\s+am|we're|i've\s+been|been|now)\s+(?:now\s+|also\s+|still\s+)*(?:in|part\s+of|a\s+member\s+of)|"
    r"\b(?:i|we)\s+(?:just\s+|finally\s+|recently\s+|also\s+)?joined|^\W*(?:(?:ok|so|btw|also|update)\W+)*"
    r"(?:just\s+|finally\s+|recently\s+)?joined)\s+(?:a|an|the|my|our)\s+(?P<group>(?:[\w&'-]+\s+){0,3}"
    rf"{_GROUP})\b",
    _F,
)
# What people collect, and the name of collecting it.
_COLLECTIBLE = (
    r"(?:stamps|coins|vinyl|records|vinyl\s+records|comics|comic\s+books|(?:trading|pokemon|pokémon|baseball|football|"
    r"magic|sports)\s+cards|cards|postcards|enamel\s+pins|pins|badges|action\s+figures|funko\s+pops|lego\s+sets|"
    r"vintage\s+cameras|film\s+cameras|cameras|fountain\s+pens|watches|vintage\s+watches|sneakers|trainers|"
    r"minerals|crystals|rocks|fossils|shells|seashells|antiques|first\s+editions|rare\s+books|teapots|"
    r"model\s+cars|matchbox\s+cars|die-?cast\s+cars|vintage\s+toys|retro\s+games|retro\s+consoles|"
    r"video\s+games|board\s+games|houseplants|succulents|cacti|bottle\s+caps|beer\s+mats|keyrings|snow\s+globes|"
    r"tea\s+cups|mugs|perfumes|whisky|whiskey|wine|maps|banknotes|military\s+memorabilia|memorabilia)"
)
_COLLECTS = re.compile(
    r"(?:\b(?:i|we)\s+(?:also\s+|still\s+|now\s+|mostly\s+|kind\s+of\s+|kinda\s+|sort\s+of\s+)*collect|"
    r"\b(?:i've|i\s+have|we've)\s+(?:been|started|begun)\s+collecting|(?:^\W*|\bi'm\s+|\bim\s+|\bnow\s+|\bbeen\s+)collecting|"
    r"\b(?:started|begun|took\s+up)\s+collecting)\s+(?:old\s+|vintage\s+|rare\s+|retro\s+|antique\s+)?(?P<v>"
    + _COLLECTIBLE
    + r")\b",
    _F,
)
_COLLECTOR = re.compile(
    r"\b(?:i'm|im|i\s+am|i've\s+become)\s+(?:now\s+|also\s+|still\s+)*(?:an?\s+)?(?:(?:keen|avid|serious|big|huge|"
    r"obsessive|bit\s+of\s+an?|amateur|proper)\s+)*(?P<v>" + _COLLECTIBLE.replace("s|", "|") + r"|\w+)\s+collector\b",
    _F,
)
# A race of a pastime the user is training for.
_RACE = re.compile(
    r"\b(?:training|trained|in\s+training)\s+for\s+(?:my|a|an|the)\s+(?:(?:first|second|third|next|\d+(?:st|nd|rd|th)|"
    r"local|big|spring|autumn|fall|summer|winter|city|trail|first\s+ever)\s+)*"
    r"(?P<race>half[\s-]marathon|marathon|ultra(?:marathon)?|10k|5k|half|sprint\s+triathlon|olympic\s+triathlon|"
    r"triathlon|ironman|duathlon|sportive|century(?:\s+ride)?|gran\s+fondo|swimrun|open\s+water\s+swim|"
    r"channel\s+swim|powerlifting\s+meet|bodybuilding\s+show|bjj\s+tournament|judo\s+tournament|fun\s+run)\b",
    _F,
)
# A first made, done or finished thing of a pastime named with it: "finished my first sweater!! knitting
# is so satisfying", "did my first 100k ride, cycling has become my whole thing".
_MILESTONE = re.compile(
    r"\b(?:finished|made|did|ran|completed|knitted|knit|crocheted|baked|built|threw|sewed|sewn|climbed|sent|swam|"
    r"rode|caught|landed|played|painted|carved|turned|brewed|printed|shot|developed|hiked|summited)\s+my\s+"
    r"(?:very\s+)?first\b",
    _F,
)
# What doing it is like to the user: "crochet is addictive", "knitting is so satisfying".
_ENJOYED = re.compile(
    r"^\s*(?:is|'s|has\s+been|has\s+become|became)\s+(?:(?:so|really|super|weirdly|incredibly|ridiculously|seriously|"
    r"very|genuinely|honestly|insanely|stupidly|surprisingly|oddly|such)\s+)*(?:addictive|addicting|satisfying|meditative|"
    r"relaxing|calming|soothing|(?:a\s+)?(?:lot\s+of\s+)?fun|my\s+whole\s+(?:thing|life|personality|world))\b",
    _F,
)
_ME = re.compile(r"\b(?:i|i'm|im|i've|me|my|we|we're|our)\b", _F)
# The user's outings of a pastime: "my morning swims are non-negotiable now", "my long runs on sundays".
_OUTINGS = re.compile(
    r"\bmy\s+(?:(?P<when>morning|evening|early|daily|weekend|long|sunday|saturday|lunchtime|night|trail|easy|weekly|"
    r"regular|sea|lake|river|mountain|gravel|road|bike|cycle|solo)\s+)?(?P<n>swims|runs|rides|hikes|climbs|paddles|dives|"
    r"surfs|skates|rows|walks|jogs)\b",
    _F,
)
# An instrument the user has, practised or played again and again: "the guitar I bought in march ...
# I play most nights", "got a drum kit for the garage, practising every night".
_INSTRUMENT = re.compile(
    r"\b(?P<v>bass\s+guitar|electric\s+guitar|acoustic\s+guitar|guitar|ukulele|uke|piano|keyboard|violin|viola|cello|"
    r"double\s+bass|drum\s+kit|drums|flute|clarinet|saxophone|sax|trumpet|trombone|harp|banjo|mandolin|accordion|"
    r"harmonica|bagpipes|oboe|bassoon|french\s+horn|tuba|sitar|fiddle|synth|synthesizer)s?\b",
    _F,
)
_OWNED = re.compile(
    r"\b(?:bought|got|have|my|our|new|rented|inherited|borrowed)\s+(?:an?\s+|the\s+)?(?:\w+\s+){0,2}?$", _F
)
_OWNED_AFTER = re.compile(r"^s?\s+(?:that\s+)?(?:i|we)\s+(?:\w+\s+)?(?:bought|got|own|have|rented|inherited)\b", _F)
_PRACTISED = re.compile(
    r"(?:\b(?:i|we)\s+(?:\w+\s+)?(?:play|practi[cs]e)|(?:^|[,;]\s*|\band\s+)(?:i'm\s+|been\s+)?(?:playing|practi[cs]ing))"
    r"\s+(?:it\s+|on\s+it\s+)?(?P<after>.*)$",
    _F,
)
_INSTRUMENT_NAMES = {
    "uke": "ukulele",
    "drum kit": "drums",
    "sax": "saxophone",
    "keyboard": "piano",
    "synthesizer": "synth",
}
# Not the user's practice now: a wish or plan, a question, a negation, a past.


def pastime_from_statement(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with the pastime a statement says the user is a doer, player, member or collector of,
    when no other reading found a hobby; or the pastime it ends, read over the whole statement where
    clause splitting cut the cue apart ("yoga and I broke up lol")."""
    facts = [f for f in facts if not _about(f, text)]
    if any(f.slot.startswith("hobby:") or f.slot == "?" for f in facts):
        return facts
    if not THIRD_SUBJECT.match(text.lower()):
        ended = [f for f in ended_values(text) if f.old and KNOWN_HOBBY.fullmatch(f.old)]
        if ended:
            return [*facts, *ended[:1]]
    if THIRD_SUBJECT.match(text.lower()) or NOT_NOW_PASTIME.search(AFFIRMING.sub(" ", text)):
        return _with_passing(facts, text)  # (a clause of its own may still say it: "Started jiu-jitsu ... ago")
    values = [v for v in _values(text) if v]
    if not values:
        return _with_passing(facts, text)
    value = values[0]
    # "I'm a runner now": the doer is a pastime, never the user's role
    kept = [f for f in facts if not (f.op == "set" and f.slot in ("role", "?", "", None)) and not _about(f, text)]
    return [*kept, TypedFact(f"hobby:{slot_key(value)}", value, "set", evidence=text, rule="value:pastime")]


def _with_passing(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """``facts`` with a pastime said in passing; a reading of no slot from the same words gives way
    ("I'm a quilting enthusiast": the pastime, not a free-form line)."""
    said = pastime_said(text)
    if not said:
        return facts
    value = said[0].value.lower()
    # (a longer line of no slot says more than the pastime: "My favorite is the banana split sundae - I enjoy it
    # after a day of volunteering" stays)
    return [
        *(f for f in facts if not (f.slot in ("", None) and value in f.value.lower() and len(f.value.split()) <= 5)),
        *said,
    ]


def _about(fact: TypedFact, text: str) -> bool:
    """A frame's half-reading of the same words: "i'm in a choir" read as living in "choir"."""
    said = _MEMBER.search(text)
    return fact.slot == "residence" and said is not None and fact.value.lower() in said.group("group").lower()


def _values(text: str) -> list[str]:
    out: list[str] = []
    if (said := _IS_DOER.search(text)) and not names_someone_else(text):
        out.append(_doing(said.group("doer")))
    for pattern in (_PLAYER, _BELT):
        said = pattern.search(text)
        phrase = said.group("v").strip() if said else ""
        known = [m for m in KNOWN_HOBBY.finditer(phrase) if m.end() == len(phrase)]  # "the worst squash player"
        if known:
            out.append(hobby_name(known[-1].group("v")))
    if (said := _MEMBER.search(text)) and not names_someone_else(_without(text, said)):
        out.extend(_of_group(said.group("group")))
    if said := _COLLECTS.search(text) or _COLLECTOR.search(text):
        out.append(_collecting(said.group("v")))
    if _MILESTONE.search(text) or _ME.search(text):
        out += [
            hobby_name(m.group("v"))
            for m in KNOWN_HOBBY.finditer(text)
            if (_MILESTONE.search(text) and not weak(m.group("v"))) or _ENJOYED.match(text[m.end() :])
        ][:1]
    elif _enjoyed_head(text):  # "knitting is so satisfying", said by the user
        out.append(_enjoyed_head(text))
    said = _OUTINGS.search(text)
    if (
        said
        and not names_someone_else(text)
        and (said.group("n").lower() not in ("walks", "rides") or said.group("when"))
    ):
        out.append(hobby_name(said.group("n")))
    out.extend(_instrument(text))
    if (said := _RACE.search(text)) and not names_someone_else(text):
        race = " ".join(said.group("race").lower().split())
        out.append(named_form(race.removesuffix(" ride")) or "running")  # a race the lexicon has no name for: a run
    return out


def _enjoyed_head(text: str) -> str:
    """The pastime heading a statement of what doing it is like ("knitting is so satisfying")."""
    head = KNOWN_HOBBY.match(text.strip())
    if head is None or weak(head.group("v")) or not _ENJOYED.match(text.strip()[head.end() :]):
        return ""
    return hobby_name(head.group("v"))


def _instrument(text: str) -> list[str]:
    """The user's instrument, said to be practised or played again and again."""
    for found in _INSTRUMENT.finditer(text):
        if not (_OWNED.search(text[: found.start()]) or _OWNED_AFTER.match(text[found.end() :])):
            continue
        played = _PRACTISED.search(text, found.end())
        if played and RHYTHM.match(played.group("after")):
            name = " ".join(found.group("v").lower().split())
            return [_INSTRUMENT_NAMES.get(name, name)]
    return []


def _without(text: str, said: re.Match[str]) -> str:
    return text[: said.start("group")] + text[said.end("group") :]


def _of_group(group: str) -> list[str]:
    """The pastime a group is of: "a community choir" is choir, "the local running club" running."""
    words = " ".join(group.lower().split())
    named = [hobby_name(m.group("v")) for m in KNOWN_HOBBY.finditer(words)]
    if named:
        return named[-1:]
    return ["choir"] if words.endswith("choir") else []


def _doing(doer: str) -> str:
    low = " ".join(doer.lower().split())
    return DOERS.get(low) or DOERS.get(low.removesuffix("s"), "")


def _collecting(thing: str) -> str:
    """ "stamps" -> "stamp collecting", "vinyl" -> "vinyl collecting", "comic books" -> "comic book collecting"."""
    words = " ".join(thing.lower().split()).split()
    last = words[-1]
    if last.endswith("ies"):
        last = last[:-3] + "y"
    elif last.endswith(("ches", "shes", "sses")):
        last = last[:-2]
    elif last.endswith("s") and not last.endswith("ss"):
        last = last[:-1]
    return " ".join([*words[:-1], last, "collecting"])
