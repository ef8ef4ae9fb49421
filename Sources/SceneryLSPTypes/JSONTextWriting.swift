@_spi(Scenery) import SceneryJSONRPC

/// The types a completion list is made of write their JSON text themselves: a list of 100 items
/// is most of a completion's time when encoded through `Encodable`'s containers. Each writes its
/// members as its synthesized `Encodable` conformance encodes them (`JSONTextWritingTests`).

@_spi(Scenery) extension CompletionList: JSONObjectWritable {
    @_spi(Scenery) public func writeMembers(to object: inout JSONObjectMembers) throws {
        try object.write("isIncomplete", isIncomplete)
        try object.write("items", items)
    }
}

@_spi(Scenery) extension CompletionItem: JSONObjectWritable {
    @_spi(Scenery) public func writeMembers(to object: inout JSONObjectMembers) throws {
        object.write("label", label)
        object.writeIfPresent("kind", kind?.rawValue)
        object.writeIfPresent("detail", detail)
        try object.writeIfPresent("documentation", documentation)
        object.writeIfPresent("sortText", sortText)
        object.writeIfPresent("filterText", filterText)
        object.writeIfPresent("insertTextFormat", insertTextFormat?.rawValue)
        try object.writeIfPresent("textEdit", textEdit)
    }
}

@_spi(Scenery) extension TextEdit: JSONObjectWritable {
    @_spi(Scenery) public func writeMembers(to object: inout JSONObjectMembers) throws {
        try object.write("range", range)
        object.write("newText", newText)
    }
}

@_spi(Scenery) extension Range: JSONObjectWritable {
    @_spi(Scenery) public func writeMembers(to object: inout JSONObjectMembers) throws {
        try object.write("start", start)
        try object.write("end", end)
    }
}

@_spi(Scenery) extension Position: JSONObjectWritable {
    @_spi(Scenery) public func writeMembers(to object: inout JSONObjectMembers) throws {
        object.write("line", line)
        object.write("character", character)
    }
}
