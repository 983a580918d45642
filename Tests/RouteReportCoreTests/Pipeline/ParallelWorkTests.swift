import Dispatch
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
        #expect(parallelArray(count: 0, workers: 4, batch: 8) { $0 }.isEmpty)
    }

    /// Every element made once, in its place, for counts that are and are not a multiple
    /// of the batch, and batches longer than the whole array.
    @Test(arguments: [1, 2, 4])
    func arrayElementsAreMadeOnceInTheirPlaces(workers: Int) {
        for (count, batch) in [(1, 1), (1_000, 7), (1_000, 250), (999, 1_000), (4_097, 512)] {
            let made = Mutex([Int](repeating: 0, count: count))
            let array = parallelArray(count: count, workers: workers, batch: batch) { index -> String in
                made.withLock { $0[index] += 1 }
                return "element \(index)"
            }
            #expect(array == (0..<count).map { "element \($0)" })
            #expect(made.withLock { $0 } == Array(repeating: 1, count: count))
        }
    }

    @Test(arguments: [1, 2, 4])
    func forEachRunsEveryIndexOnce(workers: Int) {
        let runs = Mutex([Int](repeating: 0, count: 300))
        parallelForEach(count: 300, workers: workers) { index in runs.withLock { $0[index] += 1 } }
        #expect(runs.withLock { $0 } == Array(repeating: 1, count: 300))
        parallelForEach(count: 0, workers: workers) { _ in Issue.record("no index to run") }
    }

    /// Started inside each worker of a parallel map (as a reader's long track is), it
    /// still runs two indices at once: the first two wait for each other, which a
    /// nested `concurrentPerform` on one thread would never let happen.
    @Test func ownThreadsSpreadInsideAnotherParallelMap() {
        let outer = parallelMap(count: 2, workers: 2) { _ -> [Int] in
            let arrived = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
            return parallelMapOnOwnThreads(count: 8, workers: 2) { index -> Int in
                guard index < 2 else { return index * 3 }
                arrived[index].signal()
                return arrived[1 - index].wait(timeout: .now() + .seconds(10)) == .success ? index * 3 : -1
            }
        }
        #expect(outer == [[Int]](repeating: (0..<8).map { $0 * 3 }, count: 2))
        #expect(parallelMapOnOwnThreads(count: 3, workers: 1) { $0 + 1 } == [1, 2, 3])
    }
}

@Suite struct OrderedSlotsTests {
    /// Counts how many instances are alive, so a slot's element is seen to be released
    /// exactly once, whether it is taken, collected or left in the slots.
    final class Census: Sendable {
        let alive = Mutex(0)
        var count: Int { alive.withLock { $0 } }
    }

    final class Tracked: Sendable {
        let value: Int
        let census: Census

        init(_ value: Int, alive census: Census) {
            self.value = value
            self.census = census
            census.alive.withLock { $0 += 1 }
        }

        deinit { census.alive.withLock { $0 -= 1 } }
    }

    @Test func takeEmptiesASlotAndTheSlotsReleaseWhatIsLeft() {
        let alive = Census()
        do {
            let slots = OrderedSlots<Tracked>(count: 4)
            #expect(slots.count == 4)
            slots.store(Tracked(10, alive: alive), at: 0)
            slots.store(Tracked(20, alive: alive), at: 2)
            slots.store(Tracked(21, alive: alive), at: 2)
            #expect(alive.count == 2)
            #expect((0..<4).map(slots.isFilled) == [true, false, true, false])
            #expect(slots.take(1) == nil)
            #expect(slots.take(0)?.value == 10)
            #expect(slots.take(0) == nil)
            #expect(alive.count == 1)
            #expect(!slots.isFilled(0))
        }
        #expect(alive.count == 0)
    }

    @Test func collectMovesEveryElementOutInOrder() {
        let alive = Census()
        let slots = OrderedSlots<Tracked>(count: 3)
        for index in [2, 0, 1] { slots.store(Tracked(index, alive: alive), at: index) }
        #expect(slots.copies().map(\.value) == [0, 1, 2])
        let collected = slots.collect()
        #expect(collected.map(\.value) == [0, 1, 2])
        #expect((0..<3).allSatisfy { !slots.isFilled($0) })
        #expect(alive.count == 3)
    }
}

