"""Secret redaction (engram.redaction): secrets never reach disk, identifiers survive.

The corpus (tests/secrets_corpus.py) holds fake but correctly shaped secrets in realistic text, and
text that must come through unchanged: git SHAs, UUIDs, message and tool ids (seed 003, fixes #4 and
#7), paths, versions, lock-file hashes. No test here is timed; speed is measured by ``engram bench``.
"""

from __future__ import annotations

import sqlite3
import unicodedata
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engram import redaction
from engram.redaction import KINDS, SECRET_PATH_GLOBS, Finding, Redaction, clean, is_secret_path, redact, sanitize
from secrets_corpus import SECRET_CASES, SURVIVE_CASES, SecretCase

# -- the corpus --------------------------------------------------------------------------------------


def test_corpus_is_big_enough() -> None:
    assert len(SECRET_CASES) >= 70
    assert len(SURVIVE_CASES) >= 40
    assert len({c.name for c in SECRET_CASES}) == len(SECRET_CASES)
    assert len({name for name, _ in SURVIVE_CASES}) == len(SURVIVE_CASES)


@pytest.mark.parametrize("case", SECRET_CASES, ids=[c.name for c in SECRET_CASES])
def test_secret_is_redacted_and_named(case: SecretCase) -> None:
    result = clean(case.text)
    for secret in case.secrets:
        assert secret not in result.text, f"{case.name}: secret survived in {result.text!r}"
    found = {f.kind for f in result.findings}
    for kind in case.kinds:
        assert kind in found, f"{case.name}: expected {kind}, found {sorted(found)}"
        assert f"[REDACTED:{kind}]" in result.text
    for word in case.keep:
        assert word in result.text, f"{case.name}: lost {word!r} from {result.text!r}"


@pytest.mark.parametrize("case", SECRET_CASES, ids=[c.name for c in SECRET_CASES])
def test_findings_index_the_original_text(case: SecretCase) -> None:
    result = redact(case.text)
    assert result.findings
    rebuilt, pos = [], 0
    for f in result.findings:
        assert pos <= f.start < f.end <= len(case.text)  # sorted, non-overlapping, in range
        assert f.kind in KINDS
        rebuilt += [case.text[pos : f.start], f"[REDACTED:{f.kind}]"]
        pos = f.end
    rebuilt.append(case.text[pos:])
    assert "".join(rebuilt) == result.text
    covered = "".join(case.text[f.start : f.end] for f in result.findings)
    for secret in case.secrets:
        if "\n" not in secret:
            assert secret in covered or any(secret in case.text[f.start : f.end] for f in result.findings)


@pytest.mark.parametrize("case", SECRET_CASES, ids=[c.name for c in SECRET_CASES])
def test_redaction_is_idempotent_on_the_corpus(case: SecretCase) -> None:
    once = clean(case.text)
    twice = clean(once.text)
    assert twice.text == once.text
    assert twice.findings == ()


@pytest.mark.parametrize(("name", "text"), SURVIVE_CASES, ids=[name for name, _ in SURVIVE_CASES])
def test_identifiers_and_ordinary_text_survive(name: str, text: str) -> None:
    result = clean(text)
    assert result.findings == (), f"{name}: {result.findings}"
    assert result.text == text


# -- on disk: nothing secret in the SQLite file or its write-ahead log --------------------------------


def _write_wal_db(path: Path, value: str) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode=WAL").fetchone()[0] == "wal"
    conn.execute("CREATE TABLE turns (id INTEGER PRIMARY KEY, content TEXT NOT NULL)")
    conn.execute("INSERT INTO turns (content) VALUES (?)", (value,))
    conn.commit()
    return conn  # left open: the -wal file holds the committed pages


def _raw_bytes(path: Path) -> bytes:
    data = path.read_bytes()
    wal = path.with_name(path.name + "-wal")
    return data + (wal.read_bytes() if wal.exists() else b"")


