import ProjectModel
import SwiftScanner
import TestSupport

/// Scans a marked fixture's text (markers removed) as one file.
func scan(_ marked: MarkedText, options: SwiftScanOptions = SwiftScanOptions()) -> SwiftFileFacts {
    SwiftScanner.scan(path: "/project/File.swift", bytes: Array(marked.text.utf8), options: options)
}
