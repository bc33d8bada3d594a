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

from engram.extraction.age_first import ages_around_names, ages_by_name, parent_said
from engram.extraction.allergy_first import with_allergies
from engram.extraction.asides import without_asides
from engram.extraction.baby_news import baby_in_one
from engram.extraction.change_frames import PRESUPPOSED_HOME_FRAMES
from engram.extraction.child_ages import child_ages
from engram.extraction.code_language import code_language, language_titles, with_code_language
from engram.extraction.couple_ends import couple_ended
from engram.extraction.decision_first import decisions_first, no_person_of_the_stack
from engram.extraction.diet_frames import PRESUPPOSED_DIET_FRAMES
from engram.extraction.diet_shapes import diet_from_food
from engram.extraction.discourse import (
    CLAUSES,
    as_instruction,
    before_pictograph_question,
    conditional,
    coordinated,
    dash_parts,
    split_clauses,
    statement_parts,
    taken_up,
    unpictured,
    with_subject,
    without_lead_in,
)
from engram.extraction.done_with import ended_topic
from engram.extraction.employer_first import employer_from_statement, not_left_for_good
from engram.extraction.ended_names import tidy_end, without_doing
from engram.extraction.fact_build import build_fact
from engram.extraction.fact_frames import FRAMES, PERMANENT, TEMP_CUE
from engram.extraction.fact_lexicon import DIETS, THIRD_SUBJECT
from engram.extraction.fact_overlaps import explained_away
from engram.extraction.fact_switches import NAME_CORRECTED, RETRACTIONS, SWITCHES, TECH_MOVES, THING_NOT_OLD
from engram.extraction.fact_values import trim, words_match
from engram.extraction.family_first import family_from_name, partner_parted
from engram.extraction.frame_parts import _fr
from engram.extraction.gazetteer import is_place, lower_case_chat
from engram.extraction.hobby_changes import keen_doer
from engram.extraction.hobby_first import hobby_from_statement, pastime_things
from engram.extraction.home_in_passing import home_in_passing
from engram.extraction.job_events import job_event
from engram.extraction.job_first import cased_employers, job_from_fragment, not_a_job
from engram.extraction.kid_lists import OTHERS_POSSESSIVE, age_updates, listed_children
from engram.extraction.kin_apposition import about_the_apposed, apposed_roles, proper_names
from engram.extraction.kin_frames import CHILD_BY_PRONOUN, PRESUPPOSED_FRAMES
from engram.extraction.language_first import language_from_statement
from engram.extraction.lexicon import PICTOGRAPH_CHARS
from engram.extraction.lifelong_home import lifelong_home
from engram.extraction.manager_first import manager_from_name
from engram.extraction.manager_shapes import manager_from_line
from engram.extraction.negated_changes import denied_before
from engram.extraction.nickname_reading import nickname_facts
from engram.extraction.not_mine import taken_back
from engram.extraction.others_who import said_of_another
from engram.extraction.pastime_first import pastime_from_statement
from engram.extraction.pastime_passing import pastime_said
from engram.extraction.people_news import manager_news, manager_successor, partner_news
from engram.extraction.pet_first import childhood, pet_from_name, pets_gone
from engram.extraction.pet_names import pet_named
from engram.extraction.place_first import home_from_place, home_said_here, one_home
from engram.extraction.project_context import topic_stack, with_descriptions
from engram.extraction.project_first import no_favourites, project_from_name, projects_made_aside
from engram.extraction.project_intros import PRESUPPOSED_PROJECT_FRAMES, chosen, project_over_tool
from engram.extraction.project_names import apposed_first, longest_names, name_first
from engram.extraction.project_status import status_over_end, status_word
from engram.extraction.refusals import LEAD, asked, beside_condition, refused, stated_head
from engram.extraction.reported_speech import ATTRIBUTION, reported, stated_before_report
from engram.extraction.rhetorical import unwrapped
from engram.extraction.side_projects import side_project
from engram.extraction.slots import TypedFact, is_single_valued, slot_key
from engram.extraction.sport_positions import plays_position
from engram.extraction.statements import _HYPOTHETICAL, NOT_A_CONDITION
from engram.extraction.status_first import status_first
from engram.extraction.style_reading import for_one_answer, scoped_styles, style_facts, with_styles
from engram.extraction.style_requests import requested_styles
from engram.extraction.tech_lexicon import tech_kind
from engram.extraction.title_news import title_from_news
from engram.extraction.tool_adoption import tool_adopted
from engram.extraction.tool_grounding import grounded
from engram.extraction.tool_in_hand import tool_in_hand
from engram.extraction.tool_lexicon import KNOWN_TOOL, leading_tool, purposes_of, tool_subject
from engram.extraction.tool_lists import listed_tools
from engram.extraction.tool_mentions import afterthought, mentioned_tool, outranked, own_setup_tool, tool_tamed
from engram.extraction.tool_pairs import about_to_leave, settled_pairs
from engram.extraction.tool_switches import TRADE_HISTORY, switched_tool, tool_switches
from engram.extraction.value_first import ended_values, hobbies_got_into, hobby_facts, tool_facts
from engram.extraction.with_whom import with_whom
from engram.extraction.work_changes import employer_beside_title, one_manager
from engram.extraction.work_frames import PRESUPPOSED_JOB_FRAMES, org_like, widest_titles
from engram.extraction.work_labels import labelled_work
from engram.extraction.work_languages import work_language
from engram.extraction.work_tenure import not_current_work, tenure_employer

