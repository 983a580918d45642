import Foundation

@testable import RouteReportCore

/// routes.geojson read back with Foundation's JSON parser and checked rule by rule against
/// RFC 7946, without the writer's code: each rule is restated here from the RFC.
enum GeoJSONCheck {
    typealias Object = [String: Any]

    struct Feature {
        var type: String
        var positions: [[[Double]]]  // pieces (lines or rings), each a list of [lon, lat]
        var bbox: [Double]
        var properties: Object
    }

    /// The features of a document, or nil when it is not a FeatureCollection of Features.
    static func features(_ bytes: [UInt8]) -> (collection: Object, features: [Feature])? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? Object,
            root["type"] as? String == "FeatureCollection", let list = root["features"] as? [Object]
        else { return nil }
        var features: [Feature] = []
        for item in list {
            guard item["type"] as? String == "Feature", let geometry = item["geometry"] as? Object,
                let type = geometry["type"] as? String, let properties = item["properties"] as? Object
            else { return nil }
            let coordinates = geometry["coordinates"]
            let pieces: [[[Double]]]?
            switch type {
            case "Point": pieces = (coordinates as? [Double]).map { [[$0]] }
            case "LineString": pieces = (coordinates as? [[Double]]).map { [$0] }
            case "MultiLineString": pieces = coordinates as? [[[Double]]]
            case "Polygon": pieces = coordinates as? [[[Double]]]
            case "MultiPolygon": pieces = (coordinates as? [[[[Double]]]])?.flatMap { $0 }
            default: pieces = nil
            }
            guard let pieces else { return nil }
            features.append(Feature(type: type, positions: pieces, bbox: item["bbox"] as? [Double] ?? [], properties: properties))
        }
        return (root, features)
    }

    /// Every RFC 7946 rule the file must keep, as one message per breach (empty: none).
    static func problems(_ bytes: [UInt8]) -> [String] {
        guard let (collection, features) = features(bytes) else { return ["not a FeatureCollection of Features"] }
        var problems: [String] = []
        if collection["crs"] != nil { problems.append("a crs member (§4: none)") }
        for (index, feature) in features.enumerated() {
            problems += featureProblems(feature).map { "feature \(index) (\(feature.properties["name"] ?? "")): " + $0 }
        }
        if !features.isEmpty {
            // §5: 2n numbers for positions of n dimensions: six once any has an altitude.
            let dimensions = features.flatMap { $0.positions.joined() }.map(\.count).max() ?? 2
            guard let box = collection["bbox"] as? [Double], box.count == 2 * dimensions else {
                return problems + ["collection: no bbox of \(2 * dimensions) numbers"]
            }
            for feature in features {
                for position in feature.positions.joined() where !contains(box, position) {
                    problems.append("collection bbox \(box) misses \(position)")
                }
            }
        }
        return problems
    }

    static func featureProblems(_ feature: Feature) -> [String] {
        var problems: [String] = []
        let all = Array(feature.positions.joined())
        for position in all {
            // §3.1.1: [lon, lat] or [lon, lat, altitude], never mixed within a geometry.
            if position.count != all[0].count || !(2...3).contains(position.count) {
                problems.append("position \(position) is not [lon, lat] or [lon, lat, alt] as the geometry's first")
            }
            if !(position[0] >= -180 && position[0] <= 180) { problems.append("longitude \(position[0]) out of [-180, 180]") }
            if !(position[1] >= -90 && position[1] <= 90) { problems.append("latitude \(position[1]) out of [-90, 90]") }
        }
        switch feature.type {
        case "LineString", "MultiLineString":
            for line in feature.positions {
                if line.count < 2 { problems.append("a line of \(line.count) positions (§3.1.4)") }
                for (a, b) in zip(line, line.dropFirst()) where abs(b[0] - a[0]) > 180 {
                    problems.append("a segment \(a) → \(b) the long way round (§3.1.9: cut it)")
                }
            }
            // §3.1.9: the parts of a cut line meet on the meridian: one ends at ±180 where the
            // next starts at ∓180, on the same latitude.
            for (a, b) in zip(feature.positions, feature.positions.dropFirst()) {
                guard let end = a.last, let start = b.first else { continue }
                if !(abs(end[0]) == 180 && start[0] == -end[0] && start[1] == end[1]) {
                    problems.append("parts do not meet on ±180: \(end) then \(start)")
                }
            }
        case "Polygon", "MultiPolygon":
            for ring in feature.positions {
                if ring.count < 4 { problems.append("a ring of \(ring.count) positions (§3.1.6: at least 4)") }
                if ring.first != ring.last { problems.append("a ring not closed (§3.1.6)") }
                // A ring the grid cannot resolve (a circle a few centimetres across, of a
                // flight a few metres long) encloses nothing and has no orientation.
                let area = doubledArea(ring) / 2
                if !(area > 0 || abs(area) < 1e-12) { problems.append("an exterior ring clockwise, area \(area) deg² (§3.1.6)") }
                // An edge along a pole (a cap's top) is no crossing.
                for (a, b) in zip(ring, ring.dropFirst()) where abs(b[0] - a[0]) > 180 && !(abs(a[1]) == 90 && b[1] == a[1]) {
                    problems.append("a ring edge \(a) → \(b) the long way round (§3.1.9)")
                }
            }
        case "Point":
            if feature.positions.count != 1 || feature.positions[0].count != 1 { problems.append("a Point of many positions") }
        default:
            problems.append("geometry type " + feature.type)
        }
        // §5: optional; where there is one, [west, south, east, north], holding every
        // position; south and north are the extreme latitudes, west and east are
        // positions' longitudes.
        if feature.bbox.isEmpty { return problems }
        guard feature.bbox.count == 4 else { return problems + ["a bbox of \(feature.bbox.count) numbers (§5)"] }
        let box = feature.bbox
        for position in all where !contains(box, position) { problems.append("bbox \(box) misses \(position)") }
        if box[1] != all.map({ $0[1] }).min() || box[3] != all.map({ $0[1] }).max() {
            problems.append("bbox \(box) south/north are not the extreme latitudes")
        }
        let longitudes = Set(all.map { $0[0] })
        let full = box[0] == -180 && box[2] == 180
        if !full && !(longitudes.contains(box[0]) || (box[0] == -180 && longitudes.contains(180))) {
            problems.append("bbox west \(box[0]) is no position's longitude")
        }
        if !full && !(longitudes.contains(box[2]) || (box[2] == 180 && longitudes.contains(-180))) {
            problems.append("bbox east \(box[2]) is no position's longitude")
        }
        // §5.2: a geometry on both sides of ±180 gets west > east (or the whole circle).
        let westSide = all.contains { $0[0] > 0 && $0[0] <= 180 }
        let eastSide = all.contains { $0[0] < 0 && $0[0] >= -180 }
        let cut = feature.positions.count > 1 && all.contains { abs($0[0]) == 180 }
        if cut && westSide && eastSide && !(box[0] > box[2] || full) {
            problems.append("bbox \(box) of a geometry over ±180 has west ≤ east (§5.2)")
        }
        return problems
    }

    /// Whether the bbox holds the position, reading west > east as running over ±180.
    static func contains(_ box: [Double], _ position: [Double]) -> Bool {
        if box.count == 6 {
            // [west, south, low, east, north, high]
            if position.count == 3 && !(position[2] >= box[2] && position[2] <= box[5]) { return false }
            return contains([box[0], box[1], box[3], box[4]], Array(position.prefix(2)))
        }
        let lon = position[0]
        let lat = position[1]
        guard lat >= box[1] && lat <= box[3] else { return false }
        if box[0] <= box[2] { return lon >= box[0] && lon <= box[2] }
        return lon >= box[0] || lon <= box[2]
    }

    /// Twice the ring's signed shoelace area in the lon/lat plane, deg²: > 0
    /// counterclockwise. Taken about the first position, so tiny rings far from (0, 0)
    /// lose no digits.
    static func doubledArea(_ ring: [[Double]]) -> Double {
        guard let origin = ring.first else { return 0 }
        var sum = 0.0
        for (a, b) in zip(ring, ring.dropFirst()) {
            sum += (a[0] - origin[0]) * (b[1] - origin[1]) - (b[0] - origin[0]) * (a[1] - origin[1])
        }
        return sum
    }

    /// The route features' lines, one per flight in order, with the cut points dropped and
    /// the longitudes unwrapped again: the densified path as written.
    static func unwrappedRoute(_ feature: Feature) -> [Coordinate] {
        var points: [Coordinate] = []
        var shift = 0.0
        for (index, piece) in feature.positions.enumerated() {
            for (k, position) in piece.enumerated() {
                let isCut =
                    feature.positions.count > 1
                    && ((k == piece.count - 1 && index < feature.positions.count - 1) || (k == 0 && index > 0))
                if !isCut { points.append(Coordinate(latitude: position[1], longitude: position[0] + shift)) }
            }
            if let end = piece.last, index < feature.positions.count - 1 { shift += end[0] > 0 ? 360 : -360 }
        }
        return points
    }

    /// Metres between two nearby points (under a few km), on a sphere of the WGS84 mean
    /// radius: within 0.5% of the geodesic, plenty for checking a 1 m tolerance.
    static func nearbyDistance(_ a: Coordinate, _ b: Coordinate) -> Double {
        let radians = Double.pi / 180
        let radius = 6_371_008.8
        var dLon = (b.longitude - a.longitude).truncatingRemainder(dividingBy: 360)
        if dLon > 180 { dLon -= 360 } else if dLon < -180 { dLon += 360 }
        let x = dLon * radians * cos((a.latitude + b.latitude) / 2 * radians)
        let y = (b.latitude - a.latitude) * radians
        return radius * (x * x + y * y).squareRoot()
    }
}