@pytest.mark.parametrize("case", SECRET_CASES, ids=[c.name for c in SECRET_CASES])
def test_no_secret_bytes_on_disk(case: SecretCase, tmp_path: Path) -> None:
    db = tmp_path / "capture.db"
    cleaned = clean(case.text).text
    conn = _write_wal_db(db, cleaned)
    try:
        assert db.with_name("capture.db-wal").stat().st_size > 0
        raw = _raw_bytes(db)
        assert cleaned.encode() in raw  # the check below looks where the text really is
        for secret in case.secrets:
            assert secret.encode() not in raw, f"{case.name}: secret bytes on disk"
    finally:
        conn.close()


def test_the_disk_check_would_catch_an_unredacted_write(tmp_path: Path) -> None:
    case = SECRET_CASES[0]
    conn = _write_wal_db(tmp_path / "raw.db", case.text)
    try:
        assert case.secrets[0].encode() in _raw_bytes(tmp_path / "raw.db")
    finally:
        conn.close()


# -- specific behaviour ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("DB_PASSWORD=hunter2 ./migrate.sh", "DB_PASSWORD=[REDACTED:secret_assignment] ./migrate.sh"),
        ("password: my secret phrase  # rotated monthly", "password: [REDACTED:secret_assignment]  # rotated monthly"),
        ('{"password": "", "user": "bob"}', '{"password": "", "user": "bob"}'),
        ("the token: it expires soon", "the token: it expires soon"),
        ("my password: hunter2", "my password: [REDACTED:secret_assignment]"),
        ("postgres://user:${PGPASS}@db/app", "postgres://user:${PGPASS}@db/app"),
        ("redis://:[REDACTED:url_password]@cache", "redis://:[REDACTED:url_password]@cache"),
        # an assignment inside a quoted string (a JSON value, a call's argument) is still one
        ('{"a": "password=hunter2hunter2"}', '{"a": "password=[REDACTED:secret_assignment]"}'),
        ('connect("password=hunter2hunter2")', 'connect("password=[REDACTED:secret_assignment]")'),
        ("run('DB_TOKEN=abc123def456')", "run('DB_TOKEN=[REDACTED:secret_assignment]')"),
        ('"password_file=/etc/pw"', '"password_file=/etc/pw"'),
    ],
)
def test_assignment_and_url_edges(text: str, expected: str) -> None:
    assert redact(text).text == expected


def test_url_keeps_user_and_host() -> None:
    out = redact("https://alice:s3cr3t-pw@example.com:8443/path?q=1").text
    assert out == "https://alice:[REDACTED:url_password]@example.com:8443/path?q=1"


def test_private_key_mention_without_material_survives_and_block_is_whole() -> None:
    mention = 'if "-----BEGIN OPENSSH PRIVATE KEY-----" in blob: reject()'
    assert redact(mention).text == mention
    case = next(c for c in SECRET_CASES if c.name == "pem_rsa_private_key")
    out = redact(case.text).text
    assert "BEGIN RSA PRIVATE KEY" not in out and "END RSA PRIVATE KEY" not in out
    assert out.count("[REDACTED:private_key]") == 1


def test_pure_hex_survives_any_length_but_mixed_case_base64_does_not() -> None:
    assert redact("a3f" * 30).findings == ()  # seed 003 fix #7: pure hex is an identifier
    assert redact("A3F" * 30).findings == ()
    assert [f.kind for f in redact("kQ7vN2xR9bLm4TpW8cYd3HsJ6fGa1ZeU5oKi0").findings] == ["high_entropy"]


