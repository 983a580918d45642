/// `ReportTime.iso8601` written as bytes straight into a buffer: a track has a `when`
/// per point, and a String per time would cost more than the rest of the track.
struct KMLTimeText {
    /// The most bytes one time takes: `YYYY-MM-DDTHH:MM:SS.mmmZ`.
    static let longest = 24

    /// Whether `ReportTime.iso8601` writes a date for `seconds` (years 0001…9999).
    static func isWritable(_ seconds: Double) -> Bool {
        seconds.isFinite && (-62_135_596_800...253_402_300_799).contains(seconds)
    }

    /// The day whose `YYYY-MM-DDT` is in `datePrefix`: a track's times share a day or two.
    private var cachedDay: Int64?
    private var datePrefix: [UInt8] = []

    /// Writes `ReportTime.iso8601(seconds)`, byte for byte, at `out` (room for `longest`
    /// bytes) and returns its length; `seconds` must be writable.
    mutating func put(_ seconds: Double, at out: UnsafeMutablePointer<UInt8>) -> Int {
        let (days, secondOfDay, millis) = ReportTime.split(seconds)
        if cachedDay != days {
            let (year, month, day) = ReportTime.civilDate(daysSince1970: days)
            datePrefix = []
            for (value, width, separator) in [(year, 4, "-"), (month, 2, "-"), (day, 2, "T")] {
                var digits = [UInt8](repeating: 0, count: width)
                var rest = value
                for index in stride(from: width - 1, through: 0, by: -1) {
                    digits[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                datePrefix += digits
                datePrefix += separator.utf8
            }
            cachedDay = days
        }
        for (index, byte) in datePrefix.enumerated() { out[index] = byte }
        var count = datePrefix.count
        func two(_ value: Int) {
            out[count] = UInt8(ascii: "0") + UInt8(value / 10)
            out[count + 1] = UInt8(ascii: "0") + UInt8(value % 10)
            count += 2
        }
        two(secondOfDay / 3600)
        out[count] = UInt8(ascii: ":")
        count += 1
        two(secondOfDay / 60 % 60)
        out[count] = UInt8(ascii: ":")
        count += 1
        two(secondOfDay % 60)
        if millis != 0 {
            out[count] = UInt8(ascii: ".")
            out[count + 1] = UInt8(ascii: "0") + UInt8(millis / 100)
            out[count + 2] = UInt8(ascii: "0") + UInt8(millis / 10 % 10)
            out[count + 3] = UInt8(ascii: "0") + UInt8(millis % 10)
            count += 4
        }
        out[count] = UInt8(ascii: "Z")
        return count + 1
    }

    /// `ReportTime.iso8601(seconds)` appended to `out`.
    mutating func append(_ seconds: Double, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.longest) { buffer in
            let count = put(seconds, at: buffer.baseAddress!)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }
}
