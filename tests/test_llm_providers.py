"""The LLM adapters against real things: httpx clients against a loopback server (tests/llm_server.py)
and CommandLLM against real executable scripts on PATH."""

from __future__ import annotations

import json
import os
import socket
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from engram.errors import InvalidInput, ProviderError
from engram.providers.anthropic_llm import AnthropicLLM
from engram.providers.base import LLM, ChatMessage, Completion
from engram.providers.command_llm import RECURSION_GUARD_ENV, CommandLLM, render_prompt
from engram.providers.openai_llm import OpenAICompatibleLLM
from engram.structured import extract_json
from llm_server import (
    LLMServer,
    Reply,
    anthropic_error,
    anthropic_message,
    echo,
    openai_chat,
    openai_error,
    prepend_path,
    write_command,
)

KEY = "sk-test-SECRET-0123456789abcdef"
FAST = (0.0,)  # backoff for tests: retry at once
USER = [ChatMessage("user", "Say hi")]
FACTS_SCHEMA = {
    "title": "Extracted facts",
    "type": "object",
    "properties": {"facts": {"type": "array", "items": {"type": "string"}}},
    "required": ["facts"],
}


@pytest.fixture
def server() -> Iterator[LLMServer]:
    with LLMServer() as srv:
        yield srv


def openai(srv: LLMServer, **kwargs: object) -> OpenAICompatibleLLM:
    kwargs.setdefault("api_key", KEY)
    kwargs.setdefault("backoff", FAST)
    return OpenAICompatibleLLM(srv.openai_base_url, "test-model", **kwargs)  # type: ignore[arg-type]


def anthropic(srv: LLMServer, **kwargs: object) -> AnthropicLLM:
    kwargs.setdefault("backoff", FAST)
    return AnthropicLLM(KEY, "claude-test", base_url=srv.anthropic_base_url, **kwargs)  # type: ignore[arg-type]


def recorder() -> tuple[list[float], Callable[[float], None]]:
    slept: list[float] = []
    return slept, slept.append


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


# --------------------------------------------------------------------------------------------------
# OpenAI-compatible
# --------------------------------------------------------------------------------------------------


def test_openai_success_records_usage_and_sends_the_wire_format(server: LLMServer) -> None:
    server.play(openai_chat("Hello there", model="test-model-2026", prompt_tokens=21, completion_tokens=4))
    with openai(server, extra_headers={"X-Title": "engram"}) as llm:
        assert isinstance(llm, LLM)
        assert llm.model_name == "test-model"
        messages = [ChatMessage("system", "Be brief."), ChatMessage("user", "Say hi")]
        done = llm.complete(messages, max_tokens=50, temperature=0.2)
    assert isinstance(done, Completion)
    assert done.text == "Hello there"
    assert (done.input_tokens, done.output_tokens) == (21, 4)
    assert done.model == "test-model-2026"
    assert done.provider == "openai-compatible"
    assert done.seconds > 0
    (request,) = server.requests
    assert request.method == "POST"
    assert request.path == "/v1/chat/completions"
    assert request.headers["authorization"] == f"Bearer {KEY}"
    assert request.headers["x-title"] == "engram"
    assert request.json == {
        "model": "test-model",
        "messages": [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Say hi"}],
        "temperature": 0.2,
        "max_tokens": 50,
    }


def test_openai_without_key_or_usage(server: LLMServer) -> None:
    server.play(openai_chat("ok", prompt_tokens=None, completion_tokens=None))
    with OpenAICompatibleLLM(server.openai_base_url + "/", "llama3") as llm:
        done = llm.complete(USER)
    assert (done.input_tokens, done.output_tokens) == (None, None)
    assert "authorization" not in server.requests[0].headers
    assert "max_tokens" not in server.requests[0].json
    assert server.requests[0].path == "/v1/chat/completions"  # trailing slash on base_url tolerated


def test_openai_json_schema_request_shape(server: LLMServer) -> None:
    server.play(openai_chat('{"facts": ["likes tea"]}'))
    with openai(server) as llm:
        done = llm.complete(USER, json_schema=FACTS_SCHEMA)
    assert extract_json(done.text, schema=FACTS_SCHEMA) == {"facts": ["likes tea"]}
    body = server.requests[0].json
    assert body["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": "Extracted_facts", "schema": FACTS_SCHEMA, "strict": False},
    }
    assert body["messages"] == [{"role": "user", "content": "Say hi"}]  # the server enforces: no prompt text
    assert llm.json_mode == "schema"


