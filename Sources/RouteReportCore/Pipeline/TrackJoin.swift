/// The flown tracks of a run joined to the rows of its flight lists: a track (a flight
/// with a time on its points, from GPX, KML, a Flightradar24 file) whose first and last
/// times lie in a row's departure–arrival window, `timeMargin` either side, and whose
/// first and last points are within `endReach` of that row's airports, becomes that
/// row's path. The row keeps its id, name, details and times; the track gives the
/// geometry. A row with a date but no time takes its whole day (local at its departure
/// airport, as the row was read) for the window; one without an arrival, the window of
/// its departure alone.
///
/// A track that matches no row, or several, stays its own flight, with a note; a row
/// two tracks match takes the first (in input order), and the other stays on its own.
/// Settled in the ordered merge, so sharded runs join as one run does.
struct TrackJoin: Sendable {
    /// How far a track's ends may be from the row's airports: tracks start and end on
    /// the apron or runway, and a receiver's coverage may begin only after take-off.
    static let endReach = 25_000.0
    /// How far a track's times may be outside the row's window: schedules and a
    /// logbook's block times against a recorder switched on early or late.
    static let timeMargin = 3_600.0

    struct Place: Hashable {
        var document: Int
        /// Among the document's flights.
        var flight: Int
    }

    /// Each joined row, and the track that joined it.
    private(set) var trackOfRow: [Place: Track] = [:]
    /// The tracks that joined a row (they are no flight of their own).
    private(set) var joinedTracks: Set<Place> = []
    /// Notes about tracks that joined nothing, by the track's document.
    private(set) var notes: [Int: [Diagnostic]] = [:]

    /// Where a row or a track is, and its first and last points.
    struct Ends: Sendable {
        var place: Place
        var start: Coordinate
        var end: Coordinate
        var source: SourceLocation
    }

    /// A row of a flight list that a track may join.
    struct Row: Sendable {
        var ends: Ends
        var windowStart: Double
        var windowEnd: Double
        /// Whether the window has an end of its own (an arrival, or a date's end).
        var windowCoversArrival: Bool
    }

    /// A track that may join a row: its ends and their times.
    struct Track: Sendable {
        var ends: Ends
        var firstTime: Double
        var lastTime: Double
    }

    /// What joining reads of one file's flights: its rows and its tracks, in order.
    struct Candidates: Sendable {
        var rows: [Row] = []
        var tracks: [Track] = []

        init() {}

        /// Those of `document`, document `index` of the run.
        init(_ document: InputDocument, index: Int) {
            var flightIndex = 0
            let isList = document.isFlightList
            for position in document.features.indices where document.features[position].isFlight {
                defer { flightIndex += 1 }
                // Only a row or a track (more than two points) may join: the other flights
                // are not copied out of the document to be looked at.
                guard isList || document.features[position].flightVertexCount > 2,
                    case .flight(let flight) = document.features[position]
                else { continue }
                add(flight, at: Place(document: index, flight: flightIndex), isList: isList)
            }
        }

        /// Takes flight `place` of a file, a flight list's row when `isList`.
        mutating func add(_ flight: Flight, at place: Place, isList: Bool) {
            if TrackJoin.isTrack(flight) {
                if let (first, last) = TrackJoin.timeSpan(flight), let ends = TrackJoin.ends(flight, place) {
                    tracks.append(Track(ends: ends, firstTime: first, lastTime: last))
                }
            } else if isList, let row = TrackJoin.row(flight, place) {
                rows.append(row)
            }
        }
    }

    init(documents: [InputDocument]) {
        self.init(candidates: documents.indices.map { Candidates(documents[$0], index: $0) })
    }

