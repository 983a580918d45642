import Foundation

/// Compact JSON text for routes.geojson: no spaces, coordinates on a grid of at most
/// `fractionDigits` decimals of a degree.
///
/// Each geometry has the decimals its use needs (RFC 7946 §11.2 asks for no more): a
/// line's positions five (1.1 m, within a pixel of each other down to street level; a
/// position at most 0.79 m from its point, inside the 1 m the route must keep to its
/// geodesic), but the route's first two and last two six (`routeEnds`: 0.11 m, so a
/// flight read back keeps its ends, bearings and length); an endpoint ring's fewer, as
/// its size needs.
struct GeoJSONText {
    static let fractionDigits = 6
    /// Every line's decimals, the flight's route's and its drawings'.
    static let lineDecimals = 5
    /// The positions at each end of the route written with `fractionDigits`.
    static let routeEnds = 2
    private static let scale = 1e6

    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The point on the grid that `position` writes it as: the same digits, so boxes and
    /// ring orientation computed from grid points hold for the text.
    static func onGrid(_ point: Coordinate) -> Coordinate {
        Coordinate(
            latitude: (point.latitude * scale).rounded(.toNearestOrAwayFromZero) / scale + 0,
            longitude: (point.longitude * scale).rounded(.toNearestOrAwayFromZero) / scale + 0)
    }

    /// The point on the coarser grid of `decimals` (at most `fractionDigits`), which
    /// `position` writes digit for digit too: its trailing zeros are left out.
    static func onGrid(_ point: Coordinate, decimals: Int) -> Coordinate {
        guard decimals < fractionDigits else { return onGrid(point) }
        let coarse = pow(10, Double(decimals))
        return Coordinate(
            latitude: (point.latitude * coarse).rounded(.toNearestOrAwayFromZero) / coarse + 0,
            longitude: (point.longitude * coarse).rounded(.toNearestOrAwayFromZero) / coarse + 0)
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ value: String) {
        JSONPrettyText.appendQuoted(value, to: &bytes)
    }

    /// `"name":`.
    mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }

    /// A degree value on the grid: "12.5", "-0.000001", "3"; digit for digit
    /// `DecimalFormat.fixed(value, fractionDigits: 6)`, written without a String.
    mutating func degrees(_ value: Double) {
        let scaled = (abs(value) * Self.scale).rounded(.toNearestOrAwayFromZero)
        guard value.isFinite, scaled < 9.0e15 else {
            bytes.append(contentsOf: DecimalFormat.fixed(value, fractionDigits: Self.fractionDigits).utf8)
            return
        }
        let units = UInt64(scaled)
        if units == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(units / 1_000_000)
        var fraction = units % 1_000_000
        guard fraction != 0 else { return }
        var digits = Self.fractionDigits
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        // Leading zeros of the fraction, then its digits.
        var power: UInt64 = 1
        for _ in 1..<digits { power *= 10 }
        while power > fraction {
            bytes.append(UInt8(ascii: "0"))
            power /= 10
        }
        appendDigits(fraction)
    }

    private mutating func appendDigits(_ number: UInt64) {
        var divisor: UInt64 = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// `[lon,lat]`.
    mutating func position(_ point: Coordinate) {
        bytes.append(UInt8(ascii: "["))
        degrees(point.longitude)
        bytes.append(UInt8(ascii: ","))
        degrees(point.latitude)
        bytes.append(UInt8(ascii: "]"))
    }

    /// `[[lon,lat],…]`, or `[[lon,lat,alt],…]` with `altitudes` (one per point).
    mutating func positions(_ points: [Coordinate], altitudes: [Double]? = nil) {
        bytes.append(UInt8(ascii: "["))
        for (index, point) in points.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            if let altitudes {
                bytes.append(UInt8(ascii: "["))
                degrees(point.longitude)
                bytes.append(UInt8(ascii: ","))
                degrees(point.latitude)
                bytes.append(UInt8(ascii: ","))
                altitude(altitudes[index])
                bytes.append(UInt8(ascii: "]"))
            } else {
                position(point)
            }
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Metres to the centimetre, as routes.kml writes them: "1500", "765.25".
    mutating func altitude(_ value: Double) {
        bytes.append(contentsOf: DecimalFormat.fixed(value, fractionDigits: Self.altitudeDecimals).utf8)
    }

    static let altitudeDecimals = 2

    /// `[west,south,east,north]`, or with `altitudes` `[west,south,low,east,north,high]`
    /// (RFC 7946 §5: 2n numbers for n dimensions).
    mutating func bbox(_ box: GeoBox, altitudes: ClosedRange<Double>? = nil) {
        bytes.append(UInt8(ascii: "["))
        corner(longitude: box.west, latitude: box.south, altitude: altitudes?.lowerBound)
        bytes.append(UInt8(ascii: ","))
        corner(longitude: box.east, latitude: box.north, altitude: altitudes?.upperBound)
        bytes.append(UInt8(ascii: "]"))
    }

    /// One corner of a bbox: `lon,lat`, or `lon,lat,alt` with an altitude.
    private mutating func corner(longitude: Double, latitude: Double, altitude height: Double?) {
        degrees(longitude)
        bytes.append(UInt8(ascii: ","))
        degrees(latitude)
        if let height {
            bytes.append(UInt8(ascii: ","))
            altitude(height)
        }
    }

    /// A property value. Doubles keep a decimal point or exponent ("12.0", "1e-05"), so
    /// readers that guess column types (GDAL) make them Real, as the KML Schema says.
    mutating func value(_ value: AttributeValue) {
        switch value {
        case .string(let text): string(text)
        case .double(let number): bytes.append(contentsOf: (number == 0 ? 0.0 : number).description.utf8)
        case .int(let number): bytes.append(contentsOf: String(number).utf8)
        case .bool(let flag): flag ? append("true") : append("false")
        }
    }
}
