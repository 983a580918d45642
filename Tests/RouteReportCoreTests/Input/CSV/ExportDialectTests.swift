import Foundation
import Testing

@testable import RouteReportCore

/// The example export of every dialect (`inputs/exports/`, each written from its
/// format's documented header) against `Fixtures/exports/reference.tsv`, which
/// Scripts/make_export_reference.py works out on its own: each format read by a few
/// lines of Python, airports from airportsdata, local times through zoneinfo.
@Suite struct ExportDialectTests {
    struct Expected {
        var file: String
        var line: Int
        var from: String
        var to: String
        var start: Coordinate
        var end: Coordinate
        var departure: Double?
        var arrival: Double?
        var points: Int
    }

    static let folder = PackageRoot.folder("inputs/exports").path

    static func tsv(_ name: String) throws -> [[String]] {
        let text = String(decoding: try Fixtures.bytes("exports/" + name), as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
    }

    static func expected() throws -> [Expected] {
        try tsv("reference.tsv").map { f in
            Expected(
                file: f[0], line: Int(f[1]) ?? 0, from: f[2], to: f[3],
                start: Coordinate(latitude: Double(f[4]) ?? .nan, longitude: Double(f[5]) ?? .nan),
                end: Coordinate(latitude: Double(f[6]) ?? .nan, longitude: Double(f[7]) ?? .nan),
                departure: ISO8601Time.parse(f[8]), arrival: ISO8601Time.parse(f[9]), points: Int(f[10]) ?? 0)
        }
    }

    static func flights(_ document: InputDocument) -> [Flight] {
        document.features.compactMap(\.flight)
    }

    static let files = [
        "app-in-the-air.txt", "flightradar24-BA982.csv", "flightradar24-QF407.kml", "flighty.csv", "foreflight.csv",
        "logten-pro.txt", "mcc-pilotlog.csv", "myflightradar24.csv", "openflights.csv", "opensky.csv", "spreadsheet.csv",
    ]

    @Test("Every example export yields the reference's flights: airports, UTC times, points", arguments: files)
    func flightsMatchTheReference(file: String) throws {
        let document = InputReader.read(.file(Self.folder + "/" + file))
        let expected = try Self.expected().filter { $0.file == file }
        let flights = Self.flights(document)
        #expect(!expected.isEmpty)
        #expect(flights.count == expected.count, "\(document.diagnostics)")
        #expect(!document.diagnostics.contains { $0.severity == .error }, "\(document.diagnostics)")
        for (flight, want) in zip(flights, expected) {
            #expect(flight.source.line == want.line)
            #expect(flight.vertices.count == want.points)
            #expect(flight.vertices.first == want.start)
            #expect(flight.vertices.last == want.end)
            if want.from != "-" {
                #expect(AirportTable.shared.nearest(want.start)?.icao == want.from)
                #expect(AirportTable.shared.nearest(want.end)?.icao == want.to)
                #expect(flight.spanBegin == want.departure, "\(file):\(want.line)")
                #expect(flight.spanEnd == want.arrival, "\(file):\(want.line)")
            } else {
                #expect(flight.vertexTimes.first == want.departure)
                #expect(flight.vertexTimes.last == want.arrival)
            }
        }
    }

    @Test("Each file says once which dialect it was read as", arguments: files)
    func eachFileSaysItsDialect(file: String) {
        let document = InputReader.read(.file(Self.folder + "/" + file))
        let notes = document.diagnostics.filter { $0.rule == .readAs && $0.message.hasPrefix("read as ") }
        #expect(notes.count == 1)
        #expect(notes.first?.severity == .note)
    }

    /// What each format's documentation says its cells mean, row by row.
    @Test func detailsAreCleanAndComparable() throws {
        func details(_ file: String) -> [FlightDetails?] {
            Self.flights(InputReader.read(.file(Self.folder + "/" + file))).map(\.details)
        }
        let openFlights = details("openflights.csv")
        #expect(openFlights[0]?.flightNumber == "BA117")
        #expect(openFlights[0]?.airline == "British Airways")
        #expect(openFlights[0]?.airlineCode == "BA")  // from the flight number, as OpenFlights reads it
        #expect(openFlights[0]?.seatType == "window")
        #expect(openFlights[0]?.seatClass == "business")
        #expect(openFlights[0]?.reason == "business")
        #expect(openFlights[1]?.seatType == "aisle")
        #expect(openFlights[2]?.departureIsDateOnly == true)
        let fr24 = details("myflightradar24.csv")
        #expect(fr24[0]?.airline == "British Airways")
        #expect(fr24[0]?.airlineCode == "BA")
        #expect(fr24[0]?.aircraft == "Airbus A320neo")
        #expect(fr24[0]?.aircraftCode == "A20N")
        #expect(fr24[0]?.seatType == "window")
        #expect(fr24[0]?.seatClass == "economy")
        #expect(fr24[2]?.seatType == "aisle")
        #expect(fr24[2]?.seatClass == "premium-economy")
        #expect(fr24[1]?.seatType == nil)  // 0: not given
        let flighty = details("flighty.csv")
        #expect(flighty.map { $0?.flightNumber } == ["QFA407", "VIR20", "DAL123"])
        #expect(flighty[1]?.seatClass == "premium-economy")
        #expect(flighty[0]?.registration == "VH-VZA")
        let app = details("app-in-the-air.txt")
        #expect(app.map { $0?.flightNumber } == ["BA7338", "LH929", "OS846", "VS42"])
        #expect(app.map { $0?.seatClass } == [nil, "economy", "economy", "business"])
        let foreFlight = details("foreflight.csv")
        #expect(foreFlight[0]?.registration == "N2153C")
        #expect(foreFlight[0]?.aircraftCode == "C172")  // from the aircraft table
        #expect(foreFlight[0]?.aircraft == "Cessna 172N Skyhawk")
        // TimeOut 1604, TimeOff 1612, TimeOn 1655, TimeIn 1702 (UTC): the gate times make
        // the departure and arrival (58 min block), the runway times 43 min in the air.
        #expect(foreFlight[0]?.takeoff == 1_749_312_720)  // 2025-06-07T16:12:00Z
        #expect(foreFlight[0]?.landing == 1_749_315_300)  // 2025-06-07T16:55:00Z
        #expect(foreFlight[0]?.airborne == 2_580)
        #expect(foreFlight[2]?.airborne == 2_640)  // 15:41 to 16:25
        #expect(details("openflights.csv").allSatisfy { $0?.takeoff == nil })
        let spreadsheet = details("spreadsheet.csv")
        #expect(spreadsheet.map { $0?.flightNumber } == ["EK29", "EK354", "SQ322"])
        #expect(spreadsheet[2]?.seatClass == "premium-economy")
        #expect(details("opensky.csv").map { $0?.callsign } == ["DLH9CN", "AFR1242"])
    }

    @Test func aClosedAirportIsFoundAndFlagged() throws {
        let flight = try #require(Self.flights(InputReader.read(.file(Self.folder + "/myflightradar24.csv"))).dropFirst().first)
        let tegel = try #require(AirportTable.shared.nearest(flight.vertices[1]))
        #expect(tegel.icao == "EDDT")
        #expect(tegel.isClosed)
        // An open airport is named before a closed one as near.
        #expect(AirportTable.shared.airport(code: "BER")?.isClosed == false)
    }

    @Test("The flown track joins its logbook row: the row's details and times, the track's path, the detour")
    func tracksJoinTheirRows() throws {
        let joins = try Self.tsv("joins.tsv")
        let files = Set(joins.flatMap { [$0[0], $0[2]] }).sorted().map { Self.folder + "/" + $0 }
        let report = ReportPipeline.run(
            arguments: files, configuration: RunConfiguration(map: MapOptions(), jobs: 2, strict: false, generator: "test"))
        for join in joins {
            let row = try #require(
                report.flights.first { $0.flight.source.file.hasSuffix("/" + join[0]) && $0.flight.source.line == Int(join[1]) })
            let track = try #require(row.track)
            #expect(track.source.file.hasSuffix("/" + join[2]))
            #expect(track.source.line == Int(join[3]))
            #expect(abs(track.detour - (Double(join[4]) ?? .nan)) < 1e-12)
            #expect(row.flight.vertices.count > 2)
            #expect(row.flight.details?.flightNumber != nil)
            // No flight of its own.
            #expect(!report.flights.contains { $0.flight.source == track.source })
        }
        // Every other row and no track is left: the rows that fly no track stay rows.
        let rows =
            Self.flights(InputReader.read(.file(Self.folder + "/myflightradar24.csv"))).count
            + Self.flights(InputReader.read(.file(Self.folder + "/flighty.csv"))).count
        #expect(report.flights.count == rows)
    }

