/// The order diagnostics of one file are reported in: whole-file findings first, then
/// by line and column; equal positions keep the order they were found in.
enum DiagnosticOrder {
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.location.line ?? 0, lhs.element.location.column ?? 0, lhs.offset)
            let right = (rhs.element.location.line ?? 0, rhs.element.location.column ?? 0, rhs.offset)
            return left < right
        }.map(\.element)
    }
}
