"""A project named like a technology ("Wagtail", "Phoenix", "Ember"), read as the project where only a
project stands.

The technology lexicon knows Wagtail as a CMS, so "for Wagtail, Alwaysdata won" reads as two
technologies and no project. People name their projects after anything, frameworks included; what
says the name is the project is where it stands: a heading ("for Wagtail, Alwaysdata won", "re
Phoenix: Fly.io it is"), the owner of a part of a stack ("Wagtail's database", "the hosting on
Wagtail"), the thing moved between two others ("moved Wagtail from Alwaysdata to Infomaniak"). A
fact read from it still needs a project the user has (see :mod:`engram.extraction.decision_first`),
so "for Django, ..." decides nothing for a user with no project called Django.
"""

from __future__ import annotations

import re

_F = re.IGNORECASE
# the parts of a stack a project's name can head: "Kettle's queue", "Hollowpine auth goes through Keycloak"
STACK_PART = (
    r"(?:db|database|backend|back[\s-]end|frontend|front[\s-]end|ui|api|hosting|stack|data|servers?|infra|"
    r"infrastructure|queue|cache|caching|storage|ci|ci/cd|builds?|auth|login|search|css|styling|styles|payments?|"
    r"billing|analytics|monitoring|errors|logging|orm|mobile\s+app|app|site|web\s+app|deploys?|jobs)"
)
# a project named like a technology ("Wagtail", "Phoenix"), said where only a project stands: a heading
# ("for Wagtail, Alwaysdata won"), the owner of a part of a stack ("Wagtail's database", "the hosting on
# Wagtail"), the thing moved between two others ("moved Wagtail from Alwaysdata to Infomaniak")
_PROJECT_SLOT_BEFORE = re.compile(
    r"(?:^|[.!?;]\s+)\W*(?:(?:ok|okay|so|and|btw|also|update|anyway|right|well|oh)\W+)*(?:for|re:?|as\s+for|over\s+on)\s+$|"
    rf"\b{STACK_PART}\s+(?:for|on|of)\s+$|\b(?:moved|migrated|ported|switched|moving|migrating|porting|switching)\s+$",
    _F,
)
_PROJECT_SLOT_AFTER = re.compile(rf"^\s*[,:]|^'s\s+{STACK_PART}\b|^\s+(?:over\s+)?(?:from|off)\s+", _F)


def as_project(text: str, start: int, end: int) -> bool:
    """A technology's name standing where only a project stands (a fact from it needs the project)."""
    before, after = text[:start], text[end:]
    if not (_PROJECT_SLOT_BEFORE.search(before) or after.startswith("'s")):
        return False
    if after.startswith("'s"):
        return _PROJECT_SLOT_AFTER.match(after) is not None
    if re.search(r"\b(?:moved|migrated|ported|switched|moving|migrating|porting|switching)\s+$", before, _F):
        return re.match(r"^\s+(?:over\s+)?(?:from|off)\s+", after, _F) is not None
    return _PROJECT_SLOT_AFTER.match(after) is not None  # "the hosting on Wagtail, Hetzner won out"
