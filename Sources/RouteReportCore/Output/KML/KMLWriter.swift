/// routes.kml (SPEC 3): KML 2.2 with the `gx:` extensions, valid against the OGC
/// schema. A `Document` with the shared styles and attribute schemas, a folder per kind
/// of placemark (`Flights`, `Flown`, `Endpoints`, `Positions`, `Aircraft`, see
/// `KMLFlightLayers`), and a `Landmarks` folder with a tour.
///
/// How a reader of this file tells the flight from what is drawn from it: every
/// flight placemark has `SchemaData schemaUrl="#flight"` with a `role`; `route` is the
/// flight (its `MultiGeometry` is one line, cut at ±180 when it crosses there), while
/// `casing`, `flown`, `endpoints`, `position` and `aircraft` are drawings. routereport's
/// own reader does exactly that (Input's `KMLRoundTrip`), so reading routes.kml back gives
/// the same flights and landmarks; the field names here and there must agree, which
/// the round-trip tests check.
enum KMLWriter: ReportOutput {
    static let namespace = "http://www.opengis.net/kml/2.2"
    static let gxNamespace = "http://www.google.com/kml/ext/2.2"
    static let fileName = KMLDetail.fileName

    static func files(for report: RunReport, context: OutputContext) -> [OutputFile] {
        [OutputFile(fileName, context.kmlPlan ?? PartPlan(report), mark: mark)]
    }

    /// The document's description starts with the generator.
    static let mark = GeneratorMark("<description>" + GeneratorMark.generator, .head(4096))

    /// The whole document, UTF-8, or nil if libxml2 ran out of memory. Deterministic:
    /// depends only on `report`.
    static func document(for report: RunReport) -> [UInt8]? {
        PartPlan(report).joined()
    }

    /// How routes.kml is cut into consecutive parts, each made by itself: the document
    /// up to the first flight folder's placemarks, then for each flight folder the
    /// placemarks of batches of flights and the document up to the next folder's. A batch
    /// whose coordinate lists are long (one long track) is cut further at tuple
    /// boundaries, into windows of about `itemsPerWindow` items (see
    /// `KMLCoordinateWindow`). Then the Landmarks folder likewise: its placemarks in
    /// batches, the tour's start, its later stops in batches, the rest
    /// (`KMLLandmarkFolder.perPart` each, so a million landmarks are never one part).
    /// Written one after another the parts are `document(for:)`.
    ///
    /// Whatever several parts share is made here, once, before any part: each flight's
    /// view (when both its placemark and its endpoints' are written), and the drawings of
    /// the flights cut into windows, the aircraft's track among them.
    struct PartPlan: FilePlan {
        let report: RunReport
        /// `full` or `routes`: the run's `--kml-detail` for its number of flights.
        let detail: KMLDetail
        /// The flight folders written, in order.
        let layers: [KMLFlightLayers.Layer]
        let flightIDs: [String]
        let batches: [Range<Int>]
        let landmarkIDs: [String]
        /// Each flight's view (`GlobeView`), by flight index, when the Endpoints folder is
        /// written: made here once for the flight's placemark and its endpoints', which are
        /// in different parts.
        private let views: [Int: GlobeView]
        /// What each flight long enough to be cut into windows draws, by flight index: made
        /// here once rather than in every window.
        private let drawings: [Int: KMLFlightDrawing]
        /// Where each flight whose route crosses ±180 meets it (`AntimeridianCut.crossings`),
        /// by flight index: found here once for its casing, its route and its view, each
        /// solving them on the geodesic otherwise.
        private let crossings: [Int: [Coordinate]]
        /// Part by part: the head (nil), or a folder's batch and its window, or the document
        /// after a folder's placemarks (batch nil), or a stretch of the Landmarks folder.
        private let parts: [Part?]

        private struct Part: Sendable {
            /// Index into `layers`.
            var folder: Int
            var batch: Int?
            var window = 0
            var windows = 1
            var landmarks: LandmarkPart?
        }

        /// A part of the Landmarks folder (`KMLLandmarkFolder`), after the last flight folder's.
        private enum LandmarkPart: Sendable {
            case placemarks(Range<Int>)
            /// The document from the placemarks' end to the tour's later stops.
            case tourStart
            case stops(Range<Int>)
            /// The document from the stops' end to its end.
            case end
        }

        /// A batch of flights holds about this many coordinates (with rings), a few tens
        /// of milliseconds of work.
        static let pointsPerBatch = 100_000
        /// Items in a window of a long coordinate list, about 2.8 MB of text.
        static let itemsPerWindow = 100_000