    /// The joins of a run's files, given what joining reads of each, in run order.
    init(candidates: [Candidates]) {
        // Most runs have rows or tracks, not both: no copy of the rows then.
        guard candidates.contains(where: { !$0.tracks.isEmpty }) else { return }
        var rows = candidates.flatMap(\.rows)
        let tracks = candidates.lazy.flatMap(\.tracks)
        guard !rows.isEmpty else { return }
        rows.sort {
            if $0.windowStart != $1.windowStart { return $0.windowStart < $1.windowStart }
            return ($0.ends.place.document, $0.ends.place.flight) < ($1.ends.place.document, $1.ends.place.flight)
        }
        let starts = rows.map(\.windowStart)
        // The longest window: no row that starts earlier than this before a track can hold it.
        let longest = rows.map { $0.windowEnd - $0.windowStart }.max() ?? 0
        for track in tracks {
            let (first, last, place) = (track.firstTime, track.lastTime, track.ends.place)
            let from = Self.lowerBound(first - longest - 2 * Self.timeMargin, in: starts)
            var matches: [Row] = []
            for row in rows[from...] {
                if row.windowStart - Self.timeMargin > first { break }
                guard first >= row.windowStart - Self.timeMargin, first <= row.windowEnd + Self.timeMargin,
                    !row.windowCoversArrival || last <= row.windowEnd + Self.timeMargin,
                    AirportDistance.metres(track.ends.start, row.ends.start) <= Self.endReach,
                    AirportDistance.metres(track.ends.end, row.ends.end) <= Self.endReach
                else { continue }
                matches.append(row)
            }
            switch matches.count {
            case 0:
                note(
                    place.document,
                    "this track joins no row of the flight lists given (none has its airports within 25 km of its ends and its times within an hour of the row's)",
                    at: track.ends.source)
            case 1 where trackOfRow[matches[0].ends.place] == nil:
                trackOfRow[matches[0].ends.place] = track
                joinedTracks.insert(place)
            case 1:
                note(
                    place.document,
                    "this track fits the row at \(Self.describe(matches[0].ends.source)), which an earlier track already joined",
                    at: track.ends.source)
            default:
                note(
                    place.document,
                    "this track fits \(matches.count) rows (\(matches.prefix(3).map { Self.describe($0.ends.source) }.joined(separator: ", "))); it joins none",
                    at: track.ends.source)
            }
        }
    }

    /// The report of a row joined to a track: the row's flight on the track's points,
    /// the track's geometry with the row's times (where it has them), the row's airports.
    static func joined(
        row: Flight, id: String, rowGeometry: FlightGeometry, track: Flight, trackID: String, trackGeometry: FlightGeometry,
        airports: AirportTable?
    ) -> FlightReport {
        var flight = row
        flight.vertices = track.vertices
        flight.vertexTimes = track.vertexTimes
        flight.vertexAltitudes = track.vertexAltitudes
        var geometry = trackGeometry
        if let departure = row.spanBegin { geometry.departure = departure }
        if let arrival = row.spanEnd { geometry.arrival = arrival }
        return FlightReport(
            id: id, name: row.name ?? id, flight: flight, geometry: geometry,
            startAirport: row.startAirport ?? row.vertices.first.flatMap { airports?.nearestID($0) },
            endAirport: row.endAirport ?? row.vertices.last.flatMap { airports?.nearestID($0) },
            track: JoinedTrack(id: trackID, source: track.source, detour: trackGeometry.distance / rowGeometry.distance))
    }

    private mutating func note(_ document: Int, _ message: String, at location: SourceLocation) {
        notes[document, default: []].append(Diagnostic(.readAs, message, at: location, severity: .note))
    }

    private static func describe(_ source: SourceLocation) -> String {
        FileName.oneLine(source.file) + (source.line.map { ":" + String($0) } ?? "")
    }

    /// A flight with a time on its first and last points, of more than two points.
    static func isTrack(_ flight: Flight) -> Bool {
        flight.vertices.count > 2 && timeSpan(flight) != nil
    }

    /// The first and last finite vertex times.
    static func timeSpan(_ flight: Flight) -> (Double, Double)? {
        guard let first = flight.vertexTimes.first(where: \.isFinite), let last = flight.vertexTimes.last(where: \.isFinite)
        else { return nil }
        return (first, last)
    }

    private static func ends(_ flight: Flight, _ place: Place) -> Ends? {
        guard let start = flight.vertices.first, let end = flight.vertices.last else { return nil }
        return Ends(place: place, start: start, end: end, source: flight.source)
    }

    private static func row(_ flight: Flight, _ place: Place) -> Row? {
        guard let departure = flight.spanBegin, let ends = ends(flight, place) else { return nil }
        if flight.details?.departureIsDateOnly == true {
            return Row(ends: ends, windowStart: departure, windowEnd: departure + 86_400, windowCoversArrival: false)
        }
        let arrival = flight.spanEnd.flatMap { $0 >= departure ? $0 : nil }
        return Row(ends: ends, windowStart: departure, windowEnd: arrival ?? departure, windowCoversArrival: arrival != nil)
    }

    private static func lowerBound(_ value: Double, in sorted: [Double]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
