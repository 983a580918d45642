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

    /// WCAG 2's relative luminance of an sRGB colour (#rrggbb), components 0–1.
    static func luminance(_ colour: (Double, Double, Double)) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(colour.0) + 0.7152 * linear(colour.1) + 0.0722 * linear(colour.2)
    }

    static func rgb(_ hex: String) -> (Double, Double, Double)? {
        let digits = Array(hex.lowercased().dropFirst())
        guard hex.hasPrefix("#"), digits.count == 6 else { return nil }
        let values = stride(from: 0, to: 6, by: 2).compactMap { Int(String(digits[$0...$0 + 1]), radix: 16) }
        guard values.count == 3 else { return nil }
        return (Double(values[0]) / 255, Double(values[1]) / 255, Double(values[2]) / 255)
    }

    /// `top` at `alpha` painted over `bottom`.
    static func over(_ top: (Double, Double, Double), alpha: Double, _ bottom: (Double, Double, Double)) -> (
        Double, Double, Double
    ) {
        (
            alpha * top.0 + (1 - alpha) * bottom.0, alpha * top.1 + (1 - alpha) * bottom.1,
            alpha * top.2 + (1 - alpha) * bottom.2
        )
    }

    static func contrast(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Every drawn part whose colour (its opacity over what it lies on: a line over its
    /// casing, an overview route over the ground) is under 3:1 against the sea or the
    /// land, read from the SVG's colours and opacities; with the ratio, one line each.
    static func contrastProblems(_ root: SVGElement) -> [String] {
        guard let sea = root.elements(class: "background").first?["fill"].flatMap(rgb) else { return ["no sea"] }
        let land = root.elements(class: "land").first?["fill"].flatMap(rgb) ?? sea
        var problems: [String] = []
        func check(_ what: String, _ colour: (Double, Double, Double)?) {
            guard let colour else { return problems.append("\(what): no colour") }
            for (ground, name) in [(sea, "sea"), (land, "land")] where contrast(colour, ground) < 3 {
                problems.append("\(what) \(contrast(colour, ground)):1 on the \(name)")
            }
        }
        let casing = root.elements(class: "casing").first?["stroke"].flatMap(rgb)
        for element in root.elements(class: "casing") { check("casing", element["stroke"].flatMap(rgb)) }
        // Attributes as the renderer reads them: the element's own, else its groups'.
        func walk(_ element: SVGElement, inherited: [String: String], group: String) {
            let attributes = inherited.merging(element.attributes) { $1 }
            let name = element.name == "g" ? (element["class"] ?? group) : group
            let kind = element["class"] ?? ""
            let opacity = Double(attributes["stroke-opacity"] ?? "1") ?? 1
            if element.name == "path", ["route", "flown", "remaining"].contains(kind) {
                let stroke = attributes["stroke"].flatMap(rgb)
                if stroke.map({ $0 == (1, 1, 1) }) ?? false {
                    // The white band under the flown and remaining parts: not a line of its own.
                } else if let stroke, let casing {
                    check(kind, over(stroke, alpha: opacity, casing))
                } else if let stroke {
                    for (ground, groundName) in [(sea, "sea"), (land, "land")]
                    where contrast(over(stroke, alpha: opacity, ground), ground) < 3 {
                        problems.append("\(kind) at opacity \(opacity) on the \(groundName)")
                    }
                }
            }
            if element.name == "circle", kind == "endpoint" || kind == "landmark" || name == "flight-ends" {
                check(
                    kind.isEmpty ? name : kind,
                    (element["fill-opacity"] == nil ? attributes["fill"] : attributes["stroke"]).flatMap(rgb))
            }
            if element.name == "text" { check("\"\(element.text)\"", attributes["fill"].flatMap(rgb)) }
            if kind == "position" || kind == "direction" { check(kind, attributes["fill"].flatMap(rgb)) }
            for child in element.children { walk(child, inherited: attributes.filter { $0.key != "class" }, group: name) }
        }
        walk(root, inherited: [:], group: "")
        return problems
    }

    /// Route vertices (of `route`, `flown` and `remaining`) outside the map, and runs of
    /// two consecutive vertices on its top or bottom edge (a path Mercator flattened).
    static func pathProblems(_ root: SVGElement) -> [String] {
        let width = root.number("width") ?? .nan
        let height = root.number("height") ?? .nan
        var problems: [String] = []
        for kind in ["route", "flown", "remaining"] {
            for element in root.elements(class: kind) {
                let points = pathPoints(element["d"] ?? "")
                if let outside = points.first(where: { !($0.x >= 0 && $0.x <= width && $0.y >= 0 && $0.y <= height) }) {
                    problems.append("\(kind) vertex outside the map: \(outside)")
                }
                func onEdge(_ point: SVGPoint) -> Bool { point.y <= 0.5 || point.y >= height - 0.5 }
                if let run = zip(points, points.dropFirst()).first(where: { onEdge($0) && onEdge($1) }) {
                    problems.append("\(kind) runs along the top or bottom edge: \(run)")
                }
            }
        }
        return problems
    }
}
