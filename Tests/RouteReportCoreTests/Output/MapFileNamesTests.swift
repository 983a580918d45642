import Testing

@testable import RouteReportCore

@Suite("Map file names")
struct MapFileNamesTests {
    @Test func safeIDsAreKept() {
        #expect(MapFileNames.assign(["tys-jfk", "LHR_SFO.2", "a"]) == ["tys-jfk", "LHR_SFO.2", "a"])
    }

    @Test func collisionsGetSuffixesInInputOrder() {
        #expect(MapFileNames.assign(["a", "a", "a"]) == ["a", "a-2", "a-3"])
        // Case-insensitive file systems would make these one file.
        #expect(MapFileNames.assign(["Flight", "flight", "FLIGHT"]) == ["Flight", "flight-2", "FLIGHT-3"])
        // A made-safe id colliding with a plain one.
        #expect(MapFileNames.assign(["a/b", "a_b", "a:b"]) == ["a_b", "a_b-2", "a_b-3"])
        // A suffix that an id already took is skipped, and a later id equal to a
        // generated name is itself suffixed.
        #expect(MapFileNames.assign(["a-2", "a", "a", "a-2"]) == ["a-2", "a", "a-3", "a-2-2"])
    }

    @Test func overviewIsReserved() {
        #expect(MapFileNames.assign(["overview", "Overview", "overview.x"]) == ["overview-2", "Overview-3", "overview.x"])
    }

    @Test(arguments: [
        ("../x", "_._x"),
        ("..", "__"),
        (".", "_"),
        (".hidden", "_hidden"),
        ("a/../../etc/passwd", "a_.._.._etc_passwd"),
        ("C:\\Windows\\x", "C__Windows_x"),
        ("", "flight"),
        ("Zürich → Genève", "Z_rich___Gen_ve"),
        ("e\u{301}", "_"),
        ("✈️🇫🇷", "__"),
        ("name.", "name_"),
        ("nul", "nul_"),
        ("COM1.svg", "COM1.svg_"),
        ("com0", "com0"),
        // A leading dash would be taken for an option by `rm maps/*` and the rest.
        ("-rf", "_rf"),
        ("--help", "_-help"),
    ])
    func unsafeIDsAreMadeSafe(id: String, stem: String) {
        #expect(MapFileNames.assign([id]) == [stem])
    }

    @Test func lengthIsBounded() {
        let stems = MapFileNames.assign([String(repeating: "a", count: 300), String(repeating: "a", count: 150)])
        #expect(stems == [String(repeating: "a", count: 100), String(repeating: "a", count: 100) + "-2"])
    }

    @Test func everyStemIsAPlainUniqueFileName() {
        let ids = ["", ".", "..", "/", "\\", "overview", "OVERVIEW", "a", "A", "a-2", "\u{0}", "x\ny", "../../x", "👍", "ä", "a"]
        let stems = MapFileNames.assign(ids)
        #expect(stems.count == ids.count)
        #expect(Set(stems.map { $0.lowercased() }).count == stems.count)
        for stem in stems {
            #expect(!stem.isEmpty && !stem.hasPrefix(".") && stem.lowercased() != "overview")
            #expect(
                stem.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
                })
        }
    }
}
