"""Export and import over the three interchange formats, always for the caller's owner only.

Imports validate every line first and report errors with line numbers; valid lines are written
in one transaction (or, with ``strict``, nothing is written when any line is bad). A file that
cannot be read as a whole (another format version, two records with one id) raises InvalidInput
and writes nothing. The counts in the report are the rows actually written, and the ``import``
event is written only when something was: an import that wrote nothing leaves ``undo`` pointing
at the user's last real change.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engram import validation as v
from engram.errors import EngramError, InvalidInput
from engram.items.interchange import aish, engram_jsonl, markdown
from engram.items.write import remember_in
from engram.models import ImportReport, LineError, Provenance
from engram.operation import OpContext
from engram.store.base import ItemQuery, NewItem, StoreTx
from engram.timeutil import from_text, opt_from_text, parse_user_time, to_text

FORMATS = ("jsonl", "aish", "markdown")
IMPORT_FORMATS = (*FORMATS, "mem0")


def export(ctx: OpContext, fmt: str = "jsonl", *, namespace: str | None = None) -> str:
    if fmt not in FORMATS:
        raise InvalidInput(f"unknown export format {fmt!r}: use one of {', '.join(FORMATS)}")
    prefix = v.namespace_prefix(namespace)
    with ctx.store.read() as tx:
        if fmt == "jsonl":
            return "\n".join(_jsonl_lines(tx, ctx)) + "\n"
        active = tx.find_items(ItemQuery(owner=ctx.owner, namespace=prefix))
    if fmt == "markdown":
        return markdown.render(active, ctx.policy.categories)
    active.sort(key=lambda i: (i.recorded_at, i.id))
    lines = [
        aish.item_line(
            n, aish.format_ts(i.recorded_at), aish.CATEGORY_TO_KIND.get(i.category, "fact"), i.content, i.tags
        )
        for n, i in enumerate(active, start=1)
    ]
    return "".join(line + "\n" for line in lines)


def _jsonl_lines(tx: StoreTx, ctx: OpContext) -> Iterable[str]:
    yield engram_jsonl.header(ctx.owner, to_text(ctx.now()))
    for item in tx.find_items(ItemQuery(owner=ctx.owner, include_inactive=True, include_trashed=True)):
        yield engram_jsonl.line("item", item.to_dict())
    for link in tx.all_links(ctx.owner):
        yield engram_jsonl.line("link", link.to_dict())
    for block in tx.all_blocks(ctx.owner):
        yield engram_jsonl.line("block", block.to_dict())
    for event in tx.iter_events(ctx.owner):
        yield engram_jsonl.line("event", event.to_dict())


def import_(
    ctx: OpContext,
    text: str,
    fmt: str = "jsonl",
    *,
    strict: bool = False,
    namespace: str = "user",
    dry_run: bool = False,
    mem0_user: str | None = None,
) -> ImportReport:
    if fmt not in IMPORT_FORMATS:
        raise InvalidInput(f"unknown import format {fmt!r}: use one of {', '.join(IMPORT_FORMATS)}")
    ns = v.namespace(namespace)
    if fmt == "mem0":
        from engram.items.interchange import mem0_import

        return mem0_import.import_mem0(ctx, text, namespace=ns, mem0_user=mem0_user or ctx.owner, dry_run=dry_run)
    if dry_run:
        raise InvalidInput("a dry run is available for --format mem0 only")
    # Split on newlines only: U+2028 and friends are valid inside JSON strings and memory text.
    lines = [line.rstrip("\r") for line in text.split("\n")]
    if fmt == "jsonl":
        return _import_jsonl(ctx, lines, strict)
    if fmt == "aish":
        parsed = aish.parse(lines)
        rows = [(i.line, i.content, aish.KIND_TO_CATEGORY[i.kind], i.tags, i.ts or None) for i in parsed.active]
        return _import_simple(ctx, "aish", rows, list(parsed.errors), strict, ns)
    entries, errors = markdown.parse(lines)
    rows2: list[tuple[int, str, str, tuple[str, ...], str | None]] = [
        (e.line, e.content, e.category, (), None) for e in entries
    ]
    return _import_simple(ctx, "markdown", rows2, errors, strict, ns)


def _import_simple(
    ctx: OpContext,
    fmt: str,
    rows: list[tuple[int, str, str, tuple[str, ...], str | None]],
    errors: list[LineError],
    strict: bool,
    namespace: str,
) -> ImportReport:
    prepared = []
    for line_no, content, category, tags, ts in rows:
        try:
            prepared.append(
                (
                    v.content(content, ctx.policy),
                    v.category(category, ctx.policy),
                    v.tags(tags, ctx.policy),
                    None if not ts else parse_user_time(ts),
                )
            )
        except EngramError as exc:
            errors.append(LineError(line_no, exc.message))
    errors.sort(key=lambda e: e.line)
    if strict and errors:
        return ImportReport(fmt, errors=tuple(errors), committed=False)
    created = skipped = 0
    with ctx.store.write() as tx:
        for content, category, tags, valid_from in prepared:
            result = remember_in(
                tx,
                ctx,
                content,
                namespace=namespace,
                category=category,
                summary=None,
                detail=None,
                tags=tags,
                source="imported",
                confidence=None,
                provenance=Provenance(),
                valid_from=valid_from,
            )
            created += int(result.created)
            skipped += int(not result.created)
        if created:
            tx.insert_event(
                ctx.owner,
                namespace,
                ctx.now(),
                ctx.actor,
                "import",
                "import",
                None,
                None,
                {"format": fmt, "items": created, "skipped_duplicates": skipped},
            )
    return ImportReport(fmt, items=created, skipped_duplicates=skipped, errors=tuple(errors))


_INT_FIELDS = {
    "item": ("lineage", "supersedes", "superseded_by"),
    "link": ("from_id", "to_id"),
    "block": ("version",),
    "event": ("target_id", "undoes"),
}
_STR_FIELDS = {
    "item": ("summary", "detail"),
    "block": ("content", "category"),
    "event": ("actor", "op", "target_kind"),
}


def _check_types(rec: engram_jsonl.Record) -> None:
    d = rec.data
    for key in _INT_FIELDS.get(rec.kind, ()):
        value = d.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
            raise InvalidInput(f"{rec.kind} field {key!r} must be a positive whole number")
    for key in _STR_FIELDS.get(rec.kind, ()):
        if d.get(key) is not None and not isinstance(d[key], str):
            raise InvalidInput(f"{rec.kind} field {key!r} must be text")
    if rec.kind == "item":
        tags = d.get("tags") or []
        if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
            raise InvalidInput("item field 'tags' must be a list of strings")
        prov = d.get("provenance") or {}
        if not isinstance(prov, dict):
            raise InvalidInput("item field 'provenance' must be an object")
        if prov.get("session_id") is not None and not isinstance(prov["session_id"], str):
            raise InvalidInput("provenance.session_id must be text")
        if not isinstance(prov.get("turn_ids") or [], list):
            raise InvalidInput("provenance.turn_ids must be a list")
    if rec.kind == "event":
        for key in ("before", "after"):
            if d.get(key) is not None and not isinstance(d[key], dict):
                raise InvalidInput(f"event field {key!r} must be an object")


def _check_record(ctx: OpContext, rec: engram_jsonl.Record) -> None:
    d = rec.data
    _check_types(rec)
    if not isinstance(d["namespace"], str):
        raise InvalidInput("namespace must be text")
    v.namespace(d["namespace"])
    if rec.kind == "item":
        v.content(d["content"], ctx.policy)
        v.category(d["category"], ctx.policy)
        v.source(d["source"])
        v.confidence(d.get("confidence"))
        for key in ("valid_from", "recorded_at", "valid_until", "last_confirmed_at", "trashed_at"):
            if d.get(key) is not None:
                _time(d[key])
    elif rec.kind == "block":
        if d.get("category"):
            v.category(d["category"], ctx.policy)
        _time(d["recorded_at"])
    elif rec.kind == "link":
        v.relation(d["relation"])
        _time(d["created_at"])
    else:
        _time(d["at"])


def _secret_free(value: Any) -> Any:
    """Redact every string inside an imported snapshot: a file's events must not carry secrets to disk."""
    if isinstance(value, str):
        return v.secret_free(value)
    if isinstance(value, dict):
        return {k: _secret_free(x) for k, x in value.items()}
    if isinstance(value, list):
        return [_secret_free(x) for x in value]
    return value


