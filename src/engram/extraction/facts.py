"""Typed facts from natural speech: one user sentence in, the slot facts it states out.

The steps, all deterministic:

1. refuse the sentence when it is a question, a hypothetical, reported speech or a hedge;
2. split it at dashes into parts; a part that is a switch ("replaced X with Y", "X -> Y",
   "moving off X onto Y", "Y, not X") yields one switch fact, whose slot the reconcile step reads
   from the stored item holding X;
3. otherwise split the part into clauses ("..., we left Y behind", "... and I'm now at Z") so an
   "and ..." clause never rides along, and run the slot frames (:mod:`.fact_frames`) and the
   retraction frames on each clause; frames about the user's own life are refused when the clause
   is about somebody else ("My uncle retired to ...").

Values come only from the user's words (:mod:`.fact_values`); the line stored is rendered from
the slot (:func:`engram.extraction.slots.render`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace

from engram.extraction.asides import without_asides
from engram.extraction.discourse import (
    as_instruction,
    conditional,
    coordinated,
    dash_parts,
    statement_parts,
    untypo,
    with_subject,
    without_lead_in,
)
from engram.extraction.done_with import ended_topic
from engram.extraction.ended_names import tidy_end, without_doing
from engram.extraction.fact_frames import FRAMES, PERMANENT, TEMP_CUE, Frame
from engram.extraction.fact_lexicon import CHILD_WORDS, THIRD_PARTY, THIRD_SUBJECT
from engram.extraction.fact_switches import RETRACTIONS, SWITCHES, TECH_MOVES
from engram.extraction.fact_values import gerund, not_a_name, person, trim, words_match
from engram.extraction.hobby_lexicon import KNOWN_HOBBY
from engram.extraction.kin_frames import PRESUPPOSED_FRAMES
from engram.extraction.kin_lexicon import age_number
from engram.extraction.place_first import home_from_place
from engram.extraction.profile_rules import _NOT_LIVING_PLACE, _NOT_PLACE, _NOT_WORKPLACE
from engram.extraction.project_context import project_fact, topic_stack, with_descriptions
from engram.extraction.project_intros import chosen, project_over_tool
from engram.extraction.project_status import status_over_end, status_word
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.statements import _EVEN_IF, _HYPOTHETICAL, _QUESTION_MARK, _QUESTION_START, _REPORTED
from engram.extraction.style_reading import nickname_facts, style_facts
from engram.extraction.tech_lexicon import tech_kind
from engram.extraction.tool_grounding import grounded
from engram.extraction.tool_lexicon import leading_tool, plainly_a_tool, tool_purpose
from engram.extraction.tool_mentions import mentioned_tool
from engram.extraction.tool_pairs import settled_pairs
from engram.extraction.tool_switches import switched_tool, tool_switches
from engram.extraction.value_first import ended_values, hobby_facts, tool_facts
from engram.extraction.work_frames import not_own_manager, not_own_role, org_like, widest_titles

_F = re.IGNORECASE
_HEDGE = re.compile(
    r"\b(?:maybe|perhaps|probably|possibly|might|i think|i guess|i suppose|not sure|unsure|considering|"
    r"thinking about|thinking of|wondering|dunno|no idea|would love to|someday|one day|planning to|"
    r"hoping to|want to move|might move)\b",
    _F,
)
_EMOTICON = re.compile(r"(?:\s*(?:[:;=]'?-?[()\[\]DPpOo/\\|]+|<3+|xD+|T_T|\^_\^))+\s*$")  # "gave up on X :("
# pictographs carry no fact and end a clause the frames would otherwise read to its end ("Pudding 😢")
_EMOJI = re.compile("[\U0001f000-\U0001faff\u2600-\u27bf\ufe0f\u200d]+")
_EMOJI_BETWEEN = re.compile(r"(?<=\w)\s*" + _EMOJI.pattern + r"(?=\s+[a-z])")  # "finally 😅 the extensions..."
_SELF_REPORT = re.compile(r"\b(?:i|we)\s+(?:\w+\s+)?(?:said|told|mentioned|wrote|thought|asked)\b", _F)
# a greeting or a farewell is no report: "say hi to Pickle", "we had to say goodbye to Mochi"
_GREET = re.compile(r"(?:^\W*|\b)(?:say|said|saying)\s+(?:hi|hello|goodbye|good-bye|bye|farewell)\b", _F)
_REPLIES_NOUN = re.compile(r"\b(?P<adj>short|shorter|brief|concise|terse|long|longer|detailed)\s+replies\b")
_ATTRIBUTION = re.compile(
    r"^[^,;]*[,;]\s*(?:(?:\w+\s+){0,3}(?:said|says|told\s+me|tells\s+me|wrote|writes|added|replied|claims|claimed)|"
    r"(?:said|says|writes|wrote)\s+\w+(?:\s+\w+)?)\s*$",
    _F,
)
_OTHERS_POSSESSIVE = re.compile(r"\b(?:my|our)\s+(?:\w+\s+)?" + THIRD_PARTY + r"'s\b", _F)
_WORK_CUE = re.compile(
    r"\b(?:role|job|position|title|team|contract|office|salary|company|employer|work|shift|colleagues|hired)\b", _F
)
_FIRST_PERSON_REPORTERS = frozenset({"i", "we", "as", "like"})
_DASHES = re.compile(r"\s+(?:--|—|–|-)\s+|\s*—\s*")
_CLAUSES = re.compile(
    r"\s*;\s*|\s*,\s*(?:and\s+|but\s+|so\s+)?(?:now\s+|then\s+)?(?=(?:i|i'm|i've|i'll|we|we're|we've|my|our)\b)|"
    # never after "me": "me and my wife ...", "me and my mate settled on X" are one clause with the user in it
    r"(?<!\bme)\s+(?:and|but|so)\s+(?=(?:i|i'm|i've|i'll|we|we're|we've|my|our)\b)",
    _F,
)
# (never inside an aside: "I work for Halberd (the consultancy, not the game)")
_TRAILING_OLD = re.compile(r"(?:,\s*(?:and\s+)?not|\s+instead\s+of|\s+rather\s+than)\s+(?P<old>[^,;()]+)$", _F)
_LABEL = re.compile(r"^[\w' ]{1,30}:\s+")
_LEAD = re.compile(
    r"^(?:(?:um+|uh+|erm+|hm+|ugh+|argh+|sigh|omg|welp|yay+|aw+|right|yeah|"
    r"oh|ok|okay|so|well|also|and|but|btw|by the way|fyi|anyway|hey|hi|hello|morning|good news|"
    r"sadly|happily|honestly|update|quick update|sad news|bad news|great news|happy news|"
    r"exciting news|for the record|once more|again|just so you know|yes\s*,|no\s*,|"
    r"actually|side note|heads up|fun fact|news|big news|personal news)\b[\s,:;!.-]*)+",
    _F,
)
_UNTIL = re.compile(
    r"\b(?:until|till|through|thru)\s+(?P<u>(?:next\s+)?[A-Za-z]+day|the\s+\d{1,2}(?:st|nd|rd|th)?|"
    r"next\s+week|the\s+weekend|[A-Z][a-z]+\s+\d{1,2})|\b(?P<w>this\s+weekend|over\s+the\s+weekend|next\s+week|"
    r"this\s+week)\b",
    _F,
)
# The user's own children, listed: "kids are Ada, 7, and Ben, 3", "I have one kid, Arlo, 9 years old"
# (not "my sister's kids are ...": a possessive other than the user's refuses the list).
_KIDS_LIST = re.compile(
    r"(?:^(?:(?:have|got)\s+\w+\s+)?|\b(?:my|our)\s+|\b(?:i|we)(?:\s+have|'ve\s+got|\s+have\s+got|\s+got)\s+(?:\w+\s+){0,2})(?:\w+\s+)?"
    r"(?:kids?|children|child|sons?|daughters?|twins|little\s+ones|boys|girls)\b|"
    r"\b(?:my|our)\s+(?:two|three|four|five|2|3|4|5)\s+(?:are|:)",  # "my two are fergus (8) and tindra (2)"
    _F,
)
_KIN_HEAD = re.compile(r"^(?:" + CHILD_WORDS + r")\s+(?=\S)", _F)
_AGE_CUE = re.compile(r"\b(?:today|now|already|as\s+of|turn|turned|turning|birthday|celebrat)", _F)
_OTHERS_KIDS = re.compile(
    r"\b(?:\w+'s|his|her|their|your)\s+(?:\w+\s+)?(?:kids?|children|child|sons?|daughters?)\b", _F
)
_NOT_KID_NAME = frozenset("age aged number total count year class grade size one two three she he it this that".split())
_NAME_AGE_LOWER = re.compile(
    r"\b(?P<v>[a-z][\w'-]+)(?:\s+is\s+|\s*\(\s*(?:age\s+|aged\s+)?|\s*,\s*(?:age\s+|aged\s+)?)(?P<age>\d{1,2})\b"
    r"(?!\s*(?:am|pm|%|:|\.\d|kg|km|minutes|hours|days|weeks|months|th|st|nd|rd)\b)"
)
_NAME_AGE = re.compile(
    r"\b(?P<v>(?-i:[A-Z])[\w'-]+)(?:\s+is\s+|\s*\(\s*(?:age\s+|aged\s+)?|\s*,\s*(?:age\s+|aged\s+)?)(?P<age>\d{1,2})\b"
    r"(?!\s*(?:am|pm|%|:|\.\d|kg|km|minutes|hours|days|weeks|months|th|st|nd|rd)\b)"
)
_STILL = re.compile(r"^still\s+(?:on|using|with|at|in|a|an)?\s*(?P<v>[^,;:!?()\x00]+)$", _F)
_NOT_A_TITLE = frozenset({"working", "employed", "job", "work", "based", "living"})
# a first word that says the title is somebody else's ("I'm hiring a Go developer", "interviewing a nurse")
_HIRING = frozenset(
    "hiring recruiting interviewing seeking replacing training mentoring onboarding supervising managing".split()
)
_NOT_HOBBY_VERBS = frozenset(
    "work live sleep eat study commute sit stay get go come do have am was read play use take attend "
    # adverbs and auxiliaries the frame's first word can catch ("I just like playing for fun")
    "just really also still usually always often sometimes even only like love enjoy need want can could "
    "will would should might must may never mostly "
    # the verbs of a change of job or home, said with the subject dropped ("left Acme on friday"),
    # and irregular pasts: "left Brackwater on friday" is no hobby of leaving
    "left leave quit join joined start started move moved relocate relocated settle settled "
    "went got took made said came began met sold bought lost found kept felt told sent spent put "
    "set won ate drove flew broke chose gave knew saw thought brought caught taught heard held paid built "
    "wrote fell doing going getting having making taking "
    # verbs of liking or watching: "I hate running every morning" is no hobby of hating
    "hate watch love adore prefer dislike miss".split()
)


def refused(sentence: str) -> bool:
    """Questions, hypotheticals, hedges and reported speech state no fact about the user."""
    low = sentence.strip().lower()
    return asked(sentence) or bool(_HYPOTHETICAL.search(_EVEN_IF.sub(" ", low)) or _HEDGE.search(low))


def asked(part: str) -> bool:
    """A question ("any good coffee places near the centre?"), read per dash-separated part."""
    return bool(_QUESTION_MARK.search(part) or _QUESTION_START.match(_LEAD.sub("", part.strip().lower())))


def reported(clause: str) -> bool:
    """Reported speech ("my neighbour said ...", "the ad says ..."): somebody else's words. Read per
    clause, so "Scratch the cycling, my knee says no" still retracts."""
    low = _SELF_REPORT.sub(" ", _GREET.sub(" ", clause.strip().lower()))
    low = _REPLIES_NOUN.sub(r"\g<adj> responses", low)  # "short replies": a noun, not somebody replying
    if _ATTRIBUTION.search(low):  # "my dog Rex is cute, says Tom"
        return True
    for match in _REPORTED.finditer(low):
        subject = match.group("subj")
        if subject is None or subject not in _FIRST_PERSON_REPORTERS:
            return True
    return False


def sentence_facts(sentence: str) -> list[TypedFact]:
    """The typed facts one sentence states ("" quoted text already masked with NUL characters).

    Common chat typos ("jsut moved", "nwo") are read as the word meant; each fact's evidence is
    still the user's text as written."""
    raw = _EMOTICON.sub("", " ".join(sentence.split())).strip(" .!")
    said = " ".join(_EMOJI.sub(" ", _EMOJI_BETWEEN.sub(",", raw)).split()).strip(" .!")
    meant = untypo(said)
    facts = _stated_facts(meant)
    if meant != said:
        facts = [replace(f, evidence=_as_said(f.evidence, meant, said)) for f in facts]
    if said != raw:  # the evidence is the user's text, pictographs included
        facts = [replace(f, evidence=_with_emoji(f.evidence, raw)) for f in facts]
    return facts


