/// One ASCII hex digit, as JSON's `\uXXXX` escapes and NMEA's checksums write it.
enum HexDigit {
    /// The digit's value, 0...15, for `0-9`, `A-F` and `a-f`; nil for any other byte.
    static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
