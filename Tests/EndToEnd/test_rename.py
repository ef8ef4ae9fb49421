"""Rename through an independent LSP client (pytest-lsp) against the built `scenery lsp`: Storyboard
IDs, segue IDs, storyboards (their files moved with `RenameFile`), the custom classes of a class
renamed in Swift; and one identity per file, however its URI spells it."""

import json
import pathlib
import shutil
import subprocess

import pytest
from lsprotocol import types as T
from pygls.exceptions import JsonRpcException
from pytest_lsp import LanguageClient

from conftest import BINARY, ROOT
from test_session import capabilities, client, marked, open_file, start  # noqa: F401 (client is a fixture)


def renaming_capabilities(resource_operations: list) -> T.ClientCapabilities:
    caps = capabilities(snippets=False)
    caps.workspace = T.WorkspaceClientCapabilities(
        workspace_edit=T.WorkspaceEditClientCapabilities(document_changes=True, resource_operations=resource_operations)
    )
    return caps


def edited(text: str, edits: list) -> str:
    """`text` with LSP `edits` applied (UTF-16 positions; the fixtures are ASCII)."""
    lines = text.split("\n")
    offsets = [sum(len(line) + 1 for line in lines[:index]) for index in range(len(lines))]
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start = offsets[edit.range.start.line] + edit.range.start.character
        end = offsets[edit.range.end.line] + edit.range.end.character
        text = text[:start] + edit.new_text + text[end:]
    return text


async def rename(client: LanguageClient, uri: str, position: T.Position, new_name: str):
    return await client.text_document_rename_async(
        T.RenameParams(text_document=T.TextDocumentIdentifier(uri=uri), position=position, new_name=new_name)
    )


async def test_a_storyboard_id_from_its_literal_and_from_its_scene(client: LanguageClient, project):
    await start(client, project)
    text, position = marked('let vc = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "Pro1️⃣file")\n')
    swift = project / "Sources/Legacy.swift"
    swift.write_text(text)
    uri = open_file(client, swift, "swift")
    prepared = await client.text_document_prepare_rename_async(
        T.PrepareRenameParams(text_document=T.TextDocumentIdentifier(uri=uri), position=position)
    )
    assert prepared.placeholder == "Profile"
    edit = await rename(client, uri, position, "ProfileViewController")
    storyboard = project / "Sources/Profile.storyboard"
    assert sorted(edit.changes) == sorted([uri, storyboard.as_uri()])
    assert 'storyboardIdentifier="ProfileViewController"' in edited(storyboard.read_text(), edit.changes[storyboard.as_uri()])
    assert edited(text, edit.changes[uri]).endswith('(withIdentifier: "ProfileViewController")\n')

    # From the scene: the same edit.
    line = storyboard.read_text().splitlines().index(next(l for l in storyboard.read_text().splitlines() if "storyboardIdentifier" in l))
    column = storyboard.read_text().splitlines()[line].index('storyboardIdentifier="') + len('storyboardIdentifier="') + 1
    open_file(client, storyboard, "xml")
    assert await rename(client, storyboard.as_uri(), T.Position(line=line, character=column), "ProfileViewController") == edit

    # The Swift server's place: no edit, no error.
    assert await rename(client, uri, T.Position(line=0, character=1), "x") is None


async def test_a_segue_from_its_comparison_in_prepare_for_segue(client: LanguageClient, project):
    storyboard = project / "Sources/Profile.storyboard"
    storyboard.write_text(storyboard.read_text().replace(
        'sceneMemberID="viewController"/>',
        'sceneMemberID="viewController">\n<connections><segue destination="p1" kind="show" identifier="showHelp" id="g1"/></connections>\n</viewController>',
    ))
    profile = project / "Sources/ProfileViewController.swift"
    text, position = marked(profile.read_text().replace(
        "func initialize(",
        'func help() { performSegue(withIdentifier: "showHelp", sender: nil) }\n'
        "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n"
        '        if segue.identifier == "show1️⃣Help" {}\n'
        "    }\n"
        "    func initialize(",
    ))
    profile.write_text(text)
    await start(client, project)
    uri = open_file(client, profile, "swift")
    prepared = await client.text_document_prepare_rename_async(
        T.PrepareRenameParams(text_document=T.TextDocumentIdentifier(uri=uri), position=position)
    )
    assert prepared.placeholder == "showHelp"
    edit = await rename(client, uri, position, "showSupport")
    assert edited(text, edit.changes[uri]).count('"showSupport"') == 2 and '"showHelp"' not in edited(text, edit.changes[uri])
    assert 'identifier="showSupport"' in edited(storyboard.read_text(), edit.changes[storyboard.as_uri()])

    with pytest.raises(JsonRpcException, match="'a\"b' cannot be a segue ID here"):
        await rename(client, uri, position, 'a"b')


