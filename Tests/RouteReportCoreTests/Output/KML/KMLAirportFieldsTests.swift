import Foundation
import Testing

@testable import RouteReportCore

/// `start_airport` / `end_airport` in routes.kml: declared in the flight Schema, the code
/// (IATA, else ICAO) on the route placemark, left out where no airport is within 3 km.
@Suite struct KMLAirportFieldsTests {
    @Test func codesOnTheRoutePlacemarkAndNullsLeftOut() throws {
        let directory = try TemporaryDirectory()
        let kml = directory.path + "/far.kml"
        // From Heathrow's coordinates to a point in the Atlantic; and an unnamed ICAO-only field.
        try Data(
            """
            <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
            <Placemark id="sea"><LineString><coordinates>-0.46194,51.4706 -30,45</coordinates></LineString></Placemark>
            </Document></kml>
            """.utf8
        ).write(to: URL(fileURLWithPath: kml))
        let report = ReportPipeline.run(
            arguments: [.file(kml), .route(RouteInput(text: "K00M-JFK", argument: 2, positional: false))],
            configuration: RunConfiguration(map: MapOptions(), jobs: 1, strict: false, generator: "test"))
        #expect(report.diagnostics.isEmpty)
        let root = try #require(KMLTestNode.parse(KMLWriter.document(for: report)!))
        let fields = root.descendants("SimpleField").map { $0.attributes["name"] ?? "" }
        #expect(fields.contains("start_airport") && fields.contains("end_airport"))
        let routes = root.descendants("Placemark").filter { $0.simpleData["role"] == "route" }.map(\.simpleData)
        #expect(routes.count == 2)
        #expect(routes[0]["start_airport"] == "LHR")
        #expect(routes[0]["end_airport"] == nil)
        // Thigpen Field has no IATA code: its ICAO code.
        #expect(routes[1]["start_airport"] == "K00M")
        #expect(routes[1]["end_airport"] == "JFK")
        // Only the route placemark carries them.
        let others = root.descendants("Placemark").filter { $0.simpleData["role"] == "endpoints" }
        #expect(!others.isEmpty && others.allSatisfy { $0.simpleData["start_airport"] == nil })
    }
}
