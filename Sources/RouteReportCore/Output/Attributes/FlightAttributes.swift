/// A feature drawn for a flight: the flight's report and what the feature shows.
struct FlightPart {
    var report: FlightReport
    var role: FlightRole
}

/// The attributes of a flight's features, in the order every format declares and writes
/// them. Each feature carries `flight_id` and `role`; only the `route` feature (the flight
/// itself) carries the rest, so the drawings never pass for flights.
enum FlightAttributes {
    /// The names that tie a feature to its flight (what routes.kml's reader keys on).
    static let flightID = "flight_id"
    static let role = "role"
    static let folder = "folder"
    /// Where the flight was read, and its ends' airports.
    static let sourceFile = "source_file"
    static let sourceLine = "source_line"
    static let startAirport = "start_airport"
    static let endAirport = "end_airport"
    /// The measures report.md shows too, in its own units.
    static let distance = "distance_m"
    static let radius = "radius_m"
    static let initialBearing = "initial_bearing_deg"
    static let finalBearing = "final_bearing_deg"
    static let progress = "progress"
    static let progressSource = "progress_source"
    static let vertices = "vertices"
    static let crossesAntimeridian = "crosses_antimeridian"
    /// The departure and arrival as the clocks at the flight's ends showed them
    /// (`LocalTime`), beside the UTC `departure` and `arrival`, and the zones they are in
    /// (`UTC` where the end has no airport or its zone is unknown).
    static let departureLocal = "departure_local"
    static let departureTimeZone = "departure_time_zone"
    static let arrivalLocal = "arrival_local"
    static let arrivalTimeZone = "arrival_time_zone"
    /// The emissions estimate per passenger (`EmissionFactors`), kilograms of CO₂e.
    static let co2e = "co2e_kg"

    /// What the maps' numbers mean (`FeatureAttribute.decimals`): distances to 0.1 m (the
    /// geodesic's own error is far below, a flight's ends are not known that well), bearings
    /// to 10⁻⁶° (0.1 m across 6,000 km), the emissions estimate to 0.1 kg (its factors
    /// carry two or three digits).
    static let metreDecimals = 1
    static let bearingDecimals = 6
    static let kilogramDecimals = 1

    /// The flown track joined to a flight list's row (`TrackJoin`), and its length over
    /// the geodesic between the row's airports.
    static let trackID = "track_id"
    static let trackFile = "track_file"
    static let trackLine = "track_line"
    static let detour = "detour"

    /// What a flight list says of the flight (`FlightDetails`), in the order report.md
    /// lists them, with the label it gives each.
    static let details: [(name: String, label: String, value: @Sendable (FlightDetails) -> String?)] = [
        ("flight_number", "Flight number", { $0.flightNumber }),
        ("airline", "Airline", { $0.airline }),
        ("airline_code", "Airline code", { $0.airlineCode }),
        ("aircraft", "Aircraft", { $0.aircraft }),
        ("aircraft_code", "Aircraft code", { $0.aircraftCode }),
        ("registration", "Registration", { $0.registration }),
        ("seat", "Seat", { $0.seat }),
        ("seat_type", "Seat type", { $0.seatType }),
        ("seat_class", "Class", { $0.seatClass }),
        ("flight_reason", "Reason", { $0.reason }),
        ("callsign", "Callsign", { $0.callsign }),
        ("notes", "Notes", { $0.notes }),
    ]