def _with_emoji(evidence: str, raw: str) -> str:
    gap = r"[\s,\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]*"
    found = re.search(gap.join(re.escape(w.strip(",")) for w in evidence.split() if w.strip(",")), raw)
    return found.group(0) if found else evidence


def _as_said(evidence: str, meant: str, said: str) -> str:
    at = meant.find(evidence)
    return said[at : at + len(evidence)] if at >= 0 else evidence


def _stated_facts(sentence: str) -> list[TypedFact]:
    named = nickname_facts(sentence)
    if named:
        return named  # "my friends call me Max, so should you": the user's name, whoever says it
    text = without_asides(as_instruction(without_lead_in(sentence)))
    if len(text.split()) < 2 or conditional(text):
        return []
    stated = [p for p in statement_parts(text) if not refused(p)]
    if not stated:
        return _presupposed(text)
    text = " - ".join(stated)
    facts: list[TypedFact] = []
    for part in dash_parts(text, _DASHES):
        part = _strip(part)
        if not part or asked(part):
            continue
        switched = _switch(part)
        if switched is not None:
            facts.append(switched)
            continue
        trailing = _TRAILING_OLD.search(part)
        body = part[: trailing.start()] if trailing else part
        found: list[TypedFact] = []
        clauses = [_strip(c) for whole in _CLAUSES.split(body) for c in coordinated(_strip(whole))]
        for clause in clauses:
            found.extend(_clause_facts(clause, body))
        found.extend(ended_topic(clauses))  # "bouldering wrecked my fingers, I'm done with it"
        found.extend(_kin_facts(body))
        old = trim(trailing.group("old")) if trailing else ""
        sets = [f for f in found if f.op == "set" and not f.old]
        if old and len({(f.slot, slot_key(f.value)) for f in sets}) == 1:
            # "I live in Lisbon, not Porto": the set names what it replaces (read by one frame or two)
            found = [replace(f, old=old) if f in sets else f for f in found]
        facts.extend(found)
    if not any(f.rule.startswith("age") or f.q("age") for f in facts):
        facts.extend(_ages(text))
    if not any(f.slot.startswith("pet:") for f in facts):
        facts.extend(_whole(text, "pet"))  # a pet introduced in one sentence and named in the next
    if not any(f.slot == "partner" for f in facts):
        facts.extend(_whole(text, "partner"))  # "seeing someone new -- her name is Yara"
    if not any(f.rule.startswith("project") for f in facts):
        facts.extend(_whole(text, "project"))
    facts = topic_stack(with_descriptions(facts, text), text)
    facts = project_over_tool(status_over_end([tidy_end(f) for f in _with_whom(facts, text)]))
    facts = home_from_place(settled_pairs(facts, text), text)
    if not any(f.slot.startswith("style:") for f in facts):
        facts.extend(style_facts(text))
    ended = [f.old for f in facts if f.op == "end" and f.old]
    facts = [f for f in facts if not (f.op == "set" and any(words_match(f.value, e) for e in ended))]
    narrower = widest_titles([f.value for f in facts if f.slot == "role" and f.op == "set"])
    facts = [f for f in facts if not (f.slot == "role" and " ".join(f.value.lower().split()) in narrower)]
    return _dedupe(facts)


