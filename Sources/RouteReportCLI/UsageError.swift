/// A command line that cannot be run; the message says what to change.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }

    static func missingValue(_ option: String, _ valueName: String) -> UsageError {
        UsageError("Missing value for '\(option) <\(valueName)>'")
    }

    static func invalidValue(_ value: String, for option: String, expected: String) -> UsageError {
        UsageError("The value '\(value)' is invalid for '\(option)': expected \(expected)")
    }
}
