/// A flight's object in report.json's flights array. The bytes between its values (commas,
/// line breaks, indents, keys, closing braces) depend only on the keys and the depth:
/// `JSONPrettyText` renders them once (`JSONObjectRuns`), and each flight writes its
/// values between them into `JSONBytes`.
///
/// The members, in key order: the flight attributes every format shares
/// (`FlightAttributes`, under their names), but for those report.json nests instead (the
/// id, the source and the ends with their airports), and its own.
enum JSONFlightObject {
    /// The depth of the flights array's elements (the document object is 1, its arrays' elements 2).
    static let depth = 2
    /// The depth of a flight end's `airport` object.
    static let airportDepth = depth + 2

    /// A flight at `depth`, after the element separator (`elementRun`); its ends'
    /// airports as `airports` lays them out.
    static func write(
        _ report: borrowing FlightReport, to out: inout JSONBytes, layout: Layout, airports: JSONAirportObjects
    ) {
        let start = report.flight.vertices.first ?? Coordinate(latitude: .nan, longitude: .nan)
        let track = report.track
        for (index, member) in layout.members.enumerated() {
            layout.flight.putKey(index, to: &out)
            switch member {
            case .departureLocal: localTime(report.departureLocal, to: &out)
            case .departureTimeZone: optionalString(report.departureLocal?.zoneName, to: &out)
            case .arrivalLocal: localTime(report.arrivalLocal, to: &out)
            case .arrivalTimeZone: optionalString(report.arrivalLocal?.zoneName, to: &out)
            case .takeoff: optionalTime(report.flight.details?.takeoff, to: &out)
            case .landing: optionalTime(report.flight.details?.landing, to: &out)
            case .co2e:
                if let emissions = report.emissions { out.number(emissions.co2e) } else { out.null() }
            case .detail(let detail):
                optionalString(report.flight.details.flatMap(FlightAttributes.details[detail].value), to: &out)
            case .trackID: optionalString(track?.id, to: &out)
            case .trackFile: optionalString(track?.source.file, to: &out)
            case .trackLine:
                if let line = track?.source.line { out.int(line) } else { out.null() }
            case .detour:
                if let track { out.number(track.detour) } else { out.null() }
            case .altitude: writeAltitude(report.flight.vertexAltitudes, to: &out, layout: layout)
            case .arrival: optionalTime(report.geometry.arrival, to: &out)
            case .contentRect: write(report.geometry.contentRect, to: &out, layout: layout)
            case .crossesAntimeridian: out.bool(report.geometry.crossesAntimeridian)
            case .departure: optionalTime(report.geometry.departure, to: &out)
            case .distance: out.number(report.geometry.distance)
            case .end:
                write(
                    report.flight.vertices.last ?? start, airport: report.endAirport, to: &out, layout: layout, airports: airports
                )
            case .finalBearing: out.number(report.geometry.finalBearing)
            case .folder:
                if let folder = report.flight.folder { out.string(folder) } else { out.null() }
            case .id: out.string(report.id)
            case .initialBearing: out.number(report.geometry.initialBearing)
            case .name: out.string(report.name)
            case .position:
                if let position = report.geometry.position {
                    layout.position.putKey(0, to: &out)
                    out.number(position.heading)
                    layout.position.putKey(1, to: &out)
                    out.number(position.coordinate.latitude)
                    layout.position.putKey(2, to: &out)
                    out.number(position.coordinate.longitude)
                    layout.position.putClose(to: &out)
                } else {
                    out.null()
                }
            case .progress:
                if let progress = report.geometry.progress { out.number(progress) } else { out.null() }
            case .progressSource: out.string(report.geometry.progressSource.rawValue)
            case .radius: out.number(report.geometry.radius)
            case .source:
                layout.source.putKey(0, to: &out)
                out.string(report.flight.source.file)
                layout.source.putKey(1, to: &out)
                if let line = report.flight.source.line { out.int(line) } else { out.null() }
                layout.source.putClose(to: &out)
            case .start: write(start, airport: report.startAirport, to: &out, layout: layout, airports: airports)
            case .vertices: out.int(report.flight.vertices.count)
            case .visibleBBox:
                layout.box.putKey(0, to: &out)
                out.number(report.geometry.visibleBox.east)
                layout.box.putKey(1, to: &out)
                out.number(report.geometry.visibleBox.north)
                layout.box.putKey(2, to: &out)
                out.number(report.geometry.visibleBox.south)
                layout.box.putKey(3, to: &out)
                out.number(report.geometry.visibleBox.west)
                layout.box.putClose(to: &out)
            case .visibleRect: write(report.geometry.visibleRect, to: &out, layout: layout)
            case .track:
                if let figures = report.trackFigures { write(figures, to: &out, layout: layout) } else { out.null() }
            case .attribute(let attribute): write(attribute, of: report, to: &out)
            }
        }
        layout.flight.putClose(to: &out)
    }

