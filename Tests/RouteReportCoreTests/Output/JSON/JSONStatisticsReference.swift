import Foundation

@testable import RouteReportCore

/// A JSON value for JSONEncoder: objects as dictionaries (the encoder sorts their keys),
/// `null` written where a value is absent.
indirect enum JSONValue: Encodable {
    case number(Double)
    case int(Int)
    case string(String)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .null: try container.encodeNil()
        case .array(let values): try container.encode(values)
        case .object(let members): try container.encode(members)
        }
    }

    static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
}

/// report.json's `statistics` object as the schema in docs/outputs.md describes it,
/// built from the report for JSONEncoder.
enum JSONStatisticsReference {
    static func encodable(_ report: RunReport) -> JSONValue {
        let s = report.statistics
        func airport(_ a: Airport) -> JSONValue {
            .object([
                "code": .string(a.code), "country": .string(a.country), "iata": a.iata.map(JSONValue.string) ?? .null,
                "icao": .string(a.icao), "name": .string(a.name),
            ])
        }
        func names(_ counts: [RunStatistics.NameCount]) -> JSONValue {
            .array(
                counts.map {
                    .object([
                        "distance_m": .number($0.distance), "flights": .int($0.flights), "key": .string($0.key),
                        "name": .string($0.name),
                    ])
                })
        }
        func places(_ counts: [RunStatistics.PlaceCount]) -> JSONValue {
            .array(counts.map { .object(["code": .string($0.code), "flights": .int($0.flights), "name": .string($0.name)]) })
        }
        func flight(_ record: RunStatistics.FlightRecord?, _ key: String, time: Bool = false) -> JSONValue {
            guard let record else { return .null }
            var members: [String: JSONValue] = [
                key: time ? .string(ReportTime.iso8601(record.value)) : .number(record.value), "flight_id": .string(record.id),
                "name": .string(record.name),
            ]
            if time { members["departure_local"] = record.local?.iso8601.map { .string($0) } ?? .null }
            return .object(members)
        }
        func place(_ record: RunStatistics.AirportRecord?, _ key: String) -> JSONValue {
            guard let record else { return .null }
            return .object(["airport": airport(record.airport), key: .number(record.value)])
        }
        let t = s.totals
        let r = s.records
        return .object([
            "aircraft": names(s.aircraft), "airlines": names(s.airlines), "registrations": names(s.registrations),
            "seat_classes": names(s.seatClasses),
            "airports": .array(
                s.airports.map {
                    .object([
                        "airport": airport($0.airport), "arrivals": .int($0.arrivals), "departures": .int($0.departures),
                        "visits": .int($0.departures + $0.arrivals),
                    ])
                }),
            "continents": places(s.continents), "countries": places(s.countries),
            "emissions": .object([
                "caveat": .string(JSONStatisticsObject.emissionsCaveat), "co2e_kg": .number(s.emissions.co2e),
                "co2e_with_non_co2_effects_kg": .number(s.emissions.co2eWithNonCO2Effects),
                "flights": .int(s.emissions.flights), "method": .string(JSONStatisticsObject.emissionsMethod),
            ]),
            "records": .object([
                "easternmost_airport": place(r.easternmost, "lon"), "westernmost_airport": place(r.westernmost, "lon"),
                "northernmost_airport": place(r.northernmost, "lat"), "southernmost_airport": place(r.southernmost, "lat"),
                "first_flight": flight(r.first, "departure", time: true), "last_flight": flight(r.last, "departure", time: true),
                "longest_by_distance": flight(r.longestByDistance, "distance_m"),
                "shortest_by_distance": flight(r.shortestByDistance, "distance_m"),
                "longest_by_duration": flight(r.longestByDuration, "duration_s"),
                "shortest_by_duration": flight(r.shortestByDuration, "duration_s"),
                "over_antimeridian": .int(r.overAntimeridian), "over_equator": .int(r.overEquator),
                "over_polar_circle": .int(r.overPolarCircle),
            ]),
            "routes": .array(
                s.routes.map {
                    .object([
                        "backward": .int($0.backward), "distance_m": .number($0.distance), "first": airport($0.first),
                        "flights": .int($0.flights), "forward": .int($0.forward), "second": airport($0.second),
                    ])
                }),
            "months": .array(
                s.months.map {
                    .object([
                        "airborne_s": .number($0.airborne), "distance_m": .number($0.distance), "flights": .int($0.flights),
                        "month": .int($0.month), "year": .int($0.year),
                    ])
                }),
            "totals": .object([
                "airborne_s": .number(t.airborne), "airports": .int(t.airports), "continents": .int(t.continents),
                "countries": .int(t.countries), "distance_km": .number(t.distance / 1000), "distance_m": .number(t.distance),
                "distance_mi": .number(t.distance / 1609.344), "distance_nmi": .number(t.distance / 1852),
                "duplicates": .int(t.duplicates), "flights": .int(t.flights), "legs": .int(t.legs),
                "mean_distance_m": .optional(t.meanDistance), "mean_duration_s": .optional(t.meanDuration),
                "median_distance_m": .optional(t.medianDistance), "median_duration_s": .optional(t.medianDuration),
                "routes": .int(t.routes), "share_of_the_way_to_the_moon": .number(t.distance / 384_400_000),
                "timed_flights": .int(t.timedFlights), "times_around_the_earth": .number(t.distance / 40_075_017),
            ]),
            "years": .array(
                s.years.map {
                    .object([
                        "airborne_s": .number($0.airborne), "airports": .int($0.airports), "co2e_kg": .number($0.co2e),
                        "countries": .int($0.countries), "distance_m": .number($0.distance), "flights": .int($0.flights),
                        "new_airports": .int($0.newAirports), "timed_flights": .int($0.timedFlights),
                        "year": $0.year.map(JSONValue.int) ?? .null,
                    ])
                }),
        ])
    }
}