def _time(value: Any) -> None:
    try:
        from_text(value)
    except (TypeError, ValueError) as exc:
        raise InvalidInput(f"bad timestamp {value!r}") from exc


def _import_jsonl(ctx: OpContext, lines: list[str], strict: bool) -> ImportReport:
    records, errors = engram_jsonl.parse(lines)
    good: list[engram_jsonl.Record] = []
    for rec in records:
        try:
            _check_types(rec) if rec.kind == "link" else None
            _check_record(ctx, rec) if rec.kind != "link" else v.relation(rec.data["relation"])
            good.append(rec)
        except EngramError as exc:
            errors.append(LineError(rec.line, exc.message))
    errors.sort(key=lambda e: e.line)
    if strict and errors:
        return ImportReport("jsonl", errors=tuple(errors), committed=False)
    by_kind: dict[str, list[Mapping[str, Any]]] = {k: [] for k in engram_jsonl.REQUIRED}
    for rec in good:
        by_kind[rec.kind].append(rec.data)
    for rows in by_kind.values():
        rows.sort(key=lambda d: int(d["id"]))
    with ctx.store.write() as tx:
        keep_ids = not any(
            tx.ids_in_use(table, [int(d["id"]) for d in by_kind[kind]])
            for kind, table in (
                ("item", "items"),
                ("link", "links"),
                ("block", "blocks"),
                ("event", "events"),
            )
        )
        report = _write_jsonl(tx, ctx, by_kind, keep_ids)
    return ImportReport("jsonl", **report, errors=tuple(errors))  # type: ignore[arg-type]


