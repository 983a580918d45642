/// The text of a reference time (`--at`): every form the inputs' times take, ISO 8601 as
/// KML and GPX write it (`ISO8601Time`), and every form of a CSV flight list's times
/// (`CSVTime`: a space for the `T`, no seconds, `±hhmm`, a date alone). Without a zone
/// it is UTC: no airport gives it a local one.
public enum ReferenceTimeText {
    /// Seconds since 1970, or nil when `text` is none of those forms.
    public static func parse(_ text: String) -> Double? {
        if let seconds = ISO8601Time.parse(text) { return seconds }
        var text = text
        return text.withUTF8 { bytes in
            switch CSVTime.parse(bytes) {
            case .instant(let seconds), .local(let seconds): return seconds
            case nil: return nil
            }
        }
    }
}