def test_openai_downgrades_to_json_object_on_a_400_about_response_format(server: LLMServer) -> None:
    rejection = openai_error(400, "Invalid parameter: 'response_format' of type 'json_schema' is not supported")
    server.play(rejection, openai_chat('{"facts": []}'), openai_chat('{"facts": ["b"]}'))
    system = ChatMessage("system", "Extract facts.")
    with openai(server) as llm:
        first = llm.complete([system, *USER], json_schema=FACTS_SCHEMA)
        assert llm.json_mode == "object"
        second = llm.complete(USER, json_schema=FACTS_SCHEMA)
    assert (first.text, second.text) == ('{"facts": []}', '{"facts": ["b"]}')
    tried, retried, remembered = (r.json for r in server.requests)
    assert tried["response_format"]["type"] == "json_schema"
    assert retried["response_format"] == {"type": "json_object"}
    # below the schema level the schema goes into the system prompt (appended to the caller's)
    assert retried["messages"][0]["role"] == "system"
    assert retried["messages"][0]["content"].startswith("Extract facts.\n\n")
    assert '"facts"' in retried["messages"][0]["content"]
    assert remembered["response_format"] == {"type": "json_object"}  # no second 400 for this instance
    assert remembered["messages"][0]["role"] == "system"  # inserted when the caller had none


def test_openai_downgrades_to_no_response_format_after_two_rejections(server: LLMServer) -> None:
    server.play(
        openai_error(400, "response_format json_schema unsupported"),
        openai_error(400, "'messages' must contain the word 'json' to use 'response_format' of type 'json_object'"),
        openai_chat('Sure! {"facts": ["x"]}'),
        openai_chat('{"facts": []}'),
    )
    slept, sleep = recorder()
    with openai(server, sleep=sleep) as llm:
        done = llm.complete(USER, json_schema=FACTS_SCHEMA)
        llm.complete(USER, json_schema=FACTS_SCHEMA)
        assert llm.json_mode == "none"
    assert extract_json(done.text, schema=FACTS_SCHEMA) == {"facts": ["x"]}
    assert [("response_format" in r.json) for r in server.requests] == [True, True, False, False]
    assert slept == []  # a downgrade is not a retry: no backoff


def test_openai_json_mode_object_and_none_from_the_start(server: LLMServer) -> None:
    server.play(openai_chat("{}"), openai_chat("{}"), openai_chat("plain"))
    with openai(server, json_mode="object") as llm:
        llm.complete(USER, json_schema=FACTS_SCHEMA)
    with openai(server, json_mode="none") as llm:
        llm.complete(USER, json_schema=FACTS_SCHEMA)
        llm.complete(USER)  # no schema: nothing added
    obj, none, plain = (r.json for r in server.requests)
    assert obj["response_format"] == {"type": "json_object"}
    assert "response_format" not in none
    assert "JSON Schema" in none["messages"][0]["content"]
    assert plain["messages"] == [{"role": "user", "content": "Say hi"}]
    with pytest.raises(ValueError, match="json_mode"):
        OpenAICompatibleLLM(server.openai_base_url, "m", json_mode="grammar")  # type: ignore[arg-type]


def test_openai_other_400_fails_at_once_without_downgrade(server: LLMServer) -> None:
    server.play(openai_error(400, "max_tokens is too large for this model"))
    with openai(server) as llm, pytest.raises(ProviderError) as caught:
        llm.complete(USER, json_schema=FACTS_SCHEMA)
    assert len(server.requests) == 1
    assert "HTTP 400" in caught.value.message
    assert "max_tokens is too large" in caught.value.message
    assert llm.json_mode == "schema"