    /// The flight's altitudes in brief: `{"max_m", "min_m", "vertices"}` (metres as the
    /// file gave them, and how many vertices had one), null for a flight without.
    private static func writeAltitude(_ altitudes: [Double], to out: inout JSONBytes, layout: Layout) {
        guard let range = FlightAltitudes.range(altitudes) else {
            out.null()
            return
        }
        layout.altitude.putKey(0, to: &out)
        out.number(range.upperBound)
        layout.altitude.putKey(1, to: &out)
        out.number(range.lowerBound)
        layout.altitude.putKey(2, to: &out)
        out.int(altitudes.reduce(0) { $1.isFinite && abs($1) < FlightAltitudes.limit ? $0 + 1 : $0 })
        layout.altitude.putClose(to: &out)
    }

    private static func optionalTime(_ seconds: Double?, to out: inout JSONBytes) {
        if let seconds { out.time(seconds) } else { out.null() }
    }

    /// Attribute `attribute` (its index in `FlightAttributes.all`) from its value: a copy
    /// of the report each, where the layout writes none straight (a test's).
    private static func write(_ attribute: Int, of report: borrowing FlightReport, to out: inout JSONBytes) {
        write(FlightAttributes.all[attribute].value(FlightPart(report: copy report, role: .route)), to: &out)
    }

    private static func localTime(_ time: LocalTime?, to out: inout JSONBytes) {
        if let time { out.localTime(time) } else { out.null() }
    }

    private static func optionalString(_ text: String?, to out: inout JSONBytes) {
        if let text { out.string(text) } else { out.null() }
    }

    /// An attribute's value; null where it has none.
    private static func write(_ value: AttributeValue?, to out: inout JSONBytes) {
        switch value {
        case .string(let text): out.string(text)
        case .double(let number): out.number(number)
        case .int(let number): out.int(number)
        case .bool(let flag): out.bool(flag)
        case nil: out.null()
        }
    }

    private static func write(_ rect: MapRect, to out: inout JSONBytes, layout: Layout) {
        layout.rect.putKey(0, to: &out)
        out.number(rect.height)
        layout.rect.putKey(1, to: &out)
        out.number(rect.width)
        layout.rect.putKey(2, to: &out)
        out.number(rect.x)
        layout.rect.putKey(3, to: &out)
        out.number(rect.y)
        layout.rect.putClose(to: &out)
    }

    /// What a recorded track says: `{"airborne_s", "distance_m", "ground_speed_avg_mps",
    /// "ground_speed_max_mps", "landing", "max_altitude_m", "max_altitude_time",
    /// "takeoff"}`, null where the track does not tell.
    private static func write(_ figures: TrackFigures, to out: inout JSONBytes, layout: Layout) {
        let values: [Double?] = [
            figures.airborne, figures.distance, figures.averageGroundSpeed, figures.maximumGroundSpeed, figures.landing,
            figures.maximumAltitude, figures.maximumAltitudeTime, figures.takeoff,
        ]
        for (index, value) in values.enumerated() {
            layout.track.putKey(index, to: &out)
            guard let value, value.isFinite else {
                out.null()
                continue
            }
            if layout.trackTimes.contains(index) { out.time(value) } else { out.number(value) }
        }
        layout.track.putClose(to: &out)
    }

