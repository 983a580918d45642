import Testing

@testable import RouteReportCore

@Suite struct ProgressTickerTests {
    @Test func estimateFollowsTheRecentPace() {
        typealias Sample = ProgressTicker.Sample
        // 100 files in the last 2 s: 50 a second, 900 left.
        #expect(ProgressTicker.secondsLeft([Sample(time: 8, done: 100), Sample(time: 10, done: 200)], total: 1100) == 18)
        #expect(ProgressTicker.secondsLeft([Sample(time: 9.5, done: 100), Sample(time: 10, done: 200)], total: 1100) == nil)
        #expect(ProgressTicker.secondsLeft([Sample(time: 8, done: 100), Sample(time: 10, done: 100)], total: 1100) == nil)
        #expect(ProgressTicker.secondsLeft([Sample(time: 8, done: 100), Sample(time: 10, done: 1099)], total: 1100) == 1)
        #expect(ProgressTicker.secondsLeft([Sample(time: 8, done: 100), Sample(time: 10, done: 1100)], total: 1100) == nil)
    }
}
