#!/usr/bin/env python3
"""Build engram's wheel, install it (not editable) into a fresh virtualenv, and run it offline.

CI runs this on every build (.ci/run); run it by hand the same way::

    .venv/bin/python tests/packaging/wheel_smoke.py [--wheel FILE] [--keep]

Steps: ``python -m build`` (the sdist, then the wheel from it, in an isolated build environment);
a new virtualenv with ``engramdb[embed,server,mcp]`` from that wheel; then, with no network at all
(a new network namespace with only loopback, when ``unshare`` allows it; said so when it does
not), the installed ``engram``:

- ``engram --version`` prints the wheel's version, and ``import engram`` resolves to site-packages;
- remember three facts, then ``recall "what is her job?"`` finds "Works as a data engineer" by
  meaning (the local embedder; no word in common);
- ``engram hook capture`` on a Claude Code transcript, then ``engram sessions show`` has its turns;
- ``engram serve --port 0`` answers ``/v1/items`` (as the local user with no keys; then 401
  without a key and 200 with one), ``/docs`` with Swagger UI's files served locally, and the
  journal's footer names the version;
- ``engram mcp`` over stdio (the MCP SDK's client) lists its tools and answers a recall;
- ``engram doctor`` finds no failing check.

Only the standard library is used here (the MCP client runs inside the new virtualenv). Every
step has a timeout; the server is stopped and the work folder removed whatever happens.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXTRAS = "embed,server,mcp"
SID = "5b1e0c7a-3d2f-4e6a-9b8c-7d6e5f4a3b2c"


class SmokeFailure(Exception):
    pass


def run(
    argv: list[str],
    *,
    timeout: float,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
    stdin: bytes | None = None,
) -> subprocess.CompletedProcess[str]:
    try:
        done = subprocess.run(
            argv,
            input=None if stdin is None else stdin.decode(),
            capture_output=True,
            text=True,
            timeout=timeout,
            env=env,
            cwd=cwd,
            check=False,
        )
    except subprocess.TimeoutExpired as exc:
        raise SmokeFailure(f"{' '.join(argv)} did not finish within {timeout:.0f} s") from exc
    if done.returncode != 0:
        raise SmokeFailure(f"{' '.join(argv)} exited {done.returncode}\n{done.stdout}\n{done.stderr}")
    return done


def expect(condition: bool, message: str) -> None:
    if not condition:
        raise SmokeFailure(message)


# ---- phase 1: build and install (needs the package index) -----------------------------------
def build(work: Path) -> Path:
    out = work / "dist"
    run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)], timeout=600)
    wheels = sorted(out.glob("engramdb-*-py3-none-any.whl"))
    sdists = sorted(out.glob("engramdb-*.tar.gz"))
    expect(len(wheels) == 1 and len(sdists) == 1, f"expected one wheel and one sdist in {out}: {os.listdir(out)}")
    return wheels[0]


def install(work: Path, wheel: Path) -> Path:
    venv = work / "venv"
    run([sys.executable, "-m", "venv", str(venv)], timeout=120)
    pip = [str(venv / "bin" / "python"), "-m", "pip", "--disable-pip-version-check"]
    run([*pip, "install", "--quiet", f"{wheel}[{EXTRAS}]"], timeout=900)
    return venv


# ---- phase 2: run the installed engram offline ----------------------------------------------
class Offline:
    """The installed engram with its own HOME, ENGRAM_HOME and a project folder."""

    def __init__(self, work: Path, venv: Path, version: str) -> None:
        self.work, self.venv, self.version = work, venv, version
        self.bin = venv / "bin"
        self.project = work / "project"
        self.project.mkdir(exist_ok=True)
        home = work / "home"
        self.env = {
            "PATH": f"{self.bin}:/usr/bin:/bin",
            "HOME": str(home),
            "ENGRAM_HOME": str(home / ".local" / "share" / "engram"),
            "LANG": "C.UTF-8",
            "OMP_WAIT_POLICY": "PASSIVE",
        }

    def engram(self, *args: str, timeout: float = 120, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
        return run([str(self.bin / "engram"), *args], timeout=timeout, env=self.env, cwd=self.project, stdin=stdin)

    def fallback_rows_shipped(self) -> None:
        """The nearest-neighbour fallback's example rows ship precomputed and match their examples."""
        code = (
            "from engram.extraction.nearest import load_examples, load_vectors; v = load_vectors(); "
            "print(-1 if v is None else v.shape[0], len(load_examples()))"
        )
        out = run([str(self.bin / "python"), "-c", code], timeout=120, env=self.env, cwd=self.project).stdout.split()
        expect(len(out) == 2 and out[0] == out[1] and int(out[0]) > 0, f"the fallback's rows did not load: {out}")

    def version_and_location(self) -> None:
        line = self.engram("--version").stdout.strip()
        expect(line == f"engram {self.version}", f"engram --version printed {line!r}, not 'engram {self.version}'")
        where = run(
            [str(self.bin / "python"), "-c", "import engram; print(engram.__file__)"],
            timeout=60,
            env=self.env,
            cwd=self.project,
        ).stdout.strip()
        expect(
            where.startswith(str(self.venv)) and "site-packages" in where,
            f"engram was imported from {where}, not from the new virtualenv's site-packages",
        )

    def remember_and_recall_by_meaning(self) -> None:
        for content, category in (
            ("Works as a data engineer", "profile"),
            ("Prefers green tea", "preference"),
            ("Lives in Porto with two cats", "fact"),
        ):
            self.engram("remember", content, "--category", category)
        hits = json.loads(self.engram("recall", "what is her job?", "--kind", "item", "--json").stdout)["hits"]
        expect(bool(hits), "recall by meaning found nothing")
        top = hits[0]
        expect(top["content"] == "Works as a data engineer", f"recall's first hit is {top['content']!r}")
        expect(
            top["components"]["dense"] > 0 and top["components"]["lexical"] == 0,
            f"the hit was not found by meaning: {top['components']}",
        )

    def capture_a_transcript(self) -> None:
        transcript = self.work / "transcript.jsonl"
        lines = [
            {
                "type": "user",
                "uuid": "00000000-0000-4000-8000-000000000001",
                "timestamp": "2026-01-12T08:00:01.000Z",
                "message": {"role": "user", "content": "Please keep the answers short from now on"},
            },
            {
                "type": "assistant",
                "uuid": "00000000-0000-4000-8000-000000000002",
                "timestamp": "2026-01-12T08:00:02.000Z",
                "message": {"role": "assistant", "content": [{"type": "text", "text": "Understood, short answers."}]},
            },
        ]
        transcript.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
        payload = {
            "session_id": SID,
            "transcript_path": str(transcript),
            "cwd": str(self.project),
            "hook_event_name": "Stop",
        }
        done = self.engram("hook", "capture", stdin=json.dumps(payload).encode())
        expect(done.stderr == "", f"the capture hook wrote to stderr: {done.stderr}")
        shown = json.loads(self.engram("sessions", "show", SID, "--json").stdout)
        texts = json.dumps(shown)
        expect(
            "keep the answers short" in texts and "Understood, short answers." in texts,
            f"engram sessions show {SID} lacks the captured turns: {texts[:500]}",
        )

    def serve(self) -> None:
        server = subprocess.Popen(
            [str(self.bin / "engram"), "serve", "--port", "0", "--log-level", "warning"],
            env=self.env,
            cwd=self.project,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,
        )
        try:
            url = self._address(server)
            items = json.loads(get(f"{url}/v1/items"))["items"]  # no keys yet: loopback is the local user
            expect(any(i["content"] == "Works as a data engineer" for i in items), f"/v1/items: {items}")
            token = json.loads(self.engram("keys", "create", "--name", "smoke", "--json").stdout)["token"]
            expect(status_of(f"{url}/v1/items") == 401, "with a key in the store, /v1/items without one is not 401")
            items = json.loads(get(f"{url}/v1/items", token=token))["items"]
            expect(len(items) == 3, f"/v1/items with the key: {items}")
            docs = get(f"{url}/docs")
            assets = re.findall(r'(?:src|href)="(/docs/assets/[^"]+)"', docs)
            expect(bool(assets), "/docs does not load Swagger UI from this server (offline it would be blank)")
            for asset in assets:
                expect(len(fetch(url + asset)) > 100, f"{asset} is empty")
            expect(json.loads(get(f"{url}/openapi.json"))["info"]["version"] == self.version, "openapi version")
            page = get(f"{url}/")
            expect(f"engram {self.version}" in page and "engramdb" in page, "the journal's footer lacks the version")
        finally:
            stop(server)

    @staticmethod
    def _address(server: subprocess.Popen[str]) -> str:
        assert server.stdout is not None
        deadline = time.monotonic() + 90
        seen: list[str] = []
        while time.monotonic() < deadline:
            line = server.stdout.readline()
            if not line:
                raise SmokeFailure("engram serve stopped before it listened:\n" + "".join(seen))
            seen.append(line)
            match = re.match(r"journal:\s+(http://\S+?)/?$", line.strip())
            if match:
                return match.group(1)
        raise SmokeFailure("engram serve printed no address within 90 s:\n" + "".join(seen))

    def mcp(self) -> None:
        script = textwrap.dedent(f"""
            import anyio, json
            from mcp import Client, StdioServerParameters

            async def main() -> None:
                server = StdioServerParameters(command={str(self.bin / "engram")!r}, args=["mcp"],
                                               env={self.env!r})
                async with Client(server) as client:
                    tools = [t.name for t in (await client.list_tools()).tools]
                    result = await client.call_tool("recall", {{"query": "what is her job?"}})
                    text = "\\n".join(block.text for block in result.content)
                    print(json.dumps({{"tools": tools, "recall": text, "error": result.is_error}}))

            anyio.run(main)
        """)
        answer = json.loads(
            run([str(self.bin / "python"), "-c", script], timeout=180, env=self.env, cwd=self.project)
            .stdout.strip()
            .splitlines()[-1]
        )
        expect({"save", "recall", "context", "forget"} <= set(answer["tools"]), f"engram mcp tools: {answer['tools']}")
        expect(not answer["error"] and "data engineer" in answer["recall"], f"MCP recall: {answer['recall']}")

    def doctor(self) -> None:
        report = json.loads(self.engram("doctor", "--json").stdout)
        failed = [c for c in report["checks"] if c["status"] == "fail"]
        expect(not failed, f"engram doctor: {failed}")
        embedder = next(c for c in report["checks"] if c["name"] == "embedder")
        expect(embedder["status"] == "ok" and "384 dimensions" in embedder["detail"], f"doctor: {embedder}")


