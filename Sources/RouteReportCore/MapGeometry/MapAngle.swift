/// Angle arithmetic for map geometry, in degrees. Kept apart from Geodesy's own helpers:
/// this stage uses only the public `Geodesic` API.
enum MapAngle {
    /// `degrees` in [0, 360): a bearing as reports show it. NaN stays NaN; -0.0 becomes 0.0.
    static func bearing(_ degrees: Double) -> Double {
        var value = degrees.truncatingRemainder(dividingBy: 360)
        if value < 0 { value += 360 }
        // -1e-17 + 360 rounds to 360, which is outside [0, 360).
        if value >= 360 { value = 0 }
        return value + 0
    }

    /// A longitude in degrees brought into [-180, 180] by whole turns. NaN stays NaN.
    static func longitude(_ degrees: Double) -> Double {
        var value = degrees.truncatingRemainder(dividingBy: 360)
        if value > 180 { value -= 360 } else if value < -180 { value += 360 }
        return value + 0
    }

    /// The eastward turn from `from` to `to`, degrees in [-180, 180]: how far to go to
    /// reach `to` without crossing more than half the world.
    static func difference(from: Double, to: Double) -> Double {
        longitude(to - from)
    }

    /// `value` clamped to [lower, upper]; NaN stays NaN (Swift's min/max do not promise that).
    static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        if value < lower { return lower }
        if value > upper { return upper }
        return value
    }
}
