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

    /// An id that is its own stem skips the Character-by-Character pass, and that
    /// shortcut never changes the stem: random ids of kept bytes, dots and dashes where
    /// they are not allowed, device names, lengths about the limit, and other characters.
    @Test func theShortcutGivesWhatThePassGives() {
        let pieces = ["a", "Z", "0", "9", ".", "-", "_", "con", "COM1", "lpt9", "nul.", "x", "é", "/", " ", "aux"]
        var random = SeededGenerator(seed: 20_261_206)
        var safe = 0
        for _ in 0..<100_000 {
            var id = (0..<random.next(in: 0...6)).map { _ in pieces[random.next(in: 0...(pieces.count - 1))] }.joined()
            if random.next(in: 0...9) == 0 { id += String(repeating: "b", count: random.next(in: 95...101)) }
            #expect(MapFileNames.safeStem(id) == MapFileNames.safeStemByCharacter(id), "\(id)")
            if MapFileNames.isSafe(id) {
                safe += 1
                #expect(MapFileNames.safeStemByCharacter(id) == id)
            }
        }
        #expect(safe > 20_000)
        #expect(MapFileNames.isSafe("fl000001") && MapFileNames.isSafe("tys-jfk") && !MapFileNames.isSafe("con.x"))
    }
}
