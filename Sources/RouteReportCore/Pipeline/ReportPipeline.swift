/// discover → parallel read + compute → ordered merge. Workers are pure and store their
/// result in their input's slot; ids, duplicates and diagnostic order are settled in
/// one ordered pass, so the report never depends on timing or `jobs`.
public enum ReportPipeline {
    /// Runs the whole computation over the FILE arguments as given.
    public static func run(arguments: [String], configuration: RunConfiguration, referenceTime: Double) -> RunReport {
        let discovered = StageStandIns.discover(arguments)
        var options = configuration.map
        options.referenceTime = referenceTime
        let mapOptions = options
        let files = discovered.files
        let results = parallelMap(count: files.count, workers: configuration.jobs) { index in
            process(file: files[index], options: mapOptions)
        }
        return merge(
            files: files, results: results, leadingDiagnostics: discovered.diagnostics,
            configuration: configuration, options: mapOptions)
    }

    /// Reads one file and computes its flights.
    static func process(file: String, options: MapOptions) -> FileResult {
        let document = StageStandIns.read(path: file)
        var geometries: [FlightGeometry] = []
        for case .flight(let flight) in document.features {
            geometries.append(StageStandIns.compute(flight, options))
        }
        return FileResult(document: document, geometries: geometries)
    }

    /// The ordered merge: ids, names, duplicate checks, `--strict`, diagnostic order.
    static func merge(
        files: [String], results: [FileResult], leadingDiagnostics: [Diagnostic],
        configuration: RunConfiguration, options: MapOptions
    ) -> RunReport {
        var identity = FeatureIdentity(allExplicitIDs: results.lazy.flatMap { $0.document.features.lazy.compactMap(\.explicitID) })
        var flights: [FlightReport] = []
        var landmarks: [LandmarkReport] = []
        var diagnostics = leadingDiagnostics
        for result in results {
            var fileDiagnostics = result.document.diagnostics
            var geometries = result.geometries.makeIterator()
            for (offset, feature) in result.document.features.enumerated() {
                let id = identity.settle(feature, file: result.document.file, position: offset + 1, diagnostics: &fileDiagnostics)
                switch feature {
                case .flight(let flight):
                    flights.append(FlightReport(id: id, name: flight.name ?? id, flight: flight, geometry: geometries.next()!))
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
            generator: configuration.generator, referenceTime: options.referenceTime, inputs: files,
            flights: flights, landmarks: landmarks, diagnostics: diagnostics, options: options)
    }
}
