import Synchronization

/// routes.geojson (SPEC 3): one RFC 7946 FeatureCollection of the features routes.kml
/// has — per flight its route, flown part, endpoint circles and position
/// (`GeoJSONFeature`), then every landmark — with a §5 `bbox` on every feature and on
/// the collection. WGS84 longitude/latitude, no `crs`. One feature a line, so a change
/// to one flight is one line of a diff.
enum GeoJSONWriter: ReportOutput {
    static let fileName = "routes.geojson"

    static func files(for report: RunReport, context: OutputContext) -> [OutputFile] {
        let plan = PartPlan(report)
        return [OutputFile(fileName, Parts(count: plan.count) { plan.make($0) }, mark: mark)]
    }

    /// The collection's `generator` (a foreign member, RFC 7946 §6.1), at its start.
    static let mark = GeneratorMark("{\"type\":\"FeatureCollection\",\"generator\":\"" + GeneratorMark.generator, .head(64))

    /// The whole document, UTF-8. Deterministic: depends only on `report`.
    static func document(for report: RunReport) -> [UInt8] {
        let plan = PartPlan(report)
        return Array((0..<plan.count).map(plan.make).joined())
    }

    /// How routes.geojson is cut into consecutive parts, each made by itself: the head,
    /// one part per run of flights, then the landmarks and the collection's bbox (after
    /// the features, so no part waits for all the others). Written one after another
    /// they are `document(for:)`. Each run's part leaves its features' boxes for the
    /// last part, which solves only the runs not yet made (the endpoint rings are solved
    /// per part, not kept).
    struct PartPlan: Sendable {
        let report: RunReport
        let runs: [Range<Int>]
        /// Per run, its features' boxes once its part is made, until the last part takes them.
        private let runBoxes: RunBoxes

        /// A run of flights holds about this many positions.
        static let pointsPerRun = 100_000

        init(_ report: RunReport, pointsPerRun: Int = Self.pointsPerRun) {
            self.report = report
            runs = FlightRuns.of(report.flights, positionsPerRun: pointsPerRun)
            runBoxes = RunBoxes(count: runs.count)
        }

        var count: Int { runs.count + 2 }

        func make(_ index: Int) -> [UInt8] {
            if index == 0 {
                var text = GeoJSONText()
                text.append("{\"type\":\"FeatureCollection\",\"generator\":")
                text.string(report.generator)
                text.append(",\"features\":[")
                return text.bytes
            }
            if index <= runs.count {
                var text = GeoJSONText(reservingCapacity: 24 * Self.pointsPerRun)
                var first = index == 1
                var boxes: [GeoBox] = []
                for flight in runs[index - 1] {
                    for feature in GeoJSONFeature.features(of: report.flights[flight]) {
                        text.append(first ? "\n" : ",\n")
                        first = false
                        feature.write(to: &text)
                        boxes.append(feature.geometry.box)
                    }
                }
                runBoxes.store(boxes, run: index - 1)
                return text.bytes
            }
            return tail()
        }

        /// The landmarks, then the collection's bbox: the box of every feature's box
        /// (none without features).
        private func tail() -> [UInt8] {
            var text = GeoJSONText()
            var boxes: [GeoBox] = []
            for (index, run) in runs.enumerated() {
                boxes +=
                    runBoxes.take(run: index)
                    ?? run.flatMap {
                        GeoJSONFeature.features(of: report.flights[$0]).map(\.geometry.box)
                    }
            }
            for (index, landmark) in report.landmarks.enumerated() {
                let feature = GeoJSONFeature.feature(of: landmark)
                text.append(index == 0 && report.flights.isEmpty ? "\n" : ",\n")
                feature.write(to: &text)
                boxes.append(feature.geometry.box)
            }
            text.append("\n]")
            if let box = GeoBox(union: boxes) {
                text.append(",\"bbox\":")
                text.bbox(box)
            }
            text.append("}\n")
            return text.bytes
        }
    }
}

/// The boxes of each run's features, left by the run's part for the collection's bbox.
private final class RunBoxes: Sendable {
    private let slots: Mutex<[[GeoBox]?]>

    init(count: Int) {
        slots = Mutex(Array(repeating: nil, count: count))
    }

    func store(_ boxes: [GeoBox], run: Int) {
        slots.withLock { $0[run] = boxes }
    }

    /// The run's boxes if its part was made (and they were not taken yet), and forgets them.
    func take(run: Int) -> [GeoBox]? {
        slots.withLock { slots in
            defer { slots[run] = nil }
            return slots[run]
        }
    }
}
