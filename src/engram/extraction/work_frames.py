# ruff: noqa: E501  (one frame per line reads better than a wrapped regular expression)
"""Frames of the user's work life by verb class: being hired, leaving, being given a title, and
who the user reports to.

Why a module of its own: people announce a job in many shapes ("first week at X", "X hired me",
"I'm an X employee now", "I've been made head of operations", "I report into X", "X's my new
supervisor") and each shape is one member of a small verb class. The classes are lexicons here
(``HIRE``, ``LEAVE``, ``GIVEN``, ``MOVED``), the title is recognised from its head noun (an
occupation from :data:`engram.extraction.fact_lexicon.OCCUPATIONS`, or "head / director / VP of
<area>"), and the employer from capitalised tokens after an employment preposition. The frames
are joined into :data:`engram.extraction.fact_frames.FRAMES`. The guards the fact builder
(:mod:`engram.extraction.facts`) asks, kept in :mod:`engram.extraction.role_ownership`: :func:`not_own_manager` (a skip-level manager or a lead's
manager is not the user's), :func:`not_own_role` (a role talked about or applied for, or "made me an
offer"), :func:`widest_titles` (keep "head of customer success" over "head" read from the same words)
and :func:`org_like` (a name ending in Labs, Media, Logistics ... is an employer, never a home).
"""

from __future__ import annotations

from engram.extraction.fact_lexicon import HOLIDAYS, ORG_WORDS
from engram.extraction.frame_parts import ADV, IM, ME, ORG, TITLE, Frame, _fr
from engram.extraction.staff_frames import STAFF_FRAMES
from engram.extraction.title_fragments import JOB_AS_CONDITION, NEWLY, TITLE_TAKEN_UP
from engram.extraction.title_words import OF_TITLE, TITLE_ARTICLE, WTITLE
from engram.extraction.work_shapes import WORK_SHAPE_FRAMES

