"""Golden transcripts (Protocol/transcripts/*.json) replayed against the built binary on a copy of
Examples/Showcase. Each transcript lists what is sent and, after each message, what comes back
(`receive`) and how the client answered the server's own requests (`reply`). A change in behaviour
shows up as a diff. `UPDATE_GOLDENS=1` rewrites what comes back."""

import json
import os
import pathlib
import select
import shutil

import pytest

from test_protocol import RawServer

ROOT = pathlib.Path(__file__).parents[2]
TRANSCRIPTS = sorted((ROOT / "Protocol" / "transcripts").glob("*.json"))
# After a notification, what the server sends in reply is read until it has been quiet this long.
QUIET_SECONDS = 1.0


def substitute(value, old: str, new: str):
    if isinstance(value, str):
        return value.replace(old, new)
    if isinstance(value, list):
        return [substitute(item, old, new) for item in value]
    if isinstance(value, dict):
        return {key.replace(old, new): substitute(item, old, new) for key, item in value.items()}
    return value


class Session:
    def __init__(self, root: str):
        self.server = RawServer()
        self.root = root

    def exchange(self, message: dict) -> list:
        """Send one message; return the steps that follow it (receives and replies)."""
        self.server.send(substitute(message, "${ROOT}", self.root))
        steps = []
        if message.get("method") == "exit":
            return steps
        while True:
            if "id" not in message and not self.server.buffer:
                ready, _, _ = select.select([self.server.process.stdout], [], [], QUIET_SECONDS)
                if not ready:
                    return steps
            reply = self.server.read()
            steps.append({"receive": substitute(reply, self.root, "${ROOT}")})
            if "id" in reply and "method" in reply:
                # Server → client requests (progress tokens, registrations) are accepted.
                answer = {"jsonrpc": "2.0", "id": reply["id"], "result": None}
                self.server.send(answer)
                steps.append({"reply": answer})
            elif "id" in message and reply.get("id") == message["id"]:
                return steps


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=[path.stem for path in TRANSCRIPTS])
def test_transcript(path, tmp_path):
    project = tmp_path / "Showcase"
    shutil.copytree(ROOT / "Examples" / "Showcase", project)
    transcript = json.loads(path.read_text())
    session = Session(project.as_uri())
    steps = []
    try:
        for step in transcript["steps"]:
            if "send" in step:
                steps.append(step)
                steps += session.exchange(step["send"])
        exit_code = session.server.exit_code()
    finally:
        session.server.close()
    if os.environ.get("UPDATE_GOLDENS") == "1":
        updated = {"description": transcript["description"], "steps": steps, "exitCode": exit_code}
        path.write_text(json.dumps(updated, indent=2, ensure_ascii=False) + "\n")
        return
    assert steps == transcript["steps"]
    assert exit_code == transcript["exitCode"]