def test_a_second_pass_is_folded_into_the_first() -> None:
    # The Slack token swallows "AZURE", so the key is only judged on its own once the token is a
    # marker: redact() repeats until nothing changes and maps every finding back to the input.
    azure = next(c for c in SECRET_CASES if c.name == "azure_storage_connection_string")
    slack = next(c for c in SECRET_CASES if c.name == "slack_user_token_log").secrets[0]
    text = slack + azure.text
    result = redact(text)
    assert redact(result.text).text == result.text
    assert [f.kind for f in result.findings] == ["slack_token", "secret_assignment", "azure_storage_key"]
    rebuilt, pos = "", 0
    for f in result.findings:
        rebuilt += text[pos : f.start] + f"[REDACTED:{f.kind}]"
        pos = f.end
    assert rebuilt + text[pos:] == result.text
    assert result.findings[0] == Finding("slack_token", 0, text.index("_STORAGE"))


def test_redaction_value_types() -> None:
    result = redact("x AKIA" + "ABCDEFGHIJ234567" + " y")
    assert isinstance(result, Redaction)
    assert result.findings == (Finding("aws_access_key_id", 2, 22),)
    assert result.kinds == ("aws_access_key_id",)
    with pytest.raises(AttributeError):
        result.text = "changed"  # type: ignore[misc]


def test_an_internal_error_fails_closed(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(text: str) -> list[tuple[int, int, int, str]]:
        raise RuntimeError("bug")

    monkeypatch.setattr(redaction, "_scan", broken)
    text = "anything at all, maybe a secret"
    assert redact(text) == Redaction("[REDACTED:unredactable]", (Finding("unredactable", 0, len(text)),))


def test_non_str_input_never_raises() -> None:
    assert redact(None).text == ""  # type: ignore[arg-type]
    assert clean(None).text == ""  # type: ignore[arg-type]
    assert sanitize(123).startswith("123")  # type: ignore[arg-type]
    assert is_secret_path(None) is False  # type: ignore[arg-type]


def test_pathological_inputs_finish() -> None:
    for text in (
        "a" * 200_000,
        "sk-" * 50_000,
        "-----BEGIN RSA PRIVATE KEY-----\n" * 5_000,
        "password: " * 20_000,
        "https://u:" * 20_000,
        ("Ab1+" * 50 + " ") * 2_000,
        "=" * 100_000,
        "--password " * 20_000,
        "key=" * 50_000,
    ):
        clean(text)


# -- sanitize --------------------------------------------------------------------------------------------


def test_sanitize_rules() -> None:
    assert sanitize("a\r\nb\rc\nd\te") == "a\nb\nc\nd\te"
    assert sanitize("bell\x07 nul\x00 esc\x1b[31m del\x7f c1\x85\x9b") == "bell nul esc[31m del c1"
    assert sanitize("lone \ud800 high and \udfff low") == "lone \ufffd high and \ufffd low"
    assert sanitize("pair \ud83d\ude00") == "pair \U0001f600"
    assert sanitize("plain ünïcödé ✓ 😀") == "plain ünïcödé ✓ 😀"
    text = "already clean\n\tindented"
    assert sanitize(text) is text


# -- secret paths ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        ".env",
        "app/.env",
        "/srv/app/.env.local",
        "config/.env.production",
        "deploy/prod.env",
        "certs/server.pem",
        "tls/private.key",
        "C:\\Users\\jane\\.ssh\\id_rsa",
        "~/.ssh/id_ed25519",
        "/home/jane/.ssh/id_ecdsa_sk",
        "~/.ssh/deploy_key",
        "keys/client.p12",
        "keys/client.pfx",
        "~/.npmrc",
        "~/.pypirc",
        "~/.netrc",
        "~/.aws/credentials",
        "gcp/credentials.json",
        "credentials",
        "vault/passwords.kdbx",
        "config/secrets.yaml",
        ".streamlit/secrets.toml",
        "infra/terraform.tfstate",
        "infra/terraform.tfstate.backup",
        "~/.docker/config.json",
        "~/.kube/config",
        "~/.git-credentials",
        "/run/secrets/db_password",
        "APP/.ENV",
    ],
)
def test_secret_paths(path: str) -> None:
    assert is_secret_path(path)


