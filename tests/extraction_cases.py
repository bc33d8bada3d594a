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
    U("dont-emojis", "Don't use emojis.", E(S, "No emojis", slot="style:emoji")),
    U(
        "please-always-bullets",
        "Please always use bullet points.",
        E(S, "Always use bullet points", slot="style:format"),
    ),
    U("never-apologize", "Never apologize.", E(S, "Never apologize")),
    U("stop-ing", "Stop using emojis.", E(S, "No emojis", slot="style:emoji")),
    U("no-emojis", "No emojis, please.", E(S, "No emojis", slot="style:emoji")),
    U("always-direct", "Always be direct with me.", E(S, "Always be direct with me", slot="style:tone")),
    U("never-semicolons", "Never use semicolons in JavaScript.", E(P, "Never use semicolons in JavaScript")),
    U("always-ask", "Always ask before deleting files.", E(P, "Always ask before deleting files")),
    U("do-not-disclaimers", "Do not add disclaimers.", E(S, "Do not add disclaimers")),
    U("dont-ever", "Please don't ever call me Robert.", E(P, "Don't ever call me Robert")),
    U("id-like-you-to", "I'd like you to always answer in English.", E(S, "Always answer in English")),
    U("want-you-to", "I want you to never use emojis.", E(S, "No emojis", slot="style:emoji")),
    U("stop-apologizing", "Stop apologizing so much.", E(S, "Stop apologizing so much")),
    U("avoid", "Avoid jargon.", E(S, "Avoid jargon")),
    U("cite", "Always cite your sources.", E(S, "Always cite your sources", slot="style:sources")),
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
    U("wife-is", "My wife is Maria.", E(PR, "Wife is Maria", slot="partner")),
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
    U("default-shell", "My default shell is zsh.", E(P, "Shell: zsh", slot="tool:shell")),
    U("current-project", "My current project is engram.", E(J, "Current project is engram", subject="project")),
    U("retirement-age", "My retirement age is 60.", E(PR, "Retirement age is 60", subject="retirement age")),
    U("risk-tolerance", "My risk tolerance is moderate.", E(F, "Risk tolerance is moderate")),
    U("github", "btw my github is anadev", E(PR, "Github is anadev", subject="github")),
    U("native-language", "My native language is Portuguese.", E(PR, "Native language is Portuguese")),
]

CALL_ME = [
    U("call-me", "Call me Bob.", E(PR, "Preferred name is Bob", subject="nickname", slot="nickname")),
    U("please-call-me", "Please call me Bob.", E(PR, "Preferred name is Bob", slot="nickname")),
    U("you-can-call-me", "You can call me Liz.", E(PR, "Preferred name is Liz", slot="nickname")),
    U("go-by", "I go by Sam.", E(PR, "Preferred name is Sam", slot="nickname")),
    U("prefer-to-be-called", "I prefer to be called Alex.", E(PR, "Preferred name is Alex", slot="nickname")),
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
    U("working-at", "I'm working at a startup called Foo.", E(PR, "Works at Foo", slot="employer")),
    U("allergic", "I'm allergic to peanuts.", E(PR, "Allergic to peanuts", slot="allergy:peanuts")),
    U("lactose", "I'm lactose intolerant.", E(PR, "Is lactose intolerant", subject="diet")),
    U("greeting-name", "Hi, I'm Ana.", E(PR, "Name is Ana", subject="name")),
    U("greeting-name-next-sentence", "Hi! I'm Ana.", E(PR, "Name is Ana")),
    U("fyi-vegan", "FYI, I'm vegan.", E(PR, "Diet: vegan", slot="diet")),
    U("btw-work", "By the way, I work for Initech.", E(PR, "Works at Initech", slot="employer")),
]

