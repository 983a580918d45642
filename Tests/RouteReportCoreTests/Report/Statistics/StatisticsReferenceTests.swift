import Foundation
import Testing

@testable import RouteReportCore

/// The statistics of a 57-flight logbook (58 listings, one flight listed twice) against values computed without routereport
/// (Scripts/make_statistics_reference.py: GeographicLib distances, zoneinfo times,
/// airportsdata and OurAirports countries, the tie rule restated).
@Suite struct StatisticsReferenceTests {
    static let logbook = Fixtures.url("statistics/logbook").path

    /// The reference file, as JSON values.
    nonisolated(unsafe) static let reference: [String: Any] = {
        guard let data = try? Data(contentsOf: Fixtures.url("statistics/reference.json")),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object
    }()

    static func report(jobs: Int = 1) -> RunReport {
        var options = MapOptions()
        options.referenceTime = 1_767_225_600
        return ReportPipeline.run(
            arguments: [logbook], configuration: RunConfiguration(map: options, jobs: jobs, strict: false, generator: "test"))
    }

    static let statistics = report().statistics
    static let flights = report().flights

    private static func section(_ name: String) -> [String: Any] { reference[name] as? [String: Any] ?? [:] }
    private static func rows(_ name: String) -> [[String: Any]] { reference[name] as? [[String: Any]] ?? [] }
    private static func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }
    private static func int(_ value: Any?) -> Int { (value as? NSNumber)?.intValue ?? -1 }

    /// Sums of distances agree to a micrometre a leg (GeographicLib's own agreement).
    private static func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-4) -> Bool {
        abs(a - b) <= tolerance
    }

    /// 58 listings, the last a second listing of 2025-17 (the same flight twice): its
    /// warning is the run's one warning (beside the notes saying how each file was read),
    /// and the statistics count 57 flights.
    @Test func theReportReadsEveryFlightAndWarnsOfTheOneListedTwice() {
        #expect(Self.flights.count == 58)
        let diagnostics = Self.report().diagnostics.filter { $0.rule != .readAs }
        #expect(diagnostics.map(\.rule) == [.duplicateFlight])
        #expect(diagnostics.first?.location.line == 20)
        #expect(Self.flights.compactMap(\.duplicateOf) == ["2025-17"])
        #expect(Self.statistics.totals.flights == 57)
    }

    @Test func airlinesAircraftRegistrationsAndSeatClassesRanked() {
        for (name, counts) in [
            ("airlines", Self.statistics.airlines), ("aircraft", Self.statistics.aircraft),
            ("registrations", Self.statistics.registrations), ("seat_classes", Self.statistics.seatClasses),
        ] {
            let expected = Self.rows(name)
            #expect(!expected.isEmpty, "\(name)")
            #expect(counts.map(\.key) == expected.map { $0["key"] as? String ?? "" }, "\(name)")
            #expect(counts.map(\.flights) == expected.map { Self.int($0["flights"]) }, "\(name)")
        }
    }

    @Test func totals() {
        let totals = Self.statistics.totals
        let expected = Self.section("totals")
        #expect(totals.flights == Self.int(expected["flights"]))
        #expect(totals.duplicates == Self.int(expected["duplicates"]))
        #expect(totals.legs == Self.int(expected["legs"]))
        #expect(Self.close(totals.distance, Self.number(expected["distance_m"])))
        #expect(totals.timedFlights == Self.int(expected["timed_flights"]))
        #expect(totals.airborne == Self.number(expected["airborne_s"]))
        #expect(Self.close(totals.meanDistance ?? .nan, Self.number(expected["mean_distance_m"])))
        #expect(Self.close(totals.medianDistance ?? .nan, Self.number(expected["median_distance_m"])))
        #expect(Self.close(totals.meanDuration ?? .nan, Self.number(expected["mean_duration_s"]), within: 1e-9))
        #expect(totals.medianDuration == Self.number(expected["median_duration_s"]))
        #expect(totals.airports == Self.int(expected["airports"]))
        #expect(totals.countries == Self.int(expected["countries"]))
        #expect(totals.continents == Self.int(expected["continents"]))
        #expect(totals.routes == Self.int(expected["routes"]))
        #expect(Self.close(totals.timesAroundTheEarth, Self.number(expected["distance_m"]) / 40_075_017, within: 1e-9))
        #expect(Self.close(totals.shareOfTheWayToTheMoon, Self.number(expected["distance_m"]) / 384_400_000, within: 1e-9))
    }

    @Test func eachFlightsDistanceAndDuration() {
        let expected = Self.rows("flights")
        #expect(expected.count == Self.flights.count)
        for (flight, row) in zip(Self.flights, expected) {
            #expect(flight.id == row["id"] as? String)
            #expect(flight.duplicateOf == row["duplicate_of"] as? String, "\(flight.id)")
            #expect(Self.close(flight.geometry.distance, Self.number(row["distance_m"]), within: 1e-5))
            let duration = StatisticsFlight(flight, airports: .table).duration
            #expect(duration == (row["duration_s"] is NSNull ? nil : Self.number(row["duration_s"])), "\(flight.id)")
        }
    }

    @Test func years() {
        let expected = Self.rows("years")
        #expect(Self.statistics.years.count == expected.count)
        for (year, row) in zip(Self.statistics.years, expected) {
            #expect(year.year == (row["year"] is NSNull ? nil : Self.int(row["year"])))
            #expect(year.flights == Self.int(row["flights"]))
            #expect(Self.close(year.distance, Self.number(row["distance_m"])))
            #expect(year.timedFlights == Self.int(row["timed_flights"]))
            #expect(year.airborne == Self.number(row["airborne_s"]))
            #expect(year.airports == Self.int(row["airports"]))
            #expect(year.countries == Self.int(row["countries"]))
            #expect(year.newAirports == Self.int(row["new_airports"]))
        }
    }

    /// 2024-12 leaves JFK on New Year's Eve at 21:30 EST, 02:30Z on 2025-01-01: the year
    /// of its local departure date counts it.
    @Test func aNewYearsEveDepartureCountsInTheOldYear() throws {
        let flight = try #require(Self.flights.first { $0.id == "2024-12" })
        #expect(flight.geometry.departure == ISO8601Time.parse("2025-01-01T02:30:00Z"))
        #expect(flight.departureLocal?.iso8601 == "2024-12-31T21:30:00-05:00")
        let year2024 = Self.rows("years").first { Self.int($0["year"]) == 2024 }
        #expect(Self.statistics.years.first { $0.year == 2024 }?.flights == year2024.map { Self.int($0["flights"]) })
    }

    @Test func airportsRoutesCountriesAndContinentsRanked() {
        let airports = Self.rows("airports")
        #expect(Self.statistics.airports.map(\.airport.code) == airports.map { $0["code"] as? String ?? "" })
        #expect(Self.statistics.airports.map(\.departures) == airports.map { Self.int($0["departures"]) })
        #expect(Self.statistics.airports.map(\.arrivals) == airports.map { Self.int($0["arrivals"]) })
        let routes = Self.rows("routes")
        #expect(
            Self.statistics.routes.map { $0.first.code + "-" + $0.second.code }
                == routes.map {
                    ($0["first"] as? String ?? "") + "-" + ($0["second"] as? String ?? "")
                })
        #expect(Self.statistics.routes.map(\.forward) == routes.map { Self.int($0["forward"]) })
        #expect(Self.statistics.routes.map(\.backward) == routes.map { Self.int($0["backward"]) })
        for (name, places) in [("countries", Self.statistics.countries), ("continents", Self.statistics.continents)] {
            let expected = Self.rows(name)
            #expect(places.map(\.code) == expected.map { $0["code"] as? String ?? "" }, "\(name)")
            #expect(places.map(\.name) == expected.map { $0["name"] as? String ?? "" }, "\(name)")
            #expect(places.map(\.flights) == expected.map { Self.int($0["flights"]) }, "\(name)")
        }
    }

    @Test func records() {
        let expected = Self.section("records")
        let records = Self.statistics.records
        func id(_ record: RunStatistics.FlightRecord?) -> String? {
            record.map { Self.flights[$0.flight].id == $0.id ? $0.id : "index " + String($0.flight) + " is not " + $0.id }
        }
        #expect(id(records.longestByDistance) == expected["longest_by_distance"] as? String)
        #expect(id(records.shortestByDistance) == expected["shortest_by_distance"] as? String)
        #expect(id(records.longestByDuration) == expected["longest_by_duration"] as? String)
        #expect(id(records.shortestByDuration) == expected["shortest_by_duration"] as? String)
        #expect(id(records.first) == expected["first"] as? String)
        #expect(id(records.last) == expected["last"] as? String)
        #expect(records.northernmost?.airport.code == expected["northernmost"] as? String)
        #expect(records.southernmost?.airport.code == expected["southernmost"] as? String)
        #expect(records.easternmost?.airport.code == expected["easternmost"] as? String)
        #expect(records.westernmost?.airport.code == expected["westernmost"] as? String)
        #expect(records.overAntimeridian == (expected["over_antimeridian"] as? [String])?.count)
        #expect(records.overEquator == (expected["over_equator"] as? [String])?.count)
        #expect(records.overPolarCircle == (expected["over_polar_circle"] as? [String])?.count)
    }

    @Test func theSameAtAnyJobCount() {
        #expect(Self.report(jobs: 2).statistics == Self.statistics)
        #expect(Self.report(jobs: 8).statistics == Self.statistics)
    }
}

