import Testing

@testable import RouteReportCore

@Suite("KMLIdentifiers")
struct KMLIdentifiersTests {
    /// Ids already NCNames come back as they are; any id is what the scalar-by-scalar
    /// rewrite (kept here as the reference) makes of it: random ids of ASCII and beyond.
    @Test func idsAreWhatTheRewriteMakes() {
        func reference(_ text: String) -> String {
            var scalars = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                let ascii = scalar.isASCII ? UInt8(scalar.value) : 0
                let keep =
                    (ascii >= 0x30 && ascii <= 0x39) || (ascii >= 0x41 && ascii <= 0x5A)
                    || (ascii >= 0x61 && ascii <= 0x7A) || ascii == 0x2D || ascii == 0x2E || ascii == 0x5F
                scalars.append(keep ? scalar : "_")
            }
            var id = String(scalars)
            if let first = id.unicodeScalars.first, !(first.properties.isAlphabetic || first == "_") {
                id = "_" + id
            }
            return id.isEmpty ? "_" : id
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09_-. /:&é橋\u{0}\u{1F6EB}".unicodeScalars)
        var ids = ["", "_", "a", "Z", "0", "-", ".", "é", "CDG-BER 1", "LHR-JFK_2", String(repeating: "x", count: 40)]
        for _ in 0..<20_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                scalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
            }
            ids.append(String(scalars))
        }
        let different = ids.filter { KMLIdentifiers.xmlID($0) != reference($0) }
        #expect(different.isEmpty, "\(different.prefix(5))")
    }

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
