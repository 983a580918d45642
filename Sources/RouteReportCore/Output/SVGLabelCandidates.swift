/// Where labels may go, as ordered candidates with penalties for `SVGLabelLayout.place`.
enum SVGLabelCandidates {
    /// Gap between a mark's edge and its label's glyphs, points.
    static let gap = 3.0
    /// How far a label may move out from its mark, in steps, before the whole map is tried.
    static let rings: [Double] = [0, 5, 11, 18, 27, 38, 52, 70]
    /// Penalty for each ring outwards and for each less-liked side.
    static let ringPenalty = 40.0
    static let sidePenalty = 6.0

    /// Beside a mark of radius `clearance` at `centre`: right, left, above, below and the
    /// diagonals, the sides facing away from `away` (a direction, e.g. where the route
    /// leaves the mark) first; then the same a ring further out, and so on; last, spots
    /// all over the map by their distance, so a label that must be shown finds room.
    static func around(
        _ centre: SVGPoint, clearance: Double, fontSize: Double, away: SVGPoint?, width: Double, height: Double
    ) -> [SVGLabelCandidate] {
        let ascent = fontSize * SVGLabelText.ascent, descent = fontSize * SVGLabelText.descent
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
                candidates.append(SVGLabelCandidate(
                    point: at(clearance + gap + ring), anchor: anchor,
                    penalty: Double(ringIndex) * ringPenalty + Double(rank) * sidePenalty))
            }
        }
        return candidates + anywhere(near: centre, fontSize: fontSize, width: width, height: height,
            basePenalty: Double(rings.count) * ringPenalty)
    }

    /// Spots on a grid over the whole map, nearest `centre` liked best.
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
                    candidates.append(SVGLabelCandidate(
                        point: SVGPoint(x: x, y: y), anchor: anchor, penalty: basePenalty + distance))
                }
                x += step
            }
            y += step
        }
        return candidates.sorted { $0.penalty < $1.penalty }
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
                candidates.append(SVGLabelCandidate(point: SVGPoint(x: x, y: y), anchor: "start", penalty: 10 + Double(index) * 4 + x / 20))
                x += 20
            }
        }
        return candidates
    }
}