        init(
            _ report: RunReport, pointsPerBatch: Int = Self.pointsPerBatch, itemsPerWindow: Int = Self.itemsPerWindow,
            landmarksPerPart: Int = KMLLandmarkFolder.perPart
        ) {
            self.report = report
            detail = report.options.kmlDetail.resolved(flightCount: report.flights.count)
            layers = KMLFlightLayers.Layer.written(at: detail)
            var identifiers = KMLIdentifiers(reserved: KMLStyles.all + [KMLSchema.flightID, KMLSchema.landmarkID])
            flightIDs = report.flights.map { identifiers.unique(for: $0.id) }
            landmarkIDs = report.landmarks.map { identifiers.unique(for: $0.id) }
            // The path counts three times: the casing, the route and the aircraft's track.
            batches = FlightBatches.of(report.flights, positionsPerBatch: pointsPerBatch / 3)
            // A flight's track has three items a point (`KMLAircraftTrack`), so a flight of
            // this many points may be cut; the batches of shorter ones stay whole.
            let longPath = max(1, itemsPerWindow / 3 * 2)
            let context = KMLFlightLayers.Context(referenceTime: report.referenceTime, altitude: report.options.kmlAltitude)
            var views: [Int: GlobeView] = [:]
            var crossings: [Int: [Coordinate]] = [:]
            let writesEndpoints = layers.contains(.endpoints)
            // By index: a flight's report is not copied for its path.
            for index in report.flights.indices {
                let path = report.flights[index].geometry.path
                let found = AntimeridianCut.crossings(of: path)
                if !found.isEmpty { crossings[index] = found }
                if writesEndpoints {
                    let shapes = FlightShapes(flight: report.flights[index].flight, geometry: report.flights[index].geometry)
                    views[index] = GlobeView(shapes, route: AntimeridianCut.line(path, crossings: found))
                }
            }
            var drawings: [Int: KMLFlightDrawing] = [:]
            for (index, flight) in report.flights.enumerated() where flight.geometry.path.count >= longPath {
                drawings[index] = KMLFlightDrawing(flight, context: context)
            }
            var parts: [Part?] = [nil]
            for (folder, layer) in layers.enumerated() {
                for (index, batch) in batches.enumerated() {
                    let items = batch.reduce(0) { total, flight in
                        let geometry = report.flights[flight].geometry
                        let ringPoints = layer == .endpoints ? geometry.endpointRingPointCount : 0
                        let items = drawings[flight]?.items(in: layer, ringPoints: ringPoints)
                        return total + (items ?? Self.tuples(of: geometry, in: layer))
                    }
                    let windows = items / 2 >= itemsPerWindow ? items / itemsPerWindow : 1
                    for window in 0..<windows {
                        parts.append(Part(folder: folder, batch: index, window: window, windows: windows))
                    }
                }
                parts.append(Part(folder: folder))
            }
            let last = layers.count - 1
            let perPart = max(1, landmarksPerPart)
            // Each batch ends `perPart` after its start or at the end, whichever is first
            // (`perPart` may be `.max`: no sum that overflows).
            let batches = { (all: Range<Int>) in
                stride(from: all.lowerBound, to: all.upperBound, by: perPart).map {
                    $0..<($0 + min(perPart, all.upperBound - $0))
                }
            }
            for range in batches(report.landmarks.indices) {
                parts.append(Part(folder: last, landmarks: .placemarks(range)))
            }
            parts.append(Part(folder: last, landmarks: .tourStart))
            for range in batches(KMLTour.laterStops(report.landmarks)) {
                parts.append(Part(folder: last, landmarks: .stops(range)))
            }
            parts.append(Part(folder: last, landmarks: .end))
            self.parts = parts
            self.itemsPerWindow = itemsPerWindow
            self.drawings = drawings
            self.views = views
            self.crossings = crossings
        }

        private let itemsPerWindow: Int
        private static let placemarkBytes = 1024

        /// About how many coordinate tuples `layer` writes for a flight too short to be cut
        /// alone (`KMLCoordinateWriter`; the track is not counted).
        private static func tuples(of geometry: FlightGeometry, in layer: KMLFlightLayers.Layer) -> Int {
            switch layer {
            case .casings, .flights: geometry.path.count
            case .flown: geometry.progress.map { $0 > 0 ? (geometry.position?.pathIndex ?? 0) + 2 : 0 } ?? 0
            case .endpoints: geometry.endpointRingPointCount
            case .positions, .aircraft: 0
            }
        }

