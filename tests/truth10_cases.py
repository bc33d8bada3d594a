"""Cases of 2026-11-26 evening (truth10), in phrasings of our own: a couple made official after an
unrelated turn ("met percival at a friend's party, and we're official now" reads the same whatever
the user asked before: the "met X" reading may open the sentence); a child's new age said before
the name, aside beside it, or with a relation word and an ordinal birthday, in a statement or
inside a question ("happy 7th to Mina!", "Mina (now 7) wants a bike, which size?", "gift ideas for
Mina, who just turned 7?", "my daughter had her 7th birthday last week") -- such an age needs a
child memory already holds (``needs=child``), so it never introduces one; a child introduced
as "my N-year-old" ("Esme is my 7 year old"); and a surname with a run of particles kept whole
("Anouk van der Berg", "Luis de la Cruz"); the manager said by the user's team ("our team reports
to X"), passively ("managed by X"), with the possessive dropped ("boss is still X") or in a relative
clause inside a question ("... with X, who became my manager last week?"); a project's stack
given as a decision ("Marigold decision is in: Postgres", "Decision made for Marigold: ..."), after
"no more debating", or as the answer to a heading the user asks ("the database for Marigold? it's
Postgres now"); a project named in lower case after the user's own made thing and before an
apposition ("my new side project is tidepool, a climbing log"), after "working on something new:",
or past a time ("kicked off tidepool this week, it's a climbing tracker"); a pet's end said with
"is gone" or after a headline of news with its when ("sad news today, Pip is gone") or any
lead-in before a comma ("really rough week, Pip is gone"), beside a
reminiscing "I keep thinking about ..." that hedges nothing.
Somebody named, with or without a description between the name and the verb, who is working as
something ("Tomasz, a friend from school, is working as a decorator", "he works as a nurse now")
is never the user. A lower-case name after "named"/"called" counts in a message whose only
capitals are the ones a keyboard adds, the pronoun I and the opening letter ("I got a puppy called
biscuit last week"); a name never opens with an article ("I'm seeing a dentist tomorrow" names no
partner). A promotion told as done ("my promotion to senior analyst came through today, how
should I tell my old teammates?") is the new title; one that fell through or was denied is not.
``TRUTH10_EMPTY``: somebody else's child or pet with an age aside, a birthday still to come, an age
that is a count of something else, an older person's age."""

from __future__ import annotations

from extraction_cases import CONV, NONE, Case, E, U

G = "truth10"
GE = "truth10-empty"
_CHAT = "how do I squash my last three commits into one before pushing"


def _kid(case_id: str, text: str, name: str, age: str) -> Case:
    return U(case_id, text, E("profile", f"Child {name} is {age}", "add", slot=f"child:{name.lower()}"), group=G)


def _rel(case_id: str, text: str, rel: str, age: str) -> Case:
    return U(case_id, text, E("fact", f"{rel} is {age}", "add", slot="?"), group=G)


