"""The distribution: ``python -m build`` makes an sdist and, from it, a wheel that ships every file of
the package (code, the tokenizer vocabulary, the journal's templates and static files), with one
version, the licence files and the ``engram`` command. CI also installs that wheel into a fresh
virtualenv and runs it (tests/packaging/wheel_smoke.py)."""

from __future__ import annotations

import re
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from email.parser import Parser
from pathlib import Path

import pytest
from click.testing import CliRunner

import engram
from engram.interfaces.cli.main import cli

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "engram"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
NAME = "engramdb"


def package_files() -> set[str]:
    """Every file of the package as the wheel names it (``engram/...``), bytecode caches aside."""
    return {
        "engram/" + path.relative_to(PACKAGE).as_posix()
        for path in PACKAGE.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    }


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``python -m build``: the sdist first, then the wheel built from the unpacked sdist. The
    backend (hatchling, a dev dependency) is the installed one, so nothing is fetched."""
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return out


def the_wheel(dist: Path) -> zipfile.ZipFile:
    (wheel,) = dist.glob(f"{NAME}-{engram.__version__}-py3-none-any.whl")
    return zipfile.ZipFile(wheel)


def test_the_wheel_ships_exactly_the_files_of_the_package(dist: Path) -> None:
    names = set(the_wheel(dist).namelist())
    shipped = {n for n in names if n.startswith("engram/")}
    expected = package_files()
    assert expected - shipped == set(), "files of src/engram missing from the wheel"
    assert shipped - expected == set(), "files in the wheel that are not in src/engram"
    data = {n for n in expected if not n.endswith(".py")}
    assert {
        "engram/providers/data/bert-base-uncased-vocab.txt",
        "engram/interfaces/api/journal/templates/base.html",
        "engram/interfaces/api/journal/static/journal.css",
        "engram/py.typed",
    } <= data


def test_the_wheel_metadata_names_the_distribution_version_extras_licence_and_command(dist: Path) -> None:
    wheel = the_wheel(dist)
    info = f"{NAME}-{engram.__version__}.dist-info"
    meta = Parser().parsestr(wheel.read(f"{info}/METADATA").decode("utf-8"))
    assert meta["Name"] == NAME and meta["Version"] == engram.__version__
    assert meta["License-Expression"] == "Apache-2.0"
    assert {"embed", "server", "mcp", "postgres", "all"} <= set(meta.get_all("Provides-Extra") or [])
    requires = meta.get_all("Requires-Dist") or []
    for package in ("onnxruntime", "fastapi", "mcp", "psycopg"):  # one from each extra, all of them in `all`
        assert any(r.startswith(package) and "extra == 'all'" in r for r in requires), package
    assert wheel.read(f"{info}/licenses/LICENSE").decode().lstrip().startswith("Apache License")
    assert b"bert-base-uncased-vocab.txt" in wheel.read(f"{info}/licenses/NOTICE")
    entry_points = wheel.read(f"{info}/entry_points.txt").decode()
    assert "engram = engram.interfaces.cli.entry:main" in entry_points


def test_the_sdist_holds_the_sources_tests_docs_and_release_files(dist: Path) -> None:
    (sdist,) = dist.glob(f"{NAME}-{engram.__version__}.tar.gz")
    prefix = f"{NAME}-{engram.__version__}/"
    with tarfile.open(sdist) as archive:
        names = {n.removeprefix(prefix) for n in archive.getnames()}
    assert {"LICENSE", "NOTICE", "CHANGELOG.md", "README.md", "pyproject.toml", "Makefile"} <= names
    assert {"src/" + n for n in package_files()} <= names
    assert {"tests/test_packaging.py", "docs/cli.md"} <= names


def test_the_version_has_one_source() -> None:
    project = PYPROJECT["project"]
    assert "version" not in project and "version" in project["dynamic"]
    assert PYPROJECT["tool"]["hatch"]["version"]["path"] == "src/engram/__init__.py"
    assert re.fullmatch(r"\d+\.\d+\.\d+", engram.__version__)
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert f"\n## {engram.__version__}\n" in changelog and "\n## Unreleased\n" in changelog


def test_the_all_extra_is_every_extra_a_user_installs() -> None:
    extras = PYPROJECT["project"]["optional-dependencies"]
    assert extras["all"] == [f"{NAME}[embed,server,mcp,postgres]"]
    assert {"embed", "server", "mcp", "postgres"} <= set(extras)


def test_engram_version_answers_without_loading_the_cli() -> None:
    script = (
        "import sys\n"
        "sys.argv = ['engram', '--version']\n"
        "from engram.interfaces.cli import entry\n"
        "try:\n    entry.main()\nexcept SystemExit as stop:\n    code = stop.code\n"
        "print('loaded:', sorted(m for m in ('click', 'rich', 'numpy') if m in sys.modules), code)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.splitlines() == [f"engram {engram.__version__}", "loaded: [] 0"]


def test_version_after_global_options_goes_through_click_and_says_the_same() -> None:
    result = CliRunner().invoke(cli, ["--db", ":memory:", "--version"], obj=None)
    assert result.exit_code == 0 and result.output == f"engram {engram.__version__}\n"


STALE = re.compile(r"(?<![\w.-])engram\[|(?:pip|pipx|uv tool) install '?engram(?![\w-])")


@pytest.mark.parametrize("folder", ["src", "docs", "tests", "README.md"])
def test_no_install_line_names_the_old_distribution(folder: str) -> None:
    root = ROOT / folder
    paths = [root] if root.is_file() else [p for p in root.rglob("*") if p.suffix in {".py", ".md", ".html", ".txt"}]
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in paths
        if path.name != "test_packaging.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if STALE.search(line)
    ]
    assert found == [], "install lines must name engramdb: " + "; ".join(found)
