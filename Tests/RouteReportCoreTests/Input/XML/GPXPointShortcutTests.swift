import Foundation
import Testing

@testable import RouteReportCore

/// The track points left out of the schema check change nothing it finds: each mistake
/// put in the middle of a track is found with the same message at the same place as when
/// libxml2's validator sees every point, in GPX 1.0 and 1.1.
@Suite("GPX track points the schema check skips")
struct GPXPointShortcutTests {
    static let point =
        "<trkpt lat=\"47.1234567\" lon=\"8.5\"><ele>430.5</ele><time>2024-05-01T10:00:05Z</time></trkpt>"

    /// A track of 30 plain points with `replacement` in place of the 15th.
    static func track(_ version: String, _ replacement: String) -> String {
        let points = (0..<30).map { $0 == 14 ? replacement : point }.joined(separator: "\n")
        return XMLSchemaCheckTests.gpx(version, "<trk><name>t</name><trkseg>\n" + points + "\n</trkseg></trk>")
    }

    static func findings(_ text: String, shortcut: Bool) -> [String] {
        var limits = XMLLimits.standard
        limits.usesSchemaShortcuts = shortcut
        return InputReader.read(Array(text.utf8), file: "t.gpx", limits: limits).diagnostics.map {
            "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.severity) \($0.message) [\($0.rule.rawValue)]"
        }
    }

    static let mistakes: [String] = [
        point,
        point.replacingOccurrences(of: "430.5", with: "12a"),
        point.replacingOccurrences(of: "430.5", with: " 12 "),
        point.replacingOccurrences(of: "430.5", with: "+12"),
        point.replacingOccurrences(of: "430.5", with: "1e3"),
        point.replacingOccurrences(of: "<ele>430.5</ele>", with: "<ele/>"),
        point.replacingOccurrences(of: "<ele>430.5</ele>", with: "<ele>4<!-- c -->30</ele>"),
        point.replacingOccurrences(of: "<ele>430.5</ele>", with: "<ele unit=\"m\">430.5</ele>"),
        point.replacingOccurrences(of: "<ele>430.5</ele>", with: "<ele><b/>430.5</ele>"),
        point.replacingOccurrences(of: "2024-05-01T10:00:05Z", with: "2024-13-01T10:00:05Z"),
        point.replacingOccurrences(of: "2024-05-01T10:00:05Z", with: "2023-02-29T10:00:05Z"),
        point.replacingOccurrences(of: "2024-05-01T10:00:05Z", with: "2024-02-29T10:00:05Z"),
        point.replacingOccurrences(of: "2024-05-01T10:00:05Z", with: "2024-05-01 10:00:05Z"),
        point.replacingOccurrences(of: "2024-05-01T10:00:05Z", with: "2024-05-01T10:00:05+0200"),
        point.replacingOccurrences(of: "2024-05-01T10:00:05Z", with: "2024-05-01T10:00:05.123456789-05:30"),
        point.replacingOccurrences(of: "2024-05-01T10:00:05Z", with: "2024-05-01T24:00:00Z"),
        point.replacingOccurrences(of: "2024-05-01T10:00:05Z", with: "2016-12-31T23:59:60Z"),
        point.replacingOccurrences(of: "2024-05-01T10:00:05Z", with: "2024-05-01T10:00:05+14:00"),
        point.replacingOccurrences(of: "2024-05-01T10:00:05Z", with: "&#x32;024-05-01T10:00:05Z"),
        point.replacingOccurrences(of: "47.1234567", with: "91"),
        point.replacingOccurrences(of: "47.1234567", with: "90"),
        point.replacingOccurrences(of: "47.1234567", with: "-90.0000000001"),
        point.replacingOccurrences(of: "47.1234567", with: "+10"),
        point.replacingOccurrences(of: "\"8.5\"", with: "\"180\""),
        point.replacingOccurrences(of: "\"8.5\"", with: "\"-180\""),
        point.replacingOccurrences(of: "\"8.5\"", with: "\"179.9999999\""),
        point.replacingOccurrences(of: "\"8.5\"", with: "\"0008.5\""),
        point.replacingOccurrences(of: " lon=\"8.5\"", with: ""),
        point.replacingOccurrences(of: " lon=\"8.5\"", with: " lon=\"8.5\" foo=\"1\""),
        point.replacingOccurrences(of: "<trkpt ", with: "<trkpt xmlns:x=\"urn:x\" x:a=\"1\" "),
        "<trkpt lat=\"1\" lon=\"2\"><time>2024-05-01T10:00:05Z</time><ele>1</ele></trkpt>",
        "<trkpt lat=\"1\" lon=\"2\"><ele>1</ele><ele>2</ele></trkpt>",
        "<trkpt lat=\"1\" lon=\"2\"><ele>1</ele><foo/></trkpt>",
        "<trkpt lat=\"1\" lon=\"2\"><name>x</name></trkpt>",
        "<trkpt lat=\"1\" lon=\"2\"><ele>1</ele><course>90</course><speed>4</speed></trkpt>",
        "<trkpt lat=\"1\" lon=\"2\">junk<ele>1</ele></trkpt>",
        "<trkpt lat=\"1\" lon=\"2\"><!-- c --><?pi x?><ele>1</ele>\n</trkpt>",
        "<trkpt lat=\"1\" lon=\"2\"/>",
        "<trkpt lat=\"1\" lon=\"2\"><extensions><x:a xmlns:x=\"urn:x\">1</x:a></extensions></trkpt>",
        "<extensions/>\n" + point,
        "<foo/>\n" + point,
        "</trkseg><trkseg>" + point,
    ]

    @Test(arguments: ["1.0", "1.1"])
    func everyMistakeIsFoundAsTheWholeCheckFindsIt(version: String) {
        for mistake in Self.mistakes {
            let text = Self.track(version, mistake)
            #expect(
                Self.findings(text, shortcut: true) == Self.findings(text, shortcut: false), "\(version): \(mistake)")
        }
    }

    /// The checks are stricter than the schema, never looser.
    @Test func theStrictChecksAcceptOnlyValidValues() {
        func decimal(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { GPXPointShortcut.isDecimal($0) }
        }
        func dateTime(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { GPXPointShortcut.isDateTime($0) }
        }
        #expect(decimal("430.5") && decimal("-0.5") && decimal(".5") && decimal("7."))
        #expect(!decimal("") && !decimal("-") && !decimal(".") && !decimal("1.2.3") && !decimal("1-2"))
        #expect(!decimal("1e3") && !decimal(" 1") && !decimal("+1") && !decimal("1234567890123456789"))
        #expect(dateTime("2024-02-29T23:59:59.5+13:59") && dateTime("0001-01-01T00:00:00"))
        #expect(!dateTime("2023-02-29T10:00:00Z") && !dateTime("0000-01-01T00:00:00Z"))
        #expect(!dateTime("2024-05-01T10:00:00Zx") && !dateTime("2024-05-01T10:00:00.Z"))
        #expect(!dateTime("2024-05-01T10:00:60Z") && !dateTime("2024-05-01T10:00:00+14:00"))
    }
}
