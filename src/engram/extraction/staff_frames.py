"""A workplace said by what only its staff meet: its payroll, policies and badge readers ("our IT at Miravale
Health", "the expense policy at Nordlys Energi"), a post or shifts worked there ("on the tills at Lidl", "night
shifts at the Amazon warehouse"), its name before the user's job ("as a Deliveroo rider"), the tools the user's
team uses there ("we use Jira at Wise"), the years counted to their day ("ten years at Tata Steel next month").

Each is a frame of the fact grammar (engram.extraction.fact_frames reads them among the work frames); a town, the
letters of a unit or a tool before a job is refused where the frame marks it (``nottown``: "as a New York driver",
"an ICU nurse", "a Python dev").
"""

from __future__ import annotations

from engram.extraction.frame_parts import _JOB, ORG, Frame, _fr

# what a workplace has for its own staff, and nobody else meets: "our IT at Miravale Health", "the expense
# policy at Nordlys Energi", "the badge readers at Lumenbridge"
_STAFF_THING = (
    r"(?:(?-i:IT)(?:\s+(?:department|dept|team|desk|people|guys|folks|support))?|it\s+(?:department|dept|desk|support)|"
    r"hr(?:\s+(?:department|dept|team|people|portal))?|payroll|(?:expense|travel|leave|holiday|sick\s+leave|parental\s+leave|"
    r"overtime|wfh|remote(?:\s+work)?|hybrid|return[- ]to[- ]office|rto)\s+(?:polic(?:y|ies)|mandate|rules?|scheme)|"
    r"dress\s+code|(?:annual\s+|yearly\s+)?(?:engagement|staff|pulse|employee)\s+survey|badge\s+readers?|"
    r"(?:staff|employee)\s+(?:car\s+park|parking|entrance|room|lounge|handbook)|break\s+room|staff\s+canteen|"
    r"(?:team\s+|company\s+)?offsite|(?:office\s+)?(?:christmas|holiday|summer)\s+party|bonus\s+scheme|pension\s+scheme|"
    r"appraisal\s+system|performance\s+reviews?|promotion\s+process|hiring\s+freeze|layoffs?|reorg)"
)
STAFF_FRAMES: tuple[Frame, ...] = (
    _fr("employer", "set", rf"\b(?:my|our)\s+{_STAFF_THING}\s+(?:at|in|for)\s+(?:(?-i:the)\s+)?{ORG}", False),
    _fr(
        "employer",
        "set",
        rf"\bthe\s+{_STAFF_THING}\s+at\s+{ORG}(?=[^.?!]*\b(?:i|i'm|i've|me|my|we|us|our)\b)",
        False,
    ),
    # a post at the workplace, or its shifts, worked by the user: "I'm on the tills at Lidl most weekends", "been doing
    # night shifts at the Amazon warehouse in Coventry", "my early shifts at Pret"
    _fr(
        "employer",
        "set",
        r"\b(?:i'm|im|i\s+am|i've\s+been|been|i\s+work)\s+(?:\w+\s+)?on\s+(?:the\s+)?(?:tills?|checkouts?|shop\s+floor|front\s+desk|"
        rf"reception|phones|night\s+desk|deli\s+counter|line|floor|door|bar|pass|grill)\s+at\s+(?:(?-i:the)\s+)?{ORG}",
        False,
    ),
    _fr(
        "employer",
        "set",
        r"(?:\b(?:i|i've|i\s+have|we)\s+(?:\w+\s+)?|^\W*(?:been\s+)?|\bmy\s+)(?:doing\s+|working\s+|pulling\s+|covering\s+|"
        r"picked\s+up\s+|pick\s+up\s+)?(?:(?:night|nights|day|early|late|double|weekend|extra|evening|morning|12-hour|long)\s+)?"
        rf"shifts\s+at\s+(?:(?-i:the)\s+)?{ORG}",
        False,
    ),
    # the workplace as the first word of the user's job: "as a Deliveroo rider, is an e-bike worth it?", "I'm an
    # Ocado picker", "speaking as a Tesco cashier"
    _fr(
        "employer",
        "set",
        rf"(?:^\W*|,\s*|\b(?:i'm|im|i\s+am|speaking|asking|writing)\s+)(?:as\s+)?an?\s+{ORG}\s+(?:delivery\s+)?(?:{_JOB})\b"
        r"(?P<nottown>)",
        False,
    ),
    # the tools the user's team works in, at the workplace: "we use Jira at Wise and nobody updates their tickets"
    _fr(
        "employer",
        "set",
        r"\bwe\s+(?:all\s+|mostly\s+|still\s+)?(?:use|are\s+on|run\s+on|work\s+in|live\s+in)\s+(?-i:[A-Z])[\w.+#-]*(?:\s+(?-i:[A-Z])[\w.+#-]*)?"
        rf"\s+at\s+{ORG}(?=\s*(?:$|[,.;!?]|\s+(?:and|but|so|now|because|too)\b))(?P<nottown>)",
        False,
    ),
    # the years of a job counted to their day: "ten years at Tata Steel next month and they want a speech"
    _fr(
        "employer",
        "set",
        r"(?:^|[.!?]\s+)\W*(?:(?:almost|nearly|officially|exactly|finally)\s+)?(?:\d{1,2}|one|two|three|four|five|six|"
        rf"seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty)\s+years?\s+(?:at|with)\s+{ORG}\s+"
        r"(?:today|tomorrow|next\s+(?:week|month)|this\s+(?:week|month|year)|now|on\s+\w+day)\b",
        False,
    ),
    # the user's place on the floor or in a team of a workplace: "Six years on the shop floor at IKEA", "I'm on the
    # payments squad at Grab", "nights at the Amazon fulfilment centre are wrecking my sleep"
    _fr(
        "employer",
        "set",
        rf"(?:^|\b(?:i'm|im|i\s+am|i've\s+been|been|years?|months?)\s+)(?:\w+\s+)?on\s+the\s+(?:[\w-]+\s+){{0,2}}?"
        rf"(?:shop\s+floor|floor|squad|team|desk|crew|pod|tribe|line)\s+at\s+{ORG}(?<!['’]s)(?![\w'’])",
    ),
    _fr(
        "employer",
        "set",
        rf"^\W*(?:(?:night|day|early|late)\s+)?(?:nights|shifts|days|lates|earlies)\s+at\s+the\s+{ORG}\s+"
        r"(?:fulfil\w*\s+cent(?:re|er)|warehouse|depot|plant|factory|distribution\s+cent(?:re|er)|store|site)\b",
    ),
    # a workplace the user went over to, or that took the user: "since jumping ship to Vestas", "the Van Gogh Museum
    # poached me over the summer", "got poached by Canva", "Kakao offer accepted and I started this week", "my
    # onboarding buddy at Klarna"
    _fr("employer", "set", rf"\b(?:jump(?:ed|ing)?|jumps)\s+ship\s+(?:to|for)\s+(?:(?-i:the)\s+)?{ORG}"),
    _fr(
        "employer",
        "set",
        rf"(?:^|[,;:]\s*|\b(?:and|so|then)\s+)(?:(?-i:the)\s+)?{ORG}\s+(?:just\s+|finally\s+)?poached\s+me\b",
        False,
    ),
    _fr(
        "employer",
        "set",
        rf"\b(?:i|i've|i\s+have|i\s+was|i\s+got|got|was|been)\s+(?:just\s+)?poached\s+by\s+(?:(?-i:the)\s+)?{ORG}",
        False,
    ),
    _fr("employer", "set", rf"^\W*{ORG}\s+offer\s+(?:accepted|signed)\b", False),
    _fr("employer", "set", rf"\bmy\s+(?:new\s+)?(?:onboarding\s+)?buddy\s+at\s+(?:(?-i:the)\s+)?{ORG}", False),
)
