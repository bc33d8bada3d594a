"""A sentence that leans on the one before it: the referent spelled out, then read as usual.

Chat states a change in two steps: the first sentence names the thing ("everyone got a new manager
in the reorg", "any good bakeries in Utrecht?", "my girlfriend Wilhelmina and I had a long talk"),
the second refers back to it ("mine is Saoirse", "we've just settled into our flat there", "we split
up"). The fact grammar reads one sentence at a time, so here each *class* of reference is paired
with the value type it points at, looked up in the text just before (the previous sentence, or the
start of the same sentence) or in the facts already stated:

* a place: "the new place in <Place>" after a move cue -> "we live in <Place>";
  "there", "that's where ..." -> the last named place ("in/to/near/of <Place>", a bare
  "<Place>?"); "it's <Place> for us" after a move cue ("changed cities", "moved");
* a manager: "mine is <Name>" -> "my manager is <Name>" when a manager word was just said;
  "her name is <Name>" -> the same after "we / our team got a new manager";
* a partner: "we're official/together", "we split up" -> "<Name> and I ..." when the user just
  met, named or stated a partner;
* a child: "she/he turned 9" -> "my <kin> <Name> turned 9" for the child last stated;
* a pet: "her name is Lentil", "he's called Gus", "named him Bear" -> "I have a <species> named
  <Name>" when the sentence before gave the user an animal ("I have a cat", "got a dog!!", "we took
  in a stray kitten");
* a partner: "his name is Diego" -> "my boyfriend is Diego" after "I have a boyfriend now!" or "I
  met someone"; a baby: "his name is Remy" -> "we had a baby boy named Remy" after "we had a baby boy";
* an employer: "I'm off to <Org>" -> "I'm joining <Org>" only after the user named where they work;
* a project: "also switched its db to SQLite" -> the one project the sentence before named; "It's
  called Leashed" after "I'm building an app for dog walkers" -> "... an app for dog walkers called
  Leashed", "it's my inventory app" -> "<the one name before> is my inventory app";
* a role given by a pronoun: "Klara keeps stealing socks. she's our ferret" -> "Klara is our ferret"
  (engram.extraction.pronoun_roles);
* an age asked about: "bedtime story for a 10 year old? it's for my son Oisin" gives Oisin the age;
* a project built for fun, named by the request before: "plan Damask? I'm building it for fun";
* an editor or a language claimed with "it" after an aside in the same sentence or a claim that does
  not open its sentence ("quick q about Geany - it's my daily driver"): "<Tool> is what I code in" for
  the one tool the text before names (engram.extraction.tool_referents);
* an allergy said alone after a question naming the allergen: "I'm allergic" -> "I'm allergic to X";
* the user answering their own "guess who ...?": "yep, me" -> "I ..." (engram.extraction.rhetorical);
* the user vouching for what somebody told people about them: "Mama's told the whole church I'm head of
  content now. She's not wrong" -> "I'm head of content now" (engram.extraction.rhetorical);
* the user answering a question of the assistant's: "you asked about kids: one daughter, Mira, 12" ->
  "I have one daughter, Mira, 12" (engram.extraction.answers; the question is in the same sentence);
* a replacement said alone after a rejection: "Decided against Dioxus for Crawdad. Petite-Vue instead." ->
  "for Crawdad, Petite-Vue instead of Dioxus" (engram.extraction.instead_named);
* a job asked about, then claimed: "Any tips for a new data engineer at Quillon? I started Monday." ->
  "I'm a data engineer at Quillon"; "I've been their UX designer", "I'm the clinic manager there"
  (engram.extraction.work_referents);
* a thing built, said right after a request naming it: "a readme for Rojak? It's a recipe scaler I'm
  building" -> "I'm building Rojak, a recipe scaler";
* a project called up, then ended with "it": "Remember Skerry? I pulled the plug on it."
  (engram.extraction.end_referents).

The rewritten sentence is only read for facts; evidence stays the user's own sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from engram.extraction.allergy_first import allergy_referent
from engram.extraction.answers import answered
from engram.extraction.baby_news import baby_announced, baby_named
from engram.extraction.decision_first import stack_referent
from engram.extraction.end_referents import ended_it
from engram.extraction.fact_lexicon import CHILD_WORDS, SPECIES, THIRD_PARTY
from engram.extraction.fact_values import not_a_name
from engram.extraction.frame_parts import TEMP_CUE
from engram.extraction.gazetteer import is_place
from engram.extraction.home_in_passing import SETTLED_HERE, STAY
from engram.extraction.instead_named import instead_named
from engram.extraction.kid_lists import birthday_of
from engram.extraction.kin_lexicon import AGE_WORD
from engram.extraction.person_names import GIVEN_NAMES
from engram.extraction.pet_names import pet_mine, pet_one, pet_pronoun
from engram.extraction.project_context import project_referent
from engram.extraction.project_first import project_named_next
from engram.extraction.pronoun_roles import role_referent
from engram.extraction.rhetorical import guessed, vouched
from engram.extraction.side_projects import project_apposed, project_it_called, project_mine, side_project_asked
from engram.extraction.slots import TypedFact
from engram.extraction.tool_referents import tool_referent
from engram.extraction.value_first import names_someone_else
from engram.extraction.work_referents import job_claimed, title_one, worked_there

_F = re.IGNORECASE
_CAP = r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:[\s-]+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*){0,2}"
_NOT_PLACE = {"i", "im", "i'm", "my", "the", "a", "an", "we", "it"}

_PLACE_IN = re.compile(rf"\b(?:in|to|near|around|from|of|outside|visiting|visit)\s+(?P<v>{_CAP})", _F)
_PLACE_BARE = re.compile(rf"^\W*(?P<v>{_CAP})\s*\?", _F)
_THERE = re.compile(r"\b(?:in\s+|over\s+|to\s+)?(?:there|here)\b", _F)
_LIVE_WORDS = re.compile(
    r"\b(?:live|living|lives|settled|settling|moved|moving|relocated|relocating|based|renting|rent|call\s+home|"
    r"(?:our|my)\s+(?:new\s+)?(?:place|flat|house|apartment|home))\b",
    _F,
)
_THATS_WHERE = re.compile(r"^\W*(?:that's|thats|that\s+is|this\s+is|it's|its)\s+where\b", _F)

# "changed cities: ..., so it's Daugavpils for us from here on": the move cue names what "it" is
_ITS_PLACE = re.compile(rf"\b(?:it's|its|it\s+is)\s+(?P<v>{_CAP})\s+for\s+(?:us|me)\b", _F)
_PLACE_NOW = re.compile(
    rf"^\W*(?:(?:so|and|ok|okay|anyway|yep|yeah)\W+)?(?P<v>{_CAP})\s+now\b(?!\s+(?:is|has|have|looks))", _F
)
_PLACE_ALONE = re.compile(rf"^\W*(?P<v>{_CAP})\W*$", _F)
_MOVE_CUE = re.compile(
    r"\b(?:changed|switched|swapped|new)\s+(?:cities|city|towns|town|countries|country)\b|\b(?:moved|relocated)\b", _F
)
# "the new place in Leipzig", "our new flat in Graz", "new place is in Inverness": where the home a move
# cue announced is
_NEW_HOME = re.compile(
    rf"(?:\b(?:the|our|my)\s+|(?:^|[.!?,;:]\s*)|\b(?:and|so)\s+)new\s+(?:place|flat|house|apartment|home|digs|pad)\s+"
    rf"(?:is\s+|'s\s+)?(?:(?:right|just)\s+)?(?:in|near|outside)\s+(?P<v>{_CAP})",
    _F,
)
_MOVED_TO = re.compile(r"\b(?:moved|relocated|moving|shifted)\s+(?:back\s+)?to\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])", _F)
_MANAGER_WORD = re.compile(r"\b(?:manager|boss|supervisor|team\s+lead|line\s+manager)s?\b", _F)
# the change of manager told first, the name after: "my boss changed. It's Delroy Whitaker now"
_MANAGER_CHANGED = re.compile(
    r"\b(?:my|our)\s+(?:\w+\s+)?(?:manager|boss|supervisor|team\s+lead|line\s+manager)\s+(?:has\s+|just\s+)*"
    r"(?:changed|changed\s+again|switched|is\s+(?:new|different))\b|"
    r"\b(?:new|different)\s+(?:manager|boss|supervisor|team\s+lead|line\s+manager)\s*(?:at\s+work\s*)?[.!:]*\s*$",
    _F,
)
_ITS_NOW = re.compile(rf"^\W*(?:it['’]?s|it\s+is)\s+(?:now\s+)?(?P<v>{_CAP})(?:\s+now)?\b", _F)
# ... or in one sentence, the news a headline: "New manager as of this week -- Fatima got promoted, so now it's Diego"
_NEW_MANAGER_HEAD = re.compile(
    r"^\W*(?:(?:so|ok|update|news)\W+)?(?:a\s+)?new\s+(?:manager|boss|supervisor|team\s+lead|line\s+manager)\b", _F
)
_ITS_NOW_LATER = re.compile(
    rf"(?:[,;:—–]\s*|\s-+\s+|\b(?:so|and)\s+)(?:now\s+)?(?:it['’]?s|it\s+is)\s+(?:now\s+)?(?P<v>{_CAP})(?:\s+now)?(?=\s*(?:$|[.,;!]))",
    _F,
)
_GOT_NEW_MANAGER = re.compile(
    r"\b(?:i|we|our\s+team|my\s+team)(?:'ve|\s+have|\s+has)?\s+(?:just\s+|finally\s+)?(?:got|gotten|have|has)\s+"
    r"a\s+new\s+(?:manager|boss|supervisor|team\s+lead|line\s+manager)\b",
    _F,
)
_NAME_IS = re.compile(r"\b(?:her|his|their)\s+name(?:'s|\s+is)\s+(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))", _F)
# ... for a partner or a baby: in a message with no capital at all, a lower-case name too ("her name is maya")
_NAME_IS_ANY = re.compile(
    r"\b(?P<p>her|his|their)\s+name(?:'s|\s+is)\s+(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])|(?-i:[a-z])(?-i:[^A-ZÀ-ÖØ-ÞĀ-Ž])*$)", _F
)
_MINE_IS = re.compile(r"^\W*(?:(?:and|but|ok|so)\s*,?\s+)?mine(?:'s|\s+is)\s+(?:now\s+)?(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))", _F)

_NOT_MET = (
    r"(?:someone|somebody|a|an|the|my|our|his|her|their|him|them|us|you|up|with|people|friends|everyone|"
    r"this|that|some|loads|lots|each|one|again|online)"
)
# the one the user met: a capitalised name, or one lower-case word that is no kin/role noun or pronoun
_MET = re.compile(
    rf"(?:^|[.!?,;]\s*|\b(?:i|we)\s+)(?:finally\s+|just\s+)?met\s+(?P<v>{_CAP}|(?!{_NOT_MET}\b)[a-z][\w'-]+)", _F
)
_MY_PARTNER = re.compile(rf"\bmy\s+(?:girlfriend|boyfriend|partner|wife|husband|fianc[ée]e?)\s*,?\s+(?P<v>{_CAP})", _F)
_WE_COUPLE = re.compile(
    r"\bwe(?:'re|\s+are|'ve|\s+have)?\s+(?:now\s+|just\s+|finally\s+|officially\s+)*"
    r"(?=(?:official|together|a\s+thing|a\s+couple|dating|engaged|broke\s+up|split|separated|called\s+it\s+quits)\b"
    # (never with an object of its own: "we split the cooking", "we separated the recycling")
    r"(?!\S*\s+(?:the|a|an|our|my|their|that|this|them|it|these|those|everything|things|bills?|rent|costs?|chores)\b))",
    _F,
)

_ENDED = re.compile(r"(?:broke|split|separated|called)\b", _F)
_PRONOUN_TURNED = re.compile(
    # (after a word that only places it in time: "Now that he is 13, he wants a phone")
    r"^\W*(?:(?:now\s+that|now|and|so|since|well|ok|okay|yep|yes)\s+)?(?:(?:quick\s+)?update\W+)?(?P<p>she|he|they)"
    r"(?=(?:\s+just)?\s+(?:turned|turns|is\s+turning)\s+\d|"
    rf"(?:['’]s|\s+is|['’]re|\s+are)\s+(?:now\s+|officially\s+)*(?:\d{{1,2}}|{AGE_WORD})\b(?:\s+(?:years?\s+old\s+)?now\b)?|"
    rf"(?:['’]s|\s+is|['’]re|\s+are)\s+(?:\d{{1,2}}|{AGE_WORD})\s+(?:years?\s+old\s+)?now\b)",
    _F,
)
_BARE_AGE = re.compile(
    rf"^\W*(?:(?:and|now|already)\s+)?(?P<n>\d{{1,2}}|{AGE_WORD})\s*(?:years?\s+old|yrs?\s+old|yo|y/o)\b", _F
)
_GIRL = {"daughter", "girl", "stepdaughter"}
_BOY = {"son", "boy", "stepson"}

_PET_NAMED = re.compile(
    r"^\W*(?:(?:her|his|its|their)\s+name(?:'s|\s+is)|(?:she's|he's|it's|she\s+is|he\s+is|it\s+is)\s+(?:called|named)|"
    r"(?:(?:we|i|they)\s+)?(?:named|called|(?:decided\s+to\s+)?(?:name|call))\s+(?:her|him|it)|"
    r"(?:we're|we\s+are|i'm|i\s+am)\s+(?:calling|naming)\s+(?:her|him|it)|meet|say\s+hi\s+to|"
    r"(?:called|named))\s+(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])|(?-i:[a-z])(?-i:[^A-ZÀ-ÖØ-ÞĀ-Ž])*$)|"
    # the animal said again, with its name: "we got a puppy! a beagle called Rolo"
    rf"^\W*(?:an?\s+)?(?:[\w-]+\s+){{0,2}}?{SPECIES}\s+(?:called|named)\s+(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))|"
    # the name said first: "I adopted a greyhound yesterday! Hugo is his name"
    r"^\W*(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+\s+is\s+(?:his|her|its)\s+name\b)|"
    # the name alone, right after the animal: "we've got a hamster now! Sprout."
    r"^\W*(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)?\W*$)",
    _F,
)
_INTERJECTIONS = frozenset(
    "yay yes yep yeah yup finally great nice cool awesome wow omg lol haha thanks thank ugh aww aw so ok okay "
    "sweet hooray woohoo brilliant lovely perfect amazing sadly anyway again whew phew congrats exciting "
    "fun wild crazy seriously honestly right".split()
)
# the animal the sentence before brought home, the user its subject or no subject said ("got a dog!!")
_PET_OWNED = re.compile(
    rf"(?:(?:^\W*(?:(?:so|ok|okay|omg|yay|btw|well|and)\W+)*|\b(?:i|we)(?:'ve|\s+have)?\s+)(?:just\s+|finally\s+|now\s+)?"
    rf"(?:have|got|adopted|rescued|brought\s+home|took\s+in|picked\s+up|bought|welcomed|caved\s+and\s+got)\s+"
    rf"(?:(?:myself|ourselves|us|me)\s+)?|"
    rf"\bsurprised\s+(?:me|us)\s+with\s+|\b(?:i'm|im|i\s+am)\s+(?:now\s+)?(?:officially\s+)?(?=an?\s+(?:proud\s+|new\s+)?\S+\s+(?:owner|mum|mom|dad|parent)\b))"
    rf"(?:a|an|another)\s+(?:[\w-]+\s+){{0,2}}?(?P<s>{SPECIES})\b(?![^.!?]*\bfor\s+(?:my|our)\s+(?!kids?\b|children\b)\w+)|"
    # ... or named it as the user's, at the end of the sentence: "can you suggest toys for my parrot?"
    rf"(?<![\w'’-])(?:my|our)\s+(?:[\w-]+\s+)?(?P<s2>{SPECIES})(?=\s*[?!.]*\s*$)",
    _F,
)
# a partner the sentence before introduced without a name ("I have a boyfriend now!", "I met someone")
_PARTNER_HAD = re.compile(
    r"\b(?:i|i've|i'm|im)\s+(?:(?:just|finally|now|been|kind\s+of|kinda)\s+)*(?:(?:have|got|found)\s+(?:a\s+)?(?:new\s+)?"
    r"(?P<rel>boyfriend|girlfriend|partner|fianc[ée]e?)|(?:started\s+)?(?:met|seeing|dating)\s+(?:someone|somebody)(?:\s+new)?|"
    # "I'm in love again lol. Her name is Adaeze"
    r"(?:fallen|fell)\s+in\s+love(?:\s+again)?)\b|\b(?:i'm|i\s+am|im)\s+in\s+love(?:\s+again)?\b|"
    # ... or the couple as the subject: "my girlfriend and i got engaged!!"
    r"(?<![\w'’-])my\s+(?:new\s+)?(?P<rel2>boyfriend|girlfriend|partner|fianc[ée]e?|wife|husband)\s+and\s+(?:i|me)\b",
    _F,
)
_AGE_ASKED = re.compile(r"\bfor\s+(?:a|an|my)\s+(?P<n>\d{1,2})[\s-]*(?:year|yr)s?[\s-]*old\b", _F)

_OFF_TO = re.compile(
    rf"\b(?:i'm|im|i\s+am)\s+(?:now\s+|finally\s+)?(?:off|heading|headed|going|moving)\s+(?:over\s+)?to\s+(?P<v>{_CAP})",
    _F,
)
_WORKPLACE = re.compile(rf"\b(?:team|job|company|work|working|employer)\s+(?:at|with|for)\s+{_CAP}", _F)


def referred(sentence: str, before: str, earlier: Sequence[TypedFact]) -> str | None:
    """The sentence with the reference it leans on spelled out, or None when it leans on nothing."""
    for rewrite in (
        answered,
        guessed,
        vouched,
        instead_named,
        ended_it,
        allergy_referent,
        tool_referent,
        side_project_asked,
        project_apposed,
        project_mine,
        project_it_called,
        _place,
        _manager,
        _partner,
        _child,
        _pet,
        pet_mine,
        pet_one,
        pet_pronoun,
        _pet_subject,
        _partner_named,
        _employer,
        job_claimed,
        worked_there,
        title_one,
        role_referent,
        project_referent,
        project_named_next,
        stack_referent,
    ):
        said = rewrite(sentence, before, earlier)
        if said is not None:
            return said
    return None


def aged(facts: list[TypedFact], before: str) -> list[TypedFact]:
    """A child named right after a request about an N-year-old is that age."""
    asked = _AGE_ASKED.search(before)
    kids = [f for f in facts if f.slot.startswith("child:") and f.op == "set" and not f.q("age")]
    if asked is None or len(kids) != 1:
        return facts
    age = ("age", asked.group("n"))
    return [replace(f, qualifiers=(*f.qualifiers, age)) if f is kids[0] else f for f in facts]


def _last(pattern: re.Pattern[str], text: str) -> str | None:
    found = [m.group("v") for m in pattern.finditer(text) if m.group("v").lower() not in _NOT_PLACE]
    return found[-1] if found else None


def _place(sentence: str, before: str, earlier: Sequence[TypedFact]) -> str | None:
    home = _NEW_HOME.search(sentence)
    # (not when the move named its place already: "moved to Bengaluru last week, new flat in Indiranagar" -- a
    # neighbourhood of the city moved to)
    moved_to = _MOVED_TO.search(sentence[: home.start()]) if home is not None else None
    if (
        home is not None
        and moved_to is None
        and _MOVE_CUE.search(f"{before} {sentence[: home.start()]}")
        and not TEMP_CUE.search(sentence)
    ):
        return f"we live in {home.group('v')}"  # "we finally moved!! the new place in Leipzig is tiny"
    alone = _PLACE_ALONE.match(sentence)  # "lol now I've moved too. Portland. been here a week."
    if alone is not None and is_place(alone.group("v")) and _MOVE_CUE.search(before):
        return f"we live in {alone.group('v')}"
    now = _PLACE_NOW.match(sentence)  # "Update: we moved! Denver now, renting a place in Capitol Hill"
    if now is not None and is_place(now.group("v")) and _MOVE_CUE.search(f"{before} {sentence}"):
        return f"we live in {now.group('v')}"
    its = _ITS_PLACE.search(sentence)
    if its is not None and _MOVE_CUE.search(f"{before} {sentence[: its.start()]}") and not TEMP_CUE.search(sentence):
        return f"we live in {its.group('v')}"
    settled = SETTLED_HERE.search(sentence)
    if settled is not None and not TEMP_CUE.search(sentence) and not STAY.search(f"{before} {sentence}"):
        places = {m.group(0) for m in _CAPITALISED.finditer(before) if is_place(m.group(0))}
        if len(places) == 1 and not names_someone_else(before):  # "Kigali is so quiet. ... a daily commute here?"
            return f"we live in {places.pop()}"
    where = _THATS_WHERE.match(sentence)
    there = _THERE.search(sentence)
    anchor = where or there
    if anchor is None or (where is None and not _LIVE_WORDS.search(sentence)):
        return None
    head = sentence[: anchor.start()]
    bare = _PLACE_BARE.match(before.strip())
    place = _last(_PLACE_IN, f"{before} {head}")
    if place is not None and place.split()[0].lower() in _WHEN_WORDS:  # "the northern lights in October"
        place = None
    place = place or (bare.group("v") if bare else None) or _place_named(before)
    if place is None or TEMP_CUE.search(sentence):
        return None
    if where is not None:
        return f"{place} is where{sentence[where.end() :]}"
    assert there is not None
    return f"{sentence[: there.start()]}in {place}{sentence[there.end() :]}"


_CAPITALISED = re.compile(r"(?<![\w'’-])(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+(?:\s+[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+)?)(?![\w'’-])")


_WHEN_WORDS = frozenset(
    "january february march april may june july august september october november december monday tuesday wednesday "
    "thursday friday saturday sunday spring summer autumn fall winter".split()
)


def _place_named(before: str) -> str | None:
    """The one place the question before names, anywhere in it: "does Bozeman get enough sun? That's where I live"."""
    places = {m.group(0) for m in _CAPITALISED.finditer(before) if m.start() > 0 and is_place(m.group(0))}
    return places.pop() if len(places) == 1 else None


# the people a "her name is" may point back to: the user's manager is the one only when named last ("is it
# weird to add my manager on Instagram? Her name is Brianna"; "my manager's niece -- her name is Ada" is not)
_PERSON_NOUN = re.compile(
    r"(?P<mgr>(?<![\w'’])(?:my|our)\s+(?:new\s+|current\s+)?(?:\w+\s+)?(?:manager|boss|supervisor|team\s+lead|line\s+manager)|"
    r"(?:^|[.!?,;:—–-])\s*(?:the\s+|a\s+)?new\s+(?:manager|boss|supervisor|team\s+lead|line\s+manager))\b(?!['’]s)|"
    r"\b(?:sister|brother|friend|colleague|coworker|co-worker|neighbou?r|cousin|aunt|uncle|niece|nephew|mum|mom|dad|mother|"
    r"father|son|daughter|wife|husband|partner|girlfriend|boyfriend|kid|child|baby|dog|cat|puppy|kitten|teacher|"
    r"doctor|landlord|client|customer|student|tenant|roommate|flatmate|manager|boss|supervisor)s?\b",
    _F,
)


def _last_person(text: str) -> str | None:
    """ "manager" when the last person the text names is the user's manager, else None."""
    found = list(_PERSON_NOUN.finditer(text))
    return "manager" if found and found[-1].group("mgr") else None


