import Foundation

/// Arrowheads along a route, pointing from departure to arrival, so the direction reads
/// without a progress: one per 110 points of line (one to four), evenly spaced, each
/// moved along the line where it would sit on an end, a stop or the aircraft.
enum SVGDirection {
    struct Arrow {
        var point: SVGPoint
        /// Degrees clockwise from the +x axis on screen (SVG's `rotate`).
        var angle: Double
    }

    static let spacing = 110.0
    static let maximumCount = 4
    /// Shortest line that gets an arrow, points.
    static let minimumLength = 40.0
    /// How far an arrow keeps from the marks it must not cover, points.
    static let clearance = 14.0

    static func arrows(along route: [SVGPoint], avoiding marks: [(centre: SVGPoint, radius: Double)]) -> [Arrow] {
        guard route.count >= 2 else { return [] }
        var lengths = [0.0]
        lengths.reserveCapacity(route.count)
        for (a, b) in zip(route, route.dropFirst()) {
            let step = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            lengths.append(lengths[lengths.count - 1] + (step.isFinite ? step : 0))
        }
        let total = lengths[lengths.count - 1]
        guard total >= minimumLength else { return [] }
        let count = min(maximumCount, max(1, Int(total / spacing)))

        func point(at distance: Double) -> SVGPoint {
            // The last vertex at or before `distance` (binary search), then along its piece.
            var low = 0
            var high = lengths.count - 1
            while high - low > 1 {
                let mid = (low + high) / 2
                if lengths[mid] <= distance { low = mid } else { high = mid }
            }
            let a = route[low]
            let b = route[high]
            let piece = lengths[high] - lengths[low]
            let t = piece > 0 ? (distance - lengths[low]) / piece : 0
            return SVGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        func isClear(_ point: SVGPoint) -> Bool {
            marks.allSatisfy { mark in
                let dx = point.x - mark.centre.x
                let dy = point.y - mark.centre.y
                return (dx * dx + dy * dy).squareRoot() >= mark.radius + clearance
            }
        }
        var arrows: [Arrow] = []
        let share = total / Double(count)
        for index in 0..<count {
            let target = share * (Double(index) + 0.5)
            // The target, then spots either side within its share of the line.
            let offsets = [0.0, 0.1, -0.1, 0.2, -0.2, 0.3, -0.3, 0.4, -0.4].map { target + $0 * share }
            guard let distance = offsets.first(where: { $0 > 0 && $0 < total && isClear(point(at: $0)) }) else {
                continue
            }
            let here = point(at: distance)
            let behind = point(at: max(0, distance - 4))
            let ahead = point(at: min(total, distance + 4))
            let angle = atan2(ahead.y - behind.y, ahead.x - behind.x) * 180 / .pi
            guard angle.isFinite, here.x.isFinite, here.y.isFinite else { continue }
            arrows.append(Arrow(point: here, angle: angle))
        }
        return arrows
    }
}
