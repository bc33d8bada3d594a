"""Questions answered by typed facts: "where do I live now?" reads the ``residence`` slot.

A question about an attribute of the user's life rarely shares words with the stored line ("who
do I report to?" vs "Reports to Yuki Mori (manager)" shares one; "which company employs her?" vs
"Works at Ironbark" shares none) and the local embedder puts them under the dense floor. So the
question's form is mapped to slots, and the active items in those slots rank first (the items
recall docs in docs/typed-facts.md). A slot ending in ``:`` is a prefix (``pet:`` = every pet).
"""

from __future__ import annotations

import re

from engram.extraction.tech_lexicon import question_kinds
from engram.store.base import ItemQuery, StoreTx

_F = re.IGNORECASE
_FORMS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (slot, re.compile(pattern, _F))
    for slot, pattern in (
        (
            "residence",
            r"\bwhere\b.*\b(?:live|living|based|located|home|reside|resides|stay|settled|moved)\b|\bcall(?:s)?\s+home\b|\b(?:what|which)\s+(?:city|town|country|place)\b|\bhome\s*town\b|\baddress\b|\bwhere\b.*\bnow\b.*\?$|\blives?\b",
        ),
        (
            "employer",
            r"\b(?:which|what)\s+(?:company|employer|firm|organi[sz]ation)\b|\bemploy(?:s|er|ed)?\b|\bwhere\b.*\bworks?\b|\bworks?\s+(?:at|for)\b|\bpay(?:s|check|cheque)?\b|\bsalary\b|\bhired\b",
        ),
        (
            "role",
            r"\b(?:position|job\s+title|title|role|occupation|profession)\b|\bwhat\b.*\bdo\s+for\s+(?:a\s+)?(?:living|work)\b|\bwhat(?:'s|\s+is)\b.*\bjob\b",
        ),
        (
            "manager",
            r"\breport(?:s|ing)?\s+to\b|\bmanag(?:es|er|ing)\b|\bboss\b|\bsupervis|\bteam\s+lead\b"
            r"|\b(?:runs|leads|heads)\b.*\bteam\b|\bin\s+charge\s+of\b|\bwho\b.*\bunder\b"
            # the reporting line in other words: "who do I answer to?", "who's above me?", "who oversees my work?"
            r"|\banswer(?:s|ing)?\s+to\b|\boversee|\babove\s+(?:me|him|her|them)\b|\bwho(?:'s|\s+is|\s+sits)?\s+above\b|\bline\s+manager\b"
            r"|\bwho\b.*\bwork(?:s|ing)?\s+for\b|\b(?:my|his|her|their)\s+lead\b|\bone-on-ones?\b|\b1:1s?\b"
            r"|\bsigns?\s+off\b|\bapproves?\b|\breporting\s+line\b|\bchain\s+of\s+command\b|\bhigher-?up\b",
        ),
        (
            "partner",
            r"\bwho\s+is\s+\w+\s+with\b|\b(?:dating|married|partner|wife|husband|girlfriend|boyfriend|spouse|fianc|seeing\s+(?:someone|anyone)|significant\s+other|other\s+half|in\s+a\s+relationship|single)\b",
        ),
        ("child:", r"\b(?:kids?|child(?:ren)?|sons?|daughters?|baby|how\s+old)\b"),
        ("pet:", r"\b(?:pets?|dogs?|cats?|puppy|kitten|animals?)\b"),
        ("diet", r"\b(?:diet(?:ary)?|vegetarian|vegan|pescatarian|eat\s+meat|food\s+restrictions?|eats?)\b"),
        ("allergy:", r"\ballerg"),
        (
            "tool:editor",
            r"\b(?:editor|ide)s?\b|^(?!.*\blanguages?\b).*\b(?:code|coding)\s+in\b|\b(?:use|using)\s+to\s+(?:write\s+)?code\b"
            r"|\bdaily\s+driver\b",
        ),
        (
            "tool:language",
            r"\b(?:programming\s+)?languages?\b|\bsnippets?\b|\bwrite\s+code\s+in\b|\b(?:code|coding|program|programming|"
            r"write|writing|develop|developing)\s+in\b",
        ),
        ("tool:notes", r"\bnotes?\b|\bnote-taking\b|\bjot\b"),
        ("tool:todo", r"\bto-?dos?\b|\btasks?\s+(?:app|manager|list)s?\b|\btask\s+tracking\b"),
        ("tool:browser", r"\bbrowsers?\b|\bbrowse\s+(?:with|in)\b"),
        ("tool:shell", r"\bshells?\b"),
        ("tool:terminal", r"\bterminals?\b"),
        ("tool:", r"\b(?:tool|app|software|use\s+for)\b"),
        (
            "hobby:",
            r"\bhobb(?:y|ies)\b|\b(?:free|spare)\s+time\b|\bfor\s+fun\b|\bweekends?\b|\bpastimes?\b|\binstruments?\b|\bsports?\b|\b(?:am|i'm)\s+i\s+into\b|\bwhat\s+am\s+i\s+into\b|\bto\s+unwind\b|\bwhat\s+(?:is|are|am)\s+\w+\s+into\b|\binto\s+(?:these\s+days|lately|now)\b|\bpassions?\b",
        ),
        ("trip", r"\b(?:trip|travel(?:l?ing)?|away|visiting|staying|this\s+week|right\s+now|at\s+the\s+moment)\b"),
        ("project:", r"\b(?:working\s+on|side\s+projects?|projects?|building|hacking\s+on|tinkering\s+with)\b"),
    )
)
_STACK = re.compile(
    r"\b(?:database|db|frontend|front-end|backend|back-end|cloud|stack|framework|host(?:ing|ed)?|deployed|run\s+on|runs\s+on|built\s+(?:on|with)|uses?)\b",
    _F,
)
_STATUS = re.compile(
    r"\b(?:status|live|launched|shipped|paused|pause|hold|cancel+ed|state|active|abandoned|dead|alive|still\s+(?:going|on|alive|happening))\b",
    _F,
)
_CAPITALISED = re.compile(r"(?<!^)(?<![.?!]\s)\b((?-i:[A-Z])[\w'-]+)")
# a project named in lower case or opening the question, where only a project stands: "which db is sorrel
# using?", "what's quetzal on for the frontend?", "Quetzal's frontend - what is it?"
_PROJECT_SAID = re.compile(
    r"(?:\b(?:is|does|did|was|for|of)|(?<=\w)'s)\s+(?P<a>[a-z][\w-]{2,})\s+(?:on|using|use|uses|run|running|runs|built|hosted|deployed|"
    r"living|sitting|stored|written)\b|^\W*(?P<b>[\w-]{3,})'s\s+(?:stack|db|database|frontend|front-end|backend|back-end|"
    r"hosting|host|cloud|framework|server|api|ui)\b",
    _F,
)
_NOT_PROJECT = frozenset("this that it everything everyone what which who mine yours the app site code".split())