_F = re.IGNORECASE
_EMOTICON = re.compile(r"(?:\s*(?:[:;=]'?-?[()\[\]DPpOo/\\|]+|<3+|xD+|T_T|\^_\^))+\s*$")  # "gave up on X :("
_DASHES = re.compile(r"\s+(?:--|—|–|-)\s+|\s*—\s*")
# (never inside an aside: "I work for Halberd (the consultancy, not the game)")
# "I live in Lisbon, not Porto"; never a clause of its own ("cancelled my membership, not going back")
_TRAILING_OLD = re.compile(
    r"(?:,\s*(?:and\s+)?not(?!\s+(?:going|looking|doing|coming|happening|planning|sure|any\s?more|really|bad|kidding|joking|worth)\b)"
    r"|\s+instead\s+of|\s+rather\s+than)\s+(?P<old>[^,;()]+)$",
    _F,
)
_LABEL = re.compile(r"^[\w' ]{1,30}(?::|\s+(?:--|—|–))\s+")  # "Switched jobs:", "My role changed —"
_STILL = re.compile(r"^still\s+(?:on|using|with|at|in|a|an)?\s*(?P<v>[^,;:!?()\x00]+)$", _F)


_SO_DO_I = re.compile(r"\band\s+so\s+(?:am|do|did|have|will)\s+(?:i|we)\s*$", _F)


def sentence_facts(sentence: str) -> list[TypedFact]:
    """The typed facts one sentence states ("" quoted text already masked with NUL characters).

    Chat spelling ("jsut moved", "im vegan") is already read as the words meant, once per turn
    (:mod:`engram.extraction.spelling`)."""
    raw = before_pictograph_question(_EMOTICON.sub("", " ".join(sentence.split())).strip(" .!"))
    said = " ".join(unpictured(raw).split()).strip(" .!")
    facts = cased_employers(not_a_job(proper_names(_stated_facts(said)), said))
    if said != raw:  # the evidence is the user's text, pictographs included
        facts = [replace(f, evidence=_with_emoji(f.evidence, raw)) for f in facts]
    return facts


def _emoji_gap(match: re.Match[str]) -> str:
    """A pictograph is a space, or a comma where a question follows it ("promoted 🎉 can you help me
    ...?": the news is one part, the request another, which is cut off as a trailing question)."""
    rest = match.string[match.end() :]
    return " , " if match.start() > 0 and asked(rest) else " "


def _with_emoji(evidence: str, raw: str) -> str:
    gap = rf"[,\s{PICTOGRAPH_CHARS}]*"  # (a pictograph is read as a comma)
    found = re.search(gap.join(re.escape(w.rstrip(",")) for w in evidence.split()), raw)
    return found.group(0) if found else evidence


