"""The clause matcher: corrections, "remember" and "from now on" wrapped around the plain rules."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from engram.extraction.corrections import (
    _ACTUALLY_BARE,
    _CORRECTION,
    _CORRECTION_STATEMENT,
    _IT_NOT,
    _MEANT,
    _NOT_BUT,
    _REPLACEMENT,
    _SMALL_VALUES,
    _TRAILING_NOT,
    _mark_update,
    _replacement,
    _same_shape,
)
from engram.extraction.decision_rules import _rule_decision, _rule_project
from engram.extraction.fact_hits import fact_hit, retyped, typed_hits
from engram.extraction.hits import _Hit, _hit, _subject_key
from engram.extraction.lexicon import CONF_CORRECTION, CONF_FROM_NOW_ON, CONF_HABIT, CONF_REMEMBER
from engram.extraction.manager_answers import answered_managers
from engram.extraction.preference_rules import _STYLE, _rule_instruction, _rule_preference
from engram.extraction.profile_rules import _rule_call_me, _rule_my, _rule_profile
from engram.extraction.rewriting import _first_person_statement, _meaningful, _tidy
from engram.extraction.slots import Fallback
from engram.extraction.statements import (
    _FLAGS,
    _NORMALISE,
    _POLITE,
    _T,
    _TRAILING_FILLER,
    _WANT_YOU,
    _clauses,
    _clean,
    _mask,
    _rejected,
    _sentences,
    _strip_fillers,
    _words,
)
from engram.extraction.work_labels import answered_labels

# wrappers: remember, from now on
_REMEMBER = re.compile(
    r"^(?P<kw>remember|note to self|note|keep in mind|make a note|take note|don't forget|do not forget|"
    r"never forget|for future reference|save this|save that|memori[sz]e(?: this| that)?)\b"
    r"(?P<rest>.*)$",
    _FLAGS,
)
_REMEMBER_LEAD = re.compile(r"^\s*(?:the fact that\b|that\b|this\s*:|[:,\-—–])*\s*", _FLAGS)
_NOTE_NEEDS = re.compile(r"^\s*(?:that\b|[:,\-—–])", _FLAGS)
_REMEMBER_NOT = re.compile(
    r"^(?:when|how|what|why|where|who|which|whether|me|you|us|him|her|them|it|the time|back|of)\b",
    _FLAGS,
)
_REMEMBER_TO = re.compile(r"^to\s+(?P<rest>.+)$", _FLAGS)
# Encouragement, not a fact to keep: "remember that staying positive is very important", "don't
# forget, believe in yourself".
_MAXIM = re.compile(
    r"\byourself\b|\byour\s+(?:abilities|dreams|worth|strength|heart|gut)\b|"
    r"^[a-z]+ing\b[^.!?]*\b(?:is|are)\s+(?:so\s+|very\s+|really\s+|super\s+)?(?:important|key|essential|vital|everything)\b|"
    r"^(?:life|everything|things)\s+(?:is|are|happens?|gets?)\b|"
    # a maxim about everyone: "even small things can make a difference", "every little bit helps"
    r"^(?:even\s+)?(?:small|little|tiny|the\s+little)\s+(?:things|steps|acts|bits?)\b|^every\s+little\s+(?:bit|thing|step)\b",
    _FLAGS,
)
_FROM_NOW_ON = re.compile(
    r"^(?:from now on|going forward|moving forward|from here on(?: out)?|from this point on|in the future|"
    r"in future|henceforth|for (?:all )?future (?:chats|conversations|sessions|answers|responses))\b"
    r"[\s,:;\-—–]*",
    _FLAGS,
)
_FROM_NOW_ON_SUFFIX = re.compile(
    r"\s*,?\s*(?:from now on|going forward|moving forward|in the future|in future|from here on(?: out)?|"
    r"for (?:all )?future (?:chats|conversations|sessions|answers|responses))[\s.!]*$",
    _FLAGS,
)
_YOU_MODAL = re.compile(r"^(?:you should|you must|you need to|you will|you'll|you can|please)\s+", _FLAGS)

# ---- the clause matcher --------------------------------------------------------------------------


def _plain_rules(t: _T, greeted: bool) -> _Hit | None:
    return (
        _rule_call_me(t)
        or _rule_my(t)
        or _rule_profile(t, greeted)
        or _rule_preference(t)
        or _rule_instruction(t)
        or _rule_decision(t)
        or _rule_project(t)
    )


def _correct(t: _T, old: str | None, context: Sequence[_Hit], depth: int) -> list[_Hit]:
    """A correction: restate with a rule, or replace a value stated earlier in the conversation."""
    if old is None:
        trailing = _TRAILING_NOT.search(t.m)
        if trailing:
            old = _tidy(t.group(trailing, "old").o)
            t = t.cut(0, trailing.start()).strip()
    evidence = " ".join(t.o.split())
    hits = _match(t, context, depth + 1, in_correction=True)
    if hits:
        return [_mark_update(h, old, context) for h in hits]
    match = _IT_NOT.match(t.m)
    if match and old is None:
        old = _tidy(t.group(match, "old").o)
        new_t = t.group(match, "new")
    else:
        match = _REPLACEMENT.match(t.m)
        new_t = t.group(match, "new") if match else t
    new = _tidy(new_t.o, short=True)
    if not new or new.lower() in _SMALL_VALUES or not _meaningful(new):
        return []
    earlier: _Hit | None = None
    if old:
        earlier = next((h for h in reversed(context) if old.lower() in h.value.lower()), None)
        if earlier is not None:
            at = earlier.value.lower().index(old.lower())
            value = earlier.value[:at] + new + earlier.value[at + len(old) :]
            return [retyped(earlier, new, old, evidence) or _replacement(earlier, value, old, evidence)]
    elif len(new.split()) <= 6:
        earlier = next((h for h in reversed(context) if h.subject), None)
        if earlier is not None and _same_shape(earlier.value, new, earlier.subject or ""):
            value = new
            for word in (earlier.subject or "").split():  # "change that to age 55" -> "55"
                value = re.sub(rf"^{re.escape(word)}\s+", "", value, flags=_FLAGS)
            return [retyped(earlier, value, None, evidence) or _replacement(earlier, value, earlier.value, evidence)]
    statement = _CORRECTION_STATEMENT.match(t.m)
    if statement:
        subject = t.group(statement, "subj")
        key = _subject_key(re.sub(r"^(?:the|our|this|my)\s+", "", subject.o, flags=_FLAGS))
        head, value = _first_person_statement(t)
        hit = _hit(t, head, _tidy(value), "fact", CONF_CORRECTION, "correction:statement", key)
        if hit is not None:
            return [replace(hit, op="update", target_hint=old or key)]
    return []


def _match(
    t: _T, context: Sequence[_Hit], depth: int = 0, *, in_correction: bool = False, greeted: bool = False
) -> list[_Hit]:
    if depth > 4:
        return []
    t, greeting = _strip_fillers(t.strip())
    greeted = greeted or greeting
    polite = _POLITE.match(t.m) or _WANT_YOU.match(t.m)
    if polite:
        t = t.cut(polite.end()).strip()
    tail = _TRAILING_FILLER.search(t.m)
    if tail and tail.start() > 0:
        t = t.cut(0, tail.start()).strip()
    if len(_words(t.m)) < 2:
        return []

    if not in_correction:
        match = _CORRECTION.match(t.m)
        if match:
            rest = t.cut(match.end()).strip()
            meant = _MEANT.match(rest.m)  # "No, I meant Max": the value is what was meant
            return _correct(rest.cut(meant.end()).strip() if meant else rest, None, context, depth)
        match = _MEANT.match(t.m)
        if match:
            return _correct(t.cut(match.end()).strip(), None, context, depth)
        match = _NOT_BUT.match(t.m)
        if match:
            return _correct(t.group(match, "new"), _tidy(t.group(match, "old").o), context, depth)
        match = _IT_NOT.match(t.m)
        if match:
            return _correct(t, None, context, depth)
        match = _ACTUALLY_BARE.match(t.m)
        if match and not _OLD_NEWS.match(t.m, match.end()):  # "Actually Kaunas is old news, ...": no new Kaunas
            return _correct(t.cut(match.end()).strip(), None, context, depth)

    match = _REMEMBER.match(t.m)
    if match:
        return _remember(t, match, context, depth)

    match = _FROM_NOW_ON.match(t.m) or _FROM_NOW_ON_SUFFIX.search(t.m)
    if match:
        inner = t.cut(match.end()).strip() if match.start() == 0 else t.cut(0, match.start()).strip()
        inner, _ = _strip_fillers(inner)
        you = _YOU_MODAL.match(inner.m)
        if you:
            inner = inner.cut(you.end()).strip()
        hits = _match(inner, context, depth + 1, in_correction=in_correction)
        if hits:
            return [replace(h, confidence=max(h.confidence, CONF_FROM_NOW_ON)) for h in hits]
        hit = _rule_instruction(inner, durable=True)
        return [hit] if hit else []

    hit = _plain_rules(t, greeted)
    if hit is None and in_correction:
        hit = _rule_my(t, permissive=True)
    return [hit] if hit else []


# A value said to be over, which a bare "actually" before it does not make the new one.
_OLD_NEWS = re.compile(
    r"\S+(?:\s+\S+){0,3}?\s+(?:is|was|'s)\s+(?:old\s+news|history|ancient\s+history|behind\s+me|in\s+the\s+past|over|done)\b",
    re.IGNORECASE,
)


def _remember(t: _T, match: re.Match[str], context: Sequence[_Hit], depth: int) -> list[_Hit]:
    rest = t.group(match, "rest")
    keyword = " ".join(match.group("kw").lower().split())
    if keyword in {"note", "make a note", "take note"} and not _NOTE_NEEDS.match(t.m[match.end("kw") :]):
        return []
    lead = _REMEMBER_LEAD.match(rest.m)
    if lead:
        rest = rest.cut(lead.end()).strip()
    label = rest.m.find(": ")
    if label > 0 and len(_words(rest.m[:label])) <= 4:
        rest = rest.cut(label + 1).strip()  # "remember two things: ..." / "remember this: ..."
    if not rest.m or _REMEMBER_NOT.match(rest.m) or _MAXIM.search(rest.m):
        return []
    to = _REMEMBER_TO.match(rest.m)
    if to:
        inner = rest.group(to, "rest")
        hit = _rule_instruction(inner)
        if hit is None and _STYLE.search(inner.m):
            hit = _rule_instruction(inner, durable=True)
        return [replace(hit, confidence=CONF_REMEMBER, rule=f"remember:{hit.rule}")] if hit else []
    hits = _match(rest, context, depth + 1)
    if not hits:
        hit = _rule_my(rest, permissive=True)
        hits = [hit] if hit else []
    if hits:
        return [replace(h, confidence=max(h.confidence, CONF_REMEMBER), rule=f"remember:{h.rule}") for h in hits]
    if len(_words(rest.m)) < 3:
        return []
    head, value = _first_person_statement(rest)
    hit = _hit(rest, head, _tidy(value), "fact", CONF_REMEMBER, "remember")
    return [replace(hit, evidence=" ".join(t.o.split()))] if hit else []


def _overlaps(a: str, b: str) -> bool:
    """Do two evidence spans cover the same words (one inside the other, or mostly shared)?"""
    x, y = " ".join(a.lower().split()), " ".join(b.lower().split())
    if not x or not y:
        return False
    if x in y or y in x:
        return True
    wx, wy = set(_words(x)), set(_words(y))
    return len(wx & wy) >= 0.6 * min(len(wx), len(wy))


def _states_value(hit: _Hit, typed: _Hit) -> bool:
    """Does a plain rule's hit restate the value a typed fact of the same sentence holds?"""
    value = typed.fact.value if typed.fact is not None else ""
    return len(value) >= 3 and re.search(rf"(?<!\w){re.escape(value)}(?!\w)", hit.content, re.IGNORECASE) is not None