def _manager(sentence: str, before: str, earlier: Sequence[TypedFact]) -> str | None:
    named = _NAME_IS.search(sentence)
    if named is not None and (
        _GOT_NEW_MANAGER.search(f"{before} {sentence[: named.start()]}")
        or _last_person(f"{before} {sentence[: named.start()]}") == "manager"
    ):
        return f"my manager is {sentence[named.end() :]}"  # "our team got a new manager, her name is X"
    now = _ITS_NOW.match(sentence)
    if now is not None and _MANAGER_CHANGED.search(before):  # "my boss changed. It's Delroy Whitaker now"
        return f"my manager is {now.group('v')}"
    later = _ITS_NOW_LATER.search(sentence)
    if later is not None and _NEW_MANAGER_HEAD.match(sentence):
        return f"my manager is {later.group('v')}"
    mine = _MINE_IS.match(sentence)
    if mine is None or not _MANAGER_WORD.search(before):
        return None
    return f"my manager is {sentence[mine.end() :]}"


def _partner(sentence: str, before: str, earlier: Sequence[TypedFact]) -> str | None:
    we = _WE_COUPLE.search(sentence)
    if we is None:
        return None
    head = sentence[: we.start()]
    # each text on its own: "met X" may open the sentence, and the sentence's own name comes first
    name = _last(_MET, head) or _last(_MY_PARTNER, head) or _last(_MET, before) or _last(_MY_PARTNER, before)
    if name is None:
        stated = [f.value for f in earlier if f.slot == "partner" and f.op == "set" and f.value]
        name = stated[-1] if stated else None
    if name is None or not_a_name(name.split()[0]):
        return None
    name = name[:1].upper() + name[1:]  # "met percival": the partner frames read a capitalised name
    rest = sentence[we.end() :]
    verb = "" if _ENDED.match(rest) else "are "
    return f"{name} and I {verb}{rest}"  # the clause on its own: the head says nothing of the couple