def _stated_facts(sentence: str) -> list[TypedFact]:
    named = nickname_facts(sentence)
    if named:
        return named  # "my friends call me Max, so should you": the user's name, whoever says it
    text = without_asides(as_instruction(without_lead_in(unwrapped(sentence))))  # "can you believe X is 8?"
    if len(text.split()) < 2:
        return []
    parts = statement_parts(text)
    # (a condition inside the question cut off after the statement conditions the question alone: "I am allergic
    # to peanuts, how do I ask in a Thai restaurant if a dish has peanut?")
    if conditional(text) and any(conditional(p) for p in parts):
        heads = [beside_condition(p) if conditional(p) else p for p in parts]
        if not all(heads):
            return code_language(text) or scoped_styles(text)  # "if I ask about recipes, give me grams"
        parts = heads  # "My son Kofi is seven ..., so anything involving running is out unless I want complaints"
    stated = [s for s in (stated_head(p) for p in parts) if s]
    cut = any(s not in parts for s in stated)  # (a head read alone: when it states nothing, the question is read)
    if not stated:
        if "?" not in text and (styled := requested_styles(text) or _styled_parts(text)):
            return styled  # "When you explain how to do something, give me numbered steps": no question
        return with_code_language(child_ages(_presupposed(text), text, new=False), text)
    whole, text = text, " - ".join(stated)
    facts: list[TypedFact] = []
    for part in dash_parts(text, _DASHES):
        part = _strip(part)
        said_part, part = (
            part,
            apposed_first(part) or part,
        )  # "noodle, my recipe bot, is live now": "Noodle is live now"
        if not part or asked(part):
            continue
        part = taken_up(part)
        switched = _switch(part)
        if switched is not None:
            facts.append(switched if part == said_part else replace(switched, evidence=said_part))
            facts.extend(_beside_switch(part, switched))
            continue
        trailing = _TRAILING_OLD.search(part)
        body = part[: trailing.start()] if trailing else part
        found: list[TypedFact] = []
        clauses = [_strip(c) for whole in split_clauses(body) for c in coordinated(_strip(whole))]
        for clause in clauses:
            found.extend(_clause_facts(clause, body))
        found.extend(ended_topic(clauses, body))  # "bouldering wrecked my fingers, I'm done with it"
        found.extend(grounded(_kin_facts(body)))  # "Evernote and I parted ways": no partner
        # (an old side that is a thing of the sentence names no value: "on the X side instead of the developer side")
        old = trim(trailing.group("old")) if trailing and not THING_NOT_OLD.search(trailing.group(0)) else ""
        sets = [f for f in found if f.op == "set" and not f.old]
        if old and len({(f.slot, slot_key(f.value)) for f in sets}) == 1:
            # "I live in Lisbon, not Porto": the set names what it replaces (read by one frame or two)
            found = [replace(f, old=old) if f in sets else f for f in found]
        if part != said_part:  # the evidence is what the user wrote
            found = [f if f.evidence in said_part else replace(f, evidence=said_part) for f in found]
        facts.extend(found)
    if _MADE_IT.search(text):  # "My company Halyard makes sailing apps -- I started it": the user's own, a project
        facts = [f for f in facts if not (f.slot == "employer" and f.op == "set" and f.rule == "employer:set")]
    if not any(f.rule.startswith("age") or f.q("age") for f in facts):
        facts.extend(_ages(text))
    else:  # "Ada is 10 now and Ben just turned 7": each child named with an age update
        facts.extend(_other_ages(text, {f.slot for f in facts}))
    if not any(f.slot.startswith("pet:") for f in facts):
        facts.extend(_whole(text, "pet"))  # a pet introduced in one sentence and named in the next
    if not any(f.slot.startswith("child:") for f in facts) and (tied := CHILD_BY_PRONOUN.pattern.search(text)):
        facts.extend(f for f in [build_fact(CHILD_BY_PRONOUN, tied, text, False)] if f)  # "Oscar ... he's my 6yo"
    if not any(f.slot.startswith("child:") for f in facts) and (baby := baby_in_one(text)) is not None:
        facts.extend(replace(f, evidence=text) for f in _stated_facts(baby))  # "our son arrived, we named him Kai"
    if not any(f.slot == "partner" for f in facts):
        facts.extend(grounded(_whole(text, "partner")))  # "seeing someone new -- her name is Yara"
    if not any(f.rule.startswith("project") for f in facts):
        facts.extend(_whole(text, "project") or side_project(text))  # "I'm building Damask for fun"
    facts = project_from_name(facts, text)  # "Just kicked off Ember, a newsletter about urban gardening"
    facts = no_favourites(with_descriptions(longest_names(facts), text))  # "my favorite book" is none
    facts = status_first(decisions_first(topic_stack(facts, text), text), text)  # "put Oriel in the freezer"
    facts = project_over_tool(status_over_end([tidy_end(f) for f in with_whom(facts, text)]))
    facts = about_to_leave(settled_pairs(outranked(afterthought(facts, text)), text), text)
    facts = one_home(lifelong_home(home_from_place(facts, text), text), text)  # "Kilkenny born and bred"
    if not any(f.slot in ("residence", "trip") for f in facts):
        facts.extend(home_in_passing(text))  # "fwiw I'm in Hobart so evenings are tricky"
    facts = pastime_from_statement(hobby_from_statement(facts, text), text)
    if not any(f.slot == "diet" or f.slot.startswith("allergy") for f in facts) and (diet := diet_from_food(text)):
        # "I stopped eating meat" says a diet; it ends nothing the user had
        facts = [*(f for f in facts if not (f.slot == "?" and f.op == "end")), *diet]
    facts = with_allergies(facts, text)
    facts = with_styles(facts, text)  # "kilometres and kilograms, not miles and pounds": units, no switch
    if for_one_answer(text):  # "write a message to Gwen ..., keep it short": that message's, not every answer's
        facts = [f for f in facts if not f.slot.startswith("style:")]
    if not any(f.slot.startswith("tool:") or f.rule == "switch" for f in facts):
        facts += tool_adopted(text) or tool_in_hand(
            text
        )  # "Zed's multiplayer thing is neat, I switched over last month"
    facts = work_language(facts, text)  # "the ingestion service got rewritten in Go and I'm writing most of it"
    facts = partner_news(manager_news(facts, text), text)  # "now my direct leader is Ms. Liu", "engaged again, to Noor"
    ended = [f.old for f in facts if f.op == "end" and f.old]
    facts = [f for f in facts if not (f.op == "set" and any(words_match(f.value, e) for e in ended))]
    # "not vegan anymore, more flexitarian", "we broke up ... I'm seeing someone new, Tariq": the new value
    # replaces the old; an ending of the slot that names nothing would end the new one too
    replaced = {f.slot for f in facts if f.op == "set" and is_single_valued(f.slot)}
    facts = [f for f in facts if not (f.op == "end" and not f.old and f.slot in replaced)]
    # "a keen photographer": a pastime; "a shooting guard for the team": a position on a team
    facts = [f for f in facts if not (f.slot == "role" and (keen_doer(f.value) or plays_position(f.value, text)))]
    narrower = widest_titles([f.value for f in facts if f.slot == "role" and f.op == "set"])
    facts = [f for f in facts if not (f.slot == "role" and " ".join(f.value.lower().split()) in narrower)]
    facts = child_ages(family_from_name(couple_ended(partner_parted(facts, text), text), text), text)
    facts = with_code_language(pets_gone(pet_named(apposed_roles(pet_from_name(facts, text), text), text), text), text)
    facts = about_the_apposed(facts, text)  # "Priya, my coworker, got a dog named Nacho": Priya's dog
    if not any(f.op == "end" for f in facts):
        facts.extend(taken_back(text))  # "Lentil isn't actually my Holland Lop, he's my roommate's"
    facts = not_left_for_good(job_event(employer_beside_title(facts, text), text), text)
    facts = labelled_work(job_from_fragment(employer_from_statement(facts, text), text), text)
    facts = not_current_work(tenure_employer(title_from_news(facts, text), text), text)  # "got the bump to X"
    facts = manager_successor(one_manager(manager_from_name(manager_from_line(facts, text), text)), text)
    facts = language_from_statement(language_titles(facts, text), text)
    facts = _dedupe(no_person_of_the_stack(explained_away(facts, text)))
    # "Since my promotion to senior analyst, how should I run standups?"; "Write a toast for my husband Raj"
    if len(stated) < len(parts) or cut or "?" in whole or _ASKING_VERB.match(whole):
        slots = {f.slot for f in facts}  # (a question cut off leaves only the user's own people presupposed,
        kin = len(stated) == len(parts)  # of a kind not read: "Fennel -- my whippet -- won't stop shivering, ok?")
        kinds = {s.split(":")[0] for s in slots} if kin else set()
        new = [f for f in _presupposed(whole) if f.slot not in slots and f.slot.split(":")[0] not in kinds]
        facts += [f for f in new if not kin or f.slot.startswith(_KIN_SLOTS)]
    # a part read in words of the grammar's own ("since the move to X" as "moving to X", "Being vegan,
    # I ..." as "I'm vegan") is evidenced by the whole sentence the user wrote
    return [f if f.evidence in sentence else replace(f, evidence=sentence) for f in facts]


