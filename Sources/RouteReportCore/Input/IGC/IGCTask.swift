import Foundation

/// The task a pilot declared before the flight (C records, FAI IGC technical
/// specification A3.5): a first record with the declaration's time and the number of
/// turnpoints, then one record per point (`C DDMMmmmN DDDMMmmmE name`): take-off,
/// start, turnpoints, finish, landing. routereport notes it; the map draws the flight.
struct IGCTask {
    /// The points' names in order, as written (empty where a point has none).
    private(set) var pointNames: [String] = []
    private var sawDeclaration = false

    mutating func take(_ bytes: [UInt8]) {
        if !sawDeclaration {
            sawDeclaration = true
            // The declaration: C, six digits of date, six of time, … — no hemisphere letter
            // at column 9 as a point has.
            if bytes.count > 8 && bytes[8] != 0x4E && bytes[8] != 0x53 { return }
        }
        let name = bytes.count > 18 ? IGCFix.text(bytes, 18, bytes.count - 18) : ""
        pointNames.append(name.trimmingCharacters(in: .whitespaces))
    }

    /// `6 points (TAKEOFF, Arthur, …)`, or nil when no point was declared.
    var summary: String? {
        guard !pointNames.isEmpty else { return nil }
        let names = pointNames.filter { !$0.isEmpty }.map { "'\($0)'" }
        let shown = names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", …" : "")
        return "\(pointNames.count) point\(pointNames.count == 1 ? "" : "s")" + (names.isEmpty ? "" : " (\(shown))")
    }
}
