/// Batches of items laid one after another as one range of indices: where each batch
/// starts, and which batch holds an index of the whole (the flights of all files in the
/// merge, a file's parts made by several plans).
struct ConcatenatedBatches: Sendable {
    /// Where each batch starts in the whole.
    let starts: [Int]
    /// The items of all batches.
    let total: Int

    init(counts: some Sequence<Int>) {
        var starts: [Int] = []
        var total = 0
        for count in counts {
            starts.append(total)
            total += count
        }
        self.starts = starts
        self.total = total
    }

    /// The batch holding item `index` of the whole, and the item's place in it: the last
    /// batch that starts at or before `index` (empty batches start where the next does).
    func locate(_ index: Int) -> (batch: Int, offset: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - starts[low])
    }
}