_KIN_SLOTS = ("partner", "child:", "pet:", "manager")
# a request said as an imperative, with no question mark: "Reword this so it doesn't sound like I'm blaming
# Hassan (he's my manager)", "Write a toast for my husband Raj" -- the user's people in it are presupposed
_ASKING_VERB = re.compile(
    r"^\W*(?:please\s+|pls\s+|quick(?:ly)?\s+)?(?:help|write|draft|reword|rewrite|rephrase|suggest|recommend|give|tell|explain|"
    r"make|create|translate|summari[sz]e|plan|find|list|show|check|proofread|edit|fix|generate|compose|review|"
    r"brainstorm|come\s+up\s+with|put\s+together|design|prepare)\b",
    _F,
)


def _styled_parts(text: str) -> list[TypedFact]:
    """The style a request states beside a refused reason ("metric only please -- I've no idea what
    a pound is": the reason's "no idea" refuses itself, not the request)."""
    return [replace(f, evidence=text) for p in dash_parts(text, _DASHES) if not refused(p) for f in style_facts(p)]


def _beside_switch(part: str, switched: TypedFact) -> list[TypedFact]:
    """What the other clauses of a switch's part state about other slots ("I left Quillpoint for
    Harbor Robotics, now I'm a platform engineer there": the title rides beside the employer)."""
    out: list[TypedFact] = []
    said = [v for v in (switched.value, switched.old) if v]
    for clause in (_strip(c) for c in split_clauses(part)):
        if any(words_match(v, w) for v in said for w in re.findall(r"[\w'&.-]+", clause) if len(w) > 2):
            continue  # the switch's own clause
        out += [f for f in _clause_facts(clause, part) if f.slot not in (switched.slot, "?")]
    return out


