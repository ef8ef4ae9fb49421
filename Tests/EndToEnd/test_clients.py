"""What can be checked here of the integrations that cannot run here, and the Xcode build phase."""

import json
import pathlib
import re
import shutil
import subprocess
import tomllib

from conftest import BINARY

CLIENTS = pathlib.Path(__file__).parents[2] / "Clients"
SHOWCASE = pathlib.Path(__file__).parents[2] / "Examples" / "Showcase"


def test_helix_languages_toml():
    config = tomllib.loads((CLIENTS / "helix" / "languages.toml").read_text())
    assert config["language-server"]["scenery"] == {"command": "scenery", "args": ["lsp"]}
    languages = {language["name"]: language for language in config["language"]}
    assert "scenery" in languages["swift"]["language-servers"]
    assert languages["storyboard"]["file-types"] == ["storyboard", "xib"]
    assert languages["storyboard"]["grammar"] == "xml"
    # Helix finds a language's highlights under its name: the storyboard's take XML's.
    highlights = (CLIENTS / "helix" / "queries" / languages["storyboard"]["name"] / "highlights.scm").read_text()
    assert highlights.splitlines()[0] == "; inherits: xml"


def test_sublime_settings():
    text = re.sub(r"^\s*//.*$", "", (CLIENTS / "sublime" / "LSP.sublime-settings").read_text(), flags=re.M)
    client = json.loads(text)["clients"]["scenery"]
    assert client["command"] == ["scenery", "lsp"] and client["enabled"] is True


def test_xcode_build_phase(tmp_path):
    project = tmp_path / "Showcase"
    shutil.copytree(SHOWCASE, project)
    run = subprocess.run(
        ["/bin/sh", str(CLIENTS / "xcode" / "scenery-build-phase.sh")],
        env={"PATH": "/usr/bin:/bin", "SRCROOT": str(project), "SCENERY": BINARY},
        capture_output=True, text=True, timeout=120,
    )
    assert run.returncode == 1  # the two planted errors fail the build
    errors = [line for line in run.stdout.splitlines() if ": error: " in line]
    assert errors == [
        f"{project}/Resources/Profile.storyboard:54:55: error: The EditProfileViewController scene in Profile.storyboard has Storyboard ID 'EditProfile'; EditProfileViewController is instantiated with 'EditProfileViewController' [scene-not-found]",
        f"{project}/Sources/Support/UIStoryboard+Name.swift:10:14: error: UIStoryboard.Name.onboarding maps to 'Onboarding.storyboard', which is not in the project [storyboard-not-found]",
    ]
    inputs = (project / "scenery-inputs.xcfilelist").read_text().splitlines()
    assert "$(SRCROOT)/Resources/Profile.storyboard" in inputs
    assert "$(SRCROOT)/Sources/App/AppCoordinator.swift" in inputs
    assert "$(SRCROOT)/Sources/Generated/Scenery.generated.swift" not in inputs
    assert (project / "scenery-outputs.xcfilelist").read_text() == "$(SRCROOT)/Sources/Generated/Scenery.generated.swift\n"


def test_xcode_file_lists_made_before_the_first_build_are_the_ones_the_phase_keeps(tmp_path):
    """Xcode reads a phase's file lists before running it and fails a build whose list is missing:
    Documentation/Xcode-and-CI.md's one-time command makes them, and the phase then writes them unchanged."""
    project = tmp_path / "Showcase"
    shutil.copytree(SHOWCASE, project)
    first = subprocess.run(
        [BINARY, "generate", "--input-file-list", "scenery-inputs.xcfilelist", "--output-file-list", "scenery-outputs.xcfilelist"],
        cwd=project, capture_output=True, text=True, timeout=120,
    )
    assert first.returncode == 0, first.stderr
    before = {name: (project / name).read_text() for name in ("scenery-inputs.xcfilelist", "scenery-outputs.xcfilelist")}
    subprocess.run(
        ["/bin/sh", str(CLIENTS / "xcode" / "scenery-build-phase.sh")],
        env={"PATH": "/usr/bin:/bin", "SRCROOT": str(project), "SCENERY": BINARY}, capture_output=True, text=True, timeout=120,
    )
    assert {name: (project / name).read_text() for name in before} == before


def test_xcode_build_phase_without_scenery_only_warns(tmp_path):
    run = subprocess.run(
        ["/bin/sh", str(CLIENTS / "xcode" / "scenery-build-phase.sh")],
        env={"PATH": "/nonexistent", "SRCROOT": str(tmp_path), "SCENERY": ""}, capture_output=True, text=True, timeout=30,
    )
    assert run.returncode == 0 and run.stdout.startswith("warning: scenery is not installed")


def test_xcode_build_phase_under_user_script_sandboxing_says_what_to_change(tmp_path):
    run = subprocess.run(
        ["/bin/sh", str(CLIENTS / "xcode" / "scenery-build-phase.sh")],
        env={"PATH": "/usr/bin:/bin", "SRCROOT": str(tmp_path), "SCENERY": BINARY, "ENABLE_USER_SCRIPT_SANDBOXING": "YES"},
        capture_output=True, text=True, timeout=30,
    )
    assert run.returncode == 1
    assert run.stdout.startswith("error: Scenery's build phase") and "ENABLE_USER_SCRIPT_SANDBOXING = NO" in run.stdout
    assert not (tmp_path / "scenery-inputs.xcfilelist").exists()


def test_mcp_server_lists(tmp_path):
    generic = json.loads((CLIENTS / "mcp" / "mcp.json").read_text())["mcpServers"]["scenery"]
    assert generic == {"command": "scenery", "args": ["mcp"]}
    vscode = json.loads((CLIENTS / "mcp" / "vscode-mcp.json").read_text())["servers"]["scenery"]
    assert vscode == {"type": "stdio", "command": "scenery", "args": ["mcp", "${workspaceFolder}"]}
    # Started as the generic list says, in the project's folder, the server answers `initialize`.
    project = tmp_path / "Showcase"
    shutil.copytree(SHOWCASE, project)
    initialize = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}}}
    run = subprocess.run(
        [BINARY, *generic["args"]], cwd=project, input=json.dumps(initialize) + "\n", capture_output=True, text=True, timeout=60,
        env={"PATH": "/usr/bin:/bin", "SCENERY_CACHE_DIR": str(tmp_path / "cache")},
    )
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["result"]["serverInfo"]["name"] == "scenery"
