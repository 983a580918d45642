import Dispatch
import Synchronization

/// discover → parallel read + compute → ordered merge. Workers are pure and store their
/// result in their input's slot; ids, duplicates and diagnostic order are settled in
/// one ordered pass, so the report never depends on timing or `jobs`.
public enum ReportPipeline {
    /// Runs the whole computation over the FILE arguments as given.
    public static func run(arguments: [String], configuration: RunConfiguration, referenceTime: Double) -> RunReport {
        run(discover(arguments, outputFolder: nil, markers: []), configuration: configuration, referenceTime: referenceTime)
    }

    /// Runs the whole computation over the inputs found.
    public static func run(
        _ found: InputDiscovery.Found, configuration: RunConfiguration, referenceTime: Double, progress: RunProgress? = nil
    ) -> RunReport {
        run(found.files, of: found, configuration: configuration, referenceTime: referenceTime, progress: progress).report
    }

    /// Runs the computation over `files`, some or all of the inputs `found`: the report,
    /// and what the workers made of each file, in the order of `files`.
    static func run(
        _ files: [String], of found: InputDiscovery.Found, configuration: RunConfiguration, referenceTime: Double,
        progress: RunProgress? = nil
    ) -> (report: RunReport, results: [FileResult]) {
        let options = configuration.map.at(referenceTime)
        let results = process(
            files, options: options, jobs: configuration.jobs, progress: progress)
        let report = merge(
            files: files, results: results, configuration: configuration, options: options,
            discovery: discoveryDiagnostics(found))
        return (report, results)
    }

    /// The inputs the FILE arguments stand for, in run order, leaving out the folders
    /// that hold routereport's output: `outputFolder`, and any holding a file named in
    /// `markers` (the command line names them).
    public static func discover(_ arguments: [String], outputFolder: String?, markers: [String]) -> InputDiscovery.Found {
        InputDiscovery.find(arguments, skipping: InputDiscovery.Skipping(outputFolder: outputFolder, markers: markers))
    }

    /// A `no-input` warning for each directory given that held no input file, and what
    /// the walks could not read.
    static func discoveryDiagnostics(_ found: InputDiscovery.Found) -> [Diagnostic] {
        found.emptyFolders.map {
            Diagnostic(.noInput, "no KML, KMZ, GPX or CSV files found", at: SourceLocation(file: $0))
        } + found.diagnostics
    }

    /// Reads every file, then computes every flight, each stage on `jobs` workers, results
    /// in file order. The flights of all files are one pool of work, cut into chunks of
    /// about equal cost, so one file of 100,000 flights keeps every worker busy as well as
    /// 5,000 small files do.
    ///
    /// With fewer files than workers, the spare workers compute what the readers have
    /// finished while they read on (`ComputeAhead`): a big file's flights, a long
    /// track's legs.
    static func process(
        _ files: [String], options: MapOptions, jobs: Int, progress: RunProgress? = nil
    ) -> [FileResult] {
        // No input, no worker: with nothing to read, no reader would ever tell the
        // computing workers that reading is done.
        guard !files.isEmpty else { return [] }
        InputReader.prepare()
        progress?.startReading(files: files.count)
        let readers = min(max(1, jobs), files.count)
        let ahead =
            readers < jobs
            ? ComputeAhead(
                files: files.count, workers: jobs, options: options, progress: progress) : nil
        let documents: [InputDocument]
        if let ahead {
            documents = readAhead(files, readers: readers, workers: jobs, into: ahead, progress: progress)
        } else {
            documents = parallelMap(count: files.count, workers: jobs) { index in
                defer { progress?.fileRead() }
                return InputReader.read(path: files[index])
            }
        }
        let flights = documents.map { document in
            document.features.compactMap { feature -> Flight? in
                if case .flight(let flight) = feature { return flight }
                return nil
            }
        }
        // Geometries move from slot to slot (`take()`), never copied: copying 100,000 of
        // them costs a reference count on each of their arrays, on one thread.
        var (geometries, done) =
            ahead?.takeFlights(counts: flights.map(\.count))
            ?? (
                flights.map { [FlightGeometry?](repeating: nil, count: $0.count) },
                flights.map { [Bool](repeating: false, count: $0.count) }
            )
        progress?.startComputing(flights: flights.reduce(0) { $0 + $1.count })
        let chunks = FlightChunks(flights: flights, workers: jobs) { done[$0.file][$0.flight] }
        done = []
        var computed = parallelMap(count: chunks.count, workers: jobs) { index in
            defer { progress?.computed(flights: chunks[index].count) }
            return chunks[index].map {
                Optional(FlightGeometry.compute(for: flights[$0.file][$0.flight], options: options))
            }
        }
        // Long tracks after the pool, one at a time, each on every worker: never more
        // than `jobs` threads.
        let long = chunks.longTracks.map {
            defer { progress?.computed(flights: 1) }
            let flight = flights[$0.file][$0.flight]
            let ahead = ahead?.takeSolvedLegs(file: $0.file, flight: $0.flight) ?? []
            return FlightGeometry.compute(
                for: flight, options: options, geodesic: .wgs84,
                solved: ahead.isEmpty
                    ? LongTrackLegs.solve(flight.vertices, maxSegment: options.maxSegment, workers: jobs) : ahead)
        }
        for chunk in 0..<chunks.count {
            for (offset, slot) in chunks[chunk].enumerated() {
                geometries[slot.file][slot.flight] = computed[chunk][offset].take()
            }
        }
        for (slot, geometry) in zip(chunks.longTracks, long) {
            geometries[slot.file][slot.flight] = geometry
        }
        return documents.indices.map { file in
            // Only the document's flights: a streamed file refused at its end (a crowded tag,
            // a failed read) has none, though flights read before were computed ahead.
            FileResult(document: documents[file], geometries: flights[file].indices.map { geometries[file][$0].take()! })
        }
    }

