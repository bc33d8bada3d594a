"""Writing a checked mem0 plan (:mod:`engram.items.interchange.mem0`) into engram, all or nothing.

Each memory's versions are written with the ordinary item writes (remember, then supersede),
each at its mem0 time, so history, links, undo and the event log treat them like any other memory.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from engram import validation as v
from engram.items.interchange.mem0 import Mem0Memory, plan
from engram.items.write import remember_in, supersede_in
from engram.models import ImportReport, Provenance
from engram.operation import OpContext
from engram.store.base import StoreTx


def import_mem0(ctx: OpContext, text: str, *, namespace: str, mem0_user: str, dry_run: bool) -> ImportReport:
    checked = plan(text, ctx.policy, namespace=namespace, mem0_user=mem0_user)
    if checked.errors:
        return ImportReport("mem0", errors=checked.errors, committed=False, skipped=checked.skipped, dry_run=dry_run)
    if dry_run:
        with ctx.store.read() as tx:
            fresh = [m for m in checked.memories if not _already_there(tx, ctx, m)]
        return ImportReport(
            "mem0",
            items=len(fresh),
            skipped_duplicates=len(checked.memories) - len(fresh),
            skipped=checked.skipped,
            planned=tuple(m.to_dict() for m in fresh),
            committed=False,
            dry_run=True,
        )
    created = duplicates = 0
    with ctx.store.write() as tx:
        for memory in checked.memories:
            if _already_there(tx, ctx, memory):
                duplicates += 1
                continue
            _write(tx, ctx, memory)
            created += 1
        tx.insert_event(
            ctx.owner,
            namespace,
            ctx.now(),
            ctx.actor,
            "import",
            "import",
            None,
            None,
            {"format": "mem0", "items": created, "skipped_duplicates": duplicates, "skipped": len(checked.skipped)},
        )
    return ImportReport("mem0", items=created, skipped_duplicates=duplicates, skipped=checked.skipped)


def _already_there(tx: StoreTx, ctx: OpContext, memory: Mem0Memory) -> bool:
    """The current text is already an active memory there (re-importing the same file adds nothing)."""
    key = v.content_key(memory.versions[-1].content)
    return tx.find_active_duplicate(ctx.owner, memory.namespace, memory.category, key) is not None


def _at(ctx: OpContext, when: datetime | None) -> OpContext:
    return ctx if when is None else replace(ctx, clock=lambda: when)


def _write(tx: StoreTx, ctx: OpContext, memory: Mem0Memory) -> None:
    versions = list(memory.versions)
    first = versions[0]
    if tx.find_active_duplicate(ctx.owner, memory.namespace, memory.category, v.content_key(first.content)):
        versions = versions[-1:]  # an old text of it is someone's current memory: bring only the current text
        first = versions[0]
    result = remember_in(
        tx,
        _at(ctx, first.at),
        first.content,
        namespace=memory.namespace,
        category=memory.category,
        summary=None,
        detail=memory.detail,
        tags=memory.tags,
        source="imported",
        confidence=None,
        provenance=Provenance(),
        valid_from=first.at,
    )
    item = result.item
    for version in versions[1:]:
        item = supersede_in(
            tx,
            _at(ctx, version.at),
            item,
            content=version.content,
            category=memory.category,
            summary=None,
            detail=memory.detail,
            tags=memory.tags,
            source="imported",
            provenance=Provenance(),
            confidence=None,
        ).item
