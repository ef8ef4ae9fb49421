@_spi(Scenery) import ScenerySourceText

/// An array kept in chunks of at most `chunkCapacity` elements, for the join's large sorted
/// arrays (screens, view controllers, files) that a change inserts into and removes from. An
/// insertion or removal moves the elements of one chunk, not of the whole array: inserting one
/// screen into 20,000 of about 400 bytes each moved 8 MB. A copy shares every chunk it does not
/// change.
@_spi(Scenery) public struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
    /// Small enough that moving a chunk of the largest elements costs microseconds; large enough
    /// that there are few chunks to search and to count.
    @inlinable static var chunkCapacity: Int { 128 }

    // Inlinable throughout: unspecialised, reading one element copied it and looked up its type's
    // metadata, which cost more than the binary searches that find it.

    /// None empty.
    @usableFromInline var chunks: [[Element]]
    /// How many elements chunks `0...i` hold, at `i`.
    @usableFromInline var ends: [Int]

    @inlinable @_spi(Scenery) public init() {
        chunks = []
        ends = []
    }

    /// The elements in order; a chunked array is shared as it is.
    @inlinable @_spi(Scenery) public init(_ elements: some Sequence<Element>) {
        if let chunked = elements as? ChunkedArray<Element> {
            self = chunked
            return
        }
        self.init()
        var chunk: [Element] = []
        for element in elements {
            chunk.append(element)
            if chunk.count == Self.chunkCapacity { appendChunk(&chunk) }
        }
        if !chunk.isEmpty { appendChunk(&chunk) }
    }

    @inlinable mutating func appendChunk(_ chunk: inout [Element]) {
        ends.append((ends.last ?? 0) + chunk.count)
        chunks.append(chunk)
        chunk = []
    }

    @inlinable @_spi(Scenery) public var startIndex: Int { 0 }
    @inlinable @_spi(Scenery) public var endIndex: Int { ends.last ?? 0 }
    @inlinable @_spi(Scenery) public func index(after i: Int) -> Int { i + 1 }
    @inlinable @_spi(Scenery) public func index(before i: Int) -> Int { i - 1 }

    @inlinable func start(ofChunk chunk: Int) -> Int { chunk == 0 ? 0 : ends[chunk - 1] }

    /// The chunk that holds `position`, and where in it.
    @inlinable func location(of position: Int) -> (chunk: Int, offset: Int) {
        precondition(position >= 0 && position < endIndex, "ChunkedArray index out of range")
        let chunk = ends.partitionPoint { $0 > position }
        return (chunk, position - start(ofChunk: chunk))
    }

    // Read and changed where it is, as an array's elements are: not copied.
    @inlinable @_spi(Scenery) public subscript(position: Int) -> Element {
        _read {
            let (chunk, offset) = location(of: position)
            yield chunks[chunk][offset]
        }
        _modify {
            let (chunk, offset) = location(of: position)
            yield &chunks[chunk][offset]
        }
    }

    @inlinable @_spi(Scenery) public mutating func insert(_ element: Element, at position: Int) {
        precondition(position >= 0 && position <= endIndex, "ChunkedArray index out of range")
        guard !chunks.isEmpty else {
            chunks = [[element]]
            ends = [1]
            return
        }
        // At the end: into the last chunk.
        let chunk = position == endIndex ? chunks.count - 1 : ends.partitionPoint { $0 > position }
        chunks[chunk].insert(element, at: position - start(ofChunk: chunk))
        for later in chunk..<ends.count { ends[later] += 1 }
        guard chunks[chunk].count > Self.chunkCapacity else { return }
        // Split in halves, so that the next insertions near it move half a chunk.
        let half = chunks[chunk].count / 2
        let tail = Array(chunks[chunk][half...])
        chunks[chunk].removeLast(tail.count)
        chunks.insert(tail, at: chunk + 1)
        ends.insert(ends[chunk], at: chunk + 1)
        ends[chunk] -= tail.count
    }

    @inlinable @discardableResult @_spi(Scenery) public mutating func remove(at position: Int) -> Element {
        let (chunk, offset) = location(of: position)
        let removed = chunks[chunk].remove(at: offset)
        for later in chunk..<ends.count { ends[later] -= 1 }
        if chunks[chunk].isEmpty {
            chunks.remove(at: chunk)
            ends.remove(at: chunk)
        }
        return removed
    }

    /// The first position whose element `isPast` holds for (which holds for all after it), in
    /// ascending order: a binary search of the chunks' last elements, then of one chunk.
    @inlinable @_spi(Scenery) public func partitionPoint(where isPast: (Element) -> Bool) -> Int {
        let chunk = chunks.partitionPoint { isPast($0[$0.count - 1]) }
        guard chunk < chunks.count else { return endIndex }
        return start(ofChunk: chunk) + chunks[chunk].partitionPoint(where: isPast)
    }

    @_spi(Scenery) public struct Iterator: IteratorProtocol {
        @usableFromInline var chunks: IndexingIterator<[[Element]]>
        @usableFromInline var chunk: IndexingIterator<[Element]>

        @inlinable init(_ chunks: [[Element]]) {
            self.chunks = chunks.makeIterator()
            chunk = [].makeIterator()
        }

        @inlinable @_spi(Scenery) public mutating func next() -> Element? {
            while true {
                if let element = chunk.next() { return element }
                guard let next = chunks.next() else { return nil }
                chunk = next.makeIterator()
            }
        }
    }

    @inlinable @_spi(Scenery) public func makeIterator() -> Iterator { Iterator(chunks) }
}

extension ChunkedArray: ExpressibleByArrayLiteral {
    @inlinable @_spi(Scenery) public init(arrayLiteral elements: Element...) { self.init(elements) }
}

/// Equal when the elements are, however they are chunked.
extension ChunkedArray: Equatable where Element: Equatable {
    @inlinable @_spi(Scenery) public static func == (lhs: Self, rhs: Self) -> Bool {
        // Chunked alike, the chunks are compared as arrays: a chunk a copy shares is equal at once.
        guard lhs.ends != rhs.ends else { return lhs.chunks == rhs.chunks }
        return lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

extension ChunkedArray: Hashable where Element: Hashable {
    @inlinable @_spi(Scenery) public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}

extension ChunkedArray: CustomStringConvertible {
    @inlinable @_spi(Scenery) public var description: String { Array(self).description }
}