def _child(sentence: str, before: str, earlier: Sequence[TypedFact]) -> str | None:
    pronoun = _PRONOUN_TURNED.match(sentence)
    if pronoun is None:
        return _child_aged(sentence, before, earlier)
    said = pronoun.group("p").lower()
    birthday = birthday_of(before)
    if birthday is not None:  # "it was Mina's birthday! she's 11 now": the birthday names the child
        return f"{birthday}{sentence[pronoun.end() :]}"
    for fact in reversed(earlier):
        rel = fact.q("rel") or "child"
        if not fact.slot.startswith("child:") or fact.op != "set":
            continue
        if (said == "she" and rel in _BOY) or (said == "he" and rel in _GIRL):
            continue
        if not re.search(rf"\b{re.escape(fact.value)}\b", before, _F):
            return None  # the pronoun is whoever was spoken of just before ("my niece visited. she's 12 now")
        return f"my {rel} {fact.value} {sentence[pronoun.end() :]}"
    if not before.strip() and not earlier:
        # the message opens with it and names nobody: the child memory holds, if it holds one ("ok update, he's 15
        # and we actually went fishing together!"); reconcile updates the one remembered child, or nothing
        rest = re.sub(r"^(?:['’]s|['’]re|\s+are)\b", " is", sentence[pronoun.end() :])
        return f"my kid{rest}"
    return None


