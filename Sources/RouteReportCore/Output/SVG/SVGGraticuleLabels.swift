/// The graticule's values placed as labels: each meridian's at the bottom (else the top)
/// edge, each parallel's at the left (else the right) edge, and where an edge spot is
/// taken, further along the line, so a value moves rather than vanishes. One longitude
/// and one latitude are placed before the rest (the 180th meridian's first when the map
/// shows it and the flight crosses it), with every spot along their lines open to them,
/// so the map always keeps at least one of each where it has the lines; the flight map
/// places those two right after its ends' names, before the stops' and the other values.
enum SVGGraticuleLabels {
    struct Label {
        var text: String
        var point: SVGPoint
        var anchor: String
    }

    static let fontSize = SVGStyle.gridFontSize
    /// Spots along a line between the edge spots, points apart.
    static let slide = 22.0

    /// Places the first longitude and latitude (`required: true`), or the others.
    static func place(
        _ graticule: SVGGraticule, in layout: inout SVGLabelLayout, crossesAntimeridian: Bool, required: Bool
    ) -> [Label] {
        let width = layout.width
        let height = layout.height
        let ascent = fontSize * SVGLabelText.ascent
        let descent = fontSize * SVGLabelText.descent
        let edge = 1 + SVGBox.halo + 0.5
        typealias Item = (text: String, candidates: (Bool) -> [SVGLabelCandidate])
        // A curved line's spots follow the curve; a straight one's are worked out here.
        func item(_ line: SVGGraticule.Line, _ text: String, straight: @escaping (Bool) -> [SVGLabelCandidate]) -> Item {
            guard line.pieces.isEmpty else {
                return (text, { curveCandidates(line.pieces, everywhere: $0, width: width, height: height) })
            }
            return (text, straight)
        }
        let meridians: [Item] = graticule.meridians.map { line in
            item(line, SVGGraticule.label(longitude: line.value, step: graticule.longitudeStep)) { everywhere in
                let bottom = height - edge - descent
                let top = edge + ascent
                var ys = [bottom, top]
                if everywhere {
                    var y = bottom - slide
                    while y > top {
                        ys.append(y)
                        y -= slide
                    }
                } else {
                    ys += [bottom - slide, top + slide]
                }
                // The one value the map must keep may sit left of its line, where the
                // right side has no room (a line near the right edge).
                return ranked(
                    ys.map { (SVGPoint(x: line.position + 2, y: $0), "start") },
                    otherSide: everywhere ? ys.map { (SVGPoint(x: line.position - 2, y: $0), "end") } : nil)
            }
        }
        let parallels: [Item] = graticule.parallels.map { line in
            item(line, SVGGraticule.label(latitude: line.value, step: graticule.latitudeStep)) { everywhere in
                let left = edge
                let right = width - edge
                var xs: [(Double, String)] = [(left, "start"), (right, "end")]
                if everywhere {
                    var x = left + slide
                    while x < right - slide {
                        xs.append((x, "start"))
                        x += slide
                    }
                } else {
                    xs += [(left + slide * 2, "start"), (right - slide * 2, "end")]
                }
                // Likewise below its line, for a parallel near the top edge.
                return ranked(
                    xs.map { (SVGPoint(x: $0.0, y: line.position - 2), $0.1) },
                    otherSide: everywhere ? xs.map { (SVGPoint(x: $0.0, y: line.position + 2 + ascent), $0.1) } : nil)
            }
        }
        // The first of each kind: the 180th meridian's when crossed, else the line nearest
        // the middle of the map (the one least likely to be crowded by an edge).
        func firstIndex(_ lines: [SVGGraticule.Line], size: Double, prefer: (SVGGraticule.Line) -> Bool) -> Int? {
            if let preferred = lines.firstIndex(where: prefer) { return preferred }
            return lines.indices.min { abs(lines[$0].position - size / 2) < abs(lines[$1].position - size / 2) }
        }
        let firstMeridian = firstIndex(graticule.meridians, size: width) { line in
            crossesAntimeridian && abs(line.value.truncatingRemainder(dividingBy: 360)) == 180
        }
        let firstParallel = firstIndex(graticule.parallels, size: height) { _ in false }

        var labels: [Label] = []
        func put(_ item: Item, everywhere: Bool) {
            if let spot = layout.place(item.text, fontSize: fontSize, candidates: item.candidates(everywhere)) {
                labels.append(Label(text: item.text, point: spot.point, anchor: spot.anchor))
            }
        }
        if required {
            if let firstMeridian { put(meridians[firstMeridian], everywhere: true) }
            if let firstParallel { put(parallels[firstParallel], everywhere: true) }
        } else {
            for (index, item) in meridians.enumerated() where index != firstMeridian { put(item, everywhere: false) }
            for (index, item) in parallels.enumerated() where index != firstParallel { put(item, everywhere: false) }
        }
        return labels
    }

    /// Candidates at `spots`, ranked in their order, then at `otherSide` (the same spots
    /// on the line's other side), ranked after every one of the first side.
    static func ranked(_ spots: [(SVGPoint, String)], otherSide: [(SVGPoint, String)]?) -> [SVGLabelCandidate] {
        var candidates = spots.enumerated().map { index, spot in
            SVGLabelCandidate(point: spot.0, anchor: spot.1, penalty: Double(index) * 8)
        }
        for (index, spot) in (otherSide ?? []).enumerated() {
            candidates.append(SVGLabelCandidate(point: spot.0, anchor: spot.1, penalty: 1000 + Double(index) * 8))
        }
        return candidates
    }

    /// Spots for a curved line's value: where it leaves the map (inside the edge, to the
    /// right of the line at the top and bottom, above it at the sides), then, with
    /// `everywhere`, every `slide` points along it, above and to the right of the line.
    static func curveCandidates(_ pieces: [[SVGPoint]], everywhere: Bool, width: Double, height: Double)
        -> [SVGLabelCandidate]
    {
        let ascent = fontSize * SVGLabelText.ascent
        let descent = fontSize * SVGLabelText.descent
        let edge = 1 + SVGBox.halo + 0.5
        var spots: [(SVGPoint, String)] = []
        for piece in pieces {
            for end in [piece[0], piece[piece.count - 1]] {
                if end.y >= height - 0.01 {
                    spots.append((SVGPoint(x: end.x + 2, y: height - edge - descent), "start"))
                } else if end.y <= 0.01 {
                    spots.append((SVGPoint(x: end.x + 2, y: edge + ascent), "start"))
                } else if end.x <= 0.01 {
                    spots.append((SVGPoint(x: edge, y: end.y - 2), "start"))
                } else if end.x >= width - 0.01 {
                    spots.append((SVGPoint(x: width - edge, y: end.y - 2), "end"))
                }
            }
        }
        if everywhere {
            for piece in pieces {
                var travelled = 0.0
                for (a, b) in zip(piece, piece.dropFirst()) {
                    travelled += ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                    if travelled >= slide {
                        travelled = 0
                        spots.append((SVGPoint(x: b.x + 2, y: b.y - 2), "start"))
                    }
                }
            }
        }
        return spots.enumerated().map { SVGLabelCandidate(point: $1.0, anchor: $1.1, penalty: Double($0) * 8) }
    }
}