    /// A flight's end: `{"airport": {"iata", "icao", "name"} or null, "lat", "lon"}`.
    private static func write(
        _ coordinate: Coordinate, airport: AirportID?, to out: inout JSONBytes, layout: Layout, airports: JSONAirportObjects
    ) {
        layout.end.putKey(0, to: &out)
        if let airport {
            airports.write(airport, to: &out)
        } else {
            out.null()
        }
        layout.end.putKey(1, to: &out)
        out.number(coordinate.latitude)
        layout.end.putKey(2, to: &out)
        out.number(coordinate.longitude)
        layout.end.putClose(to: &out)
    }

    /// What a flight's object is made of, rendered once.
    struct Layout: Sendable {
        static let shared = Layout(attributesFromValues: false)

        let members: [Member]
        /// The flight object's members (at `depth + 1`) and those of the objects nested in
        /// it (at `depth + 2`), each in key order.
        let flight: JSONObjectRuns
        let position: JSONObjectRuns
        let source: JSONObjectRuns
        let box: JSONObjectRuns
        let rect: JSONObjectRuns
        let end: JSONObjectRuns
        let altitude: JSONObjectRuns
        let track: JSONObjectRuns
        /// The members of `track` that are times.
        let trackTimes: Set<Int> = [4, 6, 7]

        /// `attributesFromValues`: every attribute written from its `AttributeValue`, as
        /// a test holds the members written straight from the report to.
        init(attributesFromValues: Bool) {
            let all = Member.all(direct: !attributesFromValues)
            members = all.map(\.member)
            flight = JSONObjectRuns(keys: all.map(\.key), depth: depth + 1)
            position = JSONObjectRuns(keys: ["heading_deg", "lat", "lon"], depth: depth + 2)
            source = JSONObjectRuns(keys: ["file", "line"], depth: depth + 2)
            box = JSONObjectRuns(keys: ["east", "north", "south", "west"], depth: depth + 2)
            rect = JSONObjectRuns(keys: ["height", "width", "x", "y"], depth: depth + 2)
            end = JSONObjectRuns(keys: ["airport", "lat", "lon"], depth: depth + 2)
            altitude = JSONObjectRuns(keys: ["max_m", "min_m", "vertices"], depth: depth + 2)
            track = JSONObjectRuns(
                keys: [
                    "airborne_s", "distance_m", "ground_speed_avg_mps", "ground_speed_max_mps", "landing", "max_altitude_m",
                    "max_altitude_time", "takeoff",
                ], depth: depth + 2)
        }

        /// Before a flight: the element separator (a comma after an earlier element).
        static func elementRun(afterElement: Bool) -> [UInt8] {
            var text = JSONPrettyText(fragmentAtDepth: depth, afterElement: afterElement)
            text.element()
            return text.bytes
        }
    }

    /// A member of a flight's object.
    enum Member: Equatable, Sendable {
        // The attributes written here straight from the report, with no `AttributeValue`.
        case arrival, crossesAntimeridian, departure, distance, finalBearing, folder, initialBearing, progress
        case progressSource, radius, vertices
        case departureLocal, departureTimeZone, arrivalLocal, arrivalTimeZone, takeoff, landing, co2e
        case trackID, trackFile, trackLine, detour
        /// A detail of the flight list's row: its index in `FlightAttributes.details`.
        case detail(Int)
        /// Any other attribute: its index in `FlightAttributes.all`, written from its value.
        case attribute(Int)
        // report.json's own members.
        case altitude, contentRect, end, id, name, position, source, start, track, visibleBBox, visibleRect

        private static let nestedAttributes: Set<String> = [
            FlightAttributes.flightID, FlightAttributes.role, FlightAttributes.sourceFile, FlightAttributes.sourceLine,
            FlightAttributes.startAirport, FlightAttributes.endAirport,
        ]

