/// One entry of a zip archive's central directory, with the ZIP64 sizes and offset
/// already substituted where the archive uses them.
struct ZipEntry: Sendable, Hashable {
    /// The name decoded as UTF-8 when flagged so (or when it is valid UTF-8), else CP437.
    var name: String
    /// The name's bytes as stored, compared with the local header's copy.
    var rawName: [UInt8]
    var flags: UInt16
    /// 0 stored, 8 deflated; anything else is not read.
    var method: UInt16
    var crc32: UInt32
    var compressedSize: UInt64
    var uncompressedSize: UInt64
    var localHeaderOffset: UInt64

    static let stored: UInt16 = 0
    static let deflated: UInt16 = 8
    /// WinZip AES: the real method sits in an extra field.
    static let aesEncrypted: UInt16 = 99

    /// Traditional PKWARE encryption (bit 0), strong encryption (bit 6) or WinZip AES.
    var isEncrypted: Bool {
        flags & 0x0001 != 0 || flags & 0x0040 != 0 || method == Self.aesEncrypted
    }

    /// Bit 3: CRC and sizes follow the data in a data descriptor (the local header holds
    /// zeros); the central directory has the real values.
    var hasDataDescriptor: Bool { flags & 0x0008 != 0 }

    /// Bit 11: the name is UTF-8.
    static let utf8Flag: UInt16 = 0x0800

    /// The name as text. Zip names are CP437 unless bit 11 says UTF-8; names that are
    /// valid UTF-8 without the flag (macOS, 7-Zip and Python write those) are read as
    /// UTF-8 too, as other zip readers guess.
    static func decodeName(_ raw: [UInt8], flags: UInt16) -> String {
        if flags & utf8Flag != 0 || raw.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: raw, as: UTF8.self)
        }
        if let text = String(validating: raw, as: UTF8.self) { return text }
        var text = ""
        text.unicodeScalars.reserveCapacity(raw.count)
        for byte in raw {
            text.unicodeScalars.append(byte < 0x80 ? Unicode.Scalar(byte) : cp437High[Int(byte - 0x80)])
        }
        return text
    }

    /// CP437 bytes 0x80...0xFF.
    private static let cp437High: [Unicode.Scalar] = Array(
        ("ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐"
            + "└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u{A0}").unicodeScalars)
}
