/// The overview's legend: what a line (flown once, and the busiest), a black dot and a red dot are, in the corner that
/// covers the fewest marks (and not the title).
struct SVGOverviewLegend {
    let box: SVGBox
    let rows: [(text: String, kind: Kind)]

    enum Kind {
        case route(count: Int)
        case end
        case landmark
    }

    static let fontSize = SVGStyle.placeNameFontSize
    static let rowHeight = 11.0
    static let symbolWidth = 16.0
    static let inset = 4.0

    /// In the corner that covers the fewest marks (then the fewest route cells); with
    /// `alongEdges`, also at the middle of each edge, where a map that fills its square
    /// (the polar view) has its corners taken.
    static func place(
        flights: Bool, busiestRoute: Int, landmarks: Bool, style: SVGOverviewStyle, marks: [SVGPoint], avoiding taken: [SVGBox],
        alongEdges: Bool = false, in layout: inout SVGLabelLayout
    ) -> SVGOverviewLegend? {
        var rows: [(String, Kind)] = []
        if flights {
            rows.append(("route flown once", .route(count: 1)))
            if busiestRoute > 1 { rows.append(("flown " + String(busiestRoute) + " times", .route(count: busiestRoute))) }
            rows.append(("airport", .end))
        }
        if landmarks { rows.append(("landmark", .landmark)) }
        guard !rows.isEmpty else { return nil }
        let textWidth = rows.map { SVGLabelText.width($0.0, fontSize: fontSize) }.max() ?? 0
        let width = inset * 2 + symbolWidth + 4 + textWidth + 2 * SVGBox.halo
        let height = inset * 2 + Double(rows.count) * rowHeight
        let margin = 5.0
        let (w, h) = (layout.width, layout.height)
        guard width + 2 * margin < w, height + 2 * margin < h else { return nil }
        var corners = [
            SVGBox(minX: margin, minY: h - margin - height, maxX: margin + width, maxY: h - margin),
            SVGBox(minX: w - margin - width, minY: h - margin - height, maxX: w - margin, maxY: h - margin),
            SVGBox(minX: w - margin - width, minY: margin, maxX: w - margin, maxY: margin + height),
            SVGBox(minX: margin, minY: margin, maxX: margin + width, maxY: margin + height),
        ]
        if alongEdges {
            let (middleX, middleY) = ((w - width) / 2, (h - height) / 2)
            corners += [
                SVGBox(minX: margin, minY: middleY, maxX: margin + width, maxY: middleY + height),
                SVGBox(minX: w - margin - width, minY: middleY, maxX: w - margin, maxY: middleY + height),
                SVGBox(minX: middleX, minY: h - margin - height, maxX: middleX + width, maxY: h - margin),
                SVGBox(minX: middleX, minY: margin, maxX: middleX + width, maxY: margin + height),
            ]
        }
        // Marks covered count most; then the route cells it would cover.
        let scored = corners.enumerated().compactMap { index, box -> (Double, Int, SVGBox)? in
            let covered = marks.count { $0.x >= box.minX && $0.x <= box.maxX && $0.y >= box.minY && $0.y <= box.maxY }
            guard !taken.contains(where: { $0.intersects(box) }) else { return nil }
            return (Double(covered) * 1000 + Double(layout.routeCost(box)), index, box)
        }
        guard let best = scored.min(by: { ($0.0, $0.1) < ($1.0, $1.1) }) else { return nil }
        layout.reserve(best.2)
        return SVGOverviewLegend(box: best.2, rows: rows)
    }

    func draw(in document: SVGDocument, style: SVGOverviewStyle) {
        let n = { (value: Double) in SVGPathData.number(value) }
        document.start("g", [("class", "legend")])
        document.element(
            "rect",
            [
                ("x", n(box.minX)), ("y", n(box.minY)), ("width", n(box.maxX - box.minX)), ("height", n(box.maxY - box.minY)),
                ("fill", SVGStyle.halo), ("fill-opacity", "0.85"), ("stroke", SVGStyle.coast), ("stroke-width", "0.5"),
            ])
        var labels: [(text: String, point: SVGPoint, anchor: String)] = []
        for (index, row) in rows.enumerated() {
            let middle = box.minY + Self.inset + (Double(index) + 0.5) * Self.rowHeight
            let left = box.minX + Self.inset
            switch row.kind {
            case .route(let count):
                let line = style.line(count: count)
                document.element(
                    "path",
                    [
                        ("d", "M" + n(left) + " " + n(middle) + "H" + n(left + Self.symbolWidth)),
                        ("fill", "none"), ("stroke", SVGOverviewStyle.colour),
                        ("stroke-opacity", SVGPathData.number(line.opacity, digits: 2)),
                        ("stroke-width", SVGPathData.number(line.width, digits: 2)),
                    ])
            case .end:
                document.element(
                    "circle",
                    [
                        ("cx", n(left + Self.symbolWidth / 2)), ("cy", n(middle)), ("r", n(max(1.25, style.endRadius))),
                        ("fill", SVGStyle.endpoint), ("stroke", SVGStyle.halo), ("stroke-width", "0.5"),
                    ])
            case .landmark:
                document.element(
                    "circle",
                    [
                        ("cx", n(left + Self.symbolWidth / 2)), ("cy", n(middle)), ("r", n(style.landmarkRadius)),
                        ("fill", SVGStyle.landmark), ("stroke", SVGStyle.halo), ("stroke-width", "1"),
                    ])
            }
            labels.append(
                (row.text, SVGPoint(x: left + Self.symbolWidth + 4 + SVGBox.halo, y: middle + Self.fontSize * 0.35), "start"))
        }
        document.labels(labels, class: "legend-text", fill: SVGStyle.label, fontSize: Self.fontSize)
        document.end()
    }
}
