"""The rule extractor's utterance table: what each utterance must (and must not) produce.

Each case is one conversation (usually a single user turn) and the exact list of candidates the
rule extractor must return for it, in order. ``content`` is compared exactly unless ``exact`` is
False (then it must be a substring). An empty ``expect`` means the extractor must produce nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Expect:
    category: str
    content: str
    op: str = "add"
    exact: bool = True
    subject: str | None = None
    target_hint: str | None = None
    slot: str | None = None  # a typed fact's slot (docs/typed-facts.md)
    fact_op: str = "set"


@dataclass(frozen=True)
class Case:
    id: str
    turns: tuple[tuple[str, str], ...]
    expect: tuple[Expect, ...]
    meta: Mapping[str, Any] = field(default_factory=dict)
    group: str = ""


def E(category: str, content: str, op: str = "add", **kw: Any) -> Expect:
    return Expect(category, content, op, **kw)


def U(case_id: str, text: str, *expect: Expect, group: str = "") -> Case:
    return Case(case_id, (("user", text),), tuple(expect), group=group)


def CONV(case_id: str, turns: list[tuple[str, str]], *expect: Expect, group: str = "") -> Case:
    return Case(case_id, tuple(turns), tuple(expect), group=group)


def NONE(case_id: str, text: str, *, role: str = "user", meta: Mapping[str, Any] | None = None, group: str) -> Case:
    return Case(case_id, ((role, text),), (), dict(meta or {}), group=group)


P, S, PR, F, D, J = "preference", "style", "profile", "fact", "decision", "project"

REMEMBER = [
    U(
        "remember-wife-name",
        "Remember that my wife's name is Maria.",
        E(PR, "Wife is Maria", slot="partner"),
    ),
    U(
        "remember-allergy",
        "Please remember I'm allergic to shellfish.",
        E(PR, "Allergic to shellfish", slot="allergy:shellfish"),
    ),
    U("remember-colon", "remember: I take my coffee black", E(F, "Takes their coffee black")),
    U("note-that", "Note that the staging server is at 10.0.0.5.", E(F, "The staging server is at 10.0.0.5")),
    U("dont-forget-diet", "Don't forget that I'm vegetarian.", E(PR, "Diet: vegetarian", slot="diet")),
    U("keep-in-mind", "Keep in mind that I'm colorblind.", E(PR, "Is colorblind")),
    U("remember-we", "Please remember that we deploy every Thursday.", E(F, "We deploy every Thursday")),
    U("remember-have", "Remember that I have two cats named Miso and Tofu.", E(F, "Has two cats named Miso and Tofu")),
    U("remember-polite-question", "Could you remember that my birthday is May 3?", E(PR, "Birthday is May 3")),
    U(
        "note-to-self",
        "note to self: the VPN config lives in the work folder",
        E(F, "The VPN config lives in the work folder"),
    ),
    U("future-reference", "For future reference, my employer is Globex.", E(PR, "Works at Globex", slot="employer")),
    U("remember-to-always", "Remember to always use type hints.", E(P, "Always use type hints")),
    U("remember-from-now-on", "Remember, from now on call me Bob.", E(PR, "Preferred name is Bob")),
    U("remember-dont", "Remember that I don't eat pork.", E(F, "Doesn't eat pork")),
    U("remember-flight", "Please remember: my flight to Tokyo is on the 14th.", E(F, "Flight to Tokyo is on the 14th")),
    U("dont-forget-works", "Don't forget I work nights.", E(F, "Works nights")),
]

PREFERENCES = [
    U("prefer", "I prefer dark roast coffee.", E(P, "Prefers dark roast coffee")),
    U("like", "I like hiking.", E(P, "Likes hiking")),
    U("love", "I love Thai food.", E(P, "Loves Thai food")),
    U("hate", "I hate cilantro.", E(P, "Hates cilantro")),
    U("dislike", "I dislike loud restaurants.", E(P, "Dislikes loud restaurants")),
    U("cant-stand", "I can't stand jargon.", E(P, "Can't stand jargon")),
    U("really-love", "I really love Python.", E(P, "Loves Python")),
    U("much-prefer", "I much prefer tea to coffee.", E(P, "Prefers tea to coffee")),
    U("prefer-over", "I prefer spaces over tabs.", E(P, "Prefers spaces over tabs")),
    U("like-to", "I like to cook Italian food on weekends.", E(P, "Likes to cook Italian food on weekends")),
    U("prefer-not-to", "I prefer not to use ORMs.", E(P, "Prefers not to use ORMs")),
    U("dont-like", "I don't like long meetings.", E(P, "Dislikes long meetings")),
    U("do-not-like", "I do not like spicy food.", E(P, "Dislikes spicy food")),
    U("enjoy", "I enjoy long walks on the beach.", E(P, "Enjoys long walks on the beach")),
    U("prefer-my", "I prefer my coffee black.", E(P, "Prefers their coffee black")),
    U("lowercase", "i prefer dark mode", E(P, "Prefers dark mode")),
    U("curly-apostrophe-fan", "I’m a huge fan of jazz.", E(P, "Is a huge fan of jazz")),
    U("not-a-fan", "I'm not a fan of horror movies.", E(P, "Is not a fan of horror movies")),
    U("into", "I'm into rock climbing.", E(P, "Hobby: rock climbing", slot="hobby:rock climbing")),
    U("favorite", "My favorite color is blue.", E(P, "Favorite color is blue", subject="favorite color")),
    U("favourite", "My favourite band is Radiohead.", E(P, "Favourite band is Radiohead", subject="favorite band")),
    U("always-habit", "I always drink oat milk.", E(P, "Always drinks oat milk")),
    U("never-habit", "I never eat before noon.", E(P, "Never eats before noon")),
    U("like-it-when", "I like it when you use examples.", E(P, "Likes it when you use examples")),
    U("hate-it-when", "I hate it when answers are padded.", E(P, "Hates it when answers are padded")),
]

INSTRUCTIONS = [
    U("dont-emojis", "Don't use emojis.", E(S, "Don't use emojis")),
    U("please-always-bullets", "Please always use bullet points.", E(S, "Always use bullet points")),
    U("never-apologize", "Never apologize.", E(S, "Never apologize")),
    U("stop-ing", "Stop using emojis.", E(S, "Stop using emojis")),
    U("no-emojis", "No emojis, please.", E(S, "No emojis")),
    U("always-direct", "Always be direct with me.", E(S, "Always be direct with me")),
    U("never-semicolons", "Never use semicolons in JavaScript.", E(P, "Never use semicolons in JavaScript")),
    U("always-ask", "Always ask before deleting files.", E(P, "Always ask before deleting files")),
    U("do-not-disclaimers", "Do not add disclaimers.", E(S, "Do not add disclaimers")),
    U("dont-ever", "Please don't ever call me Robert.", E(P, "Don't ever call me Robert")),
    U("id-like-you-to", "I'd like you to always answer in English.", E(S, "Always answer in English")),
    U("want-you-to", "I want you to never use emojis.", E(S, "Never use emojis")),
    U("stop-apologizing", "Stop apologizing so much.", E(S, "Stop apologizing so much")),
    U("avoid", "Avoid jargon.", E(S, "Avoid jargon")),
    U("cite", "Always cite your sources.", E(S, "Always cite your sources")),
    U("never-migrations", "Never run migrations without asking me.", E(P, "Never run migrations without asking me")),
    U("no-more", "No more long answers.", E(S, "No more long answers")),
    U("can-you-always", "Can you always use metric units?", E(S, "Always use metric units")),
    U("always-tests-first", "Always write tests first.", E(P, "Always write tests first")),
    U("stop-comments", "Stop adding comments to my code.", E(S, "Stop adding comments to my code")),
]

MY_X = [
    U("my-name", "My name is Ana.", E(PR, "Name is Ana", subject="name")),
    U("my-names", "My name's Ana.", E(PR, "Name is Ana", subject="name")),
    U("wife-name", "My wife's name is Maria.", E(PR, "Wife is Maria", slot="partner")),
    U("dog-name", "My dog's name is Rex.", E(PR, "Has a dog named Rex", slot="pet:rex")),
    U("wife-is", "My wife is Maria.", E(PR, "Wife is Maria", subject="wife name")),
    U("son-age", "My son is 7.", E(PR, "Son is 7", subject="son age")),
    U("kids-names", "My kids' names are Tom and Ann.", E(PR, "Kids' names are Tom and Ann")),
    U("email", "My email is ana@example.com.", E(PR, "Email is ana@example.com", subject="email")),
    U(
        "email-address",
        "My e-mail address is ana@example.com",
        E(PR, "E-mail address is ana@example.com", subject="email"),
    ),
    U("timezone", "My timezone is CET.", E(PR, "Timezone is CET", subject="timezone")),
    U("time-zone", "My time zone is Europe/Lisbon.", E(PR, "Time zone is Europe/Lisbon", subject="timezone")),
    U("birthday", "My birthday is March 3rd.", E(PR, "Birthday is March 3rd", subject="birthday")),
    U("pronouns", "My pronouns are they/them.", E(PR, "Pronouns are they/them", subject="pronouns")),
    U("job-title", "My job title is Staff Engineer.", E(PR, "Job title: Staff Engineer", slot="role")),
    U("editor", "My editor is Neovim.", E(P, "Editor: Neovim", slot="tool:editor")),
    U("go-to-editor", "My go-to editor is Neovim.", E(P, "Editor: Neovim", slot="tool:editor")),
    U("laptop", "My laptop is a ThinkPad X1.", E(F, "Laptop is a ThinkPad X1", subject="laptop")),
    U("default-shell", "My default shell is zsh.", E(F, "Default shell is zsh", subject="shell")),
    U("current-project", "My current project is engram.", E(J, "Current project is engram", subject="project")),
    U("retirement-age", "My retirement age is 60.", E(PR, "Retirement age is 60", subject="retirement age")),
    U("risk-tolerance", "My risk tolerance is moderate.", E(F, "Risk tolerance is moderate")),
    U("github", "btw my github is anadev", E(PR, "Github is anadev", subject="github")),
    U("native-language", "My native language is Portuguese.", E(PR, "Native language is Portuguese")),
]

CALL_ME = [
    U("call-me", "Call me Bob.", E(PR, "Preferred name is Bob", subject="preferred name")),
    U("please-call-me", "Please call me Bob.", E(PR, "Preferred name is Bob")),
    U("you-can-call-me", "You can call me Liz.", E(PR, "Preferred name is Liz")),
    U("go-by", "I go by Sam.", E(PR, "Preferred name is Sam")),
    U("prefer-to-be-called", "I prefer to be called Alex.", E(PR, "Preferred name is Alex")),
    U("im-called", "I'm called Jo.", E(PR, "Name is Jo", subject="name")),
]

PROFILE = [
    U("role", "I'm a software engineer.", E(PR, "Job title: software engineer", slot="role")),
    U("role-am", "I am a nurse.", E(PR, "Job title: nurse", slot="role")),
    U("trait", "I'm an early riser.", E(PR, "Is an early riser")),
    U("diet-a", "I'm a vegetarian.", E(PR, "Diet: vegetarian", slot="diet")),
    U("diet", "I'm vegan.", E(PR, "Diet: vegan", slot="diet")),
    U("age", "I'm 34.", E(PR, "Age is 34", subject="age")),
    U("age-years", "I am 34 years old.", E(PR, "Age is 34", subject="age")),
    U("live-in", "I live in Lisbon, Portugal.", E(PR, "Lives in Lisbon", slot="residence")),
    U(
        "live-but-moving",
        "I currently live in Austin, but I'm moving to Denver next month.",
        E(PR, "Lives in Austin", slot="residence"),
    ),
    U("from", "I'm from Porto.", E(PR, "Is from Porto", subject="hometown")),
    U("originally-from", "I'm originally from Kyoto.", E(PR, "Is from Kyoto")),
    U("come-from", "I come from a small town in Ohio.", E(PR, "Comes from a small town in Ohio")),
    U("based-in", "I'm based in Berlin.", E(PR, "Lives in Berlin", slot="residence")),
    U("work-at", "I work at Acme Corp.", E(PR, "Works at Acme Corp", slot="employer")),
    U("work-for", "I work for the city of Boston.", E(PR, "Works at city of Boston", slot="employer")),
    U("work-as", "I work as a data analyst.", E(PR, "Job title: data analyst", slot="role")),
    U("working-at", "I'm working at a startup called Foo.", E(PR, "Works at startup called Foo", slot="employer")),
    U("allergic", "I'm allergic to peanuts.", E(PR, "Allergic to peanuts", slot="allergy:peanuts")),
    U("lactose", "I'm lactose intolerant.", E(PR, "Is lactose intolerant", subject="diet")),
    U("greeting-name", "Hi, I'm Ana.", E(PR, "Name is Ana", subject="name")),
    U("greeting-name-next-sentence", "Hi! I'm Ana.", E(PR, "Name is Ana")),
    U("fyi-vegan", "FYI, I'm vegan.", E(PR, "Diet: vegan", slot="diet")),
    U("btw-work", "By the way, I work for Initech.", E(PR, "Works at Initech", slot="employer")),
]

FROM_NOW_ON = [
    U("from-now-on-concise", "From now on, be concise.", E(S, "Be concise")),
    U("suffix-from-now-on", "Be concise from now on.", E(S, "Be concise")),
    U("going-forward", "Going forward, reply in Spanish.", E(S, "Reply in Spanish")),
    U("you-should", "From now on, you should answer in British English.", E(S, "Answer in British English")),
    U("from-now-on-call-me", "From now on, call me Bob.", E(PR, "Preferred name is Bob")),
    U("going-forward-prefer", "Going forward, I prefer short answers.", E(P, "Prefers short answers")),
    U("from-now-on-pnpm", "From now on use pnpm instead of npm.", E(P, "Use pnpm instead of npm")),
    U("in-the-future-dont", "In the future, don't summarize at the end.", E(S, "Don't summarize at the end")),
    U(
        "moving-forward-we",
        "Moving forward we'll use trunk-based development.",
        E(D, "Decided to use trunk-based development"),
    ),
]

DECISIONS = [
    U("we-decided", "We decided to use Postgres.", E(D, "Decided to use Postgres")),
    U("decided-on", "We've decided on Kubernetes for deployment.", E(D, "Decided on Kubernetes for deployment")),
    U(
        "decided-that",
        "We have decided that the API will be versioned.",
        E(D, "Decided that the API will be versioned"),
    ),
    U("decided-against", "I decided against microservices.", E(D, "Decided against microservices")),
    U("agreed", "We agreed to ship on Fridays.", E(D, "Agreed to ship on Fridays")),
    U("lets-go-with", "Let's go with Redis.", E(D, "Decided to go with Redis")),
    U("lets-use", "Let's use SQLite.", E(D, "Decided to use SQLite")),
    U("well-use", "We'll use pytest for testing.", E(D, "Decided to use pytest for testing")),
    U("going-to-switch", "We're going to switch to GitHub Actions.", E(D, "Decided to switch to GitHub Actions")),
]

PROJECTS = [
    U("working-on", "I'm working on a CLI tool called engram.", E(J, "Working on a CLI tool called engram")),
    U(
        "working-on-my",
        "I'm currently working on my thesis about memory.",
        E(J, "Working on their thesis about memory"),
    ),
    U("building", "I'm building a compiler in Rust.", E(J, "Building a compiler in Rust")),
    U("we-building", "We're building a mobile app for farmers.", E(J, "Building a mobile app for farmers")),
    U("project-uses", "This project uses Poetry.", E(J, "Project uses Poetry")),
    U("codebase-uses", "Our codebase uses black and ruff.", E(J, "Codebase uses black and ruff")),
    U("written-in", "The app is written in Go.", E(J, "App is written in Go")),
    U("repo-targets", "This repo targets Python 3.11.", E(J, "Repo targets Python 3.11")),
]

CORRECTIONS = [
    U(
        "actually-name",
        "Actually, my name is Anna.",
        E(PR, "Name is Anna", "update", subject="name", target_hint="name"),
    ),
    U("no-not", "No, I live in Lisbon, not Porto.", E(PR, "Lives in Lisbon", "update", slot="residence")),
    U(
        "correction-email",
        "Correction: my email is ana@work.com.",
        E(PR, "Email is ana@work.com", "update", target_hint="email"),
    ),
    U(
        "correction-statement",
        "Correction: the meeting is on Tuesday.",
        E(F, "The meeting is on Tuesday", "update", target_hint="meeting"),
    ),
    U("actually-prefer", "Actually I prefer tea.", E(P, "Prefers tea", "update")),
    U(
        "actually-call-me",
        "Actually, call me Liz.",
        E(PR, "Preferred name is Liz", "update", target_hint="preferred name"),
    ),
    U("scratch-that", "Scratch that, I work at Initech.", E(PR, "Works at Initech", slot="employer")),
    U("meant-to-say", "I meant to say I'm based in Oslo.", E(PR, "Is based in Oslo", "update", target_hint="location")),
    CONV(
        "no-its-context",
        [("user", "My dog's name is Rex."), ("assistant", "Rex is a great name!"), ("user", "No, it's Max.")],
        E(PR, "Has a dog named Rex", slot="pet:rex"),
        E(PR, "Has a dog named Max", "update", slot="pet:max"),
    ),
    CONV(
        "i-meant-context",
        [("user", "I live in Porto."), ("assistant", "Got it, Porto."), ("user", "I meant Lisbon, not Porto.")],
        E(PR, "Lives in Porto", slot="residence"),
        E(PR, "Lives in Lisbon", "update", slot="residence"),
    ),
    CONV(
        "not-x-but-y",
        [("user", "I prefer tabs."), ("user", "Not tabs but spaces.")],
        E(P, "Prefers tabs"),
        E(P, "Prefers spaces", "update", target_hint="tabs"),
    ),
    CONV(
        "change-that-to",
        [("user", "My retirement age is 60."), ("user", "Actually, change that to age 55.")],
        E(PR, "Retirement age is 60"),
        E(PR, "Retirement age is 55", "update", target_hint="60"),
    ),
    CONV(
        "its-y-not-x",
        [("user", "My dog's name is Rex."), ("user", "It's Max, not Rex.")],
        E(PR, "Has a dog named Rex", slot="pet:rex"),
        E(PR, "Has a dog named Max", "update", slot="pet:rex"),
    ),
]

MULTI = [
    U(
        "three-sentences",
        "My name is Ana and I'm a nurse. I live in Lisbon.",
        E(PR, "Job title: nurse", slot="role"),
        E(PR, "Name is Ana"),
        E(PR, "Lives in Lisbon", slot="residence"),
    ),
    U("two-clauses", "I like tea and I hate coffee.", E(P, "Likes tea"), E(P, "Hates coffee")),
    U(
        "comma-clauses",
        "I'm 34, I live in Lisbon and I work at Acme.",
        E(PR, "Lives in Lisbon", slot="residence"),
        E(PR, "Works at Acme", slot="employer"),
        E(PR, "Age is 34"),
    ),
    U(
        "greeting-pref-question",
        "Hi! I'm Ana. I prefer short answers. What's the weather like?",
        E(PR, "Name is Ana"),
        E(P, "Prefers short answers"),
    ),
    U("reported-second", "I love sushi. My wife said she hates it.", E(P, "Loves sushi")),
    U(
        "remember-two-things",
        "Please remember two things: my name is Ana. And I'm vegan.",
        E(PR, "Name is Ana"),
        E(PR, "Diet: vegan", slot="diet"),
    ),
    U("semicolon-other-person", "I like tea; my wife prefers coffee.", E(P, "Likes tea")),
    U(
        "email-then-city",
        "My email is ana@example.com. I live in Lisbon.",
        E(PR, "Email is ana@example.com"),
        E(PR, "Lives in Lisbon", slot="residence"),
    ),
    U("dedupe", "I love Python. I really love Python!", E(P, "Loves Python")),
    U(
        "bulleted",
        "A few things about me:\n- I prefer tabs\n- my editor is vim\n- I'm based in Oslo",
        E(P, "Prefers tabs"),
        E(P, "Editor: vim", slot="tool:editor"),
        E(PR, "Lives in Oslo", slot="residence"),
    ),
    U(
        "code-then-statement",
        "Here is my config:\n```toml\n# I prefer tabs\nname = 'Bob'\n```\nI prefer spaces though.",
        E(P, "Prefers spaces"),
    ),
    U(
        "memory-block-then-statement",
        "<memory>\n### Profile\n- Name is Ana\n</memory>\nMy name is Bea.",
        E(PR, "Name is Bea"),
    ),
    U("quoted-value-kept", 'My favorite book is "Dune".', E(P, "Favorite book is Dune")),
]

EMPTY = [
    # questions
    NONE("q-whats-my-name", "What's my name?", group="question"),
    NONE("q-no-mark", "what is my name", group="question"),
    NONE("q-do-i-prefer", "Do I prefer tea or coffee?", group="question"),
    NONE("q-should-i-always", "Should I always use tabs?", group="question"),
    NONE("q-tell-me", "Can you tell me what I like?", group="question"),
    NONE("q-remember-where", "Do you remember where I live?", group="question"),
    NONE("q-is-my-name", "Is my name Ana?", group="question"),
    NONE("q-why", "Why do I hate Mondays?", group="question"),
    NONE("q-how-old", "How old am I?", group="question"),
    NONE("q-where-work", "Where do I work?", group="question"),
    NONE("q-am-i", "Am I a vegetarian?", group="question"),
    NONE("q-lets", "Let's go with Redis?", group="question"),
    NONE("q-i-prefer-mark", "I prefer tea?", group="question"),
    # hypotheticals and conditionals
    NONE("h-if", "If I liked tea, I would drink it.", group="hypothetical"),
    NONE("h-would-if", "I would prefer coffee if they had it.", group="hypothetical"),
    NONE("h-suppose", "Suppose I'm a teacher.", group="hypothetical"),
    NONE("h-imagine", "Imagine I live on Mars.", group="hypothetical"),
    NONE("h-hypothetically", "Hypothetically, my name is Zed.", group="hypothetical"),
    NONE("h-pretend", "Let's pretend I'm a pirate.", group="hypothetical"),
    NONE("h-what-if", "What if I prefer tabs?", group="hypothetical"),
    NONE("h-id-love", "I'd love to live in Japan someday.", group="hypothetical"),
    NONE("h-wish", "I wish I lived by the sea.", group="hypothetical"),
    NONE("h-in-case", "In case I forget, my locker code is 1234.", group="hypothetical"),
    NONE("h-unless", "Unless I say otherwise, I prefer Python.", group="hypothetical"),
    NONE("h-for-example", "For example, I like cats.", group="hypothetical"),
    NONE("h-roleplay", "In this story my name is Captain Rex.", group="hypothetical"),
    # quoted and reported speech
    NONE("r-she-said", "She said 'I love sushi'.", group="reported"),
    NONE("r-he-told", "He told me he prefers tea.", group="reported"),
    NONE("r-friend-says", "My friend says I should always use tabs.", group="reported"),
    NONE("r-quote-line", "> I prefer tabs", group="reported"),
    NONE("r-quote-lines", "> My name is Bob\n> I live in Paris", group="reported"),
    NONE("r-error-message", 'The error message says "My name is root".', group="reported"),
    NONE("r-boss-wrote", 'My boss wrote: "we decided to use Java".', group="reported"),
    NONE("r-according-to", "According to the docs, I should never use eval.", group="reported"),
    NONE("r-curly-quote", "“I hate Mondays” is a famous Garfield line.", group="reported"),
    NONE("r-backticks", "`I prefer tabs` is just a string in my test.", group="reported"),
    # hedged, negated, past
    NONE("u-not-sure", "I'm not sure if I like it.", group="uncertain"),
    NONE("u-maybe", "Maybe I prefer tea.", group="uncertain"),
    NONE("u-think", "I think I prefer the blue theme.", group="uncertain"),
    NONE("u-guess", "I guess I like jazz.", group="uncertain"),
    NONE("u-dont-know", "I don't know if I want to live in Berlin.", group="uncertain"),
    NONE("u-perhaps", "Perhaps we'll use Postgres.", group="uncertain"),
    NONE("u-thinking-about", "I'm thinking about moving to Denver.", group="uncertain"),
    NONE("u-probably", "I probably work too much.", group="uncertain"),
    NONE("u-for-now", "Let's use SQLite for now.", group="uncertain"),
    NONE("u-today", "I'm working on the bug in the parser today.", group="uncertain"),
    NONE("n-not-vegetarian", "I'm not a vegetarian.", group="negated"),
    NONE("n-name-not", "My name is not Bob.", group="negated"),
    NONE("n-dont-live", "I don't live in Lisbon anymore.", group="negated"),
    NONE("n-used-to", "I used to like jazz.", group="negated"),
    NONE("n-liked-past", "I liked the movie.", group="negated"),
    # code and engram's own injected memory
    NONE("c-fenced", "```python\n# I prefer tabs\nname = 'my name is Bob'\n```", group="code"),
    NONE("c-fenced-bare", "```\nMy name is Bob\nI live in Paris\n```", group="code"),
    NONE("c-unclosed-fence", "```\nI prefer tabs\nmy editor is emacs", group="code"),
    NONE("c-indented", "    I prefer tabs = True\n    my_name = 'Bob'", group="code"),
    NONE("m-memory-block", "<memory>\n- Prefers tea\nMy name is Ana\n</memory>", group="memory"),
    NONE(
        "m-background",
        "[background] (memory loaded at startup; managed via :memory)\n- (pref) I prefer terse responses\n"
        "- (fact) My name is Ana",
        group="memory",
    ),
    NONE("m-memory-then-ok", "<memory>\n## Remembered\n### Profile\n- My name is Ana\n</memory>\nOk.", group="memory"),
    NONE("m-aish-command", ":remember my name is Ana", group="memory"),
    # other roles and summarize turns
    NONE("role-assistant", "I prefer to give concise answers.", role="assistant", group="role"),
    NONE("role-assistant-remember", "Remember that your name is Ana.", role="assistant", group="role"),
    NONE("role-assistant-my", "My name is Claude and I live in the cloud.", role="assistant", group="role"),
    NONE("role-system", "Always answer in English.", role="system", group="role"),
    NONE("role-tool", "My name is Bob", role="tool", group="role"),
    NONE(
        "summarize-assistant",
        "fact: I prefer tea\npref: Always use bullet points",
        role="assistant",
        meta={"meta": "summarize"},
        group="role",
    ),
    NONE("summarize-user", "I prefer tea. My name is Ana.", meta={"kind": "summarize"}, group="role"),
    # small talk, fragments, transient states, non-statements
    NONE("s-hello", "Hello!", group="smalltalk"),
    NONE("s-thanks", "Thanks, that's great.", group="smalltalk"),
    NONE("s-love-it", "I love it!", group="smalltalk"),
    NONE("s-like-approach", "I like your approach.", group="smalltalk"),
    NONE("s-ok", "ok", group="smalltalk"),
    NONE("s-love-you", "I love you", group="smalltalk"),
    NONE("s-good-morning", "Good morning!", group="smalltalk"),
    NONE("s-lol", "lol", group="smalltalk"),
    NONE("s-never-mind", "Never mind.", group="smalltalk"),
    NONE("s-dont-worry", "Don't worry about it.", group="smalltalk"),
    NONE("s-fine", "I'm fine, thanks.", group="smalltalk"),
    NONE("s-like-idea", "I like that idea.", group="smalltalk"),
    NONE("s-tired", "I'm a bit tired today.", group="smalltalk"),
    NONE("s-no-thanks", "No, thanks.", group="smalltalk"),
    NONE("s-actually-great", "Actually, that's a great idea.", group="smalltalk"),
    NONE("t-code-broken", "My code is broken.", group="transient"),
    NONE("t-internet-down", "My internet is down.", group="transient"),
    NONE("t-dont-change", "Don't change the function signature.", group="transient"),
    NONE("t-stop-it", "Stop it.", group="transient"),
    NONE("t-working-on-it", "I'm working on it.", group="transient"),
    NONE("t-option-2", "Let's go with option 2.", group="transient"),
    NONE("t-remember-to-call", "Remember to call mom.", group="transient"),
    NONE("t-remember-when", "Remember when we went to Paris?", group="transient"),
    NONE("t-note-the", "Note the function returns None.", group="transient"),
    NONE("t-age-250", "I'm 250.", group="transient"),
    NONE("t-from-future", "I'm from the future.", group="transient"),
    NONE("t-call-me-back", "Call me back later.", group="transient"),
    NONE("t-call-me-when", "Call me when you're done.", group="transient"),
    NONE("t-dog-sick", "My dog is sick.", group="transient"),
    NONE("t-correction-no-context", "No, it's Max.", group="transient"),
    NONE("t-meant-no-context", "I meant Lisbon, not Porto.", group="transient"),
    NONE("f-my", "my", group="fragment"),
    NONE("f-i", "I", group="fragment"),
    NONE("f-empty", "", group="fragment"),
    NONE("f-spaces", "   \n\t ", group="fragment"),
    NONE("f-punct", "?!...", group="fragment"),
]

# Written after the rules, without running them first (then checked): everyday utterances, and
# adversarial ones that look like statements but point at the screen, the moment, or an idiom.
HELDOUT = [
    U(
        "ho-i-prefer-python-over-javascript",
        "I prefer Python over JavaScript for backend work.",
        E(P, "Prefers Python over JavaScript for backend work"),
    ),
    U(
        "ho-please-keep-your-answers-short",
        "Please keep your answers short from now on.",
        E(S, "Keep your answers short"),
    ),
    U("ho-my-husband-s-name-is", "My husband's name is Tom.", E(PR, "Husband is Tom", slot="partner")),
    U(
        "ho-i-m-a-product-manager",
        "I'm a product manager at a fintech startup.",
        E(PR, "Job title: product manager", slot="role"),
    ),
    U(
        "ho-we-decided-to-drop-support",
        "We decided to drop support for Python 3.8.",
        E(D, "Decided to drop support for Python 3.8"),
    ),
    U("ho-i-hate-when-people-are", "I hate when people are late.", E(P, "Hates when people are late")),
    NONE("ho-can-you-explain-how-a", "Can you explain how a monad works?", group="heldout"),
    NONE("ho-thanks-that-fixed-it", "Thanks! That fixed it.", group="heldout"),
    U(
        "ho-i-live-in-san-francisco",
        "I live in San Francisco with my partner.",
        E(PR, "Lives in San Francisco", slot="residence"),
    ),
    U("ho-my-cat-s-name-is", "My cat's name is Luna.", E(PR, "Has a cat named Luna", slot="pet:luna")),
    U(
        "ho-never-use-the-passive-voice",
        "Never use the passive voice in my documents.",
        E(S, "Never use the passive voice in my documents"),
    ),
    U("ho-please-always-respond-in-french", "Please always respond in French.", E(S, "Always respond in French")),
    NONE("ho-i-love-this", "I love this!", group="heldout"),
    NONE("ho-i-don-t-eat-meat", "I don't eat meat.", group="heldout"),
    U(
        "ho-i-love-reading-science-fiction",
        "I love reading science fiction, especially Le Guin.",
        E(P, "Loves reading science fiction, especially Le Guin"),
    ),
    NONE("ho-could-you-summarize-this-article", "Could you summarize this article for me?", group="heldout"),
    NONE("ho-if-it-s-not-too", "If it's not too much trouble, call me Kate.", group="heldout"),
    U(
        "ho-i-m-a-big-believer",
        "I'm a big believer in test-driven development.",
        E(PR, "Is a big believer in test-driven development"),
    ),
    NONE("ho-let-s-stick-with-the", "Let's stick with the current design.", group="heldout"),
    NONE("ho-i-work-remotely-from-lisbon", "I work remotely from Lisbon.", group="heldout"),
    NONE("ho-i-prefer-the-second-option", "I prefer the second option.", group="heldout"),
    U("ho-my-kid-is-5-years", "My kid is 5 years old.", E(PR, "Kid is 5 years old")),
    U("ho-my-phone-number-is-555", "My phone number is 555-0100.", E(PR, "Phone number is 555-0100")),
    NONE("ho-hey-how-s-it-going", "Hey, how's it going?", group="heldout"),
    U(
        "ho-remember-that-our-standup-is",
        "Remember that our standup is at 9:30 every day.",
        E(F, "Our standup is at 9:30 every day"),
    ),
    NONE("ho-he-says-he-likes-jazz", "He says he likes jazz.", group="heldout"),
    NONE("ho-i-m-so-happy-with", "I'm so happy with the result!", group="heldout"),
    U("ho-i-usually-go-to-bed", "I usually go to bed around midnight.", E(P, "Usually goes to bed around midnight")),
    NONE("ho-the-customer-said-they-prefer", "The customer said they prefer email.", group="heldout"),
    NONE("ho-i-m-not-a-morning", "I'm not a morning person.", group="heldout"),
    U("ho-i-m-a-morning-person", "I'm a morning person.", E(PR, "Is a morning person")),
    NONE("ho-let-s-discuss-this-tomorrow", "Let's discuss this tomorrow.", group="heldout"),
    U(
        "ho-don-t-explain-basic-concepts",
        "Don't explain basic concepts to me.",
        E(S, "Don't explain basic concepts to me"),
    ),
    NONE("ho-what-do-you-think-i", "What do you think I should do?", group="heldout"),
    NONE("ho-sorry-i-meant-python-3", "Sorry, I meant Python 3.12, not 3.11.", group="heldout"),
    U(
        "ho-i-m-29-and-i",
        "I'm 29 and I live in Toronto.",
        E(PR, "Lives in Toronto", slot="residence"),
        E(PR, "Age is 29"),
    ),
    NONE("ho-here-s-the-stack-trace", "Here's the stack trace:\n```\nTraceback: my name is None\n```", group="heldout"),
    U(
        "ho-i-like-my-answers-with",
        "I like my answers with code examples.",
        E(P, "Likes their answers with code examples"),
    ),
    U("ho-note-i-m-on-the", "Note: I'm on the free plan.", E(F, "Is on the free plan")),
    NONE("ho-i-ve-been-using-linux", "I've been using Linux for ten years.", group="heldout"),
    NONE("ho-our-team-uses-jira-for", "Our team uses Jira for tracking.", group="heldout"),
    NONE("ho-i-have-a-meeting-at", "I have a meeting at 3.", group="heldout"),
    NONE("ho-my-goal-is-to-run", "My goal is to run a marathon this year.", group="heldout"),
    NONE("ho-we-re-using-fastapi-for", "We're using FastAPI for the backend.", group="heldout"),
    U("ho-i-really-hate-long-email", "I really hate long email threads.", E(P, "Hates long email threads")),
    U("ho-no-jargon-please", "No jargon please.", E(S, "No jargon")),
    NONE("ho-i-m-learning-japanese", "I'm learning Japanese.", group="heldout"),
    U("ho-my-manager-is-priya", "My manager is Priya.", E(PR, "Reports to Priya (manager)", slot="manager")),
    NONE("ho-i-enjoy-it", "I enjoy it.", group="heldout"),
    U("ho-always-use-utc-for-timestamps", "Always use UTC for timestamps.", E(P, "Always use UTC for timestamps")),
    U("ho-i-m-a-teacher", "i'm a teacher", E(PR, "Job title: teacher", slot="role")),
    NONE("ho-she-s-a-doctor", "She's a doctor.", group="heldout"),
    NONE("ho-i-love-how-you-explained", "I love how you explained that.", group="heldout"),
    U("ho-do-not-ever-push-to", "Do not ever push to main directly.", E(P, "Do not ever push to main directly")),
    NONE("ho-tell-me-a-joke", "Tell me a joke.", group="heldout"),
    U("ho-remember-that-i-m-left", "Remember that I'm left-handed.", E(PR, "Is left-handed")),
    U(
        "ho-we-will-use-terraform-for",
        "We will use Terraform for infrastructure.",
        E(D, "Decided to use Terraform for infrastructure"),
    ),
    U("ho-my-favorite-food-is-ramen", "My favorite food is ramen, by the way.", E(P, "Favorite food is ramen")),
    U(
        "ho-i-m-working-on-a",
        "I'm working on a side project called Tidepool.",
        E(J, "Working on a side project called Tidepool"),
    ),
    NONE("ho-i-d-rather-you-didn", "I'd rather you didn't use emojis.", group="heldout"),
    NONE("ho-i-like-the-way-you", "I like the way you structured this.", group="heldout"),
    NONE("ho-i-love-the-new-layout", "I love the new layout.", group="heldout"),
    NONE("ho-i-hate-this-bug", "I hate this bug.", group="heldout"),
    NONE("ho-i-prefer-the-previous-version", "I prefer the previous version.", group="heldout"),
    NONE("ho-i-like-the-second-approach", "I like the second approach better.", group="heldout"),
    NONE("ho-i-love-that-you-remembered", "I love that you remembered.", group="heldout"),
    NONE("ho-my-test-is-failing-again", "My test is failing again.", group="heldout"),
    NONE("ho-my-question-is-about-async", "My question is about async.", group="heldout"),
    NONE("ho-my-point-is-that-it", "My point is that it doesn't scale.", group="heldout"),
    NONE("ho-my-bad", "My bad.", group="heldout"),
    NONE("ho-my-pleasure", "My pleasure.", group="heldout"),
    NONE("ho-my-apologies", "My apologies.", group="heldout"),
    NONE("ho-i-m-a-little-confused", "I'm a little confused.", group="heldout"),
    NONE("ho-i-m-an-idiot", "I'm an idiot.", group="heldout"),
    NONE("ho-i-m-a-fan", "I'm a fan.", group="heldout"),
    NONE("ho-i-m-working-on-the", "I'm working on the README now.", group="heldout"),
    NONE("ho-i-m-from-work-replying", "I'm from work, replying quickly.", group="heldout"),
    NONE("ho-i-live-in-fear-of", "I live in fear of merge conflicts.", group="heldout"),
    NONE("ho-i-work-at-night-mostly", "I work at night mostly.", group="heldout"),
    NONE("ho-call-me-crazy-but-i", "Call me crazy, but I think this works.", group="heldout"),
    NONE("ho-call-me-if-anything-breaks", "Call me if anything breaks.", group="heldout"),
    NONE("ho-never-seen-that-before", "Never seen that before.", group="heldout"),
    NONE("ho-always-a-pleasure", "Always a pleasure.", group="heldout"),
    NONE("ho-don-t-do-that", "Don't do that.", group="heldout"),
    NONE("ho-don-t-be-sorry", "Don't be sorry.", group="heldout"),
    NONE("ho-stop-there", "Stop there.", group="heldout"),
    U("ho-stop-printing-debug-output", "Stop printing debug output.", E(P, "Stop printing debug output")),
    NONE("ho-no-problem", "No problem.", group="heldout"),
    NONE("ho-no-worries", "No worries.", group="heldout"),
    NONE("ho-no-idea", "No idea.", group="heldout"),
    NONE("ho-let-s-go-with-your", "Let's go with your suggestion.", group="heldout"),
    NONE("ho-let-s-use-the-approach", "Let's use the approach you described.", group="heldout"),
    NONE("ho-we-ll-use-it", "We'll use it.", group="heldout"),
    NONE("ho-we-decided-to-take-a", "We decided to take a break.", group="heldout"),
    NONE("ho-i-decided-to-go-to", "I decided to go to bed.", group="heldout"),
    NONE("ho-remember-this", "Remember this?", group="heldout"),
    NONE("ho-remember-me", "Remember me?", group="heldout"),
    NONE("ho-please-note-the-deadline", "Please note the deadline.", group="heldout"),
    NONE("ho-note-that", "Note that.", group="heldout"),
    NONE("ho-it-s-tuesday", "It's Tuesday.", group="heldout"),
    NONE("ho-actually-it-works-now", "Actually, it works now.", group="heldout"),
    NONE("ho-no-that-s-wrong", "No, that's wrong.", group="heldout"),
    NONE("ho-not-really", "Not really.", group="heldout"),
    NONE("ho-not-now", "Not now.", group="heldout"),
    NONE("ho-i-meant-the-other-file", "I meant the other file.", group="heldout"),
    NONE("ho-i-m-5-minutes-away", "I'm 5 minutes away.", group="heldout"),
    NONE("ho-i-m-2-hours-late", "I'm 2 hours late.", group="heldout"),
    NONE("ho-i-m-100-sure", "I'm 100% sure.", group="heldout"),
    NONE("ho-i-am-6-feet-tall", "I am 6 feet tall.", group="heldout"),
    U("ho-i-like-turtles", "I like turtles.", E(P, "Likes turtles")),
    NONE("ho-this-project-uses-too-much", "This project uses too much memory.", group="heldout"),
    NONE("ho-the-app-is-slow", "The app is slow.", group="heldout"),
    NONE("ho-i-m-building-it-now", "I'm building it now.", group="heldout"),
    NONE("ho-let-me-know-if-you", "Let me know if you need anything.", group="heldout"),
    NONE("ho-you-are-a-helpful-assistant", "You are a helpful assistant.", group="heldout"),
    U("ho-you-should-always-validate-input", "You should always validate input.", E(P, "Always validate input")),
    U("ho-always-validate-user-input", "Always validate user input.", E(P, "Always validate user input")),
    NONE("ho-i-love-u", "I love u", group="heldout"),
    NONE("ho-i-like-ur-style", "I like ur style", group="heldout"),
    NONE("ho-ok-i-like-it", "ok I like it", group="heldout"),
    NONE("ho-yes-i-love-that", "yes I love that", group="heldout"),
    NONE("ho-great-i-prefer-this-one", "Great, I prefer this one.", group="heldout"),
    NONE("ho-i-really-like-what-you", "I really like what you did there.", group="heldout"),
    NONE("ho-i-enjoy-talking-to-you", "I enjoy talking to you.", group="heldout"),
    NONE("ho-i-can-t-stand-this", "I can't stand this error.", group="heldout"),
    U("ho-i-hate-mondays", "I hate Mondays.", E(P, "Hates Mondays")),
    U("ho-i-m-vegan-btw", "I'm vegan btw", E(PR, "Diet: vegan", slot="diet")),
    NONE("ho-call-me-maybe", "call me maybe", group="heldout"),
]


# Typed facts (docs/typed-facts.md): the slot, the line rendered from it, switches and retractions.
TYPED = [
    U(
        "t-quick-update-i-don-t-live",
        "Quick update: I don't live in Rotterdam anymore, I've moved to Galway.",
        E(PR, "No longer: Rotterdam", slot="residence", fact_op="end"),
        E(PR, "Lives in Galway", slot="residence"),
    ),
    U(
        "t-we-had-a-reorg-and-now",
        "We had a reorg and now I report to Baptiste Girard.",
        E(PR, "Reports to Baptiste Girard (manager)", slot="manager"),
    ),
    U(
        "t-good-news-i-m-officially-a",
        "Good news, I'm officially a principal engineer starting this month.",
        E(PR, "Job title: principal engineer", slot="role"),
    ),
    U(
        "t-i-accepted-the-offer-from-kestrel",
        "I accepted the offer from Kestrel Labs! I'll be their new staff nurse.",
        E(PR, "Works at Kestrel Labs", slot="employer"),
        E(PR, "Job title: staff nurse", slot="role"),
    ),
    U(
        "t-i-no-longer-use-vs-code",
        "I no longer use VS Code; it's Neovim now.",
        E(F, "Neovim (instead of VS Code)", "update", slot="?"),
    ),
    U(
        "t-change-of-plans-on-marigold-we",
        "Change of plans on Marigold: we're moving off Django onto Rails.",
        E(F, "Rails (instead of Django)", "update", slot="?"),
    ),
    U("t-i-ve-abandoned-tessera", "I've abandoned Tessera.", E(F, "No longer: Tessera", slot="?", fact_op="end")),
    U(
        "t-not-into-birdwatching-anymore",
        "Not into birdwatching anymore.",
        E(F, "No longer: birdwatching", slot="?", fact_op="end"),
    ),
    U(
        "t-rowan-just-had-a-birthday-8",
        "Rowan just had a birthday -- 8 now!",
        E(PR, "Child Rowan is 8", slot="child:rowan"),
    ),
    U(
        "t-we-have-a-cat-called-pickles",
        "We have a cat called Pickles.",
        E(PR, "Has a cat named Pickles", slot="pet:pickles"),
    ),
    U("t-again-i-work-at-ironbark", "Again, I work at Ironbark.", E(PR, "Works at Ironbark", slot="employer")),
    U("t-my-boss-is-yuki-mori", "My boss is Yuki Mori.", E(PR, "Reports to Yuki Mori (manager)", slot="manager")),
    U(
        "t-i-relocated-to-porto-last-month",
        "I relocated to Porto last month.",
        E(PR, "Lives in Porto", slot="residence"),
    ),
    U("t-we-re-settling-in-ghent-now", "We're settling in Ghent now.", E(PR, "Lives in Ghent", slot="residence")),
    U("t-i-m-based-out-of-denver", "I'm based out of Denver these days.", E(PR, "Lives in Denver", slot="residence")),
    U(
        "t-just-joined-brightwave-as-a-product",
        "Just joined Brightwave as a product designer.",
        E(PR, "Works at Brightwave", slot="employer"),
        E(PR, "Job title: product designer", slot="role"),
    ),
    U(
        "t-i-got-promoted-to-senior-analyst",
        "I got promoted to senior analyst.",
        E(PR, "Job title: senior analyst", slot="role"),
    ),
    U(
        "t-i-switched-from-emacs-to-helix",
        "I switched from Emacs to Helix.",
        E(F, "Helix (instead of Emacs)", "update", slot="?"),
    ),
    U(
        "t-ditched-notion-for-obsidian",
        "Ditched Notion for Obsidian.",
        E(F, "Obsidian (instead of Notion)", "update", slot="?"),
    ),
    U(
        "t-i-ve-been-using-obsidian-for",
        "I've been using Obsidian for notes.",
        E(P, "Notes app: Obsidian", slot="tool:notes"),
    ),
    U("t-for-scripting-i-use-lua", "For scripting I use Lua.", E(P, "Uses Lua for scripting", slot="tool:scripting")),
    U("t-my-son-theo-turned-6-yesterday", "My son Theo turned 6 yesterday.", E(PR, "Son Theo is 6", slot="child:theo")),
    U("t-my-partner-sam-and-i-just", "My partner Sam and I just got engaged.", E(PR, "Partner is Sam", slot="partner")),
    U(
        "t-our-rabbit-clover-passed-away-last",
        "Our rabbit Clover passed away last week.",
        E(F, "No longer: Clover", slot="?", fact_op="end"),
    ),
    U("t-i-m-pescatarian-now", "I'm pescatarian now.", E(PR, "Diet: pescatarian", slot="diet")),
    U(
        "t-i-can-t-eat-shellfish-i",
        "I can't eat shellfish, I'm allergic.",
        E(PR, "Allergic to shellfish", slot="allergy:shellfish"),
    ),
    U(
        "t-i-m-in-berlin-for-a",
        "I'm in Berlin for a conference until Friday.",
        E(F, "Temporarily in Berlin (until Friday), not a move", slot="trip", fact_op="temp"),
    ),
    U(
        "t-heading-to-rome-for-a-week",
        "Heading to Rome for a week on holiday.",
        E(F, "Temporarily in Rome, not a move", slot="trip", fact_op="temp"),
    ),
    U(
        "t-falcon-is-now-on-hold",
        "Falcon is now on hold.",
        E(J, "Project Falcon is on hold", slot="project:falcon:status"),
    ),
    U(
        "t-we-re-using-svelte-for-the",
        "We're using Svelte for the Falcon frontend.",
        E(J, "Project Falcon uses Svelte", slot="project:falcon:stack"),
    ),
    U(
        "t-moved-from-bristol-to-leeds-in",
        "Moved from Bristol to Leeds in March.",
        E(PR, "Lives in Leeds", "update", slot="residence"),
    ),
    U(
        "t-i-left-acme-and-joined-initech",
        "I left Acme and joined Initech.",
        E(PR, "Works at Initech", slot="employer"),
        E(PR, "No longer: Acme", slot="employer", fact_op="end"),
    ),
    U("t-i-go-climbing-every-weekend", "I go climbing every weekend.", E(P, "Hobby: climbing", slot="hobby:climbing")),
    U("t-i-ve-taken-up-pottery", "I've taken up pottery.", E(P, "Hobby: pottery", slot="hobby:pottery")),
    U("t-i-quit-pottery", "I quit pottery.", E(F, "No longer: pottery", slot="?", fact_op="end")),
    U(
        "t-they-made-me-charge-nurse-last",
        "They made me charge nurse last week.",
        E(PR, "Job title: charge nurse", slot="role"),
    ),
    U(
        "t-say-goodbye-to-cork-porto-is",
        "Say goodbye to Cork; Porto is where I live now.",
        E(F, "No longer: Cork", slot="?", fact_op="end"),
        E(PR, "Lives in Porto", slot="residence"),
    ),
    U("t-i-ve-lived-in-ghent-for", "I've lived in Ghent for years.", E(PR, "Lives in Ghent", slot="residence")),
    U(
        "t-i-m-building-bramble-a-league",
        "I'm building Bramble, a league table app.",
        E(J, "Project Bramble: league table app", slot="project:bramble"),
    ),
    U("t-swift-kotlin-finally", "Swift -> Kotlin, finally.", E(F, "Kotlin (instead of Swift)", "update", slot="?")),
    U(
        "t-i-m-a-staff-nurse-at",
        "I'm a staff nurse at Quillstone.",
        E(PR, "Works at Quillstone", slot="employer"),
        E(PR, "Job title: staff nurse", slot="role"),
    ),
    U(
        "t-i-mostly-program-in-swift",
        "I mostly program in Swift.",
        E(P, "Main programming language: Swift", slot="tool:language"),
    ),
    U(
        "t-i-do-all-my-coding-in",
        "I do all my coding in Visual Studio.",
        E(P, "Editor: Visual Studio", slot="tool:editor"),
    ),
    U(
        "t-canberra-has-been-home-for-a",
        "Canberra has been home for a decade.",
        E(PR, "Lives in Canberra", slot="residence"),
    ),
    U(
        "t-i-ve-been-at-umberfield-for",
        "I've been at Umberfield for three years, working as a paralegal.",
        E(PR, "Works at Umberfield", slot="employer"),
        E(PR, "Job title: paralegal", slot="role"),
    ),
    U(
        "t-day-job-paralegal-at-pinecrest-insurance",
        "Day job: paralegal at Pinecrest Insurance.",
        E(PR, "Works at Pinecrest Insurance", slot="employer"),
        E(PR, "Job title: paralegal", slot="role"),
    ),
    U(
        "t-changed-jobs-i-m-now-with",
        "Changed jobs -- I'm now with Saltmarsh as a paralegal.",
        E(PR, "Works at Saltmarsh", slot="employer"),
        E(PR, "Job title: paralegal", slot="role"),
    ),
    U(
        "t-i-m-joining-wrenfield-next-week",
        "I'm joining Wrenfield next week, same role, physiotherapist.",
        E(PR, "Works at Wrenfield", slot="employer"),
        E(PR, "Job title: physiotherapist", slot="role"),
    ),
    U(
        "t-we-ve-moved-the-new-flat",
        "We've moved! The new flat is in Mainz.",
        E(PR, "Lives in Mainz", slot="residence"),
    ),
    U(
        "t-new-title-engineering-manager",
        "New title: engineering manager.",
        E(PR, "Job title: engineering manager", slot="role"),
    ),
    U(
        "t-lately-i-paint-watercolours-in-the",
        "Lately I paint watercolours in the evenings.",
        E(P, "Hobby: painting", slot="hobby:painting"),
    ),
    U("t-fully-vegan-here", "Fully vegan here.", E(PR, "Diet: vegan", slot="diet")),
    U("t-we-had-to-rehome-maple", "We had to rehome Maple.", E(F, "No longer: Maple", slot="?", fact_op="end")),
    U(
        "t-i-don-t-use-logseq-anymore",
        "I don't use Logseq anymore.",
        E(F, "No longer: Logseq", slot="?", fact_op="end"),
    ),
    U(
        "t-dropped-scala-using-python-instead",
        "Dropped Scala, using Python instead.",
        E(F, "Python (instead of Scala)", "update", slot="?"),
    ),
    U(
        "t-scratch-the-cycling-my-knee-says",
        "Scratch the cycling, my knee says no.",
        E(F, "No longer: cycling", slot="?", fact_op="end"),
    ),
    U(
        "t-i-m-not-vegetarian-anymore",
        "I'm not vegetarian anymore.",
        E(PR, "No longer: diet", slot="diet", fact_op="end"),
    ),
    U(
        "t-we-broke-up-jonas-moved-out",
        "We broke up, Jonas moved out last week.",
        E(PR, "No longer: partner", slot="partner", fact_op="end"),
    ),
    U(
        "t-i-ll-be-in-prague-until",
        "I'll be in Prague until Sunday for work.",
        E(F, "Temporarily in Prague (until Sunday), not a move", slot="trip", fact_op="temp"),
    ),
    U(
        "t-i-m-working-as-a-nurse",
        "I'm working as a nurse practitioner at Blackthorn Energy.",
        E(PR, "Works at Blackthorn Energy", slot="employer"),
        E(PR, "Job title: nurse practitioner", slot="role"),
    ),
    U(
        "t-lua-is-my-main-programming-language",
        "Lua is my main programming language.",
        E(P, "Main programming language: Lua", slot="tool:language"),
    ),
    U("t-i-m-from-derby-and-still", "I'm from Derby and still live there.", E(PR, "Lives in Derby", slot="residence")),
    U(
        "t-we-migrated-cinder-from-scaleway-to",
        "We migrated Cinder from Scaleway to Azure.",
        E(F, "Azure (instead of Scaleway)", "update", slot="?"),
    ),
    U(
        "t-i-just-started-a-new-job",
        "I just started a new job at Driftwood, same title, sous chef.",
        E(PR, "Works at Driftwood", slot="employer"),
        E(PR, "Job title: sous chef", slot="role"),
    ),
    U(
        "t-i-have-a-new-manager-rina",
        "I have a new manager: Rina Sato.",
        E(PR, "Reports to Rina Sato (manager)", slot="manager"),
    ),
    U(
        "t-at-ember-health-i-m-an",
        "At Ember Health I'm an account manager.",
        E(PR, "Works at Ember Health", slot="employer"),
        E(PR, "Job title: account manager", slot="role"),
    ),
    U("t-i-rent-a-flat-in-mostar", "I rent a flat in Mostar.", E(PR, "Lives in Mostar", slot="residence")),
    U(
        "t-i-work-under-olga-petrova",
        "I work under Olga Petrova.",
        E(PR, "Reports to Olga Petrova (manager)", slot="manager"),
    ),
    U(
        "t-goodbye-perl-i-m-on-dart",
        "Goodbye Perl, I'm on Dart now.",
        E(F, "Dart (instead of Perl)", "update", slot="?"),
    ),
    U("t-it-s-zoe-s-birthday-10", "It's Zoe's birthday, 10 today!", E(PR, "Child Zoe is 10", slot="child:zoe")),
    U(
        "t-i-surf-most-mornings-before-work",
        "I surf most mornings before work.",
        E(P, "Hobby: surfing", slot="hobby:surfing"),
    ),
    U(
        "t-i-play-chess-online-every-night",
        "I play chess online every night.",
        E(P, "Hobby: chess", slot="hobby:chess"),
    ),
    U(
        "t-gardening-is-what-i-do-to",
        "Gardening is what I do to relax.",
        E(P, "Hobby: Gardening", slot="hobby:gardening"),
    ),
    U("t-i-follow-a-vegetarian-diet", "I follow a vegetarian diet.", E(PR, "Diet: vegetarian", slot="diet")),
    U(
        "t-give-me-dart-examples-from-now",
        "Give me Dart examples from now on, not Lua.",
        E(P, "Main programming language: Dart", "update", slot="tool:language"),
    ),
    U(
        "t-we-gave-bean-to-my-cousin",
        "We gave Bean to my cousin's farm.",
        E(F, "No longer: Bean", slot="?", fact_op="end"),
    ),
    U("t-i-have-a-new-partner-robin", "I have a new partner, Robin.", E(PR, "Partner is Robin", slot="partner")),
    U(
        "t-stefan-weber-replaced-olga-as-my",
        "Stefan Weber replaced Olga as my boss.",
        E(F, "Stefan Weber (instead of Olga)", "update", slot="?"),
    ),
    U("t-i-write-java-mostly", "I write Java mostly.", E(P, "Main programming language: Java", slot="tool:language")),
    U(
        "t-side-project-flint-a-climbing-log",
        "Side project: Flint - a climbing log.",
        E(J, "Project Flint: climbing log", slot="project:flint"),
    ),
    U(
        "t-bouldering-twice-a-week-keeps-me",
        "Bouldering twice a week keeps me sane.",
        E(P, "Hobby: Bouldering", slot="hobby:bouldering"),
    ),
    U(
        "t-my-job-data-engineer-at-nettlefield",
        "My job: data engineer at Nettlefield.",
        E(PR, "Works at Nettlefield", slot="employer"),
        E(PR, "Job title: data engineer", slot="role"),
    ),
    U("t-new-boss-dana-cohen", "New boss: Dana Cohen.", E(PR, "Reports to Dana Cohen (manager)", slot="manager")),
    U(
        "t-i-work-as-an-electrician-for",
        "I work as an electrician for Lanternworks.",
        E(PR, "Works at Lanternworks", slot="employer"),
        E(PR, "Job title: electrician", slot="role"),
    ),
    U("t-home-for-me-is-ghent", "Home for me is Ghent.", E(PR, "Lives in Ghent", slot="residence")),
    U(
        "t-we-re-building-badger-with-render",
        "We're building Badger with Render.",
        E(J, "Project Badger uses Render", slot="project:badger:stack"),
    ),
    U(
        "t-i-switched-jobs-and-now-work",
        "I switched jobs and now work at Kingfisher Air, still as an electrician.",
        E(PR, "Works at Kingfisher Air", slot="employer"),
        E(PR, "Job title: electrician", slot="role"),
    ),
    U(
        "t-side-note-bastian-vogel-is-my",
        "Side note: bastian Vogel is my new manager.",
        E(PR, "Reports to bastian Vogel (manager)", slot="manager"),
    ),
    U(
        "t-i-have-two-kids-cyrus-9",
        "I have two kids: Cyrus (9) and Arlo (2).",
        E(PR, "Child Cyrus is 9", slot="child:cyrus"),
        E(PR, "Child Arlo is 2", slot="child:arlo"),
    ),
    U("t-we-live-just-outside-modena", "We live just outside Modena.", E(PR, "Lives in Modena", slot="residence")),
    U(
        "t-obsidian-is-where-my-notes-live",
        "Obsidian is where my notes live.",
        E(P, "Notes app: Obsidian", slot="tool:notes"),
    ),
    U(
        "t-i-ve-switched-to-elm-from",
        "I've switched to Elm from Fortran.",
        E(F, "Elm (instead of Fortran)", "update", slot="?"),
    ),
    U(
        "t-no-wheat-for-me-please-i",
        "No wheat for me please, I'm allergic.",
        E(PR, "Allergic to wheat", slot="allergy:wheat"),
    ),
    U("t-anders-is-my-husband", "Anders is my husband.", E(PR, "Husband is Anders", slot="partner")),
    U("t-new-city-kassel", "New city: Kassel.", E(PR, "Lives in Kassel", slot="residence")),
    U(
        "t-now-at-kingfisher-air-doing-the",
        "Now at Kingfisher Air, doing the same court reporter work.",
        E(PR, "Works at Kingfisher Air", slot="employer"),
    ),
    U(
        "t-my-manager-s-name-is-fatima",
        "My manager's name is Fatima Zahra.",
        E(PR, "Reports to Fatima Zahra (manager)", slot="manager"),
    ),
    U(
        "t-please-use-java-from-now-on",
        "Please use Java from now on instead of Nim.",
        E(F, "Java (instead of Nim)", "update", slot="?"),
    ),
    U(
        "t-badger-is-on-ice-for-now",
        "Badger is on ice for now.",
        E(J, "Project Badger is on hold", slot="project:badger:status"),
    ),
    U(
        "t-bouldering-is-off-the-table-now",
        "Bouldering is off the table now, bad wrist.",
        E(F, "No longer: Bouldering", slot="?", fact_op="end"),
    ),
    U(
        "t-i-ve-been-crocheting-a-lot",
        "I've been crocheting a lot lately.",
        E(P, "Hobby: crocheting", slot="hobby:crocheting"),
    ),
    U(
        "t-me-and-gideon-my-husband-are",
        "Me and Gideon, my husband, are going to Spain.",
        E(PR, "Husband is Gideon", slot="partner"),
    ),
    U(
        "t-we-ve-got-a-rabbit-called",
        "We've got a rabbit called Peaches.",
        E(PR, "Has a rabbit named Peaches", slot="pet:peaches"),
    ),
    U("t-i-use-goland-to-write-code", "I use GoLand to write code.", E(P, "Editor: GoLand", slot="tool:editor")),
    U(
        "t-i-use-evernote-to-take-notes",
        "I use Evernote to take notes.",
        E(P, "Notes app: Evernote", slot="tool:notes"),
    ),
    U(
        "t-my-old-manager-luz-left-now",
        "My old manager Luz left; now it's Henrik Dahl.",
        E(PR, "Reports to Henrik Dahl (manager)", slot="manager"),
    ),
    U(
        "t-moving-away-from-vim-komodo-from",
        "Moving away from Vim, Komodo from now on.",
        E(F, "Komodo (instead of Vim)", "update", slot="?"),
    ),
    U("t-now-on-zig-i-left-erlang", "Now on Zig, I left Erlang.", E(F, "Zig (instead of Erlang)", "update", slot="?")),
    U(
        "t-got-promoted-i-m-a-senior",
        "Got promoted, I'm a senior solicitor now.",
        E(PR, "Job title: senior solicitor", slot="role"),
    ),
    U("t-i-fence-at-a-club-on", "I fence at a club on Wednesdays.", E(P, "Hobby: fencing", slot="hobby:fencing")),
    U("t-i-write-poetry-in-my-spare", "I write poetry in my spare time.", E(P, "Hobby: poetry", slot="hobby:poetry")),
    U("t-i-m-shutting-down-mosaic", "I'm shutting down Mosaic.", E(F, "No longer: Mosaic", slot="?", fact_op="end")),
    U(
        "t-gideon-and-i-have-separated",
        "Gideon and I have separated.",
        E(PR, "No longer: Gideon", slot="partner", fact_op="end"),
    ),
    U("t-tofu-is-no-longer-with-us", "Tofu is no longer with us.", E(F, "No longer: Tofu", slot="?", fact_op="end")),
    U(
        "t-i-ve-hung-up-my-fencing",
        "I've hung up my fencing mask for good.",
        E(F, "No longer: fencing mask", slot="?", fact_op="end"),
    ),
    U(
        "t-luz-ortega-runs-my-team",
        "Luz Ortega runs my team.",
        E(PR, "Reports to Luz Ortega (manager)", slot="manager"),
    ),
    U("t-i-answer-to-isla-grant", "I answer to Isla Grant.", E(PR, "Reports to Isla Grant (manager)", slot="manager")),
    U("t-i-eat-vegan", "I eat vegan.", E(PR, "Diet: vegan", slot="diet")),
]

# Said about somebody else, asked, hedged, quoted: no typed fact and no memory.
TYPED_EMPTY = [
    NONE("tn-my-sister-lives-in-oslo", "My sister lives in Oslo.", group="typed-empty"),
    NONE("tn-my-friend-works-atn-google", "My friend works at Google.", group="typed-empty"),
    NONE("tn-he-moved-to-paris-lastn-year", "He moved to Paris last year.", group="typed-empty"),
    NONE("tn-if-i-moved-to-tokyo-would", "If I moved to Tokyo, would I need a visa?", group="typed-empty"),
    NONE("tn-i-mightn-move-to-lisbon-next", "I might move to Lisbon next year.", group="typed-empty"),
    NONE("tn-my-roommate-switched-from-vim-to", "My roommate switched from Vim to Emacs.", group="typed-empty"),
    NONE("tn-he-said-his-wife-anna-is", "He said his wife Anna is a doctor.", group="typed-empty"),
    NONE("tn-my-sister-moved-from-oslo-to", "My sister moved from Oslo to Bergen.", group="typed-empty"),
    NONE("tn-my-niece-can-tn-eatn-strawberry", "My niece can't eat strawberry, she's allergic.", group="typed-empty"),
    NONE(
        "tn-my-colleague-yusuf-justn-gotn-a", "My colleague Yusuf just got a job as a glassblower.", group="typed-empty"
    ),
    NONE("tn-my-uncle-retired-to-reykjavik-last", "My uncle retired to Reykjavik last spring.", group="typed-empty"),
    NONE("tn-a-friend-of-mine-is-trying", "A friend of mine is trying Whole30 this month.", group="typed-empty"),
    NONE("tn-could-i-afford-naples-on-a", "Could I afford Naples on a teacher's salary?", group="typed-empty"),
    NONE("tn-do-iguanas-make-good-apartmentn-pets", "Do iguanas make good apartment pets?", group="typed-empty"),
    NONE("tn-whatn-would-a-career-as-a", "What would a career as a perfumer look like?", group="typed-empty"),
    NONE("tn-i-ve-been-using-linux-for", "I've been using Linux for ten years.", group="typed-empty"),
    NONE("tn-i-live-in-fear-of-merge", "I live in fear of merge conflicts.", group="typed-empty"),
    NONE("tn-should-i-switch-from-vim-to", "Should I switch from Vim to Emacs?", group="typed-empty"),
    NONE(
        "tn-my-neighbour-s-note-said-i",
        "My neighbour's note said \"I'm relocating to Cairo, please water the plants\".",
        group="typed-empty",
    ),
    NONE("tn-would-i-like-living-in-havana", "Would I like living in Havana?", group="typed-empty"),
    NONE("tn-maybe-i-ll-become-a-vegan", "Maybe I'll become a vegan someday.", group="typed-empty"),
    NONE("tn-my-brother-has-a-dog-called", "My brother has a dog called Rex.", group="typed-empty"),
    NONE(
        "tn-i-take-salsa-lessons-on-tuesdays",
        "I take salsa lessons on Tuesdays with my sister, who lives in Oslo?",
        group="typed-empty",
    ),
    NONE("tn-they-say-the-new-manager-is", "They say the new manager is strict.", group="typed-empty"),
]

for _name, _group in (
    ("remember", REMEMBER),
    ("preference", PREFERENCES),
    ("instruction", INSTRUCTIONS),
    ("my-x", MY_X),
    ("call-me", CALL_ME),
    ("profile", PROFILE),
    ("from-now-on", FROM_NOW_ON),
    ("decision", DECISIONS),
    ("project", PROJECTS),
    ("correction", CORRECTIONS),
    ("multi", MULTI),
    ("heldout", HELDOUT),
    ("typed", TYPED),
):
    for _i, _case in enumerate(_group):
        _group[_i] = Case(_case.id, _case.turns, _case.expect, _case.meta, group=_name)

CASES: list[Case] = [
    *REMEMBER,
    *PREFERENCES,
    *INSTRUCTIONS,
    *MY_X,
    *CALL_ME,
    *PROFILE,
    *FROM_NOW_ON,
    *DECISIONS,
    *PROJECTS,
    *CORRECTIONS,
    *MULTI,
    *HELDOUT,
    *TYPED,
    *EMPTY,
    *TYPED_EMPTY,
]
