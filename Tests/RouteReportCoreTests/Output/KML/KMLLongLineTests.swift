import Foundation
import Testing

@testable import RouteReportCore

/// A line too long for one `coordinates` text (libxml2's 10,000,000-byte limit) is
/// written as consecutive LineStrings that share their end vertices, and read back as
/// the one flight it was.
@Suite("KML long lines")
struct KMLLongLineTests {
    @Test("A long line is cut into pieces of at most maxLineVertices that share their ends")
    func pieces() {
        let line = (0..<(2 * KMLGeometry.maxLineVertices + 5)).map { Coordinate(latitude: 0, longitude: Double($0) * 1e-4) }
        let pieces = KMLGeometry.splitLong(line)
        #expect(pieces.map(\.count) == [KMLGeometry.maxLineVertices, KMLGeometry.maxLineVertices, 7])
        for index in 1..<pieces.count { #expect(pieces[index].first == pieces[index - 1].last) }
        #expect(Array(pieces[0] + pieces[1].dropFirst() + pieces[2].dropFirst()) == line)
        #expect(KMLGeometry.splitLong(Array(line.prefix(KMLGeometry.maxLineVertices))).count == 1)
    }

    /// A 500,000-point GPX track, its report, and the routes.kml written for it.
    private static func longTrack() throws -> (report: RunReport, document: [UInt8]) {
        let count = 500_000
        var gpx =
            "<gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><name>long</name><trkseg>\n"
        gpx.reserveCapacity(count * 40)
        for index in 0..<count {
            // Nine decimals on both axes, as real tracks have: about 26 bytes a tuple,
            // 13 MB of route coordinates in all.
            gpx += "<trkpt lat=\"\(0.5 + Double(index) * 1.3e-7)\" lon=\"\(-75 + Double(index) * 0.000300001)\"/>\n"
        }
        gpx += "</trkseg></trk></gpx>\n"
        let input = try KMLTestTools.writeRoutes(Array(gpx.utf8))
        defer { KMLTestTools.remove(input) }
        let report = KMLRealInputs.run([input.path])
        return (report, try #require(KMLWriter.document(for: report)))
    }

    @Test("routes.kml of a 500,000-point track: no text over 10 MB, read back to the same distance")
    func longTrackRoundTrip() throws {
        let (report, document) = try Self.longTrack()
        let flight = try #require(report.flights.first)
        #expect(report.diagnostics.isEmpty)
        #expect(flight.geometry.path.count == 500_000)

        let text = String(decoding: document, as: UTF8.self)
        let texts = text.components(separatedBy: "<coordinates>").dropFirst().map { $0.prefix { $0 != "<" }.utf8.count }
        #expect(texts.allSatisfy { $0 < 10_000_000 })
        #expect(texts.reduce(0, +) > 10_000_000)  // one text would have been too long
        #expect(texts.filter { $0 > 1_000_000 }.count == 4)  // the casing and the route, in two pieces each
        let written = try KMLTestTools.writeRoutes(document)
        defer { KMLTestTools.remove(written) }
        let reread = KMLRealInputs.run([written.path])
        #expect(reread.diagnostics.isEmpty)
        let back = try #require(reread.flights.first)
        #expect(reread.flights.count == 1)
        #expect(back.flight.vertices.count == flight.geometry.path.count)
        #expect(abs(back.geometry.distance - flight.geometry.distance) / flight.geometry.distance < 1e-9)
    }

    @Test(
        "routes.kml of a 500,000-point track is well-formed to xmllint's streaming reader",
        .enabled(if: KMLTestTools.which("xmllint") != nil))
    func longTrackStreamsThroughXmllint() throws {
        let written = try KMLTestTools.writeRoutes(try Self.longTrack().document)
        defer { KMLTestTools.remove(written) }
        let lint = try KMLTestTools.run("xmllint", ["--stream", "--noout", written.path])
        #expect(lint.status == 0, "\(lint.stderr.prefix(300))")
    }
}