def question_slots(question: str) -> list[str]:
    """The slots (or ``prefix:`` families) a question asks about, most specific first."""
    slots: list[str] = []
    text = " ".join(question.split())
    names = _CAPITALISED.findall(text)
    if _STACK.search(text) and (said := _PROJECT_SAID.search(text)):
        name = said.group("a") or said.group("b")
        if name.lower() not in _NOT_PROJECT and name.lower() not in (n.lower() for n in names):
            names.append(name)
    for name in names:
        key = " ".join(re.sub(r"[^\w+#.&' -]", " ", name.casefold().removesuffix("'s")).split())
        if _STACK.search(text):
            slots += [f"project:{key}:{kind}" for kind in question_kinds(text)]  # "what hosting does X use?"
            slots.append(f"project:{key}:stack")
        if _STATUS.search(text):
            slots.append(f"project:{key}:status")
        slots.append(f"project:{key}")
    for slot, form in _FORMS:
        if form.search(text) and slot not in slots:
            slots.append(slot)
    return slots


def slot_item_ids(tx: StoreTx, scope: ItemQuery, question: str, limit: int = 3) -> list[int]:
    """Active items filling the slots the question asks about (in ``scope``), best-matching slot first."""
    wanted = question_slots(question)
    if not wanted:
        return []
    exact = [s for s in wanted if not s.endswith(":")]
    found: list[int] = []
    for slot in exact:
        query = ItemQuery(
            owner=scope.owner, namespace=scope.namespace, category=scope.category, as_of=scope.as_of, slot=slot
        )
        found += [i.id for i in tx.find_items(query) if i.id not in found]
    prefixes = tuple(s for s in wanted if s.endswith(":"))
    if prefixes:
        query = ItemQuery(
            owner=scope.owner, namespace=scope.namespace, category=scope.category, as_of=scope.as_of, slotted=True
        )
        found += [i.id for i in tx.find_items(query) if (i.slot or "").startswith(prefixes) and i.id not in found]
    return found[:limit]
