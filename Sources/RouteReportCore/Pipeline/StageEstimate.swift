import Foundation

/// The time a stage of a run has left, from the share of it done over time, or none
/// rather than a wrong one: an estimate only after the stage has done a few percent and
/// run a few seconds, from a pace smoothed over several seconds, and never above a small
/// multiple of what the stage's average pace so far gives (so one slow file does not
/// make an hour of a minute). What is shown counts down between ticks and moves only
/// part of the way to each new estimate, so it does not jump with every part.
struct StageEstimate {
    /// The share of the stage done, and the seconds it has run, before there is an estimate.
    static let leastShare = 0.03
    static let leastSeconds = 3.0
    /// The pace follows the last this many seconds or so (an exponential average).
    static let smoothing = 5.0
    /// The estimate is at most this multiple of the remaining time at the average pace.
    static let bound = 2.0

    private var start: (time: Double, share: Double)?
    private var last: (time: Double, share: Double)?
    /// Share per second.
    private var pace: Double?
    /// The seconds left last given.
    private var shown: Double?

    /// Takes the share done at `time` (seconds, any origin) and gives the whole seconds
    /// left (at least 1), or nil.
    mutating func secondsLeft(at time: Double, share: Double) -> Int? {
        guard let start else {
            start = (time, share)
            last = (time, share)
            return nil
        }
        var weight = 0.0
        var step = 0.0
        if let last, time > last.time {
            step = time - last.time
            let recent = max(0, share - last.share) / step
            weight = 1 - exp(-step / Self.smoothing)
            pace = pace.map { $0 + weight * (recent - $0) } ?? (share - start.share) / (time - start.time)
            self.last = (time, share)
        }
        let elapsed = time - start.time
        let done = share - start.share
        guard elapsed >= Self.leastSeconds, share >= Self.leastShare, done > 0, share < 1, let pace, pace > 0 else {
            return nil
        }
        let remaining = 1 - share
        let bound = Self.bound * elapsed * remaining / done
        let estimate = min(remaining / pace, bound)
        let seconds = shown.map { min(bound, max(0, $0 - step) + weight * (estimate - max(0, $0 - step))) } ?? estimate
        shown = seconds
        return max(1, Int(seconds.rounded(.up)))
    }
}
