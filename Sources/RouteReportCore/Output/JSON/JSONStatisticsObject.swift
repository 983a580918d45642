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
            json.key("arrivals")
            json.int(count.arrivals)
            json.key("departures")
            json.int(count.departures)
            json.key("visits")
            json.int(count.visits)
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
            json.key("airborne_s")
            json.number(month.airborne)
            json.key("distance_m")
            json.number(month.distance)
            json.key("flights")
            json.int(month.flights)
            json.key("month")
            json.int(month.month)
            json.key("year")
            json.int(month.year)
            json.endObject()
        }
        json.key("records")
        records(statistics.records, to: &json)
        json.key("registrations")
        names(statistics.registrations, to: &json)
        json.key("routes")
        array(statistics.routes, to: &json) { route, json in
            json.beginObject()
            json.key("backward")
            json.int(route.backward)
            json.key("distance_m")
            json.number(route.distance)
            json.key("first")
            airport(route.first, to: &json)
            json.key("flights")
            json.int(route.flights)
            json.key("forward")
            json.int(route.forward)
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
            json.key("airborne_s")
            json.number(year.airborne)
            json.key("airports")
            json.int(year.airports)
            json.key("co2e_kg")
            json.number(year.co2e)
            json.key("countries")
            json.int(year.countries)
            json.key("distance_m")
            json.number(year.distance)
            json.key("flights")
            json.int(year.flights)
            json.key("new_airports")
            json.int(year.newAirports)
            json.key("timed_flights")
            json.int(year.timedFlights)
            json.key("year")
            json.optionalInt(year.year)
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
        json.key("airborne_s")
        json.number(totals.airborne)
        json.key("airports")
        json.int(totals.airports)
        json.key("continents")
        json.int(totals.continents)
        json.key("countries")
        json.int(totals.countries)
        json.key("distance_km")
        json.number(totals.distance / 1000)
        json.key("distance_m")
        json.number(totals.distance)
        json.key("distance_mi")
        json.number(totals.distance / ReadableText.metresPerMile)
        json.key("distance_nmi")
        json.number(totals.distance / ReadableText.metresPerNauticalMile)
        json.key("duplicates")
        json.int(totals.duplicates)
        json.key("flights")
        json.int(totals.flights)
        json.key("legs")
        json.int(totals.legs)
        json.key("mean_distance_m")
        json.optionalNumber(totals.meanDistance)
        json.key("mean_duration_s")
        json.optionalNumber(totals.meanDuration)
        json.key("median_distance_m")
        json.optionalNumber(totals.medianDistance)
        json.key("median_duration_s")
        json.optionalNumber(totals.medianDuration)
        json.key("routes")
        json.int(totals.routes)
        json.key("share_of_the_way_to_the_moon")
        json.number(totals.shareOfTheWayToTheMoon)
        json.key("timed_flights")
        json.int(totals.timedFlights)
        json.key("times_around_the_earth")
        json.number(totals.timesAroundTheEarth)
        json.endObject()
    }

    private static func emissions(_ emissions: RunStatistics.Emissions, to json: inout JSONPrettyText) {
        json.beginObject()
        json.key("caveat")
        json.string(emissionsCaveat)
        json.key("co2e_kg")
        json.number(emissions.co2e)
        json.key("co2e_with_non_co2_effects_kg")
        json.number(emissions.co2eWithNonCO2Effects)
        json.key("flights")
        json.int(emissions.flights)
        json.key("method")
        json.string(emissionsMethod)
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
                json.key("departure_local")
                if let local = record.local?.iso8601 { json.string(local) } else { json.null() }
            } else {
                json.number(record.value)
            }
            json.key("flight_id")
            json.string(record.id)
            json.key("name")
            json.string(record.name)
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
        json.key("over_antimeridian")
        json.int(records.overAntimeridian)
        json.key("over_equator")
        json.int(records.overEquator)
        json.key("over_polar_circle")
        json.int(records.overPolarCircle)
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
        json.key("code")
        json.string(airport.code)
        json.key("country")
        json.string(airport.country)
        JSONAirportObjects.members(airport, to: &json)
        json.endObject()
    }

    private static func names(_ counts: [RunStatistics.NameCount], to json: inout JSONPrettyText) {
        array(counts, to: &json) { count, json in
            json.beginObject()
            json.key("distance_m")
            json.number(count.distance)
            json.key("flights")
            json.int(count.flights)
            json.key("key")
            json.string(count.key)
            json.key("name")
            json.string(count.name)
            json.endObject()
        }
    }

    private static func places(_ counts: [RunStatistics.PlaceCount], to json: inout JSONPrettyText) {
        array(counts, to: &json) { count, json in
            json.beginObject()
            json.key("code")
            json.string(count.code)
            json.key("flights")
            json.int(count.flights)
            json.key("name")
            json.string(count.name)
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
