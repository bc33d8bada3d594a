"""Standing requests about answers beyond the closed aspects: how times and dates are written, a
summary first, a format, a language, a tone, examples, sources.

Users tell an assistant how to answer in many more ways than length, units, spelling and emoji
(:mod:`engram.extraction.style_reading`): "start every answer with a one-line tl;dr", "whenever you
compare options, lay it out as a table", "you can mix a little Hindi into replies", "always include
an example", "plain English please, no jargon". Each such request names an *aspect* from a small
vocabulary (time, date, summary, format, language, tone, examples, sources) and is *standing*: it
speaks of answers in general ("every answer", "replies", "whenever you", "from now on", "always",
"with me") rather than of one task ("summarise this article", "give me a table of flights" ask for
one thing, once).

A scope before the request makes it standing too ("when an answer runs long, split it up with
headings", "for coding questions, put the code first", "if I ask about recipes, ..."): it names a
kind of answer, never one. How times and dates are written (``time``: "24-hour", "am/pm"; ``date``:
"day/month/year", "ISO dates") are aspects of their own, so a clock asked for never replaces a
format. The request is kept in the user's own words, without the reason said before or after it
("so I can skim", ", I keep mixing up am and pm"), one line per aspect, so that a later request of
the same aspect ("actually, no tables, bullets are fine") replaces it. It must be addressed to the
assistant -- an imperative, or "you" asked: "my boss wants every report to start with a summary" is
the boss's rule for the boss's reports, and a liking said of oneself ("I like my answers with code
examples") stays with the preference rules, which word it in the third person.
"""

from __future__ import annotations

import re

