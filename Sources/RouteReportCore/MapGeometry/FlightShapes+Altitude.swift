extension FlightShapes {
    /// The altitude at each path point (`FlightAltitudes.path`); nil for a flight without
    /// altitudes.
    var pathAltitudes: [Double]? {
        guard !flight.vertexAltitudes.isEmpty else { return nil }
        return FlightAltitudes.path(
            vertexAltitudes: flight.vertexAltitudes, legs: geometry.legs, pathCount: geometry.path.count)
    }

    /// The route at its altitudes, cut at ±180 as `route`; nil for a flight without altitudes.
    var raisedRoute: [AltitudePath]? {
        pathAltitudes.map { AltitudePath(points: geometry.path, altitudes: $0).pieces }
    }

    /// The flown part at its altitudes, cut as `flown`: the path's altitudes up to the
    /// position, and at the position the share of the way along its segment; nil while
    /// nothing has been flown or for a flight without altitudes.
    var raisedFlown: [AltitudePath]? {
        guard let line = geometry.flownLine, let position = geometry.position, let altitudes = pathAltitudes else {
            return nil
        }
        let index = min(max(position.pathIndex, 0), altitudes.count - 1)
        var flown = Array(altitudes[...index])
        if line.count > flown.count {
            let here = position.pathCoordinate
            let from = geometry.path[index]
            var altitude = altitudes[index]
            if index + 1 < altitudes.count {
                let to = geometry.path[index + 1]
                let whole = abs(to.latitude - from.latitude) + abs(to.longitude - from.longitude)
                let part = abs(here.latitude - from.latitude) + abs(here.longitude - from.longitude)
                let share = whole > 0 ? min(1, part / whole) : 0
                altitude += (altitudes[index + 1] - altitude) * share
            }
            flown.append(altitude)
        }
        guard flown.count == line.count else { return nil }
        return AltitudePath(points: line, altitudes: flown).pieces
    }
}