def _child_aged(sentence: str, before: str, earlier: Sequence[TypedFact]) -> str | None:
    """ "bettina is my daughter. 3 years old and already smarter than me": the age alone, of the
    child named in the sentence just before."""
    aged = _BARE_AGE.match(sentence)
    child = next((f for f in reversed(earlier) if f.slot.startswith("child:") and f.op == "set"), None)
    if aged is None or child is None or not re.search(rf"\b{re.escape(child.value)}\b", before, _F):
        return None
    return f"my {child.q('rel') or 'child'} {child.value} is {aged.group('n')}"


def _pet(sentence: str, before: str, earlier: Sequence[TypedFact]) -> str | None:
    named = _PET_NAMED.match(sentence)
    owned = _PET_OWNED.search(before) if named is not None else None
    if named is None or owned is None:
        return None
    if named.end() == 0 or sentence[: named.end()].strip(" !.,") == "":  # the name alone: no interjection
        first = sentence.strip(" !.,?").split()[:1]
        if not first or not_a_name(first[0]) or first[0].lower() in _INTERJECTIONS:
            return None
    again = re.search(rf"\b{SPECIES}\b", sentence[: named.end()], _F)  # "a beagle called Rolo": a beagle
    species = again.group(0) if again else owned.group("s") or owned.group("s2")
    said = f"I have a {species.lower()} named {sentence[named.end() :]}"
    return said.lower() if sentence == sentence.lower() else said  # all lower case: its frames read it