from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
_ASPECTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    # how times and dates are written: a clock, an order of day, month and year
    (
        "time",
        re.compile(
            r"\b(?:24|12|twenty-four|twelve)[\s-]?h(?:ou)?rs?\b|\b(?:24|12)h\b|\bmilitary\s+time\b|"
            r"\bam\s*/\s*pm\b|\b(?:am|a\.m\.)\s+(?:and|or)\s+(?:pm|p\.m\.)",
            _F,
        ),
    ),
    (
        "date",
        re.compile(
            r"\b(?:dd|mm|yyyy)[/.-](?:dd|mm)(?:[/.-]yy(?:yy)?)?\b|\byyyy-mm-dd\b|"
            r"\b(?:day|month|year)[/-](?:day|month)(?:[/-]year)?\b|\b(?:day|month|year)\s+first\b|"
            r"\biso(?:[\s-]?8601)?\s+(?:dates?|format)\b|\bdates?\b[^.]{0,30}\b(?:iso|day|month|year)\b",
            _F,
        ),
    ),
    (
        "summary",
        re.compile(r"\b(?:tl;?dr|summary|summaries|summari[sz]e|bottom\s+line|key\s+takeaways?|one-liner)\b", _F),
    ),
    (
        "format",
        re.compile(
            r"\b(?:tables?|bullet(?:ed)?(?:\s+points?|\s+lists?)?|bullets|numbered\s+(?:lists?|steps)|headings|headers|"
            r"(?:the\s+)?(?:code|answer|examples?)\s+(?:first|before)|"
            r"markdown|code\s+blocks?|step[\s-]by[\s-]step|checklists?|number\s+(?:them|the\s+steps|each\s+step))\b",
            _F,
        ),
    ),
    (
        "language",
        re.compile(
            r"\b(?-i:Hindi|Urdu|Tamil|Telugu|Bengali|Punjabi|Gujarati|Marathi|Kannada|Malayalam|Spanish|French|German|"
            r"Italian|Portuguese|Dutch|Polish|Swedish|Norwegian|Danish|Finnish|Greek|Turkish|Arabic|Hebrew|Russian|"
            r"Ukrainian|Japanese|Korean|Mandarin|Cantonese|Chinese|Vietnamese|Thai|Indonesian|Malay|Tagalog|Swahili|"
            r"Afrikaans|Zulu|Xhosa|Yoruba|Igbo|Hausa|Amharic|Irish|Welsh|Gaelic|Singlish|Taglish|Hinglish|Spanglish)\b"
        ),
    ),
    (
        "tone",
        re.compile(
            r"\b(?:formal|informal|casual|friendly|plain\s+english|jargon|simple\s+words|eli5|like\s+i'm\s+(?:five|5)|"
            r"blunt|direct|gentle|polite|sugar-?coat\w*|jokes?|humou?r)\b",
            _F,
        ),
    ),
    ("examples", re.compile(r"\b(?:examples?|worked\s+examples?)\b", _F)),
    ("sources", re.compile(r"\b(?:sources|citations?|references|cite)\b", _F)),
)
# Answers in general, or for good: not one task. Times and dates said in the plural are the kind of
# thing, not one of them ("write times in 24-hour format").
_STANDING = re.compile(
    r"\b(?:every|each|all)\s+(?:\w+\s+)?(?:answers?|repl(?:y|ies)|responses?|explanations?|messages?|time)\b|"
    r"\b(?:always|whenever|from\s+now\s+on|going\s+forward|in\s+future|in\s+the\s+future|by\s+default|as\s+a\s+rule|"
    r"never|every\s+time|when\s+you\s+(?:explain|compare|write|answer|reply|suggest|list|show|give|recommend|describe)|"
    r"when(?:ever)?\s+i\s+ask\s+(?:for|about|you)|with\s+me|stick\s+to|in\s+general)\b|"
    r"(?<!\bthis\s)(?<!\bthat\s)(?<!\bthe\s)\b(?:answers|replies|responses|explanations|times|dates)\b|"
    r"\b(?:clock|iso\s+dates?)\b",
    _F,
)
# A request opens with an imperative, said plainly or politely ("please break it up", "just give me").
_IMPERATIVE = (
    r"(?:(?:please|pls|plz|kindly|just|always|and|also|oh|ok|so)\W+)*(?:start|begin|open|lead|end|finish|put|lay|"
    r"format|include|add|use|give|show|write|reply|answer|respond|mix|keep|always|never|stick|cite|explain|talk|"
    r"speak|throw\s+in|sprinkle|avoid|skip|drop|no|less|more|plain|break|split|structure|organi[sz]e|number|bold|"
    r"list|walk|go|tell|make|leave|hold|cut|ditch|lose|stop|don't|do\s+not|only|switch|default|quote|link|"
    r"summari[sz]e|round|express|measure|convert|stay|spell|be)\b"
)
# Addressed to the assistant: an imperative opening, "please" before a verb anywhere, or "you"
# asked; or the user's own preference.
_ADDRESSED = re.compile(
    rf"^{_IMPERATIVE}|\b(?:please|pls|plz|kindly)\s+(?-i:[a-z])|\b(?:please|pls|plz)(?=\s*(?:$|[,;.!(—–-]))|"
    r"\b(?:you\s+(?:can|could|may|should)|can\s+you|could\s+you|would\s+you|will\s+you|whenever\s+you|when\s+you|"
    r"when(?:ever)?\s+i\s+ask\s+(?:for|about|you))\b",
    _F,
)
# A scope before the request makes it standing: "when an answer is long, ...", "for coding questions,
# ...", "if I ask about recipes, ..." speak of a kind of answer, never of one.
_SCOPE = re.compile(
    r"^(?:(?:and|also|oh|ok|so)\W+)*(?P<scope>(?:(?:when(?:ever)?|if|any\s+time|every\s+time)\s+"
    r"(?:i(?:'m|\s+am)?\s+(?:ask(?:ing)?|want|need|request|send|paste|share|bring\s+up)\b|"
    r"you\s+(?:answer|reply|respond|write|explain|compare|give|suggest|list|show|recommend|describe|talk|help)\b|"
    r"(?:an?|the|your|any|my)\s+(?:\w+\s+)?(?:answer|reply|response|explanation|question|topic|list|recipe|comparison|"
    r"request)s?\s+(?:is|are|gets?|runs?|goes|involves?|has|have|needs?|covers?)\b|it's\s+(?:about|a|an)\b)[^,;]{0,60}?|"
    r"(?:for|with|on)\s+(?!(?:the|this|that|my|our|his|her|their)\b)(?:[\w-]+\s+){0,2}?(?:questions?|answers?|replies|"
    r"topics?|stuff|things|requests?|problems?|tasks?|recipes|explanations|subjects|anything\s+[\w-]+)))"
    rf"\s*,\s*(?P<rest>{_IMPERATIVE}.*)$",
    _F,
)
# One task, named: "summarise this article", "give me a table of flights", "an example of recursion".
_ONE_TASK = re.compile(
    r"\b(?:this|that|these|those|the\s+following|below|above)\s+(?:\w+\s+)?(?:article|text|email|doc|document|"
    r"paragraph|page|thread|chat|conversation|code|file|list|report)\b|"
    # a document of the user's or one named: "summarise the article for me", "the menu into Spanish"
    r"\b(?:the|my|our)\s+(?:\w+\s+)?(?:article|text|email|doc|document|paragraph|page|thread|report|menu|essay|"
    r"letter|spreadsheet|slides|transcript|book|chapter|post|schedule|timetable)\b|"
    r"\b(?:the|these|those|my|our)\s+(?:\w+\s+)?(?:times|dates)\b|"  # "the train times in 24-hour format"
    r"\b(?:a|an|one)\s+(?:\w+\s+)?(?:table|summary|example|list)\s+(?:of|for|about|on)\b(?![^.]*\b(?:every|always|whenever)\b)|"
    # one time or date, written out: "put 7pm in 24-hour time", "is 03/04 in day/month order?"
    r"\b\d{1,2}(?::\d\d|\s*[ap]\.?m\b)|\b\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{1,4})?\b|\b(?:alarm|timer|reminder)\b",
    _F,
)
# Somebody else's rule for their own work.
_THEIRS = re.compile(
    r"\b(?:my|our|his|her|their)\s+(?:boss|manager|teacher|professor|editor|client|team|company|school)\s+"
    r"(?:wants|wanted|likes|prefers|asks|asked|insists|requires|says|said|told)\b|"
    r"\b(?:he|she|they)\s+(?:wants|wanted|likes|prefers|insists|says|said|told)\b",
    _F,
)
# A reason or an aside after the request is no part of it: a dash, a parenthesis, "because", "so (that)
# I can ...", or the user's own clause after a comma ("..., I always mix up am and pm") unless that
# clause is the request itself ("..., I'd like the code first").
_REASON = re.compile(
    r"\s*(?:--|—|–|(?<!\btl);|\(|\s-\s|,\s*(?:i(?:'m|m|\s+am)?(?!'d\s+(?:like|prefer|love)|\s+(?:want|like|prefer|need)\b)|"
    r"my|it's|its|that's|since|because|as\s+i)\b|\s+(?:because|since|cos|coz|as\s+i)\b|,?\s+so\s+(?:that\s+)?"
    r"(?:i|i'm|i've|it|it's|they|we|you|my)\b|"
    # "..., am/pm just confuses me", "..., lists are hard for me to read": what the user finds hard
    r",\s*(?:[\w/'-]+\s+){1,4}(?:(?:just|really|always|only)\s+)?(?:(?:confuses|throws|loses|bugs|annoys|trips\s+up|"
    r"drives)\s+me|(?:is|are)\s+(?:hard|harder|easier|easy|confusing|clearer|better|a\s+pain)\s+(?:for|to)\s+me)\b).*$",
    _F,
)
_POLITE = re.compile(
    r"^(?:(?:please|pls|plz|and|also|oh|ok|okay|so|actually|well)\W+)+|\W+(?:please|pls|plz|thanks|thank\s+you)\W*$", _F
)
_INNER_POLITE = re.compile(r"(?<=,\s)(?:please|pls|plz|kindly)\s+", _F)