def test_openai_adapts_to_reasoning_model_parameters(server: LLMServer) -> None:
    server.play(
        openai_error(
            400,
            "Unsupported parameter: 'max_tokens' is not supported with this model. "
            "Use 'max_completion_tokens' instead.",
            param="max_tokens",
        ),
        openai_error(
            400,
            "Unsupported value: 'temperature' does not support 0.0 with this model. "
            "Only the default (1) value is supported.",
            param="temperature",
        ),
        openai_chat("thought hard"),
        openai_chat("again"),
    )
    with openai(server) as llm:
        assert llm.complete(USER, max_tokens=99).text == "thought hard"
        assert llm.complete(USER, max_tokens=5).text == "again"
    first, second, third, fourth = (r.json for r in server.requests)
    assert first["max_tokens"] == 99 and first["temperature"] == 0.0
    assert second["max_completion_tokens"] == 99 and "max_tokens" not in second and "temperature" in second
    assert third["max_completion_tokens"] == 99 and "temperature" not in third
    assert fourth["max_completion_tokens"] == 5 and "temperature" not in fourth  # remembered


def test_openai_redirect_is_an_error_naming_the_target(server: LLMServer) -> None:
    server.play(Reply(301, "", headers={"Location": "https://api.example.test/v1/chat/completions?key=s3cret"}))
    with openai(server) as llm, pytest.raises(ProviderError) as caught:
        llm.complete(USER)
    assert "redirected (HTTP 301) to https://api.example.test/v1/chat/completions?…" in caught.value.message
    assert "s3cret" not in caught.value.message


def test_openai_429_then_success_honours_retry_after_up_to_the_cap(server: LLMServer) -> None:
    server.play(
        openai_error(429, "rate limited", headers={"Retry-After": "120"}),
        openai_error(429, "rate limited"),
        openai_error(503, "busy", headers={"retry-after-ms": "20"}),
        openai_chat("finally"),
    )
    slept, sleep = recorder()
    with openai(server, backoff=(0.25, 0.5), retry_after_cap=1.5, sleep=sleep) as llm:
        done = llm.complete(USER)
    assert done.text == "finally"
    assert slept == [1.5, 0.5, 0.02]  # Retry-After capped; then backoff[1]; then retry-after-ms
    assert len(server.requests) == 4


def test_openai_retry_after_really_waits(server: LLMServer) -> None:
    server.play(openai_error(429, "slow down", headers={"Retry-After": "0.3"}), openai_chat("ok"))
    started = time.monotonic()
    with openai(server, backoff=(5.0,)) as llm:
        assert llm.complete(USER).text == "ok"
    assert 0.3 <= time.monotonic() - started < 4.0  # the server's 0.3 s, not the 5 s backoff


def test_openai_500s_exhausted_names_url_and_status_never_the_key(server: LLMServer) -> None:
    leaky = openai_error(500, f"internal error while checking key {KEY}")
    server.play(leaky, leaky, leaky, leaky)
    slept, sleep = recorder()
    with openai(server, max_retries=2, backoff=(0.5, 2.0, 8.0), sleep=sleep) as llm, pytest.raises(ProviderError) as e:
        llm.complete(USER)
    message = e.value.message
    assert f"{server.openai_base_url}/chat/completions" in message
    assert "HTTP 500" in message and "after 3 attempts" in message
    assert "internal error while checking key ***" in message
    assert KEY not in message and KEY not in repr(e.value.details) and KEY not in repr(llm)
    assert e.value.details["status"] == 500 and e.value.details["attempts"] == 3
    assert slept == [0.5, 2.0]
    assert len(server.requests) == 3 and server.remaining == 1


@pytest.mark.parametrize("status", [502, 504])
def test_openai_gateway_errors_are_retried(server: LLMServer, status: int) -> None:
    server.play(Reply(status, "<html>Bad Gateway</html>", content_type="text/html"), openai_chat("ok"))
    with openai(server) as llm:
        assert llm.complete(USER).text == "ok"


@pytest.mark.parametrize("status", [401, 403, 404, 422])
def test_openai_other_4xx_is_not_retried(server: LLMServer, status: int) -> None:
    server.play(openai_error(status, "nope"), openai_chat("never"))
    with openai(server) as llm, pytest.raises(ProviderError, match=f"HTTP {status}"):
        llm.complete(USER)
    assert len(server.requests) == 1


