"""Engram inside agent frameworks: LangGraph's store and the OpenAI Agents SDK's session.

Each integration is an optional extra and is imported only when asked for, so ``import engram``
never pulls in a framework. Importing one without its framework installed raises
:class:`~engram.errors.MissingExtra` with the one line that installs it. The mapping each
integration makes (namespaces, keys, items, turns) is written down in docs/integrations.md.
"""

from __future__ import annotations

from engram.errors import MissingExtra

DISTRIBUTION = "engramdb"


def missing_extra(package: str, extra: str) -> MissingExtra:
    """The error for a framework that is not installed: one line that installs the extra."""
    return MissingExtra(f"this integration needs {package}: pip install '{DISTRIBUTION}[{extra}]'", extra=extra)