def _write_jsonl(
    tx: StoreTx, ctx: OpContext, by_kind: dict[str, list[Mapping[str, Any]]], keep_ids: bool
) -> dict[str, int]:
    owner = ctx.owner
    item_map: dict[int, int] = {}
    skipped = 0
    for d in by_kind["item"]:
        old_id = int(d["id"])
        same = tx.get_item(owner, old_id)
        if same is not None and to_text(same.recorded_at) == d["recorded_at"] and same.content == d["content"]:
            item_map[old_id] = same.id  # this very record is already here (re-importing an export)
            skipped += 1
            continue
        content = v.content(d["content"], ctx.policy)
        key = v.content_key(content)
        category = v.category(d["category"], ctx.policy)
        active = d.get("valid_until") is None and d.get("trashed_at") is None
        if active:
            clash = tx.find_active_duplicate(owner, d["namespace"], category, key)
            if clash is not None:
                item_map[old_id] = clash.id
                skipped += 1
                continue
        prov = d.get("provenance") or {}
        lineage = int(d["lineage"])
        item = tx.insert_item(
            NewItem(
                owner=owner,
                namespace=v.namespace(d["namespace"]),
                category=category,
                content=content,
                content_key=key,
                summary=v.optional_text(d.get("summary"), ctx.policy.max_content_chars, "summary"),
                detail=v.optional_text(d.get("detail"), ctx.policy.max_detail_chars, "detail"),
                tags=tuple(d.get("tags") or ()),
                source=d["source"],
                provenance=Provenance(prov.get("session_id"), tuple(str(t) for t in prov.get("turn_ids") or ())),
                confidence=d.get("confidence"),
                valid_from=from_text(d["valid_from"]),
                recorded_at=from_text(d["recorded_at"]),
                supersedes=item_map.get(int(d["supersedes"])) if d.get("supersedes") else None,
                lineage=item_map.get(lineage) if lineage != old_id else None,
                last_confirmed_at=opt_from_text(d.get("last_confirmed_at")),
                valid_until=opt_from_text(d.get("valid_until")),
                trashed_at=opt_from_text(d.get("trashed_at")),
                slot=_slot(d.get("slot")),
            ),
            item_id=old_id if keep_ids else None,
        )
        item_map[old_id] = item.id
    items_written = len(by_kind["item"]) - skipped
    present = set(item_map.values())
    for d in by_kind["item"]:
        if d.get("superseded_by") and d.get("valid_until") and int(d["id"]) in item_map:
            if item_map[int(d["id"])] in present and tx.get_item(owner, item_map[int(d["id"])]) is not None:
                existing = tx.get_item(owner, item_map[int(d["id"])])
                if existing is not None and existing.superseded_by is not None:
                    continue
            tx.end_item(
                owner,
                item_map[int(d["id"])],
                from_text(d["valid_until"]),
                item_map.get(int(d["superseded_by"])),
            )
    written = {"links": 0, "blocks": 0, "events": 0}
    link_map: dict[int, int] = {}
    for d in by_kind["link"]:
        known = tx.get_link(owner, int(d["id"]))
        if known is not None and to_text(known.created_at) == d["created_at"] and known.relation == d["relation"]:
            link_map[int(d["id"])] = known.id
            skipped += 1
            continue
        a, b = item_map.get(int(d["from_id"])), item_map.get(int(d["to_id"]))
        if a is None or b is None:
            continue
        created = tx.insert_link(
            owner, a, b, d["relation"], from_text(d["created_at"]), link_id=int(d["id"]) if keep_ids else None
        )
        link_map[int(d["id"])] = created.id
        written["links"] += 1
    block_map: dict[int, int] = {}
    for d in by_kind["block"]:
        known_block = tx.get_block(owner, int(d["id"]))
        if known_block is not None and to_text(known_block.recorded_at) == d["recorded_at"]:
            block_map[int(d["id"])] = known_block.id
            skipped += 1
            continue
        ns, cat = v.namespace(d["namespace"]), (d.get("category") or None)
        until = opt_from_text(d.get("valid_until"))
        if until is None and tx.get_active_block(owner, ns, cat) is not None:
            until = ctx.now()  # the target's current block stays current; the imported one becomes history
        block = tx.insert_block(
            owner,
            ns,
            cat,
            v.secret_free(v.utf8_safe(d["content"]).replace("\x00", "")),
            int(d["version"]),
            from_text(d["recorded_at"]),
            block_id=int(d["id"]) if keep_ids else None,
            valid_until=until,
        )
        block_map[int(d["id"])] = block.id
        written["blocks"] += 1
    maps = {"item": item_map, "link": link_map, "block": block_map}
    event_map: dict[int, int] = {}
    for d in by_kind["event"]:
        known_event = tx.get_event(owner, int(d["id"]))
        if known_event is not None and to_text(known_event.at) == d["at"] and known_event.op == d["op"]:
            event_map[int(d["id"])] = known_event.id
            skipped += 1
            continue
        target = d.get("target_id")
        mapped = maps.get(d["target_kind"], {}).get(int(target), target) if target is not None else None
        undoes = event_map.get(int(d["undoes"])) if d.get("undoes") else None
        ev = tx.insert_event(
            owner,
            d["namespace"],
            from_text(d["at"]),
            d["actor"],
            d["op"],
            d["target_kind"],
            mapped,
            _secret_free(d.get("before")),
            _secret_free(d.get("after")),
            undoes=undoes,
            event_id=int(d["id"]) if keep_ids else None,
        )
        event_map[int(d["id"])] = ev.id
        written["events"] += 1
    counts = {"items": items_written, **written, "skipped_duplicates": skipped}
    if any(written.values()) or items_written:
        tx.insert_event(
            owner, "user", ctx.now(), ctx.actor, "import", "import", None, None, {"format": "jsonl", **counts}
        )
    return counts


def _slot(value: object) -> str | None:
    """A typed fact's slot from an export line: absent in older exports; text of at most 64 characters."""
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip() or len(value) > 64:
        raise InvalidInput("an item's slot must be text of 1 to 64 characters")
    return value.strip()
