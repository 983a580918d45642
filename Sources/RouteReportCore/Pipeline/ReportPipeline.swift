import Dispatch
import Foundation
import Synchronization

/// discover → parallel read + compute → ordered merge. Workers are pure and store their
/// result in their input's slot; ids, duplicates and diagnostic order are settled in
/// one ordered pass, so the report never depends on timing or `jobs`.
public enum ReportPipeline {
    /// Runs the whole computation over the FILE arguments as given (`-` is stdin).
    static func run(arguments: [String], configuration: RunConfiguration) -> RunReport {
        run(arguments: arguments.map(InputSource.init(argument:)), configuration: configuration)
    }

    /// Runs the whole computation over the inputs the command line names.
    static func run(arguments: [InputSource], configuration: RunConfiguration) -> RunReport {
        run(discover(arguments, outputFolder: nil, markers: []), configuration: configuration)
    }

    /// Runs the whole computation over the inputs found.
    static func run(
        _ found: InputDiscovery.Found, configuration: RunConfiguration, progress: RunProgress? = nil
    ) -> RunReport {
        let options = configuration.map
        let computed = compute(
            found.inputs, options: options, jobs: configuration.jobs, prepareMerge: prepareMerge(configuration),
            progress: progress, dateOrder: configuration.dateOrder, keeping: configuration.drawsFlights ? .whole : .withoutPath)
        // Each geometry moves from its slot into its flight's report, never copied.
        return merge(
            inputs: found.inputs, documents: computed.documents, identity: computed.identity, configuration: configuration,
            discovery: discoveryDiagnostics(found)
        ) { computed.takeGeometry(document: $0, flight: $1)! }
    }

    /// Runs the computation over `inputs`, some or all of the inputs `found`: the report,
    /// and what the workers made of each input, in the order of `inputs`.
    static func run(
        _ inputs: [InputSource], of found: InputDiscovery.Found, configuration: RunConfiguration, progress: RunProgress? = nil
    ) -> (report: RunReport, results: [FileResult]) {
        let options = configuration.map
        let computed = compute(
            inputs, options: options, jobs: configuration.jobs, prepareMerge: prepareMerge(configuration), progress: progress,
            dateOrder: configuration.dateOrder, keeping: configuration.drawsFlights ? .whole : .withoutPath)
        let results = computed.results()
        let report = merge(
            inputs: inputs, documents: computed.documents, identity: computed.identity, configuration: configuration,
            discovery: discoveryDiagnostics(found)
        ) { results[$0].geometries[$1] }
        return (report, results)
    }

    /// What a worker that would otherwise wait does ahead for the merge: load the airport
    /// table, where the report names airports.
    private static func prepareMerge(_ configuration: RunConfiguration) -> (@Sendable () -> Void)? {
        guard configuration.namesAirports else { return nil }
        return { _ = AirportTable.shared }
    }

    /// The inputs the FILE arguments stand for, in run order, leaving out the folders
    /// that hold routereport's output: `outputFolder`, and any holding a shard state or
    /// a manifest (`ReportFiles.outputMarkers`); and the files `outputFolder`'s manifest
    /// lists, or that carry their generator mark there, wherever they are met; nor the
    /// paths `policy` excludes (counted in `Found`).
    public static func discover(
        _ arguments: [InputSource], outputFolder: String?, policy: DiagnosticPolicy
    ) -> InputDiscovery.Found {
        discover(arguments, outputFolder: outputFolder, markers: ReportFiles.outputMarkers, policy: policy)
    }

    /// `discover` with the folders holding a file named in `markers` left out.
    static func discover(
        _ arguments: [InputSource], outputFolder: String?, markers: [String], policy: DiagnosticPolicy = .builtIn
    ) -> InputDiscovery.Found {
        var skipping = InputDiscovery.Skipping(
            outputFolder: outputFolder, markers: markers,
            outputFiles: outputFolder.map { OutputManifest.inputs(in: $0, marked: ReportFormat.readableOutputs) } ?? [])
        skipping.exclusion = InputExclusion(policy.excludes, workingDirectory: policy.workingDirectory)
        return InputDiscovery.find(arguments, skipping: skipping)
    }

    /// A `no-input` warning for each directory given that held no input file, and what
    /// the walks could not read.
    static func discoveryDiagnostics(_ found: InputDiscovery.Found) -> [Diagnostic] {
        found.emptyFolders.map {
            Diagnostic(.noInput, "no KML, KMZ, GPX, GeoJSON, CSV, IGC, NMEA or TCX files found", at: SourceLocation(file: $0))
        } + found.diagnostics
    }