FROM_NOW_ON = [
    U("from-now-on-concise", "From now on, be concise.", E(S, "Prefers concise replies", slot="style:length")),
    U("suffix-from-now-on", "Be concise from now on.", E(S, "Prefers concise replies", slot="style:length")),
    U("going-forward", "Going forward, reply in Spanish.", E(S, "Reply in Spanish")),
    U(
        "you-should",
        "From now on, you should answer in British English.",
        E(S, "Use British English", slot="style:spelling"),
    ),
    U("from-now-on-call-me", "From now on, call me Bob.", E(PR, "Preferred name is Bob", slot="nickname")),
    U(
        "going-forward-prefer",
        "Going forward, I prefer short answers.",
        E(S, "Prefers short answers", slot="style:length"),
    ),
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
    U(
        "working-on",
        "I'm working on a CLI tool called engram.",
        E(J, "Project engram: CLI tool", slot="project:engram"),
    ),
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
        E(PR, "Preferred name is Liz", slot="nickname"),  # the typed name replaces the one stored
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
        E(S, "Prefers short answers", slot="style:length"),
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
        E(S, "Prefers short replies", slot="style:length"),
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
    U(
        "ho-please-always-respond-in-french",
        "Please always respond in French.",
        E(S, "Always respond in French", slot="style:language"),
    ),
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
        E(J, "Project Tidepool", slot="project:tidepool"),
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
        E(J, "Project Marigold uses Rails", "update", slot="project:marigold:backend"),
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
        E(P, "Editor: Helix", "update", slot="tool:editor"),
    ),
    U(
        "t-ditched-notion-for-obsidian",
        "Ditched Notion for Obsidian.",
        E(P, "Notes app: Obsidian", "update", slot="tool:notes"),
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
        E(F, "Trip to Berlin until Friday", slot="trip", fact_op="temp"),
    ),
    U(
        "t-heading-to-rome-for-a-week",
        "Heading to Rome for a week on holiday.",
        E(F, "Trip to Rome", slot="trip", fact_op="temp"),
    ),
    U(
        "t-falcon-is-now-on-hold",
        "Falcon is now on hold.",
        E(J, "Project Falcon is on hold", slot="project:falcon:status"),
    ),
    U(
        "t-we-re-using-svelte-for-the",
        "We're using Svelte for the Falcon frontend.",
        E(J, "Project Falcon uses Svelte", slot="project:falcon:frontend"),
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
    U(
        "t-swift-kotlin-finally",
        "Swift -> Kotlin, finally.",
        E(P, "Main programming language: Kotlin", "update", slot="tool:language"),
    ),
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
        E(P, "Main programming language: Python", "update", slot="tool:language"),
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
        E(F, "Trip to Prague until Sunday", slot="trip", fact_op="temp"),
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
        E(J, "Project Cinder uses Azure", "update", slot="project:cinder:hosting"),
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
        E(P, "Main programming language: Dart", "update", slot="tool:language"),
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
        E(PR, "Reports to Stefan Weber (manager)", "update", slot="manager"),
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
        E(J, "Project Badger uses Render", slot="project:badger:hosting"),
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
    U(
        "t-i-left-evergreen-schools-to-join",
        "I left Evergreen Schools to join Cobalt Insurance, same role, civil engineer.",
        E(PR, "Works at Cobalt Insurance", slot="employer"),
        E(PR, "No longer: Evergreen Schools", slot="employer", fact_op="end"),
        E(PR, "Job title: civil engineer", slot="role"),
    ),
    U(
        "t-mona-fischer-took-over-from-oona",
        "Mona Fischer took over from Oona as my manager.",
        E(PR, "Reports to Mona Fischer (manager)", "update", slot="manager"),
    ),
    U("t-kaunas-is-our-new-home-city", "Kaunas is our new home city.", E(PR, "Lives in Kaunas", slot="residence")),
    U(
        "t-i-use-elixir-now-instead-of",
        "I use Elixir now instead of Go.",
        E(F, "Elixir (instead of Go)", "update", slot="?"),
    ),
    U(
        "t-just-settled-into-a-new-place",
        "Just settled into a new place in Basel.",
        E(PR, "Lives in Basel", slot="residence"),
    ),
    U(
        "t-i-mostly-write-elixir",
        "I mostly write Elixir.",
        E(P, "Main programming language: Elixir", slot="tool:language"),
    ),
    U(
        "t-climbing-is-how-i-spend-my",
        "Climbing is how I spend my weekends.",
        E(P, "Hobby: Climbing", slot="hobby:climbing"),
    ),
    U("t-i-ve-made-avignon-my-home", "I've made Avignon my home.", E(PR, "Lives in Avignon", slot="residence")),
    U(
        "t-i-m-employed-as-a-nurse",
        "I'm employed as a nurse by Foxhollow.",
        E(PR, "Works at Foxhollow", slot="employer"),
        E(PR, "Job title: nurse", slot="role"),
    ),
    U(
        "t-i-have-a-10-year-old",
        "I have a 10-year-old daughter, Isla.",
        E(PR, "Daughter Isla is 10", slot="child:isla"),
    ),
    U(
        "t-scala-is-out-swift-is-in",
        "Scala is out, Swift is in.",
        E(P, "Main programming language: Swift", "update", slot="tool:language"),
    ),
    U("t-i-quilt-in-my-free-time", "I quilt in my free time.", E(P, "Hobby: quilting", slot="hobby:quilting")),
    U("t-we-lost-our-cat-noodle", "We lost our cat Noodle.", E(F, "No longer: Noodle", slot="?", fact_op="end")),
    U(
        "t-i-ve-stopped-working-on-fjord",
        "I've stopped working on Fjord.",
        E(F, "No longer: Fjord", slot="?", fact_op="end"),
    ),
    U(
        "t-they-promoted-me-to-support-team",
        "They promoted me to support team lead!",
        E(PR, "Job title: support team lead", slot="role"),
    ),
    U(
        "t-officially-lab-director-as-of-today",
        "Officially lab director as of today.",
        E(PR, "Job title: lab director", slot="role"),
    ),
    U("t-i-m-a-resident-of-cadiz", "I'm a resident of Cadiz these days.", E(PR, "Lives in Cadiz", slot="residence")),
    U(
        "t-after-the-move-i-m-based",
        "After the move I'm based in Avignon.",
        E(PR, "Lives in Avignon", slot="residence"),
    ),
    U("t-these-days-i-m-in-faro", "These days I'm in Faro, it's lovely.", E(PR, "Lives in Faro", slot="residence")),
    U(
        "t-ilulissat-is-where-we-are-now",
        "Ilulissat is where we are now.",
        E(PR, "Lives in Ilulissat", slot="residence"),
    ),
    U(
        "t-i-m-on-nils-ekberg-s",
        "I'm on Nils Ekberg's team.",
        E(PR, "Reports to Nils Ekberg (manager)", slot="manager"),
    ),
    U(
        "t-rosa-moreno-is-the-person-i",
        "Rosa Moreno is the person I report to.",
        E(PR, "Reports to Rosa Moreno (manager)", slot="manager"),
    ),
    U(
        "t-i-ve-been-working-at-alderbrook",
        "I've been working at Alderbrook for a while as a support agent.",
        E(PR, "Works at Alderbrook", slot="employer"),
        E(PR, "Job title: support agent", slot="role"),
    ),
    U("t-i-sing-in-a-choir-on", "I sing in a choir on Thursdays.", E(P, "Hobby: choir", slot="hobby:choir")),
    U("t-sad-news-kiwi-passed-away", "Sad news, Kiwi passed away.", E(F, "No longer: Kiwi", slot="?", fact_op="end")),
    U(
        "t-i-ll-be-in-bogota-next",
        "I'll be in Bogota next week for a course.",
        E(F, "Trip to Bogota until next week", slot="trip", fact_op="temp"),
    ),
    U("t-my-wife-and-i-moved-to", "My wife and I moved to Lyon.", E(PR, "Lives in Lyon", slot="residence")),
    U("t-our-daughter-maya-is-5", "Our daughter Maya is 5.", E(PR, "Daughter Maya is 5", slot="child:maya")),
    U(
        "t-we-adopted-a-puppy-named-biscuit",
        "We adopted a puppy named Biscuit.",
        E(PR, "Has a puppy named Biscuit", slot="pet:biscuit"),
    ),
    U(
        "t-i-live-in-porto-with-my",
        "I live in Porto with my girlfriend Ana.",
        E(PR, "Lives in Porto", slot="residence"),
        E(PR, "Girlfriend is Ana", slot="partner"),
    ),
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
    NONE("tn-my-brother-justn-moved-to-reykjavik", "My brother just moved to Reykjavik.", group="typed-empty"),
    NONE("tn-my-coworker-yusuf-switched-to-haxe", "My coworker Yusuf switched to Haxe last week.", group="typed-empty"),
    NONE("tn-my-cousin-is-allergic-to-oat", "My cousin is allergic to oat.", group="typed-empty"),
    NONE("tn-my-mum-wentn-vegan-this-year", "My mum went vegan this year.", group="typed-empty"),
    NONE("tn-my-friend-margotn-works-as-a", "My friend Margot works as a perfumer now.", group="typed-empty"),
    NONE("tn-should-i-move-to-naples-someday", "Should I move to Naples someday?", group="typed-empty"),
    NONE("tn-if-i-became-a-glassblower-would", "If I became a glassblower, would I be happy?", group="typed-empty"),
    NONE("tn-my-friend-sam-is-married-to", "My friend Sam is married to Lena.", group="typed-empty"),
    NONE("tn-our-neighbour-s-dog-rex-barks", "Our neighbour's dog Rex barks all night.", group="typed-empty"),
    NONE("tn-my-sister-s-husband-tom-works", "My sister's husband Tom works at Google.", group="typed-empty"),
    NONE("tn-my-dad-moved-to-spain-last", "My dad moved to Spain last year.", group="typed-empty"),
    NONE("tn-her-catn-mittens-died", "Her cat Mittens died.", group="typed-empty"),
    NONE("tn-my-colleague-switched-from-java-to", "My colleague switched from Java to Kotlin.", group="typed-empty"),
    NONE("tn-my-daughter-s-friend-lily-turned", "My daughter's friend Lily turned 8 today.", group="typed-empty"),
    NONE("tn-a-coworker-of-mine-justn-joined", "A coworker of mine just joined Stripe.", group="typed-empty"),
    NONE("tn-our-team-lead-jo-moved-to", "Our team lead Jo moved to Berlin.", group="typed-empty"),
    NONE("tn-my-roommate-has-a-catn-named", "My roommate has a cat named Salem.", group="typed-empty"),
    # somebody named first, then what they did: never the user's fact (a leak found by engram bench truth)
    NONE("tn-named-colleague-hired-as", "Oswin from accounting got hired as a crane operator", group="typed-empty"),
    NONE("tn-named-friend-started-at", "Maya started at Google last week.", group="typed-empty"),
    NONE("tn-named-two-words-moved", "Tom Baker moved to Berlin in May.", group="typed-empty"),
    # feelings after "made me", and what the user says about the person they talk to (LoCoMo precision check)
    NONE(
        "tn-made-me-realize", "It made me realize the importance of relying on my inner strength.", group="typed-empty"
    ),
    NONE("tn-made-me-proud", "Really made me proud and grateful.", group="typed-empty"),
    NONE("tn-you-grown-as-artist", "You must love seeing how you've grown as an artist.", group="typed-empty"),
    NONE("tn-bye-name", "Bye Nate!", group="typed-empty"),
    NONE("tn-dropped-off", "Last week I dropped off the cookies at the shelter.", group="typed-empty"),
    NONE("tn-finished-with-task", "I just finished with the intro to my next script.", group="typed-empty"),
    NONE("tn-made-me-decide", "Seeing that made me decide to act.", group="typed-empty"),
    NONE("tn-joined-a-club", "I joined a travel club!", group="typed-empty"),
    NONE("tn-signed-with-a-team", "I just signed with a new team - excited for the season!", group="typed-empty"),
    NONE("tn-living-my-dream", "I'm living my dream by having my own dance studio.", group="typed-empty"),
    NONE("tn-safe-home-is-key", "Yeah, that's important. A safe home is key.", group="typed-empty"),
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

# ---- tools, projects, diet, allergies, hobbies, and their switches (frames_things, tech_lexicon) ----
# Phrasings of our own, several per construction; a decision lands in the slot of its kind.
THINGS = [
    U(
        "th-we-re-porting-the-whole-codebase-to-go-s",
        "we're porting the whole codebase to Go, so Python is out",
        E(P, "Main programming language: Go", "update", slot="tool:language"),
        group="things",
    ),
    U(
        "th-rust-is-in-c-is-out",
        "Rust is in, C++ is out",
        E(F, "Rust (instead of C++)", "update", slot="?"),
        group="things",
    ),
    U(
        "th-we-moved-it-all-to-fly-io-and-heroku-is",
        "we moved it all to Fly.io and Heroku is gone",
        E(F, "Fly.io (instead of Heroku)", "update", slot="?"),
        group="things",
    ),
    U(
        "th-for-wren-we-re-ditching-mysql-in-favor-o",
        "for Wren we're ditching MySQL in favor of Postgres",
        E(J, "Project Wren uses Postgres", "update", slot="project:wren:database"),
        group="things",
    ),
    U(
        "th-tore-react-out-of-pika-svelte-now",
        "tore React out of Pika; Svelte now",
        E(J, "Project Pika uses Svelte", "update", slot="project:pika:frontend"),
        group="things",
    ),
    U(
        "th-yanked-out-firebase-from-lumen-it-s-supa",
        "yanked out Firebase from Lumen, it's Supabase now",
        E(J, "Project Lumen uses Supabase", "update", slot="project:lumen:database"),
        group="things",
    ),
    U(
        "th-got-rid-of-evernote-it-s-logseq-now",
        "got rid of Evernote, it's Logseq now",
        E(F, "Logseq (instead of Evernote)", "update", slot="?"),
        group="things",
    ),
    U(
        "th-switched-to-bear-and-deleted-evernote",
        "switched to Bear and deleted Evernote",
        E(F, "Bear (instead of Evernote)", "update", slot="?"),
        group="things",
    ),
    U(
        "th-trying-out-helix-instead-of-vim-and-hone",
        "trying out Helix instead of Vim and honestly I love it",
        E(P, "Editor: Helix", "update", slot="tool:editor"),
        group="things",
    ),
    U(
        "th-zed-sublime-text-no-contest",
        "Zed > Sublime Text. no contest",
        E(P, "Editor: Zed", "update", slot="tool:editor"),
        group="things",
    ),
    U(
        "th-switched-from-vim-to-helix-much-nicer",
        "switched from Vim to Helix, much nicer",
        E(P, "Editor: Helix", "update", slot="tool:editor"),
        group="things",
    ),
    U(
        "th-i-store-all-my-meeting-notes-plans-and-d",
        "I store all my meeting notes, plans and docs in Notion",
        E(P, "Notes app: Notion", slot="tool:notes"),
        group="things",
    ),
    U(
        "th-we-keep-our-notes-and-recipes-in-joplin",
        "we keep our notes and recipes in Joplin",
        E(P, "Notes app: Joplin", slot="tool:notes"),
        group="things",
    ),
    U(
        "th-i-jot-my-notes-and-ideas-down-in-logseq",
        "I jot my notes and ideas down in Logseq",
        E(P, "Notes app: Logseq", slot="tool:notes"),
        group="things",
    ),
    U(
        "th-going-forward-snippets-in-kotlin-please",
        "going forward, snippets in Kotlin please, not Java",
        E(P, "Main programming language: Kotlin", "update", slot="tool:language"),
        group="things",
    ),
    U(
        "th-from-now-on-answers-in-go-please",
        "from now on, answers in Go please",
        E(P, "Main programming language: Go", slot="tool:language"),
        group="things",
    ),
    U(
        "th-i-m-rewriting-my-backend-in-elixir",
        "I'm rewriting my backend in Elixir",
        E(P, "Main programming language: Elixir", slot="tool:language"),
        group="things",
    ),
    U(
        "th-new-pet-project-pika-a-plant-watering-bo",
        "new pet project - Pika, a plant watering bot",
        E(J, "Project Pika: plant watering bot", slot="project:pika"),
        group="things",
    ),
    U(
        "th-started-a-side-project-called-wren-a-rea",
        "started a side project called Wren, a reading log",
        E(J, "Project Wren: reading log", slot="project:wren"),
        group="things",
    ),
    U(
        "th-i-m-building-lumen-a-tiny-weather-dashbo",
        "I'm building Lumen (a tiny weather dashboard) on weekends",
        E(J, "Project Lumen: tiny weather dashboard", slot="project:lumen"),
        group="things",
    ),
    U(
        "th-we-went-with-sqlite-for-pika",
        "we went with SQLite for Pika",
        E(J, "Project Pika uses SQLite", slot="project:pika:database"),
        group="things",
    ),
    U(
        "th-settled-on-vue-for-wren",
        "settled on Vue for Wren",
        E(J, "Project Wren uses Vue", slot="project:wren:frontend"),
        group="things",
    ),
    U(
        "th-going-with-cloudflare-pages-for-lumen",
        "going with Cloudflare Pages for Lumen",
        E(J, "Project Lumen uses Cloudflare Pages", slot="project:lumen:hosting"),
        group="things",
    ),
    U(
        "th-we-agreed-that-wren-should-run-on-fly-io",
        "we agreed that Wren should run on Fly.io",
        E(J, "Project Wren uses Fly.io", slot="project:wren:hosting"),
        group="things",
    ),
    U(
        "th-decided-pika-will-use-django",
        "decided Pika will use Django",
        E(J, "Project Pika uses Django", slot="project:pika:backend"),
        group="things",
    ),
    U(
        "th-lumen-will-use-redis",
        "Lumen will use Redis",
        E(J, "Project Lumen uses Redis", slot="project:lumen:database"),
        group="things",
    ),
    U(
        "th-wren-is-hosted-on-render-now",
        "Wren is hosted on Render now",
        E(J, "Project Wren uses Render", slot="project:wren:hosting"),
        group="things",
    ),
    U(
        "th-putting-pika-on-the-back-burner-work-is",
        "putting Pika on the back burner, work is mad",
        E(J, "Project Pika is on hold", slot="project:pika:status"),
        group="things",
    ),
    U(
        "th-we-re-parking-lumen-for-a-while",
        "we're parking Lumen for a while",
        E(J, "Project Lumen is paused (on hold)", slot="project:lumen:status"),
        group="things",
    ),
    U(
        "th-wrapped-up-wren-last-night",
        "wrapped up Wren last night",
        E(J, "Project Wren is wrapped up", slot="project:wren:status"),
        group="things",
    ),
    U(
        "th-lifelong-vegetarian-here-what-should-i-c",
        "lifelong vegetarian here, what should I cook",
        E(PR, "Diet: vegetarian", slot="diet"),
        group="things",
    ),
    U(
        "th-from-now-on-i-m-going-to-be-vegan",
        "from now on I'm going to be vegan",
        E(PR, "Diet: vegan", slot="diet"),
        group="things",
    ),
    U(
        "th-i-ll-be-pescatarian-going-forward",
        "I'll be pescatarian going forward",
        E(PR, "Diet: pescatarian", slot="diet"),
        group="things",
    ),
    U(
        "th-basically-pescatarian-these-days",
        "basically pescatarian these days",
        E(PR, "Diet: pescatarian", slot="diet"),
        group="things",
    ),
    U(
        "th-pescatarian-since-2015-fish-only",
        "pescatarian since 2015, fish only",
        E(PR, "Diet: pescatarian", slot="diet"),
        group="things",
    ),
    U(
        "th-sesame-gives-me-a-rash",
        "sesame gives me a rash",
        E(PR, "Allergic to sesame", slot="allergy:sesame"),
        group="things",
    ),
    U(
        "th-kiwi-makes-my-throat-swell",
        "kiwi makes my throat swell",
        E(PR, "Allergic to kiwi", slot="allergy:kiwi"),
        group="things",
    ),
    U(
        "th-i-break-out-in-hives-from-latex",
        "I break out in hives from latex",
        E(PR, "Allergic to latex", slot="allergy:latex"),
        group="things",
    ),
    U(
        "th-severe-peanut-allergy-btw",
        "severe peanut allergy btw",
        E(PR, "Allergic to peanut", slot="allergy:peanut"),
        group="things",
    ),
    U(
        "th-saturdays-are-climbing-club",
        "saturdays are climbing club",
        E(P, "Hobby: climbing", slot="hobby:climbing"),
        group="things",
    ),
    U(
        "th-tuesday-nights-are-choir-rehearsal-for-m",
        "tuesday nights are choir rehearsal for me",
        E(P, "Hobby: choir", slot="hobby:choir"),
        group="things",
    ),
    U(
        "th-i-have-salsa-lessons-on-tuesdays",
        "I have salsa lessons on tuesdays",
        E(P, "Hobby: salsa", slot="hobby:salsa"),
        group="things",
    ),
    U(
        "th-i-go-swimming-three-times-a-week",
        "I go swimming three times a week",
        E(P, "Hobby: swimming", slot="hobby:swimming"),
        group="things",
    ),
    U(
        "th-i-m-learning-to-play-the-cello",
        "I'm learning to play the cello",
        E(P, "Hobby: cello", slot="hobby:cello"),
        group="things",
    ),
    U(
        "th-teaching-myself-banjo-these-days",
        "teaching myself banjo these days",
        E(P, "Hobby: banjo", slot="hobby:banjo"),
        group="things",
    ),
    U(
        "th-we-ve-gotten-seriously-into-board-games",
        "we've gotten seriously into board games",
        E(P, "Hobby: board games", slot="hobby:board games"),
        group="things",
    ),
    U(
        "th-we-re-scrapping-lumen-too-much-work",
        "we're scrapping Lumen, too much work",
        E(F, "No longer: Lumen", slot="?", fact_op="end"),
        group="things",
    ),
    U(
        "th-killing-wren-it-never-took-off",
        "killing Wren, it never took off",
        E(F, "No longer: Wren", slot="?", fact_op="end"),
        group="things",
    ),
    U(
        "th-gave-my-old-guitar-away-done-with-it",
        "gave my old guitar away, done with it",
        E(F, "No longer: guitar", slot="?", fact_op="end"),
        group="things",
    ),
    U(
        "th-i-write-python-all-day",
        "I write Python all day",
        E(P, "Main programming language: Python", slot="tool:language"),
        group="things",
    ),
    U(
        "th-at-work-it-s-all-kotlin",
        "at work it's all Kotlin",
        E(P, "Main programming language: Kotlin", slot="tool:language"),
        group="things",
    ),
    U(
        "th-my-day-job-is-mostly-go",
        "my day job is mostly Go",
        E(P, "Main programming language: Go", slot="tool:language"),
        group="things",
    ),
    U(
        "th-rust-examples-please",
        "Rust examples please",
        E(P, "Main programming language: Rust", slot="tool:language"),
        group="things",
    ),
    U(
        "th-kotlin-snippets-from-now-on",
        "Kotlin snippets from now on",
        E(P, "Main programming language: Kotlin", slot="tool:language"),
        group="things",
    ),
    U(
        "th-my-notes-are-all-in-bear",
        "my notes are all in Bear",
        E(P, "Notes app: Bear", slot="tool:notes"),
        group="things",
    ),
    U(
        "th-my-weekend-project-moth-a-moth-trap-coun",
        "my weekend project Moth (a moth-trap counter)",
        E(J, "Project Moth: moth-trap counter", slot="project:moth"),
        group="things",
    ),
    U(
        "th-moth-is-a-little-side-project-of-mine",
        "Moth is a little side project of mine",
        E(J, "Project Moth", slot="project:moth"),
        group="things",
    ),
    U(
        "th-for-moth-i-m-using-svelte",
        "for Moth I'm using Svelte",
        E(J, "Project Moth uses Svelte", slot="project:moth:frontend"),
        group="things",
    ),
    U(
        "th-moth-v1-is-out",
        "Moth v1 is out",
        E(J, "Project Moth is live", slot="project:moth:status"),
        group="things",
    ),
    U("th-moth-is-online", "Moth is online", E(J, "Project Moth is live", slot="project:moth:status"), group="things"),
    U("th-vegan-these-days", "vegan these days", E(PR, "Diet: vegan", slot="diet"), group="things"),
    U(
        "th-eating-fish-again-so-pescatarian-now",
        "eating fish again, so pescatarian now",
        E(PR, "Diet: pescatarian", slot="diet"),
        group="things",
    ),
    U(
        "th-i-m-deathly-anaphylactic-to-bee-stings",
        "I'm deathly anaphylactic to bee stings",
        E(PR, "Allergic to bee stings", slot="allergy:bee stings"),
        group="things",
    ),
    U(
        "th-giving-up-on-moth-no-time",
        "giving up on Moth, no time",
        E(F, "No longer: Moth", slot="?", fact_op="end"),
        group="things",
    ),
    U(
        "th-we-re-rebuilding-the-app-in-swift-so-kot",
        "we're rebuilding the app in swift, so kotlin is out",
        E(F, "Swift (instead of kotlin)", "update", slot="?"),
        group="things",
    ),
    U(
        "th-moved-it-all-to-vercel-and-heroku-is-gon",
        "moved it all to vercel and heroku is gone",
        E(F, "Vercel (instead of heroku)", "update", slot="?"),
        group="things",
    ),
    U(
        "th-rip-biscuit-best-dog-ever",
        "RIP Biscuit, best dog ever",
        E(F, "No longer: Biscuit", slot="?", fact_op="end"),
        group="things",
    ),
    U(
        "th-going-with-sveltekit-for-moth",
        "going with sveltekit for moth",
        E(J, "Project moth uses sveltekit", slot="project:moth:frontend"),
        group="things",
    ),
    U(
        "th-tore-out-vue-from-moth-it-s-solidjs-now",
        "tore out vue from moth, it's solidjs now",
        E(J, "Project moth uses solidjs", "update", slot="project:moth:frontend"),
        group="things",
    ),
    U(
        "th-from-nwo-on-snippets-in-go-please-not-ru",
        "from nwo on, snippets in Go please, not Ruby",
        E(P, "Main programming language: Go", "update", slot="tool:language"),
        group="things",
    ),
    U(
        "th-mostly-write-kotlin-at-work",
        "mostly write Kotlin at work",
        E(P, "Main programming language: Kotlin", slot="tool:language"),
        group="things",
    ),
    U(
        "th-keep-my-notes-tasks-and-recipes-in-logse",
        "keep my notes, tasks and recipes in Logseq",
        E(P, "Notes app: Logseq", slot="tool:notes"),
        group="things",
    ),
    U(
        "th-making-moth-a-moth-trap-counter-on-weeke",
        "making Moth, a moth-trap counter, on weekends",
        E(J, "Project Moth: moth-trap counter", slot="project:moth"),
        group="things",
    ),
    U(
        "th-go-climbing-twice-a-week",
        "go climbing twice a week",
        E(P, "Hobby: climbing", slot="hobby:climbing"),
        group="things",
    ),
    U(
        "th-gotten-seriously-into-birding-lately",
        "gotten seriously into birding lately",
        E(P, "Hobby: birding", slot="hobby:birding"),
        group="things",
    ),
    U("th-vegetarian-btw", "vegetarian btw", E(PR, "Diet: vegetarian", slot="diet"), group="things"),
    U(
        "th-kayaking-wrecked-my-shoulder-i-m-done-wi",
        "kayaking wrecked my shoulder, I'm done with it",
        E(F, "No longer: kayaking", slot="?", fact_op="end"),
        group="things",
    ),
    U(
        "th-helix-crashed-twice-today-i-m-so-done-wi",
        "Helix crashed twice today, I'm so done with it",
        E(F, "No longer: Helix", slot="?", fact_op="end"),
        group="things",
    ),
    U(
        "th-the-pottery-studio-closed-i-m-finished-w",
        "the pottery studio closed, I'm finished with it",
        E(F, "No longer: pottery", slot="?", fact_op="end"),
        group="things",
    ),
]
# Somebody else's tool or diet, hypotheticals, questions, quotes, code and the assistant's own taste.
THINGS_EMPTY = [
    NONE("thn-we-went-with-postgres-for-the-backend", "we went with postgres for the backend", group="things-empty"),
    NONE("thn-going-with-mum-for-dinner", "going with mum for dinner", group="things-empty"),
    NONE("thn-keep-my-notes-short", "keep my notes short", group="things-empty"),
    NONE("thn-my-dad-went-with-svelte-for-moth", "my dad went with Svelte for Moth", group="things-empty"),
    NONE("thn-go-climbing-with-my-brother-no-thanks", "go climbing with my brother? no thanks", group="things-empty"),
    NONE("thn-we-re-in-lisbon-so-porto-is-out", "we're in Lisbon, so Porto is out", group="things-empty"),
    NONE(
        "thn-my-flatmate-moved-everything-to-bear-so",
        "my flatmate moved everything to Bear, so Notion is out for her",
        group="things-empty",
    ),
    NONE("thn-my-brother-writes-python-all-day", "my brother writes Python all day", group="things-empty"),
    NONE("thn-at-work-it-s-all-meetings", "at work it's all meetings", group="things-empty"),
    NONE("thn-my-notes-are-all-in-a-mess", "my notes are all in a mess", group="things-empty"),
    NONE(
        "thn-my-cousin-s-weekend-project-moth-a-moth",
        "my cousin's weekend project Moth (a moth-trap counter)",
        group="things-empty",
    ),
    NONE("thn-should-moth-be-a-side-project-of-mine", "should Moth be a side project of mine?", group="things-empty"),
    NONE(
        "thn-my-coworker-is-rewriting-everything-in-s",
        "my coworker is rewriting everything in Scala, so Kotlin is out",
        group="things-empty",
    ),
    NONE(
        "thn-if-we-switched-to-vercel-would-heroku-be",
        "if we switched to Vercel, would Heroku be gone?",
        group="things-empty",
    ),
    NONE("thn-should-we-move-sextant-to-rails", "should we move Sextant to Rails?", group="things-empty"),
    NONE("thn-should-i-go-with-netlify-for-tamarind", "should I go with Netlify for Tamarind?", group="things-empty"),
    NONE(
        "thn-my-brother-keeps-his-notes-and-todo-list",
        "my brother keeps his notes and todo lists in Obsidian",
        group="things-empty",
    ),
    NONE(
        "thn-my-sister-is-vegan-here-so-no-dairy-for",
        "my sister is vegan here, so no dairy for her",
        group="things-empty",
    ),
    NONE(
        "thn-my-friend-says-shellfish-gives-him-hives", "my friend says shellfish gives him hives", group="things-empty"
    ),
    NONE("thn-shellfish-gives-my-daughter-hives", "Shellfish gives my daughter hives", group="things-empty"),
    NONE(
        "thn-my-colleague-s-team-went-with-postgres-f",
        "my colleague's team went with Postgres for Atlas",
        group="things-empty",
    ),
    NONE(
        "thn-personally-i-d-go-with-svelte-for-that-p",
        "Personally I'd go with Svelte for that project.",
        group="things-empty",
    ),
    NONE("thn-they-decided-orion-will-use-mongodb", "They decided Orion will use MongoDB", group="things-empty"),
    NONE("thn-mondays-are-the-worst", "mondays are the worst", group="things-empty"),
    NONE("thn-fridays-are-pizza-night", "fridays are pizza night", group="things-empty"),
    NONE(
        "thn-thursdays-are-my-kid-s-football-practice", "thursdays are my kid's football practice", group="things-empty"
    ),
    NONE("thn-the-heat-gives-me-a-rash", "the heat gives me a rash", group="things-empty"),
    NONE("thn-i-m-killing-it-at-work", "I'm killing it at work", group="things-empty"),
    NONE("thn-killing-time-before-the-meeting", "killing time before the meeting", group="things-empty"),
    NONE("thn-what-if-i-went-vegan-from-now-on", "what if I went vegan from now on?", group="things-empty"),
    NONE("thn-i-m-not-putting-sextant-on-hold-no-way", "I'm not putting Sextant on hold, no way", group="things-empty"),
    NONE(
        "thn-trying-zed-instead-of-emacs-would-be-nic",
        "trying Zed instead of Emacs would be nice, right?",
        group="things-empty",
    ),
    NONE(
        "thn-the-peanut-allergy-thing-at-school-was-s",
        "the peanut allergy thing at school was scary",
        group="things-empty",
    ),
    NONE("thn-rust-is-out-of-the-question", "Rust is out of the question", group="things-empty"),
    NONE("thn-pika-is-on-track-for-friday", "Pika is on track for Friday", group="things-empty"),
    NONE(
        "thn-imagine-rewriting-everything-in-haskell",
        "imagine rewriting everything in Haskell, so Java is out",
        group="things-empty",
    ),
    NONE("thn-she-keeps-her-notes-in-bear", "she keeps her notes in Bear", group="things-empty"),
    NONE(
        "thn-my-partner-has-pottery-class-on-thursday",
        "my partner has pottery class on thursdays",
        group="things-empty",
    ),
    NONE(
        "thn-quoted-project-pick",
        'my lead wrote "going with Netlify for Tamarind" in the doc, thoughts?',
        group="things-empty",
    ),
    NONE("thn-new-project-is-no-name", "new side project: an app for birders", group="things-empty"),
    NONE("thn-brother-switched-tools", "my brother switched to Bear and deleted Evernote", group="things-empty"),
    NONE(
        "thn-code-language-pick",
        '```\n# examples in Rust please, not Scala\nstack = "going with Netlify for Tamarind"\n```\nwhy does this fail',
        group="things-empty",
    ),
    NONE(
        "thn-assistant-own-tools",
        "Personally I keep my notes in Obsidian, and I would go with Netlify for Tamarind.",
        role="assistant",
        group="things-empty",
    ),
]
CASES += [*THINGS, *THINGS_EMPTY]

from people_cases import PEOPLE, PEOPLE_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*PEOPLE, *PEOPLE_EMPTY]

