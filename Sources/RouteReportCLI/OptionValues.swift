import Foundation
import RouteReportCore

/// Parsers for the values of options, each throwing a message that names the option.
enum OptionValues {
    static func number(_ text: String) -> Double? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        return value
    }

    static func positiveNumber(_ text: String, for option: String) throws(UsageError) -> Double {
        guard let value = number(text), value > 0 else {
            throw .invalidValue(text, for: option, expected: "a number greater than 0")
        }
        return value
    }

    static func positiveInteger(_ text: String, for option: String) throws(UsageError) -> Int {
        guard let value = Int(text), value > 0 else {
            throw .invalidValue(text, for: option, expected: "a whole number greater than 0")
        }
        return value
    }

    static func count(_ text: String, for option: String) throws(UsageError) -> Int {
        guard let count = Int(text), count >= 0 else {
            throw .invalidValue(text, for: option, expected: "a whole number, 0 or more")
        }
        return count
    }

    /// The case of `Value` spelled `text`; the refusal lists every case, in order.
    static func oneOf<Value: RawRepresentable & CaseIterable>(_ text: String, for option: String) throws(UsageError)
        -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: text) else {
            throw .invalidValue(text, for: option, expected: "one of " + Value.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }

    static func dateOrder(_ text: String, for option: String) throws(UsageError) -> DateOrder {
        guard let order = DateOrder(rawValue: text) else {
            throw .invalidValue(text, for: option, expected: "day-first or month-first")
        }
        return order
    }

    /// The usage message for `value` of `option` outside `range` (nil inside): the value
    /// as a number, `expected` what the range allows.
    static func outside(_ range: ClosedRange<Double>, _ value: Double, for option: String, expected: String) -> String? {
        range.contains(value) ? nil : UsageError.invalidValue(text(value), for: option, expected: expected).message
    }

    /// `range` as the help and the messages say it: "1 to 10000".
    static func text(_ range: ClosedRange<Double>) -> String {
        text(range.lowerBound) + " to " + text(range.upperBound)
    }

    /// Why the padding does not fit the viewport, nil when it does: on each axis the two
    /// edges together take less than half of the viewport, so the content gets at least
    /// half of it and the visible rect is at most twice the content's size (a padding of
    /// 150 on a 300-point viewport left no room and a rect 130 worlds wide).
    static func paddingProblem(_ map: MapOptions) -> String? {
        let padding = map.padding
        guard padding.left + padding.right >= map.viewportWidth / 2 || padding.top + padding.bottom >= map.viewportHeight / 2
        else { return nil }
        let viewport = text(map.viewportWidth) + "x" + text(map.viewportHeight)
        return UsageError.invalidValue(
            text(padding), for: "--padding",
            expected: "edges that take less than half of the \(viewport) viewport (left + right under "
                + text(map.viewportWidth / 2) + ", top + bottom under " + text(map.viewportHeight / 2) + ")"
        ).message
    }

    /// A number as `--help` shows a default: whole numbers without a fraction.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Padding as `--padding` takes it: one number when the four edges agree.
    static func text(_ padding: EdgePadding) -> String {
        let edges = [padding.top, padding.left, padding.bottom, padding.right]
        return Set(edges).count == 1 ? text(padding.top) : edges.map(text).joined(separator: ",")
    }

    static func formats(_ text: String) throws(UsageError) -> [ReportFormat] {
        var formats: [ReportFormat] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let format = ReportFormat(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw .invalidValue(
                    text, for: "--format",
                    expected: "a comma-separated list of " + ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }

    static func viewport(_ text: String) throws(UsageError) -> ViewportSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = number(String(parts[0])), let height = number(String(parts[1])),
            width > 0, height > 0
        else {
            throw .invalidValue(text, for: "--viewport", expected: "WIDTHxHEIGHT in points, such as 300x300")
        }
        return ViewportSize(width: width, height: height)
    }

    static func padding(_ text: String) throws(UsageError) -> EdgePadding {
        let values = text.split(separator: ",", omittingEmptySubsequences: false).map { number(String($0)) }
        guard values.allSatisfy({ $0 != nil && $0! >= 0 }) else {
            throw .invalidValue(text, for: "--padding", expected: "N or TOP,LEFT,BOTTOM,RIGHT, each 0 or more")
        }
        let numbers = values.map { $0! }
        switch numbers.count {
        case 1: return EdgePadding(all: numbers[0])
        case 4: return EdgePadding(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        default:
            throw .invalidValue(text, for: "--padding", expected: "N or TOP,LEFT,BOTTOM,RIGHT, each 0 or more")
        }
    }

    /// Every form of time the inputs take (`ReferenceTimeText`): ISO 8601, and the CSV
    /// forms, such as `2026-01-01 10:30` (UTC without a zone).
    static func time(_ text: String, for option: String) throws(UsageError) -> Double {
        guard let seconds = ReferenceTimeText.parse(text) else {
            throw .invalidValue(
                text, for: option,
                expected: "a time such as 2026-01-01T12:00:00Z, 2026-01-01 12:00 (UTC), 2026-01-01T12:00+01:00 or 2026-01-01")
        }
        guard ISO8601Time.isWritable(seconds) else {
            throw .invalidValue(text, for: option, expected: "a time in the years 0001 to 9999 (UTC)")
        }
        return seconds
    }

    static func shard(_ text: String) throws(UsageError) -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else {
            throw .invalidValue(text, for: "--shard", expected: "K/N with 1 <= K <= N, such as 2/8")
        }
        return Shard(index: index, count: count)
    }
}
