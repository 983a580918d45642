/// The origin and destination placemarks a flight tracker writes beside a file's one
/// recorded track (FlightAware: a Point named `KPAO` where the track starts, one named
/// `KMRY` where it ends): the track's airports, which the report names at its ends, not
/// landmarks of their own (each would be drawn and labelled a second time).
enum KMLTrackEnds {
    /// How far from the track's first or last fix an airport's point may lie: the reach
    /// that names a flight's end after an airport.
    static let reach = AirportTable.nearbyReach

    /// The places in `features` of the points that name the ends of its only flight, a
    /// track with times: a point per end at most, named like an airport code (`KPAO`,
    /// `MRY`), within `reach` of that end.
    static func airportPoints(in features: [Feature]) -> [Int] {
        let flights = features.compactMap(\.flight)
        guard flights.count == 1, let track = flights.first, !track.vertexTimes.isEmpty,
            let first = track.vertices.first, let last = track.vertices.last
        else { return [] }
        var found: [Int] = []
        for end in [first, last] {
            let place = features.indices.first { index in
                guard !found.contains(index), case .landmark(let landmark) = features[index],
                    let name = landmark.name, isAirportCode(name)
                else { return false }
                return AirportDistance.metres(landmark.coordinate, end) <= reach
            }
            if let place { found.append(place) }
        }
        return found.sorted()
    }

    /// Three or four capital letters and digits, as IATA and ICAO codes are.
    static func isAirportCode(_ name: String) -> Bool {
        (3...4).contains(name.utf8.count) && name.utf8.allSatisfy { (65...90).contains($0) || (48...57).contains($0) }
    }
}