# the user's animal in the sentence before ("how often should I trim my African grey's claws?"), and a
# name doing what animals do, or minding what was asked about, as the next sentence's subject ("Tahini
# hates it", "Hobbes howls every time the mail comes")
_MY_ANIMAL = re.compile(rf"(?<![\w'’-])(?:my|our)\s+(?:[\w-]+\s+){{0,2}}?(?P<s>{SPECIES})(?:['’]s)?\b", _F)
_ANIMAL_DOING = re.compile(
    r"^\W*(?P<n>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[a-z]+)\s+(?:(?:always|still|just|really|absolutely|totally)\s+)?"
    r"(?:howls|barks|meows|miaows|purrs|yowls|whines|growls|hisses|squawks|chirps|sheds|moults|molts|"
    r"(?:hates|loves|fights|resists)\s+(?:it|that|this|them)|won['’]t\s+(?:let|stop|sit|settle)|refuses\s+to|"
    r"keeps\s+(?:chewing|scratching|barking|howling|biting|pulling|escaping|plucking|scratching|digging))\b",
    _F,
)


_MINDING = re.compile(r"\b(?:hates|loves|fights|resists|won['’]t|refuses)\b", _F)


def _pet_subject(sentence: str, before: str, earlier: Sequence[TypedFact]) -> str | None:
    """ "my African grey's claws? Tahini hates it": the name is the animal's, when the sentence
    before gave the user one animal and named nobody else."""
    doing = _ANIMAL_DOING.match(sentence)
    animals = {m.group("s").lower() for m in _MY_ANIMAL.finditer(before)}
    if doing is None or len(animals) != 1 or not_a_name(doing.group("n")) or before.count(doing.group("n")):
        return None
    if _MINDING.search(doing.group(0)) and doing.group("n").lower() in GIVEN_NAMES:
        return None  # "my dog is so loud. Sarah hates it": minding is what people do too
    return f"I have a {animals.pop()} named {doing.group('n')}"


