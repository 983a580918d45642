import Foundation

@testable import RouteReportCore

/// Reads fixtures from `Fixtures/input/` and flattens results for compact assertions.
enum InputFixtures {
    static var directory: URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("input")
    }

    /// Reads a fixture; the document's file name is the bare fixture name.
    static func read(_ name: String) throws -> InputDocument {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return InputReader.read([UInt8](data), file: name)
    }

    static func flights(_ document: InputDocument) -> [Flight] {
        document.features.compactMap { if case .flight(let flight) = $0 { return flight } else { return nil } }
    }

    static func landmarks(_ document: InputDocument) -> [Landmark] {
        document.features.compactMap { if case .landmark(let landmark) = $0 { return landmark } else { return nil } }
    }

    /// `rule severity line:column` per diagnostic, `-` for a missing line or column.
    static func summary(_ document: InputDocument) -> [String] {
        document.diagnostics.map {
            "\($0.rule.rawValue) \($0.severity.rawValue) \($0.location.line.map(String.init) ?? "-"):\($0.location.column.map(String.init) ?? "-")"
        }
    }

    static func pairs(_ coordinates: [Coordinate]) -> [[Double]] {
        coordinates.map { [$0.latitude, $0.longitude] }
    }

    /// Times with NaN shown as nil, so arrays compare with `==`.
    static func times(_ values: [Double]) -> [Double?] {
        values.map { $0.isNaN ? nil : $0 }
    }
}
