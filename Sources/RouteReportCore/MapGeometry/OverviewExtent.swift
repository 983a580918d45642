/// The rect a map of every flight and landmark (the overview) fits: the union of every
/// flight's content rect and every landmark's map point, placed around the world so the
/// union is as narrow as it can be.
///
/// Each item may be moved by whole world widths (a flight over the antimeridian may have
/// x beyond the world, a landmark at 179°E sits next to one at 179°W), so the union is the
/// shortest arc of the circular world that covers every item's x interval. When that arc
/// is a world or more (flights all round the globe), the overview is one world wide, cut
/// where the fewest flights cross (see `seam`); what runs over that edge is drawn again
/// at the other.
enum OverviewExtent {
    /// An item's extent along x in map points; `width` below one world.
    struct Span {
        var minX: Double
        var width: Double
    }

    /// The overview's visible rect: the union fitted like a flight map (`MapFit`), unless
    /// that would show more than one world (a union near a world wide, with the padding):
    /// then exactly one world across, cut at `seam`, and as tall as the viewport's aspect
    /// makes it (taller still, and then wider than the world, only where the union's
    /// height needs it), centred on the union.
    static func visibleRect(contentRects: [MapRect], points: [Coordinate], options: MapOptions) -> MapRect {
        let content = union(contentRects: contentRects, points: points)
        let fitted = MapFit.visibleRect(fitting: content, options: options)
        let world = MapPoint.worldSize
        guard fitted.width > world, content.width.isFinite, content.height.isFinite else { return fitted }
        let seamX = content.width >= world ? content.minX : seam(spans(contentRects: contentRects, points: points))
        let innerHeight = max(1, options.viewportHeight - options.padding.top - options.padding.bottom)
        let scale = max(world / max(1, options.viewportWidth), content.height / innerHeight)
        let width = options.viewportWidth * scale
        return MapRect(
            x: seamX - (width - world) / 2, y: content.midY - options.viewportHeight * scale / 2, width: width,
            height: options.viewportHeight * scale)
    }

    /// Each flight's and landmark's extent along x, the finite ones.
    static func spans(contentRects: [MapRect], points: [Coordinate]) -> [Span] {
        let rects = contentRects.filter { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite }
        let marks = points.map(MapProjection.mapPoint).filter { $0.x.isFinite && $0.y.isFinite }
        return rects.map { Span(minX: $0.minX, width: $0.width) } + marks.map { Span(minX: $0.x, width: 0) }
    }

    /// The union of the flights' `contentRects` and the landmarks' `points`, each placed
    /// in the world that makes it narrowest; the whole world when there is nothing
    /// (finite) to show. Items with a non-finite coordinate are left out.
    static func union(contentRects: [MapRect], points: [Coordinate]) -> MapRect {
        var spans: [Span] = []
        var minY = Double.infinity
        var maxY = -Double.infinity
        for rect in contentRects {
            guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { continue }
            spans.append(Span(minX: rect.minX, width: rect.width))
            minY = min(minY, rect.minY)
            maxY = max(maxY, rect.maxY)
        }
        for coordinate in points {
            let point = MapProjection.mapPoint(coordinate)
            guard point.x.isFinite, point.y.isFinite else { continue }
            spans.append(Span(minX: point.x, width: 0))
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        guard let (minX, width) = shortestCover(spans) else {
            return MapRect(x: 0, y: 0, width: MapPoint.worldSize, height: MapPoint.worldSize)
        }
        if width >= MapPoint.worldSize {
            return MapRect(x: seam(spans), y: minY, width: MapPoint.worldSize, height: maxY - minY)
        }
        return MapRect(x: minX, y: minY, width: width, height: maxY - minY)
    }

    /// Where to cut the world for a map one world wide, map x in [0, W): inside the
    /// stretch crossed by the fewest spans, the longest such stretch (a landmark ends a
    /// stretch, so the cut keeps away from items), at its middle; on a tie the westernmost.
    /// A Pacific-spanning set of flights is cut in the Atlantic or over Asia, not torn at
    /// the antimeridian. O(n log n).
    static func seam(_ spans: [Span]) -> Double {
        let world = MapPoint.worldSize
        // Crossing-count changes around the circle; landmarks (zero width) add a boundary
        // with no change.
        var changes: [(x: Double, delta: Int)] = []
        var wrapping = 0
        for span in spans where span.minX.isFinite && span.width.isFinite {
            var start = span.minX.truncatingRemainder(dividingBy: world)
            if start < 0 { start += world }
            let width = min(max(span.width, 0), world)
            let end = start + width
            if width == 0 {
                changes.append((start, 0))
            } else if end > world {
                // Crosses x = 0 (mod W): counted from the start of the circle until its end.
                wrapping += 1
                changes.append((start, 1))
                changes.append((end - world, -1))
            } else {
                changes.append((start, 1))
                changes.append((end, -1))
            }
        }
        guard !changes.isEmpty else { return 0 }
        changes.sort { ($0.x, $0.delta) < ($1.x, $1.delta) }
        var best: (count: Int, length: Double, start: Double)?
        var count = wrapping
        var index = 0
        while index < changes.count {
            let x = changes[index].x
            while index < changes.count && changes[index].x == x {
                count += changes[index].delta
                index += 1
            }
            // The stretch from x to the next boundary (around the circle for the last).
            let next = index < changes.count ? changes[index].x : changes[0].x + world
            let length = next - x
            guard length > 0 else { continue }
            if let current = best, (current.count, -current.length) <= (count, -length) { continue }
            best = (count, length, x)
        }
        guard let best else { return changes[0].x }
        let middle = best.start + best.length / 2
        return middle >= world ? middle - world : middle
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
