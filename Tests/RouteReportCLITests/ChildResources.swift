import Foundation
import Testing

/// Runs the built binary under GNU time (`/usr/bin/time`, Debian `time`) for its peak
/// resident memory. A child spawned from the test process would start with the test
/// process's own peak (Linux carries the parent's high-water mark into the child's
/// count), so the count is taken by `time`, a small process that forks routereport.
enum ChildResources {
    static let time = "/usr/bin/time"
    static let available = FileManager.default.isExecutableFile(atPath: time)

    struct Outcome {
        var status: Int32
        /// routereport's peak resident set, bytes.
        var peakResidentBytes: Int
    }

    /// `routereport ARGUMENTS` in `directory`.
    static func run(_ arguments: [String], in directory: String) throws -> Outcome {
        let binary = try #require(ValidateBinary.executable).path
        let report = directory + "/.peak-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: report) }
        let outcome = try ValidateBinary.run(
            ["-f", "%M", "-o", report, binary] + arguments, in: directory, timeLimit: 300, executable: time)
        let text = try String(contentsOfFile: report, encoding: .utf8)
        // `time` writes "Command exited with non-zero status N" first when N is not 0.
        let kibibytes = try #require(text.split(separator: "\n").last.flatMap { Int($0) })
        return Outcome(status: outcome.status, peakResidentBytes: kibibytes * 1024)
    }
}
