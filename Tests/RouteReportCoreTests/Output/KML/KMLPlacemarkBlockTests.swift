import Foundation
import Testing

@testable import RouteReportCore

/// The flight placemarks written as blocks of bytes (`KMLTextBlock.block`, the tags of
/// `KMLGeometry` as they are) are what a writer call a tag wrote before: the calls are
/// kept here as the reference.
@Suite("KMLPlacemarkBlock")
struct KMLPlacemarkBlockTests {
    static let flights = [KMLTestFixture.paris, KMLTestFixture.pacific, KMLTestFixture.taveuni]

    /// A name and a description with everything to escape.
    static func awkward(_ report: FlightReport) -> FlightReport {
        var report = report
        report.name = "a & b < c > \"d\" \r 橋 \u{7}"
        report.flight.name = report.name
        return report
    }

    /// `body` inside a fragment of routes.kml's flight folders, between two placemarks.
    static func written(_ body: (XMLWriter) -> Void) -> [UInt8] {
        let (writer, start) = XMLWriter.fragment(depth: 3, indent: nil)
        let other = { KMLFlightLayers.write(KMLTestFixture.paris, id: "other", in: .positions, context: context, to: writer) }
        other()
        body(writer)
        other()
        return writer.fragment(from: start) ?? []
    }

    static let context = KMLFlightLayers.Context(referenceTime: 1_767_256_000)

    @Test(arguments: KMLFlightLayers.Layer.allCases)
    func placemarksAreWhatTheWriterCallsWrote(layer: KMLFlightLayers.Layer) {
        for report in Self.flights + Self.flights.map(Self.awkward) {
            let byCalls = Self.written { Reference.write(report, id: "id & \"é\"", in: layer, context: Self.context, to: $0) }
            let byBlocks = Self.written {
                KMLFlightLayers.write(report, id: "id & \"é\"", in: layer, context: Self.context, to: $0)
            }
            #expect(byBlocks == byCalls, "\(layer) \(report.name)")
        }
    }

    /// Lines and polygons of any number of pieces, empty ones included, bare or in a
    /// MultiGeometry, on the ground or at altitudes.
    @Test func geometryIsWhatTheWriterCallsWrote() {
        let c = KMLTestFixture.c
        let points = [c(1, 2), c(3.123456789, -179.5), c(-89.9, 180)]
        let altitudes: [Double] = [10, 2000.125, -3]
        let lines = [
            KMLLine(points: points[...]), KMLLine(points: points[..<2], altitudes: altitudes[..<2]),
            KMLLine(points: points[0..<0]), KMLLine(points: points[0..<0], altitudes: altitudes[0..<0]),
        ]
        for count in 0...lines.count {
            for start in 0..<lines.count {
                let some = Array((lines + lines)[start..<start + count])
                for multi in [false, true] {
                    let byCalls = Self.written { Reference.writeLines(some, multi: multi, to: $0) }
                    let byBlocks = Self.written { KMLGeometry.writeLines(some, multi: multi, to: $0) }
                    #expect(byBlocks == byCalls, "\(count) lines from \(start), multi \(multi)")
                }
                let rings = Array(([points, [], points.reversed()] + [points, []])[start % 3..<start % 3 + min(count, 2)])
                let byCalls = Self.written { Reference.writePolygons(rings, decimals: 3, to: $0) }
                let byBlocks = Self.written { KMLGeometry.writePolygons(rings, decimals: 3, to: $0) }
                #expect(byBlocks == byCalls, "\(rings.count) rings")
            }
        }
    }

    /// The placemarks and geometry as they were written before their blocks: a writer
    /// call a tag.
    enum Reference {
        static func write(
            _ report: FlightReport, id: String, in layer: KMLFlightLayers.Layer, context: KMLFlightLayers.Context,
            to writer: XMLWriter
        ) {
            let shapes = FlightShapes(flight: report.flight, geometry: report.geometry)
            switch layer {
            case .casings:
                let route = KMLFlightLayers.route(shapes, context: context)
                placemark(report, role: .casing, style: KMLStyles.casing, to: writer) {
                    writeLines(route, multi: true, to: writer)
                }
            case .flights:
                writeRoute(
                    report, id: id, view: GlobeView(shapes), lines: KMLFlightLayers.route(shapes, context: context),
                    to: writer)
            case .flown:
                guard let flown = KMLFlightLayers.flown(shapes, context: context) else { return }
                placemark(report, role: .flown, style: KMLStyles.flown, to: writer) {
                    writeLines(flown, multi: true, to: writer)
                }
            case .endpoints:
                guard let view = GlobeView(shapes),
                    let rings = shapes.cutEndpointRings(pointCount: shapes.globeRingPointCount(in: view))
                else { return }
                let decimals = shapes.endpointRingDecimals(finest: KMLCoordinateWriter.drawingDecimals)
                placemark(report, role: .endpoints, style: KMLStyles.endpoint, to: writer) {
                    writePolygons(rings.start + rings.end, decimals: decimals, to: writer)
                }
            case .positions, .aircraft:
                KMLFlightLayers.write(report, id: id, in: layer, context: context, to: writer)
            }
        }

