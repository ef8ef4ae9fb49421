"""A stand-in for the Swift server (sourcekit-lsp, not installed here) in the editor tests: it
offers to rename the identifier under the cursor and renames it wherever it stands in that one
document, as the Swift server renames a class. What the editor does with its answer and
Scenery's is what the tests check."""

import re

from lsprotocol import types as T
from pygls.lsp.server import LanguageServer

server = LanguageServer("swift-stand-in", "1")


def identifier_at(ls: LanguageServer, uri: str, position: T.Position):
    line = ls.workspace.get_text_document(uri).lines[position.line]
    for match in re.finditer(r"\w+", line):
        if match.start() <= position.character <= match.end():
            start, end = T.Position(line=position.line, character=match.start()), T.Position(line=position.line, character=match.end())
            return T.Range(start=start, end=end), match.group()
    return None, None


@server.feature(T.TEXT_DOCUMENT_PREPARE_RENAME)
def prepare_rename(ls: LanguageServer, params: T.PrepareRenameParams):
    found, name = identifier_at(ls, params.text_document.uri, params.position)
    return T.PrepareRenamePlaceholder(range=found, placeholder=name) if found else None


@server.feature(T.TEXT_DOCUMENT_RENAME, T.RenameOptions(prepare_provider=True))
def rename(ls: LanguageServer, params: T.RenameParams):
    uri = params.text_document.uri
    found, name = identifier_at(ls, uri, params.position)
    if not found:
        return None
    edits = [
        T.TextEdit(range=T.Range(start=T.Position(line=number, character=match.start()), end=T.Position(line=number, character=match.end())),
                   new_text=params.new_name)
        for number, line in enumerate(ls.workspace.get_text_document(uri).lines)
        for match in re.finditer(r"\b%s\b" % re.escape(name), line)
    ]
    return T.WorkspaceEdit(changes={uri: edits})


if __name__ == "__main__":
    server.start_io()
