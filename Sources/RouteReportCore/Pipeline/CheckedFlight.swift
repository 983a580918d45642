/// What `validate` keeps of one flight: enough to name it, to tell it listed twice, and
/// to check it again as the row a track joins (`TrackJoin`).
struct CheckedFlight: Sendable {
    /// Among the file's features (its place is the file's `source(at:)`).
    var position: Int
    var name: String?
    var spanBegin: Double?
    var spanEnd: Double?
    /// As it stands, not joined (`DuplicateFlights`).
    var duplicateKey: DuplicateFlights.Key?
    /// `FlightPlausibility`'s warnings as it stands, not joined.
    var findings: [Diagnostic]
    /// For a track, what a row it joins takes of it.
    var track: Track?

    init(
        position: Int, name: String?, spanBegin: Double?, spanEnd: Double?, duplicateKey: DuplicateFlights.Key?,
        findings: [Diagnostic], track: Track?
    ) {
        self.position = position
        self.name = name
        self.spanBegin = spanBegin
        self.spanEnd = spanEnd
        self.duplicateKey = duplicateKey
        self.findings = findings
        self.track = track
    }

    /// `flight`, feature `position` of its file, checked with its `geometry`.
    init(_ flight: Flight, position: Int, geometry: FlightGeometry, checks: FlightPlausibility, airportList: Bool) {
        let report = FlightReport(id: "", name: "", flight: flight, geometry: geometry)
        self.position = position
        name = flight.name
        spanBegin = flight.spanBegin
        spanEnd = flight.spanEnd
        duplicateKey = DuplicateFlights.Key(report)
        findings = checks.check(report, airportList: airportList)
        track = TrackJoin.isTrack(flight) ? Track(flight, geometry: geometry) : nil
    }

    /// What a row takes of the track that joins it besides its ends and times
    /// (`TrackJoin.Track`): its points' digest and its geometry. A class, so that a
    /// flight that is no track pays one word for it.
    final class Track: Sendable {
        let vertices: VertexDigest
        let geometry: FlightGeometry

        init(_ flight: Flight, geometry: FlightGeometry) {
            vertices = VertexDigest(flight.vertices)
            self.geometry = geometry
        }
    }

    /// This row joined by the track `joining` (its `track`): its duplicate key and its
    /// plausibility warnings as the report's joined flight has them (`TrackJoin.joined`:
    /// the row on the track's points, the track's geometry with the row's times). Checking
    /// a flight with a time on its points reads only its ends of them.
    func joined(
        by joining: TrackJoin.Track, _ track: Track, at source: SourceLocation, checks: FlightPlausibility, airportList: Bool
    ) -> (key: DuplicateFlights.Key?, findings: [Diagnostic]) {
        var geometry = track.geometry
        if let spanBegin { geometry.departure = spanBegin }
        if let spanEnd { geometry.arrival = spanEnd }
        let flight = Flight(
            source: source, vertices: [joining.ends.start, joining.ends.end],
            vertexTimes: [joining.firstTime, joining.lastTime])
        let report = FlightReport(id: "", name: "", flight: flight, geometry: geometry)
        return (
            DuplicateFlights.Key(departure: geometry.departure, name: name, vertices: track.vertices),
            checks.check(report, airportList: airportList)
        )
    }
}