    static let all: [FeatureAttribute<FlightPart>] =
        [
            .init(flightID, .string) { .string($0.report.id) },
            .init(role, .string) { .string($0.role.rawValue) },
            route(distance, .double, unit: "m", decimals: metreDecimals) { .double($0.geometry.distance) },
            route(radius, .double, unit: "m", decimals: metreDecimals) { .double($0.geometry.radius) },
            route(initialBearing, .double, unit: "deg", decimals: bearingDecimals) { .double($0.geometry.initialBearing) },
            route(finalBearing, .double, unit: "deg", decimals: bearingDecimals) { .double($0.geometry.finalBearing) },
            route(progress, .double) { $0.geometry.progress.map { .double($0) } },
            route(progressSource, .string) { .string($0.geometry.progressSource.rawValue) },
            route("departure", .string) { $0.geometry.departure.map { .string(ReportTime.iso8601($0)) } },
            route("arrival", .string) { $0.geometry.arrival.map { .string(ReportTime.iso8601($0)) } },
            route(departureLocal, .string) { $0.departureLocal?.iso8601.map { .string($0) } },
            route(departureTimeZone, .string) { $0.departureLocal.map { .string($0.zoneName) } },
            route(arrivalLocal, .string) { $0.arrivalLocal?.iso8601.map { .string($0) } },
            route(arrivalTimeZone, .string) { $0.arrivalLocal.map { .string($0.zoneName) } },
            // A pilot's logbook: take-off and landing beside the gate times above.
            route("takeoff", .string) { $0.flight.details?.takeoff.map { .string(ReportTime.iso8601($0)) } },
            route("landing", .string) { $0.flight.details?.landing.map { .string(ReportTime.iso8601($0)) } },
            route(vertices, .int) { .int($0.flight.vertices.count) },
            route(crossesAntimeridian, .bool) { .bool($0.geometry.crossesAntimeridian) },
            route(sourceFile, .string) { .string($0.flight.source.file) },
            route(sourceLine, .int) { $0.flight.source.line.map { .int($0) } },
            route(folder, .string) { $0.flight.folder.map { .string($0) } },
            route(startAirport, .string) { $0.startAirport.map { .string($0.code) } },
            route(endAirport, .string) { $0.endAirport.map { .string($0.code) } },
            route(co2e, .double, unit: "kg", decimals: kilogramDecimals) { $0.emissions.map { .double($0.co2e) } },
        ]
        + details.map { detail in
            route(detail.name, .string) { report in report.flight.details.flatMap(detail.value).map { .string($0) } }
        } + [
            route(trackID, .string) { $0.track.map { .string($0.id) } },
            route(trackFile, .string) { $0.track.map { .string($0.source.file) } },
            route(trackLine, .int) { $0.track?.source.line.map { .int($0) } },
            route(detour, .double) { $0.track.map { .double($0.detour) } },
        ]

    /// The attributes a feature of `role` has values for: every one on the route, on a
    /// drawing only the two that tie it to its flight (the rest are the route's alone).
    static func carried(by role: FlightRole) -> [FeatureAttribute<FlightPart>] {
        role == .route ? all : ties
    }

    private static let ties = all.filter { $0.name == flightID || $0.name == role }

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The value of the attribute `name` of a flight's route feature (nil: the flight has
    /// none, or there is no such attribute), for a format that shows some of them in its
    /// own way (report.md).
    static func value(_ name: String, of report: FlightReport) -> AttributeValue? {
        byName[name]?.value(FlightPart(report: report, role: .route))
    }

    static func double(_ name: String, of report: FlightReport) -> Double? {
        if case .double(let value)? = value(name, of: report) { value } else { nil }
    }

    static func int(_ name: String, of report: FlightReport) -> Int? {
        if case .int(let value)? = value(name, of: report) { value } else { nil }
    }

    static func string(_ name: String, of report: FlightReport) -> String? {
        if case .string(let value)? = value(name, of: report) { value } else { nil }
    }

    static func bool(_ name: String, of report: FlightReport) -> Bool? {
        if case .bool(let value)? = value(name, of: report) { value } else { nil }
    }

    /// An attribute that only the route feature has.
    private static func route(
        _ name: String, _ kind: AttributeKind, unit: String? = nil, decimals: Int? = nil,
        _ value: @escaping @Sendable (FlightReport) -> AttributeValue?
    ) -> FeatureAttribute<FlightPart> {
        FeatureAttribute(name, kind, unit: unit, decimals: decimals) { $0.role == .route ? value($0.report) : nil }
    }
}

/// The attributes of a landmark's feature, in the order every format writes them.
enum LandmarkAttributes {
    static let landmarkID = "landmark_id"

    static let all: [FeatureAttribute<LandmarkReport>] = [
        .init(landmarkID, .string) { .string($0.id) },
        .init("source_file", .string) { .string($0.landmark.source.file) },
        .init("source_line", .int) { $0.landmark.source.line.map { .int($0) } },
        .init(FlightAttributes.folder, .string) { $0.landmark.folder.map { .string($0) } },
    ]
}
