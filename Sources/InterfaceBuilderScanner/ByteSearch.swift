import Foundation
import ProjectModel

/// The byte searches the scanner makes over whole files, tens of megabytes in a large app: `memchr`
/// for single bytes, and no `String` in the way.
extension [UInt8] {
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard start >= 0, start < count else { return nil }
        return withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first else { return nil }
        var candidate = start
        while let found = firstIndex(of: first, from: candidate) {
            if self[found...].starts(with: needle) { return found }
            candidate = found + 1
        }
        return nil
    }

    /// True when the bytes in `range` are the UTF-8 of `text`.
    func spell(_ text: String, in range: ByteRange) -> Bool {
        guard range.count == text.utf8.count, range.upperBound <= count else { return false }
        let bytes = self[range.lowerBound..<range.upperBound]
        return text.utf8.withContiguousStorageIfAvailable { bytes.elementsEqual($0) } ?? bytes.elementsEqual(text.utf8)
    }
}
