import Foundation

/// What an IGC file's H records say about the flight (FAI IGC technical specification,
/// A3.3): `H`, the source (`F` the recorder, `O` an observer, `P` the pilot), a three-letter
/// code, an optional long name up to `:`, then the value.
///
///     HFDTE160701                      the date, older files
///     HFDTEDATE:160701,01              the date and the flight of the day (since 2016)
///     HFPLTPILOTINCHARGE:Bill Bloggs
///     HFGTYGLIDERTYPE:LS 4
///     HFGIDGLIDERID:D-1234
struct IGCHeader {
    /// The UTC date of the first fix: days since 1970-01-01.
    var firstFixDay: Int?
    var pilot: String?
    var gliderType: String?
    var registration: String?
    var competitionID: String?
    /// `HFALG`: `ELL` (WGS84 ellipsoid) or `GEO` (the geoid, about sea level) for the
    /// GNSS altitudes; nil when the file does not say (older files: the ellipsoid).
    var gnssAltitudeDatum: String?

    /// Takes one H record; a fault is the date's, the only value the reader needs.
    mutating func take(_ bytes: [UInt8]) -> IGCFix.Fault? {
        guard bytes.count >= 5 else { return nil }
        let code = String(decoding: bytes[2..<5], as: UTF8.self).uppercased()
        switch code {
        case "DTE": return takeDate(bytes)
        case "PLT": pilot = Self.value(bytes)
        case "GTY": gliderType = Self.value(bytes)
        case "GID": registration = Self.value(bytes)
        case "CID": competitionID = Self.value(bytes)
        case "ALG": gnssAltitudeDatum = Self.value(bytes)?.uppercased()
        default: break
        }
        return nil
    }

    /// `HFDTEddmmyy`, `HFDTEDATE:ddmmyy,nn` or `HFDTEDATE: ddmmyy`.
    private mutating func takeDate(_ bytes: [UInt8]) -> IGCFix.Fault? {
        var start = 5
        if start < bytes.count, !(bytes[start] >= 0x30 && bytes[start] <= 0x39) {
            guard let colon = bytes.firstIndex(of: 0x3A) else {
                return IGCFix.Fault(column: 6, message: "the date record '\(IGCFix.text(bytes, 0, 40))' gives no ddmmyy date")
            }
            start = colon + 1
            while start < bytes.count && bytes[start] == 0x20 { start += 1 }
        }
        guard let day = IGCFix.digits(bytes, start, 2), let month = IGCFix.digits(bytes, start + 2, 2),
            let twoDigitYear = IGCFix.digits(bytes, start + 4, 2)
        else {
            return IGCFix.Fault(
                column: start + 1, message: "the date '\(IGCFix.text(bytes, start, 8))' is not ddmmyy")
        }
        // IGC files exist from the 1990s on: two-digit years below 80 are this century.
        let year = twoDigitYear < 80 ? 2000 + twoDigitYear : 1900 + twoDigitYear
        guard (1...12).contains(month), day >= 1, day <= ISO8601Time.daysIn(month, year) else {
            return IGCFix.Fault(column: start + 1, message: "the date '\(IGCFix.text(bytes, start, 6))' is no day (ddmmyy)")
        }
        firstFixDay = Int(ISO8601Time.epoch(year, month, day, 0)) / 86_400
        return nil
    }

    /// The text after the long name's `:` (or after the code when there is none),
    /// trimmed; nil when empty.
    static func value(_ bytes: [UInt8]) -> String? {
        let start = bytes.firstIndex(of: 0x3A).map { $0 + 1 } ?? 5
        guard start < bytes.count else { return nil }
        let text = String(decoding: bytes[start...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }
}