def _presupposed(text: str) -> list[TypedFact]:
    """The user's own kin and pets named in a sentence refused only for a hedge (kin_frames)."""
    if asked(text) or _HYPOTHETICAL.search(_EVEN_IF.sub(" ", text.lower())) or reported(text):
        return []
    out: list[TypedFact] = []
    for frame in PRESUPPOSED_FRAMES:
        for match in frame.pattern.finditer(text):
            fact = _build(frame, match, text, text == text.lower())
            if fact is not None:
                out.append(fact)
    return _dedupe(out)


def _with_whom(facts: list[TypedFact], text: str) -> list[TypedFact]:
    """ "I'm with X now", "I've been with X for years" name a partner or an employer: work words in
    the sentence ("same role") say employer, otherwise the partner reading stands. A partner named
    in a break-up ("my husband Tom and I split up") is the one who left, not a new partner."""
    partners = {slot_key(f.value) for f in facts if f.slot == "partner" and f.op == "set" and f.value}
    employers = {slot_key(f.value) for f in facts if f.slot == "employer" and f.op == "set" and f.value}
    both = partners & employers
    if both:
        drop = "partner" if _WORK_CUE.search(text) else "employer"
        facts = [f for f in facts if not (f.slot == drop and f.op == "set" and slot_key(f.value) in both)]
    ends = [f for f in facts if f.slot == "partner" and f.op == "end"]
    named = [f for f in facts if f.slot == "partner" and f.op == "set"]
    if ends and named:
        facts = [f for f in facts if f not in named]
        names = {slot_key(f.value) for f in named}
        if len(names) == 1 and not ends[0].old:
            facts = [replace(f, old=named[0].value) if f is ends[0] else f for f in facts]
    return facts


