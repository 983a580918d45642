@testable import RouteReportCore

/// A hand-built run for the KML tests: values worked by hand, not computed by the map
/// geometry stage (which these tests must not depend on).
enum KMLTestFixture {
    static let bridgeName = "Pont d'Avignon & <Brücke> \"Most\" 橋"
    static let bridgeDescription = "Sur le pont d'Avignon, l'on y danse & <chante>"

    static func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(latitude: lat, longitude: lon) }

    static let rect = MapRect(x: 1, y: 2, width: 3, height: 4)

    /// Paris CDG → Berlin BER, two vertices, progress 0.67 from its times.
    static let paris = FlightReport(
        id: "CDG-BER 1", name: "Paris → Berlin",
        flight: Flight(
            explicitID: "CDG-BER 1", name: "Paris → Berlin", folder: "Europe & more",
            source: SourceLocation(file: "inputs/europe.kml", line: 12),
            vertices: [c(49.0097, 2.5478), c(52.3667, 13.5033)]),
        geometry: FlightGeometry(
            distance: 881_234.5, initialBearing: 58.25, finalBearing: 66.5, radius: 8_812.345,
            path: [c(49.0097, 2.5478), c(50.2, 6.2), c(51.35, 9.85), c(52.3667, 13.5033)],
            departure: 1_767_254_400, arrival: 1_767_258_000, progress: 0.67, progressSource: .time,
            position: FlightPosition(coordinate: c(51.3, 9.6), unwrappedLongitude: 9.6, heading: 61.5, pathIndex: 1),
            contentRect: rect, visibleRect: rect,
            visibleBox: GeoBox(west: 1.0, south: 47.5, east: 15.0, north: 53.5),
            crossesAntimeridian: false))

    /// Nadi → Apia over the antimeridian: unwrapped longitudes 170 → 190, explicit
    /// progress 0.5 puts the position past the meridian (unwrapped 180.5).
    static let pacific = FlightReport(
        id: "route", name: "Nadi – Apia",
        flight: Flight(
            explicitID: "route", source: SourceLocation(file: "inputs/pacific.gpx", line: 3),
            vertices: [c(-17.0, 170.0), c(-15.0, -170.0)], explicitProgress: 0.5),
        geometry: FlightGeometry(
            distance: 2_150_000, initialBearing: 80, finalBearing: 85, radius: 21_500,
            path: [c(-17.0, 170.0), c(-16.5, 176.0), c(-15.8, 182.0), c(-15.0, 190.0)],
            departure: nil, arrival: nil, progress: 0.5, progressSource: .explicit,
            position: FlightPosition(coordinate: c(-15.95, -179.5), unwrappedLongitude: 180.5, heading: 80.25, pathIndex: 1),
            contentRect: rect, visibleRect: rect,
            visibleBox: GeoBox(west: 165, south: -20, east: -165, north: -12),
            crossesAntimeridian: true))

    /// A hop without progress whose end circle straddles the antimeridian.
    static let taveuni = FlightReport(
        id: "7 hop", name: "Taveuni \"hop\"",
        flight: Flight(
            explicitID: "7 hop", source: SourceLocation(file: "inputs/pacific.gpx", line: 40),
            vertices: [c(-16.8, 179.2), c(-16.7, 179.9)]),
        geometry: FlightGeometry(
            distance: 74_800, initialBearing: 81, finalBearing: 81.2, radius: 30_000,
            path: [c(-16.8, 179.2), c(-16.75, 179.55), c(-16.7, 179.9)],
            departure: nil, arrival: nil, progress: nil, progressSource: .none, position: nil,
            contentRect: rect, visibleRect: rect,
            visibleBox: GeoBox(west: 178.8, south: -17.2, east: -179.7, north: -16.3),
            crossesAntimeridian: true))

    static let bridge = LandmarkReport(
        id: "bridge", name: bridgeName,
        landmark: Landmark(
            explicitID: "bridge", name: bridgeName, description: bridgeDescription, descriptionIsHTML: true,
            source: SourceLocation(file: "inputs/places.kml", line: 5), coordinate: c(43.9539, 4.805)))
    static let gate = LandmarkReport(
        id: "places-2", name: "Brandenburger Tor",
        landmark: Landmark(
            folder: "Berlin", source: SourceLocation(file: "inputs/places.kml", line: 9),
            coordinate: c(52.5163, 13.3777)))
    /// Its id collides with the flight schema's id, which must win.
    static let nadi = LandmarkReport(
        id: "flight", name: "Nadi",
        landmark: Landmark(
            explicitID: "flight", source: SourceLocation(file: "inputs/pacific.gpx", line: 2),
            coordinate: c(-17.7554, 177.4431)))

    static let report = RunReport(
        generator: "routereport 0.1.0", inputs: ["inputs/europe.kml", "inputs/pacific.gpx", "inputs/places.kml"],
        flights: [paris, pacific, taveuni], landmarks: [bridge, gate, nadi], diagnostics: [],
        options: MapTest.options(referenceTime: 1_767_256_812))

    static let document = KMLWriter.document(for: report)!

    /// Corners: progress 0 and 1, a westward crossing, a circle round the pole (60 km
    /// around 89.5°N 10°W: unwrapped about its centre it spans 190°W to 170°E, so it is cut
    /// at the antimeridian), an id with nothing XML-safe in it, an empty name, a single
    /// landmark.
    static let edgeReport: RunReport = {
        let start = FlightReport(
            id: "::", name: "",
            flight: Flight(source: SourceLocation(file: "-"), vertices: [c(89.5, -10), c(80, -175)]),
            geometry: FlightGeometry(
                distance: 1_100_000, initialBearing: 185, finalBearing: 190, radius: 60_000,
                path: [c(89.5, -10), c(85, -170), c(80, -185)],
                departure: 0, arrival: nil, progress: 0, progressSource: .explicit,
                position: FlightPosition(coordinate: c(89.5, -10), unwrappedLongitude: -10, heading: 185, pathIndex: 0),
                contentRect: rect, visibleRect: rect,
                visibleBox: GeoBox(west: -180, south: 75, east: 180, north: 85.0511287798),
                crossesAntimeridian: true))
        var done = paris
        done.id = "done"
        done.geometry.progress = 1
        done.geometry.position = FlightPosition(
            coordinate: c(52.3667, 13.5033), unwrappedLongitude: 13.5033, heading: 66.5, pathIndex: 3)
        return RunReport(
            generator: "routereport 0.1.0", inputs: ["-"], flights: [start, done],
            landmarks: [gate], diagnostics: [], options: MapOptions())
    }()
}
