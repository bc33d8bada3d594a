"""Cases of 2026-11-26 night (truth11), in phrasings of our own: a manager or partner said with the
possessive dropped ("boss is still X", "ok so current manager is X", "manager-wise, still X",
"same manager as ever: X") is one reading now, the apposition's; and a description is never a name.
After a role word and a copula, a lower-case word says how somebody is, not who: "my boss is
grumpy", "wife is pregnant", "boss is super nice", "my boss is on leave" name nobody, in every
reading of a person's name (frames, apposition, pets' endings). The vocabulary of describing words
is one (extraction/describing_words.py). "still managed by X" keeps no "managed" as a note.
Programming languages are one vocabulary (extraction/language_names.py), complete for their class
(Fennel, Pharo, Vala, Unison, C, ...); everyday-word names among them count capitalised or beside a
cue ("I add fennel to my salads" is food). Children listed after the user's parenthood ("I'm a
parent -- one son, Tiernan, who's 10") are the user's children.
``TRUTH11_EMPTY``: descriptions after a copula, with and without the possessive, in lower case."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "truth11"
GE = "truth11-empty"


def _mgr(case_id: str, text: str, name: str) -> Case:
    return U(case_id, text, E("profile", f"Reports to {name} (manager)", "add", slot="manager"), group=G)


TRUTH11: list[Case] = [
    _mgr("tr11-mgr-ok-so-current", "ok so current manager is Pia Lundqvist", "Pia Lundqvist"),
    _mgr("tr11-mgr-yeah-boss-still", "yeah, boss is still Oren Bakshi, nothing new", "Oren Bakshi"),
    _mgr("tr11-mgr-boss-officially", "boss is officially Maud Girling as of today", "Maud Girling"),
    _mgr("tr11-mgr-line-manager-colon", "line manager: Rhys Pemberton", "Rhys Pemberton"),
    _mgr("tr11-mgr-team-lead-is-now", "team lead is now Saoirse Quill", "Saoirse Quill"),
    _mgr("tr11-mgr-supervisor-wise", "supervisor-wise, still Ingmar Sollie", "Ingmar Sollie"),
    _mgr("tr11-mgr-lower-my-boss-named", "my boss is sarah okafor", "Sarah Okafor"),
    _mgr("tr11-mgr-ly-capital-name", "my boss (Kimberly Ng) wants the report by friday", "Kimberly Ng"),
    U(
        "tr11-partner-dropped-still",
        "husband is still Teodor, in case you wondered",
        E("profile", "Husband is Teodor", "add", slot="partner"),
        group=G,
    ),
    U(
        "tr11-partner-ly-capital-name",
        "Ashley (my wife) says hi",
        E("profile", "Wife is Ashley", "add", slot="partner"),
        group=G,
    ),
    U(
        "tr11-still-managed-by",
        "still managed by Dana Whitfield, no change there",
        E("profile", "Reports to Dana Whitfield (manager)", "add", slot="manager"),
        group=G,
    ),
]


def _lang(case_id: str, text: str, name: str) -> Case:
    return U(case_id, text, E("preference", f"Main programming language: {name}", slot="tool:language"), group=G)


def _kid(case_id: str, text: str, name: str, age: str, rel: str = "Child") -> Case:
    return U(case_id, text, E("profile", f"{rel} {name} is {age}", "add", slot=f"child:{name.lower()}"), group=G)


TRUTH11 += [
    _lang("tr11-lang-pharo-request", "snippets in Pharo please, it's what the team uses", "Pharo"),
    _lang("tr11-lang-vala-main", "Vala is my main language these days", "Vala"),
    _lang("tr11-lang-unison-stack", "our stack is Unison these days", "Unison"),
    _lang("tr11-lang-c-work", "I write C at work, mostly firmware", "C"),
    _lang("tr11-lang-squeak-person", "I'm a Squeak person, always have been", "Squeak"),
    U(
        "tr11-lang-gleam-switch",
        "I switched from Groovy to Gleam at work",
        E("preference", "Main programming language: Gleam", "update", slot="tool:language"),
        group=G,
    ),
    _lang("tr11-lang-pharo-all-day", "most of my day is spent writing Pharo now", "Pharo"),
    _kid("tr11-kid-parent-dash", "I'm a parent -- one son, Tiernan, who's 10.", "Tiernan", "10"),
    _kid("tr11-kid-dad-colon", "I'm a dad: one daughter, Ilse, who's 6", "Ilse", "6"),
    _kid("tr11-kid-dad-here", "dad here: one son, Oskar, 9", "Oskar", "9"),
    _kid("tr11-kid-terse-parent", "a parent -- one son, Cormac, who's 4", "Cormac", "4"),
]

TRUTH11 += [
    U(
        "tr11-partner-new-person-in-my-life",
        "so there's a new person in my life, Sanne, we're officially together",
        E("profile", "Partner is Sanne", "add", slot="partner"),
        group=G,
    ),
    U(
        "tr11-partner-someone-new-in-my-life",
        "there's someone new in my life -- Bram",
        E("profile", "Partner is Bram", "add", slot="partner"),
        group=G,
    ),
    U(
        "tr11-partner-new-man-colon",
        "there's a new man in my life: Idris",
        E("profile", "Partner is Idris", "add", slot="partner"),
        group=G,
    ),
]


def _diet(case_id: str, text: str, diet: str) -> Case:
    return U(case_id, text, E("profile", f"Diet: {diet}", slot="diet"), group=G)


TRUTH11 += [
    _diet("tr11-diet-now-comma", "vegetarian now, eggs and dairy are allowed again", "vegetarian"),
    _diet("tr11-diet-fully-now", "fully vegan now - it took a while", "vegan"),
    _diet("tr11-diet-nothing-from-animals", "give me vegan options only, I don't eat anything from animals", "vegan"),
    _diet("tr11-diet-nothing-animal", "we don't eat anything that comes from an animal", "vegan"),
]

TRUTH11 += [
    # a tool's name that is an everyday word, given to a pet or a project, is a name
    U(
        "tr11-name-ruby-whippet",
        "Ruby -- my whippet -- won't stop shivering",
        E("profile", "Has a whippet named Ruby", "add", slot="pet:ruby", fact_op="set"),
        group=G,
    ),
    U(
        "tr11-name-fennel-whippet",
        "Fennel (my lurcher) hates the rain",
        E("profile", "Has a lurcher named Fennel", "add", slot="pet:fennel", fact_op="set"),
        group=G,
    ),
    U(
        "tr11-name-wren-project",
        "started a side project called Wren, a reading log",
        E("project", "Project Wren: reading log", slot="project:wren"),
        group=G,
    ),
]

TRUTH11 += [
    # a project introduced with the making said first, without a subject
    U(
        "tr11-proj-weekend-hacking",
        "weekend hacking on Tessaly (a budget tracker for my allotment group)",
        E("project", "Project Tessaly: budget tracker for my allotment group", slot="project:tessaly"),
        group=G,
    ),
    U(
        "tr11-proj-evening-tinkering",
        "evenings tinkering with Marrow, a tiny habit tracker",
        E("project", "Project Marrow: habit tracker", slot="project:marrow"),
        group=G,
    ),
    # a project's stack changed, the consequence after "so" without a comma
    U(
        "tr11-proj-so-its-on",
        "Heroku kept timing out for Tessaly so it's on Render now",
        E("project", "Project Tessaly uses Render", "update", slot="project:tessaly:hosting"),
        group=G,
    ),
    # a project ended, then what the user does about it
    U(
        "tr11-proj-no-more-abandoning",
        "no more Tessaly, I'm abandoning it",
        E("project", "No longer: Tessaly", slot="project:tessaly", fact_op="end"),
        group=G,
    ),
    U(
        "tr11-proj-done-shut-down",
        "Marrow is done -- shut it down and deleted the repo",
        E("project", "No longer: Marrow", slot="project:marrow", fact_op="end"),
        group=G,
    ),
]


def _home(case_id: str, text: str, city: str) -> Case:
    return U(case_id, text, E("profile", f"Lives in {city}", slot="residence"), group=G)


TRUTH11 += [
    U(
        "tr11-home-shifted",
        "shifted to Tampere from Kamloops last week only, still unpacking",
        E("profile", "Lives in Tampere", "update", slot="residence"),
        group=G,
    ),
    _home("tr11-home-we-shifted", "we shifted to Pune in march", "Pune"),
    _home("tr11-home-live-with-partner-in", "I live with my partner in Leeds", "Leeds"),
    _home("tr11-home-live-with-kids-in", "we live with the kids in Ghent", "Ghent"),
]

TRUTH11 += [
    # children named first, the kin noun after, ages in order; "mine are"; an age in the apposition
    U(
        "tr11-kids-names-then-ages",
        "Oskar and Ilse are my kids, 9 and 4, never a dull moment",
        E("profile", "Child Oskar is 9", slot="child:oskar"),
        E("profile", "Child Ilse is 4", slot="child:ilse"),
        group=G,
    ),
    U(
        "tr11-kids-mine-are-years",
        "mine are Oskar (9 years) and Ilse (4 years)",
        E("profile", "Child Oskar is 9", slot="child:oskar"),
        E("profile", "Child Ilse is 4", slot="child:ilse"),
        group=G,
    ),
    _kid("tr11-kid-apposed-whos", "I'm a solo parent to Oskar, my son, who's 9", "Oskar", "9", "Son"),
    # a place written with a hyphen is one place
    U(
        "tr11-home-hyphen-arrow",
        "Poznań -> Clermont-Ferrand. move complete",
        E("profile", "Lives in Clermont-Ferrand", "update", slot="residence"),
        group=G,
    ),
    # the manager as the boss of the user's workplace, or the user's reporting manager
    _mgr("tr11-mgr-boss-at-my-place", "The boss at my place is Ebba Lindholm. Nice enough.", "Ebba Lindholm"),
    _mgr(
        "tr11-mgr-reporting-manager", "please draft a note to my reporting manager, Valentina Greco.", "Valentina Greco"
    ),
    # the workplace that pays the bills
    U(
        "tr11-job-pays-the-bills",
        "I'm a veterinary nurse. Pemberton & Hale pays the bills.",
        E("profile", "Job title: veterinary nurse", slot="role"),
        E("profile", "Works at Pemberton & Hale", slot="employer"),
        group=G,
    ),
    _diet("tr11-diet-comma-so", "vegan, so plant milk in everything please", "vegan"),
    _lang("tr11-lang-janet-day-to-day", "Janet is my day-to-day language, so answers in that please", "Janet"),
]

TRUTH11 += [
    U(
        "tr11-proj-aside-what-im-making",
        "Bobbin -- a sheet-music page turner for a foot pedal -- is what I'm hacking on at weekends",
        E("project", "Project Bobbin", slot="project:bobbin"),
        group=G,
    ),
]

TRUTH11_EMPTY: list[Case] = [
    NONE("tr11e-boss-grumpy", "boss is grumpy.", group=GE),
    NONE("tr11e-my-boss-grumpy", "my boss is grumpy", group=GE),
    NONE("tr11e-my-boss-pregnant", "my boss is pregnant, so she's off from june", group=GE),
    NONE("tr11e-wife-pregnant", "wife is pregnant!!", group=GE),
    NONE("tr11e-my-wife-exhausted", "my wife is exhausted lol", group=GE),
    NONE("tr11e-boss-super-nice", "boss is super nice", group=GE),
    NONE("tr11e-wife-pretty-chill", "wife is pretty chill about it", group=GE),
    NONE("tr11e-manager-micromanaging", "my manager is micromanaging again", group=GE),
    NONE("tr11e-boss-hopeless", "my boss is hopeless", group=GE),
    NONE("tr11e-boss-supportive", "manager is supportive tbh", group=GE),
    NONE("tr11e-boss-on-leave", "my boss is on leave", group=GE),
    NONE("tr11e-boss-at-lunch", "my boss is at lunch", group=GE),
    NONE("tr11e-husband-away", "husband is away this week", group=GE),
    NONE("tr11e-boss-back", "boss is back tomorrow", group=GE),
    NONE("tr11e-girlfriend-furious", "my girlfriend is furious lol", group=GE),
    NONE("tr11e-partner-thrilled", "partner is thrilled", group=GE),
    NONE("tr11e-lang-fennel-food", "I add fennel to my salads", group=GE),
    NONE("tr11e-lang-unison-singing-lower", "we sang in unison", group=GE),
    NONE("tr11e-lang-unison-singing", "we're singing in unison at the concert", group=GE),
    NONE("tr11e-lang-curry", "I had a curry last night", group=GE),
    NONE("tr11e-lang-friend-pharo", "my friend codes in Pharo", group=GE),
    NONE("tr11e-lang-should-vala", "should I learn Vala?", group=GE),
    NONE("tr11e-lang-basic-stuff", "at work it's all basic stuff", group=GE),
    NONE("tr11e-kid-her-dad-dash", "her dad -- one son, Rex, who's 4", group=GE),
    NONE("tr11e-kid-their-mum-colon", "their mum: one son, Rex, who is 4", group=GE),
    NONE("tr11e-kid-she-mum-dash", "she's a mum -- one son, Rex, who's 4", group=GE),
    NONE("tr11e-partner-sister-new-man", "my sister says there's a new man in her life, Bram", group=GE),
    NONE("tr11e-partner-asked", "is there someone new in my life? no", group=GE),
    NONE("tr11e-diet-now-asked", "vegan now?", group=GE),
    NONE("tr11e-diet-sister-now", "my sister is vegan now, she loves it", group=GE),
    NONE("tr11e-diet-kids-animals", "my kids don't eat anything from animals", group=GE),
    NONE("tr11e-proj-brother-hacking", "my brother is hacking on Tessaly (a budget tracker)", group=GE),
    NONE("tr11e-proj-weekend-bike", "weekend hacking on my bike", group=GE),
    NONE("tr11e-home-live-with-cats", "I live with two cats, Salt and Pepper", group=GE),
    NONE("tr11e-home-live-with-flatmates", "I live with two flatmates, Jo and Kim", group=GE),
    NONE("tr11e-home-brother-lives-with", "my brother lives with his wife in Leeds", group=GE),
    NONE("tr11e-home-summer-with-parents", "I live with my parents in Leeds for the summer", group=GE),
    NONE("tr11e-home-shifted-meeting", "I shifted my meeting to Monday", group=GE),
    NONE("tr11e-kids-sisters-names-ages", "Tom and Jerry are my sister's kids, 8 and 1", group=GE),
    NONE("tr11e-mgr-boss-of-sister", "The boss of my sister is Ebba Lindholm", group=GE),
    NONE("tr11e-mgr-gym-manager", "The manager at the gym is Elin Ek", group=GE),
    NONE("tr11e-job-husband-pays", "my husband pays the bills", group=GE),
    NONE("tr11e-lang-janet-accounts", "Janet from accounts is annoying", group=GE),
    NONE("tr11e-job-recognise-you-as", "people will recognise you as the same author of that book", group=GE),
    NONE("tr11e-proj-canned-food", "We got stuff like canned food and clothes to help out.", group=GE),
]
