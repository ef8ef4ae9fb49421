"""`scenery mcp` against the built binary with the official Python SDK's client (PyPI `mcp`): a plain
UIKit project (view controllers instantiated by Storyboard IDs, one of them wrong) made in a temporary
folder; the client lists the tools and calls each. The SDK checks every structured result against the
tool's output schema."""

import contextlib
import json
import os
import pathlib
import subprocess
import textwrap

import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp import MCPError

from conftest import BINARY

TOOLS = [
    "list_screens", "describe_screen", "check", "navigation_graph",
    "preview_generate", "generate", "rename", "completion_for",
]

# No .scenery.yml: the project is found by its .git folder and generates where the defaults say.
PLAIN_UIKIT = {
    "App/HomeViewController.swift": """
        import UIKit

        final class HomeViewController: UIViewController {
            @IBAction func openDetail() {
                // The Storyboard ID is misspelt: the scene is "Detail".
                let detail = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detial") as! DetailViewController
                navigationController?.pushViewController(detail, animated: true)
            }

            @IBAction func openAbout() {
                performSegue(withIdentifier: "showAbout", sender: nil)
            }
        }
    """,
    "App/DetailViewController.swift": """
        import UIKit

        final class DetailViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
        }
    """,
    "App/AboutViewController.swift": """
        import UIKit

        final class AboutViewController: UIViewController {
            func showDetail() {
                let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
                present(detail, animated: true)
            }
        }
    """,
    "App/Base.lproj/Main.storyboard": """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="h1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="Home" id="h1" customClass="HomeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <connections>
                                <segue destination="a1" kind="show" identifier="showAbout" id="g1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="d1" customClass="DetailViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController storyboardIdentifier="About" id="a1" customClass="AboutViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
    """,
}


@pytest.fixture
def uikit_project(tmp_path: pathlib.Path) -> pathlib.Path:
    root = tmp_path / "PlainApp"
    for name, text in PLAIN_UIKIT.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"))
    (root / ".git").mkdir()
    return root