def fetch(url: str, token: str | None = None) -> bytes:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    request = urllib.request.Request(url, headers=headers)
    with urllib.request.urlopen(request, timeout=30) as response:  # a loopback URL built here
        status = response.status
        body: bytes = response.read()
    expect(status == 200, f"GET {url}: HTTP {status}")
    return body


def get(url: str, token: str | None = None) -> str:
    return fetch(url, token).decode("utf-8")


def status_of(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def stop(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGINT)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=15)
    if process.stdout is not None:
        process.stdout.close()


def offline_steps(work: Path, venv: Path, version: str) -> list[tuple[str, Callable[[], None]]]:
    smoke = Offline(work, venv, version)
    return [
        ("engram --version, imported from site-packages", smoke.version_and_location),
        ("remember, then recall by meaning (local embedder)", smoke.remember_and_recall_by_meaning),
        ("the extraction fallback's example rows are packaged", smoke.fallback_rows_shipped),
        ("engram hook capture, then engram sessions show", smoke.capture_a_transcript),
        ("engram serve: /v1/items (local, then with a key), /docs and its assets, the journal", smoke.serve),
        ("engram mcp: tools listed, recall answered", smoke.mcp),
        ("engram doctor: no failing check", smoke.doctor),
    ]


def run_offline(work: Path, venv: Path, version: str) -> int:
    failures = 0
    for title, step in offline_steps(work, venv, version):
        started = time.monotonic()
        try:
            step()
        except (SmokeFailure, OSError, ValueError, KeyError) as exc:  # OSError: urllib's errors too
            failures += 1
            print(f"FAIL  {title}\n{textwrap.indent(str(exc), '      ')}", flush=True)
            continue
        print(f"ok    {title} ({time.monotonic() - started:.1f} s)", flush=True)
    return failures


