import Testing

@testable import RouteReportCore

@Suite("KMLIdentifiers")
struct KMLIdentifiersTests {
    @Test func idsBecomeNCNames() {
        #expect(KMLIdentifiers.xmlID("CDG-BER 1") == "CDG-BER_1")
        #expect(KMLIdentifiers.xmlID("7 hop") == "_7_hop")
        #expect(KMLIdentifiers.xmlID("-x") == "_-x")
        #expect(KMLIdentifiers.xmlID(".x") == "_.x")
        #expect(KMLIdentifiers.xmlID("a/b:c&d") == "a_b_c_d")
        #expect(KMLIdentifiers.xmlID("Zürich") == "Z_rich")
        #expect(KMLIdentifiers.xmlID("") == "_")
    }

    @Test func collisionsGetSuffixesAndReservedIdsAreKept() {
        var ids = KMLIdentifiers(reserved: ["route"])
        #expect(ids.unique(for: "route") == "route-2")
        #expect(ids.unique(for: "a b") == "a_b")
        #expect(ids.unique(for: "a/b") == "a_b-2")
        #expect(ids.unique(for: "a_b") == "a_b-3")
        #expect(ids.unique(for: "route-2") == "route-2-2")
    }

    @Test("40,000 ids that make one XML id: about two probes each (routes.kml took 88 s)")
    func manyIDsCollapsingToOne() {
        var ids = KMLIdentifiers(reserved: ["route"])
        let symbols = Array("!@#$%^&*()+=")
        let made = (0..<40_000).map { index in
            // z!@#$, z!@#%, …: every one is z____ as an XML id.
            ids.unique(for: "z" + String((0..<4).map { symbols[(index >> (3 * $0)) % symbols.count] }))
        }
        #expect(made[0] == "z____" && made[1] == "z____-2" && made.last == "z____-40000")
        #expect(ids.probes < 2 * 40_000)
    }
}