@pytest.mark.parametrize(
    "path",
    [
        ".env.example",
        "app/.env.sample",
        ".env.template",
        "~/.ssh/id_rsa.pub",
        "~/.ssh/id_ed25519.pub",
        "~/.ssh/known_hosts",
        "~/.ssh/config",
        "~/.ssh/authorized_keys",
        "src/engram/domain/redaction.py",
        "docs/environment.md",
        "README.md",
        "keys.py",
        "src/credentials_helper.py",
        "src/env/config.py",
        "",
        "/",
    ],
)
def test_not_secret_paths(path: str) -> None:
    assert not is_secret_path(path)


def test_secret_path_globs_are_exported() -> None:
    assert {".env", ".env.*", "*.pem", "*.key", "id_rsa*", "id_ed25519*", ".npmrc", "*.tfstate"} <= set(
        SECRET_PATH_GLOBS
    )


# -- properties -------------------------------------------------------------------------------------------

_FRAGMENTS = [c.text for c in SECRET_CASES[::3]] + [t for _, t in SURVIVE_CASES[::3]]
_MIXED = st.lists(st.one_of(st.text(max_size=60), st.sampled_from(_FRAGMENTS)), max_size=6).map(" ".join)
_ALLOWED_CONTROLS = {"\n", "\t"}


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.text(), _MIXED))
@example("\ud800")
@example("-----BEGIN EC PRIVATE KEY-----\n" + "A" * 40)
def test_clean_never_raises_and_leaves_no_control_characters(text: str) -> None:
    result = clean(text)
    assert isinstance(result.text, str)
    bad = [c for c in result.text if unicodedata.category(c) in ("Cc", "Cs") and c not in _ALLOWED_CONTROLS]
    assert bad == []
    result.text.encode("utf-8")  # no lone surrogates left


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.text(), _MIXED))
def test_redact_is_idempotent(text: str) -> None:
    once = redact(text).text
    assert redact(once).text == once
    cleaned = clean(text).text
    assert clean(cleaned).text == cleaned


# Secrets recognisable without context (a token format or a high-entropy blob).
_CONTEXT_KINDS = {
    "secret_assignment",
    "url_password",
    "database_password",
    "auth_header",
    "bearer_token",
    "cookie",
    "cli_password",
    "netrc_password",
    "aws_secret_access_key",
    "azure_storage_key",
    "azure_sas_signature",
    "slack_webhook",
    "discord_webhook",
    "private_key",
}
_SECRETS = [c.secrets[0] for c in SECRET_CASES if not set(c.kinds) & _CONTEXT_KINDS]
_SEPARATORS = st.sampled_from([" ", "\n", "\t", ": ", " = ", "'", '"', "(", "[", ", "])
_PROSE = st.text(alphabet=st.sampled_from("abcdefghij klmnop.,!?\n"), max_size=40)


@settings(max_examples=300)
@given(_PROSE, _SEPARATORS, st.sampled_from(_SECRETS), _SEPARATORS, _PROSE)
def test_embedded_secret_never_survives(before: str, sep1: str, secret: str, sep2: str, after: str) -> None:
    assert secret not in clean(before + sep1 + secret + sep2 + after).text


# -- the literal gate (patterns compiled only when a trigger occurs) ---------------------------------

from engram.redaction.context_rules import _RULES  # noqa: E402
from engram.redaction.tokens import _TOKEN_FORMATS, _TOKEN_TRIGGERS  # noqa: E402

_RULE_CASES = [pytest.param(rule, id=f"{rule.kind}-{n}") for n, rule in enumerate(_RULES)]
_WORDS = st.sampled_from(["the", "key", "pass", "token", "://", "AKIA", "sk-", "eyJ", "-u", "login", "\n", " ", "="])
_AROUND = st.lists(st.one_of(st.text(max_size=12), _WORDS), max_size=4).map("".join)


def test_every_token_format_has_its_triggers() -> None:
    assert [kind for kind, _ in _TOKEN_FORMATS] == list(_TOKEN_TRIGGERS)
    assert all(rule.triggers for rule in _RULES)