from people2_cases import PEOPLE2, PEOPLE2_EMPTY  # noqa: E402

CASES += [*PEOPLE2, *PEOPLE2_EMPTY]

from things2_cases import THINGS2, THINGS2_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*THINGS2, *THINGS2_EMPTY]

from things3_cases import THINGS3, THINGS3_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*THINGS3, *THINGS3_EMPTY]

from people4_cases import PEOPLE4, PEOPLE4_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*PEOPLE4, *PEOPLE4_EMPTY]

from things4_cases import THINGS4, THINGS4_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*THINGS4, *THINGS4_EMPTY]

from precision_cases import PRECISION, PRECISION_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*PRECISION, *PRECISION_EMPTY]

from tools5_cases import TOOLS5, TOOLS5_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*TOOLS5, *TOOLS5_EMPTY]

from places5_cases import PLACES5, PLACES5_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*PLACES5, *PLACES5_EMPTY]

from diet5_cases import DIET5, DIET5_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*DIET5, *DIET5_EMPTY]
from plans5_cases import PLANS5, PLANS5_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*PLANS5, *PLANS5_EMPTY]
from kin5_cases import KIN5, KIN5_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*KIN5, *KIN5_EMPTY]
from work5_cases import WORK5, WORK5_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*WORK5, *WORK5_EMPTY]
from places6_cases import PLACES6, PLACES6_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*PLACES6, *PLACES6_EMPTY]
from diet6_cases import DIET6, DIET6_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*DIET6, *DIET6_EMPTY]
from kin7_cases import KIN7, KIN7_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*KIN7, *KIN7_EMPTY]
from work7_cases import WORK7, WORK7_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*WORK7, *WORK7_EMPTY]
from managers8_cases import MANAGERS8, MANAGERS8_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*MANAGERS8, *MANAGERS8_EMPTY]
from tools7_cases import TOOLS7, TOOLS7_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*TOOLS7, *TOOLS7_EMPTY]
from plans7_cases import PLANS7, PLANS7_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*PLANS7, *PLANS7_EMPTY]
from pets8_cases import PETS8, PETS8_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*PETS8, *PETS8_EMPTY]
from lang8_cases import LANG8, LANG8_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*LANG8, *LANG8_EMPTY]
from work8_cases import WORK8, WORK8_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*WORK8, *WORK8_EMPTY]
from ages8_cases import AGES8, AGES8_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*AGES8, *AGES8_EMPTY]
from family8_cases import FAMILY8, FAMILY8_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*FAMILY8, *FAMILY8_EMPTY]
from allergy8_cases import ALLERGY8, ALLERGY8_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*ALLERGY8, *ALLERGY8_EMPTY]
from projects8_cases import PROJECTS8, PROJECTS8_EMPTY, PROJECTS8_OTHERS  # noqa: E402  (they build on the helpers above)

