import Foundation

/// Spherical Web Mercator on MapKit's 2^28 world, for drawing (SPEC §2 "Map points").
/// A private copy until the MapGeometry projection lands; the lead folds the two together.
enum SVGProjection {
    /// Web Mercator's latitude limit, where the world becomes square.
    static let maximumLatitude = 85.05112878

    /// Map point of a coordinate. An unwrapped longitude (beyond ±180) gives an x beyond
    /// the world, as MKMapRect allows, so a path over the antimeridian stays continuous.
    static func mapPoint(latitude: Double, longitude: Double) -> MapPoint {
        MapPoint(x: mapX(longitude: longitude), y: mapY(latitude: latitude))
    }

    static func mapPoint(_ coordinate: Coordinate) -> MapPoint {
        mapPoint(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }

    static func mapX(longitude: Double) -> Double {
        (longitude + 180) / 360 * MapPoint.worldSize
    }

    static func mapY(latitude: Double) -> Double {
        let phi = min(max(latitude, -maximumLatitude), maximumLatitude) * .pi / 180
        return (0.5 - log(tan(.pi / 4 + phi / 2)) / (2 * .pi)) * MapPoint.worldSize
    }

    /// Longitude of a map x, not wrapped (x beyond the world gives beyond ±180).
    static func longitude(mapX x: Double) -> Double {
        x / MapPoint.worldSize * 360 - 180
    }

    static func latitude(mapY y: Double) -> Double {
        atan(sinh(.pi * (1 - 2 * y / MapPoint.worldSize))) * 180 / .pi
    }

    /// Map points per metre of ground on the sphere of WGS84's equatorial radius, as
    /// `MKMapPointsPerMeterAtLatitude`.
    static func mapPointsPerMetre(latitude: Double) -> Double {
        let phi = min(max(latitude, -maximumLatitude), maximumLatitude) * .pi / 180
        return MapPoint.worldSize / (2 * .pi * 6_378_137 * cos(phi))
    }
}
