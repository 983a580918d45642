import Testing

@testable import RouteReportCore

@Suite struct FeatureIdentityTests {
    private func landmark(_ id: String?, _ file: String, line: Int) -> Feature {
        .landmark(
            Landmark(
                explicitID: id, source: SourceLocation(file: file, line: line, column: 3),
                coordinate: Coordinate(latitude: 0, longitude: 0)))
    }

    @Test func stemDropsFoldersAndTheLastExtension() {
        #expect(FeatureIdentity.stem(of: "inputs/airport-pairs.kml") == "airport-pairs")
        #expect(FeatureIdentity.stem(of: "a/b.c/track.gpx.kml") == "track.gpx")
        #expect(FeatureIdentity.stem(of: "-") == "stdin")
        #expect(FeatureIdentity.stem(of: ".hidden") == ".hidden")
        #expect(FeatureIdentity.stem(of: "noextension") == "noextension")
    }

    @Test func generatedIDsCountAllFeaturesOfTheFileFromOne() {
        var identity = FeatureIdentity(allExplicitIDs: ["named"])
        var diagnostics: [Diagnostic] = []
        let ids = [landmark(nil, "x/f.kml", line: 1), landmark("named", "x/f.kml", line: 2), landmark(nil, "x/f.kml", line: 3)]
            .enumerated().map { identity.settle($0.element, file: "x/f.kml", position: $0.offset + 1, diagnostics: &diagnostics) }
        #expect(ids == ["f-1", "named", "f-3"])
        #expect(diagnostics.isEmpty)
    }

    @Test func secondExplicitIDIsAnErrorNamingTheFirstAndGetsASuffix() {
        var identity = FeatureIdentity(allExplicitIDs: ["dup", "dup", "dup"])
        var diagnostics: [Diagnostic] = []
        let first = identity.settle(landmark("dup", "a.kml", line: 4), file: "a.kml", position: 1, diagnostics: &diagnostics)
        let second = identity.settle(landmark("dup", "b.kml", line: 9), file: "b.kml", position: 1, diagnostics: &diagnostics)
        let third = identity.settle(landmark("dup", "b.kml", line: 12), file: "b.kml", position: 2, diagnostics: &diagnostics)
        #expect([first, second, third] == ["dup", "dup-2", "dup-3"])
        #expect(diagnostics.map(\.rule) == [.duplicateID, .duplicateID])
        #expect(diagnostics.map(\.severity) == [.error, .error])
        #expect(diagnostics[0].location == SourceLocation(file: "b.kml", line: 9, column: 3))
        #expect(diagnostics[0].message == "duplicate id 'dup': first used at a.kml:4:3")
    }

    @Test func generatedIDNeverTakesAnExplicitIDOrAnEarlierID() {
        // Two files with the same stem in different folders, and a later explicit "f-1".
        var identity = FeatureIdentity(allExplicitIDs: ["f-1"])
        var diagnostics: [Diagnostic] = []
        let a = identity.settle(landmark(nil, "a/f.kml", line: 1), file: "a/f.kml", position: 1, diagnostics: &diagnostics)
        let b = identity.settle(landmark(nil, "b/f.kml", line: 1), file: "b/f.kml", position: 1, diagnostics: &diagnostics)
        let c = identity.settle(landmark("f-1", "c.kml", line: 1), file: "c.kml", position: 1, diagnostics: &diagnostics)
        #expect([a, b, c] == ["f-1-2", "f-1-3", "f-1"])
        #expect(diagnostics.isEmpty)
    }
}
