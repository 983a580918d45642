/// The order a file's diagnostics are reported in: by line, then column; findings about
/// the whole file last; equal positions keep the order they were found in.
enum DiagnosticOrder {
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let la = a.element.location.line ?? Int.max
            let lb = b.element.location.line ?? Int.max
            if la != lb { return la < lb }
            let ca = a.element.location.column ?? 0
            let cb = b.element.location.column ?? 0
            if ca != cb { return ca < cb }
            return a.offset < b.offset
        }.map(\.element)
    }
}
