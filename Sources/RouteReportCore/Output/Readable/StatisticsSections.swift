/// The statistics as people read them (docs/outputs.md, Statistics): sections of facts
/// and tables of plain text, in the order report.md and report.html show them, each
/// laying them out and escaping them in its own markup.
enum StatisticsSections {
    struct Fact {
        var label: String
        var value: String
    }

    struct Table {
        var title: String
        /// Column titles; `numeric` columns align right.
        var columns: [(title: String, numeric: Bool)]
        var rows: [[String]]
        /// What the table leaves out, if anything ("and 12 more countries").
        var note: String?
    }

    struct Section {
        /// The section's anchor in report.html.
        var id: String
        var title: String
        var facts: [Fact] = []
        var tables: [Table] = []
        var note: String?
    }

    /// Most countries a table lists; every one is in report.json.
    static let listedCountries = 10

    static func sections(for report: RunReport) -> [Section] {
        let statistics = report.statistics
        guard statistics.totals.flights > 0 else { return [] }
        return [
            totals(statistics), years(statistics), months(statistics), rankings(statistics), places(statistics),
            records(statistics, report), emissions(statistics),
        ].compactMap { $0 }
    }

    private static func totals(_ statistics: RunStatistics) -> Section {
        let totals = statistics.totals
        var facts = [
            Fact(
                label: "Flights",
                value: ReadableText.count(totals.flights)
                    + (totals.legs != totals.flights ? " (" + ReadableText.count(totals.legs) + " legs)" : "")
                    + (totals.duplicates > 0
                        ? ", not counting " + plural(totals.duplicates, "duplicate listing") : "")),
            Fact(
                label: "Distance",
                value: ReadableText.kilometres(totals.distance) + " (" + ReadableText.miles(totals.distance) + ", "
                    + ReadableText.nauticalMiles(totals.distance) + ")"),
            Fact(
                label: "Round the Earth",
                value: ReadableText.grouped(totals.timesAroundTheEarth, fractionDigits: 2) + " times, "
                    + ReadableText.percent(totals.shareOfTheWayToTheMoon) + " of the way to the Moon"),
        ]
        if totals.timedFlights > 0 {
            facts.append(
                Fact(
                    label: "Time airborne",
                    value: ReadableText.duration(totals.airborne) + " ("
                        + (totals.timedFlights == totals.flights
                            ? "every flight timed"
                            : ReadableText.count(totals.timedFlights) + " of "
                                + ReadableText.count(totals.flights) + " flights timed") + ")"))
        }
        func flight(_ distance: Double?, _ duration: Double?) -> String {
            [distance.map { ReadableText.kilometres($0) }, duration.map(ReadableText.duration)].compactMap { $0 }
                .joined(separator: ", ")
        }
        facts.append(Fact(label: "Mean flight", value: flight(totals.meanDistance, totals.meanDuration)))
        facts.append(Fact(label: "Median flight", value: flight(totals.medianDistance, totals.medianDuration)))
        facts.append(
            Fact(
                label: "Places",
                value: plural(totals.airports, "airport") + ", " + plural(totals.countries, "country", "countries") + ", "
                    + plural(totals.continents, "continent") + ", " + plural(totals.routes, "route")))
        return Section(id: "totals", title: "Totals", facts: facts)
    }

