import Foundation

/// When this process's run started (seconds since 1970, UTC), for SARIF's invocation: the
/// first read, at the start of `CommandLineTool.run`, fixes it. One run a process.
enum RunClock {
    static let started: Double = Date().timeIntervalSince1970
}