# a name without the possessive: "Aisha Bello's my new supervisor" names Aisha Bello; a surname's
# particle is part of it ("Bram de Vries", "Ana dos Santos", "Omar bin Said")
_PARTICLE = r"(?:(?-i:de|van|von|der|den|da|di|du|le|la|del|della|dos|das|bin|ibn|al|el|ter|ten)\s+)*"
# (an apostrophe inside a surname before a capital, never a possessive: "Liam O'Connor", "Ana D'Souza")
_CAPWORD = r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:['’](?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*)?"
WNAME = r"(?P<v>" + _CAPWORD + r"(?:\s+" + _PARTICLE + _CAPWORD + r"){0,2})"
# the employer a leaving names, in capitals: "my last day at Hollis & Crane"
OLD_ORG = r"(?P<old>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*(?:\s+(?:&\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*){0,2})"
_MGR = r"(?:line\s+manager|manager|boss|supervisor|team\s+lead|team\s+leader|lead|direct\s+manager)"

# a capitalised word after "at" that is a time, never a workplace ("at Christmas", "at Easter")
_NOT_TIME = rf"(?!(?:{HOLIDAYS}|weekends?)\b)"

# a name with no possessive in it, where one may follow: "the Guardian's local section"
_ORG_PLAIN = r"(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&.-]*(?:\s+(?:&\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&.-]*){0,2})"

# verb classes
HIRE = r"(?:first|second|third)\s+(?:day|week|month|shift)\s+(?:at|with)|(?:day|week|month)\s+(?:one|1|two|2)\s+(?:at|with)|new\s+(?:gig|job|position|role)\s+(?:at|with)"
LEAVE = r"laid\s+off\s+(?:from|by)|let\s+go\s+(?:from|by)|fired\s+from|sacked\s+from|made\s+redundant\s+(?:from|by|at)|(?:last|final)\s+(?:day|shift|week)\s+(?:at|with)|done\s+at|resigned\s+from|handed\s+in\s+my\s+notice\s+at"
# a job walked out of, in chat's verbs: "chucked in the job at Ardent Bank", "jacked in my job at X"
LEAVE += r"|(?:chucked|jacked|packed)\s+in\s+(?:the|my)\s+(?:\w+\s+)?job\s+(?:at|with)|(?:quit|left|walked\s+out\s+of)\s+(?:the|my)\s+(?:\w+\s+)?job\s+(?:at|with)"
GIVEN = r"(?:made\s+up\s+to|made|appointed|named|promoted\s+to|demoted\s+to|bumped\s+(?:up\s+|down\s+)?to|moved\s+(?:up|down)\s+to|reassigned\s+to|upgraded\s+to|elevated\s+to)"
MOVED = r"(?:moved|transferred|switched|put|shifted|placed|assigned|brought|hired|joined|joining)"
# a manager leaving, in chat's verbs: "my boss quit", "my manager Dev Patel is leaving"
_GONE = r"(?:left|quit|retired|resigned|moved\s+on|is\s+on\s+leave|is\s+out|is\s+leaving|is\s+retiring|is\s+moving\s+on|has\s+left|has\s+gone|went\s+on\s+leave|got\s+promoted)"
# a successor stepping in: "X is taking over", "X stepped in as my manager"
_STEPS_IN = r"(?:is|'s|has)?\s*(?:now\s+)?(?:covering|filling\s+in|stepping\s+in|stepped\s+in|taking\s+over|took\s+over|taken\s+over|in\s+charge|coming\s+in|moving\s+up)"

# The user's own things of work, at a named workplace: "my annual review at Brightwell Analytics", "my payslip
# from Sakura Logistics", "my 5 years at Tamarind Health", "my work (Hollins Engineering) reimburses half",
# "Zentrix Labs, where I work, ..." -- said in a question or a statement alike (never an interview, an offer
# or an application: a job not had)
_MY_WORK_THING = (
    r"(?:(?:annual|yearly|mid-year|end-of-year|quarterly|performance|first|latest|next|new|weekly|daily)\s+)*"
    r"(?:review|appraisal|self-review|self-assessment|payslip|pay\s+slip|paycheck|salary|contract|probation|onboarding|"
    r"team\s+lead|line\s+manager|manager|boss|colleagues|coworkers|co-workers|department|office|desk|shift|shifts|"
    r"pension|all-hands|standup|stand-up|work\s+laptop|badge|rota|hr\s+team|team)"
)
# makers of the laptops people buy for themselves: "my Lenovo laptop" names no workplace
_DEVICE_MAKERS = (
    r"(?:apple|dell|hp|lenovo|asus|acer|microsoft|samsung|razer|msi|framework|toshiba|huawei|xiaomi|lg|sony|"
    r"alienware|chromebook|thinkpad|macbook|surface|gigabyte|medion|fujitsu|panasonic|google|system76|tuxedo)"
)
# words that put a sentence at work: "here at Unilever it's meetings all the way down" (never "here at Disneyland it's packed")
_AT_WORK = (
    r"team|teams|internal\w*|out\s+of\s+office|job|role|colleagues?|coworkers?|manager|boss|office|shift|shifts|hr|payroll|"
    r"promotion|meetings?|standups?|deadlines?|policy|policies|layoffs?|reorg|clients?|customers|salary|bonus|"
    r"slack|huddles?|jira|confluence|sprints?|onboarding|intranet|rota|ooo|out-of-office|all-hands|hackathon"
)
WORK_THINGS: tuple[Frame, ...] = (
    *STAFF_FRAMES,  # what only the staff meet, their posts and shifts (engram.extraction.staff_frames)
    _fr("employer", "set", rf"\bmy\s+{_MY_WORK_THING}\s+at\s+{ORG}", False),
    # the workplace said as the owner of a thing only its staff have: "my Sainsbury's staff discount", "our
    # Accenture onboarding" (never "my Apple laptop": a brand's product is anyone's)
    _fr(
        "employer",
        "set",
        rf"\b(?:my|our)\s+{ORG}(?:['’]s)?\s+(?:staff\s+(?:discount|card|badge|id|email|account|canteen|party|portal)|"
        r"work\s+(?:email|laptop|phone|account|badge)|onboarding|induction|intranet|payslip|pension|probation|rota|"
        r"all-hands|hackathon|performance\s+review|annual\s+review)\b",
        False,
    ),
    # ... a laptop, a badge or a review cycle a workplace hands its staff, a site of its own the user says "our" of
    # ("my Deloitte laptop blocks USB sticks", "got my Rivian badge photo taken", "the Atlassian perf cycle", "the
    # canteen at our Nestlé site in Vevey"; never a device maker's laptop, "my Lenovo laptop")
    _fr(
        "employer",
        "set",
        rf"\b(?:my|our)\s+(?!{_DEVICE_MAKERS}\b){ORG}\s+(?:work\s+)?laptop\b",
        False,
    ),
    _fr(
        "employer",
        "set",
        rf"\b(?:my|our|the)\s+{ORG}\s+(?:badge\s+photo|id\s+badge|security\s+badge|access\s+badge|lanyard|"
        r"perf(?:ormance)?\s+(?:cycle|calibration)|promo(?:tion)?\s+cycle|review\s+cycle|self-review|self-assessment)\b",
        False,
    ),
    _fr(
        "employer",
        "set",
        rf"\bour\s+{ORG}\s+(?:[\w-]+\s+)?(?:site|campus|plant|factory|hq|headquarters|offices?)\b",
        False,
    ),
    # (what a workplace pays comes "from" it; a team taken over "from" somebody names a person)
    _fr(
        "employer",
        "set",
        rf"\bmy\s+(?:(?:first|latest|last|new|monthly|next|final)\s+)?(?:payslip|pay\s+slip|paycheck|pay\s+cheque|salary|pension|contract)\s+"
        rf"(?:from|with)\s+{ORG}",
        False,
    ),
    _fr(
        "employer",
        "set",
        rf"\bmy\s+(?:\d{{1,2}}|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s+|-)"
        rf"(?:years?(?:[\s-](?:work\s+)?anniversary)?|(?:work\s+)?anniversary)\s+(?:at|with)\s+{ORG}",
        False,
    ),
    _fr("employer", "set", rf"\bmy\s+(?:work|job|employer|company|workplace)\s*\(\s*{ORG}\s*\)", False),
    # the workplace named by its kind in brackets: "our hospital (Karolinska) is switching shift systems"
    _fr(
        "employer",
        "set",
        rf"\b(?:my|our)\s+(?:hospital|clinic|firm|lab|agency|store|bank|practice|organi[sz]ation|org|startup|ward|office|newsroom|studio)"
        rf"\s*\(\s*(?:the\s+)?{ORG}\s*\)(?=[^.?!]*\b(?:i|we|our|my|us|staff|shifts?|colleagues|team|union)\b)",
        False,
    ),
    # a new job counted in days: "Day three at Harrowgate Community Clinic and ...", "week two at Loomwell"
    _fr(
        "employer",
        "set",
        rf"^\W*(?:day|week)\s+(?:one|two|three|four|five|six|seven|\d{{1,2}})\s+(?:at|with)\s+{ORG}",
        False,
    ),
    # (or in brackets, with how long: "if DB (Deutsche Bahn, where I've been for 11 years) changes my shifts")
    _fr(
        "employer",
        "set",
        rf"(?:^|[;:(]\s*|\.\s+){ORG}\s*,\s*where\s+(?:i|we)\s+(?:now\s+)?(?:work|(?:'ve|have)\s+(?:been|worked)\s+(?:for|since))\b",
        False,
    ),
    # only an employer sends one onsite: "ok so Infosys is sending me onsite to Zurich for 6 months"
    _fr(
        "employer",
        "set",
        rf"(?:^|[,;:]\s*|\b(?:so|and|but)\s+){ORG}\s+(?:is|are|has|have)\s+(?:sending|sent|posting|posted|seconding|seconded)\s+me\s+"
        r"(?:onsite|on-site|on\s+site|abroad|overseas|on\s+(?:a\s+)?(?:secondment|assignment|deployment|rotation))\b",
        False,
    ),
    # the workplace the user lists as theirs: "Is it weird to list Ocado on my LinkedIn as current employer"
    _fr(
        "employer",
        "set",
        rf"\b(?:list|put|add|show|keep)\s+{ORG}\s+(?:on\s+my\s+(?:linkedin|cv|resume|résumé|profile)\s+)?as\s+(?:my\s+)?"
        r"(?:current|present)\s+(?:employer|company|workplace|job)\b",
        False,
    ),
    # the job itself, at the workplace: "how do I explain to my parents what I do at Palantir"
    _fr("employer", "set", rf"\bwhat\s+(?:i|we)\s+(?:actually\s+)?do\s+(?:at|for)\s+{ORG}(?<!['’]s)(?![\w'’])", False),
    # a new workplace said as the company changed or an offer taken: "I changed my company to Rakuten this month",
    # "I got offer from TCS and joined last week"
    _fr(
        "employer", "set", rf"\b(?:changed|switched)\s+(?:my\s+)?(?:company|job|employer|workplace)\s+to\s+{ORG}", False
    ),
    _fr(
        "employer",
        "set",
        rf"\b(?:got|received|had|accepted)\s+(?:an?\s+|the\s+)?(?:job\s+)?offer\s+(?:from|at)\s+{ORG}\s+(?:and\s+)?(?:joined|accepted|took\s+it|started|signed)",
        False,
    ),
    # the work itself done for the company: "im driving for UPS now", "delivering for Deliveroo these days"
    _fr(
        "employer",
        "set",
        rf"\b{IM}\s+(?:now\s+)?(?:driving|delivering|working|cleaning|cooking|nursing|teaching|coding)\s+for\s+{ORG}(?<!['’]s)(?![\w'’])"
        r"(?=\s*(?:$|[,.;!?]|\s+(?:now|these\s+days|full[\s-]time|part[\s-]time|since|so|and)\b))",
        False,
    ),
    # the user inside the workplace: "here at Unilever it's meetings all the way down", "we at Naver are allowed
    # remote 3 days", "our expense system at Deloitte", "celebrating 5 years at Bosch Rexroth", "since joining X"
    _fr(
        "employer",
        "set",
        rf"(?:^|[,;:]\s*|\b(?:and|but|so)\s+|\b(?:everyone|everybody|people|folks|we|all\s+of\s+us)\s+)here\s+at\s+{ORG}(?<!['’]s)(?![\w'’])(?=[^.?!]*\b(?:{_AT_WORK})\b)",
        False,
    ),
    _fr(
        "employer",
        "set",
        rf"(?:^|[,;:]\s*|\b(?:and|but|so)\s+)(?:we|us)\s+(?:here\s+)?(?:at|in)\s+{ORG}(?<!['’]s)(?![\w'’])\s+(?:are|have|get|were|all|had|can|must|use)\b",
        False,
    ),
    _fr(
        "employer",
        "set",
        r"\b(?:my|our)\s+(?!(?:old|former|previous|last|ex)\b)(?:[\w-]+\s+){0,2}?(?:expense\s+system|internal\s+newsletter|newsletter|intranet|hr|payroll|bonus|"
        r"annual\s+bonus|department|dept|building|campus|office|offices|site|plant|ward|clinic|branch|floor|it\s+team|"
        rf"codebase|repo|all-hands|team|squad|wiki|slack)\s+at\s+{ORG}(?<!['’]s)(?![\w'’])",
        False,
    ),
    _fr(
        "employer",
        "set",
        r"\b(?:celebrating|celebrate|marking|nearly|almost|just\s+hit|coming\s+up\s+on)\s+"
        rf"(?:\d{{1,2}}|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)\s+years?\s+(?:at|with)\s+{ORG}",
        False,
    ),
    _fr("employer", "set", rf"\bsince\s+(?:i\s+)?(?:joining|joined|starting\s+at|started\s+at)\s+{ORG}", False),
    # a participle opening the sentence has the user for subject: "Having now joined UNICEF's country office, I need ..."
    _fr(
        "employer",
        "set",
        rf"^\W*having\s+{ADV}(?:joined|started\s+at|moved\s+to|signed\s+with)\s+(?:the\s+)?{ORG}(?=['’]s\b|\s*,)",
        False,
    ),
    # a new job counted in time: "Now I'm three weeks in at Volvo Cars"
    _fr(
        "employer",
        "set",
        # (the "I'm" dropped at the sentence's start: "Three weeks in at Mercari and it's much more English-first")
        rf"(?:\b{IM}\s+{ADV}|(?:^|[.!?]\s+)\W*(?:(?:ok|so|well|now)\W+)?)(?:(?:about|nearly|almost|only|barely)\s+)?"
        r"(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|\d{1,2})\s+"
        rf"(?:days?|weeks?|months?)\s+in\s+(?:at|with)\s+(?:the\s+)?{ORG}",
        False,
    ),
    # the user asking or speaking as one of the workplace's staff: "asking as an IKEA co-worker myself"
    _fr(
        "employer",
        "set",
        rf"(?:^\W*|\b(?:asking|speaking|writing|talking|posting)\s+)as\s+(?:an?\s+)?{ORG}\s+(?:employee|co-?worker|staffer|staff\s+member|team\s+member|associate|worker)\b"
        r"(?=[^.?!]*\b(?:myself|i|i'm|my)\b)",
        False,
    ),
    # the workplace a unit of which employs the user: "the Red Cross branch where I am employed", "the Guardian's
    # local section where i work"
    _fr(
        "employer",
        "set",
        rf"(?<![\w'’])(?:the\s+)?{_ORG_PLAIN}(?:['’]s)?\s+(?:[a-z][\w-]*\s+){{0,3}}?(?:where|in\s+which|at\s+which)\s+(?:i|we)\s+"
        r"(?:now\s+|currently\s+)?(?:work|am\s+employed|'m\s+employed|am\s+working|'m\s+working|work\s+now)\b",
        False,
    ),
    # a sentence set at the workplace with "we" bound by its rules: "At Ericsson we have to write yearly goals"
    _fr(
        "employer",
        "set",
        rf"^\W*(?:(?:so|ok|and|well)\W+)?at\s+{ORG}(?<!['’]s)\s*,?\s+(?:(?:every|each)\s+(?:\w+\s+)?(?:week|month|quarter|year|sprint|"
        r"friday|monday|morning)\s*,?\s+)?(?:we|us)\s+(?:have\s+to|must|are\s+(?:required|expected|supposed|not\s+allowed)|get\s+to|"
        r"need\s+to|all\s+have\s+to|have\s+got\s+to|(?:can|can't|cannot)\s+(?:only\s+)?(?:work|use|expense|claim|wfh)|"
        # ... or by its customs: "so at Canva every quarter we do this internal hackathon thing"
        r"(?:all\s+)?(?:do|run|hold|have)\s+(?:this|these|an?|our)\s+(?:\w+\s+){0,3}?(?:hackathon|all-hands|offsite|retro|"
        r"review|standup|stand-up|planning|town\s+hall))\b",
        False,
    ),
    _fr(
        "employer",
        "set",
        rf"\b(?:i'm|i\s+am|im)\s+(?:now\s+|currently\s+)?(?:at|with)\s+{ORG}(?<!['’]s)(?![\w'’])(?=[^.?!]*\b(?:{_AT_WORK})\b)",
        False,
    ),
    # a workplace the user moved into from another: "I transferred to Globe Telecom last month", "got picked
    # up by Oakwood Academy" (a place transferred to is a posting, never a workplace: the guards refuse it)
    _fr(
        "employer",
        "set",
        rf"(?:^|\b(?:i|we)(?:'ve|'d|ve)?\s+(?:(?:just|finally|recently|then|have|had|now)\s+)*)(?:got\s+|was\s+|been\s+|am\s+)?(?:transferred|transfer|moved\s+over|jumped\s+ship)\s+to\s+{ORG}(?=\s*(?:$|[,.;!(]|\s+(?:last|this|in|on|as|from|and|after|since|a|two|three|recently|for|with)\b))",
        False,
    ),
    _fr(
        "employer",
        "set",
        rf"(?:^|\b(?:i|we)\s+(?:(?:just|finally|recently|then|have|'ve)\s+)*)(?:got|was|been|have\s+been)\s+(?:picked\s+up|snapped\s+up|taken\s+on|headhunted|poached|recruited|hired)\s+by\s+{ORG}",
        False,
    ),
    # the workplace named beside its noun, or with the user's working there in brackets: "My employer, Savanna
    # Pay, offers ...", "my company Sunbird Hotels wants us to ...", "does Kiwiflow (where i work) count as ..."
    _fr(
        "employer",
        "set",
        # (a company the user started is theirs to run, a project: "My company Halyard makes sailing apps -- I started it")
        rf"\bmy\s+(?:current\s+)?(?:employer|company|workplace|firm)\s*,?\s+(?:the\s+)?{ORG}"
        r"(?![^.]*\b(?:i|we)\s+(?:\w+\s+)?(?:started|founded|co-?founded|launched|run|built|own)\b)",
        False,
    ),
    _fr("employer", "set", rf"{ORG}\s*\(\s*(?:where|the\s+place)\s+(?:i|we)\s+(?:now\s+)?work\s*\)", False),
    # what only an employer does to the user: "Lumora Systems pays me twice a month", "Halden employs me as ..."
    _fr(
        "employer",
        "set",
        rf"(?:^|[;:]\s*){ORG}\s+(?:pays|employs|is\s+paying|sponsors\s+my\s+visa)\s+(?:me|us)\b",
        False,
    ),
    # things at work: "our canteen at Meridian Rail", "my expense report for Copperline Media"
    _fr(
        "employer",
        "set",
        rf"\b(?:my|our)\s+(?:(?:first|new|monthly|quarterly)\s+)?(?:canteen|cafeteria|office\s+kitchen|expense\s+(?:report|claim)|timesheet|"
        rf"holiday\s+allowance|staff\s+(?:party|discount)|works?\s+(?:party|canteen|laptop))\s+(?:at|for|with)\s+{ORG}",
        False,
    ),
)

WORK_FRAMES: tuple[Frame, ...] = (
    *JOB_AS_CONDITION,
    *TITLE_TAKEN_UP,
    *WORK_SHAPE_FRAMES,  # the company by a noun or as the place the user ended up (engram.extraction.work_shapes)
    # ---- hired, joining, onboarding
    _fr("employer", "set", rf"(?:^|\bmy\s+)(?:{HIRE})\s+{ORG}"),
    _fr("employer", "set", rf"\bsigned\s+(?:my|the|a)\s+(?:\w+\s+)?contract\s+with\s+{ORG}"),
    # the workplace that pays the user: "Ashgrove Dental pays the bills", "Halyard pays my wages"
    _fr(
        "employer",
        "set",
        rf"^(?:(?:and|so|but|anyway|also)\s+)?{ORG}\s+(?:pays|covers)\s+(?:the|my)\s+(?:bills|salary|wages|rent|mortgage)\b",
        False,
    ),
    _fr("employer", "set", rf"\b{IM}\s+{ADV}(?:an?\s+)?{ORG}\s+(?:employee|hire|staffer|staff\s+member)\b"),
    _fr(
        "employer",
        "set",
        rf"^(?:(?:{IM}|{ME}(?:'ve|\s+have)?(?:\s+been|\s+got|\s+was)?)\s+)?{ADV}(?:onboarded|onboarding)\s+(?:at|with)\s+{ORG}",
    ),
    _fr("employer", "set", rf"\b{IM}\s+{ADV}with\s+{ORG}\s+now\b.*\b(?:job|role|position|work|hired)\b"),
    _fr("employer", "set", rf"\b(?:got|been|was|just|finally)\s+{ADV}hired\s+(?:at|on\s+at|by)\s+{ORG}"),
    _fr(
        "employer",
        "set",
        # (a kind of post said before it: "I've taken a research post at the University of Edinburgh")
        rf"\b(?:got|landed|accepted|took|taken|signed)\s+(?:the|a|an|my|their)\s+(?:new\s+)?"
        rf"(?:(?:job|offer|position|role|contract)|(?:[\w-]+\s+){{0,2}}?(?:post|placement|fellowship|lectureship))\s+"
        rf"(?:at|with|from)\s+(?:the\s+)?{ORG}",
    ),
    _fr(
        "employer",
        "set",
        rf"(?:^(?:{ME}\s+)?|\b{ME}\s+){ADV}left\s+(?P<old>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*){{0,2}})\s+for\s+{ORG}",
    ),
    _fr("employer", "set", rf"\b{IM}\s+{ADV}w/\s+{ORG}"),
    # "I work in sales for Hexa Foods": a department or field, then the employer
    _fr("employer", "set", rf"\b{ME}\s+{ADV}work\s+in\s+(?:[a-z&-]+\s+){{1,3}}?(?:at|for|with)\s+{ORG}"),
    _fr(
        "employer",
        "set",
        rf"\b{ME}\s+{ADV}work\s+(?:remotely|full[- ]time|part[- ]time|from\s+home)\s+(?:at|for)\s+{ORG}",
    ),
    _fr("employer", "set", rf"^{ORG}(?:\s+is|'s)\s+(?:now\s+)?my\s+(?:new\s+)?(?:employer|company|workplace)\b", False),
    _fr("employer", "set", rf"(?:^|\b{ME}\s+){ADV}signed\s+on\s+(?:with|at|to)\s+{ORG}"),
    _fr(
        "employer",
        "set",
        rf"^(?:{ME}(?:'ve|\s+have)\s+)?{ADV}been\s+(?:at|with)\s+(?:(?-i:the)\s+)?{ORG}\s+(?:for\s+)?(?:(?:about|around|almost|nearly|over|roughly|just\s+over|just\s+under|close\s+to|going\s+on)\s+)?(?:(?:a|an|one|two|three|four|five|six|\d+|a\s+few|a\s+couple\s+of)\s*(?:days?|weeks?|months?|years?|yrs?|mos|mths)|"
        # (or how long it feels: "Been at Novo Nordisk long enough to have opinions about the canteen")
        r"long\s+enough|ages|forever|a\s+while|a\s+long\s+time|donkey's\s+years)\b",
    ),
    # ---- leaving ends the employer
    _fr(
        "employer",
        "end",
        rf"\b(?:laid\s+me\s+off|let\s+me\s+go|fired\s+me|sacked\s+me)\s+(?:at|from)\s+{OLD_ORG}",
        False,
    ),
    _fr(
        "employer",
        "end",
        rf"^{OLD_ORG}\s+(?:just\s+|finally\s+)?(?:laid\s+me\s+off|let\s+me\s+go|fired\s+me|sacked\s+me)\b",
        False,
    ),
    _fr(
        "employer",
        "end",
        rf"\bmy\s+(?:contract|job|position|time)\s+(?:with|at)\s+{OLD_ORG}\s+(?:has\s+)?(?:ended|is\s+over|finished|wrapped\s+up|ran\s+out)\b",
    ),
    _fr(
        "employer",
        "end",
        rf"(?:^|\b{ME}\s+{ADV})(?:left|quit)\s+my\s+(?:\w+\s+)?(?:job|position|role|gig)\s+(?:at|with)\s+{OLD_ORG}",
    ),
    _fr("employer", "end", rf"\b(?:{LEAVE})\s+(?:the\s+)?{OLD_ORG}"),
    # ---- titles given: "I've been made head of operations", "got demoted to associate consultant"
    _fr("role", "set", rf"\b(?:been|got|was|just|i'm|am|officially)\s+{ADV}{GIVEN}\s+{TITLE_ARTICLE}{WTITLE}"),
    _fr("role", "set", rf"^{ADV}{GIVEN}\s+{TITLE_ARTICLE}{WTITLE}"),
    # a title held for a time, the article dropped as titles drop it: "Been ward manager for 2 months"
    _fr(
        "role",
        "set",
        rf"(?:^|\b{ME}(?:'ve|\s+have)\s+){ADV}been\s+(?:an?\s+|the\s+)?(?:new\s+)?{WTITLE}\s+(?:(?:for|since)\s+"
        r"|(?=\d{1,2}\+?\s*(?:yrs?|years?|months?|mos?)\b))"  # ("been a sous chef 3 years": the "for" dropped too)
        r"(?:(?:about|almost|nearly|over|just|a\s+few|a\s+couple\s+of|\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a|an|last|"
        r"january|february|march|april|may|june|july|august|september|october|november|december|20\d\d)\b)",
    ),
    _fr("role", "set", rf"\b(?:made|appointed|named)\s+(?:me|us)\s+{TITLE_ARTICLE}{WTITLE}", False),
    _fr(
        "role",
        "set",
        rf"\b(?:new\s+)?(?:job\s+)?title(?:\s*\([^)]*\))?\s*(?::|is|-)\s*(?:(?:officially|now|still|technically|actually)\s+)?"
        rf"{TITLE_ARTICLE}{WTITLE}",
    ),
    _fr(
        "role",
        "set",
        rf"\bmy\s+(?:new\s+)?(?:job|title|role|position)(?:\s+(?:now\s+)?is|['’]s)\s+(?:now\s+)?{TITLE_ARTICLE}{WTITLE}",
    ),
    _fr(
        "role",
        "set",
        rf"\b(?:took|accepted|got|landed|into|in)\s+(?:the|a|an)\s+(?:new\s+)?{WTITLE}\s+(?:job|role|position|post)\b",
    ),
    _fr(
        "role",
        "set",
        rf"\b(?:taken|took|take|taking|stepped|step|stepping|moved|moving)\s+(?:on|into|up\s+into|over)\s+(?:the|a|an)\s+(?:new\s+)?(?:role|position|post|job)\s+(?:of|as)\s+{TITLE_ARTICLE}{WTITLE}",
    ),
    _fr(
        "role",
        "set",
        rf"\b(?:switched|moved|went|changed)\s+from\s+(?:an?\s+|the\s+)?(?P<old>[\w -]+?)\s+(?:role|position|job)\s+to\s+{TITLE_ARTICLE}{WTITLE}\s+(?:role|position|job)\b",
    ),
    _fr("role", "set", rf"^(?:now\s+)?(?:officially|finally)\s+(?:the\s+|an?\s+)?(?:new\s+)?{WTITLE}"),
    _fr("role", "set", rf"\b{IM}\s+{ADV}(?:an?\s+|the\s+|their\s+|our\s+)?(?:new\s+)?(?P<title>{OF_TITLE})"),
    _fr(
        "role",
        "set",
        rf"\b(?:title|role|position|job)\s+(?:has\s+)?(?:changed|went|switched)\s+from\s+(?:an?\s+)?(?P<old>[\w -]+?)\s+to\s+{TITLE_ARTICLE}{WTITLE}",
    ),
    _fr(
        "role",
        "set",
        rf"(?:^|\bi'm\s+|\bi\s+am\s+|,\s*)(?:going\s+|went\s+)?back\s+to\s+(?:being\s+)?(?:an?\s+|the\s+)?{WTITLE}",
    ),
    _fr(
        "role",
        "set",
        rf"\b(?:gave|given)\s+me\s+(?:the|a)\s+(?:new\s+)?{WTITLE}\s+(?:title|role|position|job)\b",
        False,
    ),
    _fr(
        "role",
        "set",
        rf"\b(?:gone|went|moved|jumped|progressed)\s+(?:up\s+)?from\s+(?:an?\s+)?(?P<old>[\w -]+?)\s+to\s+{TITLE_ARTICLE}{WTITLE}",
    ),
    _fr("role", "set", rf"\b{IM}\s+not\s+an?\s+[\w -]+?,\s*(?:just|only|but|i'm)\s+(?:an?\s+)?{WTITLE}"),
    # "i got promoted, senior nurse now": the title said bare after the promotion
    _fr("role", "set", rf"\bpromoted\W+(?:now\s+)?(?:an?\s+|the\s+)?{WTITLE}(?:\s+now)?\s*$"),
    # ---- a title lost with the job: "lost my job as a banker" ends the title
    _fr("role", "end", rf"\b(?:lost|quit|left)\s+my\s+(?:\w+\s+)?job\s+as\s+(?:an?\s+|the\s+)?{WTITLE}"),
    # ---- who the user reports to; "Tom isn't my manager anymore" ends the line naming Tom
    _fr("manager", "end", rf"^{WNAME}\s+(?:isn't|is\s+not|is\s+no\s+longer|'s\s+no\s+longer)\s+my\s+{_MGR}\b", False),
    _fr(
        "manager",
        "set",
        rf"^my\s+{_MGR}\s+(?:isn't|is\s+not|is\s+no\s+longer)\s+(?P<old>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*)?)(?:\s+any\s?more)?\s*[,;]\s*(?:it's|it\s+is|now\s+it's)\s+(?:now\s+)?{WNAME}",
        False,
    ),
    _fr(
        "manager",
        "set",
        rf"(?:\b{ME}(?:'ve|\s+have)?\s+|^{ADV})got\s+a\s+new\s+{_MGR}(?:\s+(?:today|yesterday|this\s+week|again))?\s*(?:[:,-]|—|–)?\s*{WNAME}",
    ),
    # "I'm reporting into Rosa Delgado", "I'll be reporting to X from now on", "reporting straight to X"
    _fr(
        "manager",
        "set",
        rf"(?:\b{IM}\s+{ADV}|\b{ME}(?:'ll|\s+will)\s+(?:now\s+)?be\s+|^{ADV})reporting\s+(?:directly\s+|straight\s+)?(?:in)?to\s+{WNAME}",
    ),
    # "X is stepping in as my manager", "X has taken over as my boss"
    _fr("manager", "set", rf"\b{WNAME}\s+{_STEPS_IN}\s+as\s+my\s+(?:new\s+)?{_MGR}\b", False),
    # "Lukas Brandt, my manager, signed off", "the new head of our team, Malik Osei, is my direct manager now"
    _fr("manager", "set", rf"(?:^|,\s*){WNAME}\s*,\s*(?:is\s+(?:now\s+)?)?my\s+(?:new\s+)?{_MGR}\b(?!['’]s)", False),
    # "now working under Kofi Mensah"
    _fr("manager", "set", rf"^{ADV}(?:working|work)\s+under\s+{WNAME}"),
    _fr("manager", "set", rf"\b{ME}\s+{ADV}report\s+(?:into|up\s+to|directly\s+into)\s+{WNAME}"),
    _fr("manager", "set", rf"\b{IM}\s+{ADV}(?:working\s+)?under\s+{WNAME}"),
    _fr("manager", "set", rf"\b(?:moved|put|placed|transferred)\s+under\s+{WNAME}"),
    # "I'm in Sana Mir's team now" (not "in Maria's team for the pub quiz")
    _fr("manager", "set", rf"\b{IM}\s+{ADV}(?:in|on|part\s+of)\s+{WNAME}'s\s+team(?=\s+now\b|\s+at\s+work\b|\s*$)"),
    _fr("manager", "set", rf"^my\s+(?:new\s+)?{_MGR}(?:'s|\s+is)\s+now\s+{WNAME}", False),
    # "I report to Imogen Vale at Tessaly Bank": the workplace said after the manager
    _fr(
        "employer",
        "set",
        rf"\b{ME}\s+{ADV}(?:report|answer)\s+(?:directly\s+)?(?:in)?to\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*){{0,2}}\s+at\s+{_NOT_TIME}{ORG}",
    ),
    # "my new boss at Thornfield is Rosalind Achebe": the manager, and the workplace the user shares
    _fr(
        "manager",
        "set",
        rf"^my\s+(?:new\s+)?{_MGR}\s+at\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*){{0,2}}(?:\s+is|'s)\s+(?:now\s+)?{WNAME}",
        False,
    ),
    _fr(
        "employer",
        "set",
        rf"^my\s+(?:new\s+)?{_MGR}\s+at\s+{_NOT_TIME}{ORG}(?:\s+is|'s)\s+(?:now\s+)?(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])",
        False,
    ),
    # "my promotion to senior analyst came through today": the promotion told as done
    _fr(
        "role",
        "set",
        rf"\b(?:my|the)\s+(?:recent\s+|new\s+)?(?:promotion|promo)\s+to\s+{TITLE_ARTICLE}{WTITLE}\s+(?:(?:finally|officially|just)\s+)?"
        r"(?:(?:has\s+|have\s+|['’]s\s+)?(?:come|came|gone|went|got|gotten)\s+through|(?:got|was|has\s+been)\s+(?:approved|confirmed|signed\s+off|announced|made\s+official)|"
        r"is\s+(?:now\s+)?(?:official|confirmed|final|through|done)|happened|kicked\s+in|took\s+effect|(?:starts|started)\s+"
        r"(?:today|now|this|on))\b",
    ),
    # "Promotion came through - senior software engineer", "my promotion is official: head of sales"
    _fr(
        "role",
        "set",
        rf"^(?:my\s+)?(?:promotion|promo)(?:\s+(?:came|went)\s+through|\s+is\s+official)?\s*(?:[:!,-]+|—|–)\s*(?:to\s+)?{TITLE_ARTICLE}{WTITLE}",
    ),
    # what the promotion brought, after it: "Following my promotion to marketing manager, I now have two reports"
    _fr(
        "role",
        "set",
        rf"^\W*(?:following|after|since|with)\s+my\s+(?:recent\s+|new\s+)?(?:promotion|promo)\s+to\s+{TITLE_ARTICLE}{WTITLE}(?=\s*(?:,|$))",
    ),
    # "my new line manager will be Dana Whitfield"
    _fr(
        "manager",
        "set",
        rf"^my\s+(?:new\s+)?{_MGR}\s+(?:will\s+be|is\s+going\s+to\s+be|is\s+gonna\s+be)\s+{WNAME}",
        False,
    ),
    # the possessive dropped: "new boss is Freya Lindgren btw"
    _fr("manager", "set", rf"^new\s+{_MGR}(?:'s|\s+is)\s+(?:now\s+)?{WNAME}", False),
    _fr("manager", "set", rf"\b(?:new\s+)?reporting\s+line\s*(?::|is|-|=)\s*(?:now\s+)?{WNAME}"),
    _fr("manager", "set", rf"\b{MOVED}\s+(?:over\s+)?(?:to|onto|into)\s+{WNAME}'s\s+team\b"),
    _fr("manager", "set", rf"^{WNAME}(?:'s|\s+is)\s+{ADV}(?:now\s+)?my\s+(?:new\s+)?{_MGR}\b", False),
    _fr(
        "manager",
        "set",
        rf"^{WNAME}(?:'s|\s+is)\s+{ADV}the\s+(?:one|person)\s+i\s+(?:report\s+to|work\s+for|answer\s+to)\b",
        False,
    ),
    _fr("manager", "set", rf"^my\s+{_MGR}\s+(?:has\s+)?(?:changed|switched)\s+(?:again\s+)?(?:to|,)\s+{WNAME}", False),
    _fr(
        "manager",
        "set",
        rf"(?:^|[,;]\s*(?:so\s+|and\s+|then\s+|now\s+)?|\b(?:so|and)\s+){WNAME}\s+(?:took\s+over|has\s+taken\s+over|is\s+taking\s+over)\s+(?:my|our)\s+team\b",
        False,
    ),
    # "my boss quit and Petra Lind is stepping in", "My manager Dev Patel is leaving, and Zara Ahmed is taking over"
    _fr(
        "manager",
        "set",
        rf"^my\s+(?:old\s+)?{_MGR}\s+(?:(?P<old>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w.-]*)?)\s+)?{_GONE}\b[\W]*(?:(?:and|so)\s+)?{WNAME}\s+{_STEPS_IN}\b",
        False,
    ),
)

# read after every other frame, so a title's frame never comes before the employer's of the same words
LATE_WORK_FRAMES: tuple[Frame, ...] = (
    # "just joined Lattice as head of growth", "got a job at the hospital as a porter": the title a joining names
    _fr(
        "role",
        "set",
        rf"\b(?:joined|join|joining|hired(?!\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])|\s+(?:a|an|the|someone|somebody|him|her|them|my|his|our|their)\b)|start|started|starting|got\s+a\s+job|took\s+a\s+job|landed\s+a\s+job|signed\s+on)\s+(?:[\w&'.-]+\s+){{0,6}}?as\s+{TITLE_ARTICLE}{WTITLE}",
    ),
    *WORK_THINGS,  # "my annual review at Brightwell Analytics", "my 5 years at Tamarind Health"
)


def widest_titles(values: list[str]) -> set[str]:
    """The titles read that another, longer one read from the same words contains ("head" in
    "head of customer success", "engineer" in "engineering manager"): the ones to drop."""
    low = [" ".join(v.lower().split()) for v in values]
    return {v for v in low if any(o != v and o.startswith(v) for o in low)}


# the last word of a company's name says it is one ("Ostrich Films", "Heron Logistics"): such a name
# is an employer wherever a move or a switch names it, never a home ("moved from Tarrant Media to ...");
# the words are fact_lexicon.ORG_WORDS


def org_like(value: str, *, any_case: bool = False) -> bool:
    """Is ``value`` a capitalised name whose last word is a company's ("Ardent Bio", "Tarrant Media")?"""
    words = value.replace(".", "").split()
    capitalised = any_case or all(w[:1].isupper() or w == "&" for w in words)  # a lower-case message has no capitals
    return len(words) >= 2 and capitalised and _singular(words[-1].lower()) in ORG_WORDS


def _singular(word: str) -> str:
    """A workplace's word in either number: "Mulberry Lane Nurseries" ends in "nursery"."""
    if word in ORG_WORDS or len(word) < 5:
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") else word


# A workplace the user works for, named by its kind: "the company I work for", "the hospital we work at".
# The name that follows is the employer, never a person (manager_first, employer_first).
WORKED_FOR = (
    r"(?:company|employer|firm|organi[sz]ation|business|agency|startup|studio|shop|hospital|school|bank|charity)\s+"
    r"(?:that\s+|which\s+)?(?:i|we)\s+(?:\w+\s+)?work(?:s|ing)?\s+(?:for|at)\b"
)


# A title the user has, said inside a question or a hedge ("Now that I'm a senior analyst, how do I
# ...?", "I just got promoted to team lead -- any advice?"): the question is about the job, the
# clause before it states it (read by :func:`engram.extraction.facts._presupposed`); so do the first
# days of a job asked about ("any tips for my first week as a staff engineer at X?") and a title
# newly had ("as a new nurse at X what should I know?"), with the workplace beside them.
# a first day still being prepared for is not had yet ("help me prepare for my first day at X as ...")
_NOT_PREP = r"(?<!prepare\sfor\s)(?<!prep\sfor\s)(?<!preparing\sfor\s)(?<!ready\sfor\s)"
_FIRST_DAYS = r"(?:first|1st|second|opening)\s+(?:day|days|week|weeks|month|shift|shifts)"
PRESUPPOSED_JOB_FRAMES: tuple[Frame, ...] = (
    *WORK_THINGS,
    _fr(
        "role",
        "set",
        rf"\b(?:now\s+that|since)\s+i(?:'m|\s+am|\s+became|'ve\s+become|\s+got\s+promoted\s+to|\s+was\s+promoted\s+to|"
        rf"'ve\s+been\s+promoted\s+to|\s+made)\s+(?:officially\s+)?(?:an?\s+|the\s+)?(?:new\s+)?{WTITLE}",
        False,
    ),
    _fr("role", "set", rf"\b(?:my|the)\s+(?:recent\s+|new\s+)?promotion\s+to\s+(?:an?\s+|the\s+)?{WTITLE}", False),
    # what the user already is, said as the ground of a question: "Is the CFA worth it if I'm already a financial analyst?"
    _fr("role", "set", rf"\bif\s+i(?:'m|\s+am)\s+already\s+(?:an?\s+|the\s+)?{WTITLE}", False),
    _fr(
        "role",
        "set",
        # (the subject left out, never a question's "who": "guess who got promoted to head chef?")
        rf"(?:\bi\s+|^\W*(?:(?!who\b|whose\b)\w+\W+){{0,2}}?)(?:just\s+|finally\s+|recently\s+|officially\s+)?(?:got|was|have\s+been|'ve\s+been)\s+"
        rf"promoted\s+to\s+(?:an?\s+|the\s+)?{WTITLE}",
        False,
    ),
    _fr("role", "set", rf"\bpromoted\s+me\s+to\s+(?:an?\s+|the\s+)?{WTITLE}", False),
    # the first days of a job asked about are a job had: "any tips for my first week as a staff engineer at X?"
    _fr(
        "role",
        "set",
        rf"{_NOT_PREP}\b(?:my|the)\s+{_FIRST_DAYS}\s+(?:(?:at|with)\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&'.-]*){{0,2}}\s+)?as\s+(?:an?\s+|the\s+)?(?:new\s+)?{WTITLE}",
        False,
    ),
    # the user asking what to do in the job they hold: "how do i negotiate a raise as a UX researcher when ...",
    # never one sought, played or begun ("how do I get hired as a data analyst", "tips to dress as a pilot")
    _fr(
        "role",
        "set",
        r"\b(?:how\s+(?:do|can|should|would)\s+i|what\s+(?:do|can|should)\s+i|should\s+i|can\s+i|do\s+i)\b"
        r"(?:(?!\b(?:hired|hire|apply|applying|become|becoming|career|transition|switch|pivot|retrain|qualify|land|break|accept|take|offer|"
        r"interview\w*|dress|dressed|pretend|job|jobs|work|working|start|starting|volunteer|sign\s+up|register|train|"
        r"study|studying|enrol\w*|join)\b)[^?.!:;]){0,80}?"
        rf"\bas\s+an?\s+{NEWLY}?{WTITLE}(?=\s*(?:[,?.!]|$|\s+(?:when|at|in|with|who|and|but|so|on|for|without)\b))",
        False,
    ),
    # "as a new nurse at X, what should I know?", "as the newly appointed clinic director, ..."
    _fr("role", "set", rf"(?:^|,\s*)as\s+(?:an?|the)\s+{NEWLY}{WTITLE}", False),
    *JOB_AS_CONDITION,
    _fr(
        "employer",
        "set",
        rf"(?:^|,\s*)as\s+(?:an?|the)\s+{NEWLY}[\w-]+(?:\s+[\w-]+){{0,3}}?\s+(?:at|with)\s+{ORG}",
        False,
    ),
    _fr(
        "employer",
        "set",
        rf"{_NOT_PREP}\bmy\s+{_FIRST_DAYS}\s+(?:as\s+(?:an?\s+|the\s+)?(?:new\s+)?[\w-]+(?:\s+[\w-]+){{0,3}}?\s+)?(?:at|with)\s+{ORG}",
        False,
    ),
)


# A title the user moved into, or heads a message with (read in their place among the fact frames)
TITLE_MOVES: tuple[Frame, ...] = (
    # "I've made the jump to engineering manager", "took the leap into product management": a title the
    # job lexicon knows, so "made the jump to Rust" is no role
    _fr(
        "role",
        "set",
        rf"\b{ME}(?:'ve|\s+have)?\s+{ADV}(?:made|taken|took)\s+the\s+(?:jump|leap|move|step|switch)\s+(?:up\s+)?"
        rf"(?:to|into)\s+(?:an?\s+|the\s+)?(?:{TITLE}|(?P<head>(?:head|director|vp|chief)\s+of\s+[\w-]+(?:\s+[\w-]+)?))"
        rf"(?:\s+(?:role|position|job))?(?=\s*(?:[,.;!]|$|now\b))",
    ),
    # "Software engineer here, mostly Java": the title as the speaker's headline
    # (a technology's "dev" is how the user codes, not a title: "Rails dev here, Ruby every day")
    _fr("role", "set", rf"^(?:an?\s+)?(?![\w#+.-]+\s+devs?\s+here\b){TITLE}\s+here\b(?!\s+(?:is|was|in|at|on)\b)"),
)
