import Synchronization
import Testing

@testable import RouteReportCore

@Suite struct ProgressTickerTests {
    /// The estimates of a stage fed `share(t)` every quarter second from 0 to `seconds`.
    static func estimates(for seconds: Double, _ share: (Double) -> Double) -> [(time: Double, left: Int?)] {
        var estimate = StageEstimate()
        return stride(from: 0.0, through: seconds, by: 0.25).map { time in
            (time, estimate.secondsLeft(at: time, share: share(time)))
        }
    }

    @Test func noEstimateBeforeAFewPercentAndAFewSeconds() {
        // 1% a second: 3% at 3 s.
        let steady = Self.estimates(for: 10) { $0 / 100 }
        #expect(steady.filter { $0.time < StageEstimate.leastSeconds }.allSatisfy { $0.left == nil })
        #expect(steady.last?.left != nil)
        // Fast enough, but not yet three seconds.
        #expect(Self.estimates(for: 2.75) { $0 / 4 }.allSatisfy { $0.left == nil })
        // Three seconds, but under 3%.
        #expect(Self.estimates(for: 20) { $0 / 1000 }.allSatisfy { $0.left == nil })
    }

    @Test func aSteadyPaceGivesTheTimeLeft() {
        // 100 s in all, at an even pace: at 20 s, 80 s left.
        let steady = Self.estimates(for: 20) { $0 / 100 }
        #expect(steady.last?.left == 80)
        // Done: no estimate.
        var estimate = StageEstimate()
        _ = estimate.secondsLeft(at: 0, share: 0)
        #expect(estimate.secondsLeft(at: 5, share: 1) == nil)
    }

    /// A stage that stalls (one big part) never shows more than twice the time the
    /// average pace so far gives.
    @Test func aStallIsBoundedByTheAveragePace() {
        // 10% in 5 s, then nothing for 30 s.
        let stalled = Self.estimates(for: 35) { min($0, 5) / 50 }
        for (time, left) in stalled where time > 5 {
            let bound = StageEstimate.bound * time * 0.9 / 0.1
            #expect(left.map { Double($0) <= bound.rounded(.up) } ?? true, "\(time): \(String(describing: left))")
        }
        // While stalled it grows toward that bound, a step at a time.
        let at10 = stalled.first { $0.time == 10 }?.left ?? 0
        #expect((stalled.last?.left ?? 0) > at10 && at10 > 0)
    }

    /// Parts of very different sizes (a fast tick, then a slow one, and so on): the
    /// estimate counts down smoothly, never jumping by more than a tenth between ticks.
    @Test func unevenPartsGiveASmoothEstimate() {
        let uneven = Self.estimates(for: 60) { time in
            let ticks = Int(time * 4)
            return (Double(ticks / 2) * 0.5 + (ticks % 2 == 1 ? 0.45 : 0)) / 100
        }
        let shown = uneven.compactMap { $0.left }.map(Double.init)
        #expect(shown.count > 200)
        for (before, after) in zip(shown, shown.dropFirst()) {
            #expect(abs(after - before) <= max(1.5, before / 10), "\(before) → \(after)")
        }
        // 100 s in all at the average pace: at 60 s about 40 s left.
        #expect(shown.last.map { abs($0 - 40) <= 4 } == true, "\(shown.last ?? 0)")
    }

    /// The ticker on a clock of its own, ticked by hand: the estimate starts again with
    /// each stage, and the line is cleared once stopped.
    @Test func theTickerShowsEachStageOnItsClock() {
        let progress = RunProgress()
        let now = Mutex(0.0)
        let lines = Mutex<[String]>([])
        let ticker = ProgressTicker(
            progress: progress, delay: nil, clock: { now.withLock { $0 } }, write: { text in lines.withLock { $0.append(text) } },
            render: { snapshot, left in "\(snapshot.stage) \(snapshot.share ?? -1) \(left ?? -1)" })
        progress.startReading(files: 100, bytes: 0)
        for second in 0...10 {
            now.withLock { $0 = Double(second) }
            for _ in 0..<(second == 0 ? 0 : 5) { progress.fileRead() }
            ticker.tick()
        }
        progress.startComputing(flights: 1000)
        now.withLock { $0 = 11 }
        ticker.tick()
        ticker.stop()
        #expect(!ticker.tick())
        let shown = lines.withLock { $0 }
        #expect(shown.count == 13)
        #expect(shown[0] == "\rreading 0.0 -1\u{1B}[K")
        // 50 files of 100 in 10 s: 10 s left.
        #expect(shown[10] == "\rreading 0.5 10\u{1B}[K")
        #expect(shown[11] == "\rcomputing 0.0 -1\u{1B}[K")
        #expect(shown[12] == "\r\u{1B}[K")
        #expect(ticker.elapsed == 11)
    }
}