_MADE_IT = re.compile(
    r"\bmy\s+(?:own\s+)?company\b.*\b(?:i|we)\s+(?:\w+\s+)?(?:started|founded|co-?founded|launched|built)\s+it\b", re.I
)
_PROJECTS_SAID = tuple(_fr(*spec) for spec in PRESUPPOSED_PROJECT_FRAMES)
_NAMED_ALREADY = frozenset({"partner", "manager", "employer", "residence", "role"})
_BETWEEN_NAMES = re.compile(r"\bor\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])")
_NAMING = re.compile(
    # (a name of something else is no naming: "a good domain name for my podcast Second Breakfast?")
    r"(?<!domain\s)(?<!user\s)(?<!file\s)(?<!host\s)(?<!screen\s)(?<!display\s)(?<!variable\s)(?<!brand\s)"
    r"\b(?:name|names|named|naming|call|calling|rename|renaming|nickname)\b|\bor\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])|"
    r"\b(?:(?:would|could)(?!\s+you\b)|if|what\s+if)\b",  # ("could you ..." is a request)
    _F,
)


def _presupposed(text: str) -> list[TypedFact]:
    """The user's own kin and pets named in a sentence refused only for a hedge or asked about
    (kin_frames): "How do I get my husband Raj to stop snoring?" says who Raj is. A question about
    naming ("should I call my son Felix?") or between names ("my son Felix or Max?") says nothing."""
    if _HYPOTHETICAL.search(NOT_A_CONDITION.sub(" ", text.lower())) or reported(text) or childhood(text):
        return []
    naming = asked(text) and _NAMING.search(NOT_A_CONDITION.sub(" ", text))
    if naming and _BETWEEN_NAMES.search(text):
        return []
    out: list[TypedFact] = []
    for frame in (
        *PRESUPPOSED_FRAMES,
        *PRESUPPOSED_JOB_FRAMES,
        *PRESUPPOSED_HOME_FRAMES,
        *_PROJECTS_SAID,
        *PRESUPPOSED_DIET_FRAMES,
    ):
        for match in frame.pattern.finditer(text):
            fact = build_fact(frame, match, text, text == text.lower())
            if fact is not None:
                out.append(fact)
    out = [f for f in out if f.slot != "residence" or is_place(f.value)]  # "Since moving to the countryside ..."
    if not any(f.slot == "residence" for f in out):
        out += home_said_here(text) or home_in_passing(text)  # "as a Halifax local, what ...?"
    # and by name and family word, as a statement reads them: "for my 6-year-old, Mina?"
    out = pet_named(apposed_roles(family_from_name(out, text), text), text, asked=True) + pastime_things(text)
    if not any(f.slot.startswith("hobby:") for f in out):
        out += pastime_said(text)  # "fly fishing beginner -- what rod weight for small trout streams?"
    if not any(f.slot.startswith("tool:") for f in out):
        # "how do i make vscode stop auto-importing random stuff every time i type", "... and I caved"
        out += tool_tamed(text) or tool_adopted(text) or own_setup_tool(text) or tool_in_hand(text)
    if not any(f.slot.startswith("project:") for f in out):
        out += projects_made_aside(text)  # "a logo for Fernweh Coffee, the little roastery I'm launching?"
    # a known child's age said aside: "gift ideas for Mina, who just turned 7?"
    out = _dedupe(out + [f for f in ages_around_names(text) if f.slot not in {g.slot for g in out}])
    # a question about naming names only what is still to be named -- a child, an animal, a project; a
    # partner or a boss has a name already ("cheapest way to call my boyfriend Kwame?")
    return [f for f in out if not naming or f.slot.split(":")[0] in _NAMED_ALREADY]


def _strip(text: str) -> str:
    text = LEAD.sub("", text.strip(" ,;:.!"))
    return text.strip(" ,;:.!")