extension StatisticsReferenceTests {
    /// Every flight's estimate is the reference's: its haul from the countries of its
    /// ends, its cabin from the seat class the CSV gave (economy, premium economy,
    /// business, first, and the average passenger where it gave none).
    @Test func emissionsOfEveryFlightByItsHaulAndSeatClass() {
        let expected = Dictionary(
            uniqueKeysWithValues: Self.rows("flights").map { ($0["id"] as? String ?? "", Self.number($0["co2e_kg"])) })
        #expect(expected.count == Self.flights.count)
        for flight in Self.flights {
            let co2e = flight.emissions?.co2e ?? .nan
            #expect(Self.close(co2e, expected[flight.id] ?? .nan, within: 1e-6), "\(flight.id)")
        }
        let classes = Set(Self.flights.compactMap { $0.flight.details?.seatClass })
        #expect(classes.isSuperset(of: ["economy", "premium-economy", "business", "first"]))
    }

    /// The two flights without a seat class are the average passenger on a long-haul
    /// flight to or from the UK: DESNZ 2026's 0.09043 kg a passenger-km.
    @Test func theAveragePassengerWhereNoSeatClassIsGiven() {
        let unclassed = Self.flights.filter { ["undated-3", "undated-4"].contains($0.id) }
        #expect(unclassed.count == 2)
        for flight in unclassed {
            #expect(Self.close(flight.emissions?.co2e ?? .nan, flight.geometry.distance / 1000 * 0.09043, within: 1e-6))
        }
    }

    /// The totals count each flight once (the second listing of 2025-17 not at all).
    @Test func emissionsTotals() {
        let expected = Self.section("emissions")
        #expect(Self.statistics.emissions.flights == 57)
        #expect(Self.close(Self.statistics.emissions.co2e, Self.number(expected["co2e_kg"]), within: 1e-6))
        #expect(
            Self.close(
                Self.statistics.emissions.co2eWithNonCO2Effects, Self.number(expected["co2e_with_non_co2_effects_kg"]),
                within: 1e-6))
    }
}
