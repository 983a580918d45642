import Foundation

/// Reference tables written by Scripts/make_geodesic_reference.py (GeographicLib, Python)
/// into Fixtures/geodesy: one case a line, space-separated doubles, '#' comments.
enum GeodesyFixture {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// Every case of `name` as rows of numbers, each checked to have `columns` numbers.
    static func rows(_ name: String, columns: Int) throws -> [[Double]] {
        guard let base = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw Missing(description: "no Fixtures folder in the test bundle")
        }
        let url = base.appendingPathComponent("geodesy").appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [[Double]] = []
        for (index, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            let values = fields.compactMap { Double($0) }
            guard values.count == columns, fields.count == columns else {
                throw Missing(description: "\(name) line \(index + 1): expected \(columns) numbers")
            }
            rows.append(values)
        }
        return rows
    }

    /// Metres per degree of latitude, an upper bound (meridional radius of curvature
    /// at the poles, 6399594 m, times pi / 180).
    static let metresPerDegree = 6_399_594.0 * Double.pi / 180

    /// Distance in metres between two nearby positions given in degrees (flat-earth
    /// bound, generous by at most 0.7 %); longitudes compared modulo 360.
    static func positionError(lat: Double, lon: Double, refLat: Double, refLon: Double) -> Double {
        let dlat = lat - refLat
        let dlon = angleError(lon, refLon)
        let east = dlon * cos(refLat * Double.pi / 180)
        return (dlat * dlat + east * east).squareRoot() * metresPerDegree
    }

    /// |x - y| in degrees modulo 360 (so 180 and -180 agree).
    static func angleError(_ x: Double, _ y: Double) -> Double {
        let d = (x - y).remainder(dividingBy: 360)
        return abs(d)
    }

    /// True when both are NaN, for cases whose reference is NaN.
    static func bothNaN(_ x: Double, _ y: Double) -> Bool { x.isNaN && y.isNaN }
}

/// The largest error seen in a reference loop, with the case that produced it.
struct GeodesyWorst: CustomStringConvertible {
    var error = 0.0
    var row: [Double] = []
    var got: [Double] = []
    var nanMismatches = 0
    var firstNaNMismatch: [Double] = []

    /// Records `error` for `row` (a NaN error counts as a mismatch, never as small).
    mutating func record(_ error: Double, row: [Double], got: [Double]) {
        if error.isNaN {
            if nanMismatches == 0 { firstNaNMismatch = row + got }
            nanMismatches += 1
        } else if error > self.error {
            self.error = error
            self.row = row
            self.got = got
        }
    }

    var description: String {
        "worst \(error) for reference \(row), got \(got); NaN mismatches \(nanMismatches) \(firstNaNMismatch)"
    }
}
