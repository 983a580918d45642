import Foundation

@testable import RouteReportCore

/// A GPX track with `ele` on every point but one, and one without any, run through the
/// pipeline: what the writers' altitude tests draw.
enum AltitudeFixture {
    static let elevations: [Double] = [2.5, 1500, .nan, 30]

    static let gpx = """
        <?xml version="1.0"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
        <trk><name>Raised</name><trkseg>
        <trkpt lat="37.46" lon="-122.11"><ele>2.5</ele><time>2026-01-01T10:00:00Z</time></trkpt>
        <trkpt lat="37.0" lon="-121.9"><ele>1500</ele><time>2026-01-01T10:20:00Z</time></trkpt>
        <trkpt lat="36.59" lon="-121.84"><time>2026-01-01T10:40:00Z</time></trkpt>
        <trkpt lat="36.58" lon="-121.85"><ele>30</ele><time>2026-01-01T10:45:00Z</time></trkpt>
        </trkseg></trk>
        <trk><name>Flat</name><trkseg>
        <trkpt lat="37.46" lon="-122.11"><time>2026-01-01T10:00:00Z</time></trkpt>
        <trkpt lat="37.0" lon="-121.9"><time>2026-01-01T10:20:00Z</time></trkpt>
        <trkpt lat="36.58" lon="-121.85"><time>2026-01-01T10:45:00Z</time></trkpt>
        </trkseg></trk>
        </gpx>
        """

    /// The run's report of `gpx` at 10:30, with routes.kml drawn `altitude`.
    static func report(_ text: String = gpx, altitude: KMLAltitude = .absolute) throws -> RunReport {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("altitude-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("track.gpx")
        try Data(text.utf8).write(to: file)
        var map = MapOptions()
        map.kmlAltitude = altitude
        let configuration = RunConfiguration(map: map, jobs: 1, strict: false, generator: "routereport test")
        return ReportPipeline.run(arguments: [file.path], configuration: configuration.at(1_767_263_400))
    }
}