        var partCount: Int { parts.count }

        /// Batches of flights each flight folder is written in.
        var batchCount: Int { batches.count }

        func part(_ index: Int) -> (bytes: [UInt8], summary: Void)? {
            make(index).map { ($0, ()) }
        }

        /// Part `index`, or nil if libxml2 failed.
        private func make(_ index: Int) -> [UInt8]? {
            // The document without flight placemarks, cut where they go, gives the parts
            // between batches; all but the last are the same with or without the landmarks.
            guard let part = parts[index] else {
                return skeleton(withLandmarks: false).map { Array($0.bytes[..<$0.cuts[0]]) }
            }
            if let landmarks = part.landmarks { return make(landmarks) }
            let folder = part.folder
            guard let batch = part.batch else {
                // The last folder's end runs to where the landmarks' placemarks go.
                let last = folder == layers.count - 1
                return skeleton(withLandmarks: last).map { skeleton in
                    Array(skeleton.bytes[skeleton.cuts[folder]..<skeleton.cuts[folder + 1]])
                }
            }
            // Flight placemarks sit in kml > Document > Folder, one line each.
            let window =
                part.windows > 1
                ? KMLCoordinateWindow(window: part.window, of: part.windows, itemsPerWindow: itemsPerWindow) : nil
            // A window's items are 60 bytes at most (a track's gx:coord), a tuple half that;
            // a placemark's line is about a kilobyte.
            let capacity = window == nil ? Self.placemarkBytes * batches[batch].count : 64 * itemsPerWindow
            let (writer, start) = XMLWriter.fragment(depth: 3, indent: nil, capacity: capacity)
            writer.coordinateWindow = window
            let context = KMLFlightLayers.Context(referenceTime: report.referenceTime, altitude: report.options.kmlAltitude)
            for flight in batches[batch] {
                KMLFlightLayers.write(
                    report.flights[flight], id: flightIDs[flight], in: layers[folder], context: context,
                    view: views[flight], drawing: drawings[flight], crossings: crossings[flight], to: writer)
            }
            guard let window else { return writer.fragment(from: start) }
            // A window past the lists' last item is empty; the last window has the rest.
            let end = writer.offset()
            let from = part.window == 0 ? start : window.start ?? end
            return writer.fragment(from: from, to: part.window == part.windows - 1 ? end : window.end ?? end)
        }

        /// A part of the Landmarks folder: its placemarks (one line each) or the tour's
        /// stops as fragments (each after a sibling: the folder's name, a placemark, a
        /// stop), or the document between them.
        private func make(_ part: LandmarkPart) -> [UInt8]? {
            let layers = layers.count
            switch part {
            case .placemarks(let range):
                let (writer, start) = XMLWriter.fragment(depth: 3, indent: nil)
                KMLLandmarkFolder.writePlacemarks(report.landmarks, ids: landmarkIDs, in: range, to: writer)
                return writer.fragment(from: start)
            case .stops(let range):
                // kml > Document > Folder > gx:Tour > gx:Playlist.
                let (writer, start) = XMLWriter.fragment(depth: 5)
                KMLTour.writeStops(report.landmarks, in: range, to: writer)
                return writer.fragment(from: start)
            case .tourStart:
                return skeleton(withLandmarks: true).map { Array($0.bytes[$0.cuts[layers]..<$0.cuts[layers + 1]]) }
            case .end:
                return skeleton(withLandmarks: true).map { Array($0.bytes[$0.cuts[layers + 1]...]) }
            }
        }

        /// The document without any flight placemark, landmark placemark or later tour
        /// stop (nil if libxml2 failed), and where they go: each flight folder's after its
        /// `name` (and `open`), then (with the landmarks) the landmarks' after the
        /// Landmarks folder's `name`, the later stops' after the tour's first stop.
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
            for layer in layers {
                writer.startElement("Folder")
                writer.element("name", layer.name)
                if layer == .flights { writer.element("open", "1") }
                cuts.append(writer.offset())
                writer.endElement()
            }
            if withLandmarks {
                KMLLandmarkFolder.writeStart(to: writer)
                cuts.append(writer.offset())
                KMLLandmarkFolder.writeTourStart(report.landmarks, to: writer)
                cuts.append(writer.offset())
                KMLLandmarkFolder.writeEnd(report.landmarks, to: writer)
            }
            writer.endElement()
            writer.endElement()
            return writer.finish().map { ($0, cuts) }
        }
    }
}
