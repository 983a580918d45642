import Foundation
import Testing

@testable import RouteReportCore

/// The airport objects of report.json, laid out once per airport, against JSONEncoder's
/// bytes for the same values.
@Suite struct AirportJSONObjectsTests {
    /// Quotes in the name (26AR also has no IATA code), letters beyond ASCII, plain names.
    static let codes = ["26AR", "PAQ", "BIU", "BXV", "LHR", "KJFK"]

    static func ids() throws -> [AirportID] {
        try codes.map { try #require(AirportTable.shared.id(code: $0), "\($0)") }
    }

    @Test func anObjectIsJSONEncodersAtEveryDepth() throws {
        let objects = AirportJSONObjects(table: .shared)
        for id in try Self.ids() {
            let airport = AirportTable.shared.airport(id)
            let reference = JSONReportWriter.encode(JSONAirport(iata: airport.iata, icao: airport.icao, name: airport.name))
                .dropLast()
            let kept = objects.object(id, depth: 4)
            // At depth 0 the object is a document of its own: the encoder's output exactly.
            #expect(objects.object(id, depth: 0) == Array(reference), "\(airport.icao)")
            // Deeper, each line but the first is indented two spaces more a level.
            let indented = String(decoding: reference, as: UTF8.self).replacingOccurrences(of: "\n", with: "\n        ")
            #expect(String(decoding: kept, as: UTF8.self) == indented, "\(airport.icao)")
            #expect(objects.object(id, depth: 4) == kept)
        }
        #expect(AirportTable.shared.airport(try #require(AirportTable.shared.id(code: "26AR"))).iata == nil)
    }

    @Test func flightEndsAtTheseAirportsWriteJSONEncodersReport() throws {
        let ids = try Self.ids()
        let flights = ids.indices.map { index in
            let from = AirportTable.shared.airport(ids[index])
            let to = AirportTable.shared.airport(ids[(index + 1) % ids.count])
            let flight = Flight(
                explicitID: "f\(index)", source: SourceLocation(file: "in/a.kml", line: index + 1),
                vertices: [
                    Coordinate(latitude: from.latitude, longitude: from.longitude),
                    Coordinate(latitude: to.latitude, longitude: to.longitude),
                ])
            return FlightReport(
                id: "f\(index)", name: "F \(index)", flight: flight,
                geometry: FlightGeometry.compute(for: flight, options: MapOptions()),
                startAirport: ids[index], endAirport: index == 0 ? nil : ids[(index + 1) % ids.count])
        }
        let report = RunReport(
            generator: "routereport test", inputs: ["in/a.kml"], flights: flights, landmarks: [],
            diagnostics: [], options: MapOptions())
        let written = String(decoding: JSONReportWriter.document(for: report, airports: .shared), as: UTF8.self)
        #expect(written == String(decoding: JSONReportWriter.encode(JSONReportReference.encodable(report)), as: UTF8.self))
        #expect(written.contains(#""name" : "Warren \"Bud\" Woods Palmer Municipal Airport""#))
    }
}
