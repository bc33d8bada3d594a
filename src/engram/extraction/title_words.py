"""The words of a job title, for every reading of one: a head noun and its area ("head of customer success",
"VP of sales"), or up to three modifiers and the occupations of the lexicon ("senior staff nurse"), longest
first; and the articles a title may carry ("their new ...").
"""

from __future__ import annotations

from engram.extraction.frame_parts import _JOB, _MODIFIER, LONGEST

# "head of customer success", "director of engineering", "VP of sales": a head noun and its area
_AREA_WORD = (
    r"(?!(?:at|for|with|in|on|from|since|now|today|tonight|this|last|next|and|but|as|starting|effective|until|job|"
    r"role|position|post|our|my|your|their|his|her)\b)[a-z][\w&-]*"
)
OF_TITLE = (
    r"(?:(?:acting|interim|deputy|assistant|associate|senior|junior|chief|executive|regional|global|vice)\s+)*"
    r"(?:head|director|vp|vice\s+president|chief|manager|lead|dean|chair)\s+of\s+(?:the\s+)?"
    + _AREA_WORD
    + r"(?:\s+"
    + _AREA_WORD
    + r"){0,2}"
)
WTITLE = (
    r"(?P<title>"
    + OF_TITLE
    + r"|(?:"
    + _MODIFIER
    + r"){0,3}?"
    + _JOB
    + r"(?:\s+"
    + _JOB
    + r")*\b"
    + LONGEST
    + r")\b(?!['’]s\b)"
)
TITLE_ARTICLE = r"(?:an?\s+|the\s+|their\s+|our\s+)?(?:new\s+)?"
