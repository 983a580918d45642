import Foundation

/// Land for the maps: Natural Earth's 1:110m countries (public domain), decoded once from
/// `SVGLandData.swift` (made by `Scripts/make_land.py`), projected like everything else
/// and clipped to the viewport. A Mercator map less than `fineExtentKilometres` across
/// draws the 1:50m countries (`SVGLandFineData.swift`) instead, with the borders between
/// countries as a path of their own.
///
/// The fill is the rings clipped as polygons; the outline (coasts and borders) the ring
/// edges clipped as lines, without the edges Natural Earth adds along the 180th meridian
/// and the South Pole to close a ring (they are no coast). Each ring is drawn once for
/// every whole-world shift that brings it into the view, so land is right over the
/// antimeridian and on a map wider than the world.
enum SVGLand {
    /// A ring in map points, with its bounds and which edges (vertex i to i + 1) are a
    /// cut rather than a coast.
    struct Ring: Sendable {
        var coordinates: [Coordinate]
        var points: [MapPoint]
        var isCut: [Bool]
        /// Edges that another ring shares: a border between countries, not a coast.
        var isBorder: [Bool]
        var minX: Double
        var maxX: Double
        var minY: Double
        var maxY: Double
    }

    static let rings: [Ring] = decode(encoded)

    /// The 1:50m rings, decoded on the first small map.
    static let fineRings: [Ring] = markingBorders(decode(fineEncoded))

    /// The widest map, in km across at its centre, that draws the 1:50m land: about a
    /// kilometre a point on the usual 300-point map, the data's own resolution.
    static let fineExtentKilometres = 700.0

    /// Hundredths of a degree, as the script writes them.
    static let unitsPerDegree = 100.0