def test_credentials_in_the_base_url_never_reach_messages(server: LLMServer) -> None:
    server.play(openai_error(400, "bad"))
    base = server.openai_base_url.replace("http://", "http://alice:pw-Very-Secret@")
    with OpenAICompatibleLLM(base, "m", backoff=FAST) as llm, pytest.raises(ProviderError) as caught:
        llm.complete(USER)
    assert "pw-Very-Secret" not in caught.value.message and "alice" not in caught.value.message
    assert "pw-Very-Secret" not in repr(llm)
    assert f"{server.openai_base_url}/chat/completions" in caught.value.message
    assert server.requests[0].headers["authorization"].startswith("Basic ")  # httpx still used them


def test_openai_timeout_raises_provider_error_mentioning_it(server: LLMServer) -> None:
    server.play(Reply(delay=5.0, body={}), Reply(delay=5.0, body={}))
    started = time.monotonic()
    with openai(server, timeout=0.3, max_retries=1) as llm, pytest.raises(ProviderError) as caught:
        llm.complete(USER)
    assert time.monotonic() - started < 4.0
    assert "timed out after 0.3s on each of 2 attempts (ReadTimeout)" in caught.value.message
    assert server.openai_base_url in caught.value.message
    assert caught.value.details["status"] is None


def test_openai_connection_refused_is_retried_then_reported() -> None:
    url = f"http://127.0.0.1:{free_port()}/v1"
    slept, sleep = recorder()
    llm = OpenAICompatibleLLM(url, "m", max_retries=2, backoff=(0.01,), sleep=sleep)
    with llm, pytest.raises(ProviderError) as caught:
        llm.complete(USER)
    assert "ConnectError" in caught.value.message and url in caught.value.message
    assert "after 3 attempts" in caught.value.message
    assert slept == [0.01, 0.01]  # the last backoff entry repeats


def test_openai_hangup_is_retried(server: LLMServer) -> None:
    server.play(Reply(hangup=True), openai_chat("second time lucky"))
    with openai(server) as llm:
        assert llm.complete(USER).text == "second time lucky"
    assert len(server.requests) == 2


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        (Reply(200, "this is not json", content_type="text/plain"), "malformed JSON"),
        (Reply(200, "[1, 2]"), "not an object"),
        (Reply(200, {"error": {"message": "upstream provider failed"}}), "an 'error' instead of 'choices'"),
        (Reply(200, {"choices": []}), "no 'choices' list"),
        (openai_chat(None, finish_reason="tool_calls"), "no message content"),
    ],
)
def test_openai_unusable_2xx_bodies(server: LLMServer, reply: Reply, expected: str) -> None:
    server.play(reply)
    with openai(server) as llm, pytest.raises(ProviderError) as caught:
        llm.complete(USER)
    assert expected in caught.value.message
    assert "HTTP 200" in caught.value.message and server.openai_base_url in caught.value.message
    assert len(server.requests) == 1  # a bad answer is not retried


@pytest.mark.parametrize(
    "answer",
    [
        '```json\n{"facts": ["likes green tea", "lives in Lyon"]}\n```',
        'Here is the JSON you asked for:\n{"facts": ["likes green tea", "lives in Lyon"]}\nLet me know!',
        '{"type": "object", "properties": {"facts": {"type": "array"}}, "required": ["facts"]}\n'
        '{"facts": ["likes green tea", "lives in Lyon"]}',
        '<think>the user wants {facts}</think>\n{"facts": ["likes green tea", "lives in Lyon"],}',
    ],
    ids=["fenced", "prose", "schema-echo", "think-and-trailing-comma"],
)
def test_openai_wrapped_answers_parse_with_extract_json(server: LLMServer, answer: str) -> None:
    server.play(openai_chat(answer))
    with openai(server, json_mode="none") as llm:
        done = llm.complete(USER, json_schema=FACTS_SCHEMA)
    assert extract_json(done.text, schema=FACTS_SCHEMA) == {"facts": ["likes green tea", "lives in Lyon"]}


