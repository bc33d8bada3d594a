"""Rules for decisions ("we decided to …", "let's use …") and the projects the user works on."""

from __future__ import annotations

import re

from engram.extraction.hits import _Hit, _hit
from engram.extraction.lexicon import _TRANSIENT_PROJECT, CONF_DECISION, CONF_PROJECT
from engram.extraction.profile_rules import _IAM
from engram.extraction.rewriting import _capitalised, _meaningful, _third, _tidy
from engram.extraction.statements import _FLAGS, _T

_TRANSIENT_DECISION = re.compile(
    r"^(?:(?:to|on)\s+)?(?:take a break|go to bed|go home|call it a day|stop here|stop for|sleep on it|grab|"
    r"get (?:lunch|coffee|food|dinner)|head out|log off|wait|try again|retry|skip it|ignore it)\b",
    _FLAGS,
)

_DECIDED = re.compile(
    r"^(?:we|i)(?:'ve|\s+have)?\s+(?:finally\s+|just\s+|already\s+|now\s+)?(?P<verb>decided|agreed)\s+"
    r"(?P<how>to|that|on|against|upon)\s+(?P<v>.+)$",
    _FLAGS,
)
_LETS = re.compile(
    r"^(?:let's|lets|let us)\s+(?P<verb>go with|use|stick with|stick to|settle on|pick|choose|adopt|switch to|"
    r"standardi[sz]e on)\s+(?P<v>.+)$",
    _FLAGS,
)
_WE_WILL = re.compile(
    r"^we(?:'ll|\s+will|'re going to|\s+are going to|\s+shall)\s+(?P<verb>use|go with|stick with|stick to|"
    r"switch to|adopt|standardi[sz]e on)\s+(?P<v>.+)$",
    _FLAGS,
)
_WORKING_ON = re.compile(
    r"^(?:" + _IAM + r"|we're|we are)\s+(?:currently\s+|now\s+|still\s+|mainly\s+|mostly\s+|actively\s+)?"
    r"(?P<verb>working on|building|developing|maintaining)\s+(?P<v>.+)$",
    _FLAGS,
)
_PROJECT_USES = re.compile(
    r"^(?:this|the|our|my)\s+(?P<n>project|repo|repository|codebase|code base|monorepo|app|application|"
    r"service|backend|frontend|stack)\s+(?P<verb>uses|is using|is built with|is written in|runs on|relies on|"
    r"depends on|targets)\s+(?P<v>.+)$",
    _FLAGS,
)


_POINTED_OBJECT = re.compile(
    r"^(?:to\s+)?[\w'-]+\s+(?:(?:with|for|on|up|out|in|at|about|off|back)\s+)?(?:this|that|it|these|those|them)\b(?!\s+(?:week|month|year|time)\b)",
    _FLAGS,
)


def _rule_decision(t: _T) -> _Hit | None:
    m = t.m
    match = _DECIDED.match(m)
    if match:
        verb = match.group("verb").lower()
        how = match.group("how").lower()
        value = _tidy(t.group(match, "v").o)
        if value.lower().startswith("option") or _TRANSIENT_DECISION.match(value) or not _meaningful(value):
            return None
        if _POINTED_OBJECT.match(value):
            return None  # "decided to include this at the beginning": what "this" is was on screen
        head = f"{_capitalised(verb)} {how} "
        return _hit(t, head, value, "decision", CONF_DECISION, f"we-{verb}")
    for pattern, rule in ((_LETS, "lets"), (_WE_WILL, "we-will")):
        match = pattern.match(m)
        if match:
            verb = " ".join(t.group(match, "verb").o.split())
            value = _tidy(t.group(match, "v").o)
            if value.lower().startswith(("option", "that", "this", "it ", "your")) or _TRANSIENT_DECISION.match(value):
                return None
            return _hit(t, f"Decided to {verb} ", value, "decision", CONF_DECISION, rule)
    return None


def _rule_project(t: _T) -> _Hit | None:
    match = _WORKING_ON.match(t.m)
    if match:
        verb = " ".join(t.group(match, "verb").o.split())
        value = _tidy(t.group(match, "v").o)
        if _TRANSIENT_PROJECT.match(value):
            return None
        return _hit(t, f"{_capitalised(verb.lower())} ", _third(value), "project", CONF_PROJECT, "working-on")
    match = _PROJECT_USES.match(t.m)
    if match:
        noun = " ".join(t.group(match, "n").o.split())
        verb = " ".join(t.group(match, "verb").o.split())
        value = _tidy(t.group(match, "v").o)
        return _hit(t, f"{_capitalised(noun.lower())} {verb.lower()} ", value, "project", CONF_PROJECT, "project-uses")
    return None
