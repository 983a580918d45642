/// How much of each flight's geometry a run computes and keeps.
enum GeometryKept: Sendable {
    /// Everything: a run that draws its flights.
    case whole
    /// All but the densified path (`withoutPath`): a report that draws no flight.
    case withoutPath
    /// What the checks read (`FlightGeometry.measures`): `validate`.
    case measures

    /// The max segment a long track's legs are solved with, ahead or on every worker.
    func legSegment(_ options: MapOptions) -> Double {
        self == .measures ? FlightGeometry.measureSegment : options.maxSegment
    }
}

extension FlightGeometry {
    /// The geometry of `flight` as a run keeping `kept` holds it. `solved`: runs of legs
    /// solved elsewhere with `kept.legSegment(options)`.
    static func compute(
        for flight: Flight, options: MapOptions, keeping kept: GeometryKept, solved: [DensifiedPath.SolvedLegs] = []
    ) -> FlightGeometry {
        switch kept {
        case .whole: return compute(for: flight, options: options, geodesic: .wgs84, solved: solved)
        case .withoutPath:
            return compute(for: flight, options: options, geodesic: .wgs84, solved: solved, keepsPath: false).withoutPath
        case .measures: return measures(for: flight, options: options, solved: solved)
        }
    }

    /// What the checks and a report that draws no flight read (the distance, the times,
    /// the progress, the legs' lengths, the path's bounds) without the densified path,
    /// which is most of a flight's memory: a point per max segment, every point of a
    /// recorded track. So what such a run holds per flight stays small. Nothing may draw
    /// it: its path is empty, its legs and position point nowhere on it, and its rings'
    /// bounds are not kept.
    var withoutPath: FlightGeometry {
        var kept = self
        kept.path = []
        kept.legs = legs.withoutPath
        kept.endpointRingBounds = nil
        return kept
    }
}