    /// Flightradar24's Altitude column is in feet; the track keeps it in metres.
    @Test func aFlightradar24TrackKeepsItsAltitudes() throws {
        let path = Self.folder + "/flightradar24-BA982.csv"
        let flight = try #require(Self.flights(InputReader.read(.file(path))).first)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
        // Timestamp,UTC,Callsign,"lat,lon",Altitude,Speed,Direction: the altitude is the
        // first field after the quoted position.
        let feet = lines.compactMap { line in
            line.split(separator: "\"").last.flatMap { $0.split(separator: ",").first }.flatMap { Double($0) }
        }
        #expect(feet.count == flight.vertices.count && feet.contains { $0 > 30_000 })
        #expect(flight.vertexAltitudes == feet.map { $0 * 0.3048 })
    }

    @Test("A track that fits no row stays its own flight, with a note")
    func aTrackWithoutItsRowStays() throws {
        let report = ReportPipeline.run(
            arguments: [Self.folder + "/openflights.csv", Self.folder + "/flightradar24-BA982.csv"],
            configuration: RunConfiguration(map: MapOptions(), jobs: 1, strict: true, generator: "test"))
        #expect(report.flights.count == 5)
        #expect(report.flights.allSatisfy { $0.track == nil })
        // (The run's reference time is 1970: the flights' dates are implausible-date warnings.)
        let note = try #require(report.diagnostics.first { $0.message.hasPrefix("this track joins no row") })
        #expect(note.location.file.hasSuffix("flightradar24-BA982.csv") && note.location.line == 2)
        #expect(note.severity == Severity.note)  // --strict raises warnings, not notes
    }
}
