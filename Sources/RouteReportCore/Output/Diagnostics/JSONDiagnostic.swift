import Foundation

/// One diagnostic, as in report.json and `--diagnostics json`.
struct JSONDiagnostic: Encodable, Sendable {
    var file: String
    var line: Int?
    var column: Int?
    var severity: String
    var rule: String
    var message: String

    init(_ diagnostic: Diagnostic) {
        file = diagnostic.location.file
        line = diagnostic.location.line
        column = diagnostic.location.column
        severity = diagnostic.severity.rawValue
        rule = diagnostic.rule.rawValue
        message = diagnostic.message
    }

    enum CodingKeys: String, CodingKey { case file, line, column, severity, rule, message }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
        try c.encode(severity, forKey: .severity)
        try c.encode(rule, forKey: .rule)
        try c.encode(message, forKey: .message)
    }
}

enum JSONNumber {
    /// -0 written as 0; a non-finite value (which the maths only yields from non-finite
    /// input, rejected in Input) would make JSONEncoder throw, so it is guarded there.
    static func clean(_ value: Double) -> Double {
        value == 0 ? 0 : value
    }
}
