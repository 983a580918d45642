import Testing

@testable import RouteReportCore

@Suite struct ConcatenatedRunsTests {
    /// Runs of 2, 0, 3, 0 and 1 items: items 0-1 are run 0's, 2-4 run 2's, 5 run 4's.
    @Test func everyIndexIsFoundInTheRunThatHoldsIt() {
        let runs = ConcatenatedRuns(counts: [2, 0, 3, 0, 1])
        #expect(runs.starts == [0, 2, 2, 5, 5])
        #expect(runs.total == 6)
        let expected = [(0, 0), (0, 1), (2, 0), (2, 1), (2, 2), (4, 0)]
        for (index, (run, offset)) in expected.enumerated() {
            let found = runs.locate(index)
            #expect(found.run == run && found.offset == offset, "item \(index)")
        }
    }

    @Test func noRunsHaveNoItems() {
        let runs = ConcatenatedRuns(counts: [Int]())
        #expect(runs.starts.isEmpty && runs.total == 0)
    }
}
