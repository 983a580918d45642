/// One SVG map being written: the root element and the parts every map shares
/// (background, graticule, labels). Not Sendable, like the XMLWriter under it.
final class SVGDocument {
    let canvas: SVGCanvas
    private let writer = XMLWriter(indent: "")

    /// Opens the root `svg` with its size, viewBox and `data-flight-id`, and a `title`.
    init(canvas: SVGCanvas, flightID: String, title: String) {
        self.canvas = canvas
        let width = SVGPathData.number(canvas.width)
        let height = SVGPathData.number(canvas.height)
        writer.startElement("svg", namespace: SVGStyle.namespace)
        writer.attribute("width", width)
        writer.attribute("height", height)
        writer.attribute("viewBox", "0 0 " + width + " " + height)
        writer.attribute("data-flight-id", flightID)
        writer.attribute("font-family", SVGStyle.fontFamily)
        writer.attribute("font-size", SVGPathData.number(SVGStyle.fontSize))
        writer.element("title", title)
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

    func text(_ content: String) {
        writer.text(content)
    }

    func background() {
        element("rect", [
            ("class", "background"), ("x", "0"), ("y", "0"),
            ("width", SVGPathData.number(canvas.width)), ("height", SVGPathData.number(canvas.height)),
            ("fill", SVGStyle.background),
        ])
    }

    /// Meridians and parallels, with their values along the bottom and left edges; a
    /// value whose label would touch one of `obstacles` (end labels, circles, the
    /// aircraft) is left out, since the lines themselves still show the grid.
    func graticule(avoiding obstacles: [SVGBox] = []) {
        let graticule = SVGGraticule(canvas: canvas)
        let data = graticule.pathData(width: canvas.width, height: canvas.height)
        guard !data.isEmpty else { return }
        element("path", [
            ("class", "graticule"), ("d", data), ("fill", "none"),
            ("stroke", SVGStyle.graticule), ("stroke-width", "0.5"),
        ])
        var labels: [(String, SVGPoint)] = []
        // Labels too near a corner would run into the other edge's labels or off the map.
        for line in graticule.meridians where line.position > 28 && line.position < canvas.width - 24 {
            labels.append((
                SVGGraticule.label(longitude: line.value, step: graticule.longitudeStep),
                SVGPoint(x: line.position + 2, y: canvas.height - 2)))
        }
        for line in graticule.parallels where line.position > 10 && line.position < canvas.height - 12 {
            labels.append((
                SVGGraticule.label(latitude: line.value, step: graticule.latitudeStep),
                SVGPoint(x: 2, y: line.position - 2)))
        }
        let clear = labels.filter { text, point in
            let box = SVGBox(text: text, at: point, anchor: "start", fontSize: SVGStyle.gridFontSize)
            return !obstacles.contains { $0.intersects(box) }
        }
        guard !clear.isEmpty else { return }
        startLabels(class: "grid-labels", fill: SVGStyle.graticuleLabel, fontSize: SVGStyle.gridFontSize)
        for (text, point) in clear { label(text, at: point, anchor: "start") }
        end()
    }

    /// Opens a group of labels; their white halo (a stroke painted under the fill) keeps
    /// them readable over lines. Close it with `end()`.
    func startLabels(class name: String, fill: String, fontSize: Double = SVGStyle.fontSize) {
        start("g", [
            ("class", name), ("fill", fill), ("font-size", SVGPathData.number(fontSize)), ("stroke", SVGStyle.halo),
            ("stroke-width", "2.5"), ("stroke-linejoin", "round"), ("paint-order", "stroke"),
        ])
    }

    /// A label inside a `startLabels` group.
    func label(_ content: String, at point: SVGPoint, anchor: String, attributes: [(String, String)] = []) {
        start("text", attributes + [
            ("x", SVGPathData.number(point.x)), ("y", SVGPathData.number(point.y)), ("text-anchor", anchor),
        ])
        text(content)
        end()
    }

    /// A polyline as a `path`; `attributes` give its class and style.
    func polyline(_ points: [SVGPoint], attributes: [(String, String)]) {
        element("path", attributes + [("d", SVGPathData.polyline(points))])
    }
}
