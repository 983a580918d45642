import Synchronization
import Testing

@testable import RouteReportCore

@Suite struct ParallelWorkTests {
    @Test(arguments: [1, 2, 4, 16])
    func resultsComeBackInIndexOrder(workers: Int) {
        // Uneven work so that later indices often finish first.
        let results = parallelMap(count: 200, workers: workers) { index -> Int in
            var x = 0
            for i in 0..<((200 - index) * 500) { x &+= i }
            return index * 2 + (x == -1 ? 1 : 0)
        }
        #expect(results == (0..<200).map { $0 * 2 })
    }

    @Test func emptyInputGivesNoResults() {
        #expect(parallelMap(count: 0, workers: 4) { $0 }.isEmpty)
    }
}

@Suite struct ParallelPartsTests {
    /// Every part of every file runs once, and no part starts while `aheadAtMost` parts of
    /// its file before it are unfinished (the parts a file's assembly may have to hold).
    @Test(arguments: [1, 2, 4])
    func everyPartRunsOnceAndNeverFarAhead(workers: Int) {
        let counts = [40, 1, 0, 25, 3]
        let window = 3
        struct Seen {
            var runs: [[Int]]
            var finished: [Set<Int>]
            var tooFarAhead = 0
        }
        let seen = Mutex(Seen(runs: counts.map { Array(repeating: 0, count: $0) }, finished: counts.map { _ in [] }))
        parallelParts(counts: counts, workers: workers, aheadAtMost: window) { file, part in
            seen.withLock { seen in
                seen.runs[file][part] += 1
                let unfinishedBefore = (0..<part).filter { !seen.finished[file].contains($0) }.count
                if unfinishedBefore >= window { seen.tooFarAhead += 1 }
            }
            // Uneven work, the first part of each file the slowest.
            var x = 0
            for i in 0..<((part == 0 ? 40 : 1) * 20_000) { x &+= i }
            seen.withLock { seen in seen.finished[file].insert(part + (x == -1 ? 1 : 0)) }
        }
        let result = seen.withLock { $0 }
        #expect(result.runs == counts.map { Array(repeating: 1, count: $0) })
        #expect(result.tooFarAhead == 0)
    }

    @Test func noPartsIsNoWork() {
        parallelParts(counts: [], workers: 4, aheadAtMost: 2) { _, _ in Issue.record("no part to run") }
        parallelParts(counts: [0, 0], workers: 4, aheadAtMost: 2) { _, _ in Issue.record("no part to run") }
    }
}
