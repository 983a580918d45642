import Foundation

extension FlightMapProjection {
    /// The overview's projection, by the flight maps' rule (`reachesCap`) applied to each
    /// of `paths` (the routes drawn) and to `points` (their ends, the landmarks): Web
    /// Mercator while none reaches a polar cap. Else azimuthal equidistant centred on the
    /// pole of the cap reached, as Great Circle Mapper's polar view draws a polar route
    /// set: routes over the cap run straight across it, every meridian is a radius and
    /// each point's distance from the pole is true. When both caps are reached, the pole
    /// nearer the set's farthest point comes first. A set with a point beyond
    /// `AzimuthalProjection.reach` of that pole (from the North Pole: south of 70°S) is
    /// centred on its middle instead, and one that neither holds stays in Mercator.
    static func overview(paths: [[Coordinate]], points: [Coordinate]) -> FlightMapProjection {
        guard paths.contains(where: { reachesCap(path: $0) }) || reachesCap(path: points) else { return .mercator }
        var north = -Double.infinity
        var south = Double.infinity
        // The set's middle: the mean of its points as unit vectors, back on the sphere.
        var sum = (x: 0.0, y: 0.0, z: 0.0)
        for coordinate in paths.joined() + points {
            north = max(north, coordinate.latitude)
            south = min(south, coordinate.latitude)
            let phi = coordinate.latitude * .pi / 180
            let lambda = coordinate.longitude * .pi / 180
            sum = (sum.x + cos(phi) * cos(lambda), sum.y + cos(phi) * sin(lambda), sum.z + sin(phi))
        }
        let poles = [Coordinate(latitude: 90, longitude: 0), Coordinate(latitude: -90, longitude: 0)]
        var centres = north >= -south ? poles : poles.reversed()
        let horizontal = (sum.x * sum.x + sum.y * sum.y).squareRoot()
        if horizontal + abs(sum.z) > 1e-9 {
            centres.append(
                Coordinate(
                    latitude: atan2(sum.z, horizontal) * 180 / .pi + 0,
                    longitude: horizontal > 1e-12 ? atan2(sum.y, sum.x) * 180 / .pi + 0 : 0))
        }
        for centre in centres {
            let projection = AzimuthalProjection(centre: centre)
            if paths.allSatisfy({ $0.allSatisfy(projection.reaches) }) && points.allSatisfy(projection.reaches) {
                return .azimuthal(projection)
            }
        }
        return .mercator
    }

}
