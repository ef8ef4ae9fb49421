@_spi(Scenery) import SceneryWorkspace

// Names of Scenery's own types that LSP also uses, for the files that import both.
typealias ProjectDiagnostic = Diagnostic
typealias ProjectTextEdit = TextEdit
