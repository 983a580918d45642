import Dispatch
import Synchronization

/// Computing that spare workers do while fewer files than workers are still being read:
/// flights a reader has finished, and batches of legs of a long track it is
/// still reading. Readers add jobs through a `ReadSink`; every worker takes jobs once its
/// reading is done. What is not done ahead is computed after the read, as before, and
/// every result is a pure function of its input, so the report is the same whoever
/// computes what, whenever.
final class ComputeAhead: Sendable {
    private enum Job: Sendable {
        case flights(file: Int, first: Int, [Flight])
        case legs(file: Int, flight: Int, track: Int, firstLeg: Int, [Coordinate])
    }

    /// Geometries of consecutive flights of one file, computed ahead, in slots the merge
    /// takes them from.
    struct Computed: Sendable {
        var file: Int
        /// The first flight's index among the file's flights.
        var first: Int
        var geometries: OrderedSlots<FlightGeometry>
    }

    private struct State: Sendable {
        /// Jobs in the order added; a taken job's slot is emptied, so that what it holds
        /// (a batch of a track's vertices, a batch of flights) goes when it is done.
        var jobs: [Job?] = []
        var nextJob = 0
        /// Files not yet read to their end.
        var filesLeft: Int
        /// Batches of flights computed, in the order finished: a batch is stored as it is,
        /// so that the lock is held for an append, never for growing per-flight arrays.
        var computed: [Computed] = []
        /// Per file: flight index → the track the legs came from and the legs solved.
        var legs: [[Int: (track: Int, solved: [DensifiedPath.SolvedLegs])]]
    }

    private let state: Mutex<State>
    /// One signal per job added, and one per worker when the last file is read.
    private let ready = DispatchSemaphore(value: 0)
    private let options: MapOptions
    private let workers: Int
    private let progress: RunProgress?
    /// How much of a geometry is computed and kept (`ReportPipeline.compute`).
    private let kept: GeometryKept

    /// Flights added in batches of about this much work (as `GeometryBatches` counts it),
    /// about 5 ms: taking a job costs nothing next to it.
    static let batchCost = 20_000

    init(files: Int, workers: Int, options: MapOptions, progress: RunProgress? = nil, keeping kept: GeometryKept = .whole) {
        state = Mutex(
            State(filesLeft: files, legs: Array(repeating: [:], count: files)))
        self.options = options
        self.workers = workers
        self.progress = progress
        self.kept = kept
        // With no file, none will ever be read to its end.
        if files == 0 {
            for _ in 0..<workers { ready.signal() }
        }
    }

    /// The sink for reading file `file`. Keep it on the reader's thread; call `flush` on
    /// it when the file is read.
    func sink(file: Int) -> (sink: ReadSink, flush: () -> Void) {
        var pending: [Flight] = []
        var first = 0
        var cost = 0
        var track = (index: -1, serial: -1, handed: 1)
        let flush = { [self] in
            if !pending.isEmpty { add(.flights(file: file, first: first, pending)) }
            pending = []
            cost = 0
        }
        let sink = ReadSink(
            flight: { index, flight in
                // Long tracks are solved on every worker after the read (their legs ahead).
                guard flight.vertices.count < GeometryBatches.longTrackVertices else { return }
                if pending.isEmpty { first = index }
                if first + pending.count != index {
                    flush()
                    first = index
                }
                pending.append(flight)
                cost += GeometryBatches.cost(flight.vertices.count)
                if cost >= Self.batchCost { flush() }
            },
            vertices: { [self] index, serial, vertices in
                if track.index != index || track.serial != serial { track = (index, serial, 1) }
                // Vertices handed - 1 ... count - 1: legs handed ..< count.
                add(
                    .legs(
                        file: file, flight: index, track: serial, firstLeg: track.handed,
                        Array(vertices[(track.handed - 1)...])))
                track.handed = vertices.count
            })
        return (sink, flush)
    }

    private func add(_ job: Job) {
        state.withLock { $0.jobs.append(job) }
        ready.signal()
    }

    /// A file has been read to its end (its sink flushed). Counted by files, not by
    /// readers: with more workers than threads (`-j 8` on 2 cores) the workers that would
    /// read nothing may not start until the running ones stop waiting for jobs.
    /// - Returns: whether it was the last: every file has been read to its end.
    @discardableResult
    func fileRead() -> Bool {
        let last = state.withLock { state in
            state.filesLeft -= 1
            return state.filesLeft == 0
        }
        if last {
            for _ in 0..<workers { ready.signal() }
        }
        return last
    }

    /// Takes and computes jobs until every file is read and no job is left.
    func work() {
        while true {
            ready.wait()
            let taken: Job? = state.withLock { state in
                guard state.nextJob < state.jobs.count else { return nil }
                defer { state.nextJob += 1 }
                return state.jobs[state.nextJob].take()
            }
            guard let job = taken else {
                if state.withLock({ $0.filesLeft == 0 }) { return }
                continue
            }
            switch job {
            case .flights(let file, let first, let flights):
                let geometries = OrderedSlots<FlightGeometry>(count: flights.count)
                for index in flights.indices {
                    geometries.store(FlightGeometry.compute(for: flights[index], options: options, keeping: kept), at: index)
                }
                progress?.computed(flights: flights.count)
                let computed = Computed(file: file, first: first, geometries: geometries)
                state.withLock { $0.computed.append(computed) }
            case .legs(let file, let flight, let track, let firstLeg, let vertices):
                let solved = DensifiedPath.SolvedLegs(
                    vertices: vertices, firstLeg: firstLeg, maxSegment: kept.legSegment(options))
                state.withLock { state in
                    // A later track under the same flight index replaces a dropped one's legs.
                    let held = state.legs[file][flight] ?? (track: track, solved: [])
                    if held.track <= track {
                        state.legs[file][flight] = (track, (held.track == track ? held.solved : []) + [solved])
                    }
                }
            }
        }
    }

    /// The batches of flights computed ahead, taken out (moved, not copied) once every
    /// worker is done.
    func takeFlights() -> [Computed] {
        state.withLock { state in
            var taken: [Computed] = []
            swap(&taken, &state.computed)
            return taken
        }
    }

    /// The legs solved ahead for flight `flight` of file `file`, taken out (they are
    /// needed once, and a million legs' lengths are not kept twice).
    func takeSolvedLegs(file: Int, flight: Int) -> [DensifiedPath.SolvedLegs] {
        state.withLock { $0.legs[file].removeValue(forKey: flight)?.solved ?? [] }
    }
}
