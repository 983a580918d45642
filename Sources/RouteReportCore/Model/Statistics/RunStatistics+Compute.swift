extension RunStatistics {
    /// The statistics of `flights`, the report's flights in order, in one pass and a sort
    /// of each ranking. Ties in a ranking go to the smaller code or name in byte order;
    /// a record tied between flights goes to the one first in the report.
    init(flights: [FlightReport], airports: StatisticsAirports) {
        var tally = Tally(airports: airports)
        for index in flights.indices {
            tally.add(StatisticsFlight(flights[index], airports: airports), at: index)
        }
        self = tally.finished()
    }

    /// Whether `a` sorts before `b` byte by byte (UTF-8): the tie rule, the same in every
    /// locale.
    static func bytewise(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// What the pass over the flights adds up.
    private struct Tally {
        let airports: StatisticsAirports
        var statistics = RunStatistics()
        var airportCache: [AirportID: Airport] = [:]
        var distances: [Double] = []
        var durations: [Double] = []
        var airportCounts: [AirportID: AirportCount] = [:]
        var routeCounts: [RoutePair: RouteCount] = [:]
        var details: [[String: NameCount]] = Array(repeating: [:], count: 4)
        var countryCounts: [String: PlaceCount] = [:]
        var continentCounts: [Continent: PlaceCount] = [:]
        var years: [Int?: YearTally] = [:]

        /// A route's airports, the one with the smaller code first.
        struct RoutePair: Hashable {
            var first: AirportID
            var second: AirportID
        }

        struct YearTally {
            var row: Year
            var airports: Set<AirportID> = []
            var countries: Set<String> = []
        }

        init(airports: StatisticsAirports) {
            self.airports = airports
        }

        mutating func airport(_ id: AirportID) -> Airport {
            if let known = airportCache[id] { return known }
            let made = airports.airport(id)
            airportCache[id] = made
            return made
        }

        mutating func add(_ flight: StatisticsFlight, at index: Int) {
            guard !flight.isDuplicate else {
                statistics.totals.duplicates += 1
                return
            }
            statistics.totals.flights += 1
            statistics.totals.legs += flight.legs
            statistics.totals.distance += flight.distance
            distances.append(flight.distance)
            let duration = flight.duration
            if let duration {
                statistics.totals.timedFlights += 1
                statistics.totals.airborne += duration
                durations.append(duration)
            }
            let emissions = flight.emissions(airports: airports)
            statistics.emissions.flights += 1
            statistics.emissions.co2e += emissions.co2e
            statistics.emissions.co2eWithNonCO2Effects += emissions.withNonCO2Effects

            // The airports: each leg's departure and arrival.
            let visited = flight.airportsInOrder
            for (position, id) in visited.enumerated() {
                var count = airportCounts[id] ?? AirportCount(airport: airport(id))
                let isFirst = position == 0 && flight.departureAirport != nil
                let isLast = position == visited.count - 1 && flight.arrivalAirport != nil
                if !isLast { count.departures += 1 }
                if !isFirst { count.arrivals += 1 }
                airportCounts[id] = count
            }
            var countries: [Country] = []
            for id in visited {
                let country = CountryTable.country(airport(id).country)
                if !countries.contains(country) { countries.append(country) }
            }
            for country in countries {
                countryCounts[country.code, default: PlaceCount(code: country.code, name: country.name)].flights += 1
            }
            var continents: [Continent] = []
            for case let continent? in countries.map(\.continent) where !continents.contains(continent) {
                continents.append(continent)
            }
            for continent in continents {
                continentCounts[continent, default: PlaceCount(code: continent.rawValue, name: continent.name)].flights += 1
            }

            if let from = flight.departureAirport, let to = flight.arrivalAirport {
                let fromAirport = airport(from)
                let toAirport = airport(to)
                let forward = !RunStatistics.bytewise(toAirport.code, fromAirport.code)
                let pair = forward ? RoutePair(first: from, second: to) : RoutePair(first: to, second: from)
                var route =
                    routeCounts[pair]
                    ?? RouteCount(first: forward ? fromAirport : toAirport, second: forward ? toAirport : fromAirport)
                route.flights += 1
                if forward { route.forward += 1 } else { route.backward += 1 }
                route.distance += flight.distance
                routeCounts[pair] = route
            }

            for (slot, detail) in [flight.airline, flight.aircraft, flight.registration, flight.seatClass].enumerated() {
                guard let detail else { continue }
                var count = details[slot][detail.key] ?? NameCount(key: detail.key, name: detail.name)
                count.flights += 1
                count.distance += flight.distance
                details[slot][detail.key] = count
            }

            let year = flight.departure.map(UTCYear.of)
            var row = years[year] ?? YearTally(row: Year(year: year))
            row.row.flights += 1
            row.row.distance += flight.distance
            if let duration {
                row.row.timedFlights += 1
                row.row.airborne += duration
            }
            row.row.co2e += emissions.co2e
            row.airports.formUnion(visited)
            row.countries.formUnion(countries.map(\.code))
            years[year] = row

            var records = statistics.records
            func keep(_ record: inout FlightRecord?, _ value: Double?, if better: (Double, Double) -> Bool) {
                guard let value else { return }
                if let held = record, !better(value, held.value) { return }
                record = FlightRecord(flight: index, value: value)
            }
            keep(&records.longestByDistance, flight.distance, if: >)
            keep(&records.shortestByDistance, flight.distance, if: <)
            keep(&records.longestByDuration, duration, if: >)
            keep(&records.shortestByDuration, duration, if: <)
            keep(&records.first, flight.departure, if: <)
            keep(&records.last, flight.departure, if: >)
            if flight.crossesAntimeridian { records.overAntimeridian += 1 }
            if flight.crossesEquator { records.overEquator += 1 }
            if flight.reachesPolarCircle { records.overPolarCircle += 1 }
            statistics.records = records
        }

        mutating func finished() -> RunStatistics {
            var result = statistics
            let counted = Double(max(1, result.totals.flights))
            if !distances.isEmpty {
                result.totals.meanDistance = result.totals.distance / counted
                result.totals.medianDistance = Self.median(&distances)
            }
            if !durations.isEmpty {
                result.totals.meanDuration = result.totals.airborne / Double(durations.count)
                result.totals.medianDuration = Self.median(&durations)
            }

            let visitedAirports = airportCounts.values.sorted {
                $0.visits != $1.visits ? $0.visits > $1.visits : RunStatistics.bytewise($0.airport.code, $1.airport.code)
            }
            result.totals.airports = visitedAirports.count
            result.airports = Array(visitedAirports.prefix(RunStatistics.rankingSize))
            let routes = routeCounts.values.sorted {
                if $0.flights != $1.flights { return $0.flights > $1.flights }
                if $0.first.code != $1.first.code { return RunStatistics.bytewise($0.first.code, $1.first.code) }
                return RunStatistics.bytewise($0.second.code, $1.second.code)
            }
            result.totals.routes = routes.count
            result.routes = Array(routes.prefix(RunStatistics.rankingSize))
            let ranked = details.map { counts in
                Array(
                    counts.values.sorted {
                        $0.flights != $1.flights ? $0.flights > $1.flights : RunStatistics.bytewise($0.key, $1.key)
                    }
                    .prefix(RunStatistics.rankingSize))
            }
            (result.airlines, result.aircraft, result.registrations, result.seatClasses) = (
                ranked[0], ranked[1], ranked[2], ranked[3]
            )
            func places(_ counts: some Collection<PlaceCount>) -> [PlaceCount] {
                counts.sorted { $0.flights != $1.flights ? $0.flights > $1.flights : RunStatistics.bytewise($0.code, $1.code) }
            }
            result.countries = places(countryCounts.values)
            result.continents = places(continentCounts.values)
            result.totals.countries = result.countries.count
            result.totals.continents = result.continents.count

            // Each year's new airports: those no earlier year visited; the undated row's,
            // those no dated year visited.
            let dated = years.keys.compactMap { $0 }.sorted()
            var seen: Set<AirportID> = []
            for year in dated {
                guard var tally = years[year] else { continue }
                tally.row.newAirports = tally.airports.subtracting(seen).count
                seen.formUnion(tally.airports)
                tally.row.airports = tally.airports.count
                tally.row.countries = tally.countries.count
                result.years.append(tally.row)
            }
            if var undated = years[nil] {
                undated.row.newAirports = undated.airports.subtracting(seen).count
                undated.row.airports = undated.airports.count
                undated.row.countries = undated.countries.count
                result.years.append(undated.row)
            }

            func extreme(_ value: (Airport) -> Double, largest: Bool) -> AirportRecord? {
                var best: Airport?
                for airport in visitedAirports.map(\.airport) {
                    guard let held = best else {
                        best = airport
                        continue
                    }
                    let (candidate, holder) = (value(airport), value(held))
                    if largest ? candidate > holder : candidate < holder {
                        best = airport
                    } else if candidate == holder && RunStatistics.bytewise(airport.code, held.code) {
                        best = airport
                    }
                }
                return best.map { AirportRecord(airport: $0, value: value($0)) }
            }
            result.records.northernmost = extreme(\.latitude, largest: true)
            result.records.southernmost = extreme(\.latitude, largest: false)
            result.records.easternmost = extreme(\.longitude, largest: true)
            result.records.westernmost = extreme(\.longitude, largest: false)
            return result
        }

        /// The middle value (the mean of the two middle ones for an even count).
        static func median(_ values: inout [Double]) -> Double {
            values.sort()
            let middle = values.count / 2
            return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
        }
    }
}

/// The calendar year (proleptic Gregorian, UTC) of a time.
enum UTCYear {
    static func of(_ secondsSince1970: Double) -> Int {
        let days = (secondsSince1970 / 86_400).rounded(.down)
        guard days.isFinite, abs(days) < 1e12 else { return secondsSince1970 < 0 ? Int.min : Int.max }
        // Howard Hinnant's days-to-civil, the year only.
        let z = Int64(days) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        return Int(yearOfEra + era * 400 + (monthIndex >= 10 ? 1 : 0))
    }
}
