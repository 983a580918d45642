import Foundation
import Testing

@testable import RouteReportCore

/// The nearest airport within 3 km, against a brute-force search of the whole table with
/// GeographicLib's geodesic distances (Fixtures/airports/nearest.tsv, made by
/// Scripts/make_airport_reference.py).
@Suite struct AirportGridTests {
    struct Case {
        var point: Coordinate
        var icao: String?
        var distance: Double?
    }

    static func cases() throws -> [Case] {
        let text = String(decoding: try Fixtures.bytes("airports/nearest.tsv"), as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t").map(String.init)
            return Case(
                point: Coordinate(latitude: Double(fields[0])!, longitude: Double(fields[1])!),
                icao: fields[2] == "-" ? nil : fields[2], distance: Double(fields[3]))
        }
    }

    @Test func nearestMatchesABruteForceGeodesicSearch() throws {
        let cases = try Self.cases()
        #expect(cases.count > 400)
        #expect(cases.contains { $0.icao == nil } && cases.contains { $0.icao != nil })
        #expect(cases.contains { abs($0.point.longitude) > 179.9 } && cases.contains { abs($0.point.latitude) > 80 })
        var worst = 0.0
        for test in cases {
            let found = AirportTable.shared.nearest(test.point)
            #expect(found?.icao == test.icao, "\(test.point)")
            if let found, let distance = test.distance {
                let ours = AirportDistance.metres(test.point.latitude, test.point.longitude, found.latitude, found.longitude)
                worst = max(worst, abs(ours - distance))
            }
        }
        // The chord against the geodesic, within 3 km, poles and antimeridian included.
        #expect(worst < 0.000_1, "worst \(worst) m")
    }

    @Test func tiesGoToIATAThenTheLowerICAOCode() {
        // EBBR (BRU) and EBMB share coordinates: the one with an IATA code.
        #expect(AirportTable.shared.nearest(Coordinate(latitude: 50.5405, longitude: 4.2904))?.icao == "EBBR")
        // LFSB (BSL) and _MLH (MLH) both have one: the lower ICAO code.
        #expect(AirportTable.shared.nearest(Coordinate(latitude: 47.5896, longitude: 7.52991))?.icao == "LFSB")
        // Neither has one: EG10 before EGBR.
        #expect(AirportTable.shared.nearest(Coordinate(latitude: 53.8024, longitude: -0.91596))?.icao == "EG10")
    }

    @Test func notPoints() {
        for point in [
            Coordinate(latitude: .nan, longitude: 0), Coordinate(latitude: 0, longitude: .infinity),
            Coordinate(latitude: 91, longitude: 0),
        ] {
            #expect(AirportTable.shared.nearest(point) == nil)
        }
        // The poles themselves: no airport within 3 km of the north pole.
        #expect(AirportTable.shared.nearest(Coordinate(latitude: 90, longitude: 0)) == nil)
    }

    /// A reach of 3 km, measured on the ellipsoid: LHR's own coordinates moved 2,990 m
    /// and 3,010 m due north and south by our direct geodesic (checked against
    /// GeographicLib elsewhere); nothing else is that near Heathrow's centre.
    @Test func theReachIsThreeKilometres() throws {
        let heathrow = try #require(AirportTable.shared.airport(iata: "LHR"))
        for (azimuth, metres, expected) in [
            (0.0, 2_990.0, "EGLL"), (180.0, 2_990.0, "EGLL"), (0.0, 3_010.0, nil), (180.0, 3_010.0, nil),
        ] {
            let moved = Geodesic.wgs84.direct(lat1: heathrow.latitude, lon1: heathrow.longitude, azi1: azimuth, s12: metres)
            let found = AirportTable.shared.nearest(Coordinate(latitude: moved.lat2, longitude: moved.lon2))
            #expect(found?.icao == expected, "\(azimuth) \(metres)")
        }
    }
}