    static func decode(_ text: String) -> [Ring] {
        var rings: [Ring] = []
        var values: [Int] = []
        var value = 0
        var shift = 0
        func finishRing() {
            defer { values.removeAll(keepingCapacity: true) }
            guard values.count >= 6 else { return }
            var longitude = 0
            var latitude = 0
            var coordinates: [(Int, Int)] = []
            for index in stride(from: 0, to: values.count - 1, by: 2) {
                longitude += values[index]
                latitude += values[index + 1]
                coordinates.append((longitude, latitude))
            }
            let degrees = coordinates.map {
                Coordinate(latitude: Double($0.1) / unitsPerDegree, longitude: Double($0.0) / unitsPerDegree)
            }
            let points = degrees.map(MapProjection.mapPoint)
            let cutLongitude = Int(180 * unitsPerDegree) - 1
            let cutLatitude = -Int(89.9 * unitsPerDegree)
            let isCut = coordinates.indices.map { index in
                let a = coordinates[index]
                let b = coordinates[(index + 1) % coordinates.count]
                let onMeridian = abs(a.0) >= cutLongitude && abs(b.0) >= cutLongitude && (a.0 > 0) == (b.0 > 0)
                return onMeridian || (a.1 <= cutLatitude && b.1 <= cutLatitude)
            }
            let xs = points.map(\.x)
            let ys = points.map(\.y)
            rings.append(
                Ring(
                    coordinates: degrees, points: points, isCut: isCut,
                    isBorder: Array(repeating: false, count: points.count), minX: xs.min() ?? 0, maxX: xs.max() ?? 0,
                    minY: ys.min() ?? 0,
                    maxY: ys.max() ?? 0))
        }
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                finishRing()
                value = 0
                shift = 0
                continue
            }
            guard byte >= 63 && byte <= 126 else { continue }
            let group = Int(byte) - 63
            value |= (group & 31) << shift
            if group >= 32 {
                shift += 5
                continue
            }
            // Zigzag: even is positive, odd negative.
            values.append(value & 1 == 0 ? value >> 1 : -((value + 1) >> 1))
            value = 0
            shift = 0
        }
        finishRing()
        return rings
    }

    /// Marks every edge that two rings share (in either direction) as a border. Adjacent
    /// countries share their border vertices exactly, on the data's grid of hundredths.
    static func markingBorders(_ rings: [Ring]) -> [Ring] {
        struct Edge: Hashable {
            var from: Int64
            var to: Int64
        }
        func key(_ coordinate: Coordinate) -> Int64 {
            let longitude = Int64((coordinate.longitude * unitsPerDegree).rounded())
            let latitude = Int64((coordinate.latitude * unitsPerDegree).rounded())
            return (longitude + 1 << 20) << 24 | (latitude + 1 << 20)
        }
        func edge(_ ring: Ring, _ index: Int) -> Edge {
            let a = key(ring.coordinates[index])
            let b = key(ring.coordinates[(index + 1) % ring.coordinates.count])
            return Edge(from: min(a, b), to: max(a, b))
        }
        var counts: [Edge: Int] = [:]
        for ring in rings {
            for index in ring.coordinates.indices { counts[edge(ring, index), default: 0] += 1 }
        }
        return rings.map { ring in
            var marked = ring
            marked.isBorder = ring.coordinates.indices.map { (counts[edge(ring, $0)] ?? 0) >= 2 }
            return marked
        }
    }

    /// The map's width in kilometres at its centre latitude (on a sphere of the WGS 84
    /// equatorial radius: this only picks a level of detail).
    static func extentKilometres(of visible: MapRect) -> Double {
        let centre = MapProjection.coordinate(MapPoint(x: visible.midX, y: visible.midY))
        let degrees = visible.width / MapPoint.worldSize * 360
        return degrees * .pi / 180 * 6378.137 * cos(centre.latitude * .pi / 180)
    }

    /// Path data for the land in `canvas`: the fill (closed polygons), the outline (coasts,
    /// and on the 1:110m land the borders too) and, on a small map, the borders between
    /// countries. Vertices closer than `minimumSpacing` points to the last one kept are
    /// left out. Each is ASCII path data, which needs no escaping in an attribute.
    static func paths(for canvas: SVGCanvas) -> (fill: [UInt8], outline: [UInt8], borders: [UInt8]) {
        if let frame = canvas.azimuthal {
            let land = paths(for: frame, width: canvas.width, height: canvas.height)
            return (land.fill, land.outline, [])
        }
        let world = MapPoint.worldSize
        let visible = canvas.visible
        guard visible.minX.isFinite, visible.maxX.isFinite, visible.minY.isFinite, visible.maxY.isFinite,
            canvas.scaleX.isFinite, canvas.scaleY.isFinite,
            abs(visible.minX) < 64 * world, abs(visible.maxX) < 64 * world
        else { return ([], [], []) }
        let firstShift = Int((visible.minX / world).rounded(.down)) - 1
        let lastShift = Int((visible.maxX / world).rounded(.down)) + 1
        let isFine = extentKilometres(of: visible) < fineExtentKilometres
        var fill = PathText(width: canvas.width, height: canvas.height)
        var outline = PathText(width: canvas.width, height: canvas.height)
        var borders = PathText(width: canvas.width, height: canvas.height)
        for shift in firstShift...lastShift {
            let offset = Double(shift) * world
            for ring in isFine ? fineRings : rings
            where ring.maxX + offset >= visible.minX && ring.minX + offset <= visible.maxX
                && ring.maxY >= visible.minY && ring.minY <= visible.maxY
            {
                let points = ring.points.map {
                    SVGPoint(x: ($0.x + offset - visible.x) * canvas.scaleX, y: ($0.y - visible.y) * canvas.scaleY)
                }
                draw(points, ring: ring, fill: &fill, outline: &outline, borders: &borders)
            }
        }
        return (fill.bytes, outline.bytes, borders.bytes)
    }

    /// The land in an azimuthal map: every ring projected, its points beyond the
    /// projection's reach moved in onto the reach's circle, and clipped as in Mercator.
    /// A ring round the antipode is left out: its projected outline would enclose the
    /// rest of the world. Seen from a pole, what lies beyond the reach is Antarctica (from
    /// the north), whose ring runs round the other pole, so rings reaching there are left
    /// out whole, not cut into slivers along the circle beside a missing continent.
    static func paths(for frame: SVGAzimuthalFrame, width: Double, height: Double) -> (fill: [UInt8], outline: [UInt8]) {
        var fill = PathText(width: width, height: height)
        var outline = PathText(width: width, height: height)
        let antipode = frame.projection.antipode
        let fromPole = abs(antipode.latitude) == 90
        for ring in rings {
            if fromPole {
                guard ring.coordinates.allSatisfy(frame.reaches) else { continue }
            } else if encloses(ring, antipode) {
                continue
            }
            let points = ring.coordinates.map(frame.pointWithinReach)
            guard
                points.contains(where: { $0.x >= 0 && $0.x <= width && $0.y >= 0 && $0.y <= height })
                    || area(SVGClip.polygon(points, width: width, height: height)) > 0.01
            else { continue }
            var borders = PathText(width: width, height: height)
            draw(points, ring: ring, fill: &fill, outline: &outline, borders: &borders)
        }
        return (fill.bytes, outline.bytes)
    }

    /// Whether a ring holds a coordinate (not a pole): by the even–odd rule in longitude
    /// and latitude, as Natural Earth's rings are drawn, cut at the 180th meridian.
    static func encloses(_ ring: Ring, _ coordinate: Coordinate) -> Bool {
        var inside = false
        let (x, y) = (coordinate.longitude, coordinate.latitude)
        for (a, b) in zip(ring.coordinates, ring.coordinates.dropFirst() + ring.coordinates.prefix(1))
        where (a.latitude > y) != (b.latitude > y)
            && x < a.longitude + (b.longitude - a.longitude) * (y - a.latitude) / (b.latitude - a.latitude)
        {
            inside.toggle()
        }
        return inside
    }

    /// A polygon's area in square points (the shoelace formula), unsigned.
    private static func area(_ points: [SVGPoint]) -> Double {
        var twice = 0.0
        for (a, b) in zip(points, points.dropFirst() + points.prefix(1)) { twice += a.x * b.y - b.x * a.y }
        return abs(twice) / 2
    }

    /// One ring in viewport points: its clipped polygon to the fill, its coast edges to
    /// the outline, its border edges to the borders (each border once: two rings share it).
    private static func draw(
        _ points: [SVGPoint], ring: Ring, fill: inout PathText, outline: inout PathText, borders: inout PathText
    ) {
        fill.polygon(SVGClip.polygon(points, width: fill.width, height: fill.height))
        for index in points.indices where !ring.isCut[index] {
            let a = points[index]
            let b = points[(index + 1) % points.count]
            guard let (from, to) = SVGClip.segment(a, b, width: fill.width, height: fill.height) else { continue }
            if !ring.isBorder[index] {
                outline.segment(from, to)
            } else if (a.x, a.y) < (b.x, b.y) {
                borders.segment(from, to)
            }
        }
    }

    static let minimumSpacing = 0.8

    /// Path data written as it is made, thinning as it goes: the land is most of a map's
    /// numbers, so they go straight into bytes, no String between.
    struct PathText {
        let width: Double
        let height: Double
        var bytes: [UInt8] = []
        private var last: SVGPoint?

        init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }

        mutating func polygon(_ points: [SVGPoint]) {
            guard points.count >= 3 else { return }
            var kept: [SVGPoint] = [points[0]]
            for point in points.dropFirst() where isSpaced(point, kept[kept.count - 1]) { kept.append(point) }
            guard kept.count >= 3 else { return }
            pair(UInt8(ascii: "M"), kept[0])
            for point in kept.dropFirst() { pair(UInt8(ascii: "L"), point) }
            bytes.append(UInt8(ascii: "Z"))
            last = nil
        }

        /// A coast segment; joined to the one before when it starts where that one ended.
        mutating func segment(_ from: SVGPoint, _ to: SVGPoint) {
            if let last, last == from {
                guard isSpaced(to, last) else { return }
            } else {
                pair(UInt8(ascii: "M"), from)
            }
            pair(UInt8(ascii: "L"), to)
            last = to
        }

        private func isSpaced(_ a: SVGPoint, _ b: SVGPoint) -> Bool {
            // The viewport's corners, where a clipped polygon turns, are always kept.
            if (a.x == 0 || a.x == width) && (a.y == 0 || a.y == height) { return true }
            let dx = a.x - b.x
            let dy = a.y - b.y
            return dx * dx + dy * dy >= SVGLand.minimumSpacing * SVGLand.minimumSpacing
        }

        /// `command`, then the point's x and y: made in a word-aligned buffer on the stack
        /// and appended at once (an append a byte cost more than the digits).
        private mutating func pair(_ command: UInt8, _ point: SVGPoint) {
            // A command, two numbers of at most 8 bytes and a space.
            var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
            let count = withUnsafeMutableBytes(of: &buffer) { raw -> Int in
                raw[0] = command
                var index = 1
                guard Self.tenths(point.x, into: raw, at: &index) else { return 0 }
                raw[index] = UInt8(ascii: " ")
                index += 1
                guard Self.tenths(point.y, into: raw, at: &index) else { return 0 }
                return index
            }
            guard count > 0 else {
                bytes.append(command)
                Self.tenths(point.x, to: &bytes)
                bytes.append(UInt8(ascii: " "))
                Self.tenths(point.y, to: &bytes)
                return
            }
            withUnsafeBytes(of: &buffer) { raw in
                bytes.append(contentsOf: UnsafeBufferPointer(start: raw.bindMemory(to: UInt8.self).baseAddress, count: count))
            }
        }

        /// A number to 0.1, as `DecimalFormat.fixed(value, fractionDigits: 1)` writes it
        /// ("12.3", "12", "-0.5", "0"), from its whole number of tenths. The clipped
        /// coordinates are within the viewport.
        static func tenths(_ value: Double, to bytes: inout [UInt8]) {
            var buffer: (UInt64, UInt64) = (0, 0)
            let count = withUnsafeMutableBytes(of: &buffer) { raw -> Int in
                var index = 0
                return tenths(value, into: raw, at: &index) ? index : 0
            }
            guard count > 0 else {
                bytes.append(contentsOf: DecimalFormat.fixed(value, fractionDigits: 1).utf8)
                return
            }
            withUnsafeBytes(of: &buffer) { raw in
                bytes.append(contentsOf: UnsafeBufferPointer(start: raw.bindMemory(to: UInt8.self).baseAddress, count: count))
            }
        }

        /// `tenths(_:to:)` into `raw` from `index` (on to the end of the number), when it
        /// takes at most 8 bytes (under 100,000 and finite); false, with nothing
        /// written, otherwise.
        private static func tenths(_ value: Double, into raw: UnsafeMutableRawBufferPointer, at index: inout Int) -> Bool {
            let scaled = (abs(value) * 10).rounded(.toNearestOrAwayFromZero)
            guard scaled < 1e6 else { return false }
            let units = Int(scaled)
            if units == 0 {
                raw[index] = UInt8(ascii: "0")
                index += 1
                return true
            }
            if value < 0 {
                raw[index] = UInt8(ascii: "-")
                index += 1
            }
            var whole = units / 10
            let digit = units % 10
            var width = 1
            var power = 10
            while power <= whole {
                width += 1
                power *= 10
            }
            var position = index + width - 1
            repeat {
                raw[position] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
                position -= 1
            } while whole > 0
            index += width
            if digit != 0 {
                raw[index] = UInt8(ascii: ".")
                raw[index + 1] = UInt8(ascii: "0") + UInt8(digit)
                index += 2
            }
            return true
        }

        /// `tenths(_:to:)` as a String.
        static func tenths(_ value: Double) -> String {
            var bytes: [UInt8] = []
            tenths(value, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
