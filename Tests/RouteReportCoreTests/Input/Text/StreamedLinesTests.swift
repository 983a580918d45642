import Foundation
import Testing

@testable import RouteReportCore

@Suite("Streamed lines")
struct StreamedLinesTests {
    /// The lines `StreamedLines` cuts from `text` when each read brings `chunk` bytes.
    static func streamed(_ text: [UInt8], chunk: Int) -> [String] {
        var offset = 0
        var lines: [String] = []
        StreamedLines.forEach(
            read: { buffer in
                let count = min(chunk, buffer.count, text.count - offset)
                for index in 0..<count { buffer[index] = text[offset + index] }
                offset += count
                return count
            },
            { line, number in lines.append("\(number):" + String(decoding: line, as: UTF8.self)) })
        return lines
    }

    @Test("The same lines and numbers as over the whole text, a CRLF split between reads or not", arguments: [1, 2, 3, 7])
    func sameAsWhole(chunk: Int) {
        let text = Array("\u{FEFF}A1\r\nB2\nC3\rD4\r\n\r\nE5".utf8)
        #expect(
            Self.streamed(text, chunk: chunk) == ["1:A1", "2:B2", "3:C3", "4:D4", "5:", "6:E5"])
        var whole: [String] = []
        text.withUnsafeBufferPointer { buffer in
            var lines = TextLines(buffer)
            while let line = lines.next() {
                whole.append("\(line.number):" + String(decoding: buffer[line.range], as: UTF8.self))
            }
        }
        #expect(whole == Self.streamed(text, chunk: chunk))
    }

    @Test(
        "A big IGC file or NMEA log read as it arrives gives the document read whole",
        arguments: ["27GLQKF3.igc", "igc2.igc", "nmea", "nmea+ms.txt", "amod-nmea", "nmeadatetime.nmea"])
    func streamedDocument(name: String) {
        let path = PackageRoot.tracks.appendingPathComponent("gpsbabel/" + name).path
        let whole = InputReader.read(.file(path))
        let streamed = InputReader.read(.file(path), sink: nil, streamedAbove: 0)
        #expect(!whole.features.isEmpty)
        // As text: a fix without an altitude holds NaN, which is never == itself.
        #expect(String(describing: streamed) == String(describing: whole))
    }
}
