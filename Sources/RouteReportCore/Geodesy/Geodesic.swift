import Foundation

// PLACEHOLDER (spherical) with the final API. The Geodesy work replaces the bodies with
// Karney's ellipsoidal algorithms; the signatures are the contract for the other stages.

/// Solution of the inverse geodesic problem.
public struct GeodesicInverse: Sendable, Hashable {
    /// Distance between the points, metres.
    public var s12: Double
    /// Azimuth at point 1, degrees clockwise from north, in [-180, 180].
    public var azi1: Double
    /// Azimuth at point 2 (forward direction), degrees, in [-180, 180].
    public var azi2: Double
    /// Arc length on the auxiliary sphere, degrees.
    public var a12: Double
}

/// Solution of the direct geodesic problem.
public struct GeodesicDirect: Sendable, Hashable {
    /// Latitude of point 2, degrees.
    public var lat2: Double
    /// Longitude of point 2, degrees, in [-180, 180].
    public var lon2: Double
    /// Forward azimuth at point 2, degrees, in [-180, 180].
    public var azi2: Double
}

/// Geodesics on an ellipsoid of revolution.
public struct Geodesic: Sendable {
    /// Equatorial radius, metres.
    public let a: Double
    /// Flattening.
    public let f: Double

    public static let wgs84 = Geodesic(a: 6_378_137, f: 1 / 298.257223563)

    public init(a: Double, f: Double) {
        self.a = a
        self.f = f
    }

    public func inverse(lat1: Double, lon1: Double, lat2: Double, lon2: Double) -> GeodesicInverse {
        let line = inverseLine(lat1: lat1, lon1: lon1, lat2: lat2, lon2: lon2)
        let end = line.position(distance: line.s13)
        return GeodesicInverse(s12: line.s13, azi1: line.azi1, azi2: end.azi2, a12: line.s13 / a * 180 / .pi)
    }

    public func direct(lat1: Double, lon1: Double, azi1: Double, s12: Double) -> GeodesicDirect {
        let p = line(lat1: lat1, lon1: lon1, azi1: azi1).position(distance: s12)
        var lon = p.lon2.truncatingRemainder(dividingBy: 360)
        if lon > 180 { lon -= 360 } else if lon < -180 { lon += 360 }
        return GeodesicDirect(lat2: p.lat2, lon2: lon, azi2: p.azi2)
    }

    public func line(lat1: Double, lon1: Double, azi1: Double) -> GeodesicLine {
        GeodesicLine(geodesic: self, lat1: lat1, lon1: lon1, azi1: azi1, s13: .nan)
    }

    /// The line from point 1 to point 2; `s13` is their distance.
    public func inverseLine(lat1: Double, lon1: Double, lat2: Double, lon2: Double) -> GeodesicLine {
        let r = Double.pi / 180
        let p1 = lat1 * r, p2 = lat2 * r, dl = (lon2 - lon1) * r
        let y = sin(dl) * cos(p2)
        let x = cos(p1) * sin(p2) - sin(p1) * cos(p2) * cos(dl)
        let h = sin((p2 - p1) / 2), k = sin(dl / 2)
        let c = 2 * asin(min(1, sqrt(h * h + cos(p1) * cos(p2) * k * k)))
        return GeodesicLine(geodesic: self, lat1: lat1, lon1: lon1, azi1: atan2(y, x) / r, s13: c * a)
    }
}

/// A position along a geodesic line.
public struct GeodesicPosition: Sendable, Hashable {
    /// Latitude, degrees.
    public var lat2: Double
    /// Longitude, degrees, unrolled: lon1 plus the longitude actually travelled, so it
    /// may leave [-180, 180] and stays continuous along the line.
    public var lon2: Double
    /// Forward azimuth, degrees, in [-180, 180].
    public var azi2: Double
}

/// A geodesic from a point in a direction, for many positions along it cheaply.
public struct GeodesicLine: Sendable {
    public let geodesic: Geodesic
    public let lat1: Double
    public let lon1: Double
    public let azi1: Double
    /// Distance to point 3 when made by `inverseLine` (metres), else NaN.
    public let s13: Double

    public func position(distance s12: Double) -> GeodesicPosition {
        let r = Double.pi / 180
        let d = s12 / geodesic.a
        let p1 = lat1 * r, t = azi1 * r
        let p2 = asin(sin(p1) * cos(d) + cos(p1) * sin(d) * cos(t))
        let dl = atan2(sin(t) * sin(d) * cos(p1), cos(d) - sin(p1) * sin(p2))
        let back = atan2(sin(t) * cos(p1), -sin(p1) * sin(d) + cos(p1) * cos(d) * cos(t))
        return GeodesicPosition(lat2: p2 / r, lon2: lon1 + dl / r, azi2: back / r)
    }
}
