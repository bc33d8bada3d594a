# ruff: noqa: E501  (frames read better on one line)
"""Where the user works, in the shapes that name the company by what it is to them.

Non-native English says the company with a noun ("I changed to Orion company", "now I am in Baltic
Foods company as a buyer") and works *in* it ("working in Tata Steel since two weeks as quality
engineer"); everyday English says it as the place they ended up ("Kestrel Labs is where I ended up")
or through the post ("my new position at Vireo is senior accountant", "they've given me the charge nurse
post"), and through the change itself ("jumped ship to Stripe", "poached by Revolut", "landed at
Datadog", "The promotion came through: Principal Designer", "New hat: Data Science Manager"). "in X" alone is as often a town as a company, so it counts only beside a company's noun or a
title ("as quality engineer").
"""

from __future__ import annotations

from engram.extraction.frame_parts import ADV, CNAME, IM, ME, OLD, ORG, TITLE, Frame, _fr

_SINCE = r"(?:\s+(?:since|for)\s+[\w\s]{1,20}?)?"

WORK_SHAPE_FRAMES: tuple[Frame, ...] = (
    # "I changed to Orion company", "I am in Baltic Foods company", "joined to Helios Energy company"
    _fr(
        "employer",
        "set",
        rf"\b(?:{ME}|{IM})\b[^.;!?\x00]{{0,40}}?\b(?:at|in|to|for|with|joined|join)\s+{ORG}\s+company\b",
    ),
    # "I am working in Tata Steel since two weeks as quality engineer"
    _fr(
        "employer",
        "set",
        rf"\b(?:{IM}\s+)?{ADV}(?:working|employed|work)\s+in\s+{ORG}{_SINCE}\s+as\s+(?:an?\s+)?[\w-]+",
    ),
    # "Kestrel Labs is where I ended up", "Halden Bank is where I work now"
    _fr(
        "employer",
        "set",
        rf"^{ADV}{ORG}\s+is\s+where\s+(?:i|i'm|i\s+am)\s+(?:now\s+)?(?:work|working|ended\s+up|landed|spend\s+my\s+(?:days|weekdays))\b",
    ),
    # "my new position at Vireo is senior accountant", "my role at Vireo is now senior accountant"
    _fr(
        "role",
        "set",
        rf"\bmy\s+(?:new\s+)?(?:position|role|job|title)\s+at\s+[\w&'. -]+?\s+is\s+(?:now\s+)?(?:an?\s+)?{TITLE}",
    ),
    _fr("employer", "set", rf"\bmy\s+(?:new\s+)?(?:position|role|job|title)\s+at\s+{ORG}\s+is\b"),
    # an employer said as a change by its own words: "I jumped ship from Deloitte to Stripe", "I was poached
    # by Revolut", "finally landed at Datadog", "went in-house at Nubank", "ended up at Cabify"
    _fr("employer", "set", rf"\bjumped\s+ship\s+(?:from\s+{OLD}\s+)?to\s+{ORG}"),
    _fr("employer", "set", rf"\b(?:i\s+was|i've\s+been|got)\s+poached\s+by\s+{ORG}"),
    _fr("employer", "set", rf"\b(?:finally\s+)?(?:landed|ended\s+up)\s+(?:a\s+(?:job|role|position)\s+)?at\s+{ORG}"),
    _fr("employer", "set", rf"\bwent\s+in-?house\s+(?:at|with)\s+{ORG}"),
    # "Canva -- that's where I'm at now", "Nokia is my employer now", "My new employer, Getir, ..."
    _fr("employer", "set", rf"^{ADV}{ORG}\s*(?:[—–,:]|--?)\s*that's\s+where\s+(?:i'm|i\s+am|i\s+work)\b"),
    # "Infosys is my employer", "Infosys has been my employer since March"
    _fr(
        "employer", "set", rf"\b{ORG}\s+(?:is|has\s+been)\s+(?:now\s+)?my\s+(?:new\s+)?(?:employer|company|workplace)\b"
    ),
    _fr("employer", "set", rf"\bmy\s+new\s+(?:employer|company)\s*,\s*{ORG}\s*,"),
    # "I left Unilever and joined the marketing team at Danone"
    _fr("employer", "set", rf"\bjoined\s+the\s+[\w\s&-]{{1,30}}?\s+(?:team|department|group|division)\s+at\s+{ORG}"),
    # "my company is changed, now I am in Hyundai Mobis"
    _fr(
        "employer",
        "set",
        rf"\bmy\s+(?:company|employer|job)\s+(?:is\s+|has\s+)?changed\b[^.;!?]*?\b(?:i\s+am|i'm)\s+(?:now\s+)?(?:in|at|with)\s+{ORG}",
    ),
    # a title said as news: "The promotion came through: Principal Designer", "New hat: Data Science Manager",
    # "Engineering Manager -- that's me now", "I was made partner at the firm"
    _fr(
        "role",
        "set",
        rf"\bpromotion\s+(?:came\s+through|is\s+official|went\s+through|is\s+confirmed)\s*(?:[:—–]|--?)\s*{TITLE}",
    ),
    _fr("role", "set", rf"^{ADV}new\s+(?:hat|title|role|job\s+title|position)\s*(?:[:—–]|--?)\s*(?:an?\s+)?{TITLE}"),
    _fr("role", "set", rf"^{ADV}{TITLE}\s*(?:[:—–,]|--?)\s*that's\s+(?:me|my\s+(?:title|role|job))\s+now\b"),
    _fr("role", "set", rf"\b(?:i\s+was|i've\s+been|i\s+got|just\s+got)\s+made\s+(?:an?\s+)?{TITLE}"),
    _fr(
        "role",
        "set",
        rf"\bstepped\s+down\s+from\s+[\w\s-]+?\s+(?:back\s+)?to\s+(?:plain\s+|just\s+|being\s+)?(?:an?\s+)?{TITLE}",
    ),
    # a new manager said in apposition or as the one the user is with: "The new boss, Oluwaseun Adeyemi, wants ...",
    # "With Sofia Rossi as my manager now instead of Paolo, ..."
    _fr(
        "manager",
        "set",
        rf"^{ADV}the\s+new\s+(?:boss|manager|team\s+lead|supervisor|line\s+manager)\s*,\s*{CNAME}\s*,",
        False,
    ),
    _fr(
        "manager",
        "set",
        rf"^{ADV}with\s+{CNAME}\s+as\s+my\s+(?:new\s+)?(?:boss|manager|team\s+lead|supervisor|line\s+manager)\b",
        False,
    ),
    # the title as the one on paper: "sound engineer is the official job title"
    _fr("role", "set", rf"^{ADV}{TITLE}\s+is\s+(?:my|the)\s+(?:(?:official|new|actual|current)\s+)*(?:job\s+)?title\b"),
    # "they've given me the charge nurse post"
    _fr("role", "set", rf"\b(?:given|handed)\s+me\s+the\s+{TITLE}\s+(?:post|role|job|position)\b"),
)