@pytest.mark.parametrize(("kind", "rx"), _TOKEN_FORMATS, ids=[k for k, _ in _TOKEN_FORMATS])
@settings(max_examples=40)
@given(data=st.data())
def test_every_token_match_holds_a_trigger(kind: str, rx: str, data: st.DataObject) -> None:
    token = data.draw(st.from_regex(rx, fullmatch=True))
    assert any(t in token for t in _TOKEN_TRIGGERS[kind])


@pytest.mark.parametrize("rule", _RULE_CASES)
@settings(max_examples=40)
@given(data=st.data())
def test_every_rule_match_holds_a_trigger(rule: object, data: st.DataObject) -> None:
    pattern = rule.pattern.compiled  # type: ignore[attr-defined]
    hay = data.draw(st.from_regex(pattern))
    assert pattern.search(hay) is not None
    assert any(t in hay for t in rule.triggers)  # type: ignore[attr-defined]


def _both(text: str) -> None:
    gated, full = redaction._safely(text), redaction._safely(text, full=True)
    assert gated == full
    assert redaction.redact_full(text) == redact(text).text
    assert redaction.scrub(text) == clean(text).text


@pytest.mark.parametrize("case", SECRET_CASES, ids=[c.name for c in SECRET_CASES])
def test_the_gate_finds_what_the_full_scan_finds_on_the_corpus(case: SecretCase) -> None:
    _both(case.text)
    _both(case.text.lower())
    _both(case.text.upper())


@settings(max_examples=300)
@given(st.one_of(st.text(), _MIXED))
def test_the_gate_finds_what_the_full_scan_finds(text: str) -> None:
    _both(text)


@pytest.mark.parametrize("rule", _RULE_CASES)
@settings(max_examples=25)
@given(data=st.data())
def test_the_gate_finds_what_the_full_scan_finds_around_each_rule(rule: object, data: st.DataObject) -> None:
    inner = data.draw(st.from_regex(rule.pattern.compiled))  # type: ignore[attr-defined]
    _both(data.draw(_AROUND) + inner + data.draw(_AROUND))


@pytest.mark.parametrize(("kind", "rx"), _TOKEN_FORMATS, ids=[k for k, _ in _TOKEN_FORMATS])
@settings(max_examples=25)
@given(data=st.data())
def test_the_gate_finds_what_the_full_scan_finds_around_each_token(kind: str, rx: str, data: st.DataObject) -> None:
    token = data.draw(st.from_regex(rx, fullmatch=True))
    _both(data.draw(_AROUND) + " " + token + data.draw(_SEPARATORS) + data.draw(_AROUND))


LAZY_PROBE = """
import json, sys
from engram import redaction
from engram.redaction.context_rules import _RULES
out = redaction.scrub(sys.argv[1])
compiled = sorted({r.kind for r in _RULES if r.pattern._compiled is not None})
sys.stdout.write(json.dumps({"out": out, "compiled": compiled, "dataclasses": "dataclasses" in sys.modules}))
"""


def test_scrub_compiles_only_the_rules_its_text_can_trigger() -> None:
    import json
    import subprocess
    import sys

    def probe(text: str) -> dict[str, object]:
        done = subprocess.run([sys.executable, "-c", LAZY_PROBE, text], capture_output=True, check=True)
        result = json.loads(done.stdout)
        assert isinstance(result, dict)
        return result

    plain = probe("Renamed parse_args to parse_options in 14 places; the docs say so too.")
    assert plain == {
        "out": "Renamed parse_args to parse_options in 14 places; the docs say so too.",
        "compiled": [],
        "dataclasses": False,
    }
    url = probe("see https://ana:" + "Zq8" * 5 + "@db.example.com/x")
    assert "[REDACTED:url_password]" in str(url["out"])
    # the second pass reads "[REDACTED:url_password]", whose "password" triggers two more rules
    assert url["compiled"] == ["cli_password", "secret_assignment", "url_password"]
