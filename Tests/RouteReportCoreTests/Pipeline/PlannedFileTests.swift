import Synchronization
import Testing

@testable import RouteReportCore

@Suite struct PlannedFileTests {
    /// Parts "0," … "9," each summarising its index; the last part is the sum of them.
    /// How many times each part was made, the last part's count at index 10.
    final class Made: Sendable {
        let counts = Mutex(Array(repeating: 0, count: 11))
    }

    struct Counting: FilePlan {
        let made: Made
        let failing: Int?

        var partCount: Int { 10 }
        var finishes: Bool { true }

        func part(_ index: Int) -> (bytes: [UInt8], summary: Int)? {
            made.counts.withLock { $0[index] += 1 }
            return index == failing ? nil : (Array("\(index),".utf8), index)
        }

        func finish(_ summaries: [Int]) -> [UInt8]? {
            made.counts.withLock { $0[10] += 1 }
            return Array("sum \(summaries.reduce(0, +))".utf8)
        }
    }

    /// Made by the scheduler on any number of workers, every part is made once, the last
    /// after the others, from all their summaries in order: the file made one part after
    /// another.
    @Test(arguments: [1, 2, 4])
    func everyPartOnceAndTheLastFromAllTheirSummaries(workers: Int) throws {
        let plan = Counting(made: Made(), failing: nil)
        let planned = PlannedFile(plan)
        #expect(planned.count == 11 && planned.lastWaits)
        let parts = OrderedSlots<[UInt8]?>(count: planned.count)
        parallelParts(counts: [planned.count], lastWaits: [planned.lastWaits], workers: workers, aheadAtMost: 3) {
            _, part in
            let made = planned.make(part)
            parts.store(made, at: part)
            return made?.count ?? 0
        }
        let file = try parts.collect().map { try #require($0) }.joined()
        #expect(String(decoding: Array(file), as: UTF8.self) == "0,1,2,3,4,5,6,7,8,9,sum 45")
        #expect(plan.made.counts.withLock { $0 } == Array(repeating: 1, count: 11))
    }

    /// A part that could not be made leaves no summary: the last part is not made either,
    /// and nothing traps.
    @Test func aFailedPartFailsTheLast() {
        let plan = Counting(made: Made(), failing: 3)
        let planned = PlannedFile(plan)
        #expect((0..<10).map { planned.make($0) == nil } == (0..<10).map { $0 == 3 })
        #expect(planned.make(10) == nil)
        #expect(plan.made.counts.withLock { $0[10] } == 0)
        #expect(plan.joined() == nil)
    }

    /// A plan without a last part is its parts alone.
    @Test func partsWithoutALastPart() throws {
        let planned = PlannedFile(Parts(count: 3) { Array("\($0)".utf8) })
        #expect(planned.count == 3 && !planned.lastWaits)
        #expect(try (0..<3).map { try #require(planned.make($0)) } == [[48], [49], [50]])
    }
}
