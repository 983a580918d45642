import Foundation
import Testing

@testable import RouteReportCore

/// A flight log's dates: each flight listed, counted in its year and ranked first or last
/// by its departure at the start's clocks, as the reports show it. Expected times checked
/// against Python's zoneinfo.
@Suite struct LocalDatesTests {
    /// BA178 leaves JFK 2023-01-20 22:30 EST (03:30Z on the 21st); AA2 leaves LAX on New
    /// Year's Eve 2025 at 22:00 PST (06:00Z on 2026-01-01); a track over the Atlantic,
    /// far from any airport, has no zone.
    static let openFlights = """
        Date,From,To,Flight_Number,Airline,Distance,Duration,Seat,Seat_Type,Class,Reason,Plane,Registration,Trip,Note,From_OID,To_OID,Airline_OID,Plane_OID
        2023-01-20 22:30,JFK,LHR,BA178,British Airways,3451,06:55,22K,A,C,B,Boeing 777-200,G-VIIB
        2025-12-31 22:00,LAX,JFK,AA2,American Airlines,,05:20,,,,,,

        """

    static let track = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
        <trk><name>Atlantic</name><trkseg>
        <trkpt lat="10" lon="-30"><time>2026-03-01T23:30:00Z</time></trkpt>
        <trkpt lat="11" lon="-29"><time>2026-03-02T00:30:00Z</time></trkpt>
        </trkseg></trk>
        </gpx>

        """

    static func report(jobs: Int = 1) throws -> RunReport {
        try reports(jobs: [jobs])[0]
    }

    /// The run with each number of workers, over the same files.
    static func reports(jobs: [Int]) throws -> [RunReport] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("local-dates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("openflights.csv")
        let gpx = folder.appendingPathComponent("track.gpx")
        try openFlights.write(to: log, atomically: true, encoding: .utf8)
        try track.write(to: gpx, atomically: true, encoding: .utf8)
        var options = MapOptions()
        options.referenceTime = 1_780_000_000
        return jobs.map { jobs in
            ReportPipeline.run(
                arguments: [log.path, gpx.path],
                configuration: RunConfiguration(map: options, jobs: jobs, strict: false, generator: "test"))
        }
    }

    static func flight(_ report: RunReport, _ name: String) -> FlightReport? {
        report.flights.first { $0.flight.details?.flightNumber == name || $0.name == name }
    }

    @Test func eachFlightCarriesItsDepartureAndArrivalAtItsEndsClocks() throws {
        let report = try Self.report()
        let ba178 = Self.flight(report, "BA178")
        #expect(ba178?.departureLocal?.iso8601 == "2023-01-20T22:30:00-05:00")
        #expect(ba178?.arrivalLocal?.iso8601 == "2023-01-21T10:25:00+00:00")
        #expect(ba178?.arrivalLocal?.zone == "Europe/London")
        let aa2 = Self.flight(report, "AA2")
        #expect(aa2?.departureLocal?.iso8601 == "2025-12-31T22:00:00-08:00")
        #expect(aa2?.arrivalLocal?.iso8601 == "2026-01-01T06:20:00-05:00")
        let atlantic = Self.flight(report, "Atlantic")
        #expect(atlantic?.startAirport == nil)
        #expect(atlantic?.departureLocal == LocalTime(utc: ISO8601Time.parse("2026-03-01T23:30:00Z") ?? 0))
        #expect(atlantic?.arrivalLocal?.iso8601 == "2026-03-02T00:30:00Z")
    }

    /// The months go by the local departure too: AA2 in December 2025, not January 2026;
    /// the report shows them as a row a year, a column a month, 2024 kept empty.
    @Test func monthsGoByTheLocalDeparture() throws {
        let report = try Self.report()
        let months = report.statistics.months
        #expect(months.map { "\($0.year)-\($0.month)" } == ["2023-1", "2025-12", "2026-3"])
        #expect(months.map(\.flights) == [1, 1, 1])
        #expect(months[0].distance == Self.flight(report, "BA178")?.geometry.distance)
        let table = try #require(
            StatisticsSections.sections(for: report).first { $0.id == "months" }?.tables.first)
        #expect(table.rows.map(\.first) == ["2023", "2024", "2025", "2026"])
        #expect(table.rows[0] == ["2023", "1", "", "", "", "", "", "", "", "", "", "", ""])
        #expect(table.rows[1].dropFirst().allSatisfy { $0.isEmpty })
        #expect(table.rows[2][12] == "1" && table.rows[3][3] == "1")
    }

    /// New Year's Eve at LAX counts in 2025 though it is 2026 in UTC; the first flight is
    /// dated the 20th.
    @Test func yearsAndTheFirstAndLastFlightGoByTheLocalDeparture() throws {
        let report = try Self.report()
        let statistics = report.statistics
        #expect(statistics.years.map(\.year) == [2023, 2025, 2026])
        #expect(statistics.years.map(\.flights) == [1, 1, 1])
        #expect(statistics.records.first?.local?.date == "2023-01-20")
        #expect(statistics.records.first?.value == ISO8601Time.parse("2023-01-21T03:30:00Z"))
        #expect(statistics.records.last?.local?.iso8601 == "2026-03-01T23:30:00Z")
    }

    @Test func theReportsShowLocalDatesAndTimes() throws {
        let report = try Self.report()
        let markdown = MarkdownReportWriter.document(for: report, airports: .shared, mapFileNames: [])
        #expect(markdown.contains("| BA178 New York JFK – London LHR | JFK → LHR | 2023-01-20 |"))
        #expect(markdown.contains("- Departure: 2023-01-20 22:30 -05:00 America/New_York (2023-01-21T03:30:00Z)\n"))
        #expect(markdown.contains("- Arrival: 2026-01-01 06:20 -05:00 America/New_York (2026-01-01T11:20:00Z)\n"))
        #expect(markdown.contains("- Departure: 2026-03-01 23:30 UTC\n"))
        #expect(markdown.contains("- First flight: 2023-01-20: "))
        let html = HTMLReportWriter.document(for: report, airports: .shared, maps: nil, listed: report.flights.count)
        #expect(html.contains(">2023-01-20 22:30 -05:00</td>"))
        #expect(html.contains("title=\"America/Los_Angeles\">2025-12-31 22:00 -08:00</td>"))
        #expect(html.contains("data-year=\"2025\""))
        let json = String(decoding: JSONReportWriter.document(for: report, airports: .shared), as: UTF8.self)
        #expect(json.contains("\"departure\" : \"2023-01-21T03:30:00Z\""))
        #expect(json.contains("\"departure_local\" : \"2023-01-20T22:30:00-05:00\""))
        #expect(json.contains("\"departure_time_zone\" : \"America/New_York\""))
        #expect(json.contains("\"departure_time_zone\" : \"UTC\""))
    }

    @Test func theSameOnEveryNumberOfWorkers() throws {
        let runs = try Self.reports(jobs: [1, 4])
        let markdown = runs.map { MarkdownReportWriter.document(for: $0, airports: .shared, mapFileNames: []) }
        let json = runs.map { JSONReportWriter.document(for: $0, airports: .shared) }
        let sameMarkdown = markdown[0] == markdown[1]
        let sameJSON = json[0] == json[1]
        #expect(sameMarkdown && sameJSON)
    }
}
