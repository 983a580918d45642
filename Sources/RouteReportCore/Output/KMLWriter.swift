/// routes.kml (SPEC 3): KML 2.2 with the `gx:` extensions, valid against the OGC
/// schema. A `Document` with the shared styles and attribute schemas, a folder per kind
/// of placemark (`Flights`, `Flown`, `Endpoints`, `Positions`, `Aircraft`, see
/// `KMLFlightLayers`), and a `Landmarks` folder with a tour.
///
/// How a reader of this file tells the flight from what is drawn from it: every
/// flight placemark has `SchemaData schemaUrl="#flight"` with a `role`; `route` is the
/// flight (its `MultiGeometry` is one line, cut at ±180 when it crosses there), while
/// `flown`, `start`, `end`, `position` and `aircraft` are drawings. routereport's own
/// reader does exactly that (Input's `KMLRoundTrip`), so reading routes.kml back gives
/// the same flights and landmarks; the field names here and there must agree, which
/// the round-trip tests check.
public enum KMLWriter {
    public static let namespace = "http://www.opengis.net/kml/2.2"
    public static let gxNamespace = "http://www.google.com/kml/ext/2.2"

    /// The whole document, UTF-8, or nil if libxml2 ran out of memory. Deterministic:
    /// depends only on `report`. `jobs` workers format the coordinates of long tracks.
    public static func document(for report: RunReport, jobs: Int = 1) -> [UInt8]? {
        let parts = Parts(report, workers: jobs)
        var document: [UInt8] = []
        for index in 0..<parts.count {
            guard let part = parts.make(index) else { return nil }
            document += part
        }
        return document
    }

    /// routes.kml as consecutive parts, each made by itself, on any thread, in any
    /// order: the document up to the Flights folder's placemarks, then for each flight
    /// folder the placemarks of runs of flights and the document up to the next folder's
    /// (the last time, the rest). Written one after another they are `document(for:)`,
    /// so the placemarks of 10,000 flights are written on every worker.
    public struct Parts: Sendable {
        let report: RunReport
        let flightIDs: [String]
        let runs: [Range<Int>]
        /// Threads a run's writer may format coordinates on: all of them when there is a
        /// single run (one long track), else 1, since the runs go to the workers.
        let workers: Int
        let landmarkIDs: [String]

        /// A run of flights holds about this many coordinates (with rings), a few tens
        /// of milliseconds of work.
        static let pointsPerRun = 100_000

        /// `workers`: threads the document may use.
        public init(_ report: RunReport, workers: Int = 1) {
            self.init(report, workers: workers, pointsPerRun: Self.pointsPerRun)
        }

        init(_ report: RunReport, workers: Int, pointsPerRun: Int) {
            self.report = report
            var identifiers = KMLIdentifiers(reserved: KMLStyles.all + [KMLSchema.flightID, KMLSchema.landmarkID])
            flightIDs = report.flights.map { identifiers.unique(for: $0.id) }
            landmarkIDs = report.landmarks.map { identifiers.unique(for: $0.id) }
            // The path counts twice: the route and the aircraft's track.
            runs = FlightRuns.of(report.flights, positionsPerRun: pointsPerRun / 2)
            self.workers = runs.count <= 1 ? workers : 1
        }

        /// Whether the parts are to be made one at a time (their writer uses every worker).
        var makesPartsAlone: Bool { workers > 1 }

        public var count: Int { 1 + KMLFlightLayers.Layer.allCases.count * (runs.count + 1) }

        /// Runs of flights each flight folder is written in.
        var runCount: Int { runs.count }

        /// Part `index`, or nil if libxml2 failed.
        public func make(_ index: Int) -> [UInt8]? {
            // The document without flight placemarks, cut where they go, gives the parts
            // between runs; all but the last are the same with or without the landmarks.
            if index == 0 {
                return skeleton(withLandmarks: false).map { Array($0.bytes[..<$0.cuts[0]]) }
            }
            let layerIndex = (index - 1) / (runs.count + 1), run = (index - 1) % (runs.count + 1)
            guard run < runs.count, let layer = KMLFlightLayers.Layer(rawValue: layerIndex) else {
                let last = layerIndex == KMLFlightLayers.Layer.allCases.count - 1
                return skeleton(withLandmarks: last).map { skeleton in
                    Array(skeleton.bytes[skeleton.cuts[layerIndex]..<(last ? skeleton.bytes.count : skeleton.cuts[layerIndex + 1])])
                }
            }
            // Flight placemarks sit in kml > Document > Folder.
            let (writer, start) = XMLWriter.fragment(depth: 3, workers: workers)
            let context = KMLFlightLayers.Context(referenceTime: ReportTime.iso8601(report.referenceTime), maxSegment: report.options.maxSegment)
            for flight in runs[run] {
                KMLFlightLayers.write(report.flights[flight], id: flightIDs[flight], in: layer, context: context, to: writer)
            }
            return writer.fragment(from: start)
        }

        /// The document without any flight placemark (nil if libxml2 failed), and where
        /// each flight folder's placemarks go: after the folder's `name` (and `open`).
        private func skeleton(withLandmarks: Bool) -> (bytes: [UInt8], cuts: [Int])? {
            let writer = XMLWriter()
            writer.startElement("kml", namespace: namespace)
            writer.namespace(prefix: "gx", uri: gxNamespace)
            writer.startElement("Document")
            writer.element("name", "routereport")
            writer.element("open", "1")
            writer.element("description", report.generator + ", reference time " + ReportTime.iso8601(report.referenceTime))
            KMLStyles.write(to: writer)
            KMLSchema.write(to: writer)
            var cuts: [Int] = []
            for layer in KMLFlightLayers.Layer.allCases {
                writer.startElement("Folder")
                writer.element("name", layer.name)
                if layer == .flights { writer.element("open", "1") }
                cuts.append(writer.offset())
                writer.endElement()
            }
            if withLandmarks { KMLLandmarkFolder.write(report.landmarks, ids: landmarkIDs, to: writer) }
            writer.endElement()
            writer.endElement()
            return writer.finish().map { ($0, cuts) }
        }
    }
}