    /// Reads every file, then computes every flight, each stage on `jobs` workers, results
    /// in file order.
    static func process(
        _ inputs: [InputSource], options: MapOptions, jobs: Int, progress: RunProgress? = nil
    ) -> [FileResult] {
        compute(inputs, options: options, jobs: jobs, progress: progress).results()
    }

    /// Reads every file, then computes every flight, each stage on `jobs` workers, results
    /// in file order. The flights of all files are one pool of work, cut into batches of
    /// about equal cost, so one file of 100,000 flights keeps every worker busy as well as
    /// 5,000 small files do.
    ///
    /// With fewer files than workers, the spare workers compute what the readers have
    /// finished while they read on (`ComputeAhead`): a big file's flights, a long
    /// track's legs. One worker runs `prepareMerge` while the others read, and the ids are
    /// settled while other workers compute. `kept`: how much of each geometry is computed
    /// and kept (`GeometryKept`).
    /// `wholeRun`: false for inputs that are one part of a run (`check`), whose ids the
    /// caller settles over the whole run: none are settled here, and `progress` counts
    /// the files read and flights computed without its stages being started.
    /// `batches`: where the reader of file i hands the features it lets go as it reads
    /// (`FeatureBatches`), and what to call once it has read the file.
    static func compute(
        _ inputs: [InputSource], options: MapOptions, jobs: Int, prepareMerge: (@Sendable () -> Void)? = nil,
        progress: RunProgress? = nil, wholeRun: Bool = true, dateOrder: DateOrder? = nil,
        keeping kept: GeometryKept = .whole, batches: BatchTaker? = nil
    ) -> ComputedFiles {
        // No input, no worker: with nothing to read, no reader would ever tell the
        // computing workers that reading is done.
        guard !inputs.isEmpty else {
            return ComputedFiles(documents: [], identity: FeatureIdentity(documents: [InputDocument]()), batches: [], places: [])
        }
        InputReader.prepare()
        if let progress, wholeRun {
            progress.startReading(files: inputs.count, bytes: inputBytes(inputs, jobs: jobs).reduce(0, +))
        }
        let counting: (@Sendable (Int) -> Void)? = if let progress { { progress.read(bytes: $0) } } else { nil }
        let readers = min(max(1, jobs), inputs.count)
        let ahead =
            readers < jobs
            ? ComputeAhead(
                files: inputs.count, workers: jobs, options: options, progress: progress, keeping: kept) : nil
        let documents: [InputDocument]
        var settled: FeatureIdentity?
        if let ahead {
            (documents, settled) = readAhead(
                inputs, readers: readers, workers: jobs, into: ahead, prepareMerge: prepareMerge, progress: progress,
                wholeRun: wholeRun, dateOrder: dateOrder, counting: counting, batches: batches)
        } else {
            documents = parallelMap(count: inputs.count, workers: jobs) { index in
                if index == 1 { prepareMerge?() }
                defer { progress?.fileRead() }
                let taking = batches?(index) { _ in [] }
                defer { taking?.finish() }
                return InputReader.read(
                    inputs[index], sink: nil, dateOrder: dateOrder, counting: counting, batches: taking?.batches)
            }
        }
        return computeFlights(
            of: documents, settled: settled, computedAhead: ahead, options: options, jobs: jobs, progress: progress,
            wholeRun: wholeRun, keeping: kept)
    }

    /// For file i of a run, where its reader hands the features it lets go
    /// (`FeatureBatches`), and what to call once the file is read.
    /// `solvedAhead`: the legs of the file's flight i (counted among its flights) solved
    /// ahead from the vertices its reader streamed (`ComputeAhead`), taken out; none
    /// where no one computes ahead.
    typealias BatchTaker =
        @Sendable (_ file: Int, _ solvedAhead: @escaping (_ flight: Int) -> [DensifiedPath.SolvedLegs]) -> (
            batches: FeatureBatches, finish: () -> Void
        )

