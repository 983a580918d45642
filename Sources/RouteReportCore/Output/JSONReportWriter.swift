import Foundation

/// Writes report.json, keys sorted, in JSONEncoder's pretty-printed layout. The document
/// is written by hand (`JSONPrettyText`, see there for the figure); `encodable(_:)` with
/// `encode(_:)` is the JSONEncoder reference that tests hold it to byte for byte.
enum JSONReportWriter: ReportOutput {
    static let fileName = "report.json"

    static func files(for report: RunReport, context: OutputContext) -> [OutputFile] {
        [OutputFile(fileName, parts(for: report))]
    }

    /// The whole document, its parts joined in order.
    public static func document(for report: RunReport) -> [UInt8] {
        let plan = PartPlan(report)
        return Array((0..<plan.count).map(plan.make).joined())
    }

    /// report.json in parts (see `PartPlan`).
    static func parts(for report: RunReport) -> Parts {
        let plan = PartPlan(report)
        return Parts(count: plan.count) { plan.make($0) }
    }

    /// How report.json is cut into consecutive parts, each made by itself: the head up to
    /// the flights, one part per run of flights, then the rest (or, without flights, the
    /// whole document as one part). Written one after another they are the document, so
    /// a writer can write each part as soon as those before it are written (`FileAssembly`).
    struct PartPlan: Sendable {
        let report: RunReport
        let runs: [Range<Int>]

        init(_ report: RunReport) {
            self.report = report
            runs = stride(from: 0, to: report.flights.count, by: flightsPerRun).map {
                $0..<min($0 + flightsPerRun, report.flights.count)
            }
        }

        var count: Int { runs.isEmpty ? 1 : runs.count + 2 }

        func make(_ index: Int) -> [UInt8] {
            if index == 0 {
                var json = Self.head(diagnostics: report.diagnostics)
                if runs.isEmpty { tail(&json) }
                return json.bytes
            }
            if index <= runs.count {
                let run = runs[index - 1]
                var text = JSONPrettyText(fragmentAtDepth: 2, afterElement: index > 1, reservingCapacity: 1300 * run.count)
                for flight in report.flights[run] {
                    text.element()
                    write(flight, to: &text)
                }
                return text.bytes
            }
            // The layout state after the head does not depend on the diagnostics (their
            // array is closed by then), so an empty head gives it without redoing them.
            var json = Self.head(diagnostics: []).continuing()
            json.noteElementsWrittenElsewhere()
            tail(&json)
            return json.bytes
        }

        /// From the document's start to the open flights array.
        private static func head(diagnostics: [Diagnostic]) -> JSONPrettyText {
            var json = JSONPrettyText(reservingCapacity: 1024 + 400 * diagnostics.count)
            json.beginObject()
            json.key("diagnostics")
            json.beginArray()
            for diagnostic in diagnostics {
                json.element()
                write(diagnostic, to: &json)
            }
            json.endArray()
            json.key("flights")
            json.beginArray()
            return json
        }

        /// From the end of the flights array to the document's end.
        private func tail(_ json: inout JSONPrettyText) {
            json.endArray()
            json.key("generator")
            json.string(report.generator)
            json.key("landmarks")
            json.beginArray()
            for landmark in report.landmarks {
                json.element()
                write(landmark, to: &json)
            }
            json.endArray()
            json.key("reference_time")
            json.string(ReportTime.iso8601(report.referenceTime))
            json.endObject()
            json.finish()
        }
    }

    /// Flights per run of parallel work: big enough that joining costs nothing.
    static let flightsPerRun = 2_000

    /// A flight's members, in key order: the flight attributes every format shares
    /// (`FlightAttributes`, under their names), but for those report.json nests instead
    /// (the id, the source and the ends with their airports), and its own.
    private enum FlightMember {
        case attribute(FeatureAttribute<FlightPart>)
        case contentRect, end, id, name, position, source, start, visibleBBox, visibleRect

        var key: String {
            switch self {
            case .attribute(let attribute): attribute.name
            case .contentRect: "content_rect"
            case .end: "end"
            case .id: "id"
            case .name: "name"
            case .position: "position"
            case .source: "source"
            case .start: "start"
            case .visibleBBox: "visible_bbox"
            case .visibleRect: "visible_rect"
            }
        }
    }

    private static let nestedAttributes: Set<String> = [
        FlightAttributes.flightID, FlightAttributes.role, FlightAttributes.sourceFile, FlightAttributes.sourceLine,
        FlightAttributes.startAirport, FlightAttributes.endAirport,
    ]

    private static let flightMembers: [(key: [UInt8], member: FlightMember)] =
        (FlightAttributes.all.filter { !nestedAttributes.contains($0.name) }.map(FlightMember.attribute)
        + [.contentRect, .end, .id, .name, .position, .source, .start, .visibleBBox, .visibleRect]).sorted { $0.key < $1.key }.map
    { (Array($0.key.utf8), $0) }

