/// Labels placed one by one, each at the best of its candidate spots that stays on the
/// map and off everything placed or reserved before it. "Best" is the first candidate
/// in the caller's order among those the route lines cross least: a label goes over a
/// route only where no free spot is clear of it. A label with no free spot is left out
/// (callers that must show a label give it candidates all over the map).
///
/// Space is kept in a grid of small cells, so a check costs the label's area whatever the
/// number of marks already on the map (an overview of 100,000 landmarks stays linear).
struct SVGLabelLayout {
    let width: Double
    let height: Double
    private let cell: Double
    private let columns: Int
    private let rows: Int
    private var taken: CellSet
    /// Cells a route line runs through: placing a label there is allowed, but avoided.
    private var crossed: CellSet

    /// A grid of 1-point cells (boxes a point apart never share one), coarser for a huge
    /// viewport so it has at most about a million cells.
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        let area = max(width, 1) * max(height, 1)
        cell = max(1, (area / 1_000_000).squareRoot())
        columns = max(1, Int((max(width, 1) / cell).rounded(.up)))
        rows = max(1, Int((max(height, 1) / cell).rounded(.up)))
        taken = CellSet(count: columns * rows)
        crossed = CellSet(count: columns * rows)
    }

    /// Marks a box as taken (a dot, a circle, the aircraft, a label placed elsewhere).
    mutating func reserve(_ box: SVGBox) {
        guard let (columnRange, rowRange) = cells(box) else { return }
        for row in rowRange {
            for column in columnRange { taken.insert(row * columns + column) }
        }
    }

    /// Marks the cells within `reach` points of a polyline as crossed by a route.
    mutating func cross(_ points: [SVGPoint], reach: Double) {
        guard var previous = points.first else { return }
        mark(previous, reach: reach)
        for point in points.dropFirst() {
            let dx = point.x - previous.x
            let dy = point.y - previous.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length.isFinite else {
                previous = point
                continue
            }
            // A dense track moves less than a cell between most fixes: those are marked
            // once the line has moved a cell.
            if length < cell { continue }
            // Samples a cell apart, at most a few thousand a segment (a segment far longer
            // than the map is off it for most of its length).
            let steps = min(4096, Int((length / cell).rounded(.up)))
            if steps > 0 {
                for step in 1...steps {
                    let t = Double(step) / Double(steps)
                    mark(SVGPoint(x: previous.x + dx * t, y: previous.y + dy * t), reach: reach)
                }
            }
            previous = point
        }
    }

    private mutating func mark(_ point: SVGPoint, reach: Double) {
        let box = SVGBox(centre: point, radius: reach)
        guard let (columnRange, rowRange) = cells(box) else { return }
        for row in rowRange {
            for column in columnRange { crossed.insert(row * columns + column) }
        }
    }

    func isFree(_ box: SVGBox) -> Bool {
        guard let (columnRange, rowRange) = cells(box) else { return true }
        for row in rowRange {
            for column in columnRange where taken.contains(row * columns + column) { return false }
        }
        return true
    }

    /// The share of the box's cells a route crosses, in percent: a label wholly over
    /// routes costs 100, whatever its size.
    func routeCost(_ box: SVGBox) -> Double {
        guard let (columnRange, rowRange) = cells(box) else { return 0 }
        var count = 0
        for row in rowRange {
            for column in columnRange where crossed.contains(row * columns + column) { count += 1 }
        }
        return Double(100 * count) / Double(columnRange.count * rowRange.count)
    }

    /// Places `text` at the best candidate (anchor point on the baseline, `text-anchor`)
    /// whose box is inside the map and free, reserves it and returns it; nil if none is.
    /// Each candidate's score is its route cost plus its own penalty (how much less the
    /// caller likes it); the lowest wins, the first on a tie. Anchor points are rounded
    /// to the 0.01 point the file writes, so the written label has the box checked here.
    mutating func place(_ text: String, fontSize: Double, candidates: [SVGLabelCandidate]) -> SVGLabelCandidate? {
        var best: (score: Double, box: SVGBox, candidate: SVGLabelCandidate)?
        for var candidate in candidates {
            if let best, candidate.penalty >= best.score { continue }
            candidate.point = SVGPoint(x: (candidate.point.x * 100).rounded() / 100, y: (candidate.point.y * 100).rounded() / 100)
            let box = SVGBox(text: text, at: candidate.point, anchor: candidate.anchor, fontSize: fontSize)
            guard box.isInside(width: width, height: height, margin: 1), isFree(box) else { continue }
            let score = routeCost(box) + candidate.penalty
            if score < (best?.score ?? .infinity) { best = (score, box, candidate) }
        }
        guard let best else { return nil }
        reserve(best.box)
        return best.candidate
    }

    /// `place`, and where no candidate is free, a spot anywhere on the map, the nearest
    /// `near` first: for labels that must be shown.
    mutating func placeSomewhere(
        _ text: String, fontSize: Double, candidates: [SVGLabelCandidate], near: SVGPoint
    ) -> SVGLabelCandidate? {
        if let spot = place(text, fontSize: fontSize, candidates: candidates) { return spot }
        let anywhere = SVGLabelCandidates.anywhere(
            near: near, fontSize: fontSize, width: width, height: height, basePenalty: 0)
        return place(text, fontSize: fontSize, candidates: anywhere)
    }

    /// The cells a box overlaps (half-open: a box ending on a cell's edge does not take
    /// that cell), clipped to the grid; nil when it is off the map or not a number.
    private func cells(_ box: SVGBox) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        guard box.minX < width, box.minY < height, box.maxX > 0, box.maxY > 0 else { return nil }
        let firstColumn = max(0, Int((box.minX / cell).rounded(.down)))
        let lastColumn = min(columns - 1, Int((box.maxX / cell).rounded(.up)) - 1)
        let firstRow = max(0, Int((box.minY / cell).rounded(.down)))
        let lastRow = min(rows - 1, Int((box.maxY / cell).rounded(.up)) - 1)
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return nil }
        return (firstColumn...lastColumn, firstRow...lastRow)
    }
}

/// A spot a label may take: its anchor point on the baseline, its `text-anchor`, and how
/// much less it is liked than the best spot (in the percent of its box a label would
/// rather have crossed by routes than move there).
struct SVGLabelCandidate {
    var point: SVGPoint
    var anchor: String
    var penalty: Double = 0
}

/// A set of a grid's cells by index, a bit each: a map's grid of 90,000 cells is cleared
/// as 1,400 words, not 90,000 bytes.
private struct CellSet {
    private var words: [UInt64]

    init(count: Int) {
        words = Array(repeating: 0, count: (count + 63) / 64)
    }

    mutating func insert(_ index: Int) {
        words[index >> 6] |= 1 << UInt64(index & 63)
    }

    func contains(_ index: Int) -> Bool {
        words[index >> 6] & (1 << UInt64(index & 63)) != 0
    }
}
