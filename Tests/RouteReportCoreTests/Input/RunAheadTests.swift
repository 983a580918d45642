import Foundation
import Synchronization
import Testing

@testable import RouteReportCore

/// A producer on a thread of its own ahead of its consumer (`RunAhead`).
@Suite("RunAhead")
struct RunAheadTests {
    @Test("Every item arrives once, in order, whatever the weights and the capacity")
    func inOrder() {
        for capacity in [1, 7, 1_000] {
            let ahead = RunAhead<[Int]>(capacity: capacity) { ahead in
                for index in 0..<5_000 {
                    var item = ahead.spare() ?? []
                    item.removeAll(keepingCapacity: true)
                    item.append(index)
                    guard ahead.put(item, weight: index % 5) else { return }
                }
            }
            var got: [Int] = []
            var taken: [[Int]] = []
            var done: [[Int]] = []
            while ahead.take(into: &taken, returning: &done) {
                for item in taken { got += item }
                done = taken
            }
            ahead.cancel()
            #expect(got == Array(0..<5_000), "capacity \(capacity)")
        }
    }

    @Test("The producer waits while the queue is full, and stops when the consumer cancels")
    func boundedAndCancelled() {
        let made = Atomic<Int>(0)
        let ahead = RunAhead<Int>(capacity: 10) { ahead in
            while true {
                made.add(1, ordering: .relaxed)
                guard ahead.put(0, weight: 1) else { return }
            }
        }
        // However long it runs, the producer makes no more than the capacity and the one it holds.
        Thread.sleep(forTimeInterval: 0.2)
        #expect(made.load(ordering: .relaxed) <= 11)
        ahead.cancel()
        let final = made.load(ordering: .relaxed)
        Thread.sleep(forTimeInterval: 0.05)
        #expect(made.load(ordering: .relaxed) == final)
    }
}
