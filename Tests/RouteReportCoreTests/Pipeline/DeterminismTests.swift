import Foundation
import Testing

@testable import RouteReportCore

/// SPEC section 3: the same inputs and `--at` give byte-identical files whatever `--jobs`
/// is. Runs the whole pipeline in-process with 1 and 4 workers on the example inputs plus
/// generated files (many small KMLs, a long GPX track that the pipeline splits into
/// batches, a file with errors, an antimeridian flight), writes every format, and compares
/// every output file byte for byte.
@Suite struct DeterminismTests {
    static let repositoryInputs = PackageRoot.folder("inputs").path

    @Test func outputsAreByteIdenticalForOneAndFourJobs() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("routereport-determinism-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let generated = root + "/in"
        try FileManager.default.createDirectory(atPath: generated, withIntermediateDirectories: true)
        try GeneratedInputs.write(into: generated)

        let arguments = [Self.repositoryInputs, generated]
        var configuration = RunConfiguration(map: MapOptions(), jobs: 1, strict: false, generator: "routereport test")
        let one = ReportPipeline.run(arguments: arguments, configuration: configuration.at(1_767_261_600))
        configuration.jobs = 4
        let four = ReportPipeline.run(arguments: arguments, configuration: configuration.at(1_767_261_600))

        // The run is big enough to mean something: every generated file, a long track,
        // diagnostics from the broken file.
        #expect(one.inputs.count >= 6 + GeneratedInputs.smallFiles + 3)
        #expect(one.flights.count > GeneratedInputs.smallFiles)
        #expect(one.flights.contains { $0.flight.vertices.count == GeneratedInputs.trackPoints })
        #expect(one.diagnostics.contains { $0.rule == .coordinateOutOfRange })

        let formats: [ReportFormat] = [.kml, .md, .json, .svg]
        let writtenOne = try ReportFiles.write(one, formats: formats, to: root + "/j1", jobs: 1)
        let writtenFour = try ReportFiles.write(four, formats: formats, to: root + "/j4", jobs: 4)
        let namesOne = writtenOne.map { String($0.dropFirst(root.count + 3)) }
        let namesFour = writtenFour.map { String($0.dropFirst(root.count + 3)) }
        #expect(namesOne == namesFour)
        // Maps, the tracks' altitude profiles, overview, kml, md, json.
        let profiles = one.flights.filter { SVGAltitudeProfile.samples(for: $0) != nil }.count
        #expect(profiles >= 1)
        #expect(namesOne.count == one.flights.count + profiles + 4)

        var differing: [String] = []
        for name in namesOne
        where FileManager.default.contents(atPath: root + "/j1" + name)
            != FileManager.default.contents(atPath: root + "/j4" + name)
        {
            differing.append(name)
        }
        #expect(differing.isEmpty, "differ between -j 1 and -j 4: \(differing.prefix(5))")
    }
}

/// Inputs made from a fixed seed, so the test checks the same files every run.
private enum GeneratedInputs {
    static let smallFiles = 40
    static let trackPoints = 2 * LongTrackLegs.legsPerBatch + 1  // long: its legs solved in parallel batches

