@testable import RouteReportCore

/// A report of made-up two-point flights `f0`, `f1`, … (`F 0`, … by name) from `a.kml`,
/// flight i from `start(i)` to `end(i)`, computed at the reference time 2026-01-01 10:00
/// UTC: for the tests of writing and packing, which need flights, not inputs.
enum SyntheticReport {
    static func flights(
        _ count: Int, generator: String = "routereport test", progress: Double? = nil,
        start: (Int) -> Coordinate, end: (Int) -> Coordinate
    ) -> RunReport {
        var options = MapOptions()
        options.referenceTime = 1_767_261_600
        let flights = (0..<count).map { index in
            let flight = Flight(
                explicitID: "f\(index)", source: SourceLocation(file: "a.kml", line: index + 1),
                vertices: [start(index), end(index)], explicitProgress: progress)
            return FlightReport(
                id: "f\(index)", name: "F \(index)", flight: flight,
                geometry: FlightGeometry.compute(for: flight, options: options))
        }
        return RunReport(
            generator: generator, inputs: ["a.kml"], flights: flights, landmarks: [], diagnostics: [], options: options)
    }
}
