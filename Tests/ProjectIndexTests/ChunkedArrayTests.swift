@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySourceText
import SceneryTestSupport
import Testing

/// A chunked array holds what an array would after the same insertions, removals and writes,
/// whatever its chunks: each step is checked against an array (enough steps to split chunks
/// many times, and to empty them).
@Suite struct ChunkedArrayTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func holdsWhatAnArrayWouldAfterTheSameChanges(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var chunked = ChunkedArray<Int>()
        var array: [Int] = []
        for step in 0..<3_000 {
            // Growing for the first half, shrinking for the second, so that chunks split and empty.
            let growing = step < 1_500 ? 3 : 1
            switch Int.random(in: 0..<(growing + 2), using: &random) {
            case 0 where !array.isEmpty:
                let position = Int.random(in: 0..<array.count, using: &random)
                #expect(chunked.remove(at: position) == array.remove(at: position))
            case 1 where !array.isEmpty:
                let position = Int.random(in: 0..<array.count, using: &random)
                chunked[position] = step
                array[position] = step
            default:
                let position = Int.random(in: 0...array.count, using: &random)
                chunked.insert(step, at: position)
                array.insert(step, at: position)
            }
            guard step % 100 == 0 else { continue }
            #expect(Array(chunked) == array, "step \(step)")
            #expect(chunked.indices.map { chunked[$0] } == array, "step \(step)")
        }
        #expect(Array(chunked) == array)
        #expect(chunked == ChunkedArray(array))
    }

    @Test func findsWhereSortedElementsPassAValueAsAnArrayDoes() {
        let sorted = Array(stride(from: 0, to: 1_000, by: 3))
        let chunked = ChunkedArray(sorted)
        for value in -1...1_001 {
            #expect(chunked.partitionPoint { $0 >= value } == sorted.partitionPoint { $0 >= value }, "\(value)")
        }
        #expect(ChunkedArray<Int>().partitionPoint { $0 >= 0 } == 0)
    }

    @Test func aCopySharesWhatItDoesNotChange() {
        let original = ChunkedArray(0..<1_000)
        var copy = original
        copy.insert(-1, at: 500)
        copy.remove(at: 0)
        #expect(Array(original) == Array(0..<1_000))
        #expect(Array(copy) == Array(1..<500) + [-1] + Array(500..<1_000))
        #expect(ChunkedArray(original) == original)
        #expect(copy != original)
        // Chunked alike, one element apart.
        var changed = original
        changed[700] = -1
        #expect(changed != original)
        changed[700] = 700
        #expect(changed == original)
    }
}