def test_openai_content_parts_are_joined(server: LLMServer) -> None:
    body = openai_chat("x").body
    body["choices"][0]["message"]["content"] = [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]
    server.play(Reply(200, body))
    with openai(server) as llm:
        assert llm.complete(USER).text == "ab"


def test_openai_rejects_bad_arguments(server: LLMServer) -> None:
    with openai(server) as llm:
        with pytest.raises(InvalidInput):
            llm.complete([])
        with pytest.raises(InvalidInput):
            llm.complete("hi")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="base_url"):
        OpenAICompatibleLLM("", "m")
    with pytest.raises(ValueError, match="backoff"):
        OpenAICompatibleLLM(server.openai_base_url, "m", backoff=())
    assert server.requests == []


def test_echo_fallback_makes_a_reusable_server() -> None:
    with LLMServer(fallback=echo) as srv, openai(srv) as llm, anthropic(srv) as claude:
        assert llm.complete([ChatMessage("user", "ping")]).text == "ping"
        assert claude.complete([ChatMessage("user", "pong")]).text == "pong"


def test_exhausted_script_fails_loudly(server: LLMServer) -> None:
    with openai(server, max_retries=0) as llm, pytest.raises(ProviderError, match="script exhausted"):
        llm.complete(USER)


# --------------------------------------------------------------------------------------------------
# Anthropic
# --------------------------------------------------------------------------------------------------


def test_anthropic_system_field_headers_and_usage(server: LLMServer) -> None:
    server.play(anthropic_message("Bonjour", model="claude-test-2026", input_tokens=30, output_tokens=5))
    messages = [
        ChatMessage("system", "You are terse."),
        ChatMessage("user", "Hi"),
        ChatMessage("system", "Answer in French."),
        ChatMessage("user", "Greet me"),
    ]
    with anthropic(server) as llm:
        assert isinstance(llm, LLM)
        done = llm.complete(messages, temperature=0.5)
    assert done.text == "Bonjour"
    assert (done.input_tokens, done.output_tokens) == (30, 5)
    assert done.model == "claude-test-2026" and done.provider == "anthropic"
    (request,) = server.requests
    assert request.path == "/v1/messages"
    assert request.headers["x-api-key"] == KEY
    assert request.headers["anthropic-version"] == "2023-06-01"
    assert "authorization" not in request.headers
    assert request.json == {
        "model": "claude-test",
        "max_tokens": 1024,
        "system": "You are terse.\n\nAnswer in French.",
        "messages": [{"role": "user", "content": "Hi\n\nGreet me"}],  # same-role turns merged
        "temperature": 0.5,
    }
    assert KEY not in repr(llm)


def test_anthropic_cache_tokens_count_as_input(server: LLMServer) -> None:
    server.play(
        anthropic_message(
            "ok", input_tokens=3, extra_usage={"cache_read_input_tokens": 100, "cache_creation_input_tokens": 20}
        )
    )
    with anthropic(server, max_tokens_default=64) as llm:
        done = llm.complete(USER, max_tokens=10)
    assert done.input_tokens == 123
    assert server.requests[0].json["max_tokens"] == 10
    assert "system" not in server.requests[0].json


def test_anthropic_json_schema_via_system_prompt_and_prefill(server: LLMServer) -> None:
    server.play(anthropic_message('Here you go: {"facts": ["a"]}'), anthropic_message('"facts": ["b"]}'))
    with anthropic(server) as llm:
        plain = llm.complete(USER, json_schema=FACTS_SCHEMA)
    with anthropic(server, prefill_json=True) as llm:
        prefilled = llm.complete(USER, json_schema=FACTS_SCHEMA)
    assert extract_json(plain.text, schema=FACTS_SCHEMA) == {"facts": ["a"]}
    assert prefilled.text == '{"facts": ["b"]}'
    first, second = (r.json for r in server.requests)
    assert "JSON Schema" in first["system"] and '"facts"' in first["system"]
    assert first["messages"] == [{"role": "user", "content": "Say hi"}]
    assert second["messages"][-1] == {"role": "assistant", "content": "{"}


