/// routes.geojson (SPEC 3): one RFC 7946 FeatureCollection of the features routes.kml
/// has — per flight its route, flown part, endpoint circles and position
/// (`GeoJSONFeature`), then every landmark — with a §5 `bbox` on the collection. WGS84 longitude/latitude, no `crs`. One feature a line, so a change
/// to one flight is one line of a diff.
enum GeoJSONWriter: ReportOutput {
    static let fileName = "routes.geojson"

    static func files(for report: RunReport, context: OutputContext) -> [OutputFile] {
        [OutputFile(fileName, PartPlan(report), mark: mark)]
    }

    /// The collection's `generator` (a foreign member, RFC 7946 §6.1), at its start.
    static let mark = GeneratorMark("{\"type\":\"FeatureCollection\",\"generator\":\"" + GeneratorMark.generator, .head(64))

    /// The whole document, UTF-8. Deterministic: depends only on `report`.
    static func document(for report: RunReport) -> [UInt8] {
        PartPlan(report).joined() ?? []
    }

    /// How routes.geojson is cut into consecutive parts, each made by itself: the head,
    /// one part per run of flights, then, last, the landmarks and the collection's bbox,
    /// the box of every feature's: each run's part hands its features' boxes to it (the
    /// endpoint rings are solved per part, not kept). Written one after another they are
    /// `document(for:)`.
    struct PartPlan: FilePlan {
        let report: RunReport
        let batches: [Range<Int>]

        /// A batch of flights holds about this many positions.
        static let pointsPerBatch = 100_000

        init(_ report: RunReport, pointsPerBatch: Int = Self.pointsPerBatch) {
            self.report = report
            batches = FlightBatches.of(report.flights, positionsPerBatch: pointsPerBatch)
        }

        var partCount: Int { batches.count + 1 }
        var finishes: Bool { true }

        /// The head (no boxes), or a run's features and their boxes.
        func part(_ index: Int) -> (bytes: [UInt8], summary: [GeoBox])? {
            if index == 0 {
                var text = GeoJSONText()
                text.append("{\"type\":\"FeatureCollection\",\"generator\":")
                text.string(report.generator)
                text.append(",\"features\":[")
                return (text.bytes, [])
            }
            var text = GeoJSONText(reservingCapacity: 24 * Self.pointsPerBatch)
            var first = index == 1
            var boxes: [GeoBox] = []
            for flight in batches[index - 1] {
                for feature in GeoJSONFeature.features(of: report.flights[flight]) {
                    text.append(first ? "\n" : ",\n")
                    first = false
                    feature.write(to: &text)
                    boxes.append(feature.geometry.box)
                }
            }
            return (text.bytes, boxes)
        }

        /// The lowest and highest altitude of the run's flights, nil when none has one.
        static func altitudeRange(_ report: RunReport) -> ClosedRange<Double>? {
            var range: ClosedRange<Double>?
            for flight in report.flights {
                guard let own = FlightAltitudes.range(flight.flight.vertexAltitudes) else { continue }
                range = range.map { min($0.lowerBound, own.lowerBound)...max($0.upperBound, own.upperBound) } ?? own
            }
            return range
        }

        /// The landmarks, then the collection's bbox: the box of every feature's box
        /// (none without features).
        func finish(_ summaries: [[GeoBox]]) -> [UInt8]? {
            var text = GeoJSONText()
            var boxes = Array(summaries.joined())
            for (index, landmark) in report.landmarks.enumerated() {
                let feature = GeoJSONFeature.feature(of: landmark)
                text.append(index == 0 && report.flights.isEmpty ? "\n" : ",\n")
                feature.write(to: &text)
                boxes.append(feature.geometry.box)
            }
            text.append("\n]")
            if let box = GeoBox(union: boxes) {
                text.append(",\"bbox\":")
                // Three dimensions once any route has altitudes.
                text.bbox(box, altitudes: Self.altitudeRange(report))
            }
            text.append("}\n")
            return text.bytes
        }
    }
}
