import Foundation
import Testing

@testable import RouteReportCore

/// routes.geojson against RFC 7946 (`GeoJSONCheck` restates each rule) on the example
/// inputs, the peer corpus and the hard cases: circles over ±180 and round a pole.
@Suite("GeoJSONWriter")
struct GeoJSONWriterTests {
    static let examples = KMLRealInputs.report
    static let corpus: RunReport = KMLRealInputs.run([InputCorpusTests.corpus.path])

    func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(latitude: lat, longitude: lon) }

    /// A report of flights given as vertex lists, 100 km pieces, rings drawn.
    static func report(_ flights: [[Coordinate]], progress: Double? = 0.5, landmarks: [Coordinate] = []) -> RunReport {
        let options = MapOptions()
        let reports = flights.enumerated().map { index, vertices in
            let flight = Flight(
                explicitID: "f\(index)", source: SourceLocation(file: "t.kml", line: index + 1), vertices: vertices,
                explicitProgress: progress)
            return FlightReport(
                id: "f\(index)", name: "F\(index)", flight: flight,
                geometry: FlightGeometry.compute(for: flight, options: options))
        }
        let marks = landmarks.enumerated().map { index, point in
            LandmarkReport(
                id: "l\(index)", name: "L\(index)",
                landmark: Landmark(source: SourceLocation(file: "t.kml", line: 100 + index), coordinate: point))
        }
        return RunReport(
            generator: "routereport test", inputs: ["t.kml"], flights: reports, landmarks: marks,
            diagnostics: [], options: options)
    }

    @Test func exampleInputsKeepEveryRule() throws {
        let document = GeoJSONWriter.document(for: Self.examples)
        #expect(GeoJSONCheck.problems(document) == [])
        // The hard cases are in there: routes cut at ±180, circles whole.
        let (_, features) = try #require(GeoJSONCheck.features(document))
        #expect(features.filter { $0.type == "MultiLineString" }.count >= 5)
    }

    @Test
    func corpusKeepsEveryRule() throws {
        let report = Self.corpus
        #expect(report.flights.count > 100)
        #expect(GeoJSONCheck.problems(GeoJSONWriter.document(for: report)) == [])
    }

    /// Per flight routes.kml's placemarks in its order (route, flown where flown, remaining
    /// where not all flown, the endpoints, position where there is a progress), then the
    /// landmarks.
    @Test func featuresAreThoseOfRoutesKML() throws {
        let report = Self.examples
        let (_, features) = try #require(GeoJSONCheck.features(GeoJSONWriter.document(for: report)))
        var expected: [String] = []
        for flight in report.flights {
            let geometry = flight.geometry
            expected.append(flight.id + " route")
            if let progress = geometry.progress, progress > 0 { expected.append(flight.id + " flown") }
            if let progress = geometry.progress, progress < 1 { expected.append(flight.id + " remaining") }
            expected.append(flight.id + " endpoints")
            if geometry.progress != nil { expected.append(flight.id + " position") }
        }
        expected += report.landmarks.map { $0.id + " landmark" }
        let actual = features.map { feature in
            if let id = feature.properties["landmark_id"] as? String { return id + " landmark" }
            return "\(feature.properties["flight_id"] ?? "?") \(feature.properties["role"] ?? "?")"
        }
        #expect(actual == expected)
        // No feature's bbox (RFC 7946 §5: optional; the collection has one).
        #expect(features.allSatisfy { $0.bbox.isEmpty })
        // Geometry types as the KML draws them.
        for feature in features {
            switch feature.properties["role"] as? String {
            case "route", "flown", "remaining": #expect(["LineString", "MultiLineString"].contains(feature.type))
            // Both circles in one: two polygons at least.
            case "endpoints": #expect(feature.type == "MultiPolygon" && feature.positions.count >= 2)
            default: #expect(feature.type == "Point")
            }
        }
    }

    /// The route's properties are routes.kml's SchemaData, value for value, but those
    /// routes.geojson leaves out (`GeoJSONFeature.leftOut`); the drawings carry only
    /// flight_id and role; nulls are left out.
    @Test func propertiesAreTheKMLSchemaData() throws {
        let report = Self.examples
        let document = GeoJSONWriter.document(for: report)
        let (_, features) = try #require(GeoJSONCheck.features(document))
        // One feature a line, after the head's line.
        let lines = String(decoding: document, as: UTF8.self).split(separator: "\n").dropFirst().map(String.init)
        try #require(lines.count == features.count + 1)
        let style: Set<String> = [
            "stroke", "stroke-opacity", "stroke-width", "fill", "fill-opacity", "marker-symbol", "marker-color",
        ]
        var flightIndex = -1
        for (feature, line) in zip(features, lines) where feature.properties["flight_id"] != nil {
            let role = try #require((feature.properties["role"] as? String).flatMap(FlightRole.init))
            if role == .route { flightIndex += 1 }
            let flight = report.flights[flightIndex]
            let kml = KMLSchema.flightValues(flight, role: role).filter { !GeoJSONFeature.leftOut.contains($0.0) }
            var extra: Set<String> = role == .route ? ["name"] : []
            if role == .position { extra.insert("heading_deg") }
            let names = feature.properties.keys.filter { !style.contains($0) && !extra.contains($0) }
            #expect(Set(names) == Set(kml.map(\.0)), "\(flight.id) \(role)")
            for (name, text) in kml {
                let value = feature.properties[name]
                switch FlightAttributes.all.first(where: { $0.name == name })?.kind {
                case .string: #expect(value as? String == text)
                case .double:
                    // Foundation's parser misses the last digit now and then: the text is
                    // checked as written, the value as parsed within that.
                    // KML writes a zero as 0, GeoJSON as 0.0 so that it stays a Real.
                    #expect(line.contains("\"\(name)\":\(text == "0" ? "0.0" : text),"), "\(name)")
                    #expect(
                        MapTest.isClose((value as? NSNumber)?.doubleValue ?? .nan, Double(text) ?? 0, relative: 1e-15), "\(name)")
                case .int: #expect((value as? NSNumber)?.intValue == Int(text))
                case .bool: #expect((value as? Bool) == (text == "1"))
                case nil: Issue.record("no attribute \(name)")
                }
            }
            // Only the flight has a name; its drawings are tied to it by flight_id.
            #expect(feature.properties["name"] as? String == (role == .route ? flight.name : nil))
            if role == .position {
                // To 10⁻⁶°, as the bearings.
                let heading = try #require((feature.properties["heading_deg"] as? NSNumber)?.doubleValue)
                #expect(abs(heading - (flight.geometry.position?.heading ?? .nan)) <= 5.0000001e-7)
            }
        }
        #expect(flightIndex == report.flights.count - 1)
        // A flight without progress or times: no progress, departure or arrival at all.
        let (_, bare) = try #require(
            GeoJSONCheck.features(GeoJSONWriter.document(for: Self.report([[c(10, 10), c(20, 20)]], progress: nil))))
        // The route, the endpoints, no position.
        #expect(bare.count == 2)
        for key in ["progress", "departure", "arrival", "folder"] { #expect(bare[0].properties[key] == nil) }
        for key in GeoJSONFeature.leftOut { #expect(bare[0].properties[key] == nil) }
    }

    /// simplestyle-spec: the classic look of routes.kml's styles.
    @Test func styleIsTheClassicLook() throws {
        let moving = Self.report([[c(10, 10), c(20, 20)]], progress: 0.5, landmarks: [c(1, 2)])
        let (_, features) = try #require(GeoJSONCheck.features(GeoJSONWriter.document(for: moving)))
        func style(_ feature: GeoJSONCheck.Feature) -> [String] {
            ["stroke", "stroke-opacity", "stroke-width", "fill", "fill-opacity", "marker-symbol", "marker-color"].compactMap {
                key in
                feature.properties[key].map { "\(key)=\($0)" }
            }
        }
        #expect(
            features.map(style) == [
                // The route as the casing under its flown (solid) and remaining (the product's
                // line) parts. The spec's defaults (stroke-opacity 1, stroke-width 2) are left
                // out.
                ["stroke=#767676", "stroke-width=6"],
                ["stroke=#0000ff", "stroke-width=3"],
                ["stroke=#0000ff", "stroke-opacity=0.3", "stroke-width=3"],
                ["stroke=#ffffff", "fill=#000000", "fill-opacity=1.0"],
                ["marker-symbol=airport", "marker-color=#0000ff"],
                ["marker-color=#ff0000"],
            ])
        let (_, still) = try #require(
            GeoJSONCheck.features(GeoJSONWriter.document(for: Self.report([[c(10, 10), c(20, 20)]], progress: nil))))
        #expect(style(still[0]) == ["stroke=#0000ff", "stroke-opacity=0.3", "stroke-width=3"])
    }

    /// Each cut of a route lies on the geodesic between its neighbours: its offset from
    /// that geodesic (distance × sine of the azimuth difference) is under 1 m.
    @Test func cutsLieOnTheGeodesic() throws {
        let (_, features) = try #require(GeoJSONCheck.features(GeoJSONWriter.document(for: Self.examples)))
        var cuts = 0
        for feature in features where feature.type == "MultiLineString" {
            for (a, b) in zip(feature.positions, feature.positions.dropFirst()) {
                let before = a[a.count - 2]
                let cut = a[a.count - 1]
                let after = b[1]
                let geodesic = Geodesic.wgs84
                let whole = geodesic.inverse(lat1: before[1], lon1: before[0], lat2: after[1], lon2: after[0])
                let part = geodesic.inverse(lat1: before[1], lon1: before[0], lat2: cut[1], lon2: cut[0])
                let offset = part.s12 * sin((part.azi1 - whole.azi1) * .pi / 180)
                #expect(abs(offset) < 1, "cut \(cut): \(offset) m off the geodesic")
                #expect(part.s12 <= whole.s12)
                cuts += 1
            }
        }
        #expect(cuts >= 8)
    }

    /// Every ring position off the cut and the pole is on its circle: its geodesic
    /// distance from the nearer endpoint is the radius, within 1 m and the grid's
    /// rounding, which is at most 0.71 of a step of at most a hundredth of the radius.
    /// The start's pieces come first, then the end's.
    @Test func ringsAreOnTheirCircles() throws {
        let report = Self.examples
        let (_, features) = try #require(GeoJSONCheck.features(GeoJSONWriter.document(for: report)))
        var flightIndex = -1
        var checked = 0
        for feature in features {
            guard let role = feature.properties["role"] as? String else { continue }
            if role == "route" { flightIndex += 1 }
            guard role == "endpoints" else { continue }
            let flight = report.flights[flightIndex]
            let ends = [flight.flight.vertices[0], flight.flight.vertices[flight.flight.vertices.count - 1]]
            var nearest: [Int] = []
            for piece in feature.positions {
                for position in piece where abs(position[0]) != 180 && abs(position[1]) != 90 {
                    let s12 = ends.map {
                        Geodesic.wgs84.inverse(lat1: $0.latitude, lon1: $0.longitude, lat2: position[1], lon2: position[0]).s12
                    }
                    let end = s12[0] <= s12[1] ? 0 : 1
                    let radius = flight.geometry.radius
                    #expect(abs(s12[end] - radius) < 1 + 0.71 * radius / 100, "\(flight.id): \(s12[end]) vs \(radius)")
                    nearest.append(end)
                    checked += 1
                }
            }
            // Circles a grid step apart or less cannot be told apart.
            if flight.geometry.distance > 100 { #expect(nearest == nearest.sorted() && Set(nearest).count == 2, "\(flight.id)") }
        }
        #expect(checked > 1000)
    }

    /// A ring's decimals as its size needs: a 1,381 km flight's 13.8 km circles on the
    /// 10⁻³° grid (111 m, under 138 m), a 900 km flight's 9 km ones on 10⁻⁴° (11 m).
    @Test func bigRingsAreOnACoarserGrid() throws {
        for (end, decimals) in [(c(-3.8637, 102.339), 3), (c(-3.44236, 106.65), 4)] {
            let report = Self.report([[c(-3.44236, 114.763), end]])
            let (_, features) = try #require(GeoJSONCheck.features(GeoJSONWriter.document(for: report)))
            let rings = try #require(features.first { $0.properties["role"] as? String == "endpoints" })
            let scale = pow(10, Double(decimals))
            for value in rings.positions.joined().joined() {
                #expect((value * scale).rounded() / scale == value, "\(value) on the 10^-\(decimals) grid")
            }
            #expect(rings.positions.joined().joined().contains { ($0 * scale / 10).rounded() / scale * 10 != $0 })
        }
    }

    @Test func circleOverTheAntimeridianIsAMultiPolygon() throws {
        // Start 20 km west of ±180, radius 53 km (a 5,300 km flight).
        let report = Self.report([[c(-17, 179.8), c(-60, -170)]])
        let document = GeoJSONWriter.document(for: report)
        #expect(GeoJSONCheck.problems(document) == [])
        let (_, features) = try #require(GeoJSONCheck.features(document))
        let endpoints = try #require(features.first { $0.properties["role"] as? String == "endpoints" })
        #expect(endpoints.type == "MultiPolygon")
        // The start's two pieces, then the end's circle.
        try #require(endpoints.positions.count == 3)
        let start = Array(endpoints.positions.prefix(2))
        // West piece up to 180, east piece from -180, the two cut edges on the same latitudes.
        #expect(start[0].allSatisfy { $0[0] > 0 } && start[1].allSatisfy { $0[0] < 0 })
        let west = start[0].filter { $0[0] == 180 }.map { $0[1] }
        let east = start[1].filter { $0[0] == -180 }.map { $0[1] }
        #expect(Set(west) == Set(east) && Set(west).count == 2)
        // The route leaves eastward over the meridian too.
        #expect(features[0].type == "MultiLineString")
    }

    @Test func circleRoundAPoleIsClosedOverThePole() throws {
        // From 89.6° N: a 9,900 km flight, so the start circle's 99 km take in the pole.
        let report = Self.report([[c(89.6, 30), c(0.5, 30)]])
        let document = GeoJSONWriter.document(for: report)
        #expect(GeoJSONCheck.problems(document) == [])
        let (_, features) = try #require(GeoJSONCheck.features(document))
        let endpoints = try #require(features.first { $0.properties["role"] as? String == "endpoints" })
        // The start's cap (cut at ±180), then the end's circle near the equator.
        let start = endpoints.positions.dropLast()
        #expect(start.joined().contains { $0[1] == 90 } && endpoints.positions.last?.allSatisfy { abs($0[1]) < 2 } == true)
        // The cap covers every longitude, from the ring's lowest latitude to the pole.
        let lowest = start.joined().map { $0[1] }.min() ?? 0
        #expect(lowest > 88 && lowest < 89.6)
        let area = start.map { GeoJSONCheck.doubledArea($0) / 2 }.reduce(0, +)
        #expect(area > 360 * (90 - 89.6) && area < 360 * (90 - lowest))
    }

    @Test func collectionBBoxSpansTheAntimeridianWhereItsFeaturesDo() throws {
        let pacific = Self.report([[c(21, -158), c(-18, 177.4)], [c(35, 140), c(37, -122)]], landmarks: [c(-17, 178)])
        let (collection, _) = try #require(GeoJSONCheck.features(GeoJSONWriter.document(for: pacific)))
        let box = try #require(collection["bbox"] as? [Double])
        #expect(box[0] > box[2])
        #expect(box[0] > 130 && box[0] < 140 && box[2] > -123 && box[2] < -121)
    }

    @Test func emptyReportIsAnEmptyCollection() {
        let empty = Self.report([])
        #expect(
            String(decoding: GeoJSONWriter.document(for: empty), as: UTF8.self)
                == "{\"type\":\"FeatureCollection\",\"generator\":\"routereport test\",\"features\":[\n]}\n")
    }

    /// Parts made in any order, then the last from their boxes, joined are the document;
    /// small batches cut it into many.
    @Test func partsJoinedAreTheDocument() throws {
        let report = Self.examples
        let whole = GeoJSONWriter.document(for: report)
        let plan = GeoJSONWriter.PartPlan(report, pointsPerBatch: 400)
        #expect(plan.partCount > 5 && plan.finishes)
        let made = try (0..<plan.partCount).reversed().map { (index: $0, part: try #require(plan.part($0))) }
            .sorted { $0.index < $1.index }
        let last = try #require(plan.finish(made.map(\.part.summary)))
        #expect(Array(made.map(\.part.bytes).joined()) + last == whole)
        // The last part's bbox holds every feature's box: as many as the features.
        #expect(
            made.reduce(0) { $0 + $1.part.summary.count } == String(decoding: whole, as: UTF8.self).split(separator: "\n").count
                - 2 - report.landmarks.count)
    }

    @Test(arguments: [1, 4])
    func writtenTheSameOnAnyNumberOfWorkers(jobs: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("geojson-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try ReportFiles.write(Self.examples, formats: [.geojson, .json], to: directory, jobs: jobs)
        let written = try #require(FileManager.default.contents(atPath: directory + "/routes.geojson"))
        #expect(Array(written) == GeoJSONWriter.document(for: Self.examples))
    }
}