def test_anthropic_529_overloaded_is_retried(server: LLMServer) -> None:
    overloaded = anthropic_error(529, "Overloaded", type_="overloaded_error")
    server.play(overloaded, overloaded, anthropic_message("made it"))
    slept, sleep = recorder()
    with anthropic(server, backoff=(0.1, 0.2), sleep=sleep) as llm:
        assert llm.complete(USER).text == "made it"
    assert slept == [0.1, 0.2]


def test_anthropic_401_fails_at_once_without_the_key(server: LLMServer) -> None:
    server.play(anthropic_error(401, f"invalid x-api-key {KEY}", type_="authentication_error"))
    with anthropic(server) as llm, pytest.raises(ProviderError) as caught:
        llm.complete(USER)
    assert "HTTP 401" in caught.value.message and f"{server.url}/v1/messages" in caught.value.message
    assert KEY not in caught.value.message and "***" in caught.value.message
    assert len(server.requests) == 1


def test_anthropic_malformed_and_textless_answers(server: LLMServer) -> None:
    server.play(
        Reply(200, "<html>oops</html>", content_type="text/html"),
        Reply(200, {"type": "message", "content": [{"type": "tool_use", "id": "t"}], "stop_reason": "tool_use"}),
    )
    with anthropic(server) as llm:
        with pytest.raises(ProviderError, match="malformed JSON"):
            llm.complete(USER)
        with pytest.raises(ProviderError, match="no text content"):
            llm.complete(USER)


def test_anthropic_rejects_bad_messages(server: LLMServer) -> None:
    with anthropic(server) as llm:
        with pytest.raises(InvalidInput, match="unknown chat role"):
            llm.complete([ChatMessage("tool", "x")])
        with pytest.raises(InvalidInput, match="user message"):
            llm.complete([ChatMessage("system", "only a system prompt")])
    with pytest.raises(ValueError, match="api_key"):
        AnthropicLLM("", "claude-test")
    assert server.requests == []


# --------------------------------------------------------------------------------------------------
# CommandLLM against real scripts on PATH
# --------------------------------------------------------------------------------------------------

REVERSER = """
import sys
data = sys.stdin.read()
sys.stdout.write(data[::-1])
"""

JSON_RESULT = """
import json, sys
prompt = sys.stdin.read()
print(json.dumps({
    "type": "result", "subtype": "success", "is_error": False,
    "result": "digest of " + str(len(prompt)) + " chars",
    "session_id": "abc",
    "usage": {"input_tokens": 4, "cache_read_input_tokens": 1000, "output_tokens": 42},
    "modelUsage": {"claude-sonnet-test": {"inputTokens": 4}},
}))
"""

SLEEPER = """
import os, subprocess, sys, time
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
with open(os.environ["PIDFILE"], "w") as f:
    f.write(f"{os.getpid()} {child.pid}")
time.sleep(60)
"""

FAILER = """
import sys
sys.stdin.read()
print("partial output")
print("boom: model not available; token " + __import__("os").environ.get("MY_API_KEY", ""), file=sys.stderr)
sys.exit(3)
"""

GUARD = """
import os, sys
sys.stdin.read()
print(os.environ.get("ENGRAM_HOOK_ACTIVE", "unset"), os.environ.get("EXTRA", "unset"))
"""


@pytest.fixture
def bin_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "bin"
    directory.mkdir()
    monkeypatch.setenv("PATH", prepend_path(directory))
    monkeypatch.delenv(RECURSION_GUARD_ENV, raising=False)
    return directory


def test_command_reverser_gets_the_rendered_prompt_on_stdin(bin_dir: Path) -> None:
    write_command(bin_dir, "claude", REVERSER)
    llm = CommandLLM(["claude", "-p"])
    assert isinstance(llm, LLM)
    assert llm.model_name == "claude"
    messages = [ChatMessage("user", "What did I say?"), ChatMessage("system", "Summarise.")]
    done = llm.complete(messages)
    expected = "## System\n\nSummarise.\n\n## User\n\nWhat did I say?\n"
    assert render_prompt(messages) == expected
    assert done.text == expected[::-1].strip()
    assert (done.input_tokens, done.output_tokens) == (None, None)
    assert done.provider == "command" and done.seconds > 0
    single = llm.complete([ChatMessage("user", "abc")])  # one user message goes verbatim
    assert single.text == "cba"