def _strip(text: str) -> str:
    text = _LEAD.sub("", text.strip(" ,;:.!"))
    return text.strip(" ,;:.!")


def _dedupe(facts: Iterable[TypedFact]) -> list[TypedFact]:
    """One fact per (slot, value, op); a later duplicate lends the first the qualifiers it lacks
    ("my kid anouska is 6": one frame names the child, another gives the age)."""
    first: dict[tuple[str, str, str], int] = {}
    out: list[TypedFact] = []
    for fact in facts:
        key = (fact.slot, slot_key(fact.value), fact.op)
        if key not in first:
            first[key] = len(out)
            out.append(fact)
            continue
        kept = out[first[key]]
        names = {name for name, _ in kept.qualifiers}
        extra = tuple(q for q in fact.qualifiers if q[0] not in names)
        if extra:
            out[first[key]] = replace(kept, qualifiers=kept.qualifiers + extra)
    return out


def _switch(part: str) -> TypedFact | None:
    if reported(part) or _OTHERS_POSSESSIVE.search(part):
        return None  # "X replaced Y as my brother's manager": somebody else's change
    # a capitalised subject may be a person ("Juniper moved from Leeds to York"): only a move
    # between two known technologies is a project's ("Hollow moved from Godot to Bevy")
    named_subject = THIRD_SUBJECT.match(part) is not None
    body = _LABEL.sub("", part)
    for pattern in TECH_MOVES if named_subject else SWITCHES:
        match = pattern.search(body) or pattern.search(part)
        if match is None:
            continue
        raw_new = chosen(match.group("v") or "")  # "went with Rails instead of Django": Rails
        # a lazy capture stops at the first space: "VS Code" is read whole from where it starts
        new = leading_tool(match.string[match.start("v") :]) or trim(raw_new)
        old = leading_tool(match.string[match.start("old") :]) or trim(match.group("old"))
        if not new or not old or slot_key(new) == slot_key(old):
            continue
        if named_subject and not (tech_kind(new) or tech_kind(old)):
            continue
        status = status_word(raw_new)
        if status is not None:  # "Larkspur -> on hold": where the project stands, not a new value
            if not old[:1].isupper():
                return None
            needs = (("project", old), ("needs", "project"))
            return TypedFact(
                f"project:{slot_key(old)}:status", status, "set", qualifiers=needs, evidence=part, rule="status:set"
            )
        quals: tuple[tuple[str, str], ...] = ()
        proj = match.groupdict().get("proj") or _project_named(part, (new, old))
        if proj and trim(proj):
            quals = (("project", trim(proj, max_words=2)),)
        hint, value = _slot_hint(part, raw_new, new)
        if hint in (None, "residence") and org_like(value):  # "moved from Tarrant Media to Ostrich Films"
            hint = "employer"
        if hint == "role":  # "from a QA role to a backend developer role": the old title is QA
            old = _ROLE_NOUN.sub("", old) or old
        if hint is None and quals and tech_kind(value):  # "moved Pika off Railway onto Koyeb": its hosting
            hint = f"project:{slot_key(quals[0][1])}:{tech_kind(value)}"
        if hint and hint.startswith("project:"):  # the project the slot names, as the user wrote it
            said = re.search(rf"\b{re.escape(hint.split(':')[1])}\b", part, _F)
            quals = (("project", said.group(0)),) if said else quals
        return TypedFact(hint or "?", value, "set", old=old, qualifiers=quals, evidence=part, rule="switch")
    return None


