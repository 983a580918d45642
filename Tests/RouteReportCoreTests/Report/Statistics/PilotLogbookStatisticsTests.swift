import Foundation
import Testing

@testable import RouteReportCore

/// A pilot's logbook (inputs/exports/foreflight.csv: a Cessna 172 and a Piper PA-28,
/// TimeOut/TimeOff/TimeOn/TimeIn in UTC): time in the air from the runway times, block
/// time from the gate times, and no airline emissions estimate for light aircraft.
@Suite struct PilotLogbookStatisticsTests {
    static func report() -> RunReport {
        var options = MapOptions()
        options.referenceTime = 1_767_225_600
        return ReportPipeline.run(
            arguments: [PackageRoot.folder("inputs/exports").path + "/foreflight.csv"],
            configuration: RunConfiguration(map: options, jobs: 1, strict: false, generator: "test"))
    }

    @Test("Time airborne counts take-off to landing; the flights' durations stay block times")
    func airborneAndBlockTimes() {
        let report = Self.report()
        #expect(report.flights.count == 3)
        // 16:12–16:55, 20:18–21:01, 15:41–16:25: 43 + 43 + 44 minutes in the air.
        #expect(report.statistics.totals.airborne == 7_800)
        // 16:04–17:02, 20:10–21:08, 15:30–16:31: 58 + 58 + 61 minutes block.
        let durations: [Double?] = report.flights.map { FlightRow($0).duration }
        #expect(durations == [3_480, 3_480, 3_660])
        let document = MarkdownReportWriter.document(for: report, airports: .shared, mapFileNames: [])
        #expect(document.contains("- Block time: 58 min\n- Airborne: 43 min\n"))
    }

    @Test("Light aircraft get no airliner's emissions estimate, and the report says why")
    func generalAviationHasNoEmissionsEstimate() {
        let report = Self.report()
        #expect(report.flights.allSatisfy { $0.emissions == nil })
        #expect(report.statistics.emissions.flights == 0)
        #expect(report.statistics.emissions.generalAviation == 3)
        let document = MarkdownReportWriter.document(for: report, airports: .shared, mapFileNames: [])
        #expect(document.contains("- CO₂e per passenger: not estimated: no flight of an airliner\n"))
        #expect(document.contains("Not estimated: 3 general aviation flights"))
    }

    @Test(
        "Airliner types by ICAO designator or IATA code; light aircraft are none",
        arguments: [
            ("A20N", true), ("A320", true), ("B38M", true), ("B77W", true), ("E75L", true), ("CRJ9", true),
            ("AT76", true), ("DH8D", true), ("BCS3", true), ("320", true), ("77W", true), ("E90", true), ("CR9", true),
            ("C172", false), ("PA28", false), ("SR22", false), ("PC12", false), ("BE20", false), ("C25A", false),
        ])
    func airlinerTypes(code: String, isAirliner: Bool) {
        #expect(AirlinerTypes.isAirliner(code) == isAirliner)
    }
}
