import Foundation

/// A flight as read from a file: its vertices in order, joined by geodesics.
/// Two vertices is the classic start/end flight; more is a multi-leg route or a track.
struct Flight: Sendable, Hashable {
    /// The explicit id from the file (KML `id` attribute), if any. Generated ids are
    /// settled in the ordered merge, see `FeatureIdentity`.
    var explicitID: String?
    /// `<name>`, if any.
    var name: String?
    /// The name of the innermost enclosing KML `Folder`/`Document`, if any.
    var folder: String?
    var source: SourceLocation
    var vertices: [Coordinate]
    /// Seconds since 1970 for each vertex, or empty when the file gave no per-vertex times
    /// (`gx:Track` `when`, GPX point `time`). When present it has one entry per vertex,
    /// NaN where that vertex had no time.
    var vertexTimes: [Double]
    /// Metres for each vertex as the file gave them (GPX `ele`, KML's third coordinate, …:
    /// above mean sea level in most files), or empty when the file gave no altitude, so a
    /// flight list of millions of rows keeps no second array. When present it has one
    /// entry per vertex, NaN where that vertex had no altitude.
    var vertexAltitudes: [Double]
    /// Explicit begin/end (KML `TimeSpan`), seconds since 1970.
    var spanBegin: Double?
    var spanEnd: Double?
    /// Explicit progress in [0, 1] (validated by Input).
    var explicitProgress: Double?
    /// The airports at the first and last vertex where the input named them (a route
    /// string, a CSV row); nil for an end given as coordinates, which the report names
    /// after the nearest airport.
    var startAirport: AirportID?
    var endAirport: AirportID?
    /// What a flight list gives besides airports and times (flight number, airline, …).
    var details: FlightDetails?

    init(
        explicitID: String? = nil, name: String? = nil, folder: String? = nil,
        source: SourceLocation, vertices: [Coordinate], vertexTimes: [Double] = [],
        vertexAltitudes: [Double] = [],
        spanBegin: Double? = nil, spanEnd: Double? = nil, explicitProgress: Double? = nil,
        startAirport: AirportID? = nil, endAirport: AirportID? = nil,
        details: FlightDetails? = nil
    ) {
        self.explicitID = explicitID
        self.name = name
        self.folder = folder
        self.source = source
        self.vertices = vertices
        self.vertexTimes = vertexTimes
        self.vertexAltitudes = vertexAltitudes
        self.spanBegin = spanBegin
        self.spanEnd = spanEnd
        self.explicitProgress = explicitProgress
        self.startAirport = startAirport
        self.endAirport = endAirport
        self.details = details
    }
}
