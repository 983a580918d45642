/// Where the tool's text goes: stdout for `--help`, `--version` and machine-readable
/// diagnostics; stderr for everything meant for people.
public struct Console: Sendable {
    public var standardOutput: @Sendable (String) -> Void
    public var standardError: @Sendable (String) -> Void

    public init(standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}
