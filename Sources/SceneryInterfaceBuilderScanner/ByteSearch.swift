@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText

extension [UInt8] {
    /// True when the bytes in `range` are the UTF-8 of `text`: names are compared in the file's
    /// bytes, without making a `String` of every one.
    func spell(_ text: String, in range: ByteRange) -> Bool {
        guard range.count == text.utf8.count, range.upperBound <= count else { return false }
        let bytes = self[range.lowerBound..<range.upperBound]
        return text.utf8.withContiguousStorageIfAvailable { bytes.elementsEqual($0) } ?? bytes.elementsEqual(text.utf8)
    }
}

extension UInt8 {
    /// XML's `S`: space, tab, line feed, carriage return.
    var isXMLWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}
