"""Fences: the tags around every block engram puts in front of a model, and the one function that
keeps stored text from opening or closing any of them.

engram injects remembered text into prompts inside fences (``<memory>``, ``<engram-recall>``,
``<engram-sessions>``, the ``[background]`` header, the extractor's ``<transcript>``…). Stored text
is data, written by whoever wrote a turn or a memory; if it could print a fence tag or a chat
template's role marker, it could end the data block early and speak as the system.
:func:`neutralise` is applied to every piece of stored text on its way into such a block, at render
time only: the store keeps the original.

What counts as a tag is deliberately lenient, like a model reading it would be: any case, spaces and
attributes inside the brackets (``</ MEMORY >``, ``<memory foo="x">``, ``</memory\\n>``), a
backslash before the slash (``<\\/memory>``), zero-width and bidi control characters anywhere in it,
full-width and look-alike brackets, slashes and letters (``＜/ｍｅｍｏｒｙ＞``, Cyrillic ``о``). Opening
and closing forms are both neutralised. The neutral form replaces the tag's first bracket with an
HTML entity (``&lt;/memory>``, ``&#91;INST]``): still readable, no longer a tag. Chat-template role
and tool markers (``<|im_start|>``, ``<s>``, ``[INST]``, ``<<SYS>>`` (as ``<&lt;SYS>>``), ``<start_of_turn>``,
``<tool_call>``, ``[TOOL_CALLS]``) are treated the same way, so a local model's tokenizer never sees
them as special tokens. See docs/security.md.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = [
    "BRACKET_TAGS",
    "FENCE_TAGS",
    "MARKER_TAGS",
    "balance_code_fences",
    "fence_tag_pattern",
    "fold",
    "has_markers",
    "neutralise",
]

FENCE_TAGS: tuple[str, ...] = (
    "memory",
    "engram-recall",
    "engram-sessions",
    "transcript",
    "summary",
    "existing_memories",
)
"""Every angle-bracket fence engram emits around model-facing data."""

MARKER_TAGS: tuple[str, ...] = (
    "s",
    "start_of_turn",
    "end_of_turn",
    "tool_call",
    "tool_calls",
    "tool_response",
    "tool_result",
    "function_call",
    "function_calls",
    "function",
    "invoke",
    "parameter",
    "system",
    "user",
    "assistant",
    "think",
    "sys",
)
"""Angle-bracket role and tool markers of common chat templates and tool-call formats."""

BRACKET_TAGS: tuple[str, ...] = (
    "background",
    "inst",
    "sys",
    "system_prompt",
    "tool_calls",
    "tool_results",
    "available_tools",
    "memory",
    "dream",
)
"""Square-bracket headers and markers: engram's ``[background]``, the ``[MEMORY]`` and ``[DREAM]``
sections ``engram dream`` asks its model for, and chat templates' ``[INST]``…"""

# Characters a reader takes for the ones a tag is made of; NFKC already folds the full-width forms.
_LOOK_ALIKE = {
    "‹": "<",
    "〈": "<",
    "⟨": "<",
    "❮": "<",
    "ᐸ": "<",
    "˂": "<",
    "›": ">",
    "〉": ">",
    "⟩": ">",
    "❯": ">",
    "ᐳ": ">",
    "˃": ">",
    "⁄": "/",
    "∕": "/",
    "⧸": "/",
    "‐": "-",
    "‑": "-",
    "‒": "-",
    "–": "-",
    "—": "-",
    "−": "-",
    "⦋": "[",
    "⟦": "[",
    "⦌": "]",
    "⟧": "]",
    "ǀ": "|",
    "∣": "|",
    # Cyrillic and Greek letters that look like the Latin ones tag names use
    "а": "a",
    "с": "c",
    "ԁ": "d",
    "е": "e",
    "һ": "h",
    "і": "i",
    "ј": "j",
    "к": "k",
    "м": "m",
    "о": "o",
    "р": "p",
    "ѕ": "s",
    "т": "t",
    "у": "y",
    "х": "x",
    "ү": "y",
    "α": "a",
    "ε": "e",
    "ι": "i",
    "κ": "k",
    "ν": "v",
    "ο": "o",
    "ρ": "p",
    "τ": "t",
    "υ": "u",
    "ɡ": "g",
    "ı": "i",
}
_ENTITY = {"<": "&lt;", "[": "&#91;"}
_INVISIBLE = frozenset(("Cf", "Mn"))  # zero-width, bidi controls, soft hyphen; combining marks