_JOB_NOUNS = frozenset({"job", "work", "role", "position", "gig"})
_ROLE_NOUN = re.compile(r"\s+(?:role|position|job|post)$", _F)
_PROJECT_MENTION = re.compile(
    r"\b(?:project|on|for)\s+(?P<a>(?-i:[A-Z])[\w'-]+)|^(?P<b>(?-i:[A-Z])[\w'-]+)\s*(?::|\s+(?:update|is|will|has)\b)",
    _F,
)


def _project_named(part: str, values: tuple[str, str]) -> str | None:
    """The capitalised name a switch is scoped to ("on Marigold", "project Nimbus", "Falcon update:")."""
    for match in _PROJECT_MENTION.finditer(part):
        name = match.group("a") or match.group("b")
        if name and not any(words_match(name, v) for v in values) and name.lower() not in ("i", "it", "we"):
            return name
    return None


def _slot_hint(part: str, raw: str, value: str) -> tuple[str | None, str]:
    """The slot (and the exact value) of a switch's new value when a slot frame also reads it from
    the part ("Give me Dart examples from now on, not Lua": the language frame reads "Dart"); the
    value said last in the switch's new side wins ("Delta now uses Postgres")."""
    best: tuple[int, TypedFact] | None = None
    for clause in _CLAUSES.split(_TRAILING_OLD.sub("", part)):
        for fact in _clause_facts(_strip(clause), part):
            if fact.op != "set" or not fact.value or fact.rule.startswith("value:"):
                continue
            at = raw.lower().rfind(fact.value.lower())
            if at >= 0 and (best is None or at > best[0]):
                best = (at, fact)
    if best is None:
        return switched_tool(part), value
    return best[1].slot, best[1].value


