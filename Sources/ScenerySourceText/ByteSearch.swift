#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The byte searches the scanners make over whole files, tens of megabytes in a large app: the C
/// library's `memchr`, with no `String` in the way.
extension [UInt8] {
    @_spi(Scenery) public func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard start >= 0, start < count else { return nil }
        return withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// How many times `byte` occurs, counted up to `limit` (the search stops there).
    @_spi(Scenery) public func occurrences(of byte: UInt8, upTo limit: Int) -> Int {
        var found = 0
        var next = 0
        while found < limit, let index = firstIndex(of: byte, from: next) {
            found += 1
            next = index + 1
        }
        return found
    }

    /// `memchr` finds one byte of the needle, the rest is compared: a punctuation byte when it has
    /// one, as letters, digits and spaces are what most text is made of.
    @_spi(Scenery) public func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0 else { return nil }
        let anchor = needle.firstIndex { !Self.isLetterDigitOrSpace($0) } ?? 0
        var candidate = start + anchor
        while let found = firstIndex(of: needle[anchor], from: candidate) {
            let begin = found - anchor
            guard begin + needle.count <= count else { return nil }
            if self[begin..<(begin + needle.count)].elementsEqual(needle) { return begin }
            candidate = found + 1
        }
        return nil
    }

    private static func isLetterDigitOrSpace(_ byte: UInt8) -> Bool {
        let lowercased = byte | 0x20
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercased) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == 0x20
    }
}
