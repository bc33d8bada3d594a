"""Reading past the chat around a statement: lead-ins, trailing questions and presupposed clauses.

People rarely state a fact bare. They open with a discourse marker ("long story, but ...",
"not sure if I mentioned it, but ...", "after the reshuffle ..."), close with a request in the same
sentence ("... -- any good coffee places?", "..., can you help me outline it?"), or presuppose the
fact in a clause of a question ("since we moved to Bristol, what's a good way to meet people?").
The frames are anchored on the clause itself, so this module cuts those wrappers off; what is left
is refused or read exactly as a bare statement would be. A conditional anywhere in the sentence
still refuses all of it ("if I moved to Porto -- any tips?" is no move).
"""

from __future__ import annotations

import re

from engram.extraction.fact_lexicon import THIRD_SUBJECT
from engram.extraction.identity_openers import headline_statement, identity_statement
from engram.extraction.statements import AUXILIARIES, NOT_A_CONDITION, QUESTION_WORDS, REQUEST_WORDS

_F = re.IGNORECASE

# Discourse markers that open a sentence and state nothing themselves ("not sure if I mentioned it,
# but" carries an "if" and a "not sure" that belong to the marker, not to the fact after it).
_LEAD_IN = re.compile(
    r"^(?:(?:(?:i'm\s+)?not\s+sure\s+if\s+i\s+(?:already\s+|ever\s+)?(?:mentioned|told\s+you|said)(?:\s+(?:it|this|that))?"
    r"(?:\s+(?:before|already))?|(?:i\s+)?(?:don't|dont)\s+know\s+if\s+i\s+(?:ever\s+)?(?:mentioned|told\s+you|said)"
    r"(?:\s+(?:it|this|that))?|in\s+case\s+i\s+(?:didn't|never)\s+(?:mention(?:ed)?|said|say|told\s+you|tell\s+you)(?:\s+(?:it|this|that))?|"
    r"(?:as\s+i\s+(?:said|mentioned)|like\s+i\s+said|as\s+mentioned)(?:\s+(?:before|earlier))?|"
    r"long\s+story(?:\s+short)?|random(?:ly)?(?:\s+thought)?|(?:totally\s+)?unrelated|side\s+note|fun\s+fact|"
    r"for\s+context|just\s+so\s+you\s+know|heads\s+up|psa|one\s+more\s+thing|to\s+be\s+honest|tbh|honestly|"
    r"fwiw|for\s+what\s+it's\s+worth|oh\s+and|oh\s+by\s+the\s+way|and\s+also|also|oh|"
    r"funny\s+story|funnily\s+enough|anyway|anyways|anyhow|so\s+yeah|ok\s+so|okay\s+so|so|btw|by\s+the\s+way|fyi|"
    r"basically|literally|as\s+it\s+happens|turns\s+out|(?:well|look|listen|see|yeah|yep|ok|okay)(?=\s*,)|"
    r"(?:hey|hi|hello|heya|hiya|howdy|howzit|yo|g'day|gday|good\s+(?:morning|afternoon|evening)|morning|afternoon|evening|"
    r"greetings)(?:\s+(?:there|y'all|all|folks|guys|mate|team|po))?(?=\s*,)|"
    # a headline naming what the message is about: "parenting question: ...", "work stuff -- ..."
    r"(?:quick\s+|random\s+|small\s+|silly\s+)?(?:parenting|work|job|career|house|home|family|school|health|money|pet|dog|cat|"
    r"coding|tech|travel|life)\s+(?:question|stuff|thing|q|news)(?=\s*(?::|-|—|–))|"
    r"(?:quick|small|little|big|life|work|family|home)\s+update|update|news|right(?=\s*,)|alright(?=\s*,)|um+|uh+|erm*|"
    r"(?:i\s+)?can't\s+believe|(?:i\s+)?cannot\s+believe|hard\s+to\s+believe|crazy|wow|"
    # the deliberation before a choice: "after way too much reading, ...", "after a lot of back and forth"
    r"after\s+(?:(?:way|far|so|much|a\s+lot|lots|a\s+ton|weeks|days|months|ages|hours)\s+)?(?:too\s+much|of|much)?\s*(?:reading|research|"
    r"deliberation|thought|thinking|agonising|agonizing|dithering|debate|debating|back\s+and\s+forth|testing|comparing)|"
    r"after\s+(?:the|all\s+the|this|that)\s+(?:big\s+|latest\s+|recent\s+)?(?:reshuffle|reorg|reorganisation|"
    r"reorganization|restructure|restructuring|merger|shake-?up|layoffs|acquisition|re-?org)"
    r")(?:\s*,\s*|\s*:\s*|\s*-+\s*|\s+)(?:but\s+|and\s+)?)+",
    _F,
)
# A request or question joined to a statement in the same sentence.
_QUESTION_TAIL = re.compile(
    # the request may open with a filler or a turn-taking word: "..., anyway can you help me with a regex?"
    # ("... and what's a nice easy dessert for four?": a question joined by "and" is a request too)
    rf"(?:\s*,\s*|\s*;\s*|\s+(?:--|—|–|-)\s+|\s*—\s*|\s+(?=and\s+(?:{QUESTION_WORDS}|can|could|any)\b))"
    r"(?:(?:and|so|also|but|anyway|anyways|anyhow|btw|oh|ok|okay|well|"
    r"now|quick|one|a|random|unrelated)\s*,?\s+)*"
    rf"(?=(?:{REQUEST_WORDS}|whats|(?:{QUESTION_WORDS})(?:'s|\s+(?:{AUXILIARIES}|was|did)\s+"
    r"(?:i|you|we|it|there|the|a|an|my|some|good|best)\b)|is\s+there|are\s+there|"
    # "..., what books would suit her?", "..., which gift should I get?"
    rf"(?:what|which)\s+(?:\w+\s+){{1,2}}(?:{AUXILIARIES}|did)\b|"
    # "..., which mattress protector actually works?"
    r"(?:what|which)\s+(?:\w+\s+){1,2}(?:actually\s+|really\s+)?(?:works|helps)\b|"
    # a short question fragment: "..., what books?", "..., which one?"
    r"(?:what|which|where|how)(?=\s+[\w'-]+(?:\s+[\w'-]+){0,2}\s*\?\s*$)|"
    # a request said as a bare noun: "..., recipe for a staff meal?", "..., podcast recs for long drives?"
    # (what for may come first: "..., rebrand ideas?", "..., blackout tips?")
    r"(?:[\w'-]+\s+){0,2}?(?:recipes?|recs?|recommendations?|ideas?|tips?|advice|suggestions?|podcasts?|books?|gift|"
    r"playlist|names?)(?=(?:\s+[\w'-]+){0,5}\s*\?\s*$)|"
    # a check on what was just said: "..., does that seem reasonable?", "..., good call?", "..., right?"
    r"(?:does|did|would|will)\s+(?:that|this|it)\s+(?:seem|sound|look|make|work)|(?:is|was)\s+(?:that|this|it)\s+"
    r"(?:a\s+|the\s+)?(?:good|bad|smart|wise|sensible|reasonable|ok|okay|fine|dumb|silly|mistake|right|sane)|"
    r"(?:am\s+i|are\s+we)\s+(?:crazy|mad|nuts|wrong|making)|(?:good|bad|smart|wise|solid|decent)\s+(?:call|choice|idea|move|pick)|"
    r"makes?\s+sense|sounds?\s+(?:good|ok|okay|right|sane|reasonable)|"
    r"(?:weird|crazy|funny|wild|odd|strange|mad|nuts|cool|nice|typical)\s*,?\s+(?:right|huh|eh|no)|"
    r"(?:can|could|would|will|do|did)\s+you|(?:should|shall|can|could|do)\s+i|got\s+any|recommendations|"
    r"suggestions|help\s+me|question|q)\b)[^,;]*\?\s*$",
    _F,
)
# A question after a dash or a semicolon is a sentence of its own: "Kitesurfing is my passion
# -- is a 9m kite enough?", "Birdwatching is my weekend ritual; which binoculars?"
_ASKED_AFTER_BREAK = re.compile(
    # (it opens as a question does, so "... query -- my house in Nottingham is band B, is it worth ...?" stays whole)
    rf"(?:\s*[—–;]\s*|\s+(?:--|-)\s+)(?=(?:(?:so|and|but|also|anyway|ok|okay)\s+)?(?:{QUESTION_WORDS}|what's|whats|"
    rf"{AUXILIARIES}|am|did|{REQUEST_WORDS}|anyone|advice|help|worth|possible|"
    # a request said as a bare noun: "... turn 5 on Saturday — party ideas?", "-- gift recs?"
    r"(?:[\w'-]+\s+){0,3}(?:ideas?|tips?|recs?|recommendations?|suggestions?|thoughts))\b[^—–;:?]*\?[\s?!]*$)|"
    # a short request of no words about the user: "... boarding school -- packing list pls?", "-- normal?"
    r"(?:\s*[—–;]\s*|\s+(?:--|-)\s+)(?=(?![^?]*\b(?:i|i'm|im|i've|my|we|we're|our|me|us)\b)[^—–;:?]{1,40}\?[\s?!]*$)|"
    # ... or after a comma: "Emacs user for 15 years, what's the way to ...?"
    # (of the question words only "what" and "how", without "am" or "did", and of the request words only
    # "any": "..., who just turned 8?", "..., which is red?" are relative clauses, no question of their own)
    rf"\s*,\s*(?=(?:(?:so|and|but|also|anyway|ok|okay)\s+)?(?:what|what's|whats|how|{AUXILIARIES}|any)\b[^?]*\?[\s?!]*$)|"
    # a second thought asked after a dash: "I'm nurse unit manager now -- wait, acting nurse unit manager?"
    r"\s+(?:--|—|–|-)\s+(?=(?:wait|hang\s+on|hold\s+on|or\s+is\s+it|or\s+rather)\b[^?]*\?[\s?!]*$)",
    _F,
)
# A request joined by "so", with or without a question mark: "I'm coeliac so please double check the soy
# sauce", "I'm lactose intolerant so can you swap the milk?" -- the statement before it stands.
_SO_REQUEST = re.compile(
    r"\s*,?\s+so\s+(?:(?:can|could|would|will)\s+(?:you|u)\b|please\b|pls\b|(?:any|what|which|how)\b|"
    r"(?:keep|bear)\s+(?:that|it|this)\s+in\s+mind\b|(?:double|triple)[\s-]check\b|make\s+sure\b).*$|"
    # a question said as the user's own state: "..., and I'm wondering how to structure the database"
    r"\s*,?\s+(?:and|but|so)\s+(?:i'm|i\s+am|i\s+was|i've\s+been)\s+(?:now\s+)?(?:wondering|curious|not\s+sure|unsure|"
    r"trying\s+to\s+(?:figure\s+out|decide|work\s+out))\b.*$",
    _F,
)
# "since we moved to Bristol, ...": the clause is taken as given, whatever the main clause asks.
_PRESUPPOSED = re.compile(
    r"^(?P<conj>since|now\s+that|seeing\s+as|given\s+that|because|as)\s+(?P<c>(?:i|we|i'm|we're|i've|we've|my|our|moving|relocating|"
    r"joining|starting\s+(?:at|with)|(?:changing|switching|moving)\s+jobs\s+to|the\s+(?:big\s+)?(?:move|relocation)\s+to|"
    # somebody named becoming the user's own: "Since Jun-ho became my manager in the spring, ..."
    r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]*)?\s+(?:became|has\s+become|is\s+now|is|took\s+over\s+as)\s+(?:my|our))\b"
    # the main clause after a comma, or after no comma where the user speaks again: "Since joining Orrin
    # Labs a couple of weeks ago I've been handed a Mac"
    r"[^,;?]+?)(?:\s*,\s*|\s+(?=(?:i|i've|i'm|i'd|we|we've|we're)\s))(?P<rest>.+)$",
    _F,
)
# ... and a home said that way with no comma before the main clause: "now that I'm in Denver the altitude ..."
_NOW_THAT_IN = re.compile(
    r"^(?:now\s+that|since)\s+(?P<c>(?:i'm|i\s+am|im|we're|we\s+are)\s+(?:now\s+|finally\s+)?(?:in|living\s+in|based\s+in|settled\s+in)\s+"
    r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'.-]*)?|"
    # ... and an age: "Now that Oliver's 7 he wants pocket money"
    r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]+(?:['’]s|\s+is)\s+(?:now\s+|finally\s+)?\d{1,2})\s+(?P<rest>(?-i:[a-z]).+)$",
    _F,
)
# a participle opening the sentence, its subject the user's: "Having relocated to Halifax this summer, I ..."
_HAVING = re.compile(
    r"^\W*having\s+(?P<v>(?:just\s+|recently\s+|finally\s+|now\s+)?(?:moved|relocated|settled)\b[^,;]{2,80}?)"
    r"\s*,\s*(?P<rest>(?:i|we|i'm|we're|i've|we've|i'd|i'll)\b.*)$",
    _F,
)
_HAVING_LIVED = re.compile(
    r"^\W*having\s+(?:now\s+)?lived\s+(?P<v>(?:in|here\s+in)\s+[^,;]{2,50}?\s+(?:for|since)\s+[^,;]{2,30}?)\s*,\s*(?P<rest>.*)$",
    _F,
)
_GERUND_MOVE = re.compile(r"^(?:moving|relocating)\s+", _F)
_GERUND_JOIN = re.compile(r"^(?:joining|starting|(?:changing|switching|moving)\s+jobs\s+to)\s+", _F)
# "since the move to Mullingar", "since our big move to Hilo": the move named as a noun is the gerund's
_SUBJECTLESS = re.compile(
    r"(?:moving|relocating|joining|starting|(?:changing|switching)\s+jobs|"
    r"(?:the|our|my)\s+(?:big\s+)?(?:move|relocation))\b",
    _F,
)
_MOVE_NOUN = re.compile(r"^(?:the|our|my)\s+(?:big\s+)?(?:move|relocation)\s+(?=to\b)", _F)
_CONDITIONAL = re.compile(r"\b(?:if|unless|suppose|supposing|imagine|what\s+if|in\s+case|assuming)\b", _F)
# "new team lead - Ida Berg", "my manager changed again -- it's Ida now": the dash joins a headline to
# its value, so the two halves are read as one clause
_HEADLINE_DASH = re.compile(
    r"^(?P<h>(?:(?:i've\s+got|i\s+have(?:\s+got)?|we've\s+got|i\s+got|got)\s+)?(?:(?:my|our|the|a)\s+)?(?:new\s+|current\s+)?(?:job|employer|company|manager|boss|team\s+lead|team\s+leader|"
    r"supervisor|line\s+manager|title|role|position|address|partner|girlfriend|boyfriend|promotion|setup|stack|toolkit|daily\s+drivers?)"
    r"(?:\s+(?:as\s+of\s+\w+|today|this\s+week|update|news|change|came\s+through|went\s+through|is\s+official|"
    r"(?:has\s+)?(?:changed|switched)(?:\s+again)?))?)\s*(?:--|—|–|-)\s*",
    _F,
)


def without_lead_in(text: str) -> str:
    """The sentence after its opening discourse markers ("long story, but X" -> "X")."""
    match = _LEAD_IN.match(text)
    if match is None or match.end() >= len(text):
        return text
    return text[match.end() :]


# An aside to the listener that states nothing: "..., can you believe it", "believe it or not", "you
# know". Its "you" is the listener being addressed, not somebody whose fact the statement is.
_TAG = re.compile(
    r"(?:\s*,\s*|\s+|^)(?:(?:if\s+)?(?:can|could|would)\s+you\s+believe(?:\s+it)?|believe\s+it\s+or\s+not|"
    r"you\s+know|i\s+tell\s+you|mind\s+you|as\s+you\s+know|you\s+guys|y'all)\b\s*[?!.]*(?=\s*(?:,|$))",
    _F,
)


# ... a short request after a comma, when the statement before it drops its subject (never a tag question,
# "..., right?"; "I'm in Lisbon till Sunday, best pastel de nata?" stays a question whole)
_SHORT_ASK = re.compile(
    r"\s*,\s*(?=(?![^?]*\b(?:i|i'm|im|i've|my|we|we're|our|me|us|who|which|that|right|yeah|no|eh|huh|ok|okay|correct|true|"
    r"innit|yes)\b)[^—–;:?,]{1,30}\?[\s?!]*$)",
    _F,
)


def _so_request(body: str) -> re.Match[str] | None:
    """A request joined by "so" after a statement of the user's own ("I'm coeliac so please check ..."),
    never after a bare discourse marker ("right so please switch your examples to Clojure")."""
    tail = _SO_REQUEST.search(body)
    said = body[: tail.start()] if tail is not None else ""
    return tail if re.search(r"\b(?:i|i'm|im|i've|we|we're|we've|my|our)\b", said, _F) else None


# A request to the assistant after a dash or a semicolon is a part of its own, refused or read alone: its
# "when I ask" or "assume" conditions the request, never the statement before it.
_REQUEST_AFTER_BREAK = re.compile(
    r"(?:\s*[—–;]\s*|\s+(?:--|-)\s+)(?=(?:(?:so|and|but|anyway|ok|okay)\s+)?(?:please|pls|kindly|can\s+you|could\s+you|"
    r"would\s+you|help\s+me|remind\s+me|assume|keep\s+(?:that|it|this)\s+in\s+mind|bear\s+(?:that|it|this)\s+in\s+mind|"
    r"give\s+me|tell\s+me|suggest|recommend)\b)",
    _F,
)


# ... and one before a dash, when the user speaks of themself after it: "Could you simplify this for me --
# I'm an electrician, not a lawyer: ..."
_REQUEST_BEFORE_BREAK = re.compile(
    r"^(?:(?:can|could|would|will)\s+you|please|pls|kindly|help\s+me)\b[^—–?]{0,120}?(?:\s*[—–]\s*|\s+--?\s+)"
    r"(?=(?:i|i'm|im|i've|we|we're|we've|my|our)\b)|"
    # a how-to asked first, the user's own use after a comma: "How to make pivot table in Excel without the data
    # getting messed, I use excel daily at work"
    r"^(?:how\s+(?:to|do\s+i|can\s+i|should\s+i)|what(?:'s|\s+is)\s+the\s+best\s+way\s+to)\b[^,?—–]{3,120}?,\s*"
    r"(?=(?:i|i'm|im|i've|we|we're|we've)\s+(?!(?:think|guess|mean|wonder|hope|want|need|would|could|might)\b))|"
    # ... or a request asked first: "can u check this hummus recipe, i'm allergic to sesame so the tahini has to go"
    r"^(?:(?:can|could|would|will)\s+(?:you|u)|please|pls|plz|kindly|help\s+me)\b[^,?—–;]{3,120}?,\s*"
    r"(?=(?:i|i'm|im|i've|we|we're|we've)\s+(?!(?:think|guess|mean|wonder|hope|want|need|would|could|might|was|were|used|"
    r"wanted|needed|thought|just\s+(?:want|need))\b))",
    _F,
)


# ... or a colon: the user says something of themself, then asks after the colon (a label before the colon
# says nothing of the user: "hey, small thing: can snippets be Kotlin from now on?")
_SAID_THEN_ASKED = re.compile(
    r"^(?P<c>[^:?]*\b(?:i|i'm|im|i've|i\s+am|my|we|we're|our)\b[^:?]*?)\s*:\s+[^:]*\?[\s?!]*$",
    _F,
)
# A first-person claim, a comma, then a question of any shape, in any language: the claim is a part of its own
_CLAIM_THEN_ASK = re.compile(
    # (never where the user is for now: "I'm in Lisbon till Sunday, best pastel de nata?", "I'm at Greggs now, ...?")
    r"^(?P<c>(?:i'm|i\s+am|im|i\s+work|i\s+live|we\s+live|i've\s+been|i\s+have\s+been|i\s+use|we\s+use|"
    # (what the user has: "We have a new puppy named Biscuit, when does he need shots?")
    r"(?:i|we)\s+(?:just\s+)?(?:have|got|adopted)|(?:i've|we've)\s+(?:just\s+)?(?:got|adopted))\b"
    r"(?!\s+at\b)(?![^,?]*\b(?:till|until|this\s+(?:week|weekend|month)|tonight|today|tomorrow|next|for\s+(?:a|the|\d+)\s+\w+|"
    r"local|resident|native)\b)"
    # (the name of what the user has said beside it: "we adopted a rescue whippet, Bramble — how long ...?")
    r"[^,?;:—–]{2,70}?(?:\s*,\s*(?-i:[A-ZÀ-ÖØ-Þ][\w'’-]+)(?=\s+(?:—|–|--)\s))?)"
    r"(?:\s*,|\s+(?:—|–|--))\s*[^,]*\?[\s?!]*$",
    _F,
)


def statement_parts(text: str) -> list[str]:
    """The parts of a sentence that may state a fact: the trailing question is cut off and a
    presupposed clause is read on its own; every part is still refused or read as usual."""
    parts: list[str] = []
    body = _TAG.sub("", text).strip(" ,") or text
    having = _HAVING.match(body)
    if having is not None:  # "Having relocated to Halifax this summer, I assume ...": the move is the user's, said
        parts.append(f"I {having.group('v')}")
        body = having.group("rest")
    lived = _HAVING_LIVED.match(body)
    if lived is not None:  # "Having lived in Lyon for 6 years now, is the pass worth it?": the years are the user's
        parts.append(f"I've lived {lived.group('v')}")
        body = lived.group("rest")
    presupposed = _PRESUPPOSED.match(body)
    subjectless = presupposed is not None and _SUBJECTLESS.match(presupposed.group("c")) is not None
    if presupposed is not None and subjectless and THIRD_SUBJECT.match(presupposed.group("rest")):
        body, presupposed = presupposed.group("rest"), None  # "since moving to Leeds, my brother ...": his move
    if presupposed is not None and not _CONDITIONAL.search(presupposed.group("c")):
        clause = _MOVE_NOUN.sub("moving ", presupposed.group("c"))
        # "since moving to Porto": the conjunction stays, it is what makes the move past; "since joining
        # Orrin Labs" is the user's joining, said as such
        joined = _GERUND_JOIN.sub(lambda m: f"I {'started' if m.group(0)[:1] in 'sS' else 'joined'} ", clause)
        if joined != clause:
            parts.append(joined)
        else:
            parts.append(presupposed.group("conj") + " " + clause if _GERUND_MOVE.match(clause) else clause)
        body = presupposed.group("rest")
    settled = _NOW_THAT_IN.match(body) if presupposed is None else None
    if settled is not None:  # "now that I'm in Denver the altitude is messing with my baking"
        parts.append(settled.group("c"))
        body = settled.group("rest")
    identity = identity_statement(body)
    if identity is not None:  # "As a vegetarian, what should I order?": the user is what the opener says
        parts.append(identity[0])
        body = identity[1]
    claim = _CLAIM_THEN_ASK.match(body)
    if claim is not None:  # "I'm a civil engineer, site pe concrete curing ke liye kitne din chahiye?"
        body = claim.group("c")
    leading = _REQUEST_BEFORE_BREAK.match(body)
    if leading is not None and leading.end() < len(body):  # "Could you simplify this -- I'm an electrician: ..."
        parts.append(body[: leading.end()].rstrip(" —–-"))
        body = body[leading.end() :]
    colon = _SAID_THEN_ASKED.match(body)
    if colon is not None:  # "I'm an electrician, not a lawyer: what does 'indemnify' mean?"
        body = colon.group("c")
    asking = _REQUEST_AFTER_BREAK.search(body)
    if asking is not None and asking.start() > 0:  # "I'm in Busan now -- please assume Busan when I ask": two parts
        parts.append(body[asking.end() :])
        body = body[: asking.start()]
    tail = _QUESTION_TAIL.search(body) or _ASKED_AFTER_BREAK.search(body) or _so_request(body)
    if tail is None and not _FIRST_PERSON.match(body):
        tail = _SHORT_ASK.search(body)  # "mostly pescatarian these days, easy salmon dinners?"
    if tail is not None and tail.start() > 0:
        body = body[: tail.start()]
    parts.append(headline_statement(body) or body)
    return [p for p in parts if p.strip()]


# A request to the assistant that lasts ("can you write examples in Rust from now on?", "I'd like
# British spelling in whatever you write") is an instruction, not a question or a wish: its body is
# read as the imperative it means. Only requests about how to answer qualify, so "could you book a
# table?" stays a question and "I'd like to live in Porto" stays a wish.
_REQUEST_HEAD = re.compile(
    r"^(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+|kindly\s+)?|"
    r"(?:i|we)(?:'d|\s+would)\s+(?:like|prefer|love)\s+(?:it\s+)?(?:you\s+to\s+|if\s+you\s+)?)",
    _F,
)
_ABOUT_ANSWERS = re.compile(
    r"\b(?:examples?|snippets?|code|answers?|replies|responses|spelling|english|units|metric|imperial|emojis?|"
    # the words of the other aspects a standing request names (extraction/style_reading.py, style_requests.py)
    r"celsius|centigrade|fahrenheit|kilomet(?:re|er)s|kilo(?:gram)?s|grams|lit(?:re|er)s|miles|pounds|ounces|cups|"
    r"feet|inches|temperatures?|distances|weights|measurements|times|dates|clock|24[\s-]?hour|12[\s-]?hour|"
    r"headings|headers|bullet(?:s|\s+points)|tables|summar(?:y|ies)|tl;?dr)\b",
    _F,
)
_LASTING = re.compile(r"\b(?:from\s+now\s+on|going\s+forward|in\s+future|from\s+here\s+on|whatever)\b", _F)
# Signs that a polite question asks for a way of answering this user, not for one answer: the user
# ("with me", "for me"), a habit ("stick to", "in general", "by default") or answers at large ("when
# you answer", "in your replies").
_STANDING_ASK = re.compile(
    r"\b(?:with\s+me|for\s+me|stick(?:ing)?\s+(?:to|with)|in\s+general|generally|by\s+default|as\s+a\s+rule|"
    r"every\s+time|each\s+time|all\s+the\s+time|when(?:ever)?\s+you\s+(?:answer|reply|respond|write|explain|talk)|"
    r"in\s+(?:your|all|every)\s+(?:\w+\s+)?(?:answers?|repl(?:y|ies)|responses?|messages?))\b",
    _F,
)
# ... unless the question names the one thing to answer: a number, "this", "it", "the temperature in
# Paris", a conversion ("could you convert 5 miles to km for me?").
_ONE_ANSWER = re.compile(
    r"\d|\b(?:this|that|these|those|it|convert|translate|today|tonight|tomorrow|right\s+now)\b|"
    r"\bthe\s+(?!\w+s\b)\w+\s+(?:in|of|for|at|on|from)\b",
    _F,
)


def as_instruction(text: str) -> str:
    """A lasting request about how to answer, as the instruction it is; any other text unchanged."""
    head = _REQUEST_HEAD.match(text)
    if head is None or not _ABOUT_ANSWERS.search(text):
        return text
    body = text[head.end() :].rstrip(" ?")
    if text.rstrip().endswith("?") and not _LASTING.search(body) and not _asks_standing(body):
        return text  # "can you give me a Python example?": one answer, no standing instruction
    return body


def _asks_standing(body: str) -> bool:
    """ "could you stick to metric with me?": a way of answering asked for, with no one answer named."""
    return _STANDING_ASK.search(body) is not None and _ONE_ANSWER.search(_CLOCK.sub(" ", body)) is None


_CLOCK = re.compile(r"\b(?:24|12)(?:[\s-]?h(?:ou)?rs?|h)\b", _F)  # "the 24-hour clock" names no one time


def conditional(text: str) -> bool:
    """A condition anywhere in the sentence scopes over all of it: no part of it is a fact."""
    return _CONDITIONAL.search(NOT_A_CONDITION.sub(" ", text)) is not None


# "I'm from Tartu but live in Riga now": a first-person clause whose second verb drops the subject
# ("... and still live there" points back into the first half, so it stays whole)
_FIRST_PERSON = re.compile(r"^(?:i|i'm|i've|i'd|we|we're|we've|im)\b", _F)
_SUBJECTLESS_VERB = re.compile(
    r"\s*,?\s+(?:and|but)\s+(?=(?:now\s+|also\s+|still\s+|currently\s+|only\s+|mostly\s+)?"
    r"(?:live|living|work|working|based|eat|eating)\b)(?![^,;.]*\b(?:there|here)\b)",
    _F,
)


def coordinated(clause: str) -> list[str]:
    """A first-person clause split where "and"/"but" starts a verb phrase with the subject dropped
    (the second half keeps the subject implied); anyone else's clause is left whole."""
    if not _FIRST_PERSON.match(clause):
        return [clause]
    return [c for part in _THING_SUBJECT.split(clause) for c in _SUBJECTLESS_VERB.split(part) if c.strip()]


# ... and where it starts a clause of a thing's own: "I rent a flat in Leith and the boiler has been broken for three
# weeks" (the time is the boiler's, not the renting's)
_THING_SUBJECT = re.compile(
    r"\s*,?\s+(?:and|but)\s+(?=(?:the|our|my)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:has|have|had|is|are|was|were|keeps|kept|won't|"
    r"doesn't|isn't|hasn't|haven't|broke|died|leaks|needs|stopped)\b)",
    _F,
)


# A reason with no object of its own after a dash ("-- I'm allergic") is about what came before it.
_BARE_REASON = re.compile(
    r"(?:(?:as|since|because|cause|cos)\s+)?(?:i'm|i\s+am|im)\s+(?:very\s+|really\s+|severely\s+|deathly\s+)?allergic"
    r"(?:\s+to\s+(?:it|them|that|those))?[\s.!]*",
    re.IGNORECASE,
)


def dash_parts(text: str, dashes: re.Pattern[str]) -> list[str]:
    """``text`` split at its dashes, except a dash after a slot headline, which joins the headline
    to its value ("new boss - Ida Berg", "my manager changed again -- it's Ida now")."""
    pieces = re.split(f"({dashes.pattern})", text, flags=dashes.flags)
    parts: list[str] = [pieces[0]]
    for sep, piece in zip(pieces[1::2], pieces[2::2], strict=True):
        if _BARE_REASON.fullmatch(piece.strip()):
            parts[-1] += sep + piece  # "no mackerel in anything -- I'm allergic": the reason is about it
        elif _HEADLINE_DASH.fullmatch(parts[-1].strip() + " -"):
            parts[-1] += sep + piece
        else:
            parts.append(piece)
    return parts


# Terse chat drops the subject: "live in Ghent", "report to Gwen Ashby", "been a cook with X for
# years". Only verbs of the user's own circumstances restore an "I"; instructions to the assistant
# ("use Rust", "write tests") are imperatives and stay as they are.
_WITH_ME = re.compile(r"^(?:me\s+and\s+(?:my|our)\s+[\w-]+|(?:my|our)\s+[\w-]+\s+and\s+me)\s+(?=\w)", _F)
_DROPPED = re.compile(
    r"^(?:(?:just|also|still|now|finally|recently|currently|mostly|really|actually|officially|only|mainly)\s+)*"
    r"(?:(?P<been>been)|work|live|report|answer|have|had|got|share|rent|own|lived|moved|relocated|started|"
    r"joined|left|quit|adopted|rescued|manage|teach|married|became|eat|eats)\b",
    _F,
)


_DROPPED_BE = re.compile(r"^(?:(?:now|currently|officially|finally|still)\s+)+(?:an?|the)\s+(?:new\s+)?\w", _F)


def with_subject(clause: str) -> str | None:
    """The clause with the subject terse chat dropped put back ("live in Ghent" -> "I live in Ghent"),
    or None when it has its own subject."""
    joint = _WITH_ME.match(clause)
    if joint is not None:  # "me and my wife live in Riga": a subject that includes the user
        return "we " + clause[joint.end() :]
    being = _DROPPED_BE.match(clause)
    if being is not None:  # "now a postdoc at KTH", "officially the new team lead"
        return "I'm " + clause
    match = _DROPPED.match(clause)
    if match is None:
        return None
    return ("I've " if match.group("been") else "I ") + clause


# A pictograph ends a thought as a full stop would: "her name is Priya 😊 what should we do?" is a
# statement and then a question, not one question.
PICTOGRAPH = re.compile("[\U0001f000-\U0001faff\u2600-\u27bf\ufe0f\u200d]+")
_PICTOGRAPH_QUESTION = re.compile(
    "(?<=\\S)\\s*[\U0001f000-\U0001faff\u2600-\u27bf]+[\ufe0f\u200d]*\\s+[^\U0001f000-\U0001faff?]*\\?[\\s?!]*$"
)
_MID_PICTOGRAPH = re.compile(r"(?<=\w)\s*" + PICTOGRAPH.pattern + r"\s*(?=\w)")
# nouns spelled like verbs of speech: "after a lot of thought", "short replies" report nobody
_SPEECH_NOUNS = (
    (
        re.compile(r"\b(?P<a>short|shorter|brief|concise|terse|long|longer|detailed)\s+replies\b"),
        r"\g<a> responses",
    ),
    (re.compile(r"\b(?:of|some|much|more|no|any|second|careful|serious)\s+thoughts?\b"), " consideration"),
    # the insurance trade's noun: "a claims handler", "the claims team", "in claims"
    (
        re.compile(
            r"\bclaims(?=\s+(?:[\w-]+\s+)?(?:handlers?|adjusters?|assessors?|officers?|managers?|advis[eo]rs?|processors?|"
            r"analysts?|investigators?|specialists?|leads?|leaders?|supervisors?|consultants?|agents?|clerks?|executives?|"
            r"administrators?|team|department|dept|desk|unit|handling)\b|\s*$|\s+(?:at|for|with)\s)|(?<=\bin\s)claims\b"
        ),
        "insurance",
    ),
)


def unpictured(text: str) -> str:
    """The text without pictographs; one between two words ends a clause as a comma would ("RIP
    Tigger 😿 best cat ever": the name is Tigger)."""
    return PICTOGRAPH.sub(" ", _MID_PICTOGRAPH.sub(", ", text))


def before_pictograph_question(text: str) -> str:
    """The text up to a pictograph that a question follows; the text itself when none does."""
    return _PICTOGRAPH_QUESTION.sub("", text)


def speech_nouns_masked(low: str) -> str:
    """Lower-case text with the nouns that look like verbs of speech replaced by plain nouns."""
    for pattern, plain in _SPEECH_NOUNS:
        low = pattern.sub(plain, low)
    return low


CLAUSES = re.compile(
    r"\s*;\s*|\s*,\s*(?:and\s+|but\s+|so\s+)?(?:now\s+|then\s+)?(?=(?:i|i'm|i've|i'll|we|we're|we've|my|our)\b)|"
    # never after "me": "me and my wife ...", "me and my mate settled on X" are one clause with the user in it
    r"(?<!\bme)\s+(?:and|but|so)\s+(?=(?:i|i'm|i've|i'll|we|we're|we've|my|our)\b)"
    # (never inside a couple: "Arjun and I have been together since spring", "Noor and I got engaged")
    r"(?!(?:i|i've)\s+(?:[\w']+\s+){0,3}?(?:together|a\s+couple|married|engaged|dating|an\s+item|split|broke\s+up|"
    r"separated|divorced|tied\s+the\s+knot)\b)|"
    # a clause whose subject is everyone or no one is of its own: "three weeks in at Thoughtworks and nobody mentions
    # timesheets" (its "no" denies nothing of the user's)
    r"\s*,?\s+(?:and|but|so)\s+(?=(?:nobody|no\s+one|noone|everyone|everybody|nothing|everything)\b)|"
    # "I've moved jobs, now at Calder & Finch": a terse "now at ..." is a clause of its own
    r"\s*,\s*(?:and\s+|so\s+)?(?=now\s+(?:at|with)\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))|"
    # "Nadia left, Oscar is my new boss": a name that is something of the user's starts its own clause
    r"\s*,\s*(?:and\s+|so\s+)?(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w'-]+)?(?:\s+is|'s)\s+(?:now\s+)?my\b)",
    _F,
)
# "my boss quit and now I report to Kwame": a clause about somebody else, then the user's news (not
# "I tried bouldering and now I'm addicted", whose two halves are both the user's)
_AND_NOW = re.compile(r"\s+(?:and|but|so)\s+(?:now|then)\s+(?=(?:i|i'm|i've|we|we're|we've)\b)", _F)
# "living in Da Nang, working for Mekong Tours": a participle of work or home starts a clause, when
# the user is the one living and working (not "my cousin is living in Da Nang, working for ...")
_PARTICIPLE = re.compile(
    r"\s*,\s*(?:and\s+)?(?=(?:now\s+)?(?:working|living|based)\s+(?:at|for|in|with|out\s+of)\s)", _F
)
_USER_OR_NONE = re.compile(r"^(?:i|i'm|im|i've|we|we're|we've|currently|now|still|just|living|working|based)\b", _F)
_USER_FIRST = re.compile(r"^(?:i|i'm|i've|i'd|i'll|im|we|we're|we've|me)\b", _F)


def split_clauses(body: str) -> list[str]:
    """The clauses of a part: split before a first-person clause, and after somebody else's clause
    where "and now I ..." starts the user's own."""
    out: list[str] = []
    for whole in CLAUSES.split(body):
        for c in _AND_NOW.split(whole) if not _USER_FIRST.match(whole) else [whole]:
            out += _PARTICIPLE.split(c) if _USER_OR_NONE.match(c) else [c]
    return out


# the user takes up what others did: "my team switched to LiveScript, so that's what I write now"
_MINE_TOO = re.compile(
    r"\bso\s+(?:that's|thats|that\s+is|it's|its)\s+what\s+(?:i|we)(?:'m|\s+am)?\s+(?:\w+\s+)?"
    r"(?:write|writing|use|using|code|coding|work|working|program|programming)\b",
    _F,
)
_GROUP_SUBJECT = re.compile(
    r"^(?:(?:my|our|the)\s+(?:\w+\s+)?)?(?:team|company|department|squad|lab|office|shop)(?P<is>['’]s|\s+is|\s+are)?\s+",
    _F,
)


def taken_up(part: str) -> str:
    """ "My team switched from Cobra to LiveScript, so that's what I write now": the user's own change."""
    group = _GROUP_SUBJECT.match(part) if _MINE_TOO.search(part) else None
    if group is None:
        return part
    return ("I'm " if group.group("is") else "I ") + part[group.end() :]