    /// The size of each input file (0 for a route, stdin or a file that cannot be
    /// looked at), for the progress of reading.
    static func inputBytes(_ inputs: [InputSource], jobs: Int) -> [Int] {
        parallelArray(count: inputs.count, workers: jobs, batch: 256) { index in
            guard case .file(let path) = inputs[index] else { return 0 }
            var status = stat()
            return stat(FileName.systemPath(path), &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
                ? Int(status.st_size) : 0
        }
    }

    /// The flights of `documents` computed (those `ahead` has not), on `jobs` workers, and
    /// their ids settled unless `settled` gives them. Each geometry stays in the block of
    /// slots it was computed into (a run computed ahead, a chunk, a long track) until the
    /// merge takes it out.
    private static func computeFlights(
        of documents: [InputDocument], settled: FeatureIdentity?, computedAhead ahead: ComputeAhead?, options: MapOptions,
        jobs: Int, progress: RunProgress?, wholeRun: Bool, keeping kept: GeometryKept
    ) -> ComputedFiles {
        let positions = documents.map { $0.flightPositions() }
        let vertexCounts = documents.indices.map { document in
            positions[document].map { documents[document].features[$0].flightVertexCount }
        }
        var batchSlots: [OrderedSlots<FlightGeometry>] = []
        var places = positions.map { [Int](repeating: ComputedFiles.nowhere, count: $0.count) }
        for computed in ahead?.takeFlights() ?? [] {
            // Only the document's flights: a streamed file refused at its end (a crowded
            // tag, a failed read) has none, though flights read before were computed ahead.
            for offset in 0..<computed.geometries.count where computed.first + offset < places[computed.file].count {
                places[computed.file][computed.first + offset] = ComputedFiles.place(
                    batch: batchSlots.count, offset: offset)
            }
            batchSlots.append(computed.geometries)
        }
        if wholeRun { progress?.startComputing(flights: positions.reduce(0) { $0 + $1.count }) }
        let batches = GeometryBatches(vertexCounts: vertexCounts, workers: jobs) {
            places[$0.file][$0.flight] != ComputedFiles.nowhere
        }
        let firstPoolBatch = batchSlots.count
        for index in 0..<batches.count {
            for (offset, slot) in batches[index].enumerated() {
                places[slot.file][slot.flight] = ComputedFiles.place(batch: batchSlots.count, offset: offset)
            }
            batchSlots.append(OrderedSlots(count: batches[index].count, releasingTaken: true))
        }
        let firstLongTrackBatch = batchSlots.count
        for slot in batches.longTracks {
            places[slot.file][slot.flight] = ComputedFiles.place(batch: batchSlots.count, offset: 0)
            batchSlots.append(OrderedSlots(count: 1))
        }
        let filled = batchSlots
        // One pool: the ids (unless settled while reading), then the batches.
        let identity = OrderedSlots<FeatureIdentity>(count: 1)
        if let settled { identity.store(settled, at: 0) }
        let settling = settled == nil && wholeRun ? 1 : 0
        parallelForEach(count: settling + batches.count, workers: jobs) { task in
            guard task >= settling else {
                identity.store(FeatureIdentity(documents: documents), at: 0)
                return
            }
            let batch = batches[task - settling]
            let slots = filled[firstPoolBatch + task - settling]
            defer { progress?.computed(flights: batch.count) }
            for (offset, slot) in batch.enumerated() {
                if case .flight(let flight) = documents[slot.file].features[positions[slot.file][slot.flight]] {
                    slots.store(FlightGeometry.compute(for: flight, options: options, keeping: kept), at: offset)
                }
            }
        }
        // Long tracks after the pool, one at a time, each on every worker: never more
        // than `jobs` threads.
        for (index, slot) in batches.longTracks.enumerated() {
            defer { progress?.computed(flights: 1) }
            guard case .flight(let flight) = documents[slot.file].features[positions[slot.file][slot.flight]] else { continue }
            let ahead = ahead?.takeSolvedLegs(file: slot.file, flight: slot.flight) ?? []
            let geometry = FlightGeometry.compute(
                for: flight, options: options, keeping: kept,
                solved: ahead.isEmpty
                    ? LongTrackLegs.solve(flight.vertices, maxSegment: kept.legSegment(options), workers: jobs) : ahead)
            batchSlots[firstLongTrackBatch + index].store(geometry, at: 0)
        }
        return ComputedFiles(
            documents: documents, identity: identity.take(0) ?? FeatureIdentity(documents: [InputDocument]()),
            batches: batchSlots, places: places)
    }

    /// Reads `inputs` on `readers` workers; the other workers, and each reader once it is
    /// done, compute ahead. `workers` threads in all. The reader of the last file read
    /// settles the ids before it computes, while the others compute on.
    private static func readAhead(
        _ inputs: [InputSource], readers: Int, workers: Int, into ahead: ComputeAhead, prepareMerge: (@Sendable () -> Void)?,
        progress: RunProgress?, wholeRun: Bool, dateOrder: DateOrder?, counting: (@Sendable (Int) -> Void)?,
        batches: BatchTaker?
    ) -> (documents: [InputDocument], identity: FeatureIdentity?) {
        let slots = OrderedSlots<InputDocument>(count: inputs.count)
        let identity = OrderedSlots<FeatureIdentity>(count: 1)
        let next = Atomic<Int>(0)
        // Dispatch hands out iterations in order, so the running readers claim every file
        // before a worker that only computes waits for jobs; reading is done when every
        // file is read, which needs no iteration that has not started.
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            if worker < readers {
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < inputs.count else { break }
                    let (sink, flush) = ahead.sink(file: index)
                    let taking = batches?(index) { ahead.takeSolvedLegs(file: index, flight: $0) }
                    slots.store(
                        InputReader.read(
                            inputs[index], sink: sink, dateOrder: dateOrder, counting: counting, batches: taking?.batches),
                        at: index)
                    taking?.finish()
                    flush()
                    let last = ahead.fileRead()
                    progress?.fileRead()
                    // Each document is stored before its file counts as read.
                    if last {
                        let documents = slots.copies()
                        // Every flight is known now, though the others still compute ahead.
                        if wholeRun {
                            if let progress {
                                progress.startComputing(
                                    flights: documents.reduce(0) { $0 + $1.features.count { $0.flight != nil } })
                            }
                            identity.store(FeatureIdentity(documents: documents), at: 0)
                        }
                    }
                }
            } else if worker == readers {
                prepareMerge?()
            }
            ahead.work()
        }
        return (slots.collect(), identity.take(0))
    }

    /// The ordered merge: ids, names, duplicate checks, `--strict`, diagnostic order.
    /// `discovery`: what finding the inputs found wrong, ahead of every file's diagnostics.
    static func merge(
        inputs: [InputSource], results: [FileResult], configuration: RunConfiguration, discovery: [Diagnostic] = []
    ) -> RunReport {
        let documents = results.map(\.document)
        return merge(
            inputs: inputs, documents: documents, identity: FeatureIdentity(documents: documents), configuration: configuration,
            discovery: discovery
        ) { results[$0].geometries[$1] }
    }

    /// The ordered merge of `documents`, the run's documents in order, with their ids
    /// settled; `geometry(d, i)` gives the geometry of flight `i` (among the flights) of
    /// document `d`, called once for each. Each flight's report, with the airports at its
    /// ends, is made in its place on `jobs` workers.
    private static func merge(
        inputs: [InputSource], documents: [InputDocument], identity: FeatureIdentity, configuration: RunConfiguration,
        discovery: [Diagnostic], geometry: @Sendable (_ document: Int, _ flight: Int) -> FlightGeometry
    ) -> RunReport {
        let positions = documents.map { $0.flightPositions() }
        let batches = ConcatenatedBatches(counts: positions.lazy.map(\.count))
        // Only reports name the airports (validate writes none).
        let airports = configuration.namesAirports ? AirportTable.shared : nil
        let statisticsAirports = airports.map { StatisticsAirports($0) }
        let join = TrackJoin(documents: documents)
        // The joined tracks are no flights of their own.
        let places: [TrackJoin.Place]? =
            join.joinedTracks.isEmpty
            ? nil
            : (0..<batches.total).compactMap { index in
                let (document, flightIndex) = batches.locate(index)
                let place = TrackJoin.Place(document: document, flight: flightIndex)
                return join.joinedTracks.contains(place) ? nil : place
            }
        let locate: @Sendable (Int) -> (Int, Int) = { index in
            guard let places else { return batches.locate(index) }
            return (places[index].document, places[index].flight)
        }
        var flights = parallelArray(count: places?.count ?? batches.total, workers: configuration.jobs, batch: 512) { index in
            let (document, flightIndex) = locate(index)
            let position = positions[document][flightIndex]
            // Through a buffer pointer, so that only the flight is copied, not its feature too.
            let flight = documents[document].features.withUnsafeBufferPointer { $0[position].flight }!
            let id = identity.ids[document][position]
            var report: FlightReport
            // Most runs join no track: no key hashed for each flight then.
            if !join.trackOfRow.isEmpty,
                let track = join.trackOfRow[TrackJoin.Place(document: document, flight: flightIndex)]?.ends.place
            {
                let trackPosition = positions[track.document][track.flight]
                report = TrackJoin.joined(
                    row: flight, id: id, rowGeometry: geometry(document, flightIndex),
                    track: documents[track.document].features[trackPosition].flight!,
                    trackID: identity.ids[track.document][trackPosition], trackGeometry: geometry(track.document, track.flight),
                    airports: airports)
            } else {
                // The airports the input named; the nearest only for an end given as coordinates.
                report = FlightReport(
                    id: id, name: flight.name ?? id, flight: flight, geometry: geometry(document, flightIndex),
                    startAirport: flight.startAirport ?? flight.vertices.first.flatMap { airports?.nearestID($0) },
                    endAirport: flight.endAirport ?? flight.vertices.last.flatMap { airports?.nearestID($0) })
            }
            report.measureTrack()
            return report
        }
        let plausibility = plausibilityFindings(
            of: &flights, locate: locate, airportLists: documents.map(\.isAirportList),
            referenceTime: configuration.map.referenceTime, jobs: configuration.jobs)
        var landmarks: [LandmarkReport] = []
        // With no input at all, discovery's findings say why nothing was read: beyond the policy.
        var diagnostics = inputs.isEmpty ? discovery : configuration.policy.applied(to: discovery)
        var silenced = 0
        for (index, document) in documents.enumerated() {
            for position in document.features.indices {
                if case .landmark(let landmark) = document.features[position] {
                    let id = identity.ids[index][position]
                    landmarks.append(LandmarkReport(id: id, name: landmark.name ?? id, landmark: landmark))
                }
            }
            diagnostics += fileDiagnostics(
                silenced: &silenced,
                read: document.diagnostics, duplicateIDs: identity.duplicates[index], plausibility: plausibility[index],
                joins: join.notes[index], policy: configuration.policy, suppressions: document.suppressions)
        }
        if configuration.strict {
            diagnostics = diagnostics.map(\.strict)
        }
        // Made once over every flight, which get their emissions estimates from it.
        let statistics = statisticsAirports.map { RunStatistics(flights: &flights, airports: $0) } ?? RunStatistics()
        var report = RunReport(
            generator: configuration.generator, inputs: inputs.map(\.name),
            flights: flights, landmarks: landmarks, diagnostics: diagnostics, options: configuration.map,
            statistics: statistics)
        report.silencedCount = silenced
        return report
    }
}