CASES += [*PROJECTS8, *PROJECTS8_OTHERS, *PROJECTS8_EMPTY]
from decisions8_cases import DECISIONS8, DECISIONS8_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*DECISIONS8, *DECISIONS8_EMPTY]
from truth9_cases import TRUTH9, TRUTH9_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*TRUTH9, *TRUTH9_EMPTY]
from kin9_cases import KIN9, KIN9_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*KIN9, *KIN9_EMPTY]
from decisions9_cases import DECISIONS9, DECISIONS9_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*DECISIONS9, *DECISIONS9_EMPTY]
from jobs9_cases import JOBS9, JOBS9_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*JOBS9, *JOBS9_EMPTY]
from homes9_cases import HOMES9, HOMES9_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*HOMES9, *HOMES9_EMPTY]

from truth10_cases import TRUTH10, TRUTH10_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*TRUTH10, *TRUTH10_EMPTY]

from kin10_cases import KIN10, KIN10_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*KIN10, *KIN10_EMPTY]

from home10_cases import HOME10, HOME10_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*HOME10, *HOME10_EMPTY]

from work10_cases import WORK10, WORK10_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*WORK10, *WORK10_EMPTY]

from pastime10_cases import PASTIME10, PASTIME10_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*PASTIME10, *PASTIME10_EMPTY]

