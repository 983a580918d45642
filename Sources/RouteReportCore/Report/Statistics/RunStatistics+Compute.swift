extension RunStatistics {
    /// The statistics of `flights`, the report's flights in order, in one pass and a
    /// selection of each ranking's first entries; each flight gets its emissions
    /// estimate (`FlightReport.emissions`). Ties in a ranking go to the smaller code or
    /// name in byte order; a record tied between flights goes to the one first in the
    /// report. Each flight gets its local times too (`AirportClocks`), which years and
    /// the first and last flight go by.
    init(flights: inout [FlightReport], airports: StatisticsAirports) {
        var tally = Tally(airports: airports)
        let clocks = AirportClocks(airports: airports)
        // In place (`inout`): read from an array, a report is copied whole, retains and all.
        func count(_ report: inout FlightReport, at index: Int) {
            clocks.assign(to: &report)
            report.emissions = tally.add(StatisticsFlight(report, airports: airports), at: index)
        }
        for index in flights.indices {
            count(&flights[index], at: index)
        }
        self = tally.finished(flights)
    }

    /// The statistics of `flights`, as `init(flights:airports:)` with the estimates set.
    init(flights: [FlightReport], airports: StatisticsAirports) {
        var estimated = flights
        self.init(flights: &estimated, airports: airports)
    }

    /// Whether `a` sorts before `b` byte by byte (UTF-8): the tie rule, the same in every
    /// locale.
    static func bytewise(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// The first `count` of `items` in the order `precedes` (a strict total order), as
    /// sorting them would give, without sorting them all.
    static func first<Item>(_ count: Int, of items: some Sequence<Item>, by precedes: (Item, Item) -> Bool) -> [Item] {
        var kept: [Item] = []
        kept.reserveCapacity(count + 1)
        for item in items {
            if kept.count == count, let last = kept.last, !precedes(item, last) { continue }
            kept.insert(item, at: kept.firstIndex { precedes(item, $0) } ?? kept.count)
            if kept.count > count { kept.removeLast() }
        }
        return kept
    }

    /// What the pass over the flights adds up. Airports, countries, routes and years are
    /// slots in arrays, found once each by a small key, and counted in place.
    private struct Tally {
        let airports: StatisticsAirports
        var statistics = RunStatistics()
        var distances: [Double] = []
        var durations: [Double] = []
        /// Each airport's slot in `visited`, by its table index (-1: not seen yet): an
        /// array, since every flight looks up two airports.
        var airportSlots: [Int32] = []
        var visited: [VisitedAirport] = []
        var countrySlots: [String: Int] = [:]
        var countries: [PlaceCount] = []
        var countryContinents: [Int?] = []
        /// Each country's year slot that counts it already (as `VisitedAirport.countedInYear`).
        var countryCountedInYear: [Int] = []
        /// What the emission factors read of each country.
        var countryPlaces: [EmissionFactors.Place] = []
        var continents = Continent.allCases.map { PlaceCount(code: $0.rawValue, name: $0.name) }
        /// Each route's slot in `routes`, by `RoutePair.key`.
        var routeSlots: [UInt64: Int] = [:]
        var routes: [RouteTally] = []
        var airlines = DetailTally()
        var aircraft = DetailTally()
        var registrations = DetailTally()
        var seatClasses = DetailTally()
        var yearSlots: [Int?: Int] = [:]
        var years: [Year] = []
        var lastYear: (value: Int?, slot: Int)?
        /// Each month's slot in `months`, by year × 12 + month − 1.
        var monthSlots: [Int: Int] = [:]
        var months: [Month] = []
        /// The last month counted, found again without hashing (most flights of a run
        /// fall in a few months).
        var lastMonth: (key: Int, slot: Int)?
        /// The local departure day and instant of the first and last flight so far.
        var firstDeparture: (day: Double, instant: Double)?
        var lastDeparture: (day: Double, instant: Double)?
        /// Each year's airports and countries, as `year slot << 32 | slot`.
        var yearAirports: Set<Int> = []
        var yearCountries: Set<Int> = []
        /// The current flight's airports, countries and continents (kept to save allocations).
        var flightAirports: [Int] = []
        var flightCountries: [Int] = []
        var flightContinents: [Int] = []

        struct VisitedAirport {
            var airport: Airport
            var code: String
            var country: Int
            var departures = 0
            var arrivals = 0
            /// The earliest year of a counted flight to or from it, and whether an undated
            /// one visited it (for each year's new airports).
            var firstYear: Int?
            var visitedUndated = false
            /// The year slot whose airports count it already (most visits are in a year
            /// that has counted it: the set of pairs is asked only otherwise).
            var countedInYear = -1
        }

        /// A route's airports (slots), the one with the smaller code first.
        struct RoutePair {
            var first: Int
            var second: Int

            var key: UInt64 { UInt64(truncatingIfNeeded: first) << 32 | UInt64(truncatingIfNeeded: second) }
        }

        struct RouteTally {
            var pair: RoutePair
            var flights = 0
            var forward = 0
            var backward = 0
            var distance = 0.0
        }

        init(airports: StatisticsAirports) {
            self.airports = airports
        }

        /// The slot of `id`, made the first time it is seen.
        mutating func slot(_ id: AirportID) -> Int {
            let index = Int(id.index)
            if index < airportSlots.count, airportSlots[index] >= 0 { return Int(airportSlots[index]) }
            if index >= airportSlots.count {
                airportSlots.append(contentsOf: repeatElement(-1, count: index + 1 - airportSlots.count))
            }
            let airport = airports.airport(id)
            let country = CountryTable.country(airport.country)
            let countrySlot: Int
            if let known = countrySlots[country.code] {
                countrySlot = known
            } else {
                countrySlot = countries.count
                countrySlots[country.code] = countrySlot
                countries.append(PlaceCount(code: country.code, name: country.name))
                countryContinents.append(country.continent.flatMap { Continent.allCases.firstIndex(of: $0) })
                countryCountedInYear.append(-1)
                countryPlaces.append(EmissionFactors.Place(country))
            }
            airportSlots[index] = Int32(visited.count)
            visited.append(VisitedAirport(airport: airport, code: airport.code, country: countrySlot))
            return visited.count - 1
        }

        /// Counts `flight` (unless it is a duplicate) and gives its emissions estimate
        /// (none for general aviation, which the airline factors do not describe).
        mutating func add(_ flight: StatisticsFlight, at index: Int) -> FlightEmissions? {
            let start = flight.departureAirport.map { slot($0) }
            let end = flight.arrivalAirport.map { slot($0) }
            let emissions =
                flight.isGeneralAviation
                ? nil
                : FlightEmissions(
                    distance: flight.distance, from: start.map { countryPlaces[visited[$0].country] },
                    to: end.map { countryPlaces[visited[$0].country] }, seatClass: flight.seatClass?.code)
            guard !flight.isDuplicate else {
                statistics.totals.duplicates += 1
                return emissions
            }
            statistics.totals.flights += 1
            statistics.totals.legs += flight.legs
            statistics.totals.distance += flight.distance
            distances.append(flight.distance)
            let duration = flight.duration
            // In the air: take-off to landing where the logbook says, else departure to arrival.
            let airborne = flight.airborne ?? duration
            if let duration, let airborne {
                statistics.totals.timedFlights += 1
                statistics.totals.airborne += airborne
                durations.append(duration)
            }
            if let emissions {
                statistics.emissions.flights += 1
                statistics.emissions.co2e += emissions.co2e
                statistics.emissions.co2eWithNonCO2Effects += emissions.withNonCO2Effects
            } else {
                statistics.emissions.generalAviation += 1
            }

            // The airports: each leg's departure and arrival.
            flightAirports.removeAll(keepingCapacity: true)
            if let start { flightAirports.append(start) }
            for stop in flight.stops { flightAirports.append(slot(stop)) }
            if let end { flightAirports.append(end) }
            let last = flightAirports.count - 1
            for (position, airport) in flightAirports.enumerated() {
                if !(position == last && end != nil) { visited[airport].departures += 1 }
                if !(position == 0 && start != nil) { visited[airport].arrivals += 1 }
            }
            flightCountries.removeAll(keepingCapacity: true)
            for airport in flightAirports where !flightCountries.contains(visited[airport].country) {
                flightCountries.append(visited[airport].country)
            }
            flightContinents.removeAll(keepingCapacity: true)
            for country in flightCountries {
                countries[country].flights += 1
                if let continent = countryContinents[country], !flightContinents.contains(continent) {
                    flightContinents.append(continent)
                    continents[continent].flights += 1
                }
            }

            if let start, let end {
                let forward = !RunStatistics.bytewise(visited[end].code, visited[start].code)
                let pair = forward ? RoutePair(first: start, second: end) : RoutePair(first: end, second: start)
                let route: Int
                if let known = routeSlots[pair.key] {
                    route = known
                } else {
                    route = routes.count
                    routeSlots[pair.key] = route
                    routes.append(RouteTally(pair: pair))
                }
                routes[route].flights += 1
                if forward { routes[route].forward += 1 } else { routes[route].backward += 1 }
                routes[route].distance += flight.distance
            }

            airlines.add(flight.airline, distance: flight.distance)
            aircraft.add(flight.aircraft, distance: flight.distance)
            registrations.add(flight.registration, distance: flight.distance)
            seatClasses.add(flight.seatClass, distance: flight.distance)

            let yearAndMonth = flight.departureLocal?.yearAndMonth
            let yearValue = yearAndMonth?.year
            let year: Int
            if let lastYear, lastYear.value == yearValue {
                year = lastYear.slot
            } else if let known = yearSlots[yearValue] {
                year = known
            } else {
                year = years.count
                yearSlots[yearValue] = year
                years.append(Year(year: yearValue))
            }
            lastYear = (yearValue, year)
            years[year].flights += 1
            years[year].distance += flight.distance
            if duration != nil, let airborne {
                years[year].timedFlights += 1
                years[year].airborne += airborne
            }
            years[year].co2e += emissions?.co2e ?? 0
            if let yearAndMonth {
                let (yearValue, monthValue) = yearAndMonth
                let key = yearValue &* 12 &+ monthValue &- 1
                let slot: Int
                if let lastMonth, lastMonth.key == key {
                    slot = lastMonth.slot
                } else {
                    slot = monthSlots[key] ?? months.count
                }
                lastMonth = (key, slot)
                if slot == months.count {
                    monthSlots[key] = slot
                    months.append(Month(year: yearValue, month: monthValue))
                }
                months[slot].flights += 1
                months[slot].distance += flight.distance
                if duration != nil, let airborne { months[slot].airborne += airborne }
            }
            for airport in flightAirports {
                if visited[airport].countedInYear != year {
                    visited[airport].countedInYear = year
                    if yearAirports.insert(year << 32 | airport).inserted { years[year].airports += 1 }
                }
                if let yearValue {
                    if visited[airport].firstYear.map({ yearValue < $0 }) ?? true { visited[airport].firstYear = yearValue }
                } else {
                    visited[airport].visitedUndated = true
                }
            }
            for country in flightCountries where countryCountedInYear[country] != year {
                countryCountedInYear[country] = year
                if yearCountries.insert(year << 32 | country).inserted { years[year].countries += 1 }
            }

            func keep(_ record: inout FlightRecord?, _ value: Double?, if better: (Double, Double) -> Bool) {
                guard let value else { return }
                if let held = record, !better(value, held.value) { return }
                record = FlightRecord(flight: index, id: "", name: "", value: value)
            }
            keep(&statistics.records.longestByDistance, flight.distance, if: >)
            keep(&statistics.records.shortestByDistance, flight.distance, if: <)
            keep(&statistics.records.longestByDuration, duration, if: >)
            keep(&statistics.records.shortestByDuration, duration, if: <)
            if let local = flight.departureLocal {
                // By the date at the start's clocks, as the logbook reads; that day's flights
                // in the order they left. The instant stays the value.
                let key = (day: local.day, instant: local.instant)
                if firstDeparture.map({ key < $0 }) ?? true {
                    firstDeparture = key
                    statistics.records.first = FlightRecord(flight: index, id: "", name: "", value: local.instant, local: local)
                }
                if lastDeparture.map({ key > $0 }) ?? true {
                    lastDeparture = key
                    statistics.records.last = FlightRecord(flight: index, id: "", name: "", value: local.instant, local: local)
                }
            }
            if flight.crossesAntimeridian { statistics.records.overAntimeridian += 1 }
            if flight.crossesEquator { statistics.records.overEquator += 1 }
            if flight.reachesPolarCircle { statistics.records.overPolarCircle += 1 }
            return emissions
        }

        /// The statistics, the records naming their flights among `flights`.
        mutating func finished(_ flights: [FlightReport]) -> RunStatistics {
            var result = statistics
            for path in [
                \Records.longestByDistance, \.shortestByDistance, \.longestByDuration, \.shortestByDuration, \.first,
                \.last,
            ] {
                guard let index = result.records[keyPath: path]?.flight else { continue }
                result.records[keyPath: path]?.id = flights[index].id
                result.records[keyPath: path]?.name = flights[index].name
            }
            let counted = Double(max(1, result.totals.flights))
            if !distances.isEmpty {
                result.totals.meanDistance = result.totals.distance / counted
                result.totals.medianDistance = Self.median(&distances)
            }
            if !durations.isEmpty {
                result.totals.meanDuration = result.totals.airborne / Double(durations.count)
                result.totals.medianDuration = Self.median(&durations)
            }

            let counts = visited.filter { $0.departures + $0.arrivals > 0 }
            result.totals.airports = counts.count
            result.airports = RunStatistics.first(RunStatistics.rankingSize, of: counts) {
                let (a, b) = ($0.departures + $0.arrivals, $1.departures + $1.arrivals)
                return a != b ? a > b : RunStatistics.bytewise($0.code, $1.code)
            }.map { AirportCount(airport: $0.airport, departures: $0.departures, arrivals: $0.arrivals) }
            result.totals.routes = routes.count
            result.routes = RunStatistics.first(RunStatistics.rankingSize, of: routes) {
                if $0.flights != $1.flights { return $0.flights > $1.flights }
                let (a, b) = (visited[$0.pair.first].code, visited[$1.pair.first].code)
                if a != b { return RunStatistics.bytewise(a, b) }
                return RunStatistics.bytewise(visited[$0.pair.second].code, visited[$1.pair.second].code)
            }.map {
                RouteCount(
                    first: visited[$0.pair.first].airport, second: visited[$0.pair.second].airport, flights: $0.flights,
                    forward: $0.forward, backward: $0.backward, distance: $0.distance)
            }
            func ranked(_ tally: DetailTally) -> [NameCount] {
                RunStatistics.first(RunStatistics.rankingSize, of: tally.entries()) {
                    if $0.flights != $1.flights { return $0.flights > $1.flights }
                    if $0.key != $1.key { return RunStatistics.bytewise($0.key, $1.key) }
                    return RunStatistics.bytewise($0.name, $1.name)
                }
            }
            result.airlines = ranked(airlines)
            result.aircraft = ranked(aircraft)
            result.registrations = ranked(registrations)
            result.seatClasses = ranked(seatClasses)
            func places(_ counts: [PlaceCount]) -> [PlaceCount] {
                counts.filter { $0.flights > 0 }.sorted {
                    $0.flights != $1.flights ? $0.flights > $1.flights : RunStatistics.bytewise($0.code, $1.code)
                }
            }
            result.countries = places(countries)
            result.continents = places(continents)
            result.totals.countries = result.countries.count
            result.totals.continents = result.continents.count

            // Each year's new airports: those no earlier year visited (the year of its
            // first visit); the undated row's, those no dated flight visited.
            for airport in counts {
                if let first = airport.firstYear, let slot = yearSlots[first] {
                    years[slot].newAirports += 1
                } else if airport.visitedUndated, let slot = yearSlots[nil] {
                    years[slot].newAirports += 1
                }
            }
            for year in yearSlots.keys.compactMap({ $0 }).sorted() {
                guard let slot = yearSlots[year] else { continue }
                result.years.append(years[slot])
            }
            if let undated = yearSlots[nil] {
                result.years.append(years[undated])
            }
            result.months = monthSlots.keys.sorted().compactMap { monthSlots[$0].map { months[$0] } }

            func extreme(_ value: (Airport) -> Double, largest: Bool) -> AirportRecord? {
                var best: VisitedAirport?
                for candidate in counts {
                    guard let held = best else {
                        best = candidate
                        continue
                    }
                    let (a, b) = (value(candidate.airport), value(held.airport))
                    if largest ? a > b : a < b {
                        best = candidate
                    } else if a == b && RunStatistics.bytewise(candidate.code, held.code) {
                        best = candidate
                    }
                }
                return best.map { AirportRecord(airport: $0.airport, value: value($0.airport)) }
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
