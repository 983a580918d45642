import Foundation
import Testing

@testable import RouteReportCore

/// The rankings count a known airline or aircraft type once whichever way a file names
/// it, and show it by the name people know; a name the file gives that is not the
/// table's keeps the flight apart, and what no table knows is shown as written.
@Suite struct KnownNamesTests {
    static let log = """
        from,to,date,airline,aircraft
        LHR,JFK,2024-01-10,VS,321
        JFK,LHR,2024-01-20,VIR,A321
        LHR,JFK,2024-02-10,Virgin Atlantic,Airbus A321
        LHR,FCO,2012-05-01,Alitalia,A320
        FCO,LHR,2024-05-01,AZ,32N
        LHR,CDG,2024-06-01,ZZ9,Q400X
        LHR,CDG,2024-06-02,BA,A380-800
        LHR,CDG,2024-06-03,BA,DHC8-400
        LHR,CDG,2024-06-04,BA,Dash 8 Q400

        """

    static func statistics() throws -> RunStatistics {
        try report().statistics
    }

    static func report() throws -> RunReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("known-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("log.csv")
        try log.write(to: file, atomically: true, encoding: .utf8)
        var options = MapOptions()
        options.referenceTime = 1_780_000_000
        let report = ReportPipeline.run(
            arguments: [file.path], configuration: RunConfiguration(map: options, jobs: 1, strict: false, generator: "test"))
        #expect(report.flights.count == 9)
        return report
    }

    /// The flights table (and report.html's airline filter) reads the same names.
    @Test func theFlightsTableShowsTheKnownName() throws {
        let airlines = try Self.report().flights.map { FlightRow($0).airline }
        #expect(
            airlines == [
                "Virgin Atlantic", "Virgin Atlantic", "Virgin Atlantic", "Alitalia", "ITA Airways", "ZZ9",
                "British Airways", "British Airways", "British Airways",
            ])
    }

    @Test func airlinesAreCountedOnceAndShownByName() throws {
        let airlines = Dictionary(uniqueKeysWithValues: try Self.statistics().airlines.map { ($0.name, $0.flights) })
        #expect(airlines["Virgin Atlantic"] == 3)
        // AZ is ITA Airways today; a file that says Alitalia keeps its Alitalia.
        #expect(airlines["ITA Airways"] == 1)
        #expect(airlines["Alitalia"] == 1)
        #expect(airlines["ZZ9"] == 1)
        #expect(airlines["British Airways"] == 3)
        #expect(airlines.count == 5)
    }

    @Test func aircraftTypesAreCountedOnceAndShownByName() throws {
        let aircraft = Dictionary(uniqueKeysWithValues: try Self.statistics().aircraft.map { ($0.name, $0.flights) })
        #expect(aircraft["Airbus A321"] == 3)
        #expect(aircraft["Airbus A320"] == 1)
        #expect(aircraft["Airbus A320neo"] == 1)
        #expect(aircraft["Q400X"] == 1)
        // Without its maker, and by the other names the table gives it.
        #expect(aircraft["Airbus A380-800"] == 1)
        #expect(aircraft["De Havilland Dash 8-400"] == 2)
        #expect(aircraft.count == 6)
    }

    /// Every line of the tables is read, no code or name on two lines.
    @Test func theTablesAreWhole() {
        for (table, text) in [(AirlineNames.table, AirlineNames.source), (AircraftNames.table, AircraftNames.source)] {
            let lines = text.split(separator: "\n")
            var keys: [String] = []
            for line in lines {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                #expect(fields.count == 3 || fields.count == 4, "\(line)")
                let entry = table.entry(fields[1])
                #expect(entry?.name == fields[2])
                // A name may be its own code (KLM, SAS, A318 without its maker), never
                // another line's.
                keys += Set(
                    ([fields[0], fields[1], fields[2]] + (entry?.aliases ?? [])).filter { !$0.isEmpty }.map {
                        $0.uppercased()
                    })
            }
            #expect(Set(keys).count == keys.count)
        }
    }
}