TRUTH10: list[Case] = [
    CONV(
        "tr10-official-after-a-question",
        [("user", _CHAT), ("user", "met percival through friends in the spring, and we're official now")],
        E("profile", "Partner is Percival", "add", slot="partner"),
        group=G,
    ),
    CONV(
        "tr10-together-after-small-talk",
        [("user", "thanks, that worked"), ("user", "Met Ilse at a climbing gym last year and we're together now")],
        E("profile", "Partner is Ilse", "add", slot="partner"),
        group=G,
    ),
    CONV(
        "tr10-official-name-in-the-turn-before",
        [("user", "I met Tomas at a gig last month"), ("user", "we're official now!")],
        E("profile", "Partner is Tomas", "add", slot="partner"),
        group=G,
    ),
    _kid("tr10-happy-ordinal-to", "happy 7th to Mina! party planning help?", "Mina", "7"),
    _kid("tr10-happy-ordinal-birthday-to", "Happy 10th birthday to our little Kofi, he's over the moon", "Kofi", "10"),
    _kid("tr10-happy-ordinal-for", "happy 4th bday for Ines today 🎉", "Ines", "4"),
    _kid("tr10-candles-words", "seven candles on Mina's cake this year, can't believe it", "Mina", "7"),
    _kid("tr10-candles-digits", "12 candles on Rafa's cake, we nearly set off the smoke alarm", "Rafa", "12"),
    _kid("tr10-aside-now", "Mina (now 7) wants a bike, which size?", "Mina", "7"),
    _kid("tr10-aside-bare", "Bodhi (9) has decided he's vegetarian, help", "Bodhi", "9"),
    _kid("tr10-aside-turned", "any tips for a sleepover for Esme (just turned 8)?", "Esme", "8"),
    _kid("tr10-aside-years-old", "Lior (5 years old now) asked where rain comes from", "Lior", "5"),
    _kid("tr10-who-just-turned-question", "gift ideas for Mina who just turned 7?", "Mina", "7"),
    _kid("tr10-who-turned-comma", "what chores suit Teodor, who turned ten last week?", "Teodor", "10"),
    _kid("tr10-who-is-now", "Sabine, who's now 11, wants a phone. thoughts?", "Sabine", "11"),
    U(
        "tr10-pet-aside-no-age",
        "our lab Juno (3) keeps eating socks",
        E("profile", "Has a lab named Juno", "add", slot="pet:juno"),
        group=G,
    ),
    _kid("tr10-name-is-my-aged", "Esme is my 7 year old and she's reading everything in sight", "Esme", "7"),
    _kid("tr10-name-s-our-aged-words", "Noor's our seven-year-old, so bedtime is a battle", "Noor", "7"),
    _kid("tr10-name-is-my-yo", "Ravi is my 9yo. what's a good first chess book?", "Ravi", "9"),
    U(
        "tr10-particles-manager",
        "my manager is Anouk van der Berg",
        E("profile", "Reports to Anouk van der Berg (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-particles-report-to",
        "I report to Luis de la Cruz now",
        E("profile", "Reports to Luis de la Cruz (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-particles-wife",
        "my wife is Ines de Souza",
        E("profile", "Wife is Ines de Souza", "add", slot="partner"),
        group=G,
    ),
    U(
        "tr10-particles-husband-apposition",
        "my husband, Luis de la Cruz, cooks on sundays",
        E("profile", "Husband is Luis de la Cruz", "add", slot="partner"),
        group=G,
    ),
    U(
        "tr10-particles-new-manager-first",
        "Anouk van der Berg is my new manager",
        E("profile", "Reports to Anouk van der Berg (manager)", "add", slot="manager"),
        group=G,
    ),
    _kid("tr10-birthday-then-now", "ok so Mina's birthday was yesterday, 11 now", "Mina", "11"),
    _kid("tr10-celebrated-then-now", "yesterday Kofi celebrated his birthday -- officially 10!", "Kofi", "10"),
    _kid("tr10-birthday-party-then-now", "big news: Esme's birthday party was great, now 8 and sassy", "Esme", "8"),
    U(
        "tr10-mgr-our-team-reports",
        "our team reports to Dana Whitfield these days",
        E("profile", "Reports to Dana Whitfield (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-mgr-whole-team-reports",
        "My whole team reports to Idris Achebe now after the reorg",
        E("profile", "Reports to Idris Achebe (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-mgr-department-reports",
        "our department reports to Keiko Tanaka since the merger",
        E("profile", "Reports to Keiko Tanaka (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-mgr-answer-directly",
        "I answer directly to Dana Whitfield now",
        E("profile", "Reports to Dana Whitfield (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-mgr-managed-by",
        "I'm now managed by Soren Lund",
        E("profile", "Reports to Soren Lund (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-mgr-dropped-managed-by",
        "still managed by Dana Whitfield, no change there",
        E("profile", "Reports to Dana Whitfield (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-mgr-reporting-line",
        "my reporting line changed to Marta Kowalczyk",
        E("profile", "Reports to Marta Kowalczyk (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-mgr-in-charge-of-me",
        "Dana Whitfield is still in charge of me",
        E("profile", "Reports to Dana Whitfield (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-mgr-dropped-boss-is",
        "boss is still Dana Whitfield",
        E("profile", "Reports to Dana Whitfield (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-mgr-same-manager",
        "same manager as ever: Tobias Eklund",
        E("profile", "Reports to Tobias Eklund (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-mgr-manager-wise",
        "manager-wise, still Dana Whitfield",
        E("profile", "Reports to Dana Whitfield (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-mgr-who-became-question",
        "what should I bring to my first 1:1 with Dana Whitfield, who became my manager last week?",
        E("profile", "Reports to Dana Whitfield (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-mgr-who-has-become-question",
        "any advice for working with Omar Haddad, who has just become my manager?",
        E("profile", "Reports to Omar Haddad (manager)", "add", slot="manager"),
        group=G,
    ),
    U(
        "tr10-dec-decision-made-for",
        "Decision made for Marigold: Postgres all the way",
        E("project", "Project Marigold uses Postgres", "add", slot="project:marigold:database"),
        group=G,
    ),
    U(
        "tr10-dec-verdict",
        "Verdict for Tessellate: Netlify, done deliberating",
        E("project", "Project Tessellate uses Netlify", "add", slot="project:tessellate:hosting"),
        group=G,
    ),
    U(
        "tr10-dec-name-decision-is-in",
        "Marigold decision is in: Postgres, obviously.",
        E("project", "Project Marigold uses Postgres", "add", slot="project:marigold:database"),
        group=G,
    ),
    U(
        "tr10-dec-name-hosting-call",
        "Larkmoor hosting call: Vercel, final",
        E("project", "Project Larkmoor uses Vercel", "add", slot="project:larkmoor:hosting"),
        group=G,
    ),
    U(
        "tr10-dec-no-more-debating",
        "for Marigold it's Postgres, no more debating",
        E("project", "Project Marigold uses Postgres", "add", slot="project:marigold:database"),
        group=G,
    ),
    U(
        "tr10-dec-heading-asked",
        "OK so the database for Marigold? it's Postgres now",
        E("project", "Project Marigold uses Postgres", "add", slot="project:marigold:database"),
        group=G,
    ),
    U(
        "tr10-dec-heading-asked-hosting",
        "the hosting for Larkmoor? Fly.io, finally",
        E("project", "Project Larkmoor uses Fly.io", "add", slot="project:larkmoor:hosting"),
        group=G,
    ),
    U(
        "tr10-proj-lower-copula-apposed",
        "my new side project is tidepool, a climbing log, wish me luck",
        E("project", "Project tidepool: climbing log", "add", slot="project:tidepool"),
        group=G,
    ),
    U(
        "tr10-proj-lower-our-app-apposed",
        "our weekend app is brambleboard, a board game tracker",
        E("project", "Project brambleboard: board game tracker", "add", slot="project:brambleboard"),
        group=G,
    ),
    U(
        "tr10-proj-lower-something-new",
        "working on something new: tidepool, a tiny app for climbing logs",
        E("project", "Project tidepool: app for climbing logs", "add", slot="project:tidepool"),
        group=G,
    ),
    U(
        "tr10-proj-lower-time-then-its",
        "so i kicked off tidepool this week, it's a climbing tracker for me and my friends",
        E("project", "Project tidepool: climbing tracker for me and my friends", "add", slot="project:tidepool"),
        group=G,
    ),
    U(
        "tr10-proj-lower-today-apposed",
        "started quillwork today, a journaling app",
        E("project", "Project quillwork: journaling app", "add", slot="project:quillwork"),
        group=G,
    ),
    U(
        "tr10-dec-after-testing",
        "Big news: after lots of testing for Marigold, it's Postgres now",
        E("project", "Project Marigold uses Postgres", "add", slot="project:marigold:database"),
        group=G,
    ),
    U(
        "tr10-dec-after-weeks-debating",
        "after weeks of debating, Larkmoor is on Fly.io",
        E("project", "Project Larkmoor uses Fly.io", "add", slot="project:larkmoor:hosting"),
        group=G,
    ),
    U(
        "tr10-dec-moves-to",
        "Update on things: Marigold moves to Postgres, decision taken",
        E("project", "Project Marigold uses Postgres", "add", slot="project:marigold:database"),
        group=G,
    ),
    U(
        "tr10-dec-switches-to",
        "Larkmoor switches to Vercel this week",
        E("project", "Project Larkmoor uses Vercel", "add", slot="project:larkmoor:hosting"),
        group=G,
    ),
    U(
        "tr10-proj-lower-label-apposed",
        "side hustle: tidepool, a little app that tracks climbing sessions for my friends",
        E("project", "Project tidepool: app", "add", slot="project:tidepool"),
        group=G,
    ),
    U(
        "tr10-proj-lower-label-which",
        "weekend project: tidepool, which logs every climb I do at the gym",
        E("project", "Project tidepool", "add", slot="project:tidepool"),
        group=G,
    ),
    U(
        "tr10-pet-gone-headline-today",
        "sad news today, Pip is gone — I keep thinking about the little budgie",
        E("fact", "No longer: Pip", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tr10-pet-passed-headline-week",
        "some bad news this week: Pip passed away",
        E("fact", "No longer: Pip", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tr10-pet-gone-for-good",
        "Pip's gone for good, the window was open",
        E("fact", "No longer: Pip", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tr10-pet-has-gone",
        "Biscuit has gone — the house is so quiet without the old dog",
        E("fact", "No longer: Biscuit", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tr10-pet-gone-after-any-lead",
        "really rough week, Pip is gone",
        E("fact", "No longer: Pip", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tr10-pet-passed-after-any-lead",
        "not great news, Pip passed away yesterday",
        E("fact", "No longer: Pip", "add", slot="?", fact_op="end"),
        group=G,
    ),
    U(
        "tr10-promotion-came-through-question",
        "My promotion to senior analyst came through today, how should I tell my old teammates?",
        E("profile", "Job title: senior analyst", "add", slot="role"),
        group=G,
    ),
    U(
        "tr10-promotion-approved",
        "my promotion to lead designer got approved yesterday, what should I do first in the new role?",
        E("profile", "Job title: lead designer", "add", slot="role"),
        group=G,
    ),
    U(
        "tr10-promotion-official",
        "My promotion to staff engineer is official now, how do I set goals?",
        E("profile", "Job title: staff engineer", "add", slot="role"),
        group=G,
    ),
    U(
        "tr10-promotion-came-through",
        "my promotion to senior analyst came through",
        E("profile", "Job title: senior analyst", "add", slot="role"),
        group=G,
    ),
    U(
        "tr10-promotion-has-gone-through",
        "My promotion to clinical lead has gone through, what should I change first?",
        E("profile", "Job title: clinical lead", "add", slot="role"),
        group=G,
    ),
    U(
        "tr10-proj-lower-called-after-copula",
        "so my side project is called fernleaf, it's a plant swap board",
        E("project", "Project fernleaf: plant swap board", "add", slot="project:fernleaf"),
        group=G,
    ),
    U(
        "tr10-pet-keyboard-caps-named",
        "I have a ragdoll named custard",
        E("profile", "Has a ragdoll named Custard", "add", slot="pet:custard"),
        group=G,
    ),
    U(
        "tr10-pet-keyboard-caps-called",
        "I got a puppy called biscuit last week",
        E("profile", "Has a puppy named Biscuit", "add", slot="pet:biscuit"),
        group=G,
    ),
    U(
        "tr10-pet-keyboard-caps-we",
        "We adopted a cat named pickles from the shelter",
        E("profile", "Has a cat named Pickles", "add", slot="pet:pickles"),
        group=G,
    ),
    U(
        "tr10-pet-keyboard-caps-his-name",
        "I finally got a dog, his name is rolo",
        E("profile", "Has a dog named Rolo", "add", slot="pet:rolo"),
        group=G,
    ),
    _rel("tr10-ordinal-had-her", "my daughter had her 7th birthday last week", "Daughter", "7"),
    _rel("tr10-ordinal-possessive", "our daughter's 7th birthday was yesterday", "Daughter", "7"),
    _rel("tr10-ordinal-celebrated", "My son celebrated his 9th birthday on Saturday, total chaos", "Son", "9"),
    _rel("tr10-ordinal-eldest", "our eldest had her 13th birthday, so now we have a teenager", "Eldest", "13"),
]

TRUTH10_EMPTY: list[Case] = [
    NONE("tr10e-nephew-aside", "my nephew Omar (now 8) loves lego, gift ideas?", group=GE),
    NONE("tr10e-birthday-to-come", "my daughter's 7th birthday is next week, party ideas?", group=GE),
    NONE("tr10e-sister-ordinal", "my sister's 30th birthday was yesterday", group=GE),
    NONE("tr10e-friend-kid-ordinal", "my friend's daughter had her 7th birthday last week", group=GE),
    NONE("tr10e-candles-future", "we'll need seven candles on Mina's cake next week", group=GE),
    NONE("tr10e-aside-count", "Mina (7 goals this season) is on fire", group=GE),
    NONE("tr10e-who-turns", "gift ideas for Mina, who turns 7 next week?", group=GE),
    NONE("tr10e-happy-anniversary", "happy 7th anniversary to us!", group=GE),
    NONE("tr10e-colleague-who", "my colleague Dana, who just turned 40, wants a party", group=GE),
    NONE("tr10e-aged-neighbour", "Tom is my 40 year old neighbour and he plays drums at 2am", group=GE),
    NONE("tr10e-aged-nephew", "Tom is my 7 year old nephew, what should I get him?", group=GE),
    NONE("tr10e-birthday-count", "Mina's birthday party had 11 kids, never again", group=GE),
    NONE("tr10e-birthday-friends", "Mina's birthday was fun, 11 of her friends came", group=GE),
    NONE("tr10e-birthday-to-come-then", "Mina's birthday is next week, 11 then", group=GE),
    NONE("tr10e-mgr-team-member", "my team member reports to Dana Whitfield", group=GE),
    NONE("tr10e-mgr-sisters-team", "my sister's team reports to Dana Whitfield", group=GE),
    NONE("tr10e-mgr-brother-managed", "my brother is managed by Dana Whitfield", group=GE),
    NONE("tr10e-mgr-boss-away", "boss is away so Dana Whitfield covers", group=GE),
    NONE("tr10e-mgr-at-the-gym", "the manager at the gym, Dana Whitfield, is nice", group=GE),
    NONE("tr10e-mgr-sisters-manager-q", "what should I ask Dana Whitfield, who became my sister's manager?", group=GE),
    NONE("tr10e-mgr-became-a-manager", "how do I congratulate Dana Whitfield, who just became a manager?", group=GE),
    NONE("tr10e-mgr-charge-of-budget", "Dana Whitfield is in charge of the budget", group=GE),
    NONE("tr10e-dec-still-debating", "still debating Postgres for Marigold", group=GE),
    NONE("tr10e-dec-decision-might", "Marigold decision is in: we might use Postgres", group=GE),
    NONE("tr10e-dec-heading-unsure", "the database for Marigold? not sure, maybe Postgres", group=GE),
    NONE("tr10e-dec-real-question", "should the database for Marigold be Postgres? thoughts", group=GE),
    NONE("tr10e-proj-manager-name", "my project manager kate said no", group=GE),
    NONE("tr10e-proj-app-store", "my app store account got locked, a real pain", group=GE),
    NONE("tr10e-proj-something-new-no-name", "working on something new: a sourdough starter", group=GE),
    NONE("tr10e-dec-after-testing-maybe", "after testing, maybe Postgres for Marigold?", group=GE),
    NONE("tr10e-dec-moves-maybe", "Marigold moves to Postgres next year maybe", group=GE),
    NONE("tr10e-pet-gone-weekend", "Pip is gone for the weekend, she's at my mum's", group=GE),
    NONE("tr10e-keep-thinking-plan", "I keep thinking about moving to Lisbon", group=GE),
    NONE("tr10e-named-is-working-as", "Tomasz is working as a nurse", group=GE),
    NONE("tr10e-pronoun-works-as-now", "he works as a nurse now", group=GE),
    NONE("tr10e-apposed-works-as", "Tomasz, a friend, works as a nurse", group=GE),
    NONE("tr10e-apposed-is-working-as", "Tomasz, a friend from school, is working as a decorator", group=GE),
    NONE("tr10e-she-is-employed-as", "Marta, my old flatmate, is now employed as a paralegal at Briggs & Co", group=GE),
    NONE("tr10e-promotion-fell-through-2", "my promotion to head chef has fallen through, ugh", group=GE),
    NONE("tr10e-promotion-fell-through", "my promotion to senior analyst fell through", group=GE),
    NONE("tr10e-promotion-sisters", "my sister's promotion to head chef came through", group=GE),
    NONE("tr10e-promotion-denied", "my promotion to team lead was denied", group=GE),
    NONE("tr10e-mates-new-title", "my mate's new title: assistant winemaker", group=GE),
    NONE("tr10e-bestie-moved", "my bestie moved to Leeds", group=GE),
    NONE("tr10e-bro-job", "my bro got a job at Halyard", group=GE),
    NONE("tr10e-seeing-a-tailor", "i'm seeing a tailor about my suit", group=GE),
    NONE("tr10e-seeing-a-dentist", "I'm seeing a dentist tomorrow", group=GE),
    NONE("tr10e-keyboard-caps-sisters-cat", "My sister has a cat named pickles", group=GE),
    NONE("tr10e-keyboard-caps-childhood-dog", "I had a dog called rex as a kid", group=GE),
    NONE("tr10e-couple-without-name", "what should we do now that we're official?", group=GE),
    NONE("tr10e-couple-others", "my sister met Jonas at work and they're official now", group=GE),
]
