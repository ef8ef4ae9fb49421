"""Golden transcripts (Protocol/transcripts/*.json) replayed against the built binary on a copy of
the transcript's project (`project`, relative to the repository; Examples/Showcase by default).
Each transcript lists what is sent and, after each message, what comes back (`receive`) and how the
client answered the server's own requests (`reply`). A change in behaviour shows up as a diff.
`UPDATE_GOLDENS=1` rewrites what comes back."""

import json
import os
import pathlib
import select
import shutil

import pytest

from test_protocol import RawServer

ROOT = pathlib.Path(__file__).parents[2]
TRANSCRIPTS = sorted((ROOT / "Protocol" / "transcripts").glob("*.json"))
# Replaying, the messages that follow a send are read until as many have come as the transcript
# recorded, each within this time: generous, for a loaded CI machine; a missing message ends the
# wait and shows up in the diff.
MESSAGE_TIMEOUT_SECONDS = 30.0
# Recording, what follows a notification is read until the server has been quiet this long.
QUIET_SECONDS = 2.0


def substitute(value, old: str, new: str):
    if isinstance(value, str):
        return value.replace(old, new)
    if isinstance(value, list):
        return [substitute(item, old, new) for item in value]
    if isinstance(value, dict):
        return {key.replace(old, new): substitute(item, old, new) for key, item in value.items()}
    return value


def expected_receives(steps: list) -> list:
    """For each send, how many messages the transcript recorded after it."""
    counts = []
    for step in steps:
        if "send" in step:
            counts.append(0)
        elif "receive" in step:
            counts[-1] += 1
    return counts


class Session:
    def __init__(self, root: str):
        self.server = RawServer()
        self.root = root

    def has_input(self, timeout: float) -> bool:
        if self.server.buffer:
            return True
        ready, _, _ = select.select([self.server.process.stdout], [], [], timeout)
        return bool(ready)

    def exchange(self, message: dict, expected: int | None) -> list:
        """Send one message; return the steps that follow it (receives and replies). With
        `expected`, read that many messages; without, read up to the response to a request, or
        until the server is quiet after a notification."""
        self.server.send(substitute(message, "${ROOT}", self.root))
        steps = []
        if message.get("method") == "exit":
            return steps
        received = 0
        while True:
            if expected is not None:
                if received == expected or not self.has_input(MESSAGE_TIMEOUT_SECONDS):
                    return steps
            elif "id" not in message and not self.has_input(QUIET_SECONDS):
                return steps
            reply = self.server.read(timeout=MESSAGE_TIMEOUT_SECONDS)
            received += 1
            steps.append({"receive": substitute(reply, self.root, "${ROOT}")})
            if "id" in reply and "method" in reply:
                # Server → client requests (progress tokens, registrations) are accepted.
                answer = {"jsonrpc": "2.0", "id": reply["id"], "result": None}
                self.server.send(answer)
                steps.append({"reply": answer})
            elif expected is None and "id" in message and reply.get("id") == message["id"]:
                return steps


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=[path.stem for path in TRANSCRIPTS])
def test_transcript(path, tmp_path):
    transcript = json.loads(path.read_text())
    source = ROOT / transcript.get("project", "Examples/Showcase")
    project = tmp_path / source.name
    shutil.copytree(source, project)
    session = Session(project.as_uri())
    updating = os.environ.get("UPDATE_GOLDENS") == "1"
    counts = iter(expected_receives(transcript["steps"]))
    steps = []
    try:
        for step in transcript["steps"]:
            if "send" in step:
                steps.append(step)
                steps += session.exchange(step["send"], None if updating else next(counts))
        exit_code = session.server.exit_code()
    finally:
        session.server.close()
    if updating:
        updated = {key: transcript[key] for key in ("description", "project") if key in transcript}
        updated.update({"steps": steps, "exitCode": exit_code})
        path.write_text(json.dumps(updated, indent=2, ensure_ascii=False) + "\n")
        return
    assert steps == transcript["steps"]
    assert exit_code == transcript["exitCode"]
