"""A title said where a fragment stands, the user's subject left out: the job as the condition the user lives
in ("being a wedding photographer in peak season is destroying my back"), its worst part, a life or a living,
a day job; "currently a junior data analyst" beside a request, a title with the years in it ("(freelance
graphic designer, 3 yrs in, ...)"), a trade and whom it serves ("Bookkeeper for three small businesses"),
one of its holders counting themself in ("every vet tech I know ..., including me"), a question signed by its
asker ("Quick q from a first-year architect:"). Read in statements and in questions alike
(engram.extraction.work_frames).
"""

from __future__ import annotations

from engram.extraction.frame_parts import Frame, _fr
from engram.extraction.title_words import TITLE_ARTICLE, WTITLE

NEWLY = r"(?:new\s+|(?:newly|recently|freshly|just)\s+(?:appointed|promoted|hired|minted|qualified|named|elected)\s+)"
JOB_AS_CONDITION: tuple[Frame, ...] = (
    # the job as the condition the user lives in, said of what it does to them: "being a wedding photographer in
    # peak season is destroying my back", "the worst part of being a school librarian is ..., where I get ..."
    _fr(
        "role",
        "set",
        r"^\W*(?:(?:ngl|tbh|honestly|lol|ugh|man|so|well|okay|ok)\W+)*being\s+(?:an?\s+)"
        rf"{NEWLY}?{WTITLE}(?=[^.?!]*\b(?:my|me|i|i'm|i've|myself)\b)",
        False,
    ),
    # (what it is like to be one, said to the assistant, is said by one)
    _fr(
        "role",
        "set",
        r"\b(?:worst|best|hardest|toughest|weirdest|funniest|nicest)\s+(?:part|parts|thing|things)\s+(?:about|of)\s+being\s+"
        rf"(?:an?\s+){NEWLY}?{WTITLE}"
        # (never a guess, or somebody's word: "... must be the marking, my friend says")
        r"(?![^.?!]*\b(?:says|said|thinks|reckons|claims|must|would|might|probably)\b)",
        False,
    ),
    # the job as a life, or a living: "the life of a trauma nurse I guess", "I wrangle spreadsheets for a living
    # (financial controller)"
    _fr(
        "role",
        "set",
        rf"\b(?:the\s+)?life\s+of\s+an?\s+{WTITLE}(?=\s*(?:,\s*)?(?:i\s+guess|i\s+suppose|lol|haha|right|eh|huh)\b)",
        False,
    ),
    _fr("role", "set", rf"\bfor\s+a\s+living\s*\(\s*(?:i'm\s+|im\s+)?(?:an?\s+)?{WTITLE}\s*\)", False),
    # the title with the subject dropped, where a fragment stands: "need help w/ a cover letter, currently a junior
    # data analyst trying to move into product management", "(freelance graphic designer, 3 yrs in, still terrible
    # at this part)", "Bookkeeper for three small businesses, all on different software"
    # (with its workplace it is the job-first reading's: engram.extraction.job_first)
    _fr(
        "role",
        "set",
        rf"(?:^|[,;:(]\s*)(?:currently|presently)\s+(?:working\s+as\s+)?an?\s+{WTITLE}(?!\s+(?:at|with|for|@)\s)",
        False,
    ),
    _fr(
        "role",
        "set",
        rf"(?:^|[,;:(]\s*)(?:an?\s+)?{WTITLE}\s*,\s*(?:\d{{1,2}}|one|two|three|four|five|six|seven|eight|nine|ten)\s*"
        r"(?:yrs?|years?|months?)\s+(?:in|into\s+it|deep)\b",
        False,
    ),
    _fr(
        "role",
        "set",
        rf"^\W*{WTITLE}\s+(?:for|to)\s+(?:(?:a\s+few|several|two|three|four|five|six|\d+|some|many|various|local|small|"
        r"independent)\s+){0,3}(?:clients|businesses|companies|firms|families|practices|charities|landlords|households|"
        r"startups|schools|restaurants|shops|brands)\b",
        False,
    ),
    # one of a kind the user counts themself in: "Every vet tech I know is burned out lol, including me"; a question
    # signed by its asker: "Quick q from a first-year architect: ..."
    _fr(
        "role",
        "set",
        rf"\bevery\s+{WTITLE}\s+i(?:\s+know|'ve\s+(?:met|worked\s+with))\b[^.?!]*\b(?:including\s+(?:me|myself)|"
        r"(?:me|myself)\s+included|incl\.?\s+me)\b",
        False,
    ),
    _fr(
        "role",
        "set",
        rf"^\W*(?:(?:quick|small|dumb|silly|honest|serious|one)\s+)*(?:q|qn|question|query)\s+from\s+an?\s+{NEWLY}?{WTITLE}\s*[:,.!-]",
        False,
    ),
    # the job said against a side one: "my day job is actuary"
    _fr(
        "role",
        "set",
        r"\bmy\s+(?:day|regular|main|actual|real|full-time|full\s+time|9-5|nine-to-five)\s+job\s+(?:is|'s|as)\s+"
        rf"{TITLE_ARTICLE}{WTITLE}",
        False,
    ),
)

# The title taken up, said with its start or its span; statements only (a question about a post is no post held).
TITLE_TAKEN_UP: tuple[Frame, ...] = (
    # "the ward sister post came through for me",
    # "Engineering Manager for 7 people now", "so Senior Lecturer from August", "head chef officially since last
    # month", "now overseeing 6 shops as area manager", "moved over to Account Manager and I just handle renewals"
    _fr(
        "role",
        "set",
        rf"\bthe\s+{WTITLE}\s+(?:post|job|role|position|promotion)\s+(?:finally\s+|just\s+)?(?:came\s+through(?:\s+for\s+me)?(?!\s+for\b)|went\s+through(?:\s+for\s+me)?(?!\s+for\b)|is\s+mine|"
        r"was\s+confirmed|got\s+confirmed)",
        False,
    ),
    _fr(
        "role",
        "set",
        rf"(?:^\W*|,\s*)(?:(?:so|ok|okay|well|and)\W+)?(?:(?:i'm|im|i\s+am)\s+)?(?!new\s){WTITLE}\s+(?:(?:for|of|over)\s+(?:a\s+team\s+of\s+)?\d{{1,3}}\s+"
        r"(?:people|engineers|devs|developers|staff|reports|nurses|teachers|analysts|designers|folks)\s+now|"
        r"officially\s+(?:since|from|as\s+of)\b|"
        r"(?:from|as\s+of|starting)\s+(?:january|february|march|april|may|june|july|august|september|october|november|"
        r"december|next\s+(?:week|month|term|year)|monday|tomorrow)\b)",
    ),
    _fr(
        "role",
        "set",
        r"(?:^|\b(?:now|currently|i'm|im|i\s+am)\s+)(?:overseeing|running|managing|leading|heading\s+up|covering)\s+"
        rf"[^,.;:!?()]{{1,40}}?\s+as\s+(?:the\s+)?(?:new\s+)?{WTITLE}",
    ),
    _fr(
        "role",
        "set",
        rf"(?:^|,\s*|\b(?:i|i've|i\s+have|just|finally)\s+)(?:moved|switched|stepped)\s+(?:over|across|up|sideways)\s+(?:to|into)\s+"
        rf"{TITLE_ARTICLE}{WTITLE}(?!\s+(?:at|in|for)\b)",
    ),
)
