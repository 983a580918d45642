import Foundation
import Testing

@testable import RouteReportCore

/// report.json is written by hand for speed; JSONEncoder (sorted keys, pretty-printed,
/// slashes unescaped) is the reference it must match byte for byte.
@Suite struct JSONReportWriterTests {
    static let repositoryInputs = PackageRoot.folder("inputs").path

    private func encoderBytes(_ report: RunReport) -> [UInt8] {
        JSONReportWriter.encode(JSONReportReference.encodable(report))
    }

    @Test func matchesJSONEncoderOnTheExampleInputs() {
        let configuration = RunConfiguration(map: MapOptions(), jobs: 1, strict: false, generator: "routereport test")
        let report = ReportPipeline.run(
            arguments: [Self.repositoryInputs], configuration: configuration.at(1_767_261_600))
        #expect(report.flights.count > 3 && report.landmarks.count > 3)
        let written = JSONReportWriter.document(for: report, airports: .shared)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: encoderBytes(report), as: UTF8.self))
    }

    @Test(arguments: [1, 3])
    func runsOfFlightsJoinIntoTheEncoderText(jobs: Int) {
        let configuration = RunConfiguration(map: MapOptions(), jobs: 1, strict: false, generator: "routereport test")
        var report = ReportPipeline.run(
            arguments: [Self.repositoryInputs], configuration: configuration.at(1_767_261_600))
        let flights = report.flights
        report.flights = (0..<(2 * JSONReportWriter.flightsPerRun + 7)).map { flights[$0 % flights.count] }
        let parts = JSONReportWriter.parts(for: report, airports: .shared)
        let made = parallelMap(count: parts.count, workers: jobs) { parts.make($0) }
        #expect(made.allSatisfy { $0 != nil } && Array(made.compactMap { $0 }.joined()) == encoderBytes(report))
    }

    /// The parts, written by workers as they are made, are the document; with and
    /// without flights (then the head and the rest are one part).
    @Test(arguments: [0, 1, 2 * JSONReportWriter.flightsPerRun + 7])
    func partsWrittenWhileMadeAreTheDocument(flightCount: Int) throws {
        let configuration = RunConfiguration(map: MapOptions(), jobs: 1, strict: false, generator: "routereport test")
        var report = ReportPipeline.run(
            arguments: [Self.repositoryInputs], configuration: configuration.at(1_767_261_600))
        let flights = report.flights
        report.flights = (0..<flightCount).map { flights[$0 % flights.count] }
        report.diagnostics = [
            Diagnostic(.duplicateID, "duplicate id 'a'", at: SourceLocation(file: "x.kml", line: 3, column: 4))
        ]
        let parts = JSONReportWriter.PartPlan(report, airports: .shared)
        #expect(
            parts.count
                == (flightCount == 0
                    ? 1 : (flightCount + JSONReportWriter.flightsPerRun - 1) / JSONReportWriter.flightsPerRun + 2))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("parts-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writeInParts(parts.count, jobs: 3, to: path, make: parts.make)
        #expect(FileManager.default.contents(atPath: path).map(Array.init) == encoderBytes(report))
    }

    @Test func matchesJSONEncoderOnAwkwardValues() {
        var options = MapOptions()
        options.referenceTime = 1_767_261_600
        let strings = [
            "quote \" backslash \\ slash / tab \t newline \n return \r", "\u{0}\u{1}\u{8}\u{b}\u{c}\u{1a}\u{1f}\u{7f}",
            "é 漢字 😀 \u{2028}\u{2029} <&>'", "",
        ]
        let numbers: [Double] = [
            0, -0.0, 5, -5, 1e-7, 1e-5, 0.0001, 1e15, 1e16, 1.5e16, 1.2345678901234568e20, 1e21, .leastNonzeroMagnitude,
            210_434_503, 0.1, 2.5e-8, 1.7976931348623157e308, -0.5, 9_007_199_254_740_992, 268_435_456.5,
        ]
        var flights: [FlightReport] = []
        for (index, number) in numbers.enumerated() {
            let text = strings[index % strings.count]
            let vertices =
                index == 3
                ? []
                : [
                    Coordinate(
                        latitude: number.truncatingRemainder(dividingBy: 90),
                        longitude: -number.truncatingRemainder(dividingBy: 180)),
                    Coordinate(latitude: 10, longitude: 20 + Double(index)),
                ]
            let flight = Flight(
                explicitID: text, name: index % 2 == 0 ? text : nil, folder: index % 3 == 0 ? nil : text,
                source: SourceLocation(file: "in/\(text).kml", line: index % 4 == 0 ? nil : index),
                vertices: vertices,
                spanBegin: index % 5 == 0 ? nil : 1_767_250_000 + number.truncatingRemainder(dividingBy: 1000),
                spanEnd: index % 5 == 0 ? nil : 1_767_290_000,
                explicitProgress: index % 7 == 0 ? number.truncatingRemainder(dividingBy: 1).magnitude : nil)
            var geometry = FlightGeometry.compute(for: flight, options: options)
            geometry.radius = number  // every number format through one field
            if index == 3 { geometry.distance = .nan }  // written as the string "NaN"
            if index == 5 { geometry.finalBearing = -.infinity }
            flights.append(FlightReport(id: text + String(index), name: text, flight: flight, geometry: geometry))
        }
        let landmarks = strings.enumerated().map { index, text in
            LandmarkReport(
                id: text + "L", name: text,
                landmark: Landmark(
                    explicitID: nil, name: text, folder: index == 0 ? nil : text,
                    source: SourceLocation(file: text, line: index == 1 ? nil : 7),
                    coordinate: Coordinate(
                        latitude: numbers[index + 4], longitude: -numbers[index + 8].truncatingRemainder(dividingBy: 180))))
        }
        let diagnostics = strings.enumerated().map { index, text in
            Diagnostic(
                .coordinateSyntax, text,
                at: SourceLocation(file: text, line: index == 2 ? nil : index, column: index == 1 ? nil : 3))
        }
        let report = RunReport(
            generator: "routereport \"1.0\"", inputs: [], flights: flights,
            landmarks: landmarks, diagnostics: diagnostics, options: options)
        #expect(flights.contains { $0.flight.vertices.isEmpty })
        #expect(
            String(decoding: JSONReportWriter.document(for: report, airports: .shared), as: UTF8.self)
                == String(decoding: encoderBytes(report), as: UTF8.self))
    }

    @Test func emptyReportMatchesJSONEncoder() {
        let report = RunReport(
            generator: "g", inputs: [], flights: [], landmarks: [], diagnostics: [], options: MapOptions())
        #expect(JSONReportWriter.document(for: report, airports: .shared) == encoderBytes(report))
    }
}
