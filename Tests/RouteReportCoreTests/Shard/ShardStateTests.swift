import Testing

@testable import RouteReportCore

@Suite struct ShardStateTests {
    @Test func fnv1a64KnownVectors() {
        // Published FNV-1a 64-bit test vectors.
        #expect(ShardAssignment.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(ShardAssignment.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(ShardAssignment.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func shardIsHashModNPlusOne() {
        // python3: 0x85944171f73967e8 % 3 == 0 and % 5 == 3.
        #expect(ShardAssignment.shard(of: "foobar", count: 3) == 1)
        #expect(ShardAssignment.shard(of: "foobar", count: 5) == 4)
        #expect(ShardAssignment.shard(of: "anything", count: 1) == 1)
        // An input's shard is the hash of its name: a route's is its text as written.
        #expect(ShardAssignment.shard(of: .route(RouteInput(text: "foobar", argument: 7, positional: true)), count: 5) == 4)
        #expect(ShardAssignment.shard(of: .file("foobar"), count: 5) == 4)
        #expect(ShardAssignment.shard(of: .standardInput, count: 5) == ShardAssignment.shard(of: "-", count: 5))
    }

    static func sampleState() -> ShardState {
        let flight = Flight(
            explicitID: "f", name: "Ünïcode & <name>", folder: nil,
            source: SourceLocation(file: "a.kml", line: 3, column: 5),
            vertices: [Coordinate(latitude: 1.5, longitude: -179.25), Coordinate(latitude: -0.0, longitude: 3e-300)],
            vertexTimes: [.nan, 1_767_225_600.5], spanBegin: 1, spanEnd: nil, explicitProgress: 0.67)
        let landmark = Landmark(
            explicitID: nil, name: nil, folder: "Bridges", description: "d",
            source: SourceLocation(file: "a.kml", line: 9), coordinate: Coordinate(latitude: 2, longitude: 3))
        let rect = MapRect(x: 1, y: 2, width: 3, height: 4)
        let geometry = FlightGeometry(
            distance: 123.456, initialBearing: 0.1, finalBearing: 359.9, radius: 1.23456,
            path: [Coordinate(latitude: 1.5, longitude: 180.75), Coordinate(latitude: 0, longitude: 181)],
            departure: nil, arrival: 5, progress: 0.5, progressSource: .time,
            position: FlightPosition(
                coordinate: Coordinate(latitude: 1, longitude: -179), unwrappedLongitude: 181, heading: 90, pathIndex: 0),
            contentRect: rect, visibleRect: rect, visibleBox: GeoBox(west: 170, south: -1, east: -170, north: 1),
            crossesAntimeridian: true)
        let document = InputDocument(
            file: "a.kml", format: .kml, features: [.flight(flight), .landmark(landmark)],
            diagnostics: [Diagnostic(.timeOrder, "m", at: SourceLocation(file: "a.kml", line: 4, column: nil))])
        return ShardState(
            run: ShardState.Run(
                arguments: [.file("in/"), .route(RouteInput(text: "LHR-JFK", argument: 2, positional: false)), .standardInput],
                inputs: [.file("a.kml"), .file("in/b.gpx")],
                settings: [ShardSetting(name: "at", value: [42]), ShardSetting(name: "strict", value: [1])],
                generator: "routereport test",
                discoveryDiagnostics: [Diagnostic(.noInput, "none", at: SourceLocation(file: "in/empty"))]),
            shardIndex: 2, shardCount: 3,
            results: [(index: 0, result: FileResult(document: document, geometries: [geometry]))])
    }

    @Test func roundTripKeepsEveryBit() throws {
        let state = Self.sampleState()
        let decoded = try ShardState.decode(state.encoded()).get()
        #expect(decoded.run == state.run)
        #expect(decoded.shardIndex == 2 && decoded.shardCount == 3)
        #expect(decoded.results.count == 1)
        #expect(decoded.results[0].index == 0)
        let original = state.results[0].result
        let copy = decoded.results[0].result
        #expect(copy.geometries == original.geometries)
        #expect(copy.document.diagnostics == original.document.diagnostics)
        // Flight holds a NaN time, and NaN != NaN: compare its bits instead.
        guard case .flight(let a) = original.document.features[0], case .flight(let b) = copy.document.features[0] else {
            Issue.record("flight lost")
            return
        }
        #expect(a.vertexTimes.map(\.bitPattern) == b.vertexTimes.map(\.bitPattern))
        #expect(a.vertices.map(\.latitude.bitPattern) == b.vertices.map(\.latitude.bitPattern))
        #expect(b.name == "Ünïcode & <name>" && b.explicitProgress == 0.67 && b.spanEnd == nil)
        #expect(copy.document.features[1] == original.document.features[1])
    }

    /// A state keeps a geometry's path, not how its legs were cut (nor its rings, solved
    /// when drawn): the merge solves the legs and the ring size again with the run's
    /// `--max-segment`, as the run that computed them did, so a computed geometry comes
    /// back whole.
    @Test func computedGeometriesComeBackWithTheirLegs() throws {
        var state = Self.sampleState()
        let flight = Flight(
            source: SourceLocation(file: "a.kml", line: 3),
            vertices: [
                Coordinate(latitude: 51.47, longitude: -0.45), Coordinate(latitude: 40.64, longitude: -73.78),
                Coordinate(latitude: 40.65, longitude: -73.7),
            ])
        var options = MapOptions()
        options.maxSegment = 250_000
        let computed = FlightGeometry.compute(for: flight, options: options)
        // London to New York in 23 segments of at most 250 km, then one short leg.
        #expect(computed.legs.pathIndex(ofVertex: 1) == 23 && computed.legs.pathIndex(ofVertex: 2) == 24)
        state.results[0].result.document.features[0] = .flight(flight)
        state.results[0].result.geometries[0] = computed
        let decoded = try ShardState.decode(state.encoded()).get()
        #expect(decoded.results[0].result.geometries != [computed])
        #expect(decoded.results[0].result.restoringLegs(maxSegment: options.maxSegment).geometries == [computed])
    }