def _clause_facts(clause: str, part: str) -> list[TypedFact]:
    if len(clause.split()) < 2 and not clause.lower().startswith("still"):
        return []
    if reported(clause):
        return []
    bodies = [clause]
    labelled = _LABEL.sub("", clause)
    if labelled != clause:
        bodies.append(_strip(labelled))
    bodies += [implied for b in bodies if (implied := with_subject(b)) is not None]
    lower = clause == clause.lower()
    about_other = any(THIRD_SUBJECT.match(b) for b in bodies)
    temporary = bool(TEMP_CUE.search(clause)) and not PERMANENT.search(clause)
    facts: list[TypedFact] = []
    for frame in FRAMES:
        if frame.self_only and about_other:
            continue
        if (frame.kind == "trip") != temporary and frame.kind in ("trip", "residence"):
            continue
        for body in bodies:
            match = frame.pattern.search(body)
            if match is None:
                continue
            fact = _build(frame, match, clause, lower)
            if fact is not None:
                facts.append(fact)
                break
    facts = grounded(facts)
    if any(f.slot.startswith("hobby:") and f.rule != "hobby:verb" for f in facts):
        facts = [f for f in facts if f.rule != "hobby:verb"]  # "I write poetry ...": poetry, not writing
    if not about_other:
        facts.extend(_retractions(bodies, clause))
        facts.extend(_value_first(facts, bodies, clause))
        still = _STILL.match(clause)
        if still and not facts:
            value = trim(still.group("v"))
            if value:
                facts.append(TypedFact("?", value, "set", evidence=clause, rule="restate"))
    return grounded(facts)


def _value_first(facts: list[TypedFact], bodies: list[str], clause: str) -> list[TypedFact]:
    """Known tools and hobbies named with a cue of their kind, where no frame read a value of theirs;
    a known value a retraction names ends ("we don't touch gdscript anymore") unless a retraction
    frame already ended it."""
    out: list[TypedFact] = []
    body = bodies[-1]
    if not any(f.slot.startswith("tool:") for f in facts):
        out.extend(tool_switches(body) or tool_facts(body) or ([] if facts else mentioned_tool(body)))
    if not any(f.slot.startswith("hobby:") for f in facts):
        out.extend(hobby_facts(body) or hobby_facts(clause))  # "new hobby: X" reads its label
    ended = [f.old for f in facts if f.op == "end" and f.old]
    out += [f for f in ended_values(body) if not any(words_match(f.old or "", e) for e in ended)]
    return [replace(f, evidence=clause, rule="retract" if f.op == "end" else f.rule) for f in out]


def _kin_facts(part: str) -> list[TypedFact]:
    """Frames about relatives, pets and managers read the whole part: "Nell, my daughter, is 5"."""
    lower = part == part.lower()
    out: list[TypedFact] = []
    for frame in FRAMES:
        if not frame.self_only and frame.kind in ("child", "partner", "pet", "manager", "allergy"):
            match = frame.pattern.search(part)
            if match is not None and not _reported_at(part, match.end()):
                fact = _build(frame, match, part, lower)
                if fact is not None:
                    out.append(fact)
    return out


def _reported_at(part: str, end: int) -> bool:
    """Is the fact a frame read up to ``end`` somebody else's words? A report before it ("my sister
    said my cat ...") or a bare attribution after it ("..., she said") is; a reason given after it
    ("we had to rehome Pancake, the landlord said no pets") is not."""
    return reported(part[:end]) or _ATTRIBUTION.search(part[end:]) is not None


def _retractions(bodies: list[str], clause: str) -> list[TypedFact]:
    out: list[TypedFact] = []
    for pattern in RETRACTIONS:
        for body in bodies:
            match = pattern.search(body)
            if match is None:
                continue
            old = trim(without_doing(match.group("old")))  # "stopped playing the piano": the piano
            if old and old.lower() not in _JOB_NOUNS:  # "quit my job at X": the job frames end X
                out.append(TypedFact("?", "", "end", old=old, evidence=clause, rule="retract"))
                break
    return out


def _group(match: re.Match[str], *names: str) -> str | None:
    found = match.groupdict()
    return next((found[n] for n in names if found.get(n)), None)


_SEVERITY = re.compile(
    r"^(?:(?:severe|mild|slight|bad|serious|deadly|life-threatening|minor|major|really|very)\s+)+", _F
)


