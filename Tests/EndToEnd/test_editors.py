"""Real editors, headless, against the built binary on a copy of Examples/Showcase:
completion items and diagnostics must reach Neovim and Emacs (eglot)."""

import json
import pathlib
import shutil
import subprocess

import pytest

from conftest import BINARY

ROOT = pathlib.Path(__file__).parents[2]
EDITORS = pathlib.Path(__file__).parent / "editors"


@pytest.fixture
def showcase(tmp_path: pathlib.Path) -> pathlib.Path:
    project = tmp_path / "Showcase"
    shutil.copytree(ROOT / "Examples" / "Showcase", project)
    return project


def test_neovim(showcase, tmp_path):
    output = tmp_path / "neovim.json"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "SCENERY_BINARY": BINARY, "PROJECT": str(showcase),
           "OUTPUT": str(output), "PLUGIN": str(ROOT / "Clients" / "neovim")}
    subprocess.run(["nvim", "--headless", "-u", "NONE", "-i", "NONE", "-c", f"luafile {EDITORS / 'neovim_test.lua'}"],
                   env=env, timeout=120, check=False, capture_output=True)
    result = json.loads(output.read_text())
    assert result.get("error") is None, result
    assert result["attached"] is True
    assert result["filetype"] == "swift" and result["storyboard_filetype"] == "storyboard"
    assert result["root"] == str(showcase)
    assert "profileViewController(user:animated:)" in result["completion"]
    assert "settingsViewController(_:theme:animated:)" in result["completion"]
    assert [d["code"] for d in result["diagnostics"]] == ["scene-not-found"]


def test_emacs_eglot(showcase, tmp_path):
    output = tmp_path / "emacs.json"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "SCENERY_BINARY": BINARY, "PROJECT": str(showcase),
           "OUTPUT": str(output), "PLUGIN": str(ROOT / "Clients" / "emacs")}
    subprocess.run(["emacs", "--batch", "-q", "-l", str(EDITORS / "emacs_test.el")],
                   env=env, timeout=120, check=False, capture_output=True)
    result = json.loads(output.read_text())
    assert result.get("error") is None, result
    assert result["mode"] == "scenery-swift-mode" and result["storyboard_mode"] == "scenery-storyboard-mode"
    assert result["attached"] is True
    assert "profileViewController(user:animated:)" in result["completion"]
    assert len(result["diagnostics"]) == 1 and "Storyboard ID 'Settings'" in result["diagnostics"][0]
