import Foundation

/// The meridians and parallels drawn behind a map, at a "nice" spacing that gives a few
/// lines (about 3 to 8) across the visible rect at any zoom.
struct SVGGraticule {
    /// A line of the graticule: `value` in degrees, `position` in viewport points
    /// (x for a meridian, y for a parallel). In an azimuthal map the line is a curve:
    /// `pieces` are its stretches inside the viewport, and `position` its middle's.
    struct Line: Hashable {
        var value: Double
        var position: Double
        var pieces: [[SVGPoint]] = []
    }

    let meridians: [Line]
    let parallels: [Line]
    let longitudeStep: Double
    let latitudeStep: Double

    /// Spacings in degrees, each at most 2.5 times the one before, so the first step that
    /// gives at most `maximumLines` lines gives at least `maximumLines / 2.5` of them.
    static let steps: [Double] = [
        0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30, 45, 90,
    ]
    static let maximumLines = 8.0

    static func step(forSpan span: Double) -> Double {
        steps.first { span / $0 <= maximumLines } ?? steps[steps.count - 1]
    }

    init(canvas: SVGCanvas) {
        if let frame = canvas.azimuthal {
            self.init(frame: frame, width: canvas.width, height: canvas.height)
        } else {
            self.init(mercator: canvas)
        }
    }

    private init(mercator canvas: SVGCanvas) {
        let visible = canvas.visible
        // Longitudes as the map shows them: unwrapped, so 190 is drawn where 170°W is.
        let west = MapProjection.longitude(x: visible.minX)
        let east = MapProjection.longitude(x: visible.maxX)
        // Parallels exist only inside Mercator's square world.
        let world = MapPoint.worldSize
        let north = MapProjection.latitude(y: min(max(visible.minY, 0), world))
        let south = MapProjection.latitude(y: min(max(visible.maxY, 0), world))
        longitudeStep = Self.step(forSpan: east - west)
        latitudeStep = Self.step(forSpan: north - south)

        meridians = Self.multiples(of: longitudeStep, from: west, to: east).map { longitude in
            Line(value: longitude, position: (MapProjection.x(longitude: longitude) - visible.x) * canvas.scaleX)
        }
        parallels = Self.multiples(of: latitudeStep, from: south, to: north).map { latitude in
            Line(value: latitude, position: (MapProjection.y(latitude: latitude) - visible.y) * canvas.scaleY)
        }
    }

    /// Meridians and parallels of an azimuthal map, sampled every `sampleStep` degrees
    /// (at most) and clipped to the viewport; the spacing from the map's angular width.
    /// Where a pole is in view the meridians meet there, 30° apart at least.
    init(frame: SVGAzimuthalFrame, width: Double, height: Double) {
        let spanDegrees = max(width, height) / frame.scale / MapProjection.sphereRadius * 180 / .pi
        latitudeStep = Self.step(forSpan: min(spanDegrees, 180))
        let inView = { (point: SVGPoint) in point.x >= 0 && point.x <= width && point.y >= 0 && point.y <= height }
        let poleInView = [90.0, -90.0].contains { inView(frame.point(Coordinate(latitude: $0, longitude: 0))) }
        let centreLatitude = frame.projection.centre.latitude * .pi / 180
        longitudeStep =
            poleInView
            ? max(latitudeStep, 30) : min(45, Self.step(forSpan: spanDegrees / max(0.25, cos(centreLatitude))))
        let sample = min(1, latitudeStep / 4)
        // Cut where a point is beyond the projection's reach, then clipped to the map.
        func pieces(_ coordinates: [Coordinate]) -> [[SVGPoint]] {
            var runs: [[SVGPoint]] = [[]]
            for coordinate in coordinates {
                if frame.reaches(coordinate) {
                    runs[runs.count - 1].append(frame.point(coordinate))
                } else if !runs[runs.count - 1].isEmpty {
                    runs.append([])
                }
            }
            return runs.flatMap { SVGClip.line($0, width: width, height: height) }
        }
        let latitudes = stride(from: -90.0, through: 90.0, by: sample).map { $0 }
        meridians = Self.multiples(of: longitudeStep, from: -180 - longitudeStep / 2, to: 180 - longitudeStep / 2)
            .compactMap { longitude in
                let drawn = pieces(latitudes.map { Coordinate(latitude: $0, longitude: longitude) })
                return drawn.isEmpty ? nil : Line(value: longitude, position: Self.middle(drawn).x, pieces: drawn)
            }
        let longitudes = stride(from: -180.0, through: 180.0, by: sample).map { $0 }
        parallels = Self.multiples(of: latitudeStep, from: -90, to: 90).compactMap { latitude in
            let drawn = pieces(longitudes.map { Coordinate(latitude: latitude, longitude: $0) })
            return drawn.isEmpty ? nil : Line(value: latitude, position: Self.middle(drawn).y, pieces: drawn)
        }
    }

    /// The middle vertex of the longest piece: where a curved line is, for choosing the
    /// line nearest the map's middle.
    private static func middle(_ pieces: [[SVGPoint]]) -> SVGPoint {
        let longest = pieces.max { $0.count < $1.count } ?? []
        return longest.isEmpty ? SVGPoint(x: 0, y: 0) : longest[longest.count / 2]
    }

    /// Multiples of `step` strictly inside (low, high), computed from integers so 0.1·3
    /// prints as 0.3.
    private static func multiples(of step: Double, from low: Double, to high: Double) -> [Double] {
        // Far beyond the world (a broken rect) the integer conversion would trap.
        guard low.isFinite, high.isFinite, high > low, abs(low / step) < 1e12, abs(high / step) < 1e12 else {
            return []
        }
        let first = Int((low / step).rounded(.down)) + 1
        let last = Int((high / step).rounded(.up)) - 1
        guard first <= last, last - first < 1000 else { return [] }
        return (first...last).map { Double($0) * step }
    }

    /// Path data for every line across the whole viewport.
    func pathData(width: Double, height: Double) -> String {
        var text = ""
        for line in meridians + parallels {
            for piece in line.pieces {
                text += "M" + piece.map { SVGPathData.number($0.x) + " " + SVGPathData.number($0.y) }.joined(separator: "L")
            }
        }
        for line in meridians where line.pieces.isEmpty {
            text += "M" + SVGPathData.number(line.position) + " 0V" + SVGPathData.number(height)
        }
        for line in parallels where line.pieces.isEmpty {
            text += "M0 " + SVGPathData.number(line.position) + "H" + SVGPathData.number(width)
        }
        return text
    }

    /// "170°W", "0°", "45.5°N": a graticule value as a map label. Longitudes are wrapped
    /// into (−180, 180] first.
    static func label(longitude: Double, step: Double) -> String {
        var wrapped = longitude.truncatingRemainder(dividingBy: 360)
        if wrapped > 180 { wrapped -= 360 } else if wrapped <= -180 { wrapped += 360 }
        return label(wrapped, step: step, positive: "E", negative: "W")
    }

    static func label(latitude: Double, step: Double) -> String {
        label(latitude, step: step, positive: "N", negative: "S")
    }

    private static func label(_ value: Double, step: Double, positive: String, negative: String) -> String {
        let digits = step >= 1 ? 0 : Int((-log10(step)).rounded(.up))
        // Trailing zeros kept, so the values along an edge read alike: 8.498°, 8.500°.
        let text = DecimalFormat.padded(abs(value), fractionDigits: digits)
        if Double(text) == 0 || text == "180" { return text + "°" }
        return text + "°" + (value > 0 ? positive : negative)
    }
}
