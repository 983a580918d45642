/// `ReportTime.iso8601` written as bytes straight into a buffer: a track has a `when`
/// per point, and a String per time would cost more than the rest of the track.
struct KMLTimeText {
    /// The day whose `YYYY-MM-DDT` is in `datePrefix` (its first 8 bytes, then the other
    /// 3 and a spare one): a track's times share a day or two.
    private var cachedDay: Int64?
    private var datePrefix: (UInt64, UInt32) = (0, 0)

    /// Writes `ReportTime.iso8601(seconds)`, byte for byte, at `out` (room for
    /// `ReportTime.longest` bytes) and returns its length; `seconds` must be writable
    /// (`ReportTime.isWritable`).
    mutating func put(_ seconds: Double, at out: UnsafeMutablePointer<UInt8>) -> Int {
        let (days, secondOfDay, millis) = ReportTime.split(seconds)
        if cachedDay != days {
            let (year, month, day) = ReportTime.civilDate(daysSince1970: days)
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 12) { prefix in
                guard let base = prefix.baseAddress else { return }
                KMLDigits.putTwo(year / 100, at: base)
                KMLDigits.putTwo(year % 100, at: base + 2)
                base[4] = UInt8(ascii: "-")
                KMLDigits.putTwo(month, at: base + 5)
                base[7] = UInt8(ascii: "-")
                KMLDigits.putTwo(day, at: base + 8)
                base[10] = UInt8(ascii: "T")
                base[11] = 0
                let raw = UnsafeRawPointer(base)
                datePrefix = (
                    raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self)
                )
            }
            cachedDay = days
        }
        // The prefix's spare twelfth byte is overwritten by the hour.
        let raw = UnsafeMutableRawPointer(out)
        raw.storeBytes(of: datePrefix.0, as: UInt64.self)
        raw.storeBytes(of: datePrefix.1, toByteOffset: 8, as: UInt32.self)
        KMLDigits.putTwo(secondOfDay / 3600, at: out + 11)
        out[13] = UInt8(ascii: ":")
        KMLDigits.putTwo(secondOfDay / 60 % 60, at: out + 14)
        out[16] = UInt8(ascii: ":")
        KMLDigits.putTwo(secondOfDay % 60, at: out + 17)
        guard millis != 0 else {
            out[19] = UInt8(ascii: "Z")
            return 20
        }
        out[19] = UInt8(ascii: ".")
        out[20] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: millis / 100)
        KMLDigits.putTwo(millis % 100, at: out + 21)
        out[23] = UInt8(ascii: "Z")
        return 24
    }

    /// `ReportTime.iso8601(seconds)` appended to `out`.
    mutating func append(_ seconds: Double, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ReportTime.longest) { buffer in
            let count = put(seconds, at: buffer.baseAddress!)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }
}
