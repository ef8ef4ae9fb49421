"""Protocol-level behaviour of `scenery lsp`, driven byte by byte with a raw client:
lifecycle error codes, bad input, and that the session goes on after each."""

import json
import pathlib
import select
import subprocess
import time

import pytest

from conftest import BINARY


class RawServer:
    def __init__(self):
        self.process = subprocess.Popen([BINARY, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.buffer = b""

    def write(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    @staticmethod
    def frame(message) -> bytes:
        body = message if isinstance(message, bytes) else json.dumps(message).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def send(self, message):
        self.write(self.frame(message))

    def request(self, id, method, params=None):
        message = {"jsonrpc": "2.0", "id": id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def notify(self, method, params=None):
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def read(self, timeout=10.0):
        while True:
            header_end = self.buffer.find(b"\r\n\r\n")
            if header_end >= 0:
                headers = self.buffer[:header_end].decode()
                length = int(next(line.split(":")[1] for line in headers.split("\r\n") if line.lower().startswith("content-length")))
                start = header_end + 4
                if len(self.buffer) >= start + length:
                    body = self.buffer[start : start + length]
                    self.buffer = self.buffer[start + length :]
                    return json.loads(body)
            ready, _, _ = select.select([self.process.stdout], [], [], timeout)
            if not ready:
                raise AssertionError("no message from the server")
            chunk = self.process.stdout.read1(65536)
            if not chunk:
                raise AssertionError("the server closed stdout")
            self.buffer += chunk

    def read_response(self, id):
        """The response to `id`, skipping notifications the server sends meanwhile."""
        while True:
            message = self.read()
            if "method" not in message:
                assert message.get("id") == id, message
                return message

    def initialize(self, root: pathlib.Path):
        self.request(1, "initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {}})
        result = self.read_response(1)
        assert "result" in result, result
        self.notify("initialized", {})

    def exit_code(self, timeout=10):
        return self.process.wait(timeout=timeout)

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()


@pytest.fixture
def server():
    raw = RawServer()
    yield raw
    raw.close()


def test_requests_before_initialize_get_server_not_initialized(server):
    server.notify("textDocument/didOpen", {"textDocument": {"uri": "file:///x.swift", "languageId": "swift", "version": 1, "text": ""}})
    server.request(7, "textDocument/completion", {"textDocument": {"uri": "file:///x.swift"}, "position": {"line": 0, "character": 0}})
    response = server.read_response(7)
    assert response["error"]["code"] == -32002
    assert "result" not in response


def test_exit_without_shutdown_exits_with_1(server, project):
    server.initialize(project)
    server.notify("exit")
    assert server.exit_code() == 1


def test_shutdown_then_exit_exits_with_0_and_later_requests_are_invalid(server, project):
    server.initialize(project)
    server.request(2, "shutdown")
    response = server.read_response(2)
    assert response == {"jsonrpc": "2.0", "id": 2, "result": None}
    server.request(3, "textDocument/completion", {"textDocument": {"uri": "file:///x.swift"}, "position": {"line": 0, "character": 0}})
    assert server.read_response(3)["error"]["code"] == -32600
    server.notify("exit")
    assert server.exit_code() == 0


def test_bad_input_gets_errors_and_the_session_goes_on(server, project):
    server.initialize(project)
    server.write(server.frame(b'{"jsonrpc": "2.0", "id": 4, "method": '))
    malformed = server.read()
    assert malformed["error"]["code"] == -32700 and malformed["id"] is None
    server.request(5, "textDocument/definitelyNotAMethod", {})
    assert server.read_response(5)["error"]["code"] == -32601
    server.notify("$/somethingUnknown", {})
    server.request(6, "textDocument/completion", {"textDocument": {"uri": "file:///x.swift"}, "position": "not a position"})
    assert server.read_response(6)["error"]["code"] == -32602  # and no reply came for the `$/` notification


def test_out_of_range_positions_and_edits_are_clamped(server, project):
    server.initialize(project)
    uri = (project / "Sources/Coordinator.swift").as_uri()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": "let a = 1\r\n"}})
    server.notify("textDocument/didChange", {
        "textDocument": {"uri": uri, "version": 2},
        "contentChanges": [{"range": {"start": {"line": 40, "character": 0}, "end": {"line": 99, "character": 99}}, "text": "x.push."}],
    })
    server.request(8, "textDocument/completion", {"textDocument": {"uri": uri}, "position": {"line": 500, "character": 900}})
    items = server.read_response(8)["result"]["items"]
    assert [item["label"] for item in items] == ["aboutViewController(animated:)", "profileViewController(user:onClose:animated:)"]


def test_a_message_split_byte_by_byte_and_two_in_one_write(server, project):
    data = server.frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "rootUri": project.as_uri(), "capabilities": {}}})
    for index in range(len(data)):
        server.write(data[index : index + 1])
    assert "result" in server.read_response(1)
    server.write(
        server.frame({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        + server.frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    )
    assert server.read_response(2)["result"] is None


def test_a_request_cancelled_in_the_same_read_is_answered_with_request_cancelled(server, project):
    server.initialize(project)
    uri = (project / "Sources/Coordinator.swift").as_uri()
    server.write(
        server.frame({"jsonrpc": "2.0", "id": 40, "method": "textDocument/completion", "params": {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}}})
        + server.frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 40}})
        + server.frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 999}})  # unknown ids are ignored
        + server.frame({"jsonrpc": "2.0", "id": 41, "method": "shutdown"})
    )
    assert server.read_response(40)["error"]["code"] == -32800
    assert server.read_response(41)["result"] is None


