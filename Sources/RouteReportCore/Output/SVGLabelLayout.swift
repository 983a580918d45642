/// Labels placed one by one, each at the first of its candidate spots that stays on the
/// map and off everything placed or reserved before it; a label with no free spot is left
/// out (the map still has its dot, and the report's tables have every name).
///
/// Space is kept in a grid of small cells, so a check costs the label's area whatever the
/// number of marks already on the map (an overview of 100,000 landmarks stays linear).
struct SVGLabelLayout {
    let width: Double
    let height: Double
    private let cell: Double
    private let columns: Int
    private let rows: Int
    private var taken: [Bool]

    /// A grid of 1-point cells (boxes a point apart never share one), coarser for a huge
    /// viewport so it has at most about a million cells.
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        let area = max(width, 1) * max(height, 1)
        cell = max(1, (area / 1_000_000).squareRoot())
        columns = max(1, Int((max(width, 1) / cell).rounded(.up)))
        rows = max(1, Int((max(height, 1) / cell).rounded(.up)))
        taken = Array(repeating: false, count: columns * rows)
    }

    /// Marks a box as taken (a dot, a circle, the aircraft, a label placed elsewhere).
    mutating func reserve(_ box: SVGBox) {
        guard let (columnRange, rowRange) = cells(box) else { return }
        for row in rowRange {
            for column in columnRange { taken[row * columns + column] = true }
        }
    }

    func isFree(_ box: SVGBox) -> Bool {
        guard let (columnRange, rowRange) = cells(box) else { return true }
        for row in rowRange {
            for column in columnRange where taken[row * columns + column] { return false }
        }
        return true
    }

    /// Places `text` at the first candidate (anchor point on the baseline, `text-anchor`)
    /// whose box is inside the map and free, reserves it and returns it; nil if none is.
    mutating func place(
        _ text: String, fontSize: Double, candidates: [(point: SVGPoint, anchor: String)]
    ) -> (point: SVGPoint, anchor: String)? {
        for candidate in candidates {
            let box = SVGBox(text: text, at: candidate.point, anchor: candidate.anchor, fontSize: fontSize)
            guard box.isInside(width: width, height: height, margin: 1), isFree(box) else { continue }
            reserve(box)
            return candidate
        }
        return nil
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
