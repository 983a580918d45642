/// The origin and destination placemarks a flight tracker writes beside a file's one
/// recorded track (FlightAware: a Point named `KPAO` where the track starts, one named
/// `KMRY` where it ends): the track's airports, which the report names at its ends, not
/// landmarks of their own (each would be drawn and labelled a second time).
enum KMLTrackEnds {
    /// How far from the track's first or last fix an airport's point may lie: the reach
    /// that names a flight's end after an airport.
    static let reach = AirportTable.nearbyReach

    /// The first and last fix of a track with times; nil for a flight with no times,
    /// whose ends name no airport points.
    static func ends(of track: Flight) -> (first: Coordinate, last: Coordinate)? {
        guard !track.vertexTimes.isEmpty, let first = track.vertices.first, let last = track.vertices.last else {
            return nil
        }
        return (first, last)
    }

    /// The places in `features` of the points that name `ends`, the ends of the file's
    /// only flight, a track with times (`ends(of:)`): a point per end at most, named like
    /// an airport code (`KPAO`, `MRY`), within `reach` of that end, the first in order.
    static func airportPoints(in features: [Feature], ends: (first: Coordinate, last: Coordinate)) -> [Int] {
        var found: [Int] = []
        for end in [ends.first, ends.last] {
            let place = features.indices.first { index in
                guard !found.contains(index), case .landmark(let landmark) = features[index] else { return false }
                return mayName(landmark, end)
            }
            if let place { found.append(place) }
        }
        return found.sorted()
    }

    /// Whether `landmark` may be the airport of one of `ends`, were they the ends of the
    /// file's only flight; with no ends known yet (no flight read), whether it is named
    /// like an airport. A reader that lets features go holds such a point until the file
    /// has a second flight or ends.
    static func mayName(_ landmark: Landmark, ends: (first: Coordinate, last: Coordinate)?) -> Bool {
        guard let ends else { return landmark.name.map(isAirportCode) ?? false }
        return mayName(landmark, ends.first) || mayName(landmark, ends.last)
    }

    private static func mayName(_ landmark: Landmark, _ end: Coordinate) -> Bool {
        guard let name = landmark.name, isAirportCode(name) else { return false }
        return AirportDistance.metres(landmark.coordinate, end) <= reach
    }

    /// Three or four capital letters and digits, as IATA and ICAO codes are.
    static func isAirportCode(_ name: String) -> Bool {
        (3...4).contains(name.utf8.count) && name.utf8.allSatisfy { (65...90).contains($0) || (48...57).contains($0) }
    }
}
