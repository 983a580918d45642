import Foundation

@testable import RouteReportCore

/// Checks any map must pass, read from the SVG alone: every text's box (DejaVu Sans
/// advances, the font size and anchor it is drawn with) inside the map and off every
/// other; the land inside the map; the grid keeping a latitude and a longitude value.
enum SVGMapChecks {
    struct Text {
        var text: String
        var box: SVGBox
        /// The class of the group the text is in.
        var group: String
    }

    /// Every `text` element with its box, font size inherited from the groups around it.
    static func texts(_ root: SVGElement) -> [Text] {
        var found: [Text] = []
        func walk(_ element: SVGElement, fontSize: Double, group: String) {
            let size = element.number("font-size") ?? fontSize
            let name = element.name == "g" ? (element["class"] ?? group) : group
            if element.name == "text" {
                found.append(
                    Text(
                        text: element.text,
                        box: SVGBox(
                            text: element.text, at: SVGPoint(x: element.number("x") ?? .nan, y: element.number("y") ?? .nan),
                            anchor: element["text-anchor"] ?? "start", fontSize: size),
                        group: name))
            }
            for child in element.children { walk(child, fontSize: size, group: name) }
        }
        walk(root, fontSize: 16, group: "")
        return found
    }

    /// What is wrong with a map's labels (and its land, with `land`), one line each;
    /// empty when nothing is.
    static func problems(_ root: SVGElement, land checksLand: Bool = true) -> [String] {
        var problems: [String] = []
        let width = root.number("width") ?? .nan
        let height = root.number("height") ?? .nan
        let texts = Self.texts(root)
        for (index, a) in texts.enumerated() {
            if !a.box.isInside(width: width, height: height) { problems.append("\"\(a.text)\" leaves the map: \(a.box)") }
            for b in texts[(index + 1)...] where a.box.intersects(b.box) {
                problems.append("\"\(a.text)\" overlaps \"\(b.text)\"")
            }
        }
        for land in checksLand ? root.elements(class: "land") + root.elements(class: "coast") : [] {
            // Written to 0.1 point.
            let outside = pathPoints(land["d"] ?? "").filter {
                !($0.x >= -0.05 && $0.x <= width + 0.05 && $0.y >= -0.05 && $0.y <= height + 0.05)
            }
            if let first = outside.first { problems.append("land outside the map at \(first)") }
        }
        let grid = texts.filter { $0.group == "grid-labels" }.map(\.text)
        let graticule = root.elements(class: "graticule").first.map { pathPoints($0["d"] ?? "") } ?? []
        let hasMeridians = graticule.contains { $0.y == 0 }
        let hasParallels = graticule.contains { $0.x == 0 }
        if hasMeridians && !grid.contains(where: isLongitude) { problems.append("no longitude value: \(grid)") }
        if hasParallels && !grid.contains(where: isLatitude) { problems.append("no latitude value: \(grid)") }
        return problems
    }

    static func isLongitude(_ label: String) -> Bool { label.hasSuffix("E") || label.hasSuffix("W") || label == "180°" }
    static func isLatitude(_ label: String) -> Bool { label.hasSuffix("N") || label.hasSuffix("S") }

    /// The land's area in square points: the shoelace formula over each closed subpath
    /// of the `land` path, summed with sign (holes run the other way), then made positive.
    static func landArea(_ root: SVGElement) -> Double {
        var total = 0.0
        for land in root.elements(class: "land") {
            for piece in (land["d"] ?? "").split(separator: "M") {
                let points = pathPoints("M" + piece.replacingOccurrences(of: "Z", with: ""))
                guard points.count >= 3 else { continue }
                for (a, b) in zip(points, points.dropFirst() + [points[0]]) { total += a.x * b.y - b.x * a.y }
            }
        }
        return abs(total / 2)
    }
}
