"""Text addressed to the model, not said about the user: never a memory an extractor may propose.

A turn (or an LLM extractor's proposed memory) that speaks to the model — a role marker
(``SYSTEM:``, ``assistant:``, ``<|im_start|>system``), "ignore previous instructions", tool-call
syntax, or any fence tag engram itself emits (``</engram-sessions>``) — is an attempt to turn the
memory into a standing instruction. Saved as a memory, it would be injected into every later
session. The extractors therefore propose nothing from such text (precision over recall); the user
can still save it on purpose with an explicit remember, and it is then shown neutralised inside
its fence like any stored text (docs/security.md).
"""

from __future__ import annotations

import re

from engram.fences import has_markers

__all__ = ["addressed_to_model"]

_FLAGS = re.IGNORECASE | re.MULTILINE
_ROLE_PREFIX = re.compile(
    r"^[\s>*#_`\[(]*(?:system|assistant|developer|human|sys)"
    r"(?:\s+(?:prompt|message|note|override|instructions?))?[\])*_`]*\s*[:：]",
    _FLAGS,
)
_OVERRIDE = re.compile(
    r"\b(?:ignore|disregard|forget|override|bypass|skip)\b[\w\s,'-]{0,40}?"
    r"\b(?:previous|prior|above|earlier|preceding|former|all|any|your|system|original|initial|safety)\b[\w\s'-]{0,30}?"
    r"\b(?:instructions?|prompts?|rules|directions|directives|guidelines|guardrails|context|messages?|constraints)\b",
    _FLAGS,
)
_PERSONA = re.compile(
    r"\b(?:you are now|from now on you are|act as (?:an? )?(?:unrestricted|unfiltered|jailbroken)|"
    r"developer mode|jailbreak|DAN mode|new (?:system )?instructions?\s*[:：]|"
    r"(?:reveal|print|show|repeat|output|leak) (?:me )?(?:your|the) (?:system prompt|hidden prompt|instructions))",
    _FLAGS,
)
_TOOL_CALL = re.compile(
    r"\"(?:tool_calls?|function_call|tool_use|arguments|tool_name)\"\s*:|"
    r"\bfunctions\.[A-Za-z_]\w*\s*\(|"
    r"\{\s*\"(?:name|tool)\"\s*:\s*\"[^\"]+\"\s*,\s*\"(?:arguments|parameters|input|args)\"",
    _FLAGS,
)


# engram's own blocks, whole, as it prints them (echoed back in a turn): the extractors never read
# them, so they are no reason to drop the rest of the turn; a stray or partial tag still is.
_OWN_BLOCK = re.compile(
    r"<(memory|engram-recall|engram-sessions)>[\s\S]*?</\1>|"
    r"^\[background\] \(memory loaded at startup; managed via :memory\)(?:\n- \([a-z]+\) [^\n]*)*",
    re.MULTILINE,
)


def addressed_to_model(text: str) -> bool:
    """Whether ``text`` speaks to the model (see the module doc) rather than about the user.

    engram's own injected blocks, echoed whole, are left out of the check."""
    if not isinstance(text, str) or not text.strip():
        return False
    text = _OWN_BLOCK.sub(" ", text)
    if has_markers(text):
        return True
    return any(p.search(text) is not None for p in (_ROLE_PREFIX, _OVERRIDE, _PERSONA, _TOOL_CALL))
