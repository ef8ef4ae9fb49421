"""An independent LSP client (pytest-lsp) drives the built `scenery lsp` over stdio:
initialize → didOpen → completion → didSave → publishDiagnostics → codeAction → shutdown → exit."""

import asyncio
import pathlib
import shutil

import pytest_lsp
from lsprotocol import types as T
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import BINARY


def capabilities(snippets: bool) -> T.ClientCapabilities:
    return T.ClientCapabilities(
        text_document=T.TextDocumentClientCapabilities(
            completion=T.CompletionClientCapabilities(
                completion_item=T.ClientCompletionItemOptions(snippet_support=snippets)
            ),
            publish_diagnostics=T.PublishDiagnosticsClientCapabilities(related_information=True),
            code_action=T.CodeActionClientCapabilities(
                code_action_literal_support=T.ClientCodeActionLiteralOptions(
                    code_action_kind=T.ClientCodeActionKindOptions(value_set=["quickfix", "source"])
                )
            ),
        ),
        general=T.GeneralClientCapabilities(position_encodings=[T.PositionEncodingKind.Utf16]),
    )


async def start(client: LanguageClient, project: pathlib.Path, snippets: bool = True) -> T.InitializeResult:
    @client.feature(T.WORKSPACE_APPLY_EDIT)
    def _apply(params):
        return T.ApplyWorkspaceEditResult(applied=True)

    @client.feature(T.CLIENT_REGISTER_CAPABILITY)
    def _register(params):
        return None

    return await client.initialize_session(
        T.InitializeParams(capabilities=capabilities(snippets), root_uri=project.as_uri(), process_id=None)
    )


def open_file(client: LanguageClient, path: pathlib.Path, language: str, text: str | None = None) -> str:
    uri = path.as_uri()
    client.text_document_did_open(
        T.DidOpenTextDocumentParams(
            text_document=T.TextDocumentItem(uri=uri, language_id=language, version=1, text=text or path.read_text())
        )
    )
    return uri


async def diagnostics_for(client: LanguageClient, uri: str, predicate=lambda d: True, timeout: float = 10):
    """Wait until the diagnostics published for `uri` satisfy `predicate`."""
    deadline = asyncio.get_running_loop().time() + timeout
    while asyncio.get_running_loop().time() < deadline:
        if uri in client.diagnostics and predicate(client.diagnostics[uri]):
            return client.diagnostics[uri]
        await asyncio.sleep(0.05)
    raise AssertionError(f"no matching diagnostics for {uri}: {client.diagnostics.get(uri)}")


def open_legacy(client: LanguageClient, project: pathlib.Path, text: str) -> T.TextDocumentIdentifier:
    """An unsaved `Sources/Legacy.swift` with `text`."""
    return T.TextDocumentIdentifier(uri=open_file(client, project / "Sources/Legacy.swift", "swift", text))


async def definition_files(client: LanguageClient, document: T.TextDocumentIdentifier, position: T.Position) -> list:
    """The file names of the definition's locations, in order."""
    locations = await client.text_document_definition_async(T.DefinitionParams(text_document=document, position=position))
    return [location.uri.rsplit("/", 1)[-1] for location in locations]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def client(lsp_client: LanguageClient):
    yield
    await lsp_client.shutdown_session()


async def test_capabilities_are_advertised_as_implemented(client: LanguageClient, project):
    result = await start(client, project)
    capabilities = result.capabilities
    assert result.server_info.name == "scenery"
    assert capabilities.position_encoding == T.PositionEncodingKind.Utf16
    assert capabilities.text_document_sync.change == T.TextDocumentSyncKind.Incremental
    assert list(capabilities.completion_provider.trigger_characters) == [".", '"']
    assert list(capabilities.execute_command_provider.commands) == ["scenery.generateFactories"]
    assert capabilities.hover_provider is True and capabilities.definition_provider is True
    assert capabilities.references_provider is True and capabilities.document_symbol_provider is True
    assert capabilities.workspace_symbol_provider is True
    assert capabilities.rename_provider == T.RenameOptions(prepare_provider=True)
    assert capabilities.code_lens_provider == T.CodeLensOptions(resolve_provider=False)
    assert capabilities.inlay_hint_provider == T.InlayHintOptions(resolve_provider=False)
    assert capabilities.document_link_provider == T.DocumentLinkOptions(resolve_provider=False)
    # Pull diagnostics only for a client that pulls them; no formatting.
    assert capabilities.diagnostic_provider is None
    assert capabilities.document_formatting_provider is None


async def push_completion(client: LanguageClient, app: pathlib.Path) -> tuple[list, int]:
    """The items completed after `navigationController.push.` typed into `app`'s coordinator, and its line."""
    coordinator = app / "Sources/Coordinator.swift"
    text = coordinator.read_text().replace("{\n    }", "{\n        navigationController.push.\n    }")
    uri = open_file(client, coordinator, "swift", text)
    line = text.splitlines().index("        navigationController.push.")
    result = await client.text_document_completion_async(
        T.CompletionParams(text_document=T.TextDocumentIdentifier(uri=uri), position=T.Position(line=line, character=34))
    )
    return (result.items if isinstance(result, T.CompletionList) else result), line


async def test_completion_after_push_lists_every_screen_with_a_snippet(client: LanguageClient, project):
    await start(client, project)
    items, line = await push_completion(client, project)
    labels = [item.label for item in items]
    assert labels == ["aboutViewController(animated:)", "profileViewController(user:onClose:animated:)"]
    profile = items[1]
    assert profile.detail.startswith("Profile.storyboard")
    assert profile.insert_text_format == T.InsertTextFormat.Snippet
    assert profile.text_edit.new_text == "profileViewController(user: ${1:user}, onClose: ${2:onClose}, animated: ${3:true})"
    assert profile.text_edit.range.start == T.Position(line=line, character=34)


