import Foundation
import Testing

@testable import RouteReportCore

/// Issue 8: with fewer files than workers, spare workers compute what the reader has
/// finished while it reads on. The results must be the serial ones, bit for bit.
@Suite struct ComputeAheadTests {
    static let options: MapOptions = {
        var options = MapOptions()
        options.referenceTime = 1_767_261_600
        return options
    }()

    /// A track of `count` points from longitude 170 eastwards, round the antimeridian
    /// about `turns` times, so batches solved ahead start after crossings.
    static func trackVertices(count: Int, seed: UInt64, turns: Double) -> [Coordinate] {
        var random = SeededGenerator(seed: seed)
        var longitude = 170.0
        return (0..<count).map { index in
            longitude += turns * 360 / Double(count) + Double.random(in: -1e-4...1e-4, using: &random)
            let wrapped = longitude - 360 * ((longitude + 180) / 360).rounded(.down)
            return Coordinate(latitude: 50 * sin(Double(index) * 1e-4), longitude: wrapped)
        }
    }

    static func bits(_ path: [Coordinate]) -> [UInt64] {
        path.flatMap { [$0.latitude.bitPattern, $0.longitude.bitPattern] }
    }

    static func write(_ text: String, name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("routereport-ahead-\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(name)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The whole process stage, for 1 worker and `jobs`: documents and every flight's
    /// geometry equal, paths bit for bit.
    @discardableResult
    static func expectSameForEveryJobs(_ files: [String], jobs: [Int] = [2, 4]) -> [FileResult] {
        let one = ReportPipeline.process(files.map(InputSource.file), options: options, jobs: 1)
        for jobs in jobs {
            let many = ReportPipeline.process(files.map(InputSource.file), options: options, jobs: jobs)
            #expect(many.count == files.count)
            for (a, b) in zip(one, many) {
                #expect(b.document == a.document)
                #expect(b.geometries == a.geometries, "jobs \(jobs)")
                #expect(b.geometries.map { bits($0.path) } == a.geometries.map { bits($0.path) })
            }
        }
        return one
    }

    /// A GPX whose first track is dropped (a bad point after a batch of vertices was
    /// handed on, so stale legs are held for flight 0), then a long track over the
    /// antimeridian (flight 0 too), then short routes.
    @Test func bigTrackIsTheSerialOneOnTwoAndFourWorkers() throws {
        let file = try Self.write(Self.trackGPX(), name: "track.gpx")
        defer { try? FileManager.default.removeItem(atPath: file) }

        let one = Self.expectSameForEveryJobs([file])
        #expect(one[0].geometries.count == 41)
        #expect(one[0].geometries[0].crossesAntimeridian)
        #expect(one[0].geometries[0].path.count == GeometryBatches.longTrackVertices + 23_456)
        #expect(one[0].document.diagnostics.contains { $0.rule == .coordinateOutOfRange })
    }

    static func trackGPX() -> String {
        var gpx = #"<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">"#
        gpx += "<trk><name>Dropped</name><trkseg>\n"
        for vertex in Self.trackVertices(count: ReadSink.vertexBatch + 10, seed: 3, turns: 0.5) {
            gpx += "<trkpt lat=\"\(vertex.latitude)\" lon=\"\(vertex.longitude)\"/>\n"
        }
        gpx += "<trkpt lat=\"95\" lon=\"0\"/></trkseg></trk>\n<trk><name>Long</name><trkseg>\n"
        let long = Self.trackVertices(count: GeometryBatches.longTrackVertices + 23_456, seed: 4, turns: 3)
        for vertex in long {
            gpx += "<trkpt lat=\"\(vertex.latitude)\" lon=\"\(vertex.longitude)\"/>\n"
        }
        gpx += "</trkseg></trk>\n"
        for route in 0..<40 {
            gpx += "<rte><rtept lat=\"\(route)\" lon=\"10\"/><rtept lat=\"-\(route)\" lon=\"-170\"/></rte>\n"
        }
        gpx += "</gpx>\n"
        return gpx
    }

    /// Many flights in one KML: Placemarks with MultiGeometry, points between, folders.
    @Test func manyFlightKMLIsTheSerialOneOnTwoAndFourWorkers() throws {
        let file = try Self.write(Self.manyFlightKML(), name: "many.kml")
        defer { try? FileManager.default.removeItem(atPath: file) }

        let one = Self.expectSameForEveryJobs([file])
        #expect(one[0].geometries.count == 20 * (15 * 2 + 120))
    }

    /// Two files, more workers than files: two readers, spare workers taking from both.
    @Test func twoFilesOnThreeAndFourWorkersAreTheSerialOnes() throws {
        let many = try Self.write(Self.manyFlightKML(), name: "many.kml")
        let track = try Self.write(Self.trackGPX(), name: "track.gpx")
        defer {
            try? FileManager.default.removeItem(atPath: many)
            try? FileManager.default.removeItem(atPath: track)
        }
        Self.expectSameForEveryJobs([many, track], jobs: [3, 4])
    }

    static func manyFlightKML() -> String {
        var random = SeededGenerator(seed: 11)
        func coordinate() -> String {
            "\(Double.random(in: -180...180, using: &random)),\(Double.random(in: -70...70, using: &random))"
        }
        var kml = #"<kml xmlns="http://www.opengis.net/kml/2.2"><Document>"#
        for folder in 0..<20 {
            kml += "<Folder><name>F\(folder)</name>"
            for placemark in 0..<150 {
                switch placemark % 10 {
                case 0:
                    kml += "<Placemark><Point><coordinates>\(coordinate())</coordinates></Point></Placemark>"
                case 1:
                    kml +=
                        "<Placemark><MultiGeometry><LineString><coordinates>\(coordinate()) \(coordinate())</coordinates></LineString>"
                    kml +=
                        "<LineString><coordinates>\(coordinate()) \(coordinate()) \(coordinate())</coordinates></LineString></MultiGeometry></Placemark>"
                default:
                    kml +=
                        "<Placemark><name>P\(placemark)</name><TimeSpan><begin>2026-01-01T08:00:00Z</begin><end>2026-01-01T14:00:00Z</end></TimeSpan>"
                    kml += "<LineString><coordinates>\(coordinate()) \(coordinate())</coordinates></LineString></Placemark>"
                }
            }
            kml += "</Folder>"
        }
        kml += "</Document></kml>\n"
        return kml
    }

    /// The sink itself: handed vertex batches and flights, its jobs give the legs and
    /// geometries that computing them directly gives; legs from other vertices are not
    /// taken.
    @Test func handedWorkIsComputedAndUsedBitForBit() {
        let ahead = ComputeAhead(files: 1, workers: 1, options: Self.options)
        let (sink, flush) = ahead.sink(file: 0)
        let track = Self.trackVertices(count: 2 * ReadSink.vertexBatch + 777, seed: 5, turns: 2)
        // As GPXReader hands them: every vertexBatch vertices, all so far.
        sink.vertices(0, 1, Array(track[..<ReadSink.vertexBatch]))
        sink.vertices(0, 1, Array(track[..<(2 * ReadSink.vertexBatch)]))
        let source = SourceLocation(file: "a.kml", line: 1)
        let flights = (1...300).map { (index: Int) -> Flight in
            let start = Coordinate(latitude: Double(index % 80), longitude: Double(index) - 150)
            let end = Coordinate(latitude: -Double(index % 70), longitude: 179.5 - Double(index))
            return Flight(source: source, vertices: [start, end], spanBegin: 1_767_254_400, spanEnd: 1_767_290_000)
        }
        for (index, flight) in flights.enumerated() { sink.flight(index + 1, flight) }
        flush()
        ahead.fileRead()
        ahead.work()

        // Runs of flights 1...300, in the order computed (one worker: the order added).
        let taken = ahead.takeFlights()
        #expect(taken.allSatisfy { $0.file == 0 })
        #expect(taken.map(\.first) == taken.indices.map { 1 + taken[..<$0].reduce(0) { $0 + $1.geometries.count } })
        #expect(
            taken.flatMap { $0.geometries.collect() } == flights.map { FlightGeometry.compute(for: $0, options: Self.options) })
        #expect(ahead.takeFlights().isEmpty)

        let solved = ahead.takeSolvedLegs(file: 0, flight: 0)
        #expect(ahead.takeSolvedLegs(file: 0, flight: 0).isEmpty)
        #expect(
            solved.map(\.legs).sorted { $0.lowerBound < $1.lowerBound }
                == [1..<ReadSink.vertexBatch, ReadSink.vertexBatch..<(2 * ReadSink.vertexBatch)])
        let serial = DensifiedPath(vertices: track, maxSegment: Self.options.maxSegment)
        let ahead2 = DensifiedPath(vertices: track, maxSegment: Self.options.maxSegment, solved: solved)
        #expect(Self.bits(ahead2.points) == Self.bits(serial.points))
        #expect(ahead2.legLengths == serial.legLengths)
        #expect(ahead2.distance.bitPattern == serial.distance.bitPattern)

        // Legs solved from other vertices (a dropped track's) are not taken.
        var other = track
        other[10] = Coordinate(latitude: 1, longitude: 2)
        let stale = DensifiedPath.SolvedLegs(
            vertices: Array(other[..<ReadSink.vertexBatch]), firstLeg: 1, maxSegment: Self.options.maxSegment)
        #expect(!stale.fits(track, from: 1))
        let withStale = DensifiedPath(vertices: track, maxSegment: Self.options.maxSegment, solved: [stale] + solved)
        #expect(Self.bits(withStale.points) == Self.bits(serial.points))
    }