def files_under(folder: pathlib.Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


@contextlib.asynccontextmanager
async def session(project: pathlib.Path, tmp_path: pathlib.Path):
    # The SDK passes only a few variables on: the facts cache goes to the test's folder, not ~/.cache.
    cache = os.environ.get("SCENERY_CACHE_DIR") or str(tmp_path / "cache")
    server = StdioServerParameters(command=BINARY, args=["mcp", str(project)], env={"SCENERY_CACHE_DIR": cache})
    with open(tmp_path / "stderr.log", "w") as errlog:
        async with stdio_client(server, errlog=errlog) as (read, write):
            async with ClientSession(read, write) as client:
                await client.initialize()
                yield client


async def call(client: ClientSession, tool: str, arguments: dict | None = None) -> dict:
    result = await client.call_tool(tool, arguments or {})
    assert not result.is_error, result.content
    assert result.content and result.content[0].type == "text"
    return result.structured_content


async def test_every_tool_is_listed_with_schemas_and_answers(uikit_project, tmp_path):
    async with session(uikit_project, tmp_path) as client:
        assert client.initialize_result.server_info.name == "scenery"
        assert client.initialize_result.capabilities.tools is not None
        listed = (await client.list_tools()).tools
        assert [tool.name for tool in listed] == TOOLS
        assert all(tool.input_schema["type"] == "object" and tool.output_schema["type"] == "object" for tool in listed)

        screens = (await call(client, "list_screens"))["screens"]
        assert [screen["name"] for screen in screens] == ["AboutViewController", "DetailViewController", "HomeViewController"]
        assert {screen["name"]: screen["storyboardIdentifier"] for screen in screens}["DetailViewController"] == "Detail"
        assert [screen["name"] for screen in (await call(client, "list_screens", {"filter": "home"}))["screens"]] == ["HomeViewController"]

        home = await call(client, "describe_screen", {"name": "HomeViewController"})
        assert "Main.storyboard" in home["creation"]
        assert [(segue["identifier"], segue["destination"]) for segue in home["segues"]] == [("showAbout", "AboutViewController")]
        detail = await call(client, "describe_screen", {"name": "DetailViewController"})
        assert "UIViewController.create.detailViewController()" in [call_["code"] for call_ in detail["factoryCalls"]]
        assert {opening["origin"] for opening in detail["openedBy"]} == {"HomeViewController", "AboutViewController"}

        graph = await call(client, "navigation_graph")
        assert {(edge["origin"], edge["kind"], edge["to"]) for edge in graph["edges"]} >= {
            ("HomeViewController", "segue", "AboutViewController"),
            ("AboutViewController", "instantiate", "DetailViewController"),
        }
        dot = await call(client, "navigation_graph", {"format": "dot"})
        assert dot["drawing"].startswith("digraph Navigation {")

        completions = await call(client, "completion_for", {"file": "App/AboutViewController.swift", "line": 5, "filter": "detail"})
        assert completions["kinds"] == ["create", "push", "present"]
        assert "navigationController?.push.detailViewController(animated: true)" in [c["code"] for c in completions["calls"]]

        preview = (await call(client, "preview_generate"))["files"][0]
        assert preview["status"] == "missing" and preview["diff"].startswith("--- /dev/null")


async def test_resources_are_the_screens_and_the_graph(uikit_project, tmp_path):
    async with session(uikit_project, tmp_path) as client:
        await client.send_ping()
        resources = (await client.list_resources()).resources
        assert [str(resource.uri) for resource in resources] == ["scenery://screens", "scenery://navigation-graph"]
        contents = (await client.read_resource("scenery://screens")).contents
        assert contents[0].mime_type == "application/json"
        screens = json.loads(contents[0].text)["screens"]
        assert [screen["name"] for screen in screens] == ["AboutViewController", "DetailViewController", "HomeViewController"]
        graph = json.loads((await client.read_resource("scenery://navigation-graph")).contents[0].text)
        assert len(graph["nodes"]) == 3 and graph["edges"]


async def test_check_finds_the_planted_storyboard_id_with_its_fix(uikit_project, tmp_path):
    async with session(uikit_project, tmp_path) as client:
        findings = (await call(client, "check"))["findings"]
        planted = [finding for finding in findings if "Detial" in finding["message"]]
        assert len(planted) == 1
        assert planted[0]["severity"] == "error"
        assert planted[0]["place"]["file"] == "App/HomeViewController.swift"
        edits = [edit for fix in planted[0]["fixes"] for edit in fix["edits"]]
        assert any(edit["newText"] == "Detail" and edit["startLine"] == 6 for edit in edits)
        focused = (await call(client, "check", {"files": ["App/DetailViewController.swift"]}))["findings"]
        assert all(finding["place"]["file"] == "App/DetailViewController.swift" for finding in focused)

        # The agent fixes the file between calls: the next check reads it again.
        home = uikit_project / "App/HomeViewController.swift"
        home.write_text(home.read_text().replace('"Detial"', '"Detail"'))
        assert not [finding for finding in (await call(client, "check"))["findings"] if finding["severity"] == "error"]


async def test_generate_writes_only_inside_the_project(uikit_project, tmp_path):
    outside = tmp_path / "neighbour"
    outside.mkdir()
    (outside / "keep.txt").write_text("untouched\n")
    before = files_under(tmp_path)
    async with session(uikit_project, tmp_path) as client:
        await call(client, "preview_generate", {"format": "text"})
        assert files_under(uikit_project) == {name[len("PlainApp/"):]: data for name, data in before.items() if name.startswith("PlainApp/")}
        written = await call(client, "generate")
        assert [(file["file"], file["outcome"]) for file in written["files"]] == [("Generated/Scenery.generated.swift", "written")]
        assert written["factoryCount"] == 3
    after = files_under(tmp_path)
    added = {name for name in after if name not in before and not name.startswith("cache/") and name != "stderr.log"}
    assert added == {"PlainApp/Generated/Scenery.generated.swift"}
    assert all(after[name] == data for name, data in before.items())
    assert "func detailViewController(" in (uikit_project / "Generated/Scenery.generated.swift").read_text()


async def test_rename_returns_edits_and_applies_them_only_when_asked(uikit_project, tmp_path):
    storyboard = uikit_project / "App/Base.lproj/Main.storyboard"
    about = uikit_project / "App/AboutViewController.swift"
    original = storyboard.read_text()
    async with session(uikit_project, tmp_path) as client:
        arguments = {"kind": "storyboardIdentifier", "name": "Detail", "newName": "DetailScreen"}
        proposed = await call(client, "rename", arguments)
        assert not proposed["applied"]
        assert {edit["file"] for edit in proposed["edits"]} == {"App/Base.lproj/Main.storyboard", "App/AboutViewController.swift"}
        assert storyboard.read_text() == original

        segue = await call(client, "rename", {"kind": "segueIdentifier", "name": "showAbout", "newName": "openAbout"})
        assert {edit["file"] for edit in segue["edits"]} == {"App/Base.lproj/Main.storyboard", "App/HomeViewController.swift"}

        refused = await client.call_tool("rename", {"kind": "storyboardIdentifier", "name": "Detail", "newName": "About"})
        assert refused.is_error and "already has a scene" in refused.content[0].text

        applied = await call(client, "rename", {**arguments, "apply": True})
        assert applied["applied"]
    assert 'storyboardIdentifier="DetailScreen"' in storyboard.read_text()
    assert 'withIdentifier: "DetailScreen"' in about.read_text()


async def test_bad_calls_are_errors_and_the_server_goes_on(uikit_project, tmp_path):
    async with session(uikit_project, tmp_path) as client:
        unknown = await client.call_tool("describe_screen", {"name": "NoSuchViewController"})
        assert unknown.is_error and "list_screens" in unknown.content[0].text
        outside = await client.call_tool("completion_for", {"file": "/etc/passwd", "line": 1})
        assert outside.is_error
        with pytest.raises(MCPError):
            await client.call_tool("no_such_tool", {})
        with pytest.raises(MCPError):
            await client.call_tool("rename", {"kind": "storyboardIdentifier"})
        assert (await call(client, "list_screens"))["screens"]


def test_stdout_carries_only_protocol_messages(uikit_project, tmp_path):
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "check", "arguments": {}}},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "generate", "arguments": {}}},
    ]
    stdin = "".join(json.dumps(message) + "\n" for message in messages) + "this is not json\n"
    environment = {**os.environ, "SCENERY_CACHE_DIR": str(tmp_path / "cache")}
    done = subprocess.run([BINARY, "mcp", str(uikit_project)], input=stdin, capture_output=True, text=True, timeout=120, env=environment)
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert [answer.get("id") for answer in answers] == [1, 2, 3, None]
    assert all(answer["jsonrpc"] == "2.0" for answer in answers)
    assert answers[-1]["error"]["code"] == -32700
