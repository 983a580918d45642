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

    private func document(_ file: String, _ ids: [(id: String?, line: Int)]) -> InputDocument {
        InputDocument(file: file, format: .kml, features: ids.map { landmark($0.id, file, line: $0.line) })
    }

    @Test func generatedIDsCountAllFeaturesOfTheFileFromOne() {
        let identity = FeatureIdentity(documents: [document("x/f.kml", [(nil, 1), ("named", 2), (nil, 3)])])
        #expect(identity.ids == [["f-1", "named", "f-3"]])
        #expect(identity.duplicates == [[]])
    }

    @Test func secondExplicitIDIsAnErrorNamingTheFirstAndGetsASuffix() {
        let identity = FeatureIdentity(documents: [
            document("a.kml", [("dup", 4)]), document("b.kml", [("dup", 9), ("dup", 12)]),
        ])
        #expect(identity.ids == [["dup"], ["dup-2", "dup-3"]])
        #expect(identity.duplicates[0].isEmpty)
        let diagnostics = identity.duplicates[1]
        #expect(diagnostics.map(\.rule) == [.duplicateID, .duplicateID])
        #expect(diagnostics.map(\.severity) == [.error, .error])
        #expect(diagnostics.map(\.location) == [9, 12].map { SourceLocation(file: "b.kml", line: $0, column: 3) })
        #expect(diagnostics[0].message == "duplicate id 'dup': first used at a.kml:4:3")
        #expect(diagnostics[1].message == "duplicate id 'dup': first used at a.kml:4:3")
    }

    @Test func generatedIDNeverTakesAnExplicitIDOrAnEarlierID() {
        // Two files with the same stem in different folders, and a later explicit "f-1".
        let identity = FeatureIdentity(
            documents: [document("a/f.kml", [(nil, 1)]), document("b/f.kml", [(nil, 1)]), document("c.kml", [("f-1", 1)])])
        #expect(identity.ids == [["f-1-2"], ["f-1-3"], ["f-1"]])
        #expect(identity.duplicates.map(\.count) == [0, 0, 0])
    }

    /// Generated and suffixed ids are given in feature order, each against the ones before
    /// it, whichever kind came first.
    @Test func generatedAndSuffixedIDsTakeSuffixesInFeatureOrder() {
        // x.kml's generated x-2 comes first, so the repeated x gets x-3.
        let generatedFirst = FeatureIdentity(
            documents: [document("x.kml", [(nil, 1), (nil, 2)]), document("a.kml", [("x", 1)]), document("b.kml", [("x", 1)])])
        #expect(generatedFirst.ids == [["x-1", "x-2"], ["x"], ["x-3"]])
        // The repeated x takes x-2 first, so x.kml's second feature gets x-2-2.
        let repeatedFirst = FeatureIdentity(
            documents: [document("a.kml", [("x", 1)]), document("b.kml", [("x", 1)]), document("x.kml", [(nil, 1), (nil, 2)])])
        #expect(repeatedFirst.ids == [["x"], ["x-2"], ["x-1", "x-2-2"]])
        #expect(repeatedFirst.duplicates.map(\.count) == [0, 1, 0])
    }
}

extension FeatureIdentityTests {
    @Test("50,000 rows sharing one id: each gets its suffix in about two probes (validate took 149 s)")
    func oneIDSharedByManyFeatures() {
        let count = 50_000
        let document = document("list.csv", (1...count).map { (id: "shared", line: $0) })
        let identity = FeatureIdentity(documents: [document])
        #expect(identity.ids[0].first == "shared" && identity.ids[0][1] == "shared-2")
        #expect(identity.ids[0].last == "shared-\(count)")
        #expect(identity.duplicates[0].count == count - 1)
        #expect(identity.suffixProbes < 2 * count)
    }
}
