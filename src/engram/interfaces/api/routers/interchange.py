"""Export and import: engram JSONL (everything, with the event log), aish ``memory.jsonl``, Markdown."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query
from fastapi.responses import PlainTextResponse

from engram.errors import InvalidInput
from engram.interfaces.api.deps import AUTH, MemoryDep
from engram.interfaces.api.errors import COMMON_RESPONSES
from engram.interfaces.api.schemas import ImportIn, ImportOut

router = APIRouter(prefix="/v1", tags=["interchange"], dependencies=[AUTH], responses=COMMON_RESPONSES)

MEDIA = {"jsonl": "application/x-ndjson", "aish": "application/x-ndjson", "markdown": "text/markdown"}
_TEXT = {"schema": {"type": "string"}}


@router.get(
    "/export",
    response_class=PlainTextResponse,
    responses={200: {"content": {"application/x-ndjson": _TEXT, "text/markdown": _TEXT}, "description": "The export"}},
    summary="Export memory",
)
def export(
    memory: MemoryDep,
    format: Annotated[Literal["jsonl", "aish", "markdown"], Query(description="The interchange format.")] = "jsonl",
    namespace: Annotated[str | None, Query(description="Only this namespace (aish and markdown).")] = None,
) -> PlainTextResponse:
    """The caller's memory as a file: `jsonl` carries every version, link, block and event (a full
    backup); `aish` and `markdown` the active memories."""
    text = memory.export(format, namespace=namespace)
    extension = {"jsonl": "jsonl", "aish": "jsonl", "markdown": "md"}[format]
    return PlainTextResponse(
        text,
        media_type=MEDIA[format],
        headers={"Content-Disposition": f'attachment; filename="engram-export.{extension}"'},
    )


@router.post("/import", response_model=ImportOut, summary="Import memory")
def import_(body: ImportIn, memory: MemoryDep) -> dict[str, Any]:
    """Validates every line first. Valid lines are written in one transaction and the bad ones are
    reported with line numbers; with `strict: true` any bad line means a 400 and nothing imported,
    and so does a file whose every line is bad. A file that cannot be read as a whole (another
    export version, two records with one id) is a 400 naming the line. The counts are the rows
    written; an import that wrote nothing records no `import` event. `mem0` (mem0's
    `get_all`/`search` JSON, with its `history` rows) is all or nothing: a bad record is a 400
    naming it; `dry_run: true` lists what would be written."""
    report = memory.import_(
        body.text,
        body.format,
        strict=body.strict,
        namespace=body.namespace,
        dry_run=body.dry_run,
        mem0_user=body.mem0_user,
    )
    errors = [{"line": e.line, "message": e.message} for e in report.errors]
    counts = (report.items, report.links, report.blocks, report.events, report.skipped_duplicates)
    if errors and (body.strict or body.format == "mem0" or not report.committed or not any(counts)):
        first = errors[0]
        unit = "record(s)" if body.format == "mem0" else "line(s)"
        where = "record" if body.format == "mem0" else "line"
        raise InvalidInput(
            f"{len(errors)} {unit} are invalid ({where} {first['line']}: {first['message']}); nothing was imported",
            details={"errors": errors},
        )
    return {
        "format": report.format,
        "items": report.items,
        "links": report.links,
        "blocks": report.blocks,
        "events": report.events,
        "skipped_duplicates": report.skipped_duplicates,
        "errors": errors,
        "committed": report.committed,
        "skipped": [{"line": e.line, "message": e.message} for e in report.skipped],
        "planned": [dict(p) for p in report.planned],
        "dry_run": report.dry_run,
    }