extension ReportPipeline {
    /// One file's diagnostics in output order: the reader's, the `duplicate-id` errors,
    /// the plausibility warnings (each flight's, then whether it is listed twice) and the
    /// notes of the track joins, by line and column, as the project's `policy` leaves
    /// them; without those the file's comments silence, with a `suppression-unused`
    /// warning for each comment's rule that silenced nothing (itself under the policy).
    static func fileDiagnostics(
        silenced: inout Int, read: [Diagnostic], duplicateIDs: [Diagnostic], plausibility: [Diagnostic], joins: [Diagnostic]?,
        policy: DiagnosticPolicy, suppressions: [SuppressionComment]
    ) -> [Diagnostic] {
        let configured = policy.applied(to: DiagnosticOrder.sorted(read + duplicateIDs + plausibility + (joins ?? [])))
        guard !suppressions.isEmpty else { return configured }
        let applied = SuppressionComment.apply(suppressions, to: configured, rulesOff: policy.rulesOff)
        silenced += applied.silencedCount
        return DiagnosticOrder.sorted(applied.kept + policy.applied(to: applied.unused))
    }

    /// The plausibility warnings of a run's flights, per document (`FlightPlausibility`,
    /// on `jobs` workers, and `DuplicateFlights` in run order), with each repeated flight
    /// marked on its report.
    fileprivate static func plausibilityFindings(
        of flights: inout [FlightReport], locate: @Sendable (Int) -> (Int, Int), airportLists: [Bool],
        referenceTime: Double, jobs: Int
    ) -> [[Diagnostic]] {
        let checks = FlightPlausibility(airports: AirportTable.shared, referenceTime: referenceTime)
        let reports = flights
        let found = reports.withUnsafeBufferPointer { buffer in
            let borrowed = BorrowedReports(buffer)
            return parallelArray(count: buffer.count, workers: jobs, batch: 512) {
                checks.check(borrowed.reports[$0], airportList: airportLists[locate($0).0])
            }
        }
        let firstListings = DuplicateFlights.firstListings(reports)
        var perDocument = [[Diagnostic]](repeating: [], count: airportLists.count)
        for index in reports.indices {
            let document = locate(index).0
            perDocument[document] += found[index]
            if let first = firstListings[index] {
                flights[index].duplicateOf = reports[first].id
                perDocument[document].append(DuplicateFlights.diagnostic(reports[index], firstListed: reports[first]))
            }
        }
        return perDocument
    }
}

/// A run's reports as the workers read them: each borrowed in its place, not copied.
/// `@unchecked Sendable`: the array outlives the workers, and none writes to it.
private struct BorrowedReports: @unchecked Sendable {
    let reports: UnsafeBufferPointer<FlightReport>

    init(_ reports: UnsafeBufferPointer<FlightReport>) {
        self.reports = reports
    }
}