def scoped_request(text: str) -> str | None:
    """The request after a scope that makes it standing ("for coding questions, show me the code
    first" -> "show me the code first"), or None when the text opens with no such scope."""
    match = _SCOPE.match(text)
    return match.group("rest") if match is not None else None


def requested_styles(text: str) -> list[TypedFact]:
    """A ``style:<aspect>`` fact for a standing request about answers, in the user's words."""
    scoped = scoped_request(text) is not None
    if not scoped and (_ADDRESSED.search(text) is None or _STANDING.search(text) is None):
        return []
    if _ONE_TASK.search(text) or _THEIRS.search(text):
        return []
    said = _POLITE.sub("", _INNER_POLITE.sub("", _without_reason(text))).strip(" ,.!")
    for aspect, words in _ASPECTS:
        if words.search(said) and len(said.split()) <= 20:
            value = said[:1].upper() + said[1:]
            return [TypedFact(f"style:{aspect}", value, "set", evidence=text, rule="style:request")]
    return []


# A reason before the request: "I'm dyslexic, so please use bullet points".
_REASON_FIRST = re.compile(rf"^[^,;]*?,?\s+so\s+(?={_IMPERATIVE})", _F)


def _without_reason(text: str) -> str:
    """The request without the reason before or after it; a scope's comma is no aside ("if I ask
    about recipes, give me grams")."""
    match = _SCOPE.match(text)
    at = match.start("rest") if match is not None else 0
    said = text[:at] + _REASON.sub("", text[at:])
    return said if match is not None else _REASON_FIRST.sub("", said)
