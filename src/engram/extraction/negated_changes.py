"""A change said not to have happened: "I'm not swapping Vim for Emacs", "never replaced Notion with
Obsidian", "not moving from Vim to Helix".

Three readings see a switch between two values (the switch frames, the tool pair shapes, two known
tools of one purpose); each asks here whether the words before the switch deny it, so that a denied
change replaces nothing in any of them.
"""

from __future__ import annotations

import re

_F = re.IGNORECASE
# the denial, then at most a verb of change and a word or two: "not", "haven't really", "I'm not
# moving (from)", "never switched"
_DENIED = re.compile(
    r"\b(?:not|never|haven't|hasn't|didn't|won't|wouldn't|can't|cannot|don't|no\s+plans\s+to)\s+"
    r"(?:(?:be|been|ever|really|actually|yet|going\s+to|gonna)\s+)*"
    r"(?:(?:moving|switching|replacing|swapping|changing|migrating|going|porting|jumping|moved|switched|replaced|"
    r"swapped|changed|migrated|ported|move|switch|replace|swap|change|migrate|port)\s+(?:over\s+)?(?:from\s+)?)?$",
    _F,
)


def denied_before(text: str) -> bool:
    """True when ``text`` (everything before a switch's first value, or before its verb) ends in a denial."""
    return _DENIED.search(text) is not None
