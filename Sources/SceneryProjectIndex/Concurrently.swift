import Dispatch

/// `first()` and `second()`, worked out at the same time (on two cores where there are two). The
/// join is the one part of an index that would otherwise run on one core while the others wait.
func concurrently<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
    nonisolated(unsafe) var firstResult: First?
    nonisolated(unsafe) var secondResult: Second?
    withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            // Each iteration writes its own result only, and both are done when this returns.
            nonisolated(unsafe) let (first, second) = (first, second)
            DispatchQueue.concurrentPerform(iterations: 2) { iteration in
                if iteration == 0 { firstResult = first() } else { secondResult = second() }
            }
        }
    }
    return (firstResult ?? first(), secondResult ?? second())
}

extension Range where Bound == Int {
    /// `transform` of each position that gives one, in order, worked out in two halves at once.
    @_spi(Scenery) public func concurrentCompactMap<Element>(_ transform: (Int) -> Element?) -> [Element] {
        let middle = lowerBound + count / 2
        let (first, second) = concurrently({ (lowerBound..<middle).compactMap(transform) }, { (middle..<upperBound).compactMap(transform) })
        return first + second
    }
}
