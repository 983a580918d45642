import Foundation
import Testing

@testable import RouteReportCore

/// The track readers on broken input: a file cut at any byte, and fields far too long,
/// read without a crash, each a document of the format with what it could read.
@Suite("Track formats, robustness")
struct TrackRobustnessTests {
    @Test("Every prefix of a sample reads without a crash", arguments: ["igc2.igc", "amod-nmea", "tcxdata.tcx"])
    func prefixes(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: PackageRoot.tracks.appendingPathComponent("gpsbabel/" + name)))
        let whole = InputReader.read(bytes, file: name)
        #expect(whole.format != nil && !whole.features.isEmpty)
        for end in stride(from: 0, through: bytes.count, by: 7) {
            let document = InputReader.read(Array(bytes[..<end]), file: name)
            #expect(document.features.count <= whole.features.count + 1, "cut at \(end)")
        }
    }

    @Test("Overlong numbers in a sentence's fields are faults, not overflows")
    func overlongFields() {
        let nines = String(repeating: "9", count: 40)
        let lines = [
            "$GPRMC,032908.379,A,4231.8291,N,08807.3033,W,0.17,138.92,070804,,",
            "$GPZDA,\(nines),\(nines),\(nines),\(nines),00,00", "$GPRMC,\(nines),A,\(nines),N,\(nines),W,,,\(nines),,",
            "$GPGGA,032909,4231.8291,N,08807.3033,W,1,05,1.6,\(nines),M,,M,,",
        ]
        let document = InputReader.read(Array(lines.joined(separator: "\n").utf8), file: "t.nmea")
        #expect(document.format == .nmea)
        #expect(document.diagnostics.filter { $0.rule == .nmeaSyntax }.count == 3)
        let igc = InputReader.read(
            Array("AXXX001\nHFDTEDATE:\(nines)\nB\(nines)\(nines)\n".utf8), file: "t.igc")
        #expect(igc.diagnostics.filter { $0.rule == .igcSyntax }.count == 2)
    }
}