def test_changes_read_together_are_applied_in_order_before_the_next_request(server, project):
    server.initialize(project)
    coordinator = project / "Sources/Coordinator.swift"
    text = coordinator.read_text().replace("{\n    }", "{\n        navigationController.push.\n    }")
    line = text.splitlines().index("        navigationController.push.")
    about = project / "Sources/AboutViewController.swift"
    original = about.read_text()
    for path, contents in [(coordinator, text), (about, original)]:
        server.notify("textDocument/didOpen", {"textDocument": {"uri": path.as_uri(), "languageId": "swift", "version": 1, "text": contents}})

    def change(version, parameters):
        edited = original.replace("func initialize()", "func initialize(%s)" % parameters)
        return server.frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": about.as_uri(), "version": version}, "contentChanges": [{"text": edited}]}})

    # Two keystrokes and a completion in one write: the server reads them as one batch, indexes the
    # About screen once, after its second change, and only then answers.
    server.write(
        change(2, "title: String")
        + change(3, "title: String, count: Int")
        + server.frame({"jsonrpc": "2.0", "id": 50, "method": "textDocument/completion", "params": {
            "textDocument": {"uri": coordinator.as_uri()}, "position": {"line": line, "character": 34}}})
    )
    result = server.read_response(50)["result"]
    labels = [item["label"] for item in (result["items"] if isinstance(result, dict) else result)]
    assert labels == ["aboutViewController(title:count:animated:)", "profileViewController(user:onClose:animated:)"]


def test_the_server_exits_when_the_editor_process_dies(server, project):
    editor = subprocess.Popen(["sleep", "1"])
    server.request(1, "initialize", {"processId": editor.pid, "rootUri": project.as_uri(), "capabilities": {}})
    assert "result" in server.read_response(1)
    editor.wait()
    assert server.exit_code(timeout=15) == 1


def test_headers_in_any_order_unknown_headers_and_a_bad_length_then_a_good_message(server, project):
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "rootUri": project.as_uri(), "capabilities": {}}}).encode()
    server.write(b"Content-Length: abc\r\n\r\n")
    server.write(b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nX-Unknown: 1\r\ncontent-length: %d\r\n\r\n" % len(body) + body)
    assert "result" in server.read_response(1)
    server.write(b"Content-Length: 99999999999\r\n\r\n")
    server.request(2, "shutdown")
    assert server.read_response(2)["result"] is None


def test_eof_in_the_middle_of_a_body_ends_the_server_with_1(server):
    server.write(b"Content-Length: 100\r\n\r\n{\"jsonrpc\":")
    server.process.stdin.close()
    assert server.exit_code() == 1
    assert b"input ended in the middle of a message" in server.process.stderr.read()


def test_astral_characters_and_crlf_text_keep_utf16_positions(server, project):
    server.initialize(project)
    uri = (project / "Sources/Coordinator.swift").as_uri()
    text = "// é😀\r\nlet a = \"😀\"; UIViewController.create.\r\n"
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
    # "let a = \"😀\"; UIViewController.create." is 38 UTF-16 units long (😀 is a surrogate pair).
    server.request(5, "textDocument/completion", {"textDocument": {"uri": uri}, "position": {"line": 1, "character": 38}})
    items = server.read_response(5)["result"]["items"]
    assert [item["label"] for item in items] == ["aboutViewController()", "profileViewController(user:onClose:)"]
    assert items[0]["textEdit"]["range"]["start"] == {"line": 1, "character": 38}


def test_a_client_that_never_answers_the_progress_token_request_is_not_waited_for_long(server, project):
    server.request(1, "initialize", {"processId": None, "rootUri": project.as_uri(), "capabilities": {"window": {"workDoneProgress": True}}})
    assert "result" in server.read_response(1)
    server.notify("initialized", {})
    create = server.read()
    assert create["method"] == "window/workDoneProgress/create"
    # The request waits for the token's answer, which never comes; after 5 s the server goes on.
    start = time.monotonic()
    server.request(2, "workspace/symbol", {"query": "about"})
    response = server.read_response(2)
    assert [symbol["name"] for symbol in response["result"]] == ["AboutViewController"]
    assert 4 < time.monotonic() - start < 15


def test_the_capabilities_documented_in_protocol_readme_are_what_the_server_advertises(server, project):
    readme = (pathlib.Path(__file__).parents[2] / "Protocol" / "README.md").read_text()
    section = readme.split("## Capabilities", 1)[1]
    documented = json.loads(section.split("```json", 1)[1].split("```", 1)[0])
    server.request(1, "initialize", {"processId": None, "rootUri": project.as_uri(), "capabilities": {}})
    assert server.read_response(1)["result"]["capabilities"] == documented
