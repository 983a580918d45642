import Testing

@testable import RouteReportCore

@Suite struct ConcatenatedBatchesTests {
    /// Batches of 2, 0, 3, 0 and 1 items: items 0-1 are batch 0's, 2-4 batch 2's, 5 batch 4's.
    @Test func everyIndexIsFoundInTheBatchThatHoldsIt() {
        let batches = ConcatenatedBatches(counts: [2, 0, 3, 0, 1])
        #expect(batches.starts == [0, 2, 2, 5, 5])
        #expect(batches.total == 6)
        let expected = [(0, 0), (0, 1), (2, 0), (2, 1), (2, 2), (4, 0)]
        for (index, (batch, offset)) in expected.enumerated() {
            let found = batches.locate(index)
            #expect(found.batch == batch && found.offset == offset, "item \(index)")
        }
    }

    @Test func noBatchesHaveNoItems() {
        let batches = ConcatenatedBatches(counts: [Int]())
        #expect(batches.starts.isEmpty && batches.total == 0)
    }
}
