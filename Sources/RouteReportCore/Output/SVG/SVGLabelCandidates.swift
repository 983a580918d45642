/// Where labels may go, as ordered candidates with penalties for `SVGLabelLayout.place`.
enum SVGLabelCandidates {
    /// Gap between a mark's edge and its label's glyphs, points.
    static let gap = 3.0
    /// How far a label may move out from its mark, in steps, before the whole map is tried.
    static let rings: [Double] = [0, 5, 11, 18, 27, 38, 52, 70]
    /// Penalty for each ring outwards and for each less-liked side: a label moves two
    /// rings out rather than lie wholly over a route, not further.
    static let ringPenalty = 40.0
    static let sidePenalty = 4.0

    /// Beside a mark of radius `clearance` at `centre`: right, left, above, below and the
    /// diagonals, the sides facing away from `away` (a direction, e.g. where the route
    /// leaves the mark) first; then the same a ring further out, and so on. (Where none
    /// is free, `SVGLayoutPlacement` tries `anywhere`.)
    static func around(
        _ centre: SVGPoint, clearance: Double, fontSize: Double, away: SVGPoint?, width: Double, height: Double
    ) -> [SVGLabelCandidate] {
        let ascent = fontSize * SVGLabelText.ascent
        let descent = fontSize * SVGLabelText.descent
        let middle = fontSize * 0.35
        // (direction the label lies in, anchor, anchor point for a distance d from the mark)
        let sides: [(SVGPoint, String, (Double) -> SVGPoint)] = [
            (SVGPoint(x: 1, y: 0), "start", { d in SVGPoint(x: centre.x + d, y: centre.y + middle) }),
            (SVGPoint(x: -1, y: 0), "end", { d in SVGPoint(x: centre.x - d, y: centre.y + middle) }),
            (SVGPoint(x: 0, y: -1), "middle", { d in SVGPoint(x: centre.x, y: centre.y - d - descent) }),
            (SVGPoint(x: 0, y: 1), "middle", { d in SVGPoint(x: centre.x, y: centre.y + d + ascent) }),
            (SVGPoint(x: 0.7, y: -0.7), "start", { d in SVGPoint(x: centre.x + d * 0.7, y: centre.y - d * 0.7 - descent) }),
            (SVGPoint(x: 0.7, y: 0.7), "start", { d in SVGPoint(x: centre.x + d * 0.7, y: centre.y + d * 0.7 + ascent) }),
            (SVGPoint(x: -0.7, y: -0.7), "end", { d in SVGPoint(x: centre.x - d * 0.7, y: centre.y - d * 0.7 - descent) }),
            (SVGPoint(x: -0.7, y: 0.7), "end", { d in SVGPoint(x: centre.x - d * 0.7, y: centre.y + d * 0.7 + ascent) }),
        ]
        // The sides facing most away from the route first (a stable order on a tie).
        let order: [Int]
        if let away, away.x.isFinite, away.y.isFinite, away.x != 0 || away.y != 0 {
            let facing = sides.map { $0.0.x * away.x + $0.0.y * away.y }
            order = sides.indices.sorted { (facing[$0], $0) < (facing[$1], $1) }
        } else {
            order = Array(sides.indices)
        }
        var candidates: [SVGLabelCandidate] = []
        for (ringIndex, ring) in rings.enumerated() {
            for (rank, side) in order.enumerated() {
                let (_, anchor, at) = sides[side]
                candidates.append(
                    SVGLabelCandidate(
                        point: at(clearance + gap + ring), anchor: anchor,
                        penalty: Double(ringIndex) * ringPenalty + Double(rank) * sidePenalty))
            }
        }
        return candidates
    }

    /// Spots on a grid over the whole map, nearest `centre` liked best: the last resort
    /// of a label that must be shown.
    static func anywhere(
        near centre: SVGPoint, fontSize: Double, width: Double, height: Double, basePenalty: Double
    ) -> [SVGLabelCandidate] {
        let step = 6.0
        guard width.isFinite, height.isFinite, width / step * height / step < 40_000 else { return [] }
        var candidates: [SVGLabelCandidate] = []
        var y = fontSize
        while y < height {
            var x = 2.0
            while x < width {
                for anchor in ["start", "end"] {
                    let distance = ((x - centre.x) * (x - centre.x) + (y - centre.y) * (y - centre.y)).squareRoot()
                    candidates.append(
                        SVGLabelCandidate(
                            point: SVGPoint(x: x, y: y), anchor: anchor, penalty: basePenalty + distance))
                }
                x += step
            }
            y += step
        }
        return candidates.sorted { $0.penalty < $1.penalty }
    }

    /// Places a map's title: the whole name (cut with "…" to fit the map) in a corner or
    /// along the top or bottom edge where that is free, else cut shorter (to under two
    /// thirds, then a third of the map's width) so it fits between what the map shows,
    /// else anywhere, so a map never lacks its title.
    static func placeTitle(
        _ name: String, in layout: inout SVGLabelLayout
    ) -> (text: String, point: SVGPoint, anchor: String)? {
        let fontSize = SVGStyle.titleFontSize
        let spots = title(fontSize: fontSize, width: layout.width, height: layout.height)
        var text = ""
        for share in [1.0, 0.65, 0.33] {
            text = SVGLabelText.fitted(name, fontSize: fontSize, width: layout.width * share - 12)
            if let spot = layout.place(text, fontSize: fontSize, candidates: spots) { return (text, spot.point, spot.anchor) }
        }
        let corner = SVGPoint(x: 0, y: 0)
        guard let spot = layout.placeSomewhere(text, fontSize: fontSize, candidates: [], near: corner) else { return nil }
        return (text, spot.point, spot.anchor)
    }

