"""Scenery as a library: Examples/LibraryClient, a package of its own that imports SceneryKit only,
and a package whose own targets are named Checks, Workspace and Analysis."""

import json
import os
import pathlib
import re
import subprocess

import pytest

from conftest import BINARY, ROOT, SCRATCH, swiftpm

CLIENT = ROOT / "Examples" / "LibraryClient"
FINDING = re.compile(r"^\S+:\d+:\d+: (error|warning|info|hint): ")
GOLDEN = pathlib.Path(__file__).parent / "Goldens" / "library-client-showcase.txt"


@pytest.fixture(scope="module")
def client() -> pathlib.Path:
    build = swiftpm(CLIENT, "build")
    assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
    folder = swiftpm(CLIENT, "build", "--show-bin-path").stdout.strip()
    return pathlib.Path(folder) / "LibraryClient"


def run(binary: pathlib.Path, project: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(binary), str(ROOT / "Examples" / project)], capture_output=True, text=True, timeout=300)


def test_the_client_prints_the_showcase_screens_and_findings(client):
    result = run(client, "Showcase")
    assert result.returncode == 1, result.stderr
    if os.environ.get("UPDATE_GOLDENS") == "1":
        GOLDEN.write_text(result.stdout)
    assert result.stdout == GOLDEN.read_text()


@pytest.mark.parametrize("project", ["Showcase", "PlainUIKit", "Bookshelf", "Storefront"])
def test_the_library_finds_what_check_finds(client, project):
    result = run(client, project)
    check = subprocess.run([BINARY, "check", str(ROOT / "Examples" / project), "--reporter", "json", "--no-cache"], capture_output=True, text=True, timeout=300)
    expected = [f"{d['file']}:{d['line']}:{d['column']}: {d['severity']}: {d['message']} [{d['rule']}]" for d in json.loads(check.stdout)]
    found = [line for line in result.stdout.splitlines() if FINDING.match(line)]
    assert found == expected
    assert result.returncode == check.returncode


def test_a_package_with_targets_named_checks_workspace_and_analysis_builds_with_scenery():
    build = swiftpm(ROOT / "Tests" / "TargetNameClash", "build")
    assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
