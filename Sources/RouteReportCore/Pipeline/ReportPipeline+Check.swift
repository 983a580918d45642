/// How much of a run `validate` reads before it checks what it read and lets it go.
struct CheckRounds: Sendable {
    /// The most bytes of input one round reads past its first file.
    var bytes: Int
    /// The most files one round reads.
    var files: Int

    /// A flight costs about 1.2 kB while its round is checked, and a flight list's row is
    /// about 70 bytes: 16 MiB of lists is about 240,000 rows (300 MB); 2,048 small
    /// files are about a second of work, so the pauses between rounds cost little.
    static let standard = CheckRounds(bytes: 16 << 20, files: 2_048)

    /// The rounds of a run whose inputs are `sizes` bytes each, in run order.
    func rounds(_ sizes: [Int]) -> [Range<Int>] {
        var rounds: [Range<Int>] = []
        var start = 0
        var total = 0
        for (index, size) in sizes.enumerated() {
            if index > start && (total + size > bytes || index - start == files) {
                rounds.append(start..<index)
                start = index
                total = 0
            }
            total += size
        }
        if start < sizes.count { rounds.append(start..<sizes.count) }
        return rounds
    }
}

extension ReportPipeline {
    /// `validate`: the diagnostics and counts a report run over the inputs found would
    /// have, without the report. The files are read, computed and checked a round at a
    /// time (`CheckRounds`), in run order, and each file is kept only as what the
    /// run-wide checks read of it (`CheckedFile`), so memory holds one round's features
    /// and a few words for each feature checked before. A reader that lets its features
    /// go as it reads (a flight list's rows, `FeatureBatches`) hands them on in batches of
    /// `batchSize`, each checked on the reader's thread as it comes, so that one file's
    /// memory does not grow with its rows either. The run-wide checks then settle as the
    /// report's ordered merge does: ids, track joins, duplicate flights, the order of the
    /// diagnostics.
    static func check(
        _ found: InputDiscovery.Found, configuration: RunConfiguration, progress: RunProgress? = nil
    ) -> RunYield {
        check(found, configuration: configuration, progress: progress, rounds: .standard)
    }

    /// `check`, a round of `rounds` at a time.
    static func check(
        _ found: InputDiscovery.Found, configuration: RunConfiguration, progress: RunProgress?, rounds: CheckRounds,
        batchSize: Int = FeatureBatches.standardSize
    ) -> RunYield {
        let inputs = found.inputs
        let jobs = configuration.jobs
        var files: [CheckedFile] = []
        var checks: FlightPlausibility?
        if !inputs.isEmpty {
            let sizes = inputBytes(inputs, jobs: jobs)
            progress?.startReading(files: inputs.count, bytes: sizes.reduce(0, +))
            // Batches are checked as they are read: the checks are needed from the start.
            let made = FlightPlausibility(airports: AirportTable.shared, referenceTime: configuration.map.referenceTime)
            checks = made
            for round in rounds.rounds(sizes) {
                let batched = OrderedSlots<CheckedFile>(count: round.count)
                let taker = batchTaker(
                    into: batched, first: round.lowerBound, size: batchSize, checks: made, options: configuration.map,
                    jobs: jobs, besideReader: jobs > round.count, progress: progress)
                let computed = compute(
                    Array(inputs[round]), options: configuration.map, jobs: jobs, progress: progress, wholeRun: false,
                    dateOrder: configuration.dateOrder, keeping: .measures, batches: taker)
                files += checked(computed, batched: batched, first: round.lowerBound, checks: made, jobs: jobs)
            }
            progress?.startComputing(flights: files.reduce(0) { $0 + $1.flights.count })
        }
        return settle(
            files, inputs: inputs, discovery: discoveryDiagnostics(found), checks: checks, strict: configuration.strict,
            policy: configuration.policy, jobs: jobs)
    }

    /// For file i of a round whose first is file `first` of the run: batches of `size`
    /// features, each computed and checked as it comes and added to the file's
    /// `CheckedFile`, stored in `batched` once the file is read. `besideReader`: there
    /// are more workers than files, so a batch is checked on a thread of its own
    /// (`OrderedWorker`, in order) while the reader reads on; else on the reader's.
    private static func batchTaker(
        into batched: OrderedSlots<CheckedFile>, first: Int, size: Int, checks: FlightPlausibility, options: MapOptions,
        jobs: Int, besideReader: Bool, progress: RunProgress?
    ) -> BatchTaker {
        { fileIndex, solvedAhead in
            let worker = besideReader ? OrderedWorker() : nil
            var checked: CheckedFile?
            var flightIndex = 0
            let check = { (start: Int, features: [Feature], format: InputFormat) in
                var file = checked ?? CheckedFile(file: "", index: first + fileIndex, format: format)
                // The only reference, so that adding to it copies nothing.
                checked = nil
                var flights = 0
                for (offset, feature) in features.enumerated() {
                    guard case .flight(let flight) = feature else {
                        file.add(feature, checked: nil)
                        continue
                    }
                    // A long track's legs: those solved ahead as it was read (only a track
                    // that reached `vertexBatch` vertices streamed any), else on every worker.
                    var solved = flight.vertices.count >= ReadSink.vertexBatch ? solvedAhead(flightIndex) : []
                    flightIndex += 1
                    if solved.isEmpty {
                        solved = LongTrackLegs.solve(
                            flight.vertices, maxSegment: FlightGeometry.measureSegment, workers: jobs, fromWorker: true)
                    }
                    let geometry = FlightGeometry.compute(for: flight, options: options, keeping: .measures, solved: solved)
                    file.add(
                        feature,
                        checked: CheckedFlight(
                            flight, position: start + offset, geometry: geometry, checks: checks,
                            airportList: file.airportList))
                    flights += 1
                }
                progress?.computed(flights: flights)
                checked = file
            }
            let take = { (start: Int, features: [Feature], format: InputFormat) in
                if let worker { worker.add { check(start, features, format) } } else { check(start, features, format) }
            }
            let dropAll = {
                worker?.drain()
                checked = nil
            }
            let batches = FeatureBatches(size: size, maxFeatures: FeatureLimit.letGo, take: take, dropAll: dropAll)
            return (
                batches,
                {
                    worker?.finish()
                    if let checked { batched.store(checked, at: fileIndex) }
                }
            )
        }
    }