async def test_completion_without_snippet_support_inserts_plain_text(client: LanguageClient, project):
    await start(client, project, snippets=False)
    coordinator = project / "Sources/Coordinator.swift"
    uri = open_file(client, coordinator, "swift", "let vc = UIViewController.create.pro")
    result = await client.text_document_completion_async(
        T.CompletionParams(text_document=T.TextDocumentIdentifier(uri=uri), position=T.Position(line=0, character=36))
    )
    items = result.items if isinstance(result, T.CompletionList) else result
    profile = next(item for item in items if item.label.startswith("profile"))
    assert profile.insert_text_format == T.InsertTextFormat.PlainText
    assert profile.text_edit.new_text == "profileViewController(user: user, onClose: onClose)"
    assert profile.text_edit.range == T.Range(start=T.Position(line=0, character=33), end=T.Position(line=0, character=36))


async def test_completion_after_a_screen_type_lists_its_conventions_members(client: LanguageClient, project):
    (project / "Sources/ProfileViewController.swift").write_text(
        "final class ProfileViewController: UIViewController, Storyboardable, IBConstructible {\n"
        '    static var storyboardName: String { "Profile" }\n'
        '    static var storyboardIdentifier: String { "Profile" }\n'
        "}\n"
    )
    await start(client, project)
    text = "let profile = ProfileViewController.in"
    uri = open_file(client, project / "Sources/Coordinator.swift", "swift", text)
    result = await client.text_document_completion_async(
        T.CompletionParams(text_document=T.TextDocumentIdentifier(uri=uri), position=T.Position(line=0, character=len(text)))
    )
    items = result.items if isinstance(result, T.CompletionList) else result
    assert [(item.label, item.detail, item.kind) for item in items] == [
        ("instantiate()", "Profile.storyboard, Storyboard ID Profile · ()", T.CompletionItemKind.Method),
        ("fromNib", "ProfileViewController.storyboard, initial scene", T.CompletionItemKind.Property),
    ]
    assert items[0].text_edit.new_text == "instantiate()"
    assert items[0].text_edit.range == T.Range(start=T.Position(line=0, character=len(text) - 2), end=T.Position(line=0, character=len(text)))


async def test_completion_in_a_storyboard_id_literal_lists_that_storyboards_scenes(client: LanguageClient, project):
    await start(client, project, snippets=False)
    text = 'let vc = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "'
    uri = open_file(client, project / "Sources/Coordinator.swift", "swift", text)
    result = await client.text_document_completion_async(
        T.CompletionParams(
            text_document=T.TextDocumentIdentifier(uri=uri), position=T.Position(line=0, character=len(text)),
            context=T.CompletionContext(trigger_kind=T.CompletionTriggerKind.TriggerCharacter, trigger_character='"'),
        )
    )
    items = result.items if isinstance(result, T.CompletionList) else result
    assert [(item.label, item.detail, item.kind) for item in items] == [
        ("Profile", "Profile.storyboard · ProfileViewController", T.CompletionItemKind.Constant)
    ]
    # The literal is not closed yet: the item closes it.
    assert items[0].text_edit.new_text == 'Profile"'
    assert items[0].text_edit.range == T.Range(start=T.Position(line=0, character=len(text)), end=T.Position(line=0, character=len(text)))


async def test_completion_and_hover_in_a_literal_given_to_a_projects_helper(client: LanguageClient, project):
    # A helper of the project's own passes its argument on as the storyboard's name.
    (project / "Sources/Helpers.swift").write_text(
        "extension UIViewController {\n"
        "    static func loadFromStoryboard(named name: String) -> UIViewController? {\n"
        "        UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()\n"
        "    }\n"
        "}\n"
    )
    await start(client, project, snippets=False)
    text = 'let vc = UIViewController.loadFromStoryboard(named: "'
    document = open_legacy(client, project, text)
    result = await client.text_document_completion_async(
        T.CompletionParams(
            text_document=document, position=T.Position(line=0, character=len(text)),
            context=T.CompletionContext(trigger_kind=T.CompletionTriggerKind.TriggerCharacter, trigger_character='"'),
        )
    )
    items = result.items if isinstance(result, T.CompletionList) else result
    assert [(item.label, item.detail) for item in items] == [("Profile", "Sources/Profile.storyboard")]
    assert items[0].text_edit.new_text == 'Profile"'

    client.text_document_did_change(
        T.DidChangeTextDocumentParams(
            text_document=T.VersionedTextDocumentIdentifier(uri=document.uri, version=2),
            content_changes=[T.TextDocumentContentChangeWholeDocument(text=text + 'Profile")\n')],
        )
    )
    on_name = T.Position(line=0, character=len(text) + 2)
    hover = await client.text_document_hover_async(T.HoverParams(text_document=document, position=on_name))
    assert hover.contents.value.startswith("**Profile.storyboard** — 1 scene")
    assert await definition_files(client, document, on_name) == ["Profile.storyboard"]