    static func write(into directory: String) throws {
        var random = SeededGenerator(seed: 20_260_101)
        for file in 1...smallFiles {
            var kml =
                #"<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Folder><name>F</name>"#
            for flight in 1...Int.random(in: 1...3, using: &random) {
                let id = file % 7 == 0 ? "shared-\(flight)" : "s\(file)-\(flight)"  // some duplicate ids
                kml += "<Placemark id=\"\(id)\"><name>Flight \(file)/\(flight)</name>"
                kml += "<TimeSpan><begin>2026-01-01T08:00:00Z</begin><end>2026-01-01T14:00:00Z</end></TimeSpan>"
                kml +=
                    "<LineString><coordinates>\(coordinate(&random)) \(coordinate(&random))</coordinates></LineString></Placemark>"
            }
            kml += "<Placemark><name>Tower</name><Point><coordinates>\(coordinate(&random))</coordinates></Point></Placemark>"
            kml += "</Folder></Document></kml>\n"
            try write(kml, to: directory + "/small-" + String(1000 + file) + ".kml")
        }

        var gpx =
            #"<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Long</name><trkseg>"#
        for point in 0..<trackPoints {
            let lat = 40 + Double(point) * 2e-4 + Double.random(in: -1e-5...1e-5, using: &random)
            let lon = -30 + Double(point) * 3e-4
            let time = 1_767_254_400 + point
            gpx +=
                "<trkpt lat=\"\(lat)\" lon=\"\(lon)\"><ele>\(point % 900)</ele><time>\(ReportTime.iso8601(Double(time)))</time></trkpt>\n"
        }
        gpx += "</trkseg></trk></gpx>\n"
        try write(gpx, to: directory + "/track.gpx")

        try write(
            #"""
            <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
            <Placemark><name>Bad</name><LineString><coordinates>0,95 1,1</coordinates></LineString></Placemark>
            <Placemark id="shared-1"><name>Over the date line</name><ExtendedData><Data name="progress"><value>0.4</value></Data></ExtendedData>
            <LineString><coordinates>174.79,-41.33 -149.6,-17.55</coordinates></LineString></Placemark>
            </Document></kml>
            """#, to: directory + "/mixed.kml")
        try write("<kml><Document><Placemark><LineString><coordinates>1,2", to: directory + "/truncated.kml")
    }

    static func coordinate(_ random: inout SeededGenerator) -> String {
        let lon = Double.random(in: -180...180, using: &random)
        let lat = Double.random(in: -70...70, using: &random)
        return "\(lon),\(lat)"
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}

extension DeterminismTests {
    /// A long track's legs are solved in parallel batches by the pipeline and handed in; the
    /// geometry must be the serial one bit for bit, also when the track crosses the
    /// antimeridian (batches after a crossing are solved again from the true unwrapped start)
    /// and when it leaves a batch unwrapped by whole turns. A track that never crosses is
    /// its own path: the vertices' array, not a copy.
    @Test(arguments: [0.0, 0.004, 0.011])
    func longTrackGeometryIsTheSameOnFourWorkers(eastwardStep: Double) {
        var random = SeededGenerator(seed: 8)
        let count = 2 * LongTrackLegs.legsPerBatch + 1_234
        var vertices: [Coordinate] = []
        var longitude = 170.0
        for index in 0..<count {
            // eastwardStep 0.011 goes round the world about four times: many crossings.
            longitude += eastwardStep + Double.random(in: -1e-4...1e-4, using: &random)
            let wrapped = longitude - 360 * ((longitude + 180) / 360).rounded(.down)
            vertices.append(Coordinate(latitude: 50 * sin(Double(index) * 1e-4), longitude: wrapped))
        }
        // Times on every point: progress from the track's own timestamps.
        let flight = Flight(
            source: SourceLocation(file: "t.gpx", line: 1), vertices: vertices,
            vertexTimes: (0..<count).map { 1_767_225_600 + Double($0) })
        var options = MapOptions()
        options.referenceTime = 1_767_225_600 + Double(count) * 0.37
        let serial = FlightGeometry.compute(for: flight, options: options)
        let batches = LongTrackLegs.solve(vertices, maxSegment: options.maxSegment, workers: 4)
        #expect(batches.count == 2)
        #expect(LongTrackLegs.solve(vertices, maxSegment: options.maxSegment, workers: 1).isEmpty)
        let parallel = FlightGeometry.compute(for: flight, options: options, geodesic: .wgs84, solved: batches)
        #expect(serial.path.count >= count)
        #expect(serial.crossesAntimeridian == (eastwardStep > 0))
        #expect(serial == parallel)
        #expect(MapTest.sharesStorage(parallel.path, vertices) == (eastwardStep == 0))
        #expect(MapTest.sharesStorage(serial.path, vertices) == (eastwardStep == 0))
    }
}

extension DeterminismTests {
    /// The batches that workers take are every flight of every file, in order, once; long
    /// tracks apart.
    @Test(arguments: [1, 2, 4])
    func batchesCoverEveryFlightInOrder(workers: Int) {
        let source = SourceLocation(file: "f.kml")
        let short = Flight(
            source: source, vertices: [Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 1, longitude: 1)])
        let long = Flight(source: source, vertices: Array(repeating: Coordinate(latitude: 0, longitude: 0), count: 5_000))
        let track = Flight(
            source: source,
            vertices: Array(repeating: Coordinate(latitude: 0, longitude: 0), count: GeometryBatches.longTrackVertices))
        let flights: [[Flight]] = [
            [short, short], [], [long, track], (0..<300).map { $0 % 50 == 0 ? long : short }, [track, short],
        ]
        let batches = GeometryBatches(vertexCounts: flights.map { $0.map(\.vertices.count) }, workers: workers)
        let slots = (0..<batches.count).flatMap { batches[$0] }.map { [$0.file, $0.flight] }
        let expected = flights.enumerated().flatMap { file, list in
            list.indices.filter { list[$0].vertices.count < GeometryBatches.longTrackVertices }.map { [file, $0] }
        }
        #expect(slots == expected)
        #expect(batches.longTracks.map { [$0.file, $0.flight] } == [[2, 1], [4, 0]])
        #expect((0..<batches.count).allSatisfy { !batches[$0].isEmpty })
        if workers > 1 { #expect(batches.count >= workers) }
    }
}