    private static func years(_ statistics: RunStatistics) -> Section {
        let rows = statistics.years.map { year in
            [
                year.year.map(String.init) ?? "no date", ReadableText.count(year.flights),
                ReadableText.kilometres(year.distance, fractionDigits: 0),
                year.timedFlights > 0 ? ReadableText.duration(year.airborne) : ReadableText.none,
                ReadableText.count(year.airports), ReadableText.count(year.countries), ReadableText.count(year.newAirports),
            ]
        }
        let table = Table(
            title: "Each year",
            columns: [
                ("Year", false), ("Flights", true), ("Distance", true), ("Airborne", true), ("Airports", true),
                ("Countries", true), ("New airports", true),
            ], rows: rows)
        return Section(
            id: "years", title: "Each year", tables: [table],
            note: "By the departure's date at its airport's clocks (UTC where no zone is known); new airports are those"
                + " no earlier year visited.")
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Flights each month, a row a year from the first to the last (a year between with
    /// none stays, empty), a blank where a month had none; nil without a dated flight.
    private static func months(_ statistics: RunStatistics) -> Section? {
        guard let first = statistics.months.first?.year, let last = statistics.months.last?.year, last - first < 200
        else {
            return nil
        }
        var counts: [Int: Int] = [:]
        for month in statistics.months { counts[month.year * 12 + month.month - 1] = month.flights }
        let rows = (first...last).map { year in
            [String(year)] + (0..<12).map { month in counts[year * 12 + month].map(ReadableText.count) ?? "" }
        }
        let table = Table(title: "Each month", columns: [("Year", false)] + monthNames.map { ($0, true) }, rows: rows)
        return Section(
            id: "months", title: "Each month", tables: [table],
            note: "Flights each month, by the departure's date at its airport's clocks.")
    }

    private static func rankings(_ statistics: RunStatistics) -> Section {
        let routes = Table(
            title: "Top routes",
            columns: [("Route", false), ("Flights", true), ("Each way", true), ("Distance", true)],
            rows: statistics.routes.map { route in
                [
                    route.first.code + " – " + route.second.code, ReadableText.count(route.flights),
                    route.first.code == route.second.code
                        ? ReadableText.count(route.flights)
                        : route.first.code + "→" + route.second.code + " " + ReadableText.count(route.forward) + ", "
                            + route.second.code + "→" + route.first.code + " " + ReadableText.count(route.backward),
                    ReadableText.kilometres(route.distance, fractionDigits: 0),
                ]
            })
        let airports = Table(
            title: "Top airports",
            columns: [("Airport", false), ("Visits", true), ("Departures", true), ("Arrivals", true)],
            rows: statistics.airports.map { count in
                [
                    count.airport.code + " " + count.airport.name, ReadableText.count(count.visits),
                    ReadableText.count(count.departures), ReadableText.count(count.arrivals),
                ]
            })
        let names = [
            ("Airlines", "Airline", statistics.airlines), ("Aircraft types", "Aircraft type", statistics.aircraft),
            ("Registrations", "Registration", statistics.registrations),
            ("Seat classes", "Seat class", statistics.seatClasses),
        ].map { title, column, counts in
            Table(
                title: title, columns: [(column, false), ("Flights", true), ("Distance", true)],
                rows: counts.map {
                    [
                        $0.name == $0.key ? $0.name : $0.name + " (" + $0.key + ")", ReadableText.count($0.flights),
                        ReadableText.kilometres($0.distance, fractionDigits: 0),
                    ]
                })
        }
        // A ranking with nothing in it is left out.
        let tables = ([routes, airports] + names).filter { !$0.rows.isEmpty }
        return Section(
            id: "rankings", title: "Most flown", tables: tables,
            note: "Ties are listed in byte order of the code or name. A route is a pair of airports either way.")
    }

    private static func places(_ statistics: RunStatistics) -> Section {
        let countries = statistics.countries.prefix(listedCountries)
        let more = statistics.countries.count - countries.count
        let continents = statistics.continents.map { $0.name + " " + String($0.flights) }.joined(separator: ", ")
        return Section(
            id: "places", title: "Countries and continents",
            facts: [Fact(label: "Continents", value: continents)],
            tables: [
                Table(
                    title: "Countries", columns: [("Country", false), ("Flights", true)],
                    rows: countries.map { [$0.name, ReadableText.count($0.flights)] },
                    note: more > 0 ? "And " + plural(more, "more country", "more countries") + " in report.json." : nil)
            ],
            note: "A flight visits the country of each airport it departs from, stops at or lands at, once.")
    }

    private static func records(_ statistics: RunStatistics, _ report: RunReport) -> Section {
        let records = statistics.records
        var facts: [Fact] = []
        func flight(_ label: String, _ record: RunStatistics.FlightRecord?, _ value: (Double) -> String) {
            guard let record else { return }
            // The route where the report still holds that flight in that place.
            let route =
                report.flights.indices.contains(record.flight) && report.flights[record.flight].id == record.id
                ? " (" + FlightRow(report.flights[record.flight]).route + ")" : ""
            facts.append(Fact(label: label, value: value(record.value) + ": " + record.name + route))
        }
        flight("Longest flight", records.longestByDistance) { ReadableText.kilometres($0) }
        flight("Shortest flight", records.shortestByDistance) { ReadableText.kilometres($0) }
        flight("Longest in the air", records.longestByDuration, ReadableText.duration)
        flight("Shortest in the air", records.shortestByDuration, ReadableText.duration)
        // The date at the start's clocks, as a flight log dates it.
        flight("First flight", records.first) { records.first?.local?.date ?? ReadableText.date($0) }
        flight("Last flight", records.last) { records.last?.local?.date ?? ReadableText.date($0) }
        func airport(_ label: String, _ record: RunStatistics.AirportRecord?, _ value: (Double) -> String) {
            guard let record else { return }
            facts.append(Fact(label: label, value: record.airport.code + " " + record.airport.name + ", " + value(record.value)))
        }
        airport("Northernmost airport", records.northernmost, DecimalFormat.latitude)
        airport("Southernmost airport", records.southernmost, DecimalFormat.latitude)
        airport("Easternmost airport", records.easternmost, DecimalFormat.longitude)
        airport("Westernmost airport", records.westernmost, DecimalFormat.longitude)
        facts.append(
            Fact(
                label: "Lines crossed",
                value: plural(records.overAntimeridian, "flight") + " over the antimeridian, "
                    + plural(records.overEquator, "flight") + " over the equator, "
                    + plural(records.overPolarCircle, "flight") + " beyond a polar circle (66.56°)"))
        return Section(id: "records", title: "Records", facts: facts)
    }

    private static func emissions(_ statistics: RunStatistics) -> Section {
        let emissions = statistics.emissions
        return Section(
            id: "emissions", title: "Emissions estimate",
            facts: [
                Fact(
                    label: "CO₂e per passenger",
                    value: emissions.flights == 0 && emissions.generalAviation > 0
                        ? "not estimated: no flight of an airliner"
                        : ReadableText.mass(emissions.co2e) + ", or " + ReadableText.mass(emissions.co2eWithNonCO2Effects)
                            + " counting the non-CO₂ effects at altitude")
            ],
            note: "An estimate, not a measurement: distance times the UK government's average factor for the kind of "
                + "flight and seat class (DESNZ greenhouse gas conversion factors 2026). Real flights vary with the "
                + "aircraft, load and route."
                + (emissions.generalAviation > 0
                    ? " Not estimated: " + plural(emissions.generalAviation, "general aviation flight")
                        + " (no airline or flight number, and an aircraft type that is no airliner), since the "
                        + "factors are an airliner's per passenger."
                    : ""))
    }

    /// "1 flight", "3 flights".
    static func plural(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        ReadableText.count(value) + " " + (value == 1 ? singular : plural ?? singular + "s")
    }
}