    @Test func damagedStatesAreRefusedNotCrashedOn() {
        let bytes = Self.sampleState().encoded()
        #expect(ShardState.decode([]).refusal == .notAShardState)
        #expect(ShardState.decode(Array(bytes.dropLast())).refusal == .corrupt("its checksum does not match its content"))
        #expect(ShardState.decode(bytes + [0]).refusal == .corrupt("its checksum does not match its content"))
        for cut in stride(from: 0, to: bytes.count, by: 7) {
            #expect(ShardState.decode(Array(bytes[..<cut])).refusal != nil)
        }
    }

    /// The run the sample's settings stand for, as the command line reads them.
    private let configuration: RunConfiguration = {
        var map = MapOptions()
        map.padding = EdgePadding(top: 1, left: 2, bottom: 3, right: 4)
        map.referenceTime = 42
        return RunConfiguration(map: map, jobs: 1, strict: true, generator: "routereport test")
    }()

    @Test func mergeRefusesMismatchedOrMissingShards() throws {
        var one = Self.sampleState()
        one.shardIndex = 1
        one.results = []
        var two = Self.sampleState()
        two.results = []
        two.results = [(index: 1, result: FileResult(document: InputDocument(file: "in/b.gpx", format: .gpx), geometries: []))]
        var three = Self.sampleState()
        three.shardIndex = 3
        three.results = [(index: 0, result: Self.sampleState().results[0].result)]

        #expect(throws: ShardMerge.Refusal(message: "missing shard 3/3")) {
            try ShardMerge.merge([one, two], configuration: configuration)
        }
        #expect(throws: ShardMerge.Refusal(message: "missing shard 3/3; shard 2/3 given more than once")) {
            try ShardMerge.merge([one, two, two], configuration: configuration)
        }
        var other = three
        other.run.settings[0].value = [43]
        // What the refusal names comes from the agreements given (the CLI's option table).
        let agreements = [
            ShardMerge.Agreement(name: "--padding") { $0.setting("padding") != $1.setting("padding") },
            ShardMerge.Agreement(name: "reference time (--at)") { $0.setting("at") != $1.setting("at") },
        ]
        #expect(throws: ShardMerge.Refusal(message: "shard 3/3 was run with another reference time (--at) than shard 1/3")) {
            try ShardMerge.merge([one, two, other], configuration: configuration, agreements: agreements)
        }
        var older = three
        older.run.generator = "routereport 0.0.1"
        #expect(throws: ShardMerge.Refusal(message: "shard 3/3 was run by another routereport version than shard 1/3")) {
            try ShardMerge.merge([one, two, older], configuration: configuration, agreements: agreements)
        }
        let merged = try ShardMerge.merge([three, one, two], configuration: configuration)
        #expect(merged.report.referenceTime == 42)
        #expect(merged.report.inputs == ["a.kml", "in/b.gpx"])
        #expect(merged.report.flights.map(\.id) == ["f"])
        #expect(merged.report.landmarks.map(\.id) == ["a-2"])
        // The run was --strict; the discovery's no-input comes first.
        #expect(merged.report.diagnostics.map(\.severity) == [.error, .error])
        #expect(merged.report.diagnostics.map(\.rule) == [.noInput, .timeOrder])
    }

    /// A state keeps a geometry's path, not how its legs were cut (nor its rings, solved
    /// when drawn): the merge solves the legs and the ring size again for the run's max
    /// segment, as the shard that computed them did, so a computed geometry comes back whole.
    @Test func mergedGeometriesHaveTheirLegsAgain() throws {
        let flight = Flight(
            explicitID: "f", source: SourceLocation(file: "a.kml", line: 3),
            vertices: [
                Coordinate(latitude: 51.47, longitude: -0.45), Coordinate(latitude: 40.64, longitude: -73.78),
                Coordinate(latitude: 40.65, longitude: -73.7),
            ])
        var configuration = configuration
        configuration.map.maxSegment = 250_000
        let computed = FlightGeometry.compute(for: flight, options: configuration.map)
        // London to New York in 23 segments of at most 250 km, then one short leg.
        #expect(computed.legs.pathIndex(ofVertex: 1) == 23 && computed.legs.pathIndex(ofVertex: 2) == 24)
        var state = Self.sampleState()
        state.shardCount = 1
        state.shardIndex = 1
        state.run.inputs = [.file("a.kml")]
        state.results = [
            (
                index: 0,
                result: FileResult(
                    document: InputDocument(file: "a.kml", format: .kml, features: [.flight(flight)]), geometries: [computed])
            )
        ]
        let decoded = try ShardState.decode(state.encoded()).get()
        #expect(decoded.results[0].result.geometries[0].legs != computed.legs)
        let merged = try ShardMerge.merge([decoded], configuration: configuration)
        #expect(merged.report.flights.map(\.geometry) == [computed])
    }
}