    private static func write(_ report: FlightReport, to json: inout JSONPrettyText) {
        let flight = report.flight
        let geometry = report.geometry
        let start = flight.vertices.first ?? Coordinate(latitude: .nan, longitude: .nan)
        let route = FlightPart(report: report, role: .route)
        json.beginObject()
        for (key, member) in flightMembers {
            json.key(plain: key)
            switch member {
            case .attribute(let attribute): write(attribute.value(route), to: &json)
            case .contentRect: write(geometry.contentRect, to: &json)
            case .end: write(flight.vertices.last ?? start, airport: report.endAirportID, to: &json)
            case .id: json.string(report.id)
            case .name: json.string(report.name)
            case .position:
                if let position = geometry.position {
                    json.beginObject()
                    json.key("heading_deg")
                    json.number(JSONNumber.clean(position.heading))
                    json.key("lat")
                    json.number(JSONNumber.clean(position.coordinate.latitude))
                    json.key("lon")
                    json.number(JSONNumber.clean(position.coordinate.longitude))
                    json.endObject()
                } else {
                    json.null()
                }
            case .source: write(flight.source, to: &json)
            case .start: write(start, airport: report.startAirportID, to: &json)
            case .visibleBBox:
                json.beginObject()
                json.key("east")
                json.number(JSONNumber.clean(geometry.visibleBox.east))
                json.key("north")
                json.number(JSONNumber.clean(geometry.visibleBox.north))
                json.key("south")
                json.number(JSONNumber.clean(geometry.visibleBox.south))
                json.key("west")
                json.number(JSONNumber.clean(geometry.visibleBox.west))
                json.endObject()
            case .visibleRect: write(geometry.visibleRect, to: &json)
            }
        }
        json.endObject()
    }

    /// An attribute's value; null where it has none.
    private static func write(_ value: AttributeValue?, to json: inout JSONPrettyText) {
        switch value {
        case .string(let text): json.string(text)
        case .double(let number): json.number(JSONNumber.clean(number))
        case .int(let number): json.int(number)
        case .bool(let flag): json.bool(flag)
        case nil: json.null()
        }
    }

    private static func write(_ report: LandmarkReport, to json: inout JSONPrettyText) {
        let landmark = report.landmark
        json.beginObject()
        json.key("folder")
        json.optionalString(landmark.folder)
        json.key("id")
        json.string(report.id)
        json.key("lat")
        json.number(JSONNumber.clean(landmark.coordinate.latitude))
        json.key("lon")
        json.number(JSONNumber.clean(landmark.coordinate.longitude))
        json.key("name")
        json.string(report.name)
        json.key("source")
        write(landmark.source, to: &json)
        json.endObject()
    }

    private static func write(_ diagnostic: Diagnostic, to json: inout JSONPrettyText) {
        json.beginObject()
        json.key("column")
        json.optionalInt(diagnostic.location.column)
        json.key("file")
        json.string(diagnostic.location.file)
        json.key("line")
        json.optionalInt(diagnostic.location.line)
        json.key("message")
        json.string(diagnostic.message)
        json.key("rule")
        json.string(diagnostic.rule.rawValue)
        json.key("severity")
        json.string(diagnostic.severity.rawValue)
        json.endObject()
    }

    private static func write(_ rect: MapRect, to json: inout JSONPrettyText) {
        json.beginObject()
        json.key("height")
        json.number(JSONNumber.clean(rect.height))
        json.key("width")
        json.number(JSONNumber.clean(rect.width))
        json.key("x")
        json.number(JSONNumber.clean(rect.x))
        json.key("y")
        json.number(JSONNumber.clean(rect.y))
        json.endObject()
    }

    /// A flight's end: `{"airport": {"iata", "icao", "name"} or null, "lat", "lon"}`.
    private static func write(_ coordinate: Coordinate, airport: AirportID?, to json: inout JSONPrettyText) {
        json.beginObject()
        json.key("airport")
        if let airport {
            json.preformatted(AirportJSONObjects.shared.object(airport, depth: json.valueDepth))
        } else {
            json.null()
        }
        json.key("lat")
        json.number(JSONNumber.clean(coordinate.latitude))
        json.key("lon")
        json.number(JSONNumber.clean(coordinate.longitude))
        json.endObject()
    }

    private static func write(_ source: SourceLocation, to json: inout JSONPrettyText) {
        json.beginObject()
        json.key("file")
        json.string(source.file)
        json.key("line")
        json.optionalInt(source.line)
        json.endObject()
    }

    /// Sorted keys, pretty-printed, slashes unescaped, with a final newline.
    static func encode<T: Encodable>(_ value: T) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "NaN")
        // Encoding plain structs of strings and numbers cannot fail.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return Array(data) + [UInt8(ascii: "\n")]
    }
}

/// `--diagnostics json`: the diagnostics array alone, as in report.json.
public enum DiagnosticsJSON {
    public static func document(for diagnostics: [Diagnostic]) -> [UInt8] {
        JSONReportWriter.encode(diagnostics.map(JSONDiagnostic.init))
    }
}
