/// Where the tool's text goes: stdout for `--help`, `--version` and machine-readable
/// diagnostics; stderr for everything meant for people.
public struct Console: Sendable {
    public var standardOutput: @Sendable (String) -> Void
    public var standardError: @Sendable (String) -> Void
    /// Whether stderr is a terminal, where a progress line may update in place.
    public var standardErrorIsTerminal: Bool
    /// Why stdout could not be written (closed, full, a reader gone), or nil.
    public var standardOutputFailure: @Sendable () -> String?

    public init(
        standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void,
        standardErrorIsTerminal: Bool = false, standardOutputFailure: @escaping @Sendable () -> String? = { nil }
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.standardOutputFailure = standardOutputFailure
    }
}
