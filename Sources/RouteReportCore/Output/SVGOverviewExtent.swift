/// The rect the overview map fits: the union of every flight's content rect and every
/// landmark's map point, placed around the world so the union is as narrow as it can be.
///
/// Each item may be moved by whole world widths (a flight over the antimeridian may have
/// x beyond the world, a landmark at 179°E sits next to one at 179°W), so the union is the
/// shortest arc of the circular world that covers every item's x interval.
enum SVGOverviewExtent {
    /// An item's extent along x in map points; `width` below one world.
    struct Span {
        var minX: Double
        var width: Double
    }

    static func union(of report: RunReport) -> MapRect {
        var spans: [Span] = []
        var minY = Double.infinity, maxY = -Double.infinity
        for flight in report.flights {
            let rect = flight.geometry.contentRect
            guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { continue }
            spans.append(Span(minX: rect.minX, width: rect.width))
            minY = min(minY, rect.minY)
            maxY = max(maxY, rect.maxY)
        }
        for landmark in report.landmarks {
            let point = MapProjection.mapPoint(landmark.landmark.coordinate)
            guard point.x.isFinite, point.y.isFinite else { continue }
            spans.append(Span(minX: point.x, width: 0))
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        guard let (minX, width) = shortestCover(spans) else {
            return MapRect(x: 0, y: 0, width: MapPoint.worldSize, height: MapPoint.worldSize)
        }
        return MapRect(x: minX, y: minY, width: width, height: maxY - minY)
    }

    /// The narrowest interval [minX, minX + width] that holds every span after moving each
    /// by some whole number of worlds. Tries every span's start as the union's west edge:
    /// spans that start east of it stay in that world, the others move one world east.
    /// O(n log n); on a tie the westernmost start (in [0, world)) wins, so an input that
    /// does not cross the antimeridian keeps its plain union.
    static func shortestCover(_ spans: [Span]) -> (minX: Double, width: Double)? {
        guard !spans.isEmpty else { return nil }
        let world = MapPoint.worldSize
        let normalised = spans.map { span -> Span in
            var start = span.minX.truncatingRemainder(dividingBy: world)
            if start < 0 { start += world }
            return Span(minX: start, width: span.width)
        }.sorted { ($0.minX, $0.width) < ($1.minX, $1.width) }

        let count = normalised.count
        // suffixEnd[i]: the farthest east end of spans i..., unmoved.
        var suffixEnd = [Double](repeating: -Double.infinity, count: count + 1)
        for index in stride(from: count - 1, through: 0, by: -1) {
            suffixEnd[index] = max(suffixEnd[index + 1], normalised[index].minX + normalised[index].width)
        }
        var best: (minX: Double, width: Double)?
        var prefixEnd = -Double.infinity
        for index in 0..<count {
            let west = normalised[index].minX
            let east = max(suffixEnd[index], prefixEnd + world)
            if let current = best, current.width <= east - west {
                // Keep the earlier (westernmost) cover on a tie.
            } else {
                best = (west, east - west)
            }
            prefixEnd = max(prefixEnd, west + normalised[index].width)
        }
        return best
    }
}
