/// A flight with its settled identity and computed geometry.
public struct FlightReport: Sendable, Hashable {
    /// Unique within the run: the explicit id, or `FILESTEM-N`.
    public var id: String
    /// `<name>`, else the id.
    public var name: String
    public var flight: Flight
    public var geometry: FlightGeometry
    /// The nearest airport of the table within 3 km of the first / last vertex, if any.
    public var startAirportID: AirportID?
    public var endAirportID: AirportID?

    public init(
        id: String, name: String, flight: Flight, geometry: FlightGeometry,
        startAirport: AirportID? = nil, endAirport: AirportID? = nil
    ) {
        self.id = id
        self.name = name
        self.flight = flight
        self.geometry = geometry
        self.startAirportID = startAirport
        self.endAirportID = endAirport
    }

    /// The airport at the first vertex, read from the table.
    public var startAirport: Airport? { startAirportID.map(AirportTable.shared.airport) }
    /// The airport at the last vertex, read from the table.
    public var endAirport: Airport? { endAirportID.map(AirportTable.shared.airport) }
}

/// A landmark with its settled identity.
public struct LandmarkReport: Sendable, Hashable {
    public var id: String
    public var name: String
    public var landmark: Landmark

    public init(id: String, name: String, landmark: Landmark) {
        self.id = id
        self.name = name
        self.landmark = landmark
    }
}

/// Everything one run produces, in output order: what every writer reads.
public struct RunReport: Sendable, Hashable {
    /// "routereport VERSION".
    public var generator: String
    /// Reference time for progress, seconds since 1970.
    public var referenceTime: Double
    /// The input files in the order they were processed.
    public var inputs: [String]
    public var flights: [FlightReport]
    public var landmarks: [LandmarkReport]
    /// Sorted by input order, then line, column.
    public var diagnostics: [Diagnostic]
    public var options: MapOptions

    public init(
        generator: String, referenceTime: Double, inputs: [String], flights: [FlightReport],
        landmarks: [LandmarkReport], diagnostics: [Diagnostic], options: MapOptions
    ) {
        self.generator = generator
        self.referenceTime = referenceTime
        self.inputs = inputs
        self.flights = flights
        self.landmarks = landmarks
        self.diagnostics = diagnostics
        self.options = options
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}
