@_spi(Scenery) import SceneryInterfaceBuilderScanner
@_spi(Scenery) import SceneryProjectModel
@_spi(Scenery) import ScenerySwiftScanner
import Foundation

/// The join's pure, independent pieces spread over every core. Results come back in the order a
/// serial loop would give them, so the join is the same whichever thread computed which part.
enum Parallel {
    /// `transform` of each position in `0..<count`, concatenated in order.
    static func flatMap<Result>(_ count: Int, _ transform: @Sendable (Int) -> [Result]) -> [Result] {
        collect(count) { position, results in results += transform(position) }
    }

    /// `transform` of each position in `0..<count` that gives one, in order.
    static func compactMap<Result>(_ count: Int, _ transform: @Sendable (Int) -> Result?) -> [Result] {
        collect(count) { position, results in
            if let result = transform(position) { results.append(result) }
        }
    }

    /// What `add` appends for each position in `0..<count`, in order. The positions are cut into a
    /// few runs per core, so that one run of costly elements does not leave a core idle.
    private static func collect<Result>(_ count: Int, _ add: @Sendable (Int, inout [Result]) -> Void) -> [Result] {
        let runs = min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
        var parts = [[Result]](repeating: [], count: max(runs, 1))
        parts.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes its own slot only.
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: runs) { run in
                for position in count * run / runs..<count * (run + 1) / runs { add(position, &slots[run]) }
            }
        }
        guard parts.count > 1 else { return parts[0] }
        var all: [Result] = []
        all.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { all += part }
        return all
    }

    /// Both results, the two computed at once.
    static func both<First, Second>(_ first: @Sendable () -> First, _ second: @Sendable () -> Second) -> (First, Second) {
        nonisolated(unsafe) var firstResult: First?
        nonisolated(unsafe) var secondResult: Second?
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 { firstResult = first() } else { secondResult = second() }
        }
        // concurrentPerform returns after both iterations ran, so both are set.
        guard let firstResult, let secondResult else { return (first(), second()) }
        return (firstResult, secondResult)
    }
}