    /// A title and, on up to two lines of `SVGStyle.subtitleFontSize` under it (over it at
    /// the bottom of the map), its `subtitle` wrapped at spaces: each line where it fits,
    /// the lines that do not fit left out.
    static func placeTitle(
        _ name: String, subtitle: String, in layout: inout SVGLabelLayout
    ) -> [(text: String, point: SVGPoint, anchor: String, fontSize: Double)] {
        guard let title = placeTitle(name, in: &layout) else { return [] }
        var placed = [(title.text, title.point, title.anchor, SVGStyle.titleFontSize)]
        let fontSize = SVGStyle.subtitleFontSize
        let lines = SVGLabelText.wrapped(subtitle, fontSize: fontSize, width: layout.width - 12, lines: 2)
        let atTop = title.point.y < layout.height / 2
        // Baseline to baseline, so the boxes (with their halos) just clear each other.
        let gap = 2 * SVGBox.halo + 0.5
        let below = SVGStyle.titleFontSize * SVGLabelText.descent + gap + fontSize * SVGLabelText.ascent
        let above = SVGStyle.titleFontSize * SVGLabelText.ascent + gap + fontSize * SVGLabelText.descent
        let step = fontSize * (SVGLabelText.ascent + SVGLabelText.descent) + gap
        var y = title.point.y + (atTop ? below : -above)
        for line in atTop ? lines : lines.reversed() {
            let candidate = SVGLabelCandidate(point: SVGPoint(x: title.point.x, y: y), anchor: title.anchor)
            guard let spot = layout.place(line, fontSize: fontSize, candidates: [candidate]) else { break }
            placed.append((line, spot.point, spot.anchor, fontSize))
            y += atTop ? step : -step
        }
        return placed
    }

    /// The height of the title and a note line under it at the top of a map, with their
    /// halos: what `placeTitle` and `reserveNoteLine` take there.
    static var titleAndNoteHeight: Double {
        let gap = 2 * SVGBox.halo + 0.5
        return 5 + SVGStyle.titleFontSize + gap + SVGStyle.gridFontSize + SVGBox.halo
    }

    /// A line across the map for a note on what the map could not show: under the title
    /// (over it, at the bottom), else along the bottom or top edge; its baseline's start,
    /// the line reserved; nil when no such line is free.
    static func reserveNoteLine(
        below title: (text: String, point: SVGPoint, anchor: String)?, in layout: inout SVGLabelLayout
    ) -> SVGPoint? {
        let fontSize = SVGStyle.gridFontSize
        let margin = 5.0
        let ascent = fontSize * SVGLabelText.ascent
        let descent = fontSize * SVGLabelText.descent
        var baselines: [Double] = []
        if let title {
            let gap = 2 * SVGBox.halo + 0.5
            baselines.append(
                title.point.y < layout.height / 2
                    ? title.point.y + SVGStyle.titleFontSize * SVGLabelText.descent + gap + ascent
                    : title.point.y - SVGStyle.titleFontSize * SVGLabelText.ascent - gap - descent)
        }
        baselines += [layout.height - margin - descent, margin + ascent]
        for y in baselines {
            let spot = SVGPoint(x: margin, y: y)
            let box = noteLineBox(at: spot, width: layout.width)
            guard box.minY >= 0, box.maxY <= layout.height, layout.isFree(box) else { continue }
            layout.reserve(box)
            return spot
        }
        return nil
    }

    /// The box `reserveNoteLine` takes for a note line starting at `spot` on a map
    /// `width` points wide.
    static func noteLineBox(at spot: SVGPoint, width: Double) -> SVGBox {
        let fontSize = SVGStyle.gridFontSize
        return SVGBox(
            minX: spot.x - SVGBox.halo, minY: spot.y - fontSize * SVGLabelText.ascent - SVGBox.halo,
            maxX: width - spot.x, maxY: spot.y + fontSize * SVGLabelText.descent + SVGBox.halo)
    }

    /// A title: the top-left corner, the other corners, then along the top and bottom edges.
    static func title(fontSize: Double, width: Double, height: Double) -> [SVGLabelCandidate] {
        let margin = 5.0
        let top = margin + fontSize * SVGLabelText.ascent
        let bottom = height - margin - fontSize * SVGLabelText.descent
        var candidates = [
            SVGLabelCandidate(point: SVGPoint(x: margin, y: top), anchor: "start"),
            SVGLabelCandidate(point: SVGPoint(x: width - margin, y: top), anchor: "end", penalty: 1),
            SVGLabelCandidate(point: SVGPoint(x: margin, y: bottom), anchor: "start", penalty: 2),
            SVGLabelCandidate(point: SVGPoint(x: width - margin, y: bottom), anchor: "end", penalty: 3),
        ]
        for (index, y) in [top, top + fontSize + 4, bottom, bottom - fontSize - 4].enumerated() {
            var x = margin + 20
            while x < width {
                candidates.append(
                    SVGLabelCandidate(point: SVGPoint(x: x, y: y), anchor: "start", penalty: 10 + Double(index) * 4 + x / 20))
                x += 20
            }
        }
        return candidates
    }
}
