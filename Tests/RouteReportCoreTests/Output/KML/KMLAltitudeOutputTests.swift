import Foundation
import Testing

@testable import RouteReportCore

@Suite("routes.kml altitudes")
struct KMLAltitudeOutputTests {
    static func kml(_ report: RunReport) throws -> String {
        String(decoding: try #require(KMLWriter.document(for: report)), as: UTF8.self)
    }

    /// The text of every `coordinates` of the placemark named `name`.
    static func coordinates(_ kml: String, placemark name: String) -> [String] {
        guard let start = kml.range(of: "<name>" + name + "</name>"),
            let end = kml.range(of: "</Placemark>", range: start.upperBound..<kml.endIndex)
        else { return [] }
        return kml[start.upperBound..<end.lowerBound].components(separatedBy: "<coordinates>").dropFirst().map {
            String($0.prefix { $0 != "<" })
        }
    }

    @Test("A track's route is absolute at its ele values, a missing one between its neighbours")
    func absoluteRoute() throws {
        let kml = try Self.kml(try AltitudeFixture.report())
        let route = Self.coordinates(kml, placemark: "Raised")
        #expect(route == ["-122.11,37.46,2.5 -121.9,37,1500 -121.84,36.59,765 -121.85,36.58,30"])
        #expect(kml.contains("<LineString><altitudeMode>absolute</altitudeMode><coordinates>-122.11,37.46,2.5 "))
        // The aircraft flies at the same altitudes.
        #expect(kml.contains("<gx:Track><altitudeMode>absolute</altitudeMode><when>"))
        #expect(kml.contains("<gx:coord>-121.9 37 1500</gx:coord>"))
    }

    @Test("A flight without altitudes stays on the ground; --kml-altitude ground draws them all there")
    func groundRoutes() throws {
        let kml = try Self.kml(try AltitudeFixture.report())
        #expect(Self.coordinates(kml, placemark: "Flat") == ["-122.11,37.46 -121.9,37 -121.85,36.58"])
        let ground = try Self.kml(try AltitudeFixture.report(altitude: .ground))
        #expect(!ground.contains("altitudeMode"))
        #expect(Self.coordinates(ground, placemark: "Raised") == ["-122.11,37.46 -121.9,37 -121.84,36.59 -121.85,36.58"])
        #expect(ground.contains("<gx:coord>-121.9 37 0</gx:coord>"))
        // The flight without altitudes has the same geometry either way (its balloons
        // name the run's temporary file).
        let flat = { (text: String) in
            text.components(separatedBy: "\n").filter { $0.contains("<name>Flat") }.map {
                $0.components(separatedBy: "</ExtendedData>").last ?? ""
            }
        }
        #expect(flat(kml) == flat(ground))
    }

    @Test(
        "GDAL reads the raised track as 3D lines at the ele values",
        .enabled(if: KMLTestTools.which("ogrinfo") != nil, "ogrinfo (gdal-bin) is not installed"))
    func gdalReadsLineStringZ() throws {
        let file = try KMLTestTools.writeRoutes(Array(try Self.kml(try AltitudeFixture.report()).utf8))
        defer { KMLTestTools.remove(file) }
        let result = try KMLTestTools.run("ogrinfo", ["-ro", "-al", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let routes = KMLOGRFeatures.parse(result.stdout).filter { $0.layer == "Flights" }
        #expect(
            routes.map(\.geometry) == [
                "MULTILINESTRING Z ((-122.11 37.46 2.5,-121.9 37.0 1500,-121.84 36.59 765,-121.85 36.58 30))",
                "MULTILINESTRING ((-122.11 37.46,-121.9 37.0,-121.85 36.58))",
            ])
    }
}
