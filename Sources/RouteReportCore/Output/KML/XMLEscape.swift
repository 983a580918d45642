/// How text and attribute values are made XML for the KML and SVG writers: the
/// characters XML 1.0 cannot hold replaced, then the escapes libxml2's serializer uses
/// (text: `&`, `<`, `>`, `"` and carriage return; attribute values: those, tab and
/// newline as well), so files read back by any XML parser hold the text as it was.
enum XMLEscape {
    /// XML 1.0 cannot hold C0 controls other than tab, newline and return, nor U+FFFE and
    /// U+FFFF, even escaped. A name can hold them (a file name, an id), so they become
    /// U+FFFD.
    static func safe(_ text: String) -> String {
        // Most text has no byte under 0x20 but tab, newline and return, nor 0xEF, the
        // lead byte of U+FFFE and U+FFFF: a check of its UTF-8 settles it.
        if text.utf8.withContiguousStorageIfAvailable({ !$0.contains(where: mayBeUnsafe) }) == true { return text }
        guard !text.unicodeScalars.allSatisfy(allowed) else { return text }
        var safe = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            safe.append(allowed(scalar) ? scalar : "\u{FFFD}")
        }
        return String(safe)
    }

    /// Whether UTF-8 text is surely safe as it is, which `safe` would leave alone (false
    /// for some safe text too: a lead byte 0xEF is not looked at closer).
    static func isSafe(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        !utf8.contains(where: mayBeUnsafe)
    }

    /// Whether `byte` may be escaped or made safe in element content: every control
    /// character, `&`, `<`, `>`, `"` and 0xEF (`safe`'s lead byte); text without one is
    /// written as it is.
    @inline(__always)
    static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0xEF
    }

    /// The reference element content writes for `byte`, nil for the byte itself.
    static func textReference(_ byte: UInt8) -> StaticString? {
        textEscape(byte)
    }

    /// Appends `text` made safe and escaped as element content.
    static func appendText(_ text: String, to bytes: inout [UInt8]) {
        append(text, escape: textEscape, referencingNonASCII: false, to: &bytes)
    }

    /// Appends `value` made safe and escaped as an attribute value between double quotes.
    /// With `referencingNonASCII`, every character outside ASCII is written as a
    /// character reference (`&#xE9;`): what a piece of a document without an encoding
    /// declaration of its own must do to read the same in any encoding.
    static func appendAttribute(_ value: String, referencingNonASCII: Bool, to bytes: inout [UInt8]) {
        append(value, escape: attributeEscape, referencingNonASCII: referencingNonASCII, to: &bytes)
    }

    /// `text` made safe, each byte `escape` has a reference for written as it, the runs
    /// between them whole; with `referencingNonASCII` each character outside ASCII as a
    /// character reference.
    private static func append(
        _ text: String, escape: (UInt8) -> StaticString?, referencingNonASCII: Bool, to bytes: inout [UInt8]
    ) {
        // Most text is safe as it is (and ASCII where that matters): escaped in runs.
        let done = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard !utf8.contains(where: { mayBeUnsafe($0) || (referencingNonASCII && $0 >= 0x80) }) else { return false }
            appendEscaped(utf8, escape: escape, to: &bytes)
            return true
        }
        guard done != true else { return }
        var cleaned = safe(text)
        guard referencingNonASCII else { return cleaned.withUTF8 { appendEscaped($0, escape: escape, to: &bytes) } }
        for scalar in cleaned.unicodeScalars {
            if !scalar.isASCII {
                bytes.append(contentsOf: "&#x\(String(scalar.value, radix: 16, uppercase: true));".utf8)
            } else if let reference = escape(UInt8(scalar.value)) {
                appendMarkup(reference, to: &bytes)
            } else {
                bytes.append(UInt8(scalar.value))
            }
        }
    }

    /// Appends `utf8`, each byte `escape` has a reference for written as it, the runs
    /// between them whole.
    private static func appendEscaped(
        _ utf8: UnsafeBufferPointer<UInt8>, escape: (UInt8) -> StaticString?, to bytes: inout [UInt8]
    ) {
        var run = 0
        for index in utf8.indices {
            guard let reference = escape(utf8[index]) else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
            appendMarkup(reference, to: &bytes)
            run = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
    }

    /// Appends markup that needs no escaping.
    static func appendMarkup(_ markup: StaticString, to bytes: inout [UInt8]) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends the UTF-8 of `text`, at once where it is contiguous.
    static func appendUTF8(_ text: String, to bytes: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0..<0x20, 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    private static func mayBeUnsafe(_ byte: UInt8) -> Bool {
        byte < 0x20 ? (byte != 0x9 && byte != 0xA && byte != 0xD) : byte == 0xEF
    }

    private static func textEscape(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case 0x0D: "&#13;"
        default: nil
        }
    }

    private static func attributeEscape(_ byte: UInt8) -> StaticString? {
        switch byte {
        case 0x09: "&#9;"
        case 0x0A: "&#10;"
        default: textEscape(byte)
        }
    }
}