def isolated(argv: list[str]) -> list[str] | None:
    """``argv`` in a new network namespace with only loopback up, when this machine allows it."""
    unshare, ip = shutil.which("unshare"), shutil.which("ip")
    if unshare is None or ip is None:
        return None
    probe = subprocess.run([unshare, "--net", ip, "link", "set", "lo", "up"], capture_output=True, check=False)
    if probe.returncode != 0:
        return None
    return [unshare, "--net", "sh", "-c", f'{ip} link set lo up && exec "$@"', "sh", *argv]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--wheel", type=Path, help="Use this wheel instead of building one.")
    parser.add_argument("--keep", action="store_true", help="Keep the work folder (its path is printed).")
    parser.add_argument("--offline-phase", nargs=3, metavar=("WORK", "VENV", "VERSION"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.offline_phase:
        work, venv, version = args.offline_phase
        return 1 if run_offline(Path(work), Path(venv), version) else 0

    work = Path(tempfile.mkdtemp(prefix="engram-wheel-smoke-"))
    try:
        started = time.monotonic()
        if args.wheel:
            wheel = args.wheel.absolute()
            print(f"note  using {wheel} (not built here)", flush=True)
        else:
            wheel = build(work)
            print(f"ok    python -m build: {wheel.name} and its sdist ({time.monotonic() - started:.1f} s)", flush=True)
        started = time.monotonic()
        venv = install(work, wheel)
        print(f"ok    a fresh virtualenv with {wheel.name}[{EXTRAS}] ({time.monotonic() - started:.1f} s)", flush=True)
        version = wheel.name.split("-")[1]
        argv = [sys.executable, str(Path(__file__).resolve()), "--offline-phase", str(work), str(venv), version]
        offline = isolated(argv)
        if offline is None:
            print("note  no network namespace here (unshare): offline is not enforced for the steps below")
        else:
            print("ok    the steps below run with no network (only loopback)")
        done = subprocess.run(offline or argv, timeout=1200, check=False)
        code = done.returncode
    except SmokeFailure as exc:
        print(f"FAIL  {exc}", flush=True)
        code = 1
    except subprocess.TimeoutExpired:
        print("FAIL  the offline steps did not finish within 20 minutes", flush=True)
        code = 1
    finally:
        if args.keep:
            print(f"kept  {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    print("wheel smoke test: " + ("every check ok" if code == 0 else "FAILED"), flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