    /// The files of one round, checked: each flight the readers kept on `jobs` workers,
    /// its geometry moved out of its slot, after those handed on in batches (`batched`).
    /// `first`: the run's index of the round's first file.
    private static func checked(
        _ computed: ComputedFiles, batched: OrderedSlots<CheckedFile>, first: Int, checks: FlightPlausibility, jobs: Int
    ) -> [CheckedFile] {
        let documents = computed.documents
        let positions = documents.map { $0.flightPositions() }
        let batches = ConcatenatedBatches(counts: positions.lazy.map(\.count))
        let flights = parallelArray(count: batches.total, workers: jobs, batch: 512) { index in
            let (document, flightIndex) = batches.locate(index)
            let position = positions[document][flightIndex]
            return CheckedFlight(
                documents[document].features[position].flight!, position: position,
                geometry: computed.takeGeometry(document: document, flight: flightIndex)!, checks: checks,
                airportList: documents[document].isAirportList)
        }
        return documents.indices.map { index in
            let document = documents[index]
            var file =
                batched.take(index) ?? CheckedFile(file: document.file, index: first + index, format: document.format)
            var flightIndex = batches.starts[index]
            for feature in document.features {
                guard case .flight = feature else {
                    file.add(feature, checked: nil)
                    continue
                }
                file.add(feature, checked: flights[flightIndex])
                flightIndex += 1
            }
            file.finish(document)
            return file
        }
    }

    /// The run-wide checks over every file checked, as the ordered merge makes them.
    /// With more than one job, the repeated ids are found on a thread of their own
    /// while the flights are gone through.
    private static func settle(
        _ files: [CheckedFile], inputs: [InputSource], discovery: [Diagnostic], checks: FlightPlausibility?, strict: Bool,
        policy: DiagnosticPolicy, jobs: Int
    ) -> RunYield {
        var duplicateIDs: [[Diagnostic]] = []
        let aside = jobs > 1 ? OrderedWorker() : nil
        if let aside {
            aside.add { duplicateIDs = FeatureIdentity.duplicateIDs(documents: files) }
        } else {
            duplicateIDs = FeatureIdentity.duplicateIDs(documents: files)
        }
        // Every feature's id only when a repeated flight with no name of its own is named by it.
        var identity: FeatureIdentity?
        let join = TrackJoin(candidates: files.map(\.joining))
        var giving = RunYield.Sources()
        var flightCount = 0
        var plausibility = [[Diagnostic]](repeating: [], count: files.count)
        // The first listing of each flight, by its key, in run order.
        var firstListing = FirstListings<DuplicateFlights.Key>(capacity: files.reduce(0) { $0 + $1.flights.count })
        for (index, file) in files.enumerated() {
            giving.add(file.giving)
            for flightIndex in 0..<file.flights.count {
                let place = TrackJoin.Place(document: index, flight: flightIndex)
                // A track that joined a row is no flight of its own.
                guard !join.joinedTracks.contains(place) else { continue }
                let flight = file.flights[flightIndex]
                let source = file.source(at: flight.position)
                giving.add(source)
                flightCount += 1
                var key = flight.duplicateKey
                var isOwn = true
                if let checks, let joining = join.trackOfRow[place],
                    let track = files[joining.ends.place.document].flights[joining.ends.place.flight].track
                {
                    let joined = flight.joined(
                        by: joining, track, at: source, checks: checks, airportList: file.airportList)
                    key = joined.key
                    isOwn = false
                    plausibility[index] += joined.findings
                } else {
                    plausibility[index] += flight.findings
                }
                guard let key else { continue }
                guard
                    let firstPlace = firstListing.first(
                        of: key, at: place, isOwn: isOwn, keyAt: { files[$0.document].flights.key(at: $0.flight) })
                else { continue }
                let firstFile = files[firstPlace.document]
                let firstFlight = firstFile.flights[firstPlace.flight]
                let firstName =
                    firstFlight.name
                    ?? {
                        let ids = identity ?? FeatureIdentity(documents: files)
                        identity = ids
                        return ids.ids[firstPlace.document][firstFlight.position]
                    }()
                plausibility[index].append(
                    DuplicateFlights.diagnostic(
                        at: source, firstName: firstName, firstSource: firstFile.source(at: firstFlight.position)))
            }
        }
        aside?.finish()
        // With no input at all, discovery's findings say why nothing was read: beyond the policy.
        var diagnostics = inputs.isEmpty ? discovery : policy.applied(to: discovery)
        var silenced = 0
        for (index, file) in files.enumerated() {
            diagnostics += fileDiagnostics(
                silenced: &silenced,
                read: file.diagnostics, duplicateIDs: duplicateIDs[index], plausibility: plausibility[index],
                joins: join.notes[index], policy: policy, suppressions: file.suppressions)
        }
        if strict { diagnostics = diagnostics.map(\.strict) }
        var yield = RunYield(
            inputs: inputs.map(\.name), flightCount: flightCount,
            landmarkCount: files.reduce(0) { $0 + $1.landmarkCount }, diagnostics: diagnostics, giving: giving)
        yield.silencedCount = silenced
        return yield
    }
}
