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