_MY_KID = re.compile(
    rf"(?<![\w'’-])(?:my|our)\s+(?:(?:little|youngest|eldest|oldest|baby)\s+)?(?P<rel>{CHILD_WORDS})\b", _F
)


def _partner_named(sentence: str, before: str, earlier: Sequence[TypedFact]) -> str | None:
    """ "I have a boyfriend now! his name is Diego": the name belongs to the partner just introduced;
    "we had a baby boy last night! his name is Remy": to the baby (engram.extraction.baby_news)."""
    baby = baby_named(sentence.lstrip(" !.,-"), before)
    if baby is not None:
        return baby
    named = _NAME_IS_ANY.match(sentence.lstrip(" !.,-"))
    if named is None or baby_announced(before):
        return None
    rest = sentence.lstrip(" !.,-")[named.end() :]
    had = _PARTNER_HAD.search(before)
    if had is None:  # "a savings account for my son? His name is Ikaika": the one child the question named
        kids = {m.group("rel").lower() for m in _MY_KID.finditer(before)}
        named_kid = len(kids) == 1 and not re.search(rf"\b(?:{THIRD_PARTY})\b", _MY_KID.sub(" ", before), _F)
        return f"my {kids.pop()} {rest}" if named_kid and named.group("p").lower() != "their" else None
    return f"my {(had.group('rel') or had.group('rel2') or 'partner').lower()} is {rest}"


def _employer(sentence: str, before: str, earlier: Sequence[TypedFact]) -> str | None:
    off = _OFF_TO.search(sentence)
    if off is None or TEMP_CUE.search(sentence):
        return None
    worked = _WORKPLACE.search(f"{before} {sentence[: off.start()]}") or any(f.slot == "employer" for f in earlier)
    if not worked:
        return None
    return f"{sentence[: off.start()]}I'm joining {off.group('v')}{sentence[off.end() :]}"
