import Foundation
import FoundationXML

@testable import RouteReportCore

/// An element of a parsed SVG document.
final class SVGElement {
    let name: String
    let namespace: String?
    let attributes: [String: String]
    var children: [SVGElement] = []
    var text = ""

    init(name: String, namespace: String?, attributes: [String: String]) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// This element and every descendant, in document order.
    var all: [SVGElement] { [self] + children.flatMap(\.all) }

    /// Elements whose class list holds `name`, in document order.
    func elements(class name: String) -> [SVGElement] {
        all.filter { ($0["class"] ?? "").split(separator: " ").contains { $0 == name } }
    }
}

/// Parses bytes with Foundation's XMLParser (namespaces on) into an element tree; nil if
/// the bytes are not well-formed XML.
func parseSVG(_ bytes: [UInt8]) -> SVGElement? {
    final class Builder: NSObject, XMLParserDelegate {
        var stack: [SVGElement] = []
        var root: SVGElement?
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            let element = SVGElement(name: elementName, namespace: namespaceURI, attributes: attributeDict)
            stack.last?.children.append(element)
            if root == nil { root = element }
            stack.append(element)
        }
        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            stack.removeLast()
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
    let parser = XMLParser(data: Data(bytes))
    parser.shouldProcessNamespaces = true
    let builder = Builder()
    parser.delegate = builder
    guard parser.parse() else { return nil }
    return builder.root
}

/// The points of path data made of absolute M, L, H, V, C and Z commands (what the maps
/// write): every command's end point, in order.
func pathPoints(_ d: String) -> [SVGPoint] {
    // Tokens from the UTF-8 bytes: commands, and numbers between separators (a map's land
    // runs to thousands of vertices, so this is kept to one pass without Characters).
    enum Token {
        case command(UInt8)
        case number(Double)
    }
    var tokens: [Token] = []
    var current: [UInt8] = []
    func flush() {
        if !current.isEmpty { tokens.append(.number(Double(String(decoding: current, as: UTF8.self)) ?? .nan)) }
        current.removeAll(keepingCapacity: true)
    }
    for byte in d.utf8 {
        switch byte {
        case UInt8(ascii: "M"), UInt8(ascii: "L"), UInt8(ascii: "H"), UInt8(ascii: "V"), UInt8(ascii: "C"), UInt8(ascii: "Z"):
            flush()
            tokens.append(.command(byte))
        case UInt8(ascii: " "), UInt8(ascii: ","):
            flush()
        default:
            current.append(byte)
        }
    }
    flush()

    var points: [SVGPoint] = []
    var command = UInt8(ascii: "M")
    var index = 0
    var position = SVGPoint(x: 0, y: 0)
    func next() -> Double {
        defer { index += 1 }
        guard index < tokens.count, case .number(let value) = tokens[index] else { return .nan }
        return value
    }
    while index < tokens.count {
        if case .command(let name) = tokens[index] {
            command = name
            index += 1
            if command == UInt8(ascii: "Z") { continue }
        }
        switch command {
        case UInt8(ascii: "M"), UInt8(ascii: "L"): position = SVGPoint(x: next(), y: next())
        case UInt8(ascii: "H"): position.x = next()
        case UInt8(ascii: "V"): position.y = next()
        case UInt8(ascii: "C"):
            _ = (next(), next(), next(), next())
            position = SVGPoint(x: next(), y: next())
        default: index += 1
        }
        points.append(position)
    }
    return points
}

/// SPEC §2's Web Mercator, written out again so the tests do not check the writer
/// against its own helper.
enum Mercator {
    static let world = 268_435_456.0
    static func x(_ longitude: Double) -> Double { (longitude + 180) / 360 * world }
    static func y(_ latitude: Double) -> Double {
        let phi = latitude * .pi / 180
        return (0.5 - log(tan(.pi / 4 + phi / 2)) / (2 * .pi)) * world
    }
}

/// Hand-made flights for the writers' tests.
enum HandMadeFlight {
    static let world = Mercator.world

    /// Along the equator from 0° to 90°E, path every 45°; circles of 100 187.54 m (±0.9°
    /// of longitude); visible rect x 3W/8…7W/8, y W/4…3W/4, so in a 300 × 300 viewport longitude
    /// L is drawn at x = ((L + 180)/360 − 3/8) · 600 and the equator at y = 150.
    static func equator(progress: Double?, id: String = "eq", name: String = "Equator") -> FlightReport {
        let path = [0.0, 45, 90].map { Coordinate(latitude: 0, longitude: $0) }
        let position = progress.map { progress in
            // 67.5°E at progress 0.75; the ends at 0 and 1.
            let longitude = 90 * progress
            return FlightPosition(
                coordinate: Coordinate(latitude: 0, longitude: longitude), unwrappedLongitude: longitude, heading: 90,
                pathIndex: progress >= 1 ? 2 : Int(longitude / 45))
        }
        let geometry = FlightGeometry(
            distance: 10_018_754, initialBearing: 90, finalBearing: 90, radius: 100_187.54, path: path,
            departure: nil, arrival: nil, progress: progress, progressSource: progress == nil ? .none : .explicit,
            position: position,
            contentRect: MapRect(x: world / 2, y: world / 2 - world / 8, width: world / 4, height: world / 4),
            visibleRect: MapRect(x: 3 * world / 8, y: world / 4, width: world / 2, height: world / 2),
            visibleBox: GeoBox(west: -45, south: -66.5, east: 135, north: 66.5), crossesAntimeridian: false)
        let flight = Flight(
            explicitID: id, name: name, source: SourceLocation(file: "in/eq.kml", line: 4),
            vertices: [path[0], path[2]])
        return FlightReport(id: id, name: name, flight: flight, geometry: geometry)
    }

    /// From 10°S 170°E over the antimeridian to 10°N 170°W (unwrapped 190°), path every
    /// 5°, at progress 0.5 (180°, the equator). Visible rect lon 160…200, x 340W/360 with
    /// width W/9, y W/2 − W/18 with height W/9, shifted by `visibleShift` worlds: then
    /// longitude L (unwrapped) is drawn at x = (L − 160) · 7.5.
    static func antimeridian(visibleShift: Double = 0) -> FlightReport {
        let longitudes = [170.0, 175, 180, 185, 190]
        let path = longitudes.map { Coordinate(latitude: ($0 - 180), longitude: $0) }
        let geometry = FlightGeometry(
            distance: 3_000_000, initialBearing: 45, finalBearing: 45, radius: 30_000, path: path,
            departure: nil, arrival: nil, progress: 0.5, progressSource: .explicit,
            position: FlightPosition(
                coordinate: Coordinate(latitude: 0, longitude: 180), unwrappedLongitude: 180, heading: 45, pathIndex: 2),
            contentRect: MapRect(x: 350 * world / 360, y: world / 2 - world / 36, width: world / 18, height: world / 18),
            visibleRect: MapRect(
                x: 340 * world / 360 + visibleShift * world, y: world / 2 - world / 18, width: world / 9,
                height: world / 9),
            visibleBox: GeoBox(west: 160, south: -20, east: -160, north: 20), crossesAntimeridian: true)
        let flight = Flight(
            explicitID: "am", name: "Over the antimeridian", source: SourceLocation(file: "in/am.gpx", line: 2),
            vertices: [path[0], Coordinate(latitude: 10, longitude: -170)])
        return FlightReport(id: "am", name: "Over the antimeridian", flight: flight, geometry: geometry)
    }
}