async def test_save_publishes_diagnostics_and_the_quick_fix_repairs_the_storyboard(client: LanguageClient, project):
    await start(client, project)
    storyboard = project / "Sources/Profile.storyboard"
    uri = open_file(client, storyboard, "xml")
    client.text_document_did_save(T.DidSaveTextDocumentParams(text_document=T.TextDocumentIdentifier(uri=uri)))
    diagnostics = await diagnostics_for(client, uri, lambda ds: len(ds) > 0)
    assert [(d.code, d.severity, d.source) for d in diagnostics] == [("scene-not-found", T.DiagnosticSeverity.Error, "scenery")]
    diagnostic = diagnostics[0]
    line = storyboard.read_text().splitlines()[diagnostic.range.start.line]
    assert line[diagnostic.range.start.character : diagnostic.range.end.character] == "Profile"
    assert diagnostic.related_information[0].location.uri.endswith("ProfileViewController.swift")

    actions = await client.text_document_code_action_async(
        T.CodeActionParams(
            text_document=T.TextDocumentIdentifier(uri=uri),
            range=diagnostic.range,
            context=T.CodeActionContext(diagnostics=[diagnostic], only=[T.CodeActionKind.QuickFix]),
        )
    )
    assert [action.title for action in actions] == ["Set Storyboard ID to 'ProfileViewController'"]
    edits = actions[0].edit.changes[uri]
    assert len(edits) == 1 and edits[0].new_text == "ProfileViewController" and edits[0].range == diagnostic.range

    fixed = storyboard.read_text().replace('storyboardIdentifier="Profile"', 'storyboardIdentifier="ProfileViewController"')
    client.text_document_did_change(
        T.DidChangeTextDocumentParams(
            text_document=T.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[T.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    client.text_document_did_save(T.DidSaveTextDocumentParams(text_document=T.TextDocumentIdentifier(uri=uri)))
    await diagnostics_for(client, uri, lambda ds: len(ds) == 0)


async def test_generate_all_factories_writes_the_generated_file(client: LanguageClient, project):
    await start(client, project)
    profile = project / "Sources/ProfileViewController.swift"
    uri = open_file(client, profile, "swift")
    actions = await client.text_document_code_action_async(
        T.CodeActionParams(
            text_document=T.TextDocumentIdentifier(uri=uri),
            range=T.Range(start=T.Position(line=0, character=14), end=T.Position(line=0, character=14)),
            context=T.CodeActionContext(diagnostics=[]),
        )
    )
    titles = [action.title for action in actions]
    assert titles == ["Generate factory for ProfileViewController", "Generate all factories"]
    # lsprotocol reads any object with a "command" key as a Command, so the CodeAction literal's
    # nested command shows up as text here; its command id is all the client needs to send back.
    assert "scenery.generateFactories" in str(actions[1].command)
    await client.workspace_execute_command_async(T.ExecuteCommandParams(command="scenery.generateFactories"))
    generated = (project / "Generated/Scenery.generated.swift").read_text()
    assert generated.startswith("// Generated by Scenery — do not edit.\n")
    assert "func profileViewController(user: User, onClose: @escaping () -> Void) -> ProfileViewController" in generated


async def progress_of(client: LanguageClient, token: str, timeout: float = 10):
    """The reports on `token` once its `end` has come."""
    deadline = asyncio.get_running_loop().time() + timeout
    while asyncio.get_running_loop().time() < deadline:
        reports = client.progress_reports.get(token, [])
        if reports and reports[-1].kind == "end":
            return reports
        await asyncio.sleep(0.05)
    raise AssertionError(f"no end of progress on {token}: {client.progress_reports}")


async def test_indexing_reports_progress_when_the_client_shows_it(client: LanguageClient, project):
    caps = capabilities(snippets=True)
    caps.window = T.WindowClientCapabilities(work_done_progress=True)
    await client.initialize_session(T.InitializeParams(capabilities=caps, root_uri=project.as_uri(), process_id=None))
    reports = await progress_of(client, "scenery-indexing-1")
    assert reports[0].kind == "begin" and reports[-1].kind == "end"
    assert all(report.kind == "report" for report in reports[1:-1]) and len(reports) > 2
    assert reports[-1].message == "2 screens"


async def test_progress_for_an_early_did_open_and_for_a_reindex_after_a_settings_change(client: LanguageClient, project):
    caps = capabilities(snippets=True)
    caps.window = T.WindowClientCapabilities(work_done_progress=True)
    await client.initialize_session(T.InitializeParams(capabilities=caps, root_uri=project.as_uri(), process_id=None))
    # Opened right after `initialized`, before the token request is answered: still indexed with progress.
    open_file(client, project / "Sources/ProfileViewController.swift", "swift")
    storyboard_uri = (project / "Sources/Profile.storyboard").as_uri()
    await diagnostics_for(client, storyboard_uri, lambda ds: len(ds) == 1)
    assert [report.kind for report in await progress_of(client, "scenery-indexing-1")][0] == "begin"

    client.workspace_did_change_configuration(T.DidChangeConfigurationParams(settings={"scenery": {"rules": {"scene-not-found": "off"}}}))
    reports = await progress_of(client, "scenery-indexing-2")
    assert reports[0].kind == "begin" and reports[-1].message == "2 screens"
    await diagnostics_for(client, storyboard_uri, lambda ds: len(ds) == 0)


async def test_watched_file_changes_and_configuration_changes_update_diagnostics(client: LanguageClient, project):
    registrations = []

    @client.feature(T.CLIENT_REGISTER_CAPABILITY)
    def _register(params):
        registrations.extend(params.registrations)
        return None

    caps = capabilities(snippets=True)
    caps.workspace = T.WorkspaceClientCapabilities(
        did_change_watched_files=T.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True)
    )
    await client.initialize_session(T.InitializeParams(capabilities=caps, root_uri=project.as_uri(), process_id=None))
    profile = project / "Sources/ProfileViewController.swift"
    open_file(client, profile, "swift")
    storyboard_uri = (project / "Sources/Profile.storyboard").as_uri()
    await diagnostics_for(client, storyboard_uri, lambda ds: len(ds) == 1)
    assert [r.method for r in registrations] == ["workspace/didChangeWatchedFiles"]

    # The storyboard is fixed outside the editor; the client reports the change.
    storyboard = project / "Sources/Profile.storyboard"
    storyboard.write_text(storyboard.read_text().replace('storyboardIdentifier="Profile"', 'storyboardIdentifier="ProfileViewController"'))
    client.workspace_did_change_watched_files(T.DidChangeWatchedFilesParams(
        changes=[T.FileEvent(uri=storyboard_uri, type=T.FileChangeType.Changed)]
    ))
    await diagnostics_for(client, storyboard_uri, lambda ds: len(ds) == 0)

    # Settings change without a restart: a rule switched off by the editor.
    storyboard.write_text(storyboard.read_text().replace('storyboardIdentifier="ProfileViewController"', 'storyboardIdentifier="Profile"'))
    client.workspace_did_change_watched_files(T.DidChangeWatchedFilesParams(
        changes=[T.FileEvent(uri=storyboard_uri, type=T.FileChangeType.Changed)]
    ))
    await diagnostics_for(client, storyboard_uri, lambda ds: len(ds) == 1)
    client.workspace_did_change_configuration(T.DidChangeConfigurationParams(settings={"scenery": {"rules": {"scene-not-found": "off"}}}))
    await diagnostics_for(client, storyboard_uri, lambda ds: len(ds) == 0)


async def test_without_file_watching_a_save_notices_changes_made_on_disk(client: LanguageClient, project):
    await start(client, project)
    profile = project / "Sources/ProfileViewController.swift"
    uri = open_file(client, profile, "swift")
    storyboard = project / "Sources/Profile.storyboard"
    storyboard_uri = storyboard.as_uri()
    await diagnostics_for(client, storyboard_uri, lambda ds: len(ds) == 1)
    storyboard.write_text(storyboard.read_text().replace('storyboardIdentifier="Profile"', 'storyboardIdentifier="ProfileViewController"'))
    client.text_document_did_save(T.DidSaveTextDocumentParams(text_document=T.TextDocumentIdentifier(uri=uri)))
    await diagnostics_for(client, storyboard_uri, lambda ds: len(ds) == 0)


async def test_navigation_hover_definition_references_and_symbols(client: LanguageClient, project):
    await start(client, project)
    coordinator = project / "Sources/Coordinator.swift"
    text = coordinator.read_text().replace("{\n    }", "{\n        navigationController.push.profileViewController(user: user, onClose: {})\n    }")
    coordinator.write_text(text)
    uri = open_file(client, coordinator, "swift")
    position = T.Position(line=2, character=40)
    document = T.TextDocumentIdentifier(uri=uri)

    hover = await client.text_document_hover_async(T.HoverParams(text_document=document, position=position))
    assert hover.contents.kind == T.MarkupKind.Markdown
    assert hover.contents.value.startswith("**ProfileViewController** : UIViewController")
    assert "- push in Coordinator (Sources/Coordinator.swift:3)" in hover.contents.value

    assert await definition_files(client, document, position) == ["ProfileViewController.swift", "Profile.storyboard"]

    references = await client.text_document_references_async(T.ReferenceParams(
        text_document=document, position=position, context=T.ReferenceContext(include_declaration=True)
    ))
    assert sorted(location.uri.rsplit("/", 1)[-1] for location in references) == [
        "Coordinator.swift", "Profile.storyboard", "ProfileViewController.swift",
    ]

    storyboard = T.TextDocumentIdentifier(uri=(project / "Sources/Profile.storyboard").as_uri())
    symbols = await client.text_document_document_symbol_async(T.DocumentSymbolParams(text_document=storyboard))
    assert [(symbol.name, symbol.detail) for symbol in symbols] == [("ProfileViewController", "Storyboard ID Profile")]

    screens = await client.workspace_symbol_async(T.WorkspaceSymbolParams(query="about"))
    assert [symbol.name for symbol in screens] == ["AboutViewController"]


async def test_refactorings_are_code_actions_with_edits(client: LanguageClient, project):
    await start(client, project)
    coordinator = project / "Sources/Coordinator.swift"
    text = (
        "func show(_ navigationController: UINavigationController, user: User) {\n"
        "    let storyboard = UIStoryboard(name: \"Profile\", bundle: nil)\n"
        "    let vc = storyboard.instantiateViewController(withIdentifier: \"ProfileViewController\") as! ProfileViewController\n"
        "    vc.initialize(user: user, onClose: {})\n"
        "    navigationController.pushViewController(vc, animated: true)\n"
        "}\n"
        "final class Draft: UIViewController {\n"
        "    var user: User!\n"
        "}\n"
    )
    uri = open_file(client, coordinator, "swift", text)
    document = T.TextDocumentIdentifier(uri=uri)
    actions = await client.text_document_code_action_async(T.CodeActionParams(
        text_document=document, range=T.Range(start=T.Position(line=2, character=10), end=T.Position(line=2, character=10)),
        context=T.CodeActionContext(diagnostics=[], only=[T.CodeActionKind.Refactor]),
    ))
    assert [action.title for action in actions] == ["Replace string-based instantiation with push.profileViewController(...)"]
    edit = actions[0].edit.changes[uri][0]
    assert edit.new_text == "navigationController.push.profileViewController(user: user, onClose: {}, animated: true)"
    assert edit.range == T.Range(start=T.Position(line=1, character=4), end=T.Position(line=4, character=63))

    actions = await client.text_document_code_action_async(T.CodeActionParams(
        text_document=document, range=T.Range(start=T.Position(line=6, character=13), end=T.Position(line=6, character=13)),
        context=T.CodeActionContext(diagnostics=[], only=[T.CodeActionKind.RefactorRewrite]),
    ))
    assert [action.title for action in actions] == ["Generate initialize(...) from dependencies"]
    assert "func initialize(user: User)" in actions[0].edit.changes[uri][0].new_text


async def test_storyboard_name_and_id_literals_navigate_to_the_storyboard(client: LanguageClient, project):
    await start(client, project)
    text = 'let vc = UIStoryboard(name: "Profile", bundle: nil).instantiateViewController(withIdentifier: "Profile")\n'
    document = open_legacy(client, project, text)
    on_name = T.Position(line=0, character=text.index('"Profile"') + 2)
    on_id = T.Position(line=0, character=text.rindex('"Profile"') + 2)
    assert await definition_files(client, document, on_name) == ["Profile.storyboard"]
    hover = await client.text_document_hover_async(T.HoverParams(text_document=document, position=on_id))
    assert hover.contents.value == (
        "Scene `Profile` in Profile.storyboard — custom class `ProfileViewController`\n\n"
        "Parameters: `user: User`, `onClose: @escaping () -> Void`"
    )


async def test_hover_and_definition_on_a_screen_name_and_a_storyboard_name_case(client: LanguageClient, project):
    await start(client, project)
    document = open_legacy(client, project, "extension ProfileViewController {}\nlet type = ProfileViewController.self\n")
    for position in [T.Position(line=0, character=12), T.Position(line=1, character=14)]:
        hover = await client.text_document_hover_async(T.HoverParams(text_document=document, position=position))
        assert hover.contents.value.startswith("**ProfileViewController** : UIViewController")
        assert await definition_files(client, document, position) == ["ProfileViewController.swift", "Profile.storyboard"]

    profile = project / "Sources/ProfileViewController.swift"
    profile_uri = open_file(client, profile, "swift")
    line = profile.read_text().splitlines().index("    static var storyboardName: UIStoryboard.Name { .profile }")
    on_case = T.Position(line=line, character=53)
    hover = await client.text_document_hover_async(T.HoverParams(text_document=T.TextDocumentIdentifier(uri=profile_uri), position=on_case))
    assert hover.contents.value.startswith("`UIStoryboard.Name.profile` → **Profile.storyboard** — 1 scene")
    assert await definition_files(client, T.TextDocumentIdentifier(uri=profile_uri), on_case) == ["Names.swift", "Profile.storyboard"]


async def test_custom_requests_through_the_lsp_client(client: LanguageClient, project):
    await start(client, project)
    def plain(value):
        # Custom methods are not in lsprotocol: pygls hands their results back as named tuples.
        if hasattr(value, "_asdict"):
            return {key: plain(item) for key, item in value._asdict().items()}
        if isinstance(value, (list, tuple)):
            return [plain(item) for item in value]
        return value

    screens = plain(await client.protocol.send_request_async("scenery/screens", {}))
    assert [screen["name"] for screen in screens] == ["AboutViewController", "ProfileViewController"]
    assert screens[1]["storyboard"] == "Profile" and screens[1]["factory"] == "profileViewController"
    graph = plain(await client.protocol.send_request_async("scenery/navigationGraph", {}))
    assert [node["id"] for node in graph["nodes"]] == ["AboutViewController", "ProfileViewController"]
    assert graph["edges"] == []


async def test_utf8_positions_when_negotiated(client: LanguageClient, project):
    caps = capabilities(snippets=False)
    caps.general = T.GeneralClientCapabilities(position_encodings=[T.PositionEncodingKind.Utf8, T.PositionEncodingKind.Utf16])
    result = await client.initialize_session(T.InitializeParams(capabilities=caps, root_uri=project.as_uri(), process_id=None))
    assert result.capabilities.position_encoding == T.PositionEncodingKind.Utf8
    text = "// é😀\nlet é😀 = ProfileViewController.self; let x = UIViewController.create.\n"
    document = open_legacy(client, project, text)
    line = text.splitlines()[1]

    def utf8(prefix: str) -> int:
        return len(prefix.encode("utf-8"))

    # The last letter of the name: byte 33 of the line. Read as UTF-16 units, 33 would be past the
    # name (it starts at unit 10), on `.self`, which names nothing.
    on_name = T.Position(line=1, character=utf8(line[: line.index("Profile")]) + len("ProfileViewControlle"))
    assert await definition_files(client, document, on_name) == ["ProfileViewController.swift", "Profile.storyboard"]
    end = utf8(line)
    completion = await client.text_document_completion_async(
        T.CompletionParams(text_document=document, position=T.Position(line=1, character=end))
    )
    items = completion.items if isinstance(completion, T.CompletionList) else completion
    assert items[0].text_edit.range.start == T.Position(line=1, character=end)


async def test_did_close_makes_the_disk_the_truth_again(client: LanguageClient, project):
    await start(client, project, snippets=False)
    draft = project / "Sources/Draft.swift"
    draft.write_text("// nothing yet\n")
    draft_uri = open_file(client, draft, "swift", "final class DraftViewController: UIViewController {\n    func initialize() {}\n}\n")
    coordinator_uri = open_file(client, project / "Sources/Coordinator.swift", "swift", "let vc = UIViewController.create.")
    params = T.CompletionParams(text_document=T.TextDocumentIdentifier(uri=coordinator_uri), position=T.Position(line=0, character=33))

    async def labels():
        result = await client.text_document_completion_async(params)
        return [item.label for item in (result.items if isinstance(result, T.CompletionList) else result)]

    # The unsaved buffer declares a screen...
    assert "draftViewController()" in await labels()
    # ...that is gone with the buffer: closing it without saving leaves what is on disk.
    client.text_document_did_close(T.DidCloseTextDocumentParams(text_document=T.TextDocumentIdentifier(uri=draft_uri)))
    assert "draftViewController()" not in await labels()


async def test_add_conformance_is_a_refactor_rewrite_through_the_client(client: LanguageClient, project):
    storyboard = project / "Sources/Profile.storyboard"
    storyboard.write_text(storyboard.read_text().replace(
        "</objects>",
        '    <viewController id="e1" customClass="ExtraViewController" storyboardIdentifier="ExtraViewController" sceneMemberID="viewController"/>\n'
        '                    </objects>',
    ))
    extra = project / "Sources/ExtraViewController.swift"
    extra.write_text("final class ExtraViewController: UIViewController {}\n")
    await start(client, project)
    uri = open_file(client, extra, "swift")
    actions = await client.text_document_code_action_async(T.CodeActionParams(
        text_document=T.TextDocumentIdentifier(uri=uri),
        range=T.Range(start=T.Position(line=0, character=14), end=T.Position(line=0, character=14)),
        context=T.CodeActionContext(diagnostics=[], only=[T.CodeActionKind.RefactorRewrite]),
    ))
    assert [(action.title, action.kind) for action in actions] == [
        ("Add StoryboardInstantiatable conformance (Profile.storyboard)", T.CodeActionKind.RefactorRewrite),
    ]
    [edit] = actions[0].edit.changes[uri]
    assert edit.new_text == (
        "\n\nextension ExtraViewController: StoryboardInstantiatable {\n"
        "    static var storyboardName: UIStoryboard.Name { .profile }\n}"
    )
    assert edit.range.start == T.Position(line=0, character=52)


async def wait_for_file(path: pathlib.Path, predicate=lambda text: True, timeout: float = 10) -> str:
    """The text of `path` once it exists and satisfies `predicate`."""
    deadline = asyncio.get_running_loop().time() + timeout
    while asyncio.get_running_loop().time() < deadline:
        if path.exists() and predicate(path.read_text()):
            return path.read_text()
        await asyncio.sleep(0.05)
    raise AssertionError(f"{path} never matched: {path.read_text() if path.exists() else 'missing'}")


async def test_generate_on_save_writes_both_generated_files_after_a_save_not_on_keystrokes(client: LanguageClient, project):
    (project / ".scenery.yml").write_text(
        "output: Generated/Scenery.generated.swift\ntestsOutput: Tests/Resources.generated.swift\ngenerateOnSave: true\n"
    )
    await start(client, project)
    profile = project / "Sources/ProfileViewController.swift"
    uri = open_file(client, profile, "swift")
    edited = profile.read_text().replace("onClose: @escaping () -> Void)", "onClose: @escaping () -> Void, age: Int)")
    client.text_document_did_change(
        T.DidChangeTextDocumentParams(
            text_document=T.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[T.TextDocumentContentChangeWholeDocument(text=edited)],
        )
    )
    # Messages are handled in order: once a request is answered, the change before it was handled.
    await client.text_document_hover_async(T.HoverParams(text_document=T.TextDocumentIdentifier(uri=uri), position=T.Position(line=0, character=0)))
    generated = project / "Generated/Scenery.generated.swift"
    assert not generated.exists()

    profile.write_text(edited)
    client.text_document_did_save(T.DidSaveTextDocumentParams(text_document=T.TextDocumentIdentifier(uri=uri)))
    text = await wait_for_file(generated, lambda text: "age: Int" in text)
    assert "func profileViewController(user: User, onClose: @escaping () -> Void, age: Int) -> ProfileViewController" in text
    tests = await wait_for_file(project / "Tests/Resources.generated.swift")
    assert tests.startswith("// Generated by Scenery — do not edit.\n") and "import XCTest" in tests
    # Diagnostics were republished after the write: the storyboard's problem, nothing stale.
    await diagnostics_for(client, (project / "Sources/Profile.storyboard").as_uri(), lambda ds: len(ds) == 1)
    assert generated.as_uri() not in client.diagnostics or client.diagnostics[generated.as_uri()] == []


async def test_inlay_hints_and_code_lenses_when_the_configuration_turns_them_on(client: LanguageClient, project):
    (project / ".scenery.yml").write_text("output: Generated/Scenery.generated.swift\neditor:\n  inlayHints: true\n  codeLens: true\n")
    await start(client, project)
    coordinator = project / "Sources/Coordinator.swift"
    text = coordinator.read_text().replace("{\n    }", "{\n        navigationController.push.profileViewController(user: user, onClose: {})\n"
                                           "        navigationController.present.aboutViewController()\n    }")
    uri = open_file(client, coordinator, "swift", text)
    lines = text.splitlines()
    hints = await client.text_document_inlay_hint_async(
        T.InlayHintParams(text_document=T.TextDocumentIdentifier(uri=uri),
                          range=T.Range(start=T.Position(line=0, character=0), end=T.Position(line=len(lines), character=0)))
    )
    assert [(hint.position, hint.label, hint.padding_left) for hint in hints] == [
        (T.Position(line=2, character=len(lines[2])), "Profile.storyboard 'ProfileViewController'", True),
        (T.Position(line=3, character=len(lines[3])), "code-only", True),
    ]
    profile = (project / "Sources/ProfileViewController.swift").as_uri()
    lenses = await client.text_document_code_lens_async(T.CodeLensParams(text_document=T.TextDocumentIdentifier(uri=profile)))
    assert [lens.command.title for lens in lenses] == ["opened from 1 place · scene in Profile.storyboard"]


async def test_configuration_problems_are_diagnostics_on_the_configuration_file(client: LanguageClient, project):
    configuration = project / ".scenery.yml"
    configuration.write_text("output: Generated/Scenery.generated.swift\nstyles: [namespaced, fancy]\n")
    await start(client, project)
    [diagnostic] = await diagnostics_for(client, configuration.as_uri(), lambda ds: len(ds) == 1)
    assert diagnostic.code == "invalid-configuration" and diagnostic.severity == T.DiagnosticSeverity.Error
    assert diagnostic.range.start.line == 1
    assert diagnostic.message.startswith("'fancy' is not a style")

    # Fixed on disk; without file watching, the next save notices it.
    configuration.write_text("output: Generated/Scenery.generated.swift\nstyles: [namespaced]\n")
    uri = open_file(client, project / "Sources/Coordinator.swift", "swift")
    client.text_document_did_save(T.DidSaveTextDocumentParams(text_document=T.TextDocumentIdentifier(uri=uri)))
    await diagnostics_for(client, configuration.as_uri(), lambda ds: len(ds) == 0)


def marked(text: str, marker: str = "1️⃣") -> tuple[str, T.Position]:
    """`text` without `marker`, and where the marker was (the line before it being ASCII)."""
    before, after = text.split(marker)
    return before + after, T.Position(line=before.count("\n"), character=len(before) - (before.rfind("\n") + 1))


MAIN_STORYBOARD = """\
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="h1">
    <scenes>
        <scene sceneID="s1">
            <objects>
                <viewController id="h1" customClass="Home{class}" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1" customClass="Avatar{view}View" customModule="App" customModuleProvider="target"/>
                    <connections>
                        <segue destination="{destination}" kind="show" id="g1"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewControllerPlaceholder storyboardName="{link}Profile{link}" id="r1" sceneMemberID="viewController"/>
            </objects>
        </scene>
    </scenes>
</document>
"""


def main_storyboard(**markers: str) -> str:
    """`MAIN_STORYBOARD` with the markers given put in, the rest as written."""
    return MAIN_STORYBOARD.format(**({"class": "ViewController", "view": "", "destination": "r1", "link": ""} | markers))


async def test_in_a_storyboard_completion_hover_definition_and_links(client: LanguageClient, project):
    (project / "Sources/Views.swift").write_text("final class AvatarView: UIView {}\nfinal class HomeViewController: UIViewController {}\n")
    storyboard = project / "Sources/Main.storyboard"
    storyboard.write_text(main_storyboard())
    await start(client, project)
    document = T.TextDocumentIdentifier(uri=storyboard.as_uri())

    # A scene's custom class: the project's view controllers, replacing what was typed.
    text, position = marked(main_storyboard(**{"class": "1️⃣ViewController"}))
    open_file(client, storyboard, "xml", text)
    result = await client.text_document_completion_async(T.CompletionParams(text_document=document, position=position))
    items = result.items if isinstance(result, T.CompletionList) else result
    assert [(item.label, item.kind) for item in items] == [
        ("AboutViewController", T.CompletionItemKind.Class), ("HomeViewController", T.CompletionItemKind.Class),
        ("ProfileViewController", T.CompletionItemKind.Class),
    ]
    assert items[1].text_edit.new_text == "HomeViewController"
    assert items[1].text_edit.range.start == T.Position(line=position.line, character=position.character - len("Home"))

    # A segue's destination: the storyboard's scenes by class, each inserting its object ID.
    text, position = marked(main_storyboard(destination="1️⃣"))
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        text_document=T.VersionedTextDocumentIdentifier(uri=document.uri, version=2),
        content_changes=[T.TextDocumentContentChangeWholeDocument(text=text)],
    ))
    result = await client.text_document_completion_async(T.CompletionParams(text_document=document, position=position))
    items = result.items if isinstance(result, T.CompletionList) else result
    assert [(item.label, item.text_edit.new_text) for item in items] == [("HomeViewController", "h1"), ("viewControllerPlaceholder → Profile.storyboard", "r1")]

    # Hover and definition on a view's custom class, a class that is no screen.
    text, position = marked(main_storyboard(view="1️⃣"))
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        text_document=T.VersionedTextDocumentIdentifier(uri=document.uri, version=3),
        content_changes=[T.TextDocumentContentChangeWholeDocument(text=text)],
    ))
    hover = await client.text_document_hover_async(T.HoverParams(text_document=document, position=position))
    assert hover.contents.value.startswith("**AvatarView** : UIView")
    assert await definition_files(client, document, position) == ["Views.swift"]

    # The storyboard reference's name links to Profile.storyboard.
    text = main_storyboard(link="⏩")
    start_at = text.index("⏩")
    links = await client.text_document_document_link_async(T.DocumentLinkParams(text_document=document))
    assert [link.target.rsplit("/", 1)[-1] for link in links] == ["Profile.storyboard"]
    assert links[0].tooltip is None  # this client does not show tooltips
    line = text[:start_at].count("\n")
    column = start_at - (text.rfind("\n", 0, start_at) + 1)
    assert links[0].range == T.Range(start=T.Position(line=line, character=column), end=T.Position(line=line, character=column + len("Profile")))