def _build(frame: Frame, match: re.Match[str], clause: str, lower: bool) -> TypedFact | None:
    kind, op = frame.kind, frame.op
    rule = f"{kind}:{op}"
    quals: list[tuple[str, str]] = []
    raw = _group(match, "v")
    if kind == "manager" and not_own_manager(clause):
        return None  # "my skip-level manager is ...", "my team lead's manager is ...": not the user's
    if kind in ("manager", "partner", "child", "age", "pet"):
        value = person(raw, clause_lower=lower) if raw else ""
        if kind in ("child", "age") and value:  # "my kid anouska is 6": the name is anouska
            value = _KIN_HEAD.sub("", value)
            if _KIN_HEAD.match(value + " x"):  # "my son turned 7": no name was said
                value = ""
        if not value and raw and kind == "age":  # "kira turned 10": one lower-case name, checked at reconcile
            first = person(raw, clause_lower=True).split()[:1]
            value = "" if not first or not_a_name(first[0]) else first[0]
    elif kind == "role":
        value = trim(_group(match, "title"), max_words=4)
        if not_own_role(clause, value):  # "the recruiter called me about a staff engineer role"
            return None
        words = value.lower().split()
        if any(w in _NOT_A_TITLE for w in words) or (words and words[0] in _HIRING):
            value = ""
    elif kind == "hobby" and _group(match, "verb"):
        verb = (_group(match, "verb") or "").lower()
        value = (
            "" if verb in _NOT_HOBBY_VERBS or verb.endswith("ed") else gerund(verb)
        )  # "I started ... on Monday": once
        rule = "hobby:verb"
    elif kind == "status":
        value = " ".join((raw or "").lower().split())
    elif kind == "diet":
        value = (raw or _group(match, "old", "old2", "old3") or "").lower()
    else:
        value = trim(raw, max_words=5 if kind == "allergy" else 4)
    for name in ("rel", "age", "species"):
        got = _group(match, name)
        if got:
            quals.append((name, age_number(got) if name == "age" else " ".join(got.lower().split())))
    old = trim(_group(match, "old")) or None
    if kind == "diet" and op == "end":
        return TypedFact("diet", "", "end", evidence=clause, rule=rule)
    if kind == "partner" and op == "end":
        if KNOWN_HOBBY.match(clause):  # "knitting and I are done": a hobby, not a partner
            return None
        return TypedFact("partner", "", "end", old=value or None, evidence=clause, rule=rule)
    if kind == "pet" and op == "end":
        return TypedFact("?", "", "end", old=value, evidence=clause, rule=rule) if value else None
    if kind == "residence" and op == "end":
        return TypedFact("residence", "", "end", old=value, evidence=clause, rule=rule) if value else None
    if kind == "role" and op == "end":  # "lost my job as a banker": the title ends with the job
        return TypedFact("role", "", "end", old=value, evidence=clause, rule=rule) if value else None
    if kind == "employer" and op == "end":
        return TypedFact("employer", "", "end", old=old, evidence=clause, rule=rule) if old else None
    if kind in ("project", "stack", "status"):
        return project_fact(kind, value, match, clause, quals)
    if kind.startswith("style_"):
        said = (raw or _group(match, "v2") or "").lower()
        noun = (_group(match, "noun") or "").lower()
        quals = [("scope", noun)] if noun else []
        return (
            TypedFact(f"style:{kind[6:]}", said, "set", qualifiers=tuple(quals), evidence=clause, rule=rule)
            if said
            else None
        )
    if not value or _not_a_value(kind, value):
        return None
    if kind == "residence" and org_like(value):  # "I moved to Heron Logistics": a job, not a home
        kind, rule = "employer", "employer:set"
    if kind == "trip":
        if _WISHED.search(clause) or value.split()[0].lower() in _INTENT_VERBS:
            return None  # "on my bucket list", "I'm going to make it this weekend": no trip
        until = _UNTIL.search(clause)
        if until:
            quals.append(("until", " ".join((until.group("u") or until.group("w")).split())))
        return TypedFact("trip", value, "temp", qualifiers=tuple(quals), evidence=clause, rule=rule)
    if kind in ("child", "age"):
        if kind == "age" and not re.search(
            r"\b(?:today|now|already|as\s+of|turn|turned|turning|birthday|celebrat)", clause, _F
        ):
            return None
        if kind == "age":
            quals.append(("needs", "child"))  # an age updates a child the user has
        return TypedFact(f"child:{slot_key(value)}", value, "set", qualifiers=tuple(quals), evidence=clause, rule=rule)
    if kind == "pet":
        return TypedFact(f"pet:{slot_key(value)}", value, "set", qualifiers=tuple(quals), evidence=clause, rule=rule)
    if kind == "allergy":
        value = _SEVERITY.sub("", value) or value  # "a severe shellfish allergy" is shellfish
        if op == "end":  # "turns out I'm not allergic to penicillin after all"
            return TypedFact(f"allergy:{slot_key(value)}", "", "end", old=value, evidence=clause, rule=rule)
        return TypedFact(f"allergy:{slot_key(value)}", value, "set", evidence=clause, rule=rule)
    if kind == "hobby":
        return TypedFact(f"hobby:{slot_key(value)}", value, "set", evidence=clause, rule=rule)
    if kind in ("editor", "language", "notes"):
        return TypedFact(f"tool:{kind}", value, "set", old=old, evidence=clause, rule=rule)
    if kind == "tool":
        raw_purpose = _group(match, "purpose") or ""
        if _DURATION.search(raw_purpose):  # "I've been using Linux for ten years"
            return None
        purpose = tool_purpose(trim(raw_purpose, max_words=3))
        if not purpose:
            return None
        return TypedFact(f"tool:{purpose}", value, "set", old=old, evidence=clause, rule=rule)
    return TypedFact(kind, value, "set", old=old, qualifiers=tuple(quals), evidence=clause, rule=rule)


