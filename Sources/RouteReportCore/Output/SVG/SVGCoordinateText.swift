/// A coordinate as people read it: "35.655°N 83.441°W", three decimals (about 100 m),
/// longitude wrapped into (−180, 180]. Used by the maps' end labels and by report.md.
enum SVGCoordinateText {
    static func text(_ coordinate: Coordinate) -> String {
        latitude(coordinate.latitude) + " " + longitude(coordinate.longitude)
    }

    static func latitude(_ value: Double) -> String {
        hemisphere(value, positive: "N", negative: "S")
    }

    static func longitude(_ value: Double) -> String {
        var wrapped = value.truncatingRemainder(dividingBy: 360)
        if wrapped > 180 { wrapped -= 360 } else if wrapped <= -180 { wrapped += 360 }
        return hemisphere(wrapped, positive: "E", negative: "W")
    }

    /// Rounds first, so −0.0004 is "0.000°N", not "0.000°S".
    private static func hemisphere(_ value: Double, positive: String, negative: String) -> String {
        let digits = fixed(abs(value), fractionDigits: 3)
        let isZero = digits.allSatisfy { $0 == "0" || $0 == "." }
        return digits + "°" + (value < 0 && !isZero ? negative : positive)
    }

    /// `DecimalFormat.fixed` with its trailing zeros put back, so columns line up.
    static func fixed(_ value: Double, fractionDigits: Int) -> String {
        var text = DecimalFormat.fixed(value, fractionDigits: fractionDigits)
        guard value.isFinite, fractionDigits > 0 else { return text }
        let present = text.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count
        if present == nil { text += "." }
        return text + String(repeating: "0", count: max(0, fractionDigits - (present ?? 0)))
    }
}
