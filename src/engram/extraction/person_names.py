"""Given names: the vocabulary that tells a person's name from a workplace's.

Why: "I work for Dana Kowalski now" and "I work for Kestrel Labs now" have one shape; only the
name says that the first is a person (the user's boss) and the second a company. A capitalised
name whose first word is a common given name (of many languages) and that does not end like a
company is a person's. Brands named after a founder ("John Lewis", "Morgan Stanley") collide; a
word of a company in the statement ("the John Lewis store", "at the Morgan Stanley office") still
makes them a workplace (:func:`person_shaped` is asked with the statement).
"""

from __future__ import annotations

import re

_GIVEN = """
aaron abby abdul adam adrian agnes ahmed aidan aisha alan alana albert alex alexa alexander alexandra alfie
ali alice alicia alison amanda amber amelia amir amit amy ana anders andrea andrew andy angela angus anika
anita ann anna anne annie anthony anton antonio anya arjun arthur asha ashley astrid aurora austin ava
barbara beatrice becky bella ben benjamin beth bethany bianca bill billy bob bonnie brad brenda brian
bridget bruno caitlin callum cameron carl carla carlos carmen carol caroline carrie casey catherine cathy
cecilia charles charlie charlotte chen chloe chris christina christine christopher claire clara colin
connor craig daisy dan dana daniel daniela danny darius dave david dawn dean deborah declan deepak denise
derek diana diane diego dmitri dominic donna dylan ed eddie edward eileen elaine eleanor elena eli elijah
elizabeth ella ellen ellie elsa emily emma eric erik erin esther ethan eva evan eve fatima felix fernando
fiona florence frances francesca frank freya gabriel gareth gary gemma george georgia gerald gina giulia
grace graham greg hamza hannah harriet harry hassan hazel heather helen helena henry holly hugo ian ibrahim
ida imogen ines ingrid irene isaac isabel isabella isla ivan jack jackie jacob jake james jamie jan jane
janet jasmine jason javier jay jean jen jenny jeremy jess jessica jill jim jo joan joanna joe joel johan
john jon jonas jonathan jordan jorge jose joseph josh joshua joy juan judith julia julian julie justin
kamal karen karim kate katherine kathy katie kavya keith kelly ken kenji kevin kim kirsty kyle lara laura
lauren leah lena leo leon liam lily linda lisa liz lola lorna louis louise lucas lucy luis luke lydia
maeve maggie maja malik mandy marco marcus margaret maria marie mario mark marta martin mary matt matthew
maya megan mei mia michael michelle miguel mike mila milo mira miriam mo mohammed molly monica nadia
naomi natalie nathan neil nia nick nicola nikhil nina noah noor nora olga oliver olivia omar oscar owen
pablo pam patricia patrick paul paula pedro peter phil philip phoebe pia pierre priya rachel rahul raj
rebecca ren rhys richard rita rob robert robin rohan rosa rose ross ruby rachel ruth ryan sadie sally
sam samantha samuel sandra sara sarah sasha scott sean sebastian selina seth shannon sharon sheila simon
sofia sonia sophie stella stephen steve stuart susan suzanne tanya tara ted teresa thomas tim timothy
tina toby tom tony tracy tyler valentina vanessa vera victor victoria vikram vincent wei wendy will
william xavier yara yasmin yuki yusuf zach zara zoe
"""
GIVEN_NAMES = frozenset(_GIVEN.split())
"""Words said before a person's name ("Dr. Ananya Iyer", "Herr Brandt"): a person follows, and the
word itself is never the name nor a workplace."""

_CAPS = re.compile(r"^(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž'’-]+)(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž'’-]+))?$")
# a word of a company in the statement makes a founder's name a workplace: "the John Lewis store"
_COMPANY_TALK = re.compile(
    r"\b(?:company|firm|store|stores|shop|shops|branch|brand|chain|bank|group|office|offices|hq|headquarters|"
    r"corporation|corp|inc|ltd|llc|plc|agency|restaurant|restaurants|hotel|warehouse|factory)\b",
    re.IGNORECASE,
)


def person_shaped(name: str, statement: str = "") -> bool:
    """Is ``name`` a person's ("Dana Kowalski", "Priya"), not a workplace's, in ``statement``?"""
    if not _CAPS.match(name.strip()):
        return False
    if statement and _COMPANY_TALK.search(statement):
        return False
    return name.split()[0].lower() in GIVEN_NAMES


# a person named as the subject of a sentence about them: "Tom is the new team lead at Kestrel Bio"
_NAMED_SUBJECT = re.compile(
    r"^(?P<name>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž'’-]+)(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž'’-]+))?)\s+"
    r"(?:is|was|['’]s|has\s+been|will\s+be|became|becomes|got|gets|just\s+became|just\s+got)\b",
    re.IGNORECASE,
)


def named_subject(clause: str) -> bool:
    """Does the clause open on a person's name and its own verb, so it tells of that person?"""
    found = _NAMED_SUBJECT.match(clause.strip())
    return found is not None and person_shaped(found.group("name"))


# a capitalised word that is no surname though it follows a name ("Liam Monday", "Liam Thanks")
_NOT_SURNAME = frozenset(
    """
    monday tuesday wednesday thursday friday saturday sunday january february march april may june july
    august september october november december and or but so now then thanks thank please hi hey the a an
    is was has had will would can could should did does i i'm i've i'd we you he she they it this that
    """.split()
)


def full_name(given: str, text: str) -> str:
    """``given`` ("Liam") as the full name ``text`` also calls the person ("Liam Fitzgerald took over
    the team, so I'm under Liam now"), or ``given`` when the text gives no one surname for it.

    Why: the one name the user says last is the one a fact is read from, but the full name is the one
    they would look for and the one an earlier line may already hold."""
    if not re.fullmatch(r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž'’-]+)", given):
        return given
    found = {
        m.group("sur")
        for m in re.finditer(
            rf"(?<![\w'’-]){re.escape(given)}\s+(?P<sur>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž'’-]+))(?![\w'’])", text
        )
        if m.group("sur").lower() not in _NOT_SURNAME and m.group("sur").lower() not in GIVEN_NAMES
    }
    return f"{given} {found.pop()}" if len(found) == 1 else given
