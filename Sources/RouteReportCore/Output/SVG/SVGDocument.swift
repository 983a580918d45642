/// One SVG map being written: the root element and the parts every map shares
/// (background, graticule, labels). Not Sendable, like the XMLWriter under it.
final class SVGDocument {
    let canvas: SVGCanvas
    private let writer: XMLWriter
    /// A fragment's first byte (`init(fragmentAtDepth:)`).
    private var fragmentStart = 0

    /// The map's generator mark, before its root: `<!-- routereport VERSION -->`.
    static let mark = GeneratorMark("<!-- " + GeneratorMark.generator, .head(256))

    /// Opens the root `svg` with its size, viewBox and `data-flight-id`, and a `title`,
    /// after a comment naming `generator` (`RunReport.generator`).
    /// `description` is the `desc` (by default, the projection's).
    init(canvas: SVGCanvas, flightID: String, title: String, generator: String, description: String? = nil) {
        self.canvas = canvas
        writer = XMLWriter(indent: "")
        writer.comment(" " + generator + " ")
        let width = SVGPathData.number(canvas.width)
        let height = SVGPathData.number(canvas.height)
        writer.startElement("svg", namespace: SVGStyle.namespace)
        writer.attribute("width", width)
        writer.attribute("height", height)
        writer.attribute("viewBox", "0 0 " + width + " " + height)
        writer.attribute("data-flight-id", flightID)
        writer.attribute("data-projection", canvas.projection.name)
        writer.attribute("font-family", SVGStyle.fontFamily)
        writer.attribute("font-size", SVGPathData.number(SVGStyle.fontSize))
        writer.element("title", FileName.showingFormat(title))
        writer.element("desc", description ?? canvas.projection.description)
    }

    /// Elements that go `depth` elements deep into a map, after a sibling: `fragment()`
    /// is byte for byte what the map's own writer would write there.
    init(fragmentAtDepth depth: Int, canvas: SVGCanvas) {
        self.canvas = canvas
        (writer, fragmentStart) = XMLWriter.fragment(depth: depth, indent: "")
    }

    /// What a fragment's writer wrote (empty if libxml2 failed, as `finish`).
    func fragment() -> [UInt8] {
        writer.fragment(from: fragmentStart) ?? []
    }

    /// An empty element that stands where a fragment goes: the offsets of its start and
    /// of its end, between which the fragment's bytes replace it.
    func standIn() -> (start: Int, end: Int) {
        writer.startElement("stand-in")
        let start = writer.offset() - "<stand-in".utf8.count
        writer.endElement()
        return (start, writer.offset())
    }

    func finish() -> [UInt8] {
        // libxml2 fails only when out of memory; an empty file is then the honest result.
        writer.finish() ?? []
    }

    /// Starts an element with its attributes, in order; close it with `end()`.
    func start(_ name: String, _ attributes: [(String, String)]) {
        // A repeated attribute makes the file malformed XML; libxml2's writer lets it through.
        assert(Set(attributes.map(\.0)).count == attributes.count, "repeated attribute on <\(name)>")
        writer.startElement(name)
        for (attribute, value) in attributes { writer.attribute(attribute, value) }
    }

    func end() {
        writer.endElement()
    }

    /// An empty element.
    func element(_ name: String, _ attributes: [(String, String)]) {
        start(name, attributes)
        end()
    }

    /// Text from an input, its bidirectional controls shown (`FileName.showingFormat`).
    func text(_ content: String) {
        writer.text(FileName.showingFormat(content))
    }

    /// The sea (the whole map, a pale tint) and the land on it (a pale fill with muted
    /// coasts and borders), under everything else.
    func background() {
        element(
            "rect",
            [
                ("class", "background"), ("x", "0"), ("y", "0"),
                ("width", SVGPathData.number(canvas.width)), ("height", SVGPathData.number(canvas.height)),
                ("fill", SVGStyle.sea),
            ])
        let land = SVGLand.paths(for: canvas)
        if !land.fill.isEmpty {
            path("land", land.fill, [("fill", SVGStyle.land), ("stroke", "none")])
        }
        if !land.outline.isEmpty {
            path(
                "coast", land.outline,
                [("fill", "none"), ("stroke", SVGStyle.coast), ("stroke-width", "0.5"), ("stroke-linejoin", "round")])
        }
        if !land.borders.isEmpty {
            path(
                "border", land.borders,
                [
                    ("fill", "none"), ("stroke", SVGStyle.coast), ("stroke-width", "0.5"), ("stroke-dasharray", "2 1.5"),
                    ("stroke-linejoin", "round"),
                ])
        }
    }

    /// `<path class="NAME" d="DATA" …/>`, the path data (ASCII) written as it is.
    private func path(_ name: String, _ data: [UInt8], _ attributes: [(String, String)]) {
        writer.startElement("path")
        writer.attribute("class", name)
        writer.attribute("d", unescaped: data)
        for (attribute, value) in attributes { writer.attribute(attribute, value) }
        writer.endElement()
    }

    /// Meridians and parallels across the map.
    func graticule(_ graticule: SVGGraticule) {
        let data = graticule.pathData(width: canvas.width, height: canvas.height)
        guard !data.isEmpty else { return }
        element(
            "path",
            [
                ("class", "graticule"), ("d", data), ("fill", "none"),
                ("stroke", SVGStyle.graticule), ("stroke-width", "0.5"),
            ])
    }

    /// A group of labels, or nothing when there are none.
    func labels(
        _ labels: [(text: String, point: SVGPoint, anchor: String)], class name: String, fill: String, fontSize: Double
    ) {
        guard !labels.isEmpty else { return }
        startLabels(class: name, fill: fill, fontSize: fontSize)
        for label in labels { self.label(label.text, at: label.point, anchor: label.anchor) }
        end()
    }

    /// Opens a group of labels; their white halo (a stroke painted under the fill) keeps
    /// them readable over lines. Close it with `end()`.
    func startLabels(class name: String, fill: String, fontSize: Double = SVGStyle.fontSize) {
        start(
            "g",
            [
                ("class", name), ("fill", fill), ("font-size", SVGPathData.number(fontSize)), ("stroke", SVGStyle.halo),
                ("stroke-width", "2.5"), ("stroke-linejoin", "round"), ("paint-order", "stroke"),
            ])
    }

    /// A label inside a `startLabels` group.
    func label(_ content: String, at point: SVGPoint, anchor: String, attributes: [(String, String)] = []) {
        start(
            "text",
            attributes + [
                ("x", SVGPathData.number(point.x)), ("y", SVGPathData.number(point.y)), ("text-anchor", anchor),
            ])
        text(content)
        end()
    }

    /// A polyline as a `path`; `attributes` give its class and style.
    func polyline(_ points: [SVGPoint], attributes: [(String, String)]) {
        polyline(data: SVGPathData.polyline(points), attributes: attributes)
    }

    /// A `path` of path data made once for several paths (`SVGPathData.polyline`: ASCII,
    /// nothing to escape), after `attributes`.
    func polyline(data: String, attributes: [(String, String)]) {
        start("path", attributes)
        writer.attribute("d", unescaped: Array(data.utf8))
        end()
    }
}
