/// The text of a reference time (`--at`): every form the inputs' times take, ISO 8601 as
/// KML and GPX write it (`ISO8601Time`), and the forms of a CSV flight list's times that
/// name one instant (`CSVTime`: a space for the `T`, no seconds, `±hhmm`, 12-hour times,
/// Unix seconds, a date alone; not a time of day alone, nor a date that reads both day
/// first and month first). Without a zone it is UTC: no airport gives it a local one.
public enum ReferenceTimeText {
    /// Seconds since 1970, or nil when `text` is none of those forms.
    public static func parse(_ text: String) -> Double? {
        if let seconds = ISO8601Time.parse(text) { return seconds }
        var text = text
        return text.withUTF8 { bytes in
            var ambiguous = false
            let time = CSVTime.parse(bytes, ambiguous: &ambiguous)
            guard !ambiguous else { return nil }
            switch time {
            case .instant(let seconds), .local(let seconds), .date(let seconds): return seconds
            case .timeOfDay, .coarseDate, nil: return nil
            }
        }
    }
}