async def test_a_client_that_pulls_diagnostics_pulls_them_and_is_asked_to_again(client: LanguageClient, project):
    pulling = capabilities(snippets=True)
    pulling.text_document.diagnostic = T.DiagnosticClientCapabilities()
    pulling.workspace = T.WorkspaceClientCapabilities(diagnostics=T.DiagnosticWorkspaceClientCapabilities(refresh_support=True))
    result = await client.initialize_session(T.InitializeParams(capabilities=pulling, root_uri=project.as_uri(), process_id=None))
    assert result.capabilities.diagnostic_provider.inter_file_dependencies is True
    storyboard = project / "Sources/Profile.storyboard"
    document = T.TextDocumentIdentifier(uri=storyboard.as_uri())
    open_file(client, storyboard, "xml")

    report = await client.text_document_diagnostic_async(T.DocumentDiagnosticParams(text_document=document))
    refreshes = client.diagnostic_refresh_count  # pytest-lsp's client counts workspace/diagnostic/refresh
    assert report.kind == "full" and [item.code for item in report.items] == ["scene-not-found"]
    unchanged = await client.text_document_diagnostic_async(T.DocumentDiagnosticParams(text_document=document, previous_result_id=report.result_id))
    assert unchanged.kind == "unchanged"

    # The Storyboard ID fixed and saved (diagnostics follow saves, pushed or pulled): the server
    # asks for a pull, which finds nothing left.
    fixed = storyboard.read_text().replace('storyboardIdentifier="Profile"', 'storyboardIdentifier="ProfileViewController"')
    client.text_document_did_change(T.DidChangeTextDocumentParams(
        text_document=T.VersionedTextDocumentIdentifier(uri=document.uri, version=2),
        content_changes=[T.TextDocumentContentChangeWholeDocument(text=fixed)],
    ))
    storyboard.write_text(fixed)
    client.text_document_did_save(T.DidSaveTextDocumentParams(text_document=document))
    # The client says which report it holds: that file is answered even with nothing left in it.
    workspace = await client.workspace_diagnostic_async(T.WorkspaceDiagnosticParams(
        previous_result_ids=[T.PreviousResultId(uri=document.uri, value=report.result_id)]
    ))
    assert client.diagnostic_refresh_count > refreshes, "no workspace/diagnostic/refresh after the change"
    reports = {item.uri.rsplit("/", 1)[-1]: item for item in workspace.items}
    assert reports["Profile.storyboard"].kind == "full" and not reports["Profile.storyboard"].items
    assert client.diagnostics == {}  # nothing pushed


