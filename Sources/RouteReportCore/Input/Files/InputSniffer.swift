/// Recognises a file's format from its first bytes, never from its name.
///
/// A zip archive is KMZ. Text whose first record is a CSV header naming an airport
/// column, or a latitude and a longitude column (`CSVHeader`), is a CSV flight list or
/// point list. Otherwise the file must look like XML (after a UTF-8 BOM, or
/// in UTF-16 with or without BOM, whitespace then `<`); its root element then decides:
/// `kml` or `gpx` (`InputReader` reads that element with the same parser pass). A JSON
/// object (`{` after white space and an optional UTF-8 BOM) is a GeoJSON candidate.
enum InputSniffer {
    /// What the first bytes say.
    enum Guess: Equatable {
        /// No bytes, or only whitespace.
        case empty
        /// `PK\3\4` (or the empty-archive `PK\5\6`): KMZ.
        case zip
        /// Starts like an XML document. Columns can be counted in the source bytes
        /// unless it is UTF-16.
        case xml(asciiCompatible: Bool)
        /// A JSON object (`{` first): GeoJSON, when `GeoJSONRecognition` agrees or the
        /// name says so.
        case json
        /// Not XML, and the first record is a CSV header of a flight list or a point list.
        case csv
        /// An IGC flight recorder file: an A record, then H records (`IGCRecognition`).
        case igc
        /// An NMEA 0183 log: an RMC or GGA sentence among its first lines (`NMEARecognition`).
        case nmea
        /// Text in an encoding no reader takes, named: UTF-32 or EBCDIC (XML in them
        /// starts with `<` in four bytes), or UTF-16 with a BOM that is not XML (a
        /// spreadsheet's "Unicode text", whose CSV header cannot be read as UTF-8).
        case unreadableEncoding(String)
        case unknown
    }

    static func guess(_ bytes: UnsafeBufferPointer<UInt8>) -> Guess {
        if bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4B
            && ((bytes[2] == 3 && bytes[3] == 4) || (bytes[2] == 5 && bytes[3] == 6))
        {
            return .zip
        }
        if let encoding = fourByteEncoding(bytes) { return .unreadableEncoding(encoding) }
        if bytes.count >= 2 && ((bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)) {
            let guess = utf16(bytes, from: 2, bigEndian: bytes[0] == 0xFE)
            return guess == .unknown ? .unreadableEncoding("UTF-16") : guess
        }
        if bytes.count >= 2 && bytes[0] == 0x00 && bytes[1] != 0x00 { return utf16(bytes, from: 0, bigEndian: true) }
        if bytes.count >= 2 && bytes[0] != 0x00 && bytes[1] == 0x00 { return utf16(bytes, from: 0, bigEndian: false) }
        var i = 0
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
        while i < bytes.count && XMLWhitespace.contains(UInt16(bytes[i])) { i += 1 }
        if i == bytes.count { return .empty }
        if bytes[i] == 0x3C { return .xml(asciiCompatible: true) }
        if bytes[i] == 0x7B { return .json }
        if IGCRecognition.looksLikeIGC(bytes) { return .igc }
        if NMEARecognition.looksLikeNMEA(bytes) { return .nmea }
        return CSVHeader.sniff(bytes) != nil ? .csv : .unknown
    }

    /// The format of a file's bytes, or nil when it is none of ours. Reads at most up to
    /// the root element.
    static func format(of bytes: [UInt8]) -> InputFormat? {
        guard let owned = InputBytes(copying: bytes) else { return nil }
        switch guess(UnsafeBufferPointer(owned.buffer)) {
        case .zip:
            return .kmz
        case .csv:
            return .csv
        case .igc:
            return .igc
        case .nmea:
            return .nmea
        case .json:
            return .geojson
        case .empty, .unreadableEncoding, .unknown:
            return nil
        case .xml(let asciiCompatible):
            let xml = XMLReader(bytes: owned, file: "", columnsFromSource: asciiCompatible)
            while xml.next() {
                if xml.kind == .element { return format(rootElement: xml.name) }
            }
            return nil
        }
    }

    static func format(rootElement: XMLName) -> InputFormat? {
        switch rootElement {
        case .kml: return .kml
        case .gpx: return .gpx
        case .trainingCenterDatabase: return .tcx
        default: return nil
        }
    }

    /// UTF-32 by its BOM or by `<` in four bytes, or EBCDIC by `<?xm` in it.
    private static func fourByteEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= 4 else { return nil }
        switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
        case (0x00, 0x00, 0xFE, 0xFF), (0xFF, 0xFE, 0x00, 0x00), (0x00, 0x00, 0x00, 0x3C), (0x3C, 0x00, 0x00, 0x00):
            return "UTF-32"
        case (0x4C, 0x6F, 0xA7, 0x94):
            return "EBCDIC"
        default:
            return nil
        }
    }

    private static func utf16(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool) -> Guess {
        var i = start
        while i + 1 < bytes.count {
            let unit = bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i])
            if unit == 0x3C { return .xml(asciiCompatible: false) }
            if !XMLWhitespace.contains(unit) { return .unknown }
            i += 2
        }
        return .empty
    }
}
