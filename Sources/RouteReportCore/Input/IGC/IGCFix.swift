/// One B record of an IGC file (FAI IGC technical specification, A4.1): a fix's UTC
/// time of day, its position, its validity and its two altitudes, as the flight
/// recorder wrote them.
///
///     B HHMMSS DDMMmmmN DDDMMmmmE V PPPPP GGGGG [extensions, as the I record says]
///     1 2      8        16        25 26   31
struct IGCFix: Equatable {
    /// Seconds after midnight UTC, 0..<86400; the date is the file's, and a time below
    /// the one before is the next day (`IGCDates`).
    var secondOfDay: Int
    var coordinate: Coordinate
    /// `A`: a 3D fix; `V`: a 2D fix or none (the position may be the last one known).
    var isThreeDimensional: Bool
    /// Metres, ISA standard-atmosphere altitude from the barometer (1013.25 hPa); may be
    /// negative; `00000` in every fix of a file means the recorder has no barometer.
    var pressureAltitude: Int
    /// Metres above the ellipsoid or the geoid, as the file's `HFALG` says; 0 when the
    /// receiver gave none.
    var gnssAltitude: Int

    /// What is wrong with a B record: where (1-based byte column) and why.
    struct Fault: Error, Equatable {
        var column: Int
        var message: String
    }

    /// The shortest B record: up to and including the GNSS altitude.
    static let minimumLength = 35

    /// Parses one B record's bytes (the line without its line break).
    static func parse(_ bytes: [UInt8]) -> Result<IGCFix, Fault> {
        guard bytes.count >= minimumLength else {
            return .failure(
                Fault(
                    column: bytes.count + 1,
                    message:
                        "the B record has \(bytes.count) characters; a fix needs at least \(minimumLength) (time, latitude, longitude, validity, two altitudes)"
                ))
        }
        guard let hour = digits(bytes, 1, 2), let minute = digits(bytes, 3, 2), let second = digits(bytes, 5, 2) else {
            return .failure(Fault(column: 2, message: "the fix's time '\(text(bytes, 1, 6))' is not HHMMSS"))
        }
        guard hour < 24, minute < 60, second < 60 else {
            return .failure(Fault(column: 2, message: "the fix's time '\(text(bytes, 1, 6))' is no time of day"))
        }
        let latitude: Double
        switch angle(bytes, at: 7, degreeDigits: 2, positive: 0x4E, negative: 0x53, limit: 90, label: "latitude") {
        case .success(let value): latitude = value
        case .failure(let fault): return .failure(fault)
        }
        let longitude: Double
        switch angle(bytes, at: 15, degreeDigits: 3, positive: 0x45, negative: 0x57, limit: 180, label: "longitude") {
        case .success(let value): longitude = value
        case .failure(let fault): return .failure(fault)
        }
        guard bytes[24] == 0x41 || bytes[24] == 0x56 else {
            return .failure(
                Fault(column: 25, message: "the fix validity '\(text(bytes, 24, 1))' is neither A (3D) nor V (2D or none)"))
        }
        guard let pressure = altitude(bytes, at: 25) else {
            return .failure(
                Fault(column: 26, message: "the pressure altitude '\(text(bytes, 25, 5))' is not five digits of metres"))
        }
        guard let gnss = altitude(bytes, at: 30) else {
            return .failure(Fault(column: 31, message: "the GNSS altitude '\(text(bytes, 30, 5))' is not five digits of metres"))
        }
        return .success(
            IGCFix(
                secondOfDay: hour * 3600 + minute * 60 + second,
                coordinate: Coordinate(latitude: latitude, longitude: longitude),
                isThreeDimensional: bytes[24] == 0x41, pressureAltitude: pressure, gnssAltitude: gnss))
    }

    /// `DDMMmmmN` or `DDDMMmmmE`: degrees, minutes and thousandths of a minute, then the
    /// hemisphere.
    private static func angle(
        _ bytes: [UInt8], at start: Int, degreeDigits: Int, positive: UInt8, negative: UInt8, limit: Int, label: String
    ) -> Result<Double, Fault> {
        let width = degreeDigits + 5
        let shown = text(bytes, start, width + 1)
        guard let degrees = digits(bytes, start, degreeDigits), let thousandths = digits(bytes, start + degreeDigits, 5)
        else {
            return .failure(
                Fault(
                    column: start + 1,
                    message:
                        "the \(label) '\(shown)' is not degrees and minutes (\(degreeDigits == 2 ? "DDMMmmmN" : "DDDMMmmmE"))"))
        }
        let hemisphere = bytes[start + width]
        guard hemisphere == positive || hemisphere == negative else {
            return .failure(
                Fault(
                    column: start + width + 1,
                    message:
                        "the \(label)'s hemisphere '\(text(bytes, start + width, 1))' is neither \(Character(UnicodeScalar(positive))) nor \(Character(UnicodeScalar(negative)))"
                ))
        }
        let minutes = Double(thousandths) / 1000
        guard minutes < 60 else {
            return .failure(
                Fault(
                    column: start + degreeDigits + 1, message: "the \(label) '\(shown)' has \(minutes) minutes; a degree has 60"))
        }
        let value = Double(degrees) + minutes / 60
        guard value <= Double(limit) else {
            return .failure(Fault(column: start + 1, message: "the \(label) '\(shown)' is beyond \(limit)°"))
        }
        return .success(hemisphere == negative ? -value : value)
    }

    /// Five characters of metres: digits, or `-` then four digits.
    private static func altitude(_ bytes: [UInt8], at start: Int) -> Int? {
        if bytes[start] == 0x2D {
            return digits(bytes, start + 1, 4).map { -$0 }
        }
        return digits(bytes, start, 5)
    }

    /// `count` ASCII digits from `start` (0-based) as a number; nil for more than 9 (no
    /// field of these formats has more, and more could overflow).
    static func digits(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
        guard start >= 0, count > 0, count <= 9, start + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// Bytes as text for a message, control characters left out.
    static func text(_ bytes: [UInt8], _ start: Int, _ count: Int) -> String {
        let end = min(bytes.count, start + count)
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end].filter { $0 >= 0x20 && $0 != 0x7F }, as: UTF8.self)
    }
}