async def test_a_storyboard_moves_its_file_when_the_client_renames_files(client: LanguageClient, project):
    await client.initialize_session(T.InitializeParams(
        capabilities=renaming_capabilities([T.ResourceOperationKind.Rename]), root_uri=project.as_uri(), process_id=None
    ))
    text, position = marked('let storyboard = UIStoryboard(name: "Pro1️⃣file", bundle: nil)\n')
    uri = open_file(client, project / "Sources/Legacy.swift", "swift", text)
    edit = await rename(client, uri, position, "Account")
    assert edit.changes is None
    edits = [change for change in edit.document_changes if isinstance(change, T.TextDocumentEdit)]
    names = project / "Sources/Names.swift"
    # The open document's edits carry its version; the names enum's case gets the raw value its `capitalized` maps to "Account".
    by_uri = {change.text_document.uri: change for change in edits}
    assert by_uri[uri].text_document.version == 1 and edited(text, by_uri[uri].edits) == 'let storyboard = UIStoryboard(name: "Account", bundle: nil)\n'
    assert by_uri[names.as_uri()].text_document.version is None
    assert 'case profile = "account"' in edited(names.read_text(), by_uri[names.as_uri()].edits)
    # The file moves after the edits.
    assert edit.document_changes[-1] == T.RenameFile(
        kind="rename", old_uri=(project / "Sources/Profile.storyboard").as_uri(), new_uri=(project / "Sources/Account.storyboard").as_uri()
    )
    assert all(isinstance(change, T.TextDocumentEdit) for change in edit.document_changes[:-1])

    (project / "Sources/Taken.storyboard").write_text("<document/>\n")
    with pytest.raises(JsonRpcException, match="Sources/Taken.storyboard exists already"):
        await rename(client, uri, position, "Taken")


async def test_a_storyboard_is_not_renamed_for_a_client_that_cannot_move_its_file(client: LanguageClient, project):
    await start(client, project)
    text, position = marked('let storyboard = UIStoryboard(name: "Pro1️⃣file", bundle: nil)\n')
    uri = open_file(client, project / "Sources/Legacy.swift", "swift", text)
    with pytest.raises(JsonRpcException, match="this editor does not rename files"):
        await rename(client, uri, position, "Account")


async def test_a_class_renamed_in_swift_renames_the_custom_classes_that_name_it(client: LanguageClient, project):
    await start(client, project)
    profile = project / "Sources/ProfileViewController.swift"
    uri = open_file(client, profile, "swift")
    on_name = T.Position(line=0, character=len("final class Pro"))
    # The Swift server offers the rename; Scenery joins it.
    assert await client.text_document_prepare_rename_async(
        T.PrepareRenameParams(text_document=T.TextDocumentIdentifier(uri=uri), position=on_name)
    ) is None
    edit = await rename(client, uri, on_name, "AccountViewController")
    storyboard = project / "Sources/Profile.storyboard"
    assert list(edit.changes) == [storyboard.as_uri()]
    renamed = edited(storyboard.read_text(), edit.changes[storyboard.as_uri()])
    assert renamed == storyboard.read_text().replace('customClass="ProfileViewController"', 'customClass="AccountViewController"')


async def test_one_file_has_one_identity_through_links_dot_dots_and_percent_encoding(client: LanguageClient, project):
    await start(client, project, snippets=False)
    (project / "Linked").symlink_to(project / "Sources")
    profile = project / "Sources/ProfileViewController.swift"
    through_link = (project / "Linked/ProfileViewController.swift").as_uri()
    dot_dot_and_escape = (project / "Sources").as_uri() + "/../Sources/%50rofileViewController.swift"
    draft = profile.read_text() + "final class DraftViewController: UIViewController {\n    func initialize() {}\n}\n"
    client.text_document_did_open(T.DidOpenTextDocumentParams(
        text_document=T.TextDocumentItem(uri=through_link, language_id="swift", version=1, text=draft)
    ))
    coordinator = open_file(client, project / "Sources/Coordinator.swift", "swift", "let vc = UIViewController.create.")
    params = T.CompletionParams(text_document=T.TextDocumentIdentifier(uri=coordinator), position=T.Position(line=0, character=33))

    async def labels():
        result = await client.text_document_completion_async(params)
        return [item.label for item in (result.items if isinstance(result, T.CompletionList) else result)]

    # The buffer opened through the link is the file on disk, not a second one.
    assert await labels() == ["aboutViewController()", "draftViewController()", "profileViewController(user:onClose:)"]
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        text_document=T.VersionedTextDocumentIdentifier(uri=dot_dot_and_escape, version=2),
        content_changes=[T.TextDocumentContentChangeWholeDocument(text=profile.read_text())],
    ))
    assert await labels() == ["aboutViewController()", "profileViewController(user:onClose:)"]
    # Hover answers for the same document whichever spelling names it.
    for uri in [through_link, dot_dot_and_escape, profile.as_uri()]:
        hover = await client.text_document_hover_async(T.HoverParams(
            text_document=T.TextDocumentIdentifier(uri=uri), position=T.Position(line=0, character=15)
        ))
        assert hover.contents.value.startswith("**ProfileViewController** : UIViewController"), uri


