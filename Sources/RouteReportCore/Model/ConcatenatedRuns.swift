/// Runs of items laid one after another as one range of indices: where each run starts,
/// and which run holds an index of the whole (the run's flights of all files in the merge,
/// a file's parts made of several pieces).
struct ConcatenatedRuns: Sendable {
    /// Where each run starts in the whole.
    let starts: [Int]
    /// The items of all runs.
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

    /// The run holding item `index` of the whole, and the item's place in it: the last run
    /// that starts at or before `index` (empty runs start where the next does).
    func locate(_ index: Int) -> (run: Int, offset: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - starts[low])
    }
}