def _dedupe(facts: Iterable[TypedFact]) -> list[TypedFact]:
    """One fact per (slot, value, op); a later duplicate lends the first the qualifiers it lacks
    ("my kid anouska is 6": one frame names the child, another gives the age), and an ending the
    name of what ended ("i'm single again, Jonas and I ended things"). A reading that says whose the
    child is settles it: "needs" (a child memory must already hold) is never lent, and is dropped."""
    first: dict[tuple[str, str, str], int] = {}
    out: list[TypedFact] = []
    for fact in facts:
        key = (fact.slot, slot_key(fact.value), fact.op)
        if key not in first:
            first[key] = len(out)
            out.append(fact)
            continue
        kept = out[first[key]]
        if fact.op == "end" and fact.old and not kept.old:
            kept = out[first[key]] = replace(kept, old=fact.old)
        names = {name for name, _ in kept.qualifiers}
        extra = tuple(q for q in fact.qualifiers if q[0] not in names and q[0] != "needs")
        if "needs" in names and not fact.q("needs"):  # one reading says whose it is: nothing more is needed
            kept = out[first[key]] = replace(kept, qualifiers=tuple(q for q in kept.qualifiers if q[0] != "needs"))
        if extra:
            out[first[key]] = replace(kept, qualifiers=kept.qualifiers + extra)
    return out


# the user's workplace switching its tools switches the user's: "Our team has migrated from Eclipse to IntelliJ IDEA"
_OUR_WORKPLACE = re.compile(
    r"^(?:our|my)\s+(?:\w+\s+)?(?:team|company|org|organi[sz]ation|department|dept|shop|office|startup|employer|firm|squad)"
    r"\s+(?:has|have|had|just|finally|recently|now|also|\s)*",
    re.IGNORECASE,
)


def _switch(part: str) -> TypedFact | None:
    ours = _OUR_WORKPLACE.match(part)
    if ours is not None:
        found = _switch("we have " + part[ours.end() :])
        tools = found is not None and bool(purposes_of(found.value)) and bool(found.old and purposes_of(found.old))
        return replace(found, evidence=part) if found is not None and tools else None
    named = NAME_CORRECTED.search(part)
    if named is not None and slot_key(named.group("v")) != slot_key(named.group("old")):
        return TypedFact("?", named.group("v"), "set", old=named.group("old"), evidence=part, rule="switch")
    if reported(part) or OTHERS_POSSESSIVE.search(part) or TRADE_HISTORY.search(part):
        return None  # "X replaced Y as my brother's manager", "... for many developers": somebody else's change
    # a capitalised subject may be a person ("Juniper moved from Leeds to York"): only a move
    # between two known technologies is a project's ("Hollow moved from Godot to Bevy")
    named_subject = THIRD_SUBJECT.match(part) is not None
    body = _LABEL.sub("", part)
    for pattern in TECH_MOVES if named_subject else SWITCHES:
        # "Switched jobs: from X to Y": the label is the switch's own verb
        match = pattern.search(body) or pattern.search(part) or pattern.search(part.replace(":", "", 1))
        if match is None or denied_before(match.string[: match.start()]):
            continue  # "I'm not swapping Vim for Emacs", "never replaced Vim with Helix": nothing switched
        raw_new = chosen(match.group("v") or "")  # "went with Rails instead of Django": Rails
        # a lazy capture stops at the first space: "VS Code" is read whole from where it starts
        new = leading_tool(match.string[match.start("v") :]) or trim(raw_new)
        old = leading_tool(match.string[match.start("old") :]) or trim(match.group("old"))
        joined = re.search(r"\s(?:and|but|so)\s", raw_new) is not None and KNOWN_TOOL.fullmatch(old) is not None
        said_tools = [t.group("v") for t in KNOWN_TOOL.finditer(raw_new)] if joined else []
        # "put Linux Mint on my laptop and I use Kate instead of Notepad++": the tool just before "instead of"
        if said_tools and not KNOWN_TOOL.fullmatch(new):
            new = " ".join(said_tools[-1].split())
        if (
            not new
            or old.lower() in _PARTICLES
            or slot_key(new) == slot_key(old)
            or _CONTRAST.match(match.group("old") or "")
            or _SEEKING.match(new)
            or THING_NOT_OLD.search(match.string[: match.end("old")])
        ):
            continue  # "it's about the journey, not just winning": a contrast, nothing replaced
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
        if hint in (None, "residence") and is_place(value) and TEMP_CUE.search(part):
            return None  # "left Oslo for Trondheim for a week of hiking": a trip, no change of home
        if hint == "role":  # "from a QA role to a backend developer role": the old title is QA
            old = _ROLE_NOUN.sub("", old) or old
        if hint is None and _A_DIET.fullmatch(value) and _A_DIET.fullmatch(old):  # "from vegetarian to flexitarian"
            hint = "diet"
        if hint is None and quals and tech_kind(value):  # "moved Pika off Railway onto Koyeb": its hosting
            hint = f"project:{slot_key(quals[0][1])}:{tech_kind(value)}"
        if hint and hint.startswith("project:"):  # the project the slot names, as the user wrote it
            said = re.search(rf"\b{re.escape(hint.split(':')[1])}\b", part, _F)
            quals = (("project", said.group(0)),) if said else quals
        return TypedFact(hint or "?", value, "set", old=old, qualifiers=quals, evidence=part, rule="switch")
    return None