        static func writeRoute(
            _ report: FlightReport, id: String, view: GlobeView?, lines: [KMLLine], to writer: XMLWriter
        ) {
            let geometry = report.geometry
            start(to: writer)
            writer.attribute("id", id)
            writer.element("name", report.name)
            writer.startElement("Snippet")
            writer.attribute("maxLines", "1")
            writer.text(KMLBalloon.snippet(report))
            writer.endElement()
            writer.element("description", description(report))
            if let view { KMLView.writeLookAt(centre: view.centre, range: view.range, to: writer) }
            writeTimeSpan(begin: geometry.departure, end: geometry.arrival, to: writer)
            writer.element("styleUrl", "#" + KMLStyles.route)
            if let view {
                let shapes = FlightShapes(flight: report.flight, geometry: geometry)
                let ringDecimals = shapes.endpointRingDecimals(finest: KMLCoordinateWriter.drawingDecimals)
                writeRegion(for: view.box, decimals: min(4, ringDecimals), to: writer)
            }
            KMLSchema.writeData(schema: KMLSchema.flightID, KMLSchema.flightAttributes(report, role: .route), to: writer)
            let precision: KMLCoordinateWriter.Precision = report.flight.vertices.count > 2 ? .full : .route
            writeLines(lines, multi: true, precision: precision, to: writer)
            KMLFlightLayers.end(to: writer)
        }

        static func description(_ report: FlightReport) -> String {
            let geometry = report.geometry
            let kilometres = MarkdownReportWriter.kilometres(geometry.distance)
            let nauticalMiles = MarkdownReportWriter.nauticalMiles(geometry.distance)
            let initialBearing = MarkdownReportWriter.degrees(geometry.initialBearing)
            let finalBearing = MarkdownReportWriter.degrees(geometry.finalBearing)
            let radius = MarkdownReportWriter.kilometres(geometry.radius)
            let progress =
                geometry.progress == nil
                ? MarkdownReportWriter.none
                : "\(MarkdownReportWriter.percent(geometry.progress)) (\(geometry.progressSource.rawValue))"
            return """
                Distance: \(kilometres) km (\(nauticalMiles) nmi)<br>Initial bearing: \(initialBearing)<br>\
                Final bearing: \(finalBearing)<br>Endpoint radius: \(radius) km<br>Progress: \(progress)
                """
        }

        static func writeTimeSpan(begin: Double?, end: Double?, to writer: XMLWriter) {
            guard begin != nil || end != nil else { return }
            writer.startElement("TimeSpan")
            if let begin { writer.element("begin", ReportTime.iso8601(begin)) }
            if let end { writer.element("end", ReportTime.iso8601(end)) }
            writer.endElement()
        }

        static func writeRegion(for box: GeoBox, decimals: Int = 4, to writer: XMLWriter) {
            let crosses = box.east < box.west
            let scale = pow(10, Double(decimals))
            func outwards(_ value: Double, _ rule: FloatingPointRoundingRule, limit: Double) -> String {
                let rounded = (value * scale).rounded(rule) / scale
                return DecimalFormat.fixed(rule == .up ? min(limit, rounded) : max(limit, rounded), fractionDigits: decimals)
            }
            writer.startElement("Region")
            writer.startElement("LatLonAltBox")
            let edges = [
                ("north", outwards(box.north, .up, limit: 90)), ("south", outwards(box.south, .down, limit: -90)),
                ("east", crosses ? "180" : outwards(box.east, .up, limit: 180)),
                ("west", crosses ? "-180" : outwards(box.west, .down, limit: -180)),
            ]
            KMLTextBlock.elements(edges, depth: nil).withUnsafeBufferPointer { writer.raw($0) }
            writer.endElement()
            writer.endElement()
        }

        static func placemark(
            _ report: FlightReport, role: KMLSchema.Role, style: String, to writer: XMLWriter, body: () -> Void
        ) {
            start(to: writer)
            writer.element("name", "\(report.name) (\(role.rawValue))")
            writer.element("styleUrl", "#" + style)
            KMLSchema.writeData(schema: KMLSchema.flightID, KMLSchema.flightAttributes(report, role: role), to: writer)
            body()
            KMLFlightLayers.end(to: writer)
        }

        static func start(to writer: XMLWriter) {
            KMLFlightLayers.placemarkLead.withUnsafeBufferPointer { writer.raw($0) }
            writer.startElement("Placemark")
        }

        static func writeLines(
            _ lines: [KMLLine], multi: Bool, precision: KMLCoordinateWriter.Precision = .drawing, to writer: XMLWriter
        ) {
            write(lines, multi: multi, to: writer) { lineString($0, precision: precision, to: $1) }
        }

        static func writePolygons(_ pieces: [[Coordinate]], decimals: Int, to writer: XMLWriter) {
            let precision = KMLCoordinateWriter.Precision(decimals: decimals, fullEnds: 0)
            write(pieces.map { $0[...] }, multi: true, to: writer) { polygon($0, precision: precision, to: $1) }
        }

        static func write<Piece>(_ pieces: [Piece], multi: Bool, to writer: XMLWriter, each: (Piece, XMLWriter) -> Void) {
            if pieces.count == 1 && !multi {
                each(pieces[0], writer)
            } else {
                writer.startElement("MultiGeometry")
                for piece in pieces { each(piece, writer) }
                writer.endElement()
            }
        }

        static func lineString(_ line: KMLLine, precision: KMLCoordinateWriter.Precision, to writer: XMLWriter) {
            writer.startElement("LineString")
            if line.altitudes == nil {
                writer.element("tessellate", "1")
            } else {
                writer.element("altitudeMode", "absolute")
            }
            writer.startElement("coordinates")
            KMLCoordinateWriter.write(line.points, altitudes: line.altitudes, precision: precision, to: writer)
            writer.endElement()
            writer.endElement()
        }

        static func polygon(_ ring: ArraySlice<Coordinate>, precision: KMLCoordinateWriter.Precision, to writer: XMLWriter) {
            writer.startElement("Polygon")
            writer.startElement("outerBoundaryIs")
            writer.startElement("LinearRing")
            writer.startElement("coordinates")
            KMLCoordinateWriter.write(ring, precision: precision, to: writer)
            writer.endElement()
            writer.endElement()
            writer.endElement()
            writer.endElement()
        }
    }
}
