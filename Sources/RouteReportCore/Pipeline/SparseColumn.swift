/// Values for some of the indices 0, 1, 2, … of a sequence, set in increasing index
/// order: the values in one array, and their indices in another once one is skipped
/// (while every index has its value, no index is kept). A lookup is a binary search. A
/// million values cost what they are and 4 bytes each at most, where a dictionary costs
/// about twice that and grows in copies (`validate` keeps one per feature: `CheckedFile`).
struct SparseColumn<Value: Sendable>: Sendable {
    private var values: [Value] = []
    /// The index of each value; nil while value i is that of index i.
    private var indices: [UInt32]?

    var isEmpty: Bool { values.isEmpty }

    /// Sets the value of `index`, past every index set before (and below 2^32).
    mutating func append(_ value: Value, at index: Int) {
        if indices == nil && index != values.count {
            var dense: [UInt32] = []
            dense.reserveCapacity(values.count + 1)
            for place in 0..<values.count { dense.append(UInt32(truncatingIfNeeded: place)) }
            indices = dense
        }
        indices?.append(UInt32(truncatingIfNeeded: index))
        values.append(value)
    }

    /// The value of `index`, nil when it has none.
    subscript(index: Int) -> Value? {
        guard let indices else { return index >= 0 && index < values.count ? values[index] : nil }
        guard index >= 0 && index <= UInt32.max else { return nil }
        let target = UInt32(truncatingIfNeeded: index)
        var low = 0
        var high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < target { low = middle + 1 } else { high = middle }
        }
        return low < indices.count && indices[low] == target ? values[low] : nil
    }
}