def findings(root: pathlib.Path) -> set:
    """What `scenery check` finds in `root`, each as (rule, file, line, message)."""
    run = subprocess.run([BINARY, "check", "--reporter", "json", "--no-cache", str(root)], capture_output=True, text=True, timeout=600)
    assert run.returncode in (0, 1, 2), run.stderr
    assert "cannot be read" not in run.stderr, run.stderr
    return {(f["rule"], f["file"], f["line"], f["message"]) for f in json.loads(run.stdout)}


def apply(edit: T.WorkspaceEdit):
    """Apply `edit` as an editor does: each document's edits, then each file operation, in order."""
    for change in edit.document_changes:
        if isinstance(change, T.TextDocumentEdit):
            path = pathlib.Path(change.text_document.uri.removeprefix("file://"))
            path.write_text(edited(path.read_text(), change.edits))
        else:
            assert isinstance(change, T.RenameFile)
            new = pathlib.Path(change.new_uri.removeprefix("file://"))
            assert not new.exists()
            pathlib.Path(change.old_uri.removeprefix("file://")).rename(new)


async def test_a_storyboard_and_a_xib_renamed_in_an_xcode_project(client: LanguageClient, tmp_path):
    """Examples/Storefront, whose Xcode project names every file: the project file, its variant
    group and Info.plist keys follow, and `scenery check` then finds what it found before."""
    project = tmp_path / "Storefront"
    shutil.copytree(ROOT / "Examples/Storefront", project)
    # One Main.storyboard only: the Mac app's would make "Main" ambiguous, which a rename refuses.
    (project / "StorefrontMac/Main.storyboard").unlink()
    before = findings(project)
    await client.initialize_session(T.InitializeParams(
        capabilities=renaming_capabilities([T.ResourceOperationKind.Rename]), root_uri=project.as_uri(), process_id=None
    ))
    cart = project / "Storefront/CartViewController.swift"
    uri = open_file(client, cart, "swift")
    lines = cart.read_text().split("\n")
    nib = next(number for number, line in enumerate(lines) if 'UINib(nibName: "ProductCell"' in line)
    xib = await rename(client, uri, T.Position(line=nib, character=lines[nib].index('"ProductCell"') + 3), "ItemCell")
    pbxproj = (project / "Storefront.xcodeproj/project.pbxproj").as_uri()
    assert {change.text_document.uri for change in xib.document_changes if isinstance(change, T.TextDocumentEdit)} == {uri, pbxproj}
    apply(xib)
    storyboard = next(number for number, line in enumerate(lines) if 'UIStoryboard(name: "Main"' in line)
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        text_document=T.VersionedTextDocumentIdentifier(uri=uri, version=2), content_changes=[T.TextDocumentContentChangeWholeDocument(text=cart.read_text())]
    ))
    main = await rename(client, uri, T.Position(line=storyboard, character=lines[storyboard].index('"Main"') + 2), "Checkout")
    apply(main)

    text = (project / "Storefront.xcodeproj/project.pbxproj").read_text()
    assert "ProductCell~" not in text and "Main.storyboard" not in text and "INFOPLIST_KEY_UIMainStoryboardFile = Checkout;" in text
    assert (project / "Storefront/Base.lproj/Checkout.storyboard").exists() and (project / "Storefront/ItemCell~iphone.xib").exists()
    # Nothing new: no file left outside its target, no storyboard or nib not found.
    renamed = {(rule, file.replace("Checkout", "Main").replace("ItemCell~", "ProductCell~"), line, message.replace("Checkout", "Main"))
               for rule, file, line, message in findings(project)}
    assert renamed == before
