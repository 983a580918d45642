import Foundation
import Testing

@testable import RouteReportCore

/// JSON that tries to break the reader: each ends as diagnostics, fast.
@Suite("GeoJSON hostile inputs")
struct GeoJSONHostileTests {
    static func summary(_ text: String) -> [String] {
        RuleDiagnosticTests.summary(InputReader.read(Array(text.utf8), file: "h.geojson").diagnostics)
    }

    @Test func numbersPastDoubleAreOutOfRange() {
        #expect(Self.summary(#"{"type": "Point", "coordinates": [1e999, 0]}"#) == ["coordinate-out-of-range error 1:34"])
        #expect(Self.summary(#"{"type": "Point", "coordinates": [-1e999, 1e-999]}"#) == ["coordinate-out-of-range error 1:34"])
    }

    @Test func aTruncatedFileKeepsWhatCameBefore() {
        let text =
            #"{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {}, "geometry": {"type": "Point", "coordinates": [1, 2]}}, {"type": "Feature", "geometry": {"type": "Point", "coordinates": [1,"#
        let document = InputReader.read(Array(text.utf8), file: "h.geojson")
        #expect(document.features.count == 1)
        #expect(RuleDiagnosticTests.summary(document.diagnostics) == ["json-syntax error 1:\(text.utf8.count + 1)"])
    }

    @Test func manyMembersAndManyDuplicatesStayLinear() {
        let members = (0..<100_000).map { "\"m\($0)\": \($0)" }.joined(separator: ", ")
        let distinct = "{\"type\": \"Feature\", \"properties\": {\(members)}, \"geometry\": null}"
        let start = Date()
        #expect(Self.summary(distinct) == ["no-features warning -:-"])
        let twice = (0..<100_000).map { _ in "\"m\": 1" }.joined(separator: ", ")
        let duplicates = "{\"type\": \"Feature\", \"properties\": {\(twice)}, \"geometry\": null}"
        #expect(Self.summary(duplicates).count == 100_000)
        // Quadratic work on 100,000 members would take minutes, not seconds.
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test func nulAndControlBytesOutsideStringsAreSyntaxErrors() {
        #expect(Self.summary("{\"type\": \u{0}\"Point\"}") == ["json-syntax error 1:10"])
        #expect(Self.summary("{\"type\":\u{1B}[31m \"Point\"}") == ["json-syntax error 1:9"])
    }
}