_A_DIET = re.compile(rf"(?:an?\s+)?{DIETS}", _F)
# a particle of the verb read as the old value: "Sublime got swapped out for Zed" names Sublime, not "out"
_PARTICLES = frozenset({"", "out", "in", "over", "up", "off", "it", "them", "that", "this"})
_JOB_NOUNS = frozenset({"job", "work", "role", "position", "gig", "project", "app", "idea", "thing", "repo"})
_ROLE_NOUN = re.compile(r"\s+(?:role|position|job|post)$", _F)
_PROJECT_MENTION = re.compile(
    r"\b(?:project|on|for)\s+(?P<a>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)|^(?P<b>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)\s*(?::|\s+(?:update|is|will|has)\b)",
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
    for clause in CLAUSES.split(_TRAILING_OLD.sub("", part)):
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
        head = stated_before_report(clause)  # "I'm a consultant and the client's CFO thinks it's a scam"
        if not head:
            return []
        clause = head
    bodies = [clause]
    labelled = _LABEL.sub("", clause)
    if labelled != clause:
        bodies.append(_strip(labelled))
    bodies += [implied for b in bodies if (implied := with_subject(b)) is not None]
    named = name_first(clause)  # "my app mistral is on hold": read "Mistral is on hold" too
    if named is not None:
        bodies.append(named)
    lower = clause == clause.lower()
    keyboard = lower or lower_case_chat(clause)  # a keyboard's capitals aside: "I got a puppy called biscuit"
    # "the whole team moved to Go and so did I": the user joins the subject
    # and a tool as subject is nobody ("Helix took some getting used to, but it's my editor now")
    third = [b for b in bodies if THIRD_SUBJECT.match(b)]
    about_other = any(not tool_subject(b) for b in third) and not _SO_DO_I.search(clause)
    temporary = bool(TEMP_CUE.search(clause)) and not PERMANENT.search(clause)
    facts: list[TypedFact] = []
    for frame in FRAMES:
        if frame.self_only and about_other:
            continue
        if (frame.kind == "trip") != temporary and frame.kind in ("trip", "residence"):
            continue
        for body in bodies:
            match = frame.pattern.search(body)
            if match is None or (frame.self_only and said_of_another(body[: match.start()], match.group(0))):
                continue
            fact = build_fact(frame, match, clause, keyboard if (frame.kind, frame.op) == ("pet", "set") else lower)
            if fact is not None:
                facts.append(fact)
                break
    facts = grounded(facts)
    if any(f.slot.startswith("hobby:") and f.rule != "hobby:verb" for f in facts):
        facts = [f for f in facts if f.rule != "hobby:verb"]  # "I write poetry ...": poetry, not writing
    if not facts:  # (somebody else is the subject by the frame's own shape)
        facts.extend(hobbies_got_into(clause, part))  # "my partner got me into board games"
    if not about_other:
        facts.extend(_retractions(bodies, clause))
        facts.extend(_value_first(facts, bodies, clause, mention=not third))
        still = _STILL.match(clause)
        if still and not facts:
            value = trim(still.group("v"))
            verb = value.split()[0].lower() if value else ""
            # "still working on my biz", "still managed by X": a verb's form is no value
            if value and not verb.endswith("ing") and not (len(verb) > 4 and verb.endswith("ed")):
                facts.append(TypedFact("?", value, "set", evidence=clause, rule="restate"))
    return grounded(facts)


def _value_first(facts: list[TypedFact], bodies: list[str], clause: str, *, mention: bool) -> list[TypedFact]:
    """Known tools and hobbies named with a cue of their kind, where no frame read a value of theirs;
    a known value a retraction names ends ("we don't touch gdscript anymore") unless a retraction
    frame already ended it. A bare mention is read only when the clause has no subject but the user
    ("Notion sent me a refund" is the company writing)."""
    out: list[TypedFact] = []
    body = bodies[-1]
    if not any(f.slot.startswith("tool:") for f in facts):
        # a label is read with its value too: "terminal of choice: Kitty"
        told = listed_tools(clause) or tool_facts(body) or (tool_facts(clause) if body != clause else [])
        out.extend(tool_switches(body) or told or ([] if facts or not mention else mentioned_tool(body)))
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
                fact = build_fact(frame, match, part, lower)
                if fact is not None:
                    out.append(fact)
    return out


def _reported_at(part: str, end: int) -> bool:
    """Is the fact a frame read up to ``end`` somebody else's words? A report before it ("my sister
    said my cat ...") or a bare attribution after it ("..., she said") is; a reason given after it
    ("we had to rehome Pancake, the landlord said no pets") is not."""
    return reported(part[:end]) or ATTRIBUTION.search(part[end:]) is not None


def _retractions(bodies: list[str], clause: str) -> list[TypedFact]:
    out: list[TypedFact] = []
    for pattern in RETRACTIONS:
        for body in bodies:
            match = pattern.search(body)
            if match is None:
                continue
            if _NOT_DONE.search(body[: match.start() + 1]):
                continue  # "I won't quit on my dreams", "never gave up": nothing ended
            old = trim(without_doing(match.group("old")))  # "stopped playing the piano": the piano
            if old and old.lower() not in _JOB_NOUNS and not _PRONOUN_HEAD.search(old) and not _MEASURE.fullmatch(old):
                out.append(TypedFact("?", "", "end", old=old, evidence=clause, rule="retract"))
                break
    return out


# A negation or a refusal just before the verb: the thing goes on ("I won't quit on my dreams").
_NOT_DONE = re.compile(
    r"\b(?:won't|will\s+not|never|don't|dont|do\s+not|doesn't|does\s+not|didn't|didnt|did\s+not|haven't|havent|"
    r"have\s+not|hasn't|has\s+not|hadn't|had\s+not|can't|cannot|wouldn't|not)\s+(?:\w+\s+)?\S?$",
    _F,
)
# A quantity is nothing the user had: "productivity has dropped 40%", "prices dropped 3 points".
_MEASURE = re.compile(
    r"(?:by\s+)?(?:about\s+|around\s+|almost\s+|nearly\s+)?[\d.,]+\s*(?:%|percent|per\s+cent|points?|pts|k|kg|kgs|lbs?|pounds|x)?",
    _F,
)
# A value that is only a pronoun behind an adverb ("Thankfully it's over now"): nothing named.
_PRONOUN_HEAD = re.compile(r"(?:^|\s)(?:it|this|that|they|them|everything|all|stuff|things)$", _F)
# a request's own verb is no value: "Looking for real studies, not blog posts"
_SEEKING = re.compile(
    r"(?:looking|hoping|asking|trying|wanting|searching|seeking|wondering|waiting|aiming|after)\b", _F
)
_CONTRAST = re.compile(r"^\s*(?:just|only|merely|simply|even|necessarily|always|about|because|that|to)\b", _F)
_ENDS_FIRST = sorted(FRAMES, key=lambda f: f.op != "end")  # stable: frame order kept within each


def _whole(text: str, kind: str) -> list[TypedFact]:
    """Frames of one kind over the whole sentence ("Side project: Flint - a climbing log"); an
    ending is read before a set, so "we had to rehome our cat Luna" is a loss, not a new cat."""
    body = _strip(text)
    if THIRD_SUBJECT.match(body) or reported(body):
        return []
    read: list[TypedFact] = []
    for frame in _ENDS_FIRST:
        if frame.kind == kind:
            found = frame.pattern.search(body)
            if found:
                fact = build_fact(frame, found, body, body == body.lower())
                if fact is not None:
                    read.append(fact)
                    if kind != "project":
                        break
    # "a blog - it's called Concrete Roots": the longest name any project frame read
    return longest_names(read)[:1]


def _other_ages(text: str, slots: set[str]) -> list[TypedFact]:
    """Age updates of named children after the first, one frame reading each name it finds."""
    out: list[TypedFact] = []
    for frame in FRAMES:
        if frame.kind == "age":
            for found in frame.pattern.finditer(_strip(text)):
                fact = build_fact(frame, found, text, text == text.lower())
                if fact is not None and fact.slot not in slots:
                    slots.add(fact.slot)
                    out.append(fact)
    return out


def _ages(text: str) -> list[TypedFact]:
    """ "Two kids: Ada is 7, Ben is 3" and "Rowan just had a birthday -- 8 now!" (across a dash)."""
    listed = listed_children(text)
    if listed is not None:
        return listed or age_updates(_strip(text)) or ages_by_name(_strip(text))
    out: list[TypedFact] = []
    # "a parent -- Fergal is 4": the whole and each dash part, each stripped once
    parts = [_strip(p) for p in (text, *(p for p in dash_parts(text, _DASHES) if p != text))]
    for frame in FRAMES:
        if frame.kind == "age":
            found = next((m for p in parts if (m := frame.pattern.search(p))), None)
            if found:
                fact = build_fact(frame, found, text, text == text.lower())
                if fact is not None:
                    out.append(fact)
    return parent_said(out or age_updates(_strip(text)) or ages_by_name(_strip(text)), text)