def test_command_json_result_with_usage(bin_dir: Path) -> None:
    write_command(bin_dir, "claude", JSON_RESULT)
    llm = CommandLLM(["claude", "-p", "--output-format", "json"])
    done = llm.complete(USER, json_schema=FACTS_SCHEMA)
    prompt = render_prompt(USER, FACTS_SCHEMA)
    assert "JSON Schema" in prompt
    assert done.text == f"digest of {len(prompt)} chars"
    assert (done.input_tokens, done.output_tokens) == (1004, 42)
    assert done.model == "claude-sonnet-test"


def test_command_json_is_error_raises(bin_dir: Path) -> None:
    source = 'import json; print(json.dumps({"type": "result", "is_error": True, "result": "max turns"}))'
    write_command(bin_dir, "claude", source)
    with pytest.raises(ProviderError, match="reported an error: 'max turns'"):
        CommandLLM(["claude"]).complete(USER)


def test_command_plain_json_answer_is_not_mistaken_for_an_envelope(bin_dir: Path) -> None:
    write_command(bin_dir, "llm", 'print(\'{"result": "yes", "why": "because"}\')')
    done = CommandLLM(["llm"]).complete(USER)
    assert json.loads(done.text) == {"result": "yes", "why": "because"}


def _gone(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"  # a zombie is dead, just unreaped
    except FileNotFoundError:
        return True
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        return False


def test_command_timeout_kills_the_whole_process_group(bin_dir: Path, tmp_path: Path) -> None:
    write_command(bin_dir, "claude", SLEEPER)
    pidfile = tmp_path / "pids"
    llm = CommandLLM(["claude", "-p"], timeout=1.5, env={"PIDFILE": str(pidfile)})
    started = time.monotonic()
    with pytest.raises(ProviderError, match=r"'claude' timed out after 1.5s") as caught:
        llm.complete(USER)
    assert time.monotonic() - started < 10
    assert caught.value.details["timeout"] == 1.5
    parent, grandchild = (int(p) for p in pidfile.read_text().split())
    deadline = time.monotonic() + 5
    while not (_gone(parent) and _gone(grandchild)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _gone(parent), "the command itself survived the timeout"
    assert _gone(grandchild), "the grandchild it spawned survived the timeout"


def test_command_nonzero_exit_reports_code_and_stderr(bin_dir: Path) -> None:
    write_command(bin_dir, "claude", FAILER)
    llm = CommandLLM(["claude", "-p"], env={"MY_API_KEY": "very-secret-value-42"})
    with pytest.raises(ProviderError) as caught:
        llm.complete(USER)
    message = caught.value.message
    assert "'claude' exited with code 3" in message
    assert "boom: model not available" in message
    assert "very-secret-value-42" not in message
    assert caught.value.details["exit_code"] == 3


def test_command_sets_the_recursion_guard(bin_dir: Path) -> None:
    write_command(bin_dir, "claude", GUARD)
    assert RECURSION_GUARD_ENV == "ENGRAM_HOOK_ACTIVE"
    done = CommandLLM(["claude", "-p"], env={"EXTRA": "passed"}).complete(USER)
    assert done.text == "1 passed"
    assert RECURSION_GUARD_ENV not in os.environ  # set for the child only


def test_command_rejects_shell_strings_and_reports_missing_programs(bin_dir: Path) -> None:
    with pytest.raises(InvalidInput, match="never a shell string"):
        CommandLLM("claude -p")  # a str is a Sequence[str] to mypy: only the runtime check catches it
    with pytest.raises(InvalidInput):
        CommandLLM([])
    with pytest.raises(InvalidInput):
        CommandLLM(["claude"], timeout=0)
    with pytest.raises(ProviderError, match="'no-such-llm-cmd' not found"):
        CommandLLM(["no-such-llm-cmd"]).complete(USER)
    (bin_dir / "not-executable").write_text("#!/bin/sh\n")
    with pytest.raises(ProviderError, match="could not be started"):
        CommandLLM([str(bin_dir / "not-executable")]).complete(USER)
