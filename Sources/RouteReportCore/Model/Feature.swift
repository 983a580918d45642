/// One feature of a file, in document order: the order decides generated ids.
enum Feature: Sendable, Hashable {
    case flight(Flight)
    case landmark(Landmark)

    var explicitID: String? {
        switch self {
        case .flight(let flight): return flight.explicitID
        case .landmark(let landmark): return landmark.explicitID
        }
    }

    var source: SourceLocation {
        switch self {
        case .flight(let flight): return flight.source
        case .landmark(let landmark): return landmark.source
        }
    }

    /// The flight, if this feature is one.
    var flight: Flight? {
        if case .flight(let flight) = self { return flight }
        return nil
    }

    /// Whether this feature is a flight (told without copying it).
    var isFlight: Bool {
        if case .flight = self { return true }
        return false
    }

    /// The number of vertices of the flight this feature is, 0 for a landmark.
    var flightVertexCount: Int {
        if case .flight(let flight) = self { return flight.vertices.count }
        return 0
    }
}