# A wish is no trip ("visiting castles is on my bucket list"), and "going to <verb>" is an intention
# ("I'm going to make it for my family this weekend"), not a journey.
_WISHED = re.compile(
    r"\b(?:bucket\s+list|some\s*day|one\s+day|dream(?:ing)?\s+(?:of|about)|would\s+love\s+to|"
    r"hop(?:e|ing)\s+to|wish(?:ing)?|want\s+to\s+(?:go|visit|see))\b",
    _F,
)
_INTENT_VERBS = frozenset(
    "make do get try be have see go take start keep give find help put work call cook bake buy write read "
    "watch play learn ask tell need let check finish stay spend miss bring send pick join sign meet show".split()
)
_NOT_A_HOME = re.compile(r"^(?:together|with|here|there|again|yet|properly|finally)\b", _F)  # "moved in together"
_KIN_VALUE = re.compile(THIRD_PARTY, _F)
_A_TEAM = re.compile(r"\b(?:team|squad|department|dept|org)$", _F)  # "I'm in Sana Mir's team now": no home
_DURATION = re.compile(
    r"^\W*(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|many|several|some|a few|the past|"
    r"the last|ages|years|months|weeks|days|a while|a long|long|now|ever|good)\b",
    _F,
)
_PASTIME_GROUP = re.compile(r"\b(?:club|choir|society|league|class|classes|orchestra|gym|meetup)$", _F)


def _not_a_value(kind: str, value: str) -> bool:
    """ "I live in fear of ...", "I work at night": the frame's words, not a place or an employer."""
    if kind in ("residence", "trip") and plainly_a_tool(value):
        return True
    if kind in ("residence", "trip"):
        return bool(
            _NOT_LIVING_PLACE.match(value)
            or _NOT_PLACE.match(value)
            or _NOT_A_HOME.match(value)
            or _A_TEAM.search(value)
        )
    if kind == "employer":  # "joined a running club", "I'm with my parents now": no workplace
        return bool(
            _NOT_WORKPLACE.match(value)
            or _NOT_PLACE.match(value)
            or _PASTIME_GROUP.search(value)
            or _KIN_VALUE.fullmatch(value)
        )
    return False


_ENDS_FIRST = sorted(FRAMES, key=lambda f: f.op != "end")  # stable: frame order kept within each


def _whole(text: str, kind: str) -> list[TypedFact]:
    """Frames of one kind over the whole sentence ("Side project: Flint - a climbing log"); an
    ending is read before a set, so "we had to rehome our cat Luna" is a loss, not a new cat."""
    body = _strip(text)
    if THIRD_SUBJECT.match(body) or reported(body):
        return []
    for frame in _ENDS_FIRST:
        if frame.kind == kind:
            found = frame.pattern.search(body)
            if found:
                fact = _build(frame, found, body, body == body.lower())
                if fact is not None:
                    return [fact]
    return []


def _ages(text: str) -> list[TypedFact]:
    """ "Two kids: Ada is 7, Ben is 3" and "Rowan just had a birthday -- 8 now!" (across a dash)."""
    out: list[TypedFact] = []
    if _KIDS_LIST.search(text) and not (_OTHERS_KIDS.search(text) or _OTHERS_POSSESSIVE.search(text)):
        named = _NAME_AGE if text != text.lower() else _NAME_AGE_LOWER  # all lower case: any word names
        for match in named.finditer(text):
            name = match.group("v")
            if not_a_name(name) or name.lower() in _NOT_KID_NAME or not person(name, clause_lower=True):
                continue
            out.append(
                TypedFact(
                    f"child:{slot_key(name)}",
                    name,
                    "set",
                    qualifiers=(("age", match.group("age")),),
                    evidence=text,
                    rule="child:list",
                )
            )
        return out
    for frame in FRAMES:
        if frame.kind == "age":
            found = frame.pattern.search(_strip(text))
            if found:
                fact = _build(frame, found, text, text == text.lower())
                if fact is not None:
                    out.append(fact)
    return out
