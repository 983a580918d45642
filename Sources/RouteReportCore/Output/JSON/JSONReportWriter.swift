import Foundation

/// Writes report.json, keys sorted, in JSONEncoder's pretty-printed layout. The document
/// is written by hand (`JSONPrettyText`, see there for the figure; the flights
/// through `JSONFlightObject`); `encodable(_:)` with
/// `encode(_:)` is the JSONEncoder reference that tests hold it to byte for byte.
enum JSONReportWriter: ReportOutput {
    static let fileName = "report.json"

    static func files(for report: RunReport, context: OutputContext) -> [OutputFile] {
        [OutputFile(fileName, parts(for: report, airports: context.airports), mark: mark, commitsLast: true)]
    }

    /// The top-level `generator` member; after every flight, as the keys are sorted.
    static let mark = GeneratorMark("\n  \"generator\" : \"" + GeneratorMark.generator, .anywhere)

    /// The whole document, its parts joined in order; `airports` is the table the
    /// flights' airports are places of.
    static func document(for report: RunReport, airports: AirportTable) -> [UInt8] {
        let plan = PartPlan(report, airports: airports)
        return Array((0..<plan.count).map(plan.make).joined())
    }

    /// report.json in parts (see `PartPlan`).
    static func parts(for report: RunReport, airports: AirportTable) -> Parts {
        let plan = PartPlan(report, airports: airports)
        return Parts(count: plan.count) { plan.make($0) }
    }

    /// How report.json is cut into consecutive parts, each made by itself: the head up to
    /// the flights, one part per run of flights, then the rest (or, without flights, the
    /// whole document as one part). Written one after another they are the document, so
    /// a writer can write each part as soon as those before it are written (`FileAssembly`).
    struct PartPlan: Sendable {
        let report: RunReport
        let runs: [Range<Int>]
        /// The objects of the airports the flights end at, each laid out once for the run.
        let airports: JSONAirportObjects

        init(_ report: RunReport, airports: AirportTable) {
            self.report = report
            self.airports = JSONAirportObjects(report.flights, table: airports, depth: JSONFlightObject.airportDepth)
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
                let layout = JSONFlightObject.Layout.shared
                // More than a route between two airports takes (about 2,430 bytes), so that
                // most runs never grow the buffer, which copies it.
                var text = JSONBytes(reservingCapacity: 2600 * run.count)
                text.put(JSONFlightObject.Layout.elementRun(afterElement: index > 1))
                let between = JSONFlightObject.Layout.elementRun(afterElement: true)
                // Through a buffer pointer, so that each flight is borrowed, not copied.
                report.flights.withUnsafeBufferPointer { flights in
                    for flight in run {
                        if flight > run.lowerBound { text.put(between) }
                        JSONFlightObject.write(flights[flight], to: &text, layout: layout, airports: airports)
                    }
                }
                return text.array()
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
            json.member("generator", report.generator)
            json.key("landmarks")
            json.beginArray()
            for landmark in report.landmarks {
                json.element()
                write(landmark, to: &json)
            }
            json.endArray()
            json.member("reference_time", ReportTime.iso8601(report.referenceTime))
            json.key("statistics")
            JSONStatisticsObject.write(report, to: &json)
            json.endObject()
            json.finish()
        }
    }

    /// Flights per run of parallel work: big enough that joining costs nothing.
    static let flightsPerRun = 2_000

    private static func write(_ report: LandmarkReport, to json: inout JSONPrettyText) {
        let landmark = report.landmark
        json.beginObject()
        json.member("folder", landmark.folder)
        json.member("id", report.id)
        json.member("lat", JSONNumber.clean(landmark.coordinate.latitude))
        json.member("lon", JSONNumber.clean(landmark.coordinate.longitude))
        json.member("name", report.name)
        json.key("source")
        write(landmark.source, to: &json)
        json.endObject()
    }

    private static func write(_ diagnostic: Diagnostic, to json: inout JSONPrettyText) {
        json.beginObject()
        json.member("column", diagnostic.location.column)
        json.member("file", diagnostic.location.file)
        json.member("line", diagnostic.location.line)
        json.member("message", diagnostic.message)
        json.member("rule", diagnostic.rule.rawValue)
        json.member("severity", diagnostic.severity.rawValue)
        json.endObject()
    }

    private static func write(_ source: SourceLocation, to json: inout JSONPrettyText) {
        json.beginObject()
        json.member("file", source.file)
        json.member("line", source.line)
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
enum DiagnosticsJSON {
    static func document(for diagnostics: [Diagnostic]) -> [UInt8] {
        JSONReportWriter.encode(diagnostics.map(JSONDiagnostic.init))
    }
}
