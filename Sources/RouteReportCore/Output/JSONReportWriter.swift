import Foundation

/// Writes report.json with Foundation's JSONEncoder, keys sorted.
public enum JSONReportWriter {
    public static func document(for report: RunReport) -> [UInt8] {
        let value = JSONReport(
            generator: report.generator,
            reference_time: ReportTime.iso8601(report.referenceTime),
            flights: report.flights.map(flight),
            landmarks: report.landmarks.map(landmark),
            diagnostics: report.diagnostics.map(JSONDiagnostic.init))
        return encode(value)
    }

    /// Sorted keys, pretty-printed, slashes unescaped, with a final newline.
    static func encode<T: Encodable>(_ value: T) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "NaN")
        // Encoding plain structs of strings and numbers cannot fail.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return Array(data) + [UInt8(ascii: "\n")]
    }

    static func flight(_ report: FlightReport) -> JSONFlight {
        let flight = report.flight, geometry = report.geometry
        let start = flight.vertices.first ?? Coordinate(latitude: .nan, longitude: .nan)
        let end = flight.vertices.last ?? start
        return JSONFlight(
            id: report.id, name: report.name, folder: flight.folder,
            source: JSONSource(file: flight.source.file, line: flight.source.line),
            vertices: flight.vertices.count,
            start: JSONLatLon(start), end: JSONLatLon(end),
            distance_m: JSONNumber.clean(geometry.distance),
            initial_bearing_deg: JSONNumber.clean(geometry.initialBearing),
            final_bearing_deg: JSONNumber.clean(geometry.finalBearing),
            radius_m: JSONNumber.clean(geometry.radius),
            departure: geometry.departure.map(ReportTime.iso8601),
            arrival: geometry.arrival.map(ReportTime.iso8601),
            progress: geometry.progress.map(JSONNumber.clean),
            progress_source: geometry.progressSource.rawValue,
            position: geometry.position.map {
                JSONPosition(lat: JSONNumber.clean($0.coordinate.latitude), lon: JSONNumber.clean($0.coordinate.longitude),
                             heading_deg: JSONNumber.clean($0.heading))
            },
            content_rect: JSONRect(geometry.contentRect),
            visible_rect: JSONRect(geometry.visibleRect),
            visible_bbox: JSONBox(geometry.visibleBox),
            crosses_antimeridian: geometry.crossesAntimeridian)
    }

    static func landmark(_ report: LandmarkReport) -> JSONLandmark {
        let landmark = report.landmark
        return JSONLandmark(
            id: report.id, name: report.name, folder: landmark.folder,
            lat: JSONNumber.clean(landmark.coordinate.latitude), lon: JSONNumber.clean(landmark.coordinate.longitude),
            source: JSONSource(file: landmark.source.file, line: landmark.source.line))
    }
}

/// `--diagnostics json`: the diagnostics array alone, as in report.json.
public enum DiagnosticsJSON {
    public static func document(for diagnostics: [Diagnostic]) -> [UInt8] {
        JSONReportWriter.encode(diagnostics.map(JSONDiagnostic.init))
    }
}