from truth11_cases import TRUTH11, TRUTH11_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*TRUTH11, *TRUTH11_EMPTY]

from projects11_cases import PROJECTS11, PROJECTS11_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*PROJECTS11, *PROJECTS11_EMPTY]

from pets11_cases import PETS11, PETS11_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*PETS11, *PETS11_EMPTY]

from pastime11_cases import PASTIME11, PASTIME11_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*PASTIME11, *PASTIME11_EMPTY]

from work11_cases import WORK11, WORK11_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*WORK11, *WORK11_EMPTY]

from truth12_cases import TRUTH12, TRUTH12_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*TRUTH12, *TRUTH12_EMPTY]

from work12_cases import WORK12, WORK12_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*WORK12, *WORK12_EMPTY]

from things12_cases import THINGS12, THINGS12_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*THINGS12, *THINGS12_EMPTY]

from truth13_cases import TRUTH13, TRUTH13_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*TRUTH13, *TRUTH13_EMPTY]

from style13_cases import STYLE13, STYLE13_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*STYLE13, *STYLE13_EMPTY]

from shorthand14_cases import SHORTHAND14, SHORTHAND14_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*SHORTHAND14, *SHORTHAND14_EMPTY]

from openers15_cases import OPENERS15, OPENERS15_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*OPENERS15, *OPENERS15_EMPTY]

from changes15_cases import CHANGES15, CHANGES15_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*CHANGES15, *CHANGES15_EMPTY]

from changes16_cases import CHANGES16, CHANGES16_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*CHANGES16, *CHANGES16_EMPTY]

from changes17_cases import CHANGES17, CHANGES17_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*CHANGES17, *CHANGES17_EMPTY]

from changes18_cases import CHANGES18, CHANGES18_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*CHANGES18, *CHANGES18_EMPTY]

from changes19_cases import CHANGES19, CHANGES19_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*CHANGES19, *CHANGES19_EMPTY]

from changes20_cases import CHANGES20, CHANGES20_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*CHANGES20, *CHANGES20_EMPTY]

from changes21_cases import CHANGES21, CHANGES21_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*CHANGES21, *CHANGES21_EMPTY]

from changes22_cases import CHANGES22, CHANGES22_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*CHANGES22, *CHANGES22_EMPTY]

from changes23_cases import CHANGES23, CHANGES23_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*CHANGES23, *CHANGES23_EMPTY]

from changes24_cases import CHANGES24, CHANGES24_EMPTY  # noqa: E402  (they build on the helpers above)

CASES += [*CHANGES24, *CHANGES24_EMPTY]
