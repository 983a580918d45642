import Dispatch
import Synchronization

/// Computing that spare workers do while fewer files than workers are still being read
/// (issue 8): flights a reader has finished, and runs of legs of a long track it is
/// still reading. Readers add jobs through a `ReadSink`; every worker takes jobs once its
/// reading is done. What is not done ahead is computed after the read, as before, and
/// every result is a pure function of its input, so the report is the same whoever
/// computes what, whenever.
final class ComputeAhead: Sendable {
    private enum Job: Sendable {
        case flights(file: Int, first: Int, [Flight])
        case legs(file: Int, flight: Int, track: Int, firstLeg: Int, [Coordinate])
    }

    private struct State: Sendable {
        /// Jobs in the order added; a taken job's slot is emptied, so that what it holds
        /// (a batch of a track's vertices, a chunk of flights) goes when it is done.
        var jobs: [Job?] = []
        var nextJob = 0
        /// Files not yet read to their end.
        var filesLeft: Int
        /// Per file, by flight index: its geometry, or nil (not computed ahead, or past
        /// the end so far). Arrays rather than dictionaries: storing and taking out
        /// 100,000 geometries must not hold up the workers (perf: 10% of a `-j 2` run).
        var flights: [[FlightGeometry?]]
        /// Per file, by flight index: whether `flights` holds its geometry.
        var computed: [[Bool]]
        /// Per file: flight index → the track the legs came from and the legs solved.
        var legs: [[Int: (track: Int, solved: [DensifiedPath.SolvedLegs])]]
    }

    private let state: Mutex<State>
    /// One signal per job added, and one per worker when the last file is read.
    private let ready = DispatchSemaphore(value: 0)
    private let options: MapOptions
    private let workers: Int
    private let progress: RunProgress?

    /// Flights added in chunks of about this much work (vertices + 150 a flight, as
    /// `FlightChunks` counts), about 5 ms: taking a job costs nothing next to it.
    static let chunkCost = 20_000

    init(files: Int, workers: Int, options: MapOptions, progress: RunProgress? = nil) {
        state = Mutex(
            State(
                filesLeft: files, flights: Array(repeating: [], count: files), computed: Array(repeating: [], count: files),
                legs: Array(repeating: [:], count: files)))
        self.options = options
        self.workers = workers
        self.progress = progress
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
                guard flight.vertices.count < FlightChunks.longTrackVertices else { return }
                if pending.isEmpty { first = index }
                if first + pending.count != index {
                    flush()
                    first = index
                }
                pending.append(flight)
                cost += flight.vertices.count + 150
                if cost >= Self.chunkCost { flush() }
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
    func fileRead() {
        let last = state.withLock { state in
            state.filesLeft -= 1
            return state.filesLeft == 0
        }
        if last {
            for _ in 0..<workers { ready.signal() }
        }
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
                let geometries = flights.map { FlightGeometry.compute(for: $0, options: options) }
                progress?.computed(flights: geometries.count)
                state.withLock { state in
                    let end = first + geometries.count
                    if state.flights[file].count < end {
                        state.computed[file] += repeatElement(false, count: end - state.flights[file].count)
                        state.flights[file] += repeatElement(nil, count: end - state.flights[file].count)
                    }
                    for (offset, geometry) in geometries.enumerated() {
                        state.flights[file][first + offset] = geometry
                        state.computed[file][first + offset] = true
                    }
                }
            case .legs(let file, let flight, let track, let firstLeg, let vertices):
                let solved = DensifiedPath.SolvedLegs(vertices: vertices, firstLeg: firstLeg, maxSegment: options.maxSegment)
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

    /// Per file, the geometry of each flight computed ahead (nil where not), taken out
    /// (moved, not copied) once every worker is done, and which ones those are.
    func takeFlights(counts: [Int]) -> (geometries: [[FlightGeometry?]], computed: [[Bool]]) {
        var (flights, computed) = state.withLock { state in
            var taken: ([[FlightGeometry?]], [[Bool]]) = ([], [])
            swap(&taken.0, &state.flights)
            swap(&taken.1, &state.computed)
            return taken
        }
        for (file, count) in counts.enumerated() where flights[file].count < count {
            computed[file] += repeatElement(false, count: count - flights[file].count)
            flights[file] += repeatElement(nil, count: count - flights[file].count)
        }
        return (flights, computed)
    }

    /// The legs solved ahead for flight `flight` of file `file`, taken out (they are
    /// needed once, and a million legs' lengths are not kept twice).
    func takeSolvedLegs(file: Int, flight: Int) -> [DensifiedPath.SolvedLegs] {
        state.withLock { $0.legs[file].removeValue(forKey: flight)?.solved ?? [] }
    }
}
