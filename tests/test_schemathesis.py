"""Schemathesis against the live OpenAPI document: generated requests to every operation, valid ones and
deliberately invalid ones, sent with a valid key, must never get a 5xx.

Bounded: ``MAX_EXAMPLES`` per operation and mode, derandomized (the same cases every run), no
deadline. The operations are driven from one test (schemathesis's pytest fixture loader does not work
with this pytest), each with its own Hypothesis run; every 5xx is collected and reported at the end.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error

from api_server import Live, live_server

MAX_EXAMPLES = int(os.environ.get("ENGRAM_FUZZ_EXAMPLES", "20"))


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Live]:
    with live_server(tmp_path_factory.mktemp("fuzz") / "e.db") as server:
        yield server


def _operations(live: Live) -> list[Any]:
    schema = schemathesis.openapi.from_url(live.url + "/openapi.json")
    return [result.ok() for result in schema.get_all_operations()]


def _fuzz(operation: Any, mode: Any, headers: dict[str, str], failures: list[str]) -> int:
    sent = [0]

    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(
        max_examples=MAX_EXAMPLES,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    def run(case: Any) -> None:
        sent[0] += 1
        try:
            case.call_and_validate(headers=headers, checks=[not_a_server_error], timeout=30)
        except AssertionError as exc:  # schemathesis reports a failed check as an AssertionError
            failures.append(f"{operation.label} [{mode.value}]: {str(exc).strip()[:800]}")

    try:
        run()
    except Unsatisfiable:  # nothing to make invalid (e.g. no parameters, no body) in negative mode
        assert mode is GenerationMode.NEGATIVE, operation.label
    return sent[0]


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE], ids=lambda m: m.value)
def test_no_operation_answers_a_server_error(live: Live, mode: Any) -> None:
    headers = {"Authorization": f"Bearer {live.key('fuzzer')}"}
    operations = _operations(live)
    assert len(operations) >= 25
    failures: list[str] = []
    sent = sum(_fuzz(operation, mode, headers, failures) for operation in operations)

    print(f"schemathesis {mode.value}: {len(operations)} operations, {sent} requests, {len(failures)} failures")
    assert sent >= len(operations)
    assert not failures, "\n\n".join(failures)
