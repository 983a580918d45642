/// What people keep a flight log for, over every flight of a run: totals, each year,
/// rankings, the countries and continents visited, records and an emissions estimate.
/// docs/outputs.md (Statistics) defines each; `RunStatistics(flights:airports:)`
/// computes them, once, from the report's flights, so every format shows the same
/// values whatever `--jobs`, `--max-maps` or sharding.
///
/// A flight marked as a listing of another (`FlightReport.duplicateOf`) is counted
/// once, as its first listing: only `totals.duplicates` counts the others.
struct RunStatistics: Sendable, Hashable {
    var totals = Totals()
    /// Years in ascending order, then the flights without a departure time (`year` nil).
    var years: [Year] = []
    /// The months with a flight, in ascending order, by the local departure date.
    var months: [Month] = []
    /// The first `rankingSize` of each, ranked (`Ranked`).
    var routes: [RouteCount] = []
    var airports: [AirportCount] = []
    var airlines: [NameCount] = []
    var aircraft: [NameCount] = []
    var registrations: [NameCount] = []
    var seatClasses: [NameCount] = []
    /// Every country and continent visited, ranked.
    var countries: [PlaceCount] = []
    var continents: [PlaceCount] = []
    var records = Records()
    var emissions = Emissions()

    /// How many entries a ranking keeps.
    static let rankingSize = 10
    /// The equator's length (WGS84), metres: "times round the Earth".
    static let equatorLength = 40_075_017.0
    /// The mean distance from the Earth to the Moon, metres.
    static let moonDistance = 384_400_000.0
    /// The latitude of the Arctic and Antarctic circles, degrees.
    static let polarCircleLatitude = 66.56

    struct Totals: Sendable, Hashable {
        /// Flights counted (duplicates left out), and the duplicates left out.
        var flights = 0
        var duplicates = 0
        /// One per flight, plus one per stop on the way (`StatisticsFlight.stops`).
        var legs = 0
        /// Metres.
        var distance = 0.0
        /// Flights with a departure and an arrival, the arrival not before it.
        var timedFlights = 0
        /// Seconds from departure to arrival, summed over the timed flights.
        var airborne = 0.0
        var meanDistance: Double?
        var medianDistance: Double?
        var meanDuration: Double?
        var medianDuration: Double?
        /// Distinct airports, countries, continents, routes (unordered airport pairs).
        var airports = 0
        var countries = 0
        var continents = 0
        var routes = 0

        var timesAroundTheEarth: Double { distance / RunStatistics.equatorLength }
        var shareOfTheWayToTheMoon: Double { distance / RunStatistics.moonDistance }
    }

    struct Year: Sendable, Hashable {
        /// By departure in UTC; nil for the flights without a departure time.
        var year: Int?
        var flights = 0
        /// Metres.
        var distance = 0.0
        var timedFlights = 0
        /// Seconds.
        var airborne = 0.0
        var airports = 0
        var countries = 0
        /// Airports first visited this year (for the undated row: visited by no dated flight).
        var newAirports = 0
        /// Kilograms, as `Emissions.co2e`.
        var co2e = 0.0
    }

    struct Month: Sendable, Hashable {
        var year: Int
        /// 1–12.
        var month: Int
        var flights = 0
        /// Metres.
        var distance = 0.0
        /// Seconds, of the timed flights.
        var airborne = 0.0
    }

    /// A route: an unordered pair of airports, `first` before `second` by code.
    struct RouteCount: Sendable, Hashable {
        var first: Airport
        var second: Airport
        var flights = 0
        /// Flights from `first` to `second`, and back.
        var forward = 0
        var backward = 0
        /// Metres, summed over the route's flights.
        var distance = 0.0
    }

    struct AirportCount: Sendable, Hashable {
        var airport: Airport
        /// Flights leaving from it (first airport or a stop) and landing at it (last
        /// airport or a stop).
        var departures = 0
        var arrivals = 0

        var visits: Int { departures + arrivals }
    }

    /// An airline, aircraft type, registration or seat class as the inputs give it.
    struct NameCount: Sendable, Hashable {
        /// What it is counted by: a code where the input gives one, else the name.
        var key: String
        /// What people read: the name where known, else the key.
        var name: String
        var flights = 0
        /// Metres.
        var distance = 0.0
    }

    /// A country (ISO 3166-1 alpha-2 code) or continent (OurAirports' two-letter code).
    struct PlaceCount: Sendable, Hashable {
        var code: String
        var name: String
        /// Flights that departed from, stopped at or landed in it, each counted once.
        var flights = 0
    }

    /// A flight that holds a record: its place in the report's flights, its id and
    /// name, and the value.
    struct FlightRecord: Sendable, Hashable {
        var flight: Int
        var id: String
        var name: String
        /// Metres, seconds or seconds since 1970, as the record says.
        var value: Double
        /// The departure at the start's clocks, for the first and last flight.
        var local: LocalTime? = nil
    }

    struct AirportRecord: Sendable, Hashable {
        var airport: Airport
        /// Degrees: the latitude or longitude the record is about.
        var value: Double
    }

    struct Records: Sendable, Hashable {
        var longestByDistance: FlightRecord?
        var shortestByDistance: FlightRecord?
        var longestByDuration: FlightRecord?
        var shortestByDuration: FlightRecord?
        /// By the departure's date at the start's clocks, then its instant.
        var first: FlightRecord?
        var last: FlightRecord?
        var northernmost: AirportRecord?
        var southernmost: AirportRecord?
        var easternmost: AirportRecord?
        var westernmost: AirportRecord?
        /// Flights whose path crosses the 180th meridian, the equator, or reaches a
        /// polar circle (66.56° north or south).
        var overAntimeridian = 0
        var overEquator = 0
        var overPolarCircle = 0
    }

    struct Emissions: Sendable, Hashable {
        /// Flights estimated (every counted flight but general aviation's).
        var flights = 0
        /// Flights of general aviation, which the airline factors do not describe.
        var generalAviation = 0
        /// Kilograms of CO₂e per passenger without and with the non-CO₂ effects at
        /// altitude (`EmissionFactors`).
        var co2e = 0.0
        var co2eWithNonCO2Effects = 0.0
    }

    init() {}
}