@Suite struct ParallelPartsTests {
    /// Every part of every file runs once, no part starts while `aheadAtMost` parts of
    /// its file before it are unfinished (the parts a file's assembly may have to hold),
    /// and the last part of a file that waits starts after every other part of it.
    @Test(arguments: [1, 2, 4])
    func everyPartRunsOnceAndNeverFarAhead(workers: Int) {
        let counts = [40, 1, 0, 25, 3]
        let lastWaits = [true, true, false, false, true]
        let window = 3
        struct Seen {
            var runs: [[Int]]
            var finished: [Set<Int>]
            var tooFarAhead = 0
            var lastTooEarly = 0
        }
        let seen = Mutex(Seen(runs: counts.map { Array(repeating: 0, count: $0) }, finished: counts.map { _ in [] }))
        parallelParts(counts: counts, lastWaits: lastWaits, workers: workers, aheadAtMost: window) { file, part in
            seen.withLock { seen in
                seen.runs[file][part] += 1
                let unfinishedBefore = (0..<part).filter { !seen.finished[file].contains($0) }.count
                if unfinishedBefore >= window { seen.tooFarAhead += 1 }
                if lastWaits[file] && part == counts[file] - 1 && unfinishedBefore > 0 { seen.lastTooEarly += 1 }
            }
            // Uneven work, the first part of each file the slowest.
            var x = 0
            for i in 0..<((part == 0 ? 40 : 1) * 20_000) { x &+= i }
            seen.withLock { seen in seen.finished[file].insert(part + (x == -1 ? 1 : 0)) }
            return 1
        }
        let result = seen.withLock { $0 }
        #expect(result.runs == counts.map { Array(repeating: 1, count: $0) })
        #expect(result.tooFarAhead == 0 && result.lastTooEarly == 0)
    }

    @Test func noPartsIsNoWork() {
        parallelParts(counts: [], lastWaits: [], workers: 4, aheadAtMost: 2) { _, _ in
            Issue.record("no part to run")
            return 0
        }
        parallelParts(counts: [0, 0], lastWaits: [true, false], workers: 4, aheadAtMost: 2) { _, _ in
            Issue.record("no part to run")
            return 0
        }
    }

    /// The first part of one file is slow (it waits until 20 later parts are finished,
    /// or for a second; ten without a budget): the later parts that finish meanwhile wait for it, holding their
    /// bytes. With a budget of 10 bytes (parts of 4), no part that would wait starts once
    /// 10 are held, so at most 3 parts' bytes, less than the budget, plus one per other
    /// worker, wait; with no budget, the window of 30 lets 20 wait.
    @Test(arguments: [nil, 10] as [Int?])
    func partsThatWaitHoldAtMostTheBudget(budget: Int?) {
        let workers = 4
        struct Seen {
            var finished: Set<Int> = []
            var waitingBytes = 0
            var mostWaitingBytes = 0
        }
        let seen = Mutex(Seen())
        let laterFinished = DispatchSemaphore(value: 0)
        parallelParts(
            counts: [40], lastWaits: [false], workers: workers, aheadAtMost: 30, heldBytesAtMost: budget ?? .max
        ) { _, part in
            if part == 0 {
                // Without a budget the 20 do finish: long enough for workers busy with other tests.
                let patience = budget == nil ? 10 : 1
                for _ in 0..<20 where laterFinished.wait(timeout: .now() + .seconds(patience)) == .timedOut { break }
            }
            seen.withLock { seen in
                seen.finished.insert(part)
                // As an assembly does: a part waits until every part before it is in.
                if (0..<part).allSatisfy(seen.finished.contains) {
                    var written = part + 1
                    while seen.finished.contains(written) {
                        seen.waitingBytes -= 4
                        written += 1
                    }
                } else {
                    seen.waitingBytes += 4
                    seen.mostWaitingBytes = max(seen.mostWaitingBytes, seen.waitingBytes)
                }
            }
            if part != 0 { laterFinished.signal() }
            return 4
        }
        let most = seen.withLock { $0.mostWaitingBytes }
        if let budget {
            #expect(most <= budget + 4 * (workers - 1), "\(most) bytes waited")
        } else {
            #expect(most >= 20 * 4, "\(most) bytes waited")
        }
    }
}
