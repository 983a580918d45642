/// How a date such as `03/04/2025` is read: 3 April (day first) or 4 March (month
/// first). `--date-order` says it for the files whose dates do not show it.
public enum DateOrder: String, Sendable, Hashable, CaseIterable {
    case dayFirst = "day-first"
    case monthFirst = "month-first"
}