    /// Reads `files` on `readers` workers; the other workers, and each reader once it is
    /// done, compute ahead. `workers` threads in all.
    private static func readAhead(
        _ files: [String], readers: Int, workers: Int, into ahead: ComputeAhead, progress: RunProgress?
    ) -> [InputDocument] {
        let slots = OrderedSlots<InputDocument>(count: files.count)
        let next = Atomic<Int>(0)
        // Dispatch hands out iterations in order, so the running readers claim every file
        // before a worker that only computes waits for jobs; reading is done when every
        // file is read, which needs no iteration that has not started.
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            if worker < readers {
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < files.count else { break }
                    let (sink, flush) = ahead.sink(file: index)
                    slots.store(InputReader.read(path: files[index], sink: sink), at: index)
                    flush()
                    ahead.fileRead()
                    progress?.fileRead()
                }
            }
            ahead.work()
        }
        return slots.collect()
    }

    /// The ordered merge: ids, names, duplicate checks, `--strict`, diagnostic order.
    /// `discovery`: what finding the inputs found wrong, ahead of every file's diagnostics.
    static func merge(
        files: [String], results: [FileResult], configuration: RunConfiguration, options: MapOptions,
        discovery: [Diagnostic] = []
    ) -> RunReport {
        var identity = FeatureIdentity(
            allExplicitIDs: results.lazy.flatMap { $0.document.features.lazy.compactMap(\.explicitID) },
            capacity: results.reduce(0) { $0 + $1.document.features.count })
        var flights: [FlightReport] = []
        var landmarks: [LandmarkReport] = []
        flights.reserveCapacity(results.reduce(0) { $0 + $1.geometries.count })
        var diagnostics = discovery
        // Only reports name the airports (validate writes none).
        let airports = configuration.namesAirports ? AirportTable.shared : nil
        for result in results {
            var fileDiagnostics = result.document.diagnostics
            var geometries = result.geometries.makeIterator()
            for (offset, feature) in result.document.features.enumerated() {
                let id = identity.settle(feature, file: result.document.file, position: offset + 1, diagnostics: &fileDiagnostics)
                switch feature {
                case .flight(let flight):
                    flights.append(
                        FlightReport(
                            id: id, name: flight.name ?? id, flight: flight, geometry: geometries.next()!,
                            startAirport: flight.vertices.first.flatMap { airports?.nearestID($0) },
                            endAirport: flight.vertices.last.flatMap { airports?.nearestID($0) }))
                case .landmark(let landmark):
                    landmarks.append(LandmarkReport(id: id, name: landmark.name ?? id, landmark: landmark))
                }
            }
            diagnostics += DiagnosticOrder.sorted(fileDiagnostics)
        }
        if configuration.strict {
            diagnostics = diagnostics.map(\.strict)
        }
        return RunReport(
            generator: configuration.generator, referenceTime: options.referenceTime, inputs: files.map(RouteInput.displayName),
            flights: flights, landmarks: landmarks, diagnostics: diagnostics, options: options)
    }
}

extension MapOptions {
    /// These options with the run's reference time.
    func at(_ referenceTime: Double) -> MapOptions {
        var options = self
        options.referenceTime = referenceTime
        return options
    }
}

extension RunReport {
    /// Whether no input could be read as KML, KMZ or GPX (none found, or each missing,
    /// unreadable, of another format or a broken archive): then no report is written.
    public var readNothing: Bool {
        let unread: Set<Rule> = [.unreadableFile, .unknownFormat, .archiveInvalid]
        let failed = Set(diagnostics.lazy.filter { unread.contains($0.rule) }.map(\.location.file))
        return inputs.allSatisfy { input in
            failed.contains(input) || failed.contains { $0.hasPrefix(input + "/") }
        }
    }
}