def _names(tags: tuple[str, ...]) -> str:
    return "|".join(re.escape(t) for t in sorted(tags, key=len, reverse=True))


def fence_tag_pattern(tags: tuple[str, ...] = FENCE_TAGS) -> re.Pattern[str]:
    """A lenient matcher of opening and closing forms of ``tags`` (over :func:`fold`-ed text): any
    case, spaces, a backslash before the slash, attributes, a missing ``>``. Tests parse with it."""
    return re.compile(r"<\s*\\?/?\s*(?:" + _names(tags) + r")(?![\w-])[^<>]*>?", re.IGNORECASE)


_PATTERN = re.compile(
    "|".join(
        (
            fence_tag_pattern(FENCE_TAGS + MARKER_TAGS).pattern,
            r"<\s*\|[^<>|]{0,64}\|\s*>?",  # <|im_start|>, <|eot_id|>, <|system|>, <|tool_call|>
            r"\[\s*/?\s*(?:" + _names(BRACKET_TAGS) + r")\s*\]",  # [INST], [/INST], [background]
        )
    ),
    re.IGNORECASE,
)
_QUICK = re.compile(r"[<\[]")
# Every character a tag can start with: ``<`` and ``[``, those NFKC folds to them, and look-alikes.
_OPENERS = frozenset("<[\ufe47\ufe64\uff1c\uff3b" + "".join(k for k, v in _LOOK_ALIKE.items() if v in "<["))


def fold(text: str) -> tuple[str, list[int]]:
    """``text`` as a reader sees a tag in it, and where each folded character came from.

    Format characters (zero-width, bidi controls, soft hyphen) and combining marks are dropped; every other character
    is mapped to its NFKC, case-folded, look-alike-resolved form when that is one character.
    """
    if text.isascii():
        return text, list(range(len(text)))
    chars: list[str] = []
    origin: list[int] = []
    for index, char in enumerate(text):
        if unicodedata.category(char) in _INVISIBLE:
            continue
        folded = _LOOK_ALIKE.get(char)
        if folded is None:
            normal = unicodedata.normalize("NFKC", char).casefold()
            folded = _LOOK_ALIKE.get(normal, normal) if len(normal) == 1 else char
        chars.append(folded)
        origin.append(index)
    return "".join(chars), origin


def neutralise(text: str) -> str:
    """``text`` with every fence tag, role marker and bracket header in it made inert.

    Only the first bracket of each tag changes (to an HTML entity), so the text stays readable and
    nothing else moves. Tags can overlap (``<memory[background]``): a pass escapes the ones it finds
    and the next pass looks again, until one changes nothing, so the result is idempotent by
    construction. Each pass that changes the text removes at least one opening bracket, so the
    loop ends.
    """
    while True:
        done = _neutralise_once(text)
        if done == text:
            return done
        text = done


def _neutralise_once(text: str) -> str:
    if not text or (_QUICK.search(text) is None if text.isascii() else _OPENERS.isdisjoint(text)):
        return text  # no character a tag could start with: the common case, one scan
    folded, origin = fold(text)
    out: list[str] = []
    last = 0
    for match in _PATTERN.finditer(folded):
        start = origin[match.start()]
        out.append(text[last:start])
        out.append(_ENTITY[folded[match.start()]])
        last = start + 1
    if not out:
        return text
    out.append(text[last:])
    return "".join(out)


_CODE_FENCE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})", re.MULTILINE)


def balance_code_fences(text: str) -> str:
    """Multi-line stored text with an unclosed Markdown code fence gets it closed, so it cannot turn
    the rest of the prompt (engram's closing tag included) into its code block."""
    opened: str | None = None
    for match in _CODE_FENCE.finditer(text):
        marker = match.group(1)
        if opened is None:
            opened = marker
        elif marker[0] == opened[0] and len(marker) >= len(opened):
            opened = None
    return text if opened is None else f"{text}\n{opened}"


def has_markers(text: str) -> bool:
    """Whether ``text`` holds anything :func:`neutralise` would change: a fence tag, a role or tool
    marker, a bracket header, in any of the forms a reader would take for one."""
    return neutralise(text) != text
