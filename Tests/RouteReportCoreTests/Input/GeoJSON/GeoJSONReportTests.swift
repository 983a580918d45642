import Foundation
import Testing

@testable import RouteReportCore

/// The same flights and landmarks written as GeoJSON and as KML give the same report:
/// report.json's every member but where each feature was read (file and line). A line
/// over ±180 is cut there in GeoJSON (RFC 7946 §3.1.9), its parts joined on reading: the
/// KML line has the crossing point as a vertex.
@Suite("GeoJSON report")
struct GeoJSONReportTests {
    static let kml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
          <Placemark id="ba117"><name>BA 117 London – New York</name>
            <TimeSpan><begin>2026-01-01T08:20:00Z</begin><end>2026-01-01T16:10:00Z</end></TimeSpan>
            <LineString><coordinates>-0.461941,51.4706 -73.7781,40.6413</coordinates></LineString>
          </Placemark>
          <Placemark id="qf1"><name>QF 1</name>
            <ExtendedData><Data name="progress"><value>0.25</value></Data></ExtendedData>
            <LineString><coordinates>151.177,-33.9461 103.994,1.35019 -0.461941,51.4706</coordinates></LineString>
          </Placemark>
          <Placemark id="pacific"><name>Over the date line</name>
            <LineString><coordinates>139.781,35.5523 180,47.5 -122.375,37.619</coordinates></LineString>
          </Placemark>
          <Placemark id="tower"><name>Eiffel Tower</name><Point><coordinates>2.2945,48.8584</coordinates></Point></Placemark>
        </Document></kml>

        """

    static let geojson = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "id": "ba117",
           "properties": {"name": "BA 117 London – New York", "begin": "2026-01-01T08:20:00Z", "end": "2026-01-01T16:10:00Z"},
           "geometry": {"type": "LineString", "coordinates": [[-0.461941, 51.4706], [-73.7781, 40.6413]]}},
          {"type": "Feature", "id": "qf1", "properties": {"name": "QF 1", "progress": 0.25},
           "geometry": {"type": "LineString", "coordinates": [[151.177, -33.9461], [103.994, 1.35019], [-0.461941, 51.4706]]}},
          {"type": "Feature", "id": "pacific", "properties": {"name": "Over the date line"},
           "geometry": {"type": "MultiLineString",
                        "coordinates": [[[139.781, 35.5523], [180, 47.5]], [[-180, 47.5], [-122.375, 37.619]]]}},
          {"type": "Feature", "id": "tower", "properties": {"name": "Eiffel Tower"},
           "geometry": {"type": "Point", "coordinates": [2.2945, 48.8584]}}
        ]}

        """

    /// report.json of a run over `text` written as `name`, at 2026-01-01T12:00:00Z.
    static func reportJSON(_ text: String, name: String, in directory: TemporaryDirectory) throws -> [String: Any] {
        let path = directory.path + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let report = ReportPipeline.run(
            arguments: [path],
            configuration: RunConfiguration(map: MapOptions(), jobs: 2, strict: false, generator: "test").at(1_767_268_800))
        let json = JSONReportWriter.document(for: report, airports: .shared)
        return try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
    }

    /// `value` without the members that say where a feature was read.
    static func withoutSources(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            return object.filter { $0.key != "source" }.mapValues(withoutSources)
        }
        if let array = value as? [Any] { return array.map(withoutSources) }
        return value
    }

    @Test func theSameFlightsAsKMLGiveTheSameReportJSON() throws {
        let directory = try TemporaryDirectory()
        let fromKML = try Self.reportJSON(Self.kml, name: "flights.kml", in: directory)
        let fromGeoJSON = try Self.reportJSON(Self.geojson, name: "flights.geojson", in: directory)
        #expect((fromKML["flights"] as? [Any])?.count == 3)
        #expect((fromKML["landmarks"] as? [Any])?.count == 1)
        #expect((fromKML["diagnostics"] as? [Any])?.isEmpty == true)
        let kml = Self.withoutSources(fromKML) as? NSDictionary
        let geojson = Self.withoutSources(fromGeoJSON) as? NSDictionary
        #expect(kml != nil && kml == geojson)
    }
}
