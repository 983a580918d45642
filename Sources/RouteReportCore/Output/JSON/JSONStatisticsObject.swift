/// report.json's `statistics` object (docs/outputs.md, report.json): `RunStatistics` in
/// metres, seconds and kilograms, each object's keys sorted. Records name their flight
/// by id; airports are `{code, country, iata, icao, name}`.
enum JSONStatisticsObject {
    static func write(_ report: RunReport, to json: inout JSONPrettyText) {
        let statistics = report.statistics
        json.beginObject()
        json.key("aircraft")
        names(statistics.aircraft, to: &json)
        json.key("airlines")
        names(statistics.airlines, to: &json)
        json.key("airports")
        array(statistics.airports, to: &json) { count, json in
            json.beginObject()
            json.key("airport")
            airport(count.airport, to: &json)
            json.member("arrivals", count.arrivals)
            json.member("departures", count.departures)
            json.member("visits", count.visits)
            json.endObject()
        }
        json.key("continents")
        places(statistics.continents, to: &json)
        json.key("countries")
        places(statistics.countries, to: &json)
        json.key("emissions")
        emissions(statistics.emissions, to: &json)
        json.key("months")
        array(statistics.months, to: &json) { month, json in
            json.beginObject()
            json.member("airborne_s", month.airborne)
            json.member("distance_m", month.distance)
            json.member("flights", month.flights)
            json.member("month", month.month)
            json.member("year", month.year)
            json.endObject()
        }
        json.key("records")
        records(statistics.records, to: &json)
        json.key("registrations")
        names(statistics.registrations, to: &json)
        json.key("routes")
        array(statistics.routes, to: &json) { route, json in
            json.beginObject()
            json.member("backward", route.backward)
            json.member("distance_m", route.distance)
            json.key("first")
            airport(route.first, to: &json)
            json.member("flights", route.flights)
            json.member("forward", route.forward)
            json.key("second")
            airport(route.second, to: &json)
            json.endObject()
        }
        json.key("seat_classes")
        names(statistics.seatClasses, to: &json)
        json.key("totals")
        totals(statistics.totals, to: &json)
        json.key("years")
        array(statistics.years, to: &json) { year, json in
            json.beginObject()
            json.member("airborne_s", year.airborne)
            json.member("airports", year.airports)
            json.member("co2e_kg", year.co2e)
            json.member("countries", year.countries)
            json.member("distance_m", year.distance)
            json.member("flights", year.flights)
            json.member("new_airports", year.newAirports)
            json.member("timed_flights", year.timedFlights)
            json.member("year", year.year)
            json.endObject()
        }
        json.endObject()
    }

    /// The method and caveat report.json states beside the figures.
    static let emissionsMethod =
        "DESNZ greenhouse gas reporting conversion factors 2026, business travel by air: kg CO2e per passenger-km "
        + "by kind of flight and seat class, times the flight's distance"
    static let emissionsCaveat =
        "An estimate for an average flight of its kind, not a measurement: the aircraft, its load and the route flown "
        + "change the real figure."

    private static func totals(_ totals: RunStatistics.Totals, to json: inout JSONPrettyText) {
        json.beginObject()
        json.member("airborne_s", totals.airborne)
        json.member("airports", totals.airports)
        json.member("continents", totals.continents)
        json.member("countries", totals.countries)
        json.member("distance_km", totals.distance / 1000)
        json.member("distance_m", totals.distance)
        json.member("distance_mi", totals.distance / ReadableText.metresPerMile)
        json.member("distance_nmi", totals.distance / ReadableText.metresPerNauticalMile)
        json.member("duplicates", totals.duplicates)
        json.member("flights", totals.flights)
        json.member("legs", totals.legs)
        json.member("mean_distance_m", totals.meanDistance)
        json.member("mean_duration_s", totals.meanDuration)
        json.member("median_distance_m", totals.medianDistance)
        json.member("median_duration_s", totals.medianDuration)
        json.member("routes", totals.routes)
        json.member("share_of_the_way_to_the_moon", totals.shareOfTheWayToTheMoon)
        json.member("timed_flights", totals.timedFlights)
        json.member("times_around_the_earth", totals.timesAroundTheEarth)
        json.endObject()
    }

