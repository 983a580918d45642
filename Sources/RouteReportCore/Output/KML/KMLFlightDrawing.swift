/// What routes.kml draws of a flight whose lists are written in many parts
/// (`KMLWriter.PartPlan`), made once for all of them: the route's and the flown part's
/// LineStrings and the aircraft's track. Each part would otherwise cut, copy and time the
/// whole path again, to write a tenth of it.
struct KMLFlightDrawing: Sendable {
    var route: [KMLLine]
    var flown: [KMLLine]?
    var track: KMLAircraftTrack.Track?

    init(_ report: FlightReport, context: KMLFlightLayers.Context) {
        let shapes = FlightShapes(flight: report.flight, geometry: report.geometry)
        route = KMLFlightLayers.route(shapes, context: context)
        flown = KMLFlightLayers.flown(shapes, context: context)
        track = KMLAircraftTrack.Track(report, context: context)
    }

    /// Items in the lists `layer` writes for the flight (`KMLCoordinateWindow`).
    func items(in layer: KMLFlightLayers.Layer, ringPoints: Int) -> Int {
        switch layer {
        case .casings, .flights: route.reduce(0) { $0 + $1.count }
        case .flown: flown?.reduce(0) { $0 + $1.count } ?? 0
        case .endpoints: ringPoints
        case .positions: 0
        case .aircraft: track?.rows ?? 0
        }
    }
}
