import Foundation
import Testing

@testable import RouteReportCore

/// The airport objects of report.json, laid out once per airport, against JSONEncoder's
/// bytes for the same values.
@Suite struct JSONAirportObjectsTests {
    /// Quotes in the name (26AR also has no IATA code), letters beyond ASCII, plain names.
    static let codes = ["26AR", "PAQ", "BIU", "BXV", "LHR", "KJFK"]

    static func ids() throws -> [AirportID] {
        try codes.map { try #require(AirportTable.shared.id(code: $0), "\($0)") }
    }

    /// Flights from each airport of `ids` to the next (the first one's end unknown).
    static func flights(_ ids: [AirportID]) -> [FlightReport] {
        ids.indices.map { index in
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
    }

    @Test func anObjectIsJSONEncodersAtEveryDepth() throws {
        let ids = try Self.ids()
        // The first flight's airports only are laid out ahead; the others as they are written.
        let objects = JSONAirportObjects(Array(Self.flights(ids).prefix(1)), table: .shared, depth: 4)
        for id in ids {
            let airport = AirportTable.shared.airport(id)
            let reference = JSONReportWriter.encode(JSONAirport(iata: airport.iata, icao: airport.icao, name: airport.name))
                .dropLast()
            // At depth 0 the object is a document of its own: the encoder's output exactly.
            #expect(JSONAirportObjects.layOut(airport, depth: 0) == Array(reference), "\(airport.icao)")
            // Deeper, each line but the first is indented two spaces more a level.
            let indented = String(decoding: reference, as: UTF8.self).replacingOccurrences(of: "\n", with: "\n        ")
            var written = JSONBytes(reservingCapacity: 0)
            objects.write(id, to: &written)
            #expect(String(decoding: written.array(), as: UTF8.self) == indented, "\(airport.icao)")
        }
        #expect(AirportTable.shared.airport(try #require(AirportTable.shared.id(code: "26AR"))).iata == nil)
    }

    @Test func flightEndsAtTheseAirportsWriteJSONEncodersReport() throws {
        let ids = try Self.ids()
        let flights = Self.flights(ids)
        let report = RunReport(
            generator: "routereport test", inputs: ["in/a.kml"], flights: flights, landmarks: [],
            diagnostics: [], options: MapOptions())
        let written = String(decoding: JSONReportWriter.document(for: report, airports: .shared), as: UTF8.self)
        #expect(written == String(decoding: JSONReportWriter.encode(JSONReportReference.encodable(report)), as: UTF8.self))
        #expect(written.contains(#""name" : "Warren \"Bud\" Woods Palmer Municipal Airport""#))
    }
}
