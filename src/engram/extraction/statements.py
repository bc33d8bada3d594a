"""Splitting a user turn into sentences and clauses, and refusing the ones no rule may read."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from engram.extraction.fact_lexicon import TITLE_ABBREVIATIONS
from engram.extraction.lexicon import MAX_TURN_CHARS, PICTOGRAPH_CHARS

# ---- regular expressions (all compiled once, here) -----------------------------------------------

_FLAGS = re.IGNORECASE
_FENCE = re.compile(r"(```|~~~)[\s\S]*?(?:\1|\Z)")
_MEMORY_BLOCK = re.compile(r"<memory\b[^>]*>[\s\S]*?(?:</memory\s*>|\Z)|</memory\s*>", _FLAGS)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\ud800-\udfff]")
_FILL = "\x00"  # neither whitespace nor a word character (input control characters are removed first)
_NORMALISE = str.maketrans({"’": "'", "‘": "'", "ʼ": "'", "\u00a0": " ", "\u2009": " ", "\u202f": " "})
_QUOTED = re.compile(r"\"[^\"\n]*\"|“[^”\n]*”|«[^»\n]*»|`[^`\n]*`|(?<!\w)'[^\n]{0,300}?'(?!\w)")
# (an emoji ends a sentence when a question follows it: "my indie game Moth & Lantern goes into next fest 😬
# what should the demo include")
_BOUNDARY = re.compile(
    r"\n+|[.!?…]+(?=[\s\"')\]]|$)|"
    rf"[{PICTOGRAPH_CHARS}]+"
    r"(?=\s+(?i:what|how|why|where|when|which|who|any|can|could|should|would|"
    r"is|are|do|does|pls|please|"
    # ... or the writer's own statement: "necesito ideas 🎈 vivo en Valparaíso", "lol 😅 I'm a nurse"
    r"i|i'm|im|i've|my|we|we're|our|vivo|soy|tengo|trabajo|estoy|estamos|moro|sou|trabalho|je|ich|mi)\b)"
)
_ABBREVIATIONS = TITLE_ABBREVIATIONS | frozenset(
    "e.g i.e etc vs st jr inc ltd co corp no approx dept est fig mt ave rd".split()
)
# An exclaimed headline that only says what the next words are ("new job!!! Ferrow Labs, ...", "new
# puppy! Bruno, ...", "new baby! Otto arrived ...").
_HEADLINE = re.compile(
    r"^\s*(?:a\s+)?new\s+(?:job|boss|manager|line\s+manager|supervisor|team\s+lead|role|title|position|gig|"
    r"employer|home|place|flat|apartment|house|city|address|baby|puppy|kitten|pup|dog|cat|family\s+member|addition|"
    r"arrival)(?:\s+(?:alert|news|update))?\s*$|"
    # the news of a job said before the job: "Hired! Hollins & Park, junior architect"
    r"^\s*(?:\w+['’]?\w*\s+){0,2}(?:hired\s+me|(?:officially\s+)?employed|offer\s+accepted)\s*$|"
    r"^\s*(?:(?:i\s+|i've\s+)?got\s+(?:the\s+job|it|hired|promoted|a\s+new\s+job)|hired|promoted|officially\s+hired|it'?s\s+official)\s*$",
    _FLAGS,
)
# A pastime exclaimed alone, then how often: "pickleball!! every Saturday", "pottery! twice a week now".
_EXCLAIMED_PASTIME = re.compile(r"^\s*(?:(?:and|so|also|oh)\s+)?(?:[a-z][\w-]*)(?:\s+[a-z][\w-]*)?\s*$", _FLAGS)
_WHEN = re.compile(
    r"\s*(?:every|most|each|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days|twice|three\s+times|once\s+a|weekly)\b",
    _FLAGS,
)
# An arrival exclaimed before what it is for: "landed in Krakow! here for a trade show, back monday"
# is one statement, whose second half says whether the arrival is a trip or a move.
_ARRIVED = re.compile(
    r"^\s*(?:(?:just|finally|safely|we've|we\s+have|i've|i\s+have|we|i)\s+)*(?:landed|arrived|made\s+it)\s+"
    r"(?:in|to|at)\s+[\w'-]+(?:\s+[\w'-]+){0,2}\s*$",
    _FLAGS,
)
# ... what it is for, which keeps it with the arrival even when a question follows ("here for a wedding")
_FOR_WHAT = re.compile(
    r"\s*(?:(?:here|in\s+town|over|there)\s+for|(?:back|home|flying\s+home|flying\s+back)\s|for\s+(?:a|an|the|my|our)\s)",
    _FLAGS,
)
# A sentence that names what the one before it introduced, and says it is the user's.
_OWNED = re.compile(
    r"\s*(?:that's|that\s+is|this\s+is|it's|meet)\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+\s*,?\s+"
    r"(?:(?:who's|who\s+is|and\s+(?:she|he|it)'s)\s+)?(?:mine|ours|my|our)\b",
    _FLAGS,
)
_DOTTED = re.compile(r"^(?:[a-z]\.)+[a-z]?$")
_CLAUSE_SPLIT = re.compile(
    r"(?:\s*[,;]\s*(?:and\s+|but\s+|also\s+|plus\s+|so\s+)?|\s+(?:and|but|also|plus)\s+)"
    r"(?=(?:i|i'm|i've|i am|i'll|my|we|we've|we'll|we're|call me|let's)\b)",
    _FLAGS,
)
_TRAILING_FILLER = re.compile(
    r"(?:[\s,;]+(?:btw|by the way|lol|haha|hehe|fyi|fwiw|please|thanks|thank you|thx|tbh|imo|honestly|though|tho)"
    r"[\s.!,;]*)+$",
    _FLAGS,
)
_LEAD_ONLY = re.compile(
    r"^[\s,:;!.\-—–]*(?:(?:actually|correction|no|nope|nah|to clarify|update|scratch that|i meant|i mean|oh|ok|"
    r"okay|so|well|also|btw|by the way|fyi|hi|hello|hey|hi there|hey there|yes|yeah|yep|sure|thanks|thank you|"
    r"great|cool|please|wait|sorry|oops|just so you know|for the record|good morning|good afternoon|"
    r"good evening)\b[\s,:;!.\-—–]*)*$",
    _FLAGS,
)
_FILLER = re.compile(
    r"^(?:(?:[-*•+#>]+|\d{1,2}[.)])\s+|(?:oh|ok|okay|so|well|also|and|but|btw|by the way|fyi|just fyi|"
    r"just so you know|just to let you know|for the record|for your information|for context|heads up|"
    r"quick note|one more thing|hey there|hey|hi there|hi|hello|hiya|yo|um+|uh+|erm|hmm+|anyway|anyways|"
    r"alright|all right|great|cool|thanks|thank you|sure|yes|yeah|yep|wait|sorry|oops|please|"
    r"good morning|good afternoon|good evening)\b[\s,:;!.\-—–]*)+",
    _FLAGS,
)
_GREETING = re.compile(r"\b(?:hi|hello|hey|hiya|yo|good morning|good afternoon|good evening)\b", _FLAGS)
_POLITE = re.compile(
    r"^(?:can|could|would|will)\s+you\s+(?:please\s+)?(?=remember\b|note\b|keep in mind\b|make a note\b|"
    r"always\b|never\b|stop\b|call me\b)",
    _FLAGS,
)
_WANT_YOU = re.compile(
    r"^(?:i want you to|i'd like you to|i would like you to|i need you to|make sure (?:to|you)|"
    r"you should|you must|you need to)\s+(?=always\b|never\b|stop\b|not\b|don't\b|do not\b|call me\b)",
    _FLAGS,
)

# The words that open a question, shared by every reader of questions (this module's sentence opener
# and engram.extraction.discourse's trailing questions, which imports them from here). Each reader
# adds the openers only it takes, because where a question opens changes what may open it: a sentence
# opens with any auxiliary ("may I ...?", "have you ...?"); a question after a dash also with a
# request word ("-- any tips?", "-- thoughts?"); but after a comma only "what" and "how" of the
# question words do, as "..., who just turned 8?" and "..., which is red?" are relative clauses.
QUESTION_WORDS = "what|how|where|which|who|when|why"
AUXILIARIES = "is|are|do|does|can|could|should|would|will"  # ("am", "did", "was", ...: per reader)
REQUEST_WORDS = "any|anything|thoughts|ideas|tips"

# sentence-level rejections
_QUESTION_MARK = re.compile(r"\?(?:\s|$)")
_QUESTION_START = re.compile(
    # ("who I answer to is X" names X: a free relative, no question; "what I do: X" is a headline)
    r"^(?:(?!what\s+(?:do\s+)?i\s+do(?:\s+for\s+(?:work|a\s+living))?\s*:)(?!who\s+(?:i|we)\s+(?:now\s+)?(?:answer|report)\s+to\b[^?]*\b(?:is|'s)\s)"
    rf"(?:{QUESTION_WORDS}|whats|what's|who's|whom|whose|where's|how's)\b|"
    # ("Did it - everything's in Joplin now", "done it!": a thing done, no question)
    rf"(?!(?:did|done)\s+it\s*(?:$|[-—–!.,:;]))(?:{AUXILIARIES}|am|was|were|did|shall|have|has|may)\s+"
    # (a done thing is no question: "did my first 100k ride on sunday", "do my own taxes")
    r"(?:i|you|we|my(?!\s+(?:very\s+)?(?:first|own|best|usual|longest|fastest|biggest|weekly|daily)\b)|it|they|he|she)\b)",
    _FLAGS,
)
_HYPOTHETICAL = re.compile(
    r"\b(?:if|unless|suppose|supposing|supposed|imagine|imagining|hypothetically|hypothetical|pretend|"
    r"pretending|assuming|assume|what if|in case|whether|wish(?!\s+(?:me|us)\s+(?:luck|well)\b)|"
    r"roleplay|role-play|role play|let's say|"
    # a made-up exchange to write: "a sample customer-service dialogue between a customer named Priyanka and ..."
    r"\b(?:dialogue|dialog|conversation|role-?play|scene|exchange)\s+between\b|"
    r"\b(?:sample|example|mock|fake|fictional|practice|made-up|imaginary)\s+(?:[\w-]+\s+){0,2}?(?:dialogue|dialog|conversation|"
    r"script|scenario|interview|story|chat)\b|"
    # somebody else's question, asked for them: "asking for a friend (genuinely lol): she's allergic to penicillin"
    r"asking\s+for\s+(?:a|my)\s+(?:friend|mate|colleague|coworker|co-worker|sister|brother|cousin|neighbou?r|relative)|"
    # "Say I adopted a cat and named it Pickle -- what would it cost?": a supposition
    r"(?:^|(?<=[,;:(]\s))say\s+(?=(?:i|we|my|our)\b)|"
    # fiction the user writes: "I'm writing a short story where the narrator lives in Reykjavik"
    r"(?:writing|write|wrote|drafting|plotting)\s+(?:a|an|my|the)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:story|novel|novella|screenplay|script|fanfic|fan\s+fiction|play|poem|book|campaign)\s+"
    r"(?:where|in\s+which|about\s+(?:a|an|two|some|the)|set\s+in)\b|"
    r"the\s+(?:narrator|protagonist|main\s+character|heroine|hero|villain)\b|"
    r"lets say|say that|for example|for instance|as an example|e\.g|in this story|in the story|"
    r"in this game|my\s+(?:(?!fav|least)[\w&'-]+\s+){0,2}?character|character\s+sheet|backstory|npc|fictional|"
    r"in theory|theoretically|would've|could've|"
    r"in\s+(?:my|a|last\s+night's)\s+dream|"
    # fiction the user is writing or playing: "for a story I'm writing: I'm a stonemason"
    # (a title for it is the user's own making: "the working title for my game is Emberfall")
    r"(?<!title\s)(?<!name\s)(?<!ideas\s)(?<!notes\s)(?<!drafts\s)(?<!research\s)(?:for|in)\s+(?:a|the|my|our|this)\s+(?:(?:d&d|dnd|tabletop|fantasy|sci-fi|short|new|little)\s+)?"
    r"(?:story|novel|book|screenplay|script|game|campaign|roleplay|role-play|rpg|play|sketch)"
    # a group or a place named by the word is no fiction: "a bot for my book club", "for our game night"
    # nor the user's notes and drafts for it: "moved to Craft for my novel notes"
    r"(?!\s+(?:club|clubs|group|groups|night|nights|shop|store|swap|fair|tour|launch|stall|cafe|server|team|notes|ideas|"
    r"drafts|chapters|outline|research|manuscript|in\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])))|"
    r"story\s+(?:i'm|i\s+am|we're)\s+writing)\b|"
    r"\b(?:i|we)(?:'d|\s+would|\s+could|\s+might)\s+(?:prefer|like|love|rather|want|enjoy|hate|be|have|live|"
    r"work|go|use|choose|pick)\b(?!\s+(?:you|for you)\b)",
    _FLAGS,
)
# "even if", and an aside that only says why the user mentions it ("if that matters", "in case it
# helps"): neither makes the statement hypothetical.
NOT_A_CONDITION = re.compile(
    # an apology is no condition: "sorry if I'm slow today, we had to put Biscuit down"
    r"\beven if\b|\b(?:sorry|apologies|forgive\s+me)\s+if\b|"
    # a duty given as the reason is no supposition: "... Principal Engineer, because now I'm supposed to set direction"
    r"\b(?:because|since|as|so|and|but|cause|cos)\s+(?:now\s+)?(?:i'm|i\s+am|im|we're|we\s+are)\s+(?:now\s+)?supposed\s+to\b|"
    # what the user asks to know is no condition on what they say: "I reside in Ghent and would like to know whether
    # I am required to register my bicycle"; nor is what the user already is: "... if I'm already a financial analyst"
    r"\b(?:know|knowing|ask|asking|asked|check|checking|find\s+out|finding\s+out|confirm|confirming|understand|see|seeing|"
    r"tell|decide|deciding|figure\s+out|work\s+out)\s+"
    r"(?:\w+\s+)?(?:whether|if)\b|"
    r"\bif\s+(?:i'm|i\s+am|im|i've|i\s+have|we're|we\s+are)\s+already\b|"
    # a polite request is no supposition: "I would be grateful if you could outline the procedure"
    r"\b(?:i|we)(?:'d|\s+would)\s+be\s+(?:very\s+|most\s+|really\s+|so\s+)?(?:grateful|thankful|obliged|glad|happy)\s+(?:if|for)\b|"
    r"\bif\s+you\s+(?:could|can|would|don't\s+mind|do\s+not\s+mind)\b|"
    # a condition that only states the user's body: "Can I eat kimchi if I'm allergic to fish?"
    # (never a doubt about it: "no idea if I'm allergic to walnuts", "checking whether I'm coeliac")
    r"(?<!idea\s)(?<!sure\s)(?<!wonder\s)(?<!wondering\s)(?<!know\s)(?<!check\s)(?<!checking\s)(?<!test\s)(?<!see\s)"
    r"\bif\s+(?:i'm|i\s+am|im)\s+(?:(?:severely|mildly|very|really)\s+)?(?:allergic|intolerant|coeliac|celiac|diabetic)\b|"
    # news announced is no supposition: "I am pleased to say that my promotion ... was confirmed"
    r"\b(?:pleased|happy|glad|proud|excited|thrilled|sad|sorry|relieved|regret|hate|have|need|delighted)\s+to\s+"
    r"(?:say|report|announce|tell\s+you|share)\s+that\b|"
    # nor is a polite wish to do something now: "I would like to cook a special dinner for my partner, Anneliese"
    r"\b(?:i|we)(?:'d|\s+would)\s+(?:really\s+)?(?:like|love)\s+to\s+(?:cook|plan|know|ask|prepare|bake|book|organi[sz]e|surprise|"
    r"draft|send|thank|celebrate|understand|find\s+out|request|enquire|inquire|clarify|confirm|check|submit|"
    r"complain|discuss|arrange)\b|"
    # a polite request is no wish: "so I'd love some ideas", "I'd like a few tips"
    r"\b(?:i|we)(?:'d|\s+would)\s+(?:really\s+)?(?:love|like|appreciate)\s+(?:some|a\s+few|any|your|help|ideas|tips|advice|"
    r"suggestions|recommendations|a\s+(?:hand|list|plan|recipe|template|suggestion|checklist))\b|"
    # (what matters named: "I'm in Tallinn, in case time zones matter", "if the time difference helps")
    r"\b(?:if|in\s+case)\s+(?:(?!(?:i|we|you|my|our|i'm|we're)\b)[\w'-]+\s+){1,3}?(?:matters?|helps?|is\s+relevant|are\s+relevant)"
    r"(?=\s*(?:$|[,.;:!?)]))|"
    r"\b(?:if|in case)\s+(?:that|it|this)(?:'s|\s+is)?\s+(?:matters|helps|helpful|relevant|"
    r"makes\s+a\s+difference|useful|changes\s+(?:your|the|my|anything)|affects\s+(?:your|the|my|anything))\b|"
    r"\bif\s+relevant\b|"
    # the user's reason to mention it: "in case you wondered", "if you must know", "if anyone asks"
    r"\b(?:in\s+case|if)\s+(?:you|anyone|anybody)(?:'re|\s+are|\s+were)?\s+(?:(?:ever|still)\s+)?"
    r"(?:wondering|wondered|wonder|need(?:ed)?\s+(?:it|to\s+know)|care[sd]?|ask(?:ed|s)?|forgot|missed\s+it|"
    r"curious|must\s+know|keeping\s+track|keep\s+track)\b|"
    # the assistant's own advice is what the note is for: "I'm allergic to tea tree oil, worth knowing if you
    # suggest anything", "keep it in mind when you recommend recipes"
    r"\b(?:if|when|whenever|in\s+case)\s+(?:you|u)\s+(?:ever\s+)?(?:suggest|recommend|propos|pick|choos|cook|"
    r"put\s+together|come\s+up\s+with|plan|draft|write|send|give\s+me)\w*\b|"
    # a comparison with a wish is no wish: "which keeps me busier than I'd like", "longer than we'd hoped"
    r"\bthan\s+(?:i|we)(?:'d|\s+would|\s+had)\s+(?:like|want|hoped?|expected?|prefer|planned?|thought)\b|"
    # "if" that means whether, after a verb of asking or finding out: "he asked if I can take on the account",
    # "wondering if", "to see if", "check if"
    r"\b(?:ask|asks|asked|asking|wonder|wonders|wondered|wondering|know|knows|see|check|checking|unsure|sure)\s+"
    r"(?:me\s+|him\s+|her\s+|them\s+|us\s+|you\s+)?if\b|"
    # a question being argued over: "my fiance Diego and I are arguing about whether to do a first dance"
    r"\b(?:arguing|argue|argued|debating|debate|discussing|discuss|deciding|decide|torn|disagreeing|disagree)\s+"
    r"(?:about\s+|over\s+|on\s+)?(?:whether|if)\b|"
    # somebody else's assumption is no condition of the user's: "I don't want you assuming I can advise",
    # "don't assume I'm ...", "stop assuming"
    r"\b(?:you|u|people|everyone|they)\s+(?:always\s+|keep\s+)?(?:assuming|assume)\b|"
    r"\b(?:don't|do\s+not|never|stop)\s+(?:assuming|assume)\b|"
    # a comment on the telling itself: "if you can believe it", "if I'm honest", "if that makes sense"
    r"\bif\s+(?:you\s+can\s+believe\s+it|you\s+remember|that\s+makes\s+sense|you\s+ask\s+me|"
    r"i'm\s+(?:being\s+)?honest|i\s+am\s+(?:being\s+)?honest)\b",
    _FLAGS,
)
_UNCERTAIN = re.compile(
    r"\b(?:maybe|perhaps|probably|possibly|might|i think|i guess|i suppose|i believe|i feel like|"
    r"not sure|unsure|not certain|uncertain|don't know|do not know|dunno|no idea|can't decide|"
    r"cannot decide|haven't decided|not decided|undecided|kinda|sort of|i'm torn|i wonder|wondering|"
    r"considering|(?<!keep\s)(?<!keeps\s)(?<!stop\s)(?<!kept\s)thinking (?:about|of)|"
    r"not really|i doubt|doubt it|idk|for now|for the moment|"
    r"for today|right now|at the moment|temporarily|this time|just this once|today)\b",
    _FLAGS,
)
_REPORTED = re.compile(
    r"(?:^|\b(?P<subj>[\w']+)\s+(?:\w+\s+)?)(?:said|says|say|told|tells|wrote|writes|claims|claimed|mentioned|"
    r"mentions|asked|asks|replied|replies|texted|tweeted|posted|insists|insisted|thinks|thought)\b|"
    r"\baccording to\b|\bquote\b|\bquoting\b",
    _FLAGS,
)
_TO_SAY = re.compile(r"\b(?:i meant to say|meant to say|to say|i mean to say)\b", _FLAGS)
_FIRST_PERSON_SUBJECTS = frozenset({"i", "as", "like", "we"})

_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)*")
_LINE_DROP = re.compile(r"^(?:\s*>|\t|    |\s*[:/][A-Za-z])")
_BACKGROUND = re.compile(r"^\s*\[background\]", _FLAGS)
# a message forwarded or quoted whole: "---------- Forwarded message ---------", "-----Original Message-----",
# "Begin forwarded message:"
_FORWARDED = re.compile(
    r"^\s*(?:-{2,}\s*(?:forwarded\s+message|original\s+message)\s*-{2,}|begin\s+forwarded\s+message\s*:?)\s*$", _FLAGS
)
# text given to be summarised is somebody's material, never the user's statement: "Can you summarise
# this? --- Hi all, from Monday the Dublin team reports to ..." (what follows the request is dropped)
_TO_SUMMARISE = re.compile(
    r"^\W*(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:summari[sz]e|sum\s+up|condense|"
    r"tl;?\s*dr|give\s+me\s+(?:a\s+|the\s+)?(?:short\s+)?(?:summary|tl;?\s*dr|gist)\s+of)\s+(?:this|these|that|"
    r"the\s+following|(?:the|this)\s+(?:email|e-mail|message|thread|article|memo|notice|announcement|chat|text)s?)\b"
    r"[^:?\n]{0,60}?(?::|\?\s*(?:-{2,}|[—–]|$|[\"'“])|\s-+\s|\s[—–]|$)",
    _FLAGS,
)
# a line of code pasted inline, outside a fence: "python: class Employee: def __init__(self, name='Priya')"
# (a definition with its parenthesis or colon, an arrow function, a call ending in a brace or semicolon)
_INLINE_CODE = re.compile(
    r"\bdef\s+\w+\s*\(|\bclass\s+[A-Z]\w*\s*[:(]|\bfunction\s+\w+\s*\(|\bfn\s+\w+\s*\(|\)\s*=>|"
    r"\b\w+\([^()\n]*\)\s*[{;]|#include\s*<|\bconsole\.log\(|\bpublic\s+(?:static\s+)?(?:void|class|int)\b"
)
_BULLET = re.compile(r"^\s*[-*•]\s")

# ---- text handling -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _T:
    """Two aligned views of the same span: ``o`` as written (for output) and ``m`` normalised with
    quoted text masked out (for matching). Both always have the same length."""

    o: str
    m: str

    def cut(self, start: int, end: int | None = None) -> _T:
        return _T(self.o[start:end], self.m[start:end])

    def strip(self, chars: str = " \t\r\n,;:.!…—–-") -> _T:
        left = len(self.m) - len(self.m.lstrip(chars))
        right = len(self.m.rstrip(chars))
        if right <= left:
            return _T("", "")
        return self.cut(left, right)

    def group(self, match: re.Match[str], name: str) -> _T:
        start, end = match.span(name)
        return self.cut(start, end).strip()


def _clean(text: str) -> str:
    """Drop what is never the user's own statement: code, engram's injected block, quoted lines."""
    text = text[:MAX_TURN_CHARS].replace("\r\n", "\n").replace("\r", "\n")
    text = _CONTROL.sub(" ", text)
    text = _FENCE.sub("\n", text)
    text = _MEMORY_BLOCK.sub("\n", text)
    kept: list[str] = []
    in_background = False
    for line in text.split("\n"):
        if _FORWARDED.match(line):  # what follows is somebody else's message, pasted in
            break
        if (material := _TO_SUMMARISE.match(line)) is not None:
            kept.append(line[: material.end()])
            break
        if _BACKGROUND.match(line):
            in_background = True
            continue
        if in_background:
            if _BULLET.match(line):
                continue
            in_background = False
        if _LINE_DROP.match(line) or _INLINE_CODE.search(line):
            kept.append("")
            continue
        kept.append(_unbracketed(line))
    return "\n".join(kept)


_BRACKETED = re.compile(r"^(?P<lead>\s*)\((?P<said>[^()]+)\)(?P<end>[\s.!]*)$")


def _unbracketed(line: str) -> str:
    """A message said whole in brackets is said all the same: "(moved to glasgow last month lol, it rains here)"."""
    whole = _BRACKETED.match(line)
    return line if whole is None else f"{whole.group('lead')} {whole.group('said')} {whole.group('end')}"


def _mask(text: str) -> str:
    return _QUOTED.sub(_masked, text)


# A name is quoted as a name, not as somebody's words: "my podcast 'Second Breakfast'", "my title is 'Senior
# Product Manager'", "a game with name 'Kasa Runner'". After a word of naming the quote marks are set aside
# and the name is read; any other quote is masked.
_NAMING_CUE = re.compile(
    r"(?:\b(?:called|named|titled|entitled|dubbed|christened|name(?:d)?\s+is|title\s+is|title:|name:|"
    r"with\s+(?:the\s+)?name|(?:working|job)\s+title:?|"
    r"(?:my|our|one|a|an)\s+(?:[\w-]+\s+){0,3}?(?:podcast|app|game|novel|book|blog|newsletter|project|startup|band|channel|shop|"
    r"website|site|zine|album|comic|thesis|library|bot|series|webcomic|side\s+project|side\s+hustle)))\s*[,:(]?\s*$",
    re.IGNORECASE,
)
_QUOTED_NAME = re.compile(r"^(?-i:[A-Z0-9])[\w'’&.+-]*(?:\s+[\w'’&.+-]+){0,5}$")
_NOT_A_NAMES_WORD = re.compile(r"\b(?:i|i'm|my|me|you|your|we|our)\b", re.IGNORECASE)


def _masked(match: re.Match[str]) -> str:
    quoted = match.group(0)
    inner = quoted[1:-1].strip()
    before = match.string[max(0, match.start() - 80) : match.start()]
    if _NAMING_CUE.search(before) and _QUOTED_NAME.match(inner) and not _NOT_A_NAMES_WORD.search(inner):
        return " " + quoted[1:-1] + " "
    return _FILL * len(quoted)


def _sentences(t: _T) -> Iterable[_T]:
    start = 0
    for match in _BOUNDARY.finditer(t.m):
        if _OWNED.match(t.m, match.end()):
            continue  # "There's a rabbit on my desk. That's Pancake, mine.": the name belongs to the rabbit
        if match.group(0)[0] == "!" and (_HEADLINE.match(t.m[start : match.start()]) or _arrival(t.m, start, match)):
            continue  # "new job!!! Ferrow Labs": the headline names the slot of what follows
        if (
            match.group(0)[0] == "!"
            and _EXCLAIMED_PASTIME.match(t.m[start : match.start()])
            and _WHEN.match(t.m, match.end())
        ):
            continue  # "pickleball!! every Saturday at the leisure centre": the pastime, then how often
        if match.group(0)[0] == ".":
            before = t.m[start : match.start()].rsplit(None, 1)
            token = before[-1].lower().lstrip("([\"'") if before else ""
            if token in _ABBREVIATIONS or _DOTTED.match(token):
                continue
        yield t.cut(start, match.end())
        start = match.end()
    if start < len(t.m):
        yield t.cut(start)


def _arrival(text: str, start: int, match: re.Match[str]) -> bool:
    """An exclaimed arrival followed by a statement (never a question) of what it is for."""
    if not _ARRIVED.match(text[start : match.start()]):
        return False
    following = _BOUNDARY.search(text, match.end())
    return following is None or "?" not in following.group(0) or bool(_FOR_WHAT.match(text, match.end()))


def _clauses(t: _T) -> Iterable[_T]:
    """Split "I like tea and I hate coffee" in two; a lead-in alone ("Actually," "Hi,") stays attached."""
    start = 0
    for match in _CLAUSE_SPLIT.finditer(t.m):
        if _LEAD_ONLY.match(t.m[start : match.start()]):
            continue
        yield t.cut(start, match.start())
        start = match.end()
    yield t.cut(start)


def _strip_fillers(t: _T) -> tuple[_T, bool]:
    match = _FILLER.match(t.m)
    if not match:
        return t, False
    greeted = bool(_GREETING.search(match.group(0)))
    return t.cut(match.end()).strip(), greeted


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("’", "'"))


def _rejected(sentence: _T) -> bool:
    """Sentence-level refusals: questions, hypotheticals, hedges, reported speech, fragments."""
    body, _ = _strip_fillers(sentence.strip())
    low = body.m.lower()
    if len(_words(low)) < 2:
        return True
    polite = bool(_POLITE.match(low))
    if not polite and (_QUESTION_MARK.search(sentence.m) or _QUESTION_START.match(low)):
        return True
    if _HYPOTHETICAL.search(NOT_A_CONDITION.sub(" ", low)) or _UNCERTAIN.search(low):
        return True
    for match in _REPORTED.finditer(_TO_SAY.sub(" ", low)):
        subject = match.group("subj")
        if subject is None or subject not in _FIRST_PERSON_SUBJECTS:
            return True
    return False
