import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The ingest stage: one file's bytes in, an `InputDocument` out. Never throws, never
/// crashes on bad input, never builds a DOM; a broken file is a document with
/// diagnostics (and the features read before the break).
public enum InputReader {
    /// Sets up libxml2 once. Call before starting parallel workers (reading does it too).
    public static func prepare() {
        XMLLibrary.ensureInitialised()
    }

    /// Reads one file's content. `file` is the name as the user gave it (`-` for stdin).
    public static func read(_ bytes: [UInt8], file: String) -> InputDocument {
        read(bytes, file: file, limits: .standard)
    }

    /// Reads the file at `path` (`-` is stdin); an unreadable file is a document with an
    /// `unreadable-file` error.
    public static func read(path: String) -> InputDocument {
        let loaded = path == "-"
            ? InputDiscovery.readBytes(path: path).map { InputBytes(copying: $0) }
            : InputBytes.load(path: path)
        switch loaded {
        case .success(let bytes):
            return read(bytes, file: path, limits: .standard)
        case .failure(let failure):
            return InputDocument(file: path, format: nil, diagnostics: [failure.diagnostic])
        }
    }

    static func read(_ bytes: [UInt8], file: String, limits: XMLReader.Limits) -> InputDocument {
        read(InputBytes(copying: bytes), file: file, limits: limits)
    }

    static func read(_ bytes: InputBytes, file: String, limits: XMLReader.Limits) -> InputDocument {
        XMLLibrary.ensureInitialised()
        let wholeFile = SourceLocation(file: file)
        switch InputSniffer.guess(UnsafeBufferPointer(bytes.buffer)) {
        case .empty:
            return InputDocument(file: file, format: nil, diagnostics: [
                Diagnostic(.unknownFormat, "the file is empty", at: wholeFile, severity: .warning),
            ])
        case .zip:
            return InputDocument(file: file, format: .kmz, diagnostics: [
                Diagnostic(.unreadableFile, "KMZ archives are not supported yet; unzip it and pass its doc.kml", at: wholeFile),
            ])
        case .unknown:
            return InputDocument(file: file, format: nil, diagnostics: [
                Diagnostic(.unknownFormat, "the file is neither KML, KMZ nor GPX (it does not start with XML)",
                           at: SourceLocation(file: file, line: 1, column: 1)),
            ])
        case .xml(let asciiCompatible):
            return CNumericLocale.run {
                readXML(bytes, file: file, limits: limits, asciiCompatible: asciiCompatible)
            }
        }
    }

    private static func readXML(_ bytes: InputBytes, file: String, limits: XMLReader.Limits, asciiCompatible: Bool) -> InputDocument {
        let xml = XMLReader(bytes: bytes, file: file, limits: limits, columnsFromSource: asciiCompatible)
        var format: InputFormat?
        var features: [Feature] = []
        while xml.next() {
            guard xml.kind == .element else { continue }
            format = InputSniffer.format(rootElement: xml.name)
            switch format {
            case .kml:
                features = KMLReader.read(xml)
            case .gpx:
                features = GPXReader.read(xml)
            default:
                xml.add(Diagnostic(
                    .unknownFormat, "the root element <\(xml.qualifiedName)> is neither kml nor gpx", at: xml.location))
            }
            break
        }
        var diagnostics = xml.diagnostics
        if format != nil && features.isEmpty && !xml.failed {
            diagnostics.append(Diagnostic(.noFeatures, "the file holds no flight and no landmark", at: SourceLocation(file: file)))
        }
        return InputDocument(file: file, format: format, features: features, diagnostics: sortedByPosition(diagnostics))
    }

    /// Diagnostics in file order; those about the whole file last. Stable.
    private static func sortedByPosition(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let la = a.element.location.line ?? Int.max, lb = b.element.location.line ?? Int.max
            if la != lb { return la < lb }
            let ca = a.element.location.column ?? 0, cb = b.element.location.column ?? 0
            if ca != cb { return ca < cb }
            return a.offset < b.offset
        }.map(\.element)
    }
}
