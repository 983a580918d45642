import Foundation

/// File names are bytes on Linux, not always UTF-8. Inside routereport a name is text:
/// its UTF-8 as it is, and each byte that is not part of valid UTF-8 written `\xHH`
/// (`a\xff\xfe.gpx`), the form bash's `$'…'` reads back; so the name shows that way in
/// every diagnostic and report, and is opened by its bytes.
///
/// The escape is not unique for a name that itself holds the four characters `\xHH`
/// (HH from 80 to FF) where a byte of that value is also a name: the byte wins
/// (`systemPath`).
public enum FileName {
    /// The text for a name's bytes.
    public static func text(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var text = ""
        var index = 0
        while index < bytes.count {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes[index...].makeIterator()
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                index += encoded.count
            case .error(let length):
                for byte in bytes[index..<index + length] { text += "\\x" + hex(byte) }
                index += length
            case .emptyInput:
                return text
            }
        }
        return text
    }

    /// The bytes `text` stands for: `\xHH` (HH from 80 to FF) as that byte, the rest as
    /// its UTF-8.
    static func bytes(_ text: String) -> [UInt8] {
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "\\"), index + 3 < utf8.count, utf8[index + 1] == UInt8(ascii: "x"),
                let high = hexValue(utf8[index + 2]), let low = hexValue(utf8[index + 3]), high >= 8
            {
                bytes.append(high << 4 | low)
                index += 4
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return bytes
    }

    /// The path to hand the system for `text`, NUL-terminated: its bytes when it holds
    /// an escape and those name something, else its UTF-8 as written.
    static func systemPath(_ text: String) -> [CChar] {
        let literal = Array(text.utf8CString)
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return literal }
        let decoded = bytes(text).map { CChar(bitPattern: $0) } + [0]
        guard decoded != literal else { return literal }
        var status = stat()
        return lstat(decoded, &status) == 0 ? decoded : literal
    }

    /// `text` made safe for a line of text output: each control character (C0, DEL,
    /// C1), line or paragraph separator and invisible format character (`isHiddenFormat`)
    /// written `\xHH` or `\u{…}`, so that no name can end a diagnostic line and forge the
    /// next one, or turn the rest of the line around. A backslash stays as it is.
    /// `keeping`: control characters left as they are (a message's tab, or the line
    /// breaks a format encodes itself).
    public static func oneLine(_ text: String, keeping: Set<Unicode.Scalar> = []) -> String {
        // Printable ASCII, what names and ids almost always are, needs no escape. Read in
        // place where the text is contiguous: the view's iterator costs tens of
        // instructions a byte, and every feature's id comes here.
        let printable = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
        if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(printable) }) ?? text.utf8.allSatisfy(printable) {
            return text
        }
        let escaped = { (scalar: Unicode.Scalar) in needsEscape(scalar) && !keeping.contains(scalar) }
        guard text.unicodeScalars.contains(where: escaped) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if !escaped(scalar) {
                result.unicodeScalars.append(scalar)
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\x" + hex(UInt8(scalar.value))
            } else {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            || isHiddenFormat(scalar)
    }

    /// A character that changes how the text around it shows without showing itself: a
    /// bidirectional control (U+202E shows what follows right to left, so `evil.kml`
    /// can read as `lmk.live`) or another format character (Unicode category Cf: zero
    /// width spaces, U+FEFF, invisible operators), and the noncharacters U+FFFE and
    /// U+FFFF, which XML cannot hold. The zero-width joiner and non-joiner (Persian words,
    /// emoji sequences) and the emoji tag characters stay: they join, never reorder.
    static func isHiddenFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0xE0020...0xE007F: return false
        case 0xFFFE, 0xFFFF: return true
        default: return scalar.properties.generalCategory == .format
        }
    }

    /// `text` with each hidden format character (`isHiddenFormat`) written `\u{…}`, the
    /// rest as it is: names in report.md and the maps, where a renderer would obey them.
    static func showingFormat(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHiddenFormat) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isHiddenFormat(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 15)]], as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