async def test_two_workspace_folders_each_with_its_own_configuration(client: LanguageClient, project):
    """Two folders, two projects: the second grades `scene-not-found` a hint in its own
    `.scenery.yml` (in a subfolder of it) and has a screen of its own; each document is answered by
    its folder; removing a folder clears its diagnostics."""
    shop, blog = project / "Shop", project / "Blog"
    # Shop holds the project as it is; Blog/App a copy, configured otherwise.
    shop.mkdir()
    for entry in ("Sources", ".scenery.yml"):
        (project / entry).rename(shop / entry)
    shutil.copytree(shop / "Sources", blog / "App/Sources")
    (blog / "App/.scenery.yml").write_text("rules:\n  scene-not-found: hint\n")
    (blog / "App/Sources/PostViewController.swift").write_text("final class PostViewController: UIViewController {}\n")

    folders = [T.WorkspaceFolder(uri=folder.as_uri(), name=folder.name) for folder in (shop, blog)]
    result = await client.initialize_session(
        T.InitializeParams(capabilities=capabilities(True), workspace_folders=folders, process_id=None)
    )
    assert result.capabilities.workspace.workspace_folders == T.WorkspaceFoldersServerCapabilities(supported=True, change_notifications=True)

    async def push_labels(app: pathlib.Path) -> list:
        return [item.label for item in (await push_completion(client, app))[0]]

    assert await push_labels(shop) == ["aboutViewController(animated:)", "profileViewController(user:onClose:animated:)"]
    assert await push_labels(blog / "App") == [
        "aboutViewController(animated:)", "postViewController(animated:)", "profileViewController(user:onClose:animated:)",
    ]

    severities = {}
    for app in (shop, blog / "App"):
        storyboard = open_file(client, app / "Sources/Profile.storyboard", "xml")
        client.text_document_did_save(T.DidSaveTextDocumentParams(text_document=T.TextDocumentIdentifier(uri=storyboard)))
        severities[app] = [d.severity for d in await diagnostics_for(client, storyboard, lambda ds: len(ds) > 0)]
    assert severities == {shop: [T.DiagnosticSeverity.Error], blog / "App": [T.DiagnosticSeverity.Hint]}

    client.workspace_did_change_workspace_folders(T.DidChangeWorkspaceFoldersParams(
        event=T.WorkspaceFoldersChangeEvent(added=[], removed=[folders[1]])
    ))
    await diagnostics_for(client, (blog / "App/Sources/Profile.storyboard").as_uri(), lambda ds: len(ds) == 0)
    # Custom methods are not in lsprotocol: pygls hands their results back as named tuples or dicts.
    screens = await client.protocol.send_request_async("scenery/screens", {})
    assert sorted(screen["name"] if isinstance(screen, dict) else screen.name for screen in screens) == [
        "AboutViewController", "ProfileViewController",
    ]
    assert client.diagnostics[(shop / "Sources/Profile.storyboard").as_uri()] != []
