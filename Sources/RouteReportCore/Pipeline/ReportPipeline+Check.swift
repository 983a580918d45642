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
    /// and a few words for each feature checked before. The run-wide checks then settle
    /// as the report's ordered merge does: ids, track joins, duplicate flights, the order
    /// of the diagnostics.
    static func check(
        _ found: InputDiscovery.Found, configuration: RunConfiguration, progress: RunProgress? = nil
    ) -> RunYield {
        check(found, configuration: configuration, progress: progress, rounds: .standard)
    }

    /// `check`, a round of `rounds` at a time.
    static func check(
        _ found: InputDiscovery.Found, configuration: RunConfiguration, progress: RunProgress?, rounds: CheckRounds
    ) -> RunYield {
        let inputs = found.inputs
        let jobs = configuration.jobs
        var files: [CheckedFile] = []
        var checks: FlightPlausibility?
        if !inputs.isEmpty {
            let sizes = inputBytes(inputs, jobs: jobs)
            progress?.startReading(files: inputs.count, bytes: sizes.reduce(0, +))
            for round in rounds.rounds(sizes) {
                let loadsAirports: (@Sendable () -> Void)? = checks == nil ? Self.loadAirports : nil
                let computed = compute(
                    Array(inputs[round]), options: configuration.map, jobs: jobs, prepareMerge: loadsAirports,
                    progress: progress, wholeRun: false, dateOrder: configuration.dateOrder, keeping: .measures)
                let made =
                    checks ?? FlightPlausibility(airports: AirportTable.shared, referenceTime: configuration.map.referenceTime)
                checks = made
                files += checked(computed, first: round.lowerBound, checks: made, jobs: jobs)
            }
            progress?.startComputing(flights: files.reduce(0) { $0 + $1.flights.count })
        }
        return settle(
            files, inputs: inputs, discovery: discoveryDiagnostics(found), checks: checks, strict: configuration.strict,
            policy: configuration.policy)
    }

    /// What a worker that would otherwise wait does for the checks: load the airport table.
    @Sendable private static func loadAirports() { _ = AirportTable.shared }

    /// The files of one round, checked: each flight on `jobs` workers, its geometry
    /// moved out of its slot. `first`: the run's index of the round's first file.
    private static func checked(
        _ computed: ComputedFiles, first: Int, checks: FlightPlausibility, jobs: Int
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
        return documents.indices.map { document in
            let start = batches.starts[document]
            return CheckedFile(
                document: documents[document], index: first + document,
                flights: Array(flights[start..<start + positions[document].count]))
        }
    }

    /// The run-wide checks over every file checked, as the ordered merge makes them.
    private static func settle(
        _ files: [CheckedFile], inputs: [InputSource], discovery: [Diagnostic], checks: FlightPlausibility?, strict: Bool,
        policy: DiagnosticPolicy
    ) -> RunYield {
        let identity = FeatureIdentity(documents: files)
        let join = TrackJoin(candidates: files.map(\.joining))
        var giving = RunYield.Sources()
        // The run's flights in order (a track that joined a row is no flight of its own),
        // each with its duplicate key and findings, joined where a track joins it.
        var owners: [TrackJoin.Place] = []
        var keys: [DuplicateFlights.Key?] = []
        var findings: [[Diagnostic]] = []
        for (index, file) in files.enumerated() {
            giving.add(file.giving)
            for (flightIndex, flight) in file.flights.enumerated() {
                let place = TrackJoin.Place(document: index, flight: flightIndex)
                guard !join.joinedTracks.contains(place) else { continue }
                giving.add(file.source(at: flight.position))
                owners.append(place)
                if let checks, let joining = join.trackOfRow[place],
                    let track = files[joining.ends.place.document].flights[joining.ends.place.flight].track
                {
                    let joined = flight.joined(
                        by: joining, track, at: file.source(at: flight.position), checks: checks,
                        airportList: file.airportList)
                    keys.append(joined.key)
                    findings.append(joined.findings)
                } else {
                    keys.append(flight.duplicateKey)
                    findings.append(flight.findings)
                }
            }
        }
        var plausibility = [[Diagnostic]](repeating: [], count: files.count)
        for (index, first) in DuplicateFlights.firstListings(keys: keys).enumerated() {
            let place = owners[index]
            plausibility[place.document] += findings[index]
            guard let first else { continue }
            let firstPlace = owners[first]
            let (firstFile, file) = (files[firstPlace.document], files[place.document])
            let firstFlight = firstFile.flights[firstPlace.flight]
            plausibility[place.document].append(
                DuplicateFlights.diagnostic(
                    at: file.source(at: file.flights[place.flight].position),
                    firstName: firstFlight.name ?? identity.ids[firstPlace.document][firstFlight.position],
                    firstSource: firstFile.source(at: firstFlight.position)))
        }
        // With no input at all, discovery's findings say why nothing was read: beyond the policy.
        var diagnostics = inputs.isEmpty ? discovery : policy.applied(to: discovery)
        var silenced = 0
        for (index, file) in files.enumerated() {
            diagnostics += fileDiagnostics(
                silenced: &silenced,
                read: file.diagnostics, duplicateIDs: identity.duplicates[index], plausibility: plausibility[index],
                joins: join.notes[index], policy: policy, suppressions: file.suppressions)
        }
        if strict { diagnostics = diagnostics.map(\.strict) }
        var yield = RunYield(
            inputs: inputs.map(\.name), flightCount: owners.count,
            landmarkCount: files.reduce(0) { $0 + $1.landmarkCount }, diagnostics: diagnostics, giving: giving)
        yield.silencedCount = silenced
        return yield
    }
}
