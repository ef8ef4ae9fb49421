"""Golden transcripts (Protocol/transcripts/*.json) replayed against the built binary on a copy of
Examples/Showcase. Each transcript lists what is sent and what comes back, in order; a change in
behaviour shows up as a diff. `UPDATE_GOLDENS=1` rewrites what comes back."""

import json
import os
import pathlib
import shutil

import pytest

from test_protocol import RawServer

ROOT = pathlib.Path(__file__).parents[2]
TRANSCRIPTS = sorted((ROOT / "Protocol" / "transcripts").glob("*.json"))


def substitute(value, old: str, new: str):
    if isinstance(value, str):
        return value.replace(old, new)
    if isinstance(value, list):
        return [substitute(item, old, new) for item in value]
    if isinstance(value, dict):
        return {key.replace(old, new): substitute(item, old, new) for key, item in value.items()}
    return value


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=[path.stem for path in TRANSCRIPTS])
def test_transcript(path, tmp_path):
    project = tmp_path / "Showcase"
    shutil.copytree(ROOT / "Examples" / "Showcase", project)
    root = project.as_uri()
    transcript = json.loads(path.read_text())
    server = RawServer()
    received = []
    try:
        for step in transcript["steps"]:
            if "send" not in step:
                continue
            message = substitute(step["send"], "${ROOT}", root)
            server.send(message)
            if "id" in message and message.get("method") != "exit":
                while True:
                    reply = server.read()
                    received.append(substitute(reply, root, "${ROOT}"))
                    if reply.get("id") == message["id"] and "method" not in reply:
                        break
        exit_code = server.exit_code()
    finally:
        server.close()
    if os.environ.get("UPDATE_GOLDENS") == "1":
        steps = []
        replies = iter(received)
        for step in transcript["steps"]:
            if "send" not in step:
                continue
            steps.append(step)
            if "id" in step["send"]:
                for reply in replies:
                    steps.append({"receive": reply})
                    if reply.get("id") == step["send"]["id"] and "method" not in reply:
                        break
        path.write_text(json.dumps({"description": transcript["description"], "steps": steps, "exitCode": exit_code}, indent=2, ensure_ascii=False) + "\n")
        return
    expected = [step["receive"] for step in transcript["steps"] if "receive" in step]
    assert received == expected
    assert exit_code == transcript["exitCode"]
