import Synchronization

/// How far a run has got, counted by the workers as they go and read by whoever shows
/// it (`ProgressTicker`). Counting never changes what a run computes or writes.
public final class RunProgress: Sendable {
    public enum Stage: Int, Sendable {
        case starting, reading, computing, writing
    }

    /// What the counters held at one moment.
    public struct Snapshot: Sendable, Equatable {
        public var stage: Stage
        public var filesRead: Int
        public var filesToRead: Int
        public var flightsComputed: Int
        /// Known once every file is read.
        public var flightsToCompute: Int
        public var filesWritten: Int
        public var filesToWrite: Int

        /// How many of how many the current stage has done.
        var stageCounts: (done: Int, total: Int) {
            switch stage {
            case .starting: (0, 0)
            case .reading: (filesRead, filesToRead)
            case .computing: (flightsComputed, flightsToCompute)
            case .writing: (filesWritten, filesToWrite)
            }
        }

        init(
            stage: Stage, filesRead: Int = 0, filesToRead: Int = 0, flightsComputed: Int = 0, flightsToCompute: Int = 0,
            filesWritten: Int = 0, filesToWrite: Int = 0
        ) {
            self.stage = stage
            self.filesRead = filesRead
            self.filesToRead = filesToRead
            self.flightsComputed = flightsComputed
            self.flightsToCompute = flightsToCompute
            self.filesWritten = filesWritten
            self.filesToWrite = filesToWrite
        }
    }

    private let stage = Atomic<Int>(Stage.starting.rawValue)
    private let filesRead = Atomic<Int>(0)
    private let filesToRead = Atomic<Int>(0)
    private let flightsComputed = Atomic<Int>(0)
    private let flightsToCompute = Atomic<Int>(0)
    private let filesWritten = Atomic<Int>(0)
    private let filesToWrite = Atomic<Int>(0)

    public init() {}

    public var snapshot: Snapshot {
        Snapshot(
            stage: Stage(rawValue: stage.load(ordering: .relaxed)) ?? .starting,
            filesRead: filesRead.load(ordering: .relaxed), filesToRead: filesToRead.load(ordering: .relaxed),
            flightsComputed: flightsComputed.load(ordering: .relaxed),
            flightsToCompute: flightsToCompute.load(ordering: .relaxed),
            filesWritten: filesWritten.load(ordering: .relaxed), filesToWrite: filesToWrite.load(ordering: .relaxed))
    }

    func startReading(files: Int) {
        filesToRead.store(files, ordering: .relaxed)
        stage.store(Stage.reading.rawValue, ordering: .relaxed)
    }

    func fileRead() {
        filesRead.add(1, ordering: .relaxed)
    }

    func startComputing(flights: Int) {
        flightsToCompute.store(flights, ordering: .relaxed)
        stage.store(Stage.computing.rawValue, ordering: .relaxed)
    }

    func computed(flights: Int) {
        flightsComputed.add(flights, ordering: .relaxed)
    }

    func startWriting(files: Int) {
        filesToWrite.store(files, ordering: .relaxed)
        stage.store(Stage.writing.rawValue, ordering: .relaxed)
    }

    func fileWritten() {
        filesWritten.add(1, ordering: .relaxed)
    }
}
