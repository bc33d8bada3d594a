"""Standing requests about answers beyond the closed aspects: a summary first, a format, a language,
a tone, examples, sources.

Users tell an assistant how to answer in many more ways than length, units, spelling and emoji
(:mod:`engram.extraction.style_reading`): "start every answer with a one-line tl;dr", "whenever you
compare options, lay it out as a table", "you can mix a little Hindi into replies", "always include
an example", "plain English please, no jargon". Each such request names an *aspect* from a small
vocabulary (summary, format, language, tone, examples, sources) and is *standing*: it speaks of
answers in general ("every answer", "replies", "whenever you", "from now on", "always") rather than
of one task ("summarise this article", "give me a table of flights" ask for one thing, once).

The request is kept in the user's own words, one line per aspect, so that a later request of the
same aspect ("actually, no tables, bullets are fine") replaces it. It must be addressed to the
assistant -- an imperative, or "you" asked: "my boss wants every report to start with a summary" is
the boss's rule for the boss's reports, and a liking said of oneself ("I like my answers with code
examples") stays with the preference rules, which word it in the third person.
"""

from __future__ import annotations

import re

from engram.extraction.slots import TypedFact

_F = re.IGNORECASE
_ASPECTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "summary",
        re.compile(r"\b(?:tl;?dr|summary|summaries|summari[sz]e|bottom\s+line|key\s+takeaways?|one-liner)\b", _F),
    ),
    (
        "format",
        re.compile(
            r"\b(?:tables?|bullet(?:ed)?(?:\s+points?|\s+lists?)?|bullets|numbered\s+(?:lists?|steps)|headings|headers|"
            r"(?:the\s+)?(?:code|answer|examples?)\s+(?:first|before)|"
            r"markdown|code\s+blocks?|step[\s-]by[\s-]step|checklists?)\b",
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
# Answers in general, or for good: not one task.
_STANDING = re.compile(
    r"\b(?:every|each|all)\s+(?:\w+\s+)?(?:answers?|repl(?:y|ies)|responses?|explanations?|messages?|time)\b|"
    r"\b(?:always|whenever|from\s+now\s+on|going\s+forward|in\s+future|in\s+the\s+future|by\s+default|as\s+a\s+rule|"
    r"never|every\s+time|when\s+you\s+(?:explain|compare|write|answer|reply|suggest|list|show|give|recommend|describe)|"
    r"when(?:ever)?\s+i\s+ask\s+(?:for|about|you))\b|"
    r"(?<!\bthis\s)(?<!\bthat\s)(?<!\bthe\s)\b(?:answers|replies|responses|explanations)\b",
    _F,
)
# Addressed to the assistant: an imperative opening, or "you" asked; or the user's own preference.
_ADDRESSED = re.compile(
    r"^(?:(?:please|pls|plz|and|also|oh|ok|so)\W+)*(?:start|begin|open|lead|end|finish|put|lay|format|include|add|use|"
    r"give|show|write|reply|answer|respond|mix|keep|always|never|stick|cite|explain|talk|speak|throw\s+in|sprinkle|"
    r"avoid|skip|drop|no|less|more|plain)\b|"
    r"\b(?:you\s+(?:can|could|may|should)|can\s+you|could\s+you|would\s+you|will\s+you|whenever\s+you|when\s+you|"
    r"when(?:ever)?\s+i\s+ask\s+(?:for|about|you))\b",
    _F,
)
# One task, named: "summarise this article", "give me a table of flights", "an example of recursion".
_ONE_TASK = re.compile(
    r"\b(?:this|that|these|those|the\s+following|below|above)\s+(?:\w+\s+)?(?:article|text|email|doc|document|"
    r"paragraph|page|thread|chat|conversation|code|file|list|report)\b|"
    r"\b(?:a|an|one)\s+(?:\w+\s+)?(?:table|summary|example|list)\s+(?:of|for|about|on)\b(?![^.]*\b(?:every|always|whenever)\b)",
    _F,
)
# Somebody else's rule for their own work.
_THEIRS = re.compile(
    r"\b(?:my|our|his|her|their)\s+(?:boss|manager|teacher|professor|editor|client|team|company|school)\s+"
    r"(?:wants|likes|prefers|asks|insists|requires|says)\b|\b(?:he|she|they)\s+(?:wants|likes|prefers|insists)\b",
    _F,
)
# A reason or an aside after the request is no part of it.
_REASON = re.compile(
    r"\s*(?:--|—|–|(?<!\btl);|\(|\s-\s|,\s*(?:i'm|im|i\s+am|i\s+take|i\s+skim|i\s+read|it's|its|that's|since|because|as\s+i)\b|"
    r"\s+(?:because|since|cos|coz|as\s+i)\b).*$",
    _F,
)
_POLITE = re.compile(r"^(?:(?:please|pls|plz|and|also|oh|ok|so)\W+)+|\W+(?:please|pls|plz|thanks|thank\s+you)\W*$", _F)


def requested_styles(text: str) -> list[TypedFact]:
    """A ``style:<aspect>`` fact for a standing request about answers, in the user's words."""
    if _ADDRESSED.search(text) is None or _STANDING.search(text) is None:
        return []
    if _ONE_TASK.search(text) or _THEIRS.search(text):
        return []
    said = _POLITE.sub("", _REASON.sub("", text)).strip(" ,.!")
    for aspect, words in _ASPECTS:
        if words.search(said) and len(said.split()) <= 20:
            value = said[:1].upper() + said[1:]
            return [TypedFact(f"style:{aspect}", value, "set", evidence=text, rule="style:request")]
    return []