def _turn_hits(text: str, context: list[_Hit], before: str = "", fallback: Fallback | None = None) -> list[_Hit]:
    """The hits of one user turn; ``before`` is the previous user turn, which a first sentence
    may refer back to (each later sentence refers back to the one before it). ``fallback`` reads
    a sentence the fact grammar finds no typed fact in, while the turn has none so far (its facts
    are trusted a little less)."""
    cleaned = _clean(text)
    if not cleaned.strip():
        return []
    # ("my job? nurse." answers a label, asks nothing: read as "my job: nurse.", the text kept as written;
    # so does "my boss? Odette Marchand.")
    whole = _T(cleaned, answered_managers(answered_labels(_mask(cleaned.translate(_NORMALISE)))))
    hits: list[_Hit] = []
    greeted = False
    # (the first sentence leans on the previous turn: a name a new turn opens with is no role said there)
    for n, sentence in enumerate(_sentences(whole)):
        sentence = sentence.strip()
        typed = typed_hits(sentence.m, context, sentence.o, before, same_turn=n > 0)
        if not typed and fallback is not None and not any(h.fact is not None for h in hits):
            said = " ".join(sentence.o.split())  # (the fallback reads the masked text; the evidence is as written)
            typed = [fact_hit(replace(f, evidence=said), CONF_HABIT) for f in fallback(sentence.m)]
        before = sentence.m
        hits.extend(typed)
        context.extend(typed)
        body, greeting = _strip_fillers(sentence)
        if not body.m:
            greeted = greeting  # "Hi! I'm Ana." greets in one sentence and names in the next
            continue
        if _rejected(sentence):
            greeted = False
            continue
        for clause in _clauses(sentence):
            clause = clause.strip()
            if not clause.m:
                continue
            for hit in _match(clause, context, greeted=greeted):
                if any(_overlaps(hit.evidence, t.evidence) or _states_value(hit, t) for t in typed):
                    continue  # the fact grammar already read this clause, in its slot's wording
                hits.append(hit)
                context.append(hit)
        greeted = False
    return hits