        private static let direct: [String: Member] = [
            "arrival": .arrival, FlightAttributes.crossesAntimeridian: .crossesAntimeridian, "departure": .departure,
            FlightAttributes.distance: .distance, FlightAttributes.finalBearing: .finalBearing,
            FlightAttributes.folder: .folder, FlightAttributes.initialBearing: .initialBearing,
            FlightAttributes.progress: .progress, FlightAttributes.progressSource: .progressSource,
            FlightAttributes.radius: .radius, FlightAttributes.vertices: .vertices,
            FlightAttributes.departureLocal: .departureLocal, FlightAttributes.departureTimeZone: .departureTimeZone,
            FlightAttributes.arrivalLocal: .arrivalLocal, FlightAttributes.arrivalTimeZone: .arrivalTimeZone,
            "takeoff": .takeoff, "landing": .landing, FlightAttributes.co2e: .co2e, FlightAttributes.trackID: .trackID,
            FlightAttributes.trackFile: .trackFile, FlightAttributes.trackLine: .trackLine,
            FlightAttributes.detour: .detour,
        ].merging(FlightAttributes.details.indices.map { (FlightAttributes.details[$0].name, .detail($0)) }) { a, _ in a }

        /// Every member with its key, in key order; attributes written straight from the
        /// report where `direct` and the report.json writer knows how.
        static func all(direct: Bool) -> [(key: String, member: Member)] {
            let attributes = FlightAttributes.all.indices.compactMap { index -> (key: String, member: Member)? in
                let name = FlightAttributes.all[index].name
                let member = direct ? Self.direct[name] ?? .attribute(index) : .attribute(index)
                return nestedAttributes.contains(name) ? nil : (name, member)
            }
            let own: [(key: String, member: Member)] = [
                ("altitude", .altitude), ("content_rect", .contentRect), ("end", .end), ("id", .id), ("name", .name),
                ("position", .position),
                ("source", .source), ("start", .start), ("track", .track), ("visible_bbox", .visibleBBox),
                ("visible_rect", .visibleRect),
            ]
            return (attributes + own).sorted { $0.key < $1.key }
        }
    }
}

/// The bytes around an object's values as `JSONPrettyText` writes them, for an object
/// whose members sit at `depth` and has at least one: before each value its member's
/// separator (the opening brace before the first), line break, indent and key; after the
/// last the line break, indent and closing brace.
struct JSONObjectRuns: Sendable {
    /// Every key's run, then the closing run, one after another in one array: each is
    /// copied out of it, with no array of its own to retain for every value written.
    private let bytes: [UInt8]
    /// Where each key's run is in `bytes`; the closing run is the last.
    private let runs: [Range<Int>]

    init(keys names: [String], depth: Int) {
        var bytes: [UInt8] = []
        var runs: [Range<Int>] = []
        for index in names.indices {
            var text = JSONPrettyText(fragmentAtDepth: depth, afterElement: index > 0)
            text.key(plain: Array(names[index].utf8))
            let run = index == 0 ? [UInt8(ascii: "{")] + text.bytes : text.bytes
            runs.append(bytes.count..<bytes.count + run.count)
            bytes += run
        }
        var closing = JSONPrettyText(fragmentAtDepth: depth, afterElement: true)
        closing.endObject()
        runs.append(bytes.count..<bytes.count + closing.bytes.count)
        bytes += closing.bytes
        self.bytes = bytes
        self.runs = runs
    }

    /// Appends the run before the value of key `index` to `out`.
    func putKey(_ index: Int, to out: inout JSONBytes) {
        let run = runs[index]
        bytes.withUnsafeBufferPointer { out.put(UnsafeBufferPointer(rebasing: $0[run])) }
    }

    /// Appends the run after the last value to `out`.
    func putClose(to out: inout JSONBytes) {
        putKey(runs.count - 1, to: &out)
    }
}