    private static func emissions(_ emissions: RunStatistics.Emissions, to json: inout JSONPrettyText) {
        json.beginObject()
        json.member("caveat", emissionsCaveat)
        json.member("co2e_kg", emissions.co2e)
        json.member("co2e_with_non_co2_effects_kg", emissions.co2eWithNonCO2Effects)
        json.member("flights", emissions.flights)
        json.member("method", emissionsMethod)
        json.endObject()
    }

    private static func records(_ records: RunStatistics.Records, to json: inout JSONPrettyText) {
        func place(_ record: RunStatistics.AirportRecord?, _ key: StaticString, to json: inout JSONPrettyText) {
            guard let record else { return json.null() }
            json.beginObject()
            json.key("airport")
            airport(record.airport, to: &json)
            json.key(key)
            json.number(record.value)
            json.endObject()
        }
        func flight(_ record: RunStatistics.FlightRecord?, _ key: StaticString, time: Bool = false, to json: inout JSONPrettyText)
        {
            guard let record else { return json.null() }
            // Keys sorted: "departure" and "distance_m"/"duration_s" sort before "flight_id".
            json.beginObject()
            json.key(key)
            if time {
                json.string(ReportTime.iso8601(record.value))
                // The departure at the start's clocks, which orders the first and last flight.
                json.member("departure_local", record.local?.iso8601)
            } else {
                json.number(record.value)
            }
            json.member("flight_id", record.id)
            json.member("name", record.name)
            json.endObject()
        }
        json.beginObject()
        json.key("easternmost_airport")
        place(records.easternmost, "lon", to: &json)
        json.key("first_flight")
        flight(records.first, "departure", time: true, to: &json)
        json.key("last_flight")
        flight(records.last, "departure", time: true, to: &json)
        json.key("longest_by_distance")
        flight(records.longestByDistance, "distance_m", to: &json)
        json.key("longest_by_duration")
        flight(records.longestByDuration, "duration_s", to: &json)
        json.key("northernmost_airport")
        place(records.northernmost, "lat", to: &json)
        json.member("over_antimeridian", records.overAntimeridian)
        json.member("over_equator", records.overEquator)
        json.member("over_polar_circle", records.overPolarCircle)
        json.key("shortest_by_distance")
        flight(records.shortestByDistance, "distance_m", to: &json)
        json.key("shortest_by_duration")
        flight(records.shortestByDuration, "duration_s", to: &json)
        json.key("southernmost_airport")
        place(records.southernmost, "lat", to: &json)
        json.key("westernmost_airport")
        place(records.westernmost, "lon", to: &json)
        json.endObject()
    }

    private static func airport(_ airport: Airport, to json: inout JSONPrettyText) {
        json.beginObject()
        json.member("code", airport.code)
        json.member("country", airport.country)
        JSONAirportObjects.members(airport, to: &json)
        json.endObject()
    }

    private static func names(_ counts: [RunStatistics.NameCount], to json: inout JSONPrettyText) {
        array(counts, to: &json) { count, json in
            json.beginObject()
            json.member("distance_m", count.distance)
            json.member("flights", count.flights)
            json.member("key", count.key)
            json.member("name", count.name)
            json.endObject()
        }
    }

    private static func places(_ counts: [RunStatistics.PlaceCount], to json: inout JSONPrettyText) {
        array(counts, to: &json) { count, json in
            json.beginObject()
            json.member("code", count.code)
            json.member("flights", count.flights)
            json.member("name", count.name)
            json.endObject()
        }
    }

    private static func array<Element>(
        _ elements: [Element], to json: inout JSONPrettyText, _ write: (Element, inout JSONPrettyText) -> Void
    ) {
        json.beginArray()
        for element in elements {
            json.element()
            write(element, &json)
        }
        json.endArray()
    }
}
