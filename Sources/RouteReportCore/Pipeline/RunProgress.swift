import Synchronization

/// How far a run has got, counted by the workers as they go and read by whoever shows
/// it (`ProgressTicker`). Counting never changes what a run computes or writes.
public final class RunProgress: Sendable {
    enum Stage: Int, Sendable {
        case starting, reading, computing, writing
    }

    /// Inputs of at least this many bytes in all are followed by their bytes, not only
    /// by how many files are read: one big file is one file from start to end.
    static let bigInput = 4 << 20

    /// What the counters held at one moment.
    struct Snapshot: Sendable, Equatable {
        var stage: Stage
        var filesRead: Int
        var filesToRead: Int
        var bytesRead: Int
        /// The inputs' sizes (0 for a route, a pipe).
        var bytesToRead: Int
        var flightsComputed: Int
        /// Known once every file is read.
        var flightsToCompute: Int
        var filesWritten: Int
        var filesToWrite: Int
        /// The output files' parts (a map is one, routes.kml one per run of flights).
        var partsWritten: Int
        var partsToWrite: Int
        /// Bytes of output made so far (written, or found unchanged).
        var bytesWritten: Int

        init(
            stage: Stage, filesRead: Int = 0, filesToRead: Int = 0, bytesRead: Int = 0, bytesToRead: Int = 0,
            flightsComputed: Int = 0, flightsToCompute: Int = 0, filesWritten: Int = 0, filesToWrite: Int = 0,
            partsWritten: Int = 0, partsToWrite: Int = 0, bytesWritten: Int = 0
        ) {
            self.stage = stage
            self.filesRead = filesRead
            self.filesToRead = filesToRead
            self.bytesRead = bytesRead
            self.bytesToRead = bytesToRead
            self.flightsComputed = flightsComputed
            self.flightsToCompute = flightsToCompute
            self.filesWritten = filesWritten
            self.filesToWrite = filesToWrite
            self.partsWritten = partsWritten
            self.partsToWrite = partsToWrite
            self.bytesWritten = bytesWritten
        }

        /// Whether reading is followed by bytes (`bigInput`).
        var readsBytes: Bool { bytesToRead >= RunProgress.bigInput }

        /// The share of the current stage done, in 0...1; nil while its size is not known.
        var share: Double? {
            func ratio(_ done: Int, _ total: Int) -> Double? { total > 0 ? min(1, Double(done) / Double(total)) : nil }
            return switch stage {
            case .starting: nil
            case .reading: readsBytes ? ratio(bytesRead, bytesToRead) : ratio(filesRead, filesToRead)
            case .computing: ratio(flightsComputed, flightsToCompute)
            case .writing: ratio(partsWritten, partsToWrite)
            }
        }
    }

    private let stage = Atomic<Int>(Stage.starting.rawValue)
    private let filesRead = Atomic<Int>(0)
    private let filesToRead = Atomic<Int>(0)
    private let bytesRead = Atomic<Int>(0)
    private let bytesToRead = Atomic<Int>(0)
    private let flightsComputed = Atomic<Int>(0)
    private let flightsToCompute = Atomic<Int>(0)
    private let filesWritten = Atomic<Int>(0)
    private let filesToWrite = Atomic<Int>(0)
    private let partsWritten = Atomic<Int>(0)
    private let partsToWrite = Atomic<Int>(0)
    private let bytesWritten = Atomic<Int>(0)

    public init() {}

    var snapshot: Snapshot {
        Snapshot(
            stage: Stage(rawValue: stage.load(ordering: .relaxed)) ?? .starting,
            filesRead: filesRead.load(ordering: .relaxed), filesToRead: filesToRead.load(ordering: .relaxed),
            bytesRead: bytesRead.load(ordering: .relaxed), bytesToRead: bytesToRead.load(ordering: .relaxed),
            flightsComputed: flightsComputed.load(ordering: .relaxed),
            flightsToCompute: flightsToCompute.load(ordering: .relaxed),
            filesWritten: filesWritten.load(ordering: .relaxed), filesToWrite: filesToWrite.load(ordering: .relaxed),
            partsWritten: partsWritten.load(ordering: .relaxed), partsToWrite: partsToWrite.load(ordering: .relaxed),
            bytesWritten: bytesWritten.load(ordering: .relaxed))
    }

    func startReading(files: Int, bytes: Int) {
        filesToRead.store(files, ordering: .relaxed)
        bytesToRead.store(bytes, ordering: .relaxed)
        stage.store(Stage.reading.rawValue, ordering: .relaxed)
    }

    func read(bytes: Int) {
        bytesRead.add(bytes, ordering: .relaxed)
    }

    func fileRead() {
        filesRead.add(1, ordering: .relaxed)
    }

    /// Every file is read: `flights` to compute in all (some may be computed already).
    func startComputing(flights: Int) {
        flightsToCompute.store(flights, ordering: .relaxed)
        stage.store(Stage.computing.rawValue, ordering: .relaxed)
    }

    func computed(flights: Int) {
        flightsComputed.add(flights, ordering: .relaxed)
    }

    func startWriting(files: Int, parts: Int) {
        filesToWrite.store(files, ordering: .relaxed)
        partsToWrite.store(parts, ordering: .relaxed)
        stage.store(Stage.writing.rawValue, ordering: .relaxed)
    }

    func fileWritten() {
        filesWritten.add(1, ordering: .relaxed)
    }

    func partWritten() {
        partsWritten.add(1, ordering: .relaxed)
    }

    func wrote(bytes: Int) {
        bytesWritten.add(bytes, ordering: .relaxed)
    }
}