    /// Seven files on eight workers: fewer files than workers, so some compute ahead, and
    /// on a machine with fewer cores than workers the iterations that would only read
    /// nothing start after the first ones stop waiting (this hung on 2 cores until reading
    /// was counted done by files rather than by readers). The guard turns a hang into a
    /// failure.
    @Test func moreWorkersThanCoresAndFilesEnds() throws {
        let files = try (0..<7).map { try Self.write(Self.manyFlightKML(), name: "many-\($0).kml") }
        defer { for file in files { try? FileManager.default.removeItem(atPath: file) } }
        let done = DispatchSemaphore(value: 0)
        final class Counts: @unchecked Sendable { var value: [Int] = [] }
        let counts = Counts()
        Thread.detachNewThread {
            counts.value = ReportPipeline.process(files.map(InputSource.file), options: Self.options, jobs: 8).map(
                \.geometries.count)
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 120) == .success)
        #expect(counts.value == Array(repeating: 20 * (15 * 2 + 120), count: 7))
    }

    /// With no file there is no reader to say that reading is done; the workers must not
    /// wait for one (issue 13: every worker hung here on an empty folder). The guard only
    /// turns a hang into a failure.
    @Test(arguments: [1, 2, 4])
    func noInputEndsOnEveryWorkerCount(jobs: Int) {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let results = ReportPipeline.process([], options: Self.options, jobs: jobs)
            #expect(results.isEmpty)
            let ahead = ComputeAhead(files: 0, workers: jobs, options: Self.options)
            DispatchQueue.concurrentPerform(iterations: jobs) { _ in ahead.work() }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 30) == .success)
    }
}
