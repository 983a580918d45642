import Foundation

/// MapKit's flat map: spherical Web Mercator on a world `MapPoint.worldSize` points square
/// (`MKMapPoint(_:)`, `MKCoordinateForMapPoint`, `MKMapPointsPerMeterAtLatitude`).
///
/// Longitudes are not wrapped: longitude 190 is x = 370/360 · W, so an unwrapped path
/// stays continuous on the map (MKMapRect allows x beyond the world width).
enum MapProjection {
    /// Latitude limit of the square world, degrees: 2·atan(e^π) − π/2 to 8 decimals.
    static let maxLatitude: Double = 85.05112878
    /// The sphere MapKit scales by, metres (WGS84 equatorial radius).
    static let sphereRadius: Double = 6_378_137

    /// Map x of a longitude in degrees (not wrapped).
    static func x(longitude: Double) -> Double {
        (longitude + 180) / 360 * MapPoint.worldSize + 0
    }

    /// Map y of a latitude in degrees, the latitude clamped to ±`maxLatitude`.
    static func y(latitude: Double) -> Double {
        let phi = MapAngle.clamp(latitude, -maxLatitude, maxLatitude) * .pi / 180
        return (0.5 - log(tan(.pi / 4 + phi / 2)) / (2 * .pi)) * MapPoint.worldSize + 0
    }

    /// Longitude in degrees of a map x (not wrapped: x = 1.5 W is longitude 360).
    static func longitude(x: Double) -> Double {
        x / MapPoint.worldSize * 360 - 180 + 0
    }

    /// Latitude in degrees of a map y (y = 0 is the top, `maxLatitude`; y outside [0, W]
    /// gives latitudes beyond it, up to ±90).
    static func latitude(y: Double) -> Double {
        let t = Double.pi * (1 - 2 * y / MapPoint.worldSize)
        return (2 * atan(exp(t)) - .pi / 2) * 180 / .pi + 0
    }

    /// The map point of a coordinate (degrees).
    static func mapPoint(_ coordinate: Coordinate) -> MapPoint {
        MapPoint(x: x(longitude: coordinate.longitude), y: y(latitude: coordinate.latitude))
    }

    /// The coordinate (degrees) of a map point; longitude not wrapped.
    static func coordinate(_ point: MapPoint) -> Coordinate {
        Coordinate(latitude: latitude(y: point.y), longitude: longitude(x: point.x))
    }

    /// Map points per metre at a latitude in degrees, as `MKMapPointsPerMeterAtLatitude`:
    /// W / (2π · 6378137 m · cos φ). The latitude is clamped to ±`maxLatitude` (the map has
    /// no points beyond it), so the result is always finite.
    static func mapPointsPerMetre(atLatitude latitude: Double) -> Double {
        let phi = MapAngle.clamp(latitude, -maxLatitude, maxLatitude) * .pi / 180
        return MapPoint.worldSize / (2 * .pi * sphereRadius * cos(phi))
    }

    /// Metres per map point at a latitude in degrees (`MKMetersPerMapPointAtLatitude`).
    static func metresPerMapPoint(atLatitude latitude: Double) -> Double {
        1 / mapPointsPerMetre(atLatitude: latitude)
    }
}
