import Testing

@testable import RouteReportCore

@Suite("File names as bytes")
struct FileNameTests {
    /// Bytes and the text expected for them, worked by hand from the UTF-8 table: a lone
    /// continuation byte, a lead byte without its continuation, an overlong form, a
    /// surrogate's encoding, and valid two-, three- and four-byte scalars kept as they are.
    static let cases: [(bytes: [UInt8], text: String)] = [
        (Array("a".utf8) + [0xFF, 0xFE] + Array(".gpx".utf8), "a\\xff\\xfe.gpx"),
        ([0x80], "\\x80"),
        ([0xC3, 0x2E], "\\xc3."),
        ([0xC0, 0xAF], "\\xc0\\xaf"),
        ([0xED, 0xA0, 0x80], "\\xed\\xa0\\x80"),
        ([0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x9B, 0xAB], "é€🛫"),
        (Array("plain/x.kml".utf8), "plain/x.kml"),
    ]

    @Test func bytesBecomeEscapedTextAndBack() {
        for (bytes, text) in Self.cases {
            #expect(FileName.text(bytes) == text)
            #expect(FileName.bytes(text) == bytes, "\(text)")
        }
    }

    /// A backslash that does not start an escape of a byte from 80 to FF stays itself.
    @Test func otherBackslashesStay() {
        #expect(FileName.bytes("a\\x41\\n\\xZZ\\") == Array("a\\x41\\n\\xZZ\\".utf8))
    }

    @Test func controlCharactersAreEscapedForOneLine() {
        #expect(FileName.oneLine("a\nb\rc\u{1B}d\u{7F}") == "a\\x0ab\\x0dc\\x1bd\\x7f")
        #expect(FileName.oneLine("x\u{85}y\u{2028}z") == "x\\u{85}y\\u{2028}z")
        #expect(FileName.oneLine("é/\\x.kml") == "é/\\x.kml")
    }

    @Test func temporaryNamesOfAKilledRun() {
        #expect(OutputLock.isTemporaryName(".routereport-1234-0A1B2C.tmp"))
        #expect(!OutputLock.isTemporaryName(".routereport-manifest"))
        #expect(!OutputLock.isTemporaryName(".routereport-notes.tmp"))
        #expect(!OutputLock.isTemporaryName(".routereport--x.tmp"))
        #expect(!OutputLock.isTemporaryName("routereport-1-x.tmp"))
    }
}
