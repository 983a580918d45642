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
        read(path: path, sink: nil)
    }

    /// The same, handing finished flights and long tracks' vertices to `sink` as they
    /// are read.
    static func read(path: String, sink: ReadSink?) -> InputDocument {
        if let route = RouteInput(inputName: path) { return RouteReader.document(for: route) }
        let loaded = path == "-" ? InputBytes.load(descriptor: STDIN_FILENO, name: path) : InputBytes.load(path: path)
        switch loaded {
        case .success(let bytes):
            return read(bytes, file: path, limits: .standard, sink: sink)
        case .failure(let failure):
            return InputDocument(file: path, format: nil, diagnostics: [failure.diagnostic])
        }
    }

    static func read(_ bytes: [UInt8], file: String, limits: XMLReader.Limits) -> InputDocument {
        guard let owned = InputBytes(copying: bytes) else {
            return InputDocument(file: file, format: nil, diagnostics: [InputBytes.outOfMemory(bytes.count, path: file).diagnostic])
        }
        return read(owned, file: file, limits: limits)
    }

    static func read(_ bytes: InputBytes, file: String, limits: XMLReader.Limits, sink: ReadSink? = nil) -> InputDocument {
        XMLLibrary.ensureInitialised()
        let wholeFile = SourceLocation(file: file)
        switch InputSniffer.guess(UnsafeBufferPointer(bytes.buffer)) {
        case .empty:
            return InputDocument(file: file, format: nil, diagnostics: [
                Diagnostic(.unknownFormat, "the file is empty", at: wholeFile, severity: .warning),
            ])
        case .zip:
            return readKMZ(bytes, file: file, limits: limits, sink: sink)
        case .csv:
            return CNumericLocale.run { CSVReader.read(UnsafeBufferPointer(bytes.buffer), file: file) }
        case .unknown where file.lowercased().hasSuffix(".csv"):
            // A spreadsheet of something else beside the flight lists: not an input error.
            return InputDocument(file: file, format: nil, diagnostics: [
                Diagnostic(.unknownFormat, "the CSV file is not a flight list (its header names no 'from' column); skipped",
                           at: SourceLocation(file: file, line: 1, column: 1), severity: .warning),
            ])
        case .unknown:
            return InputDocument(file: file, format: nil, diagnostics: [
                Diagnostic(.unknownFormat, "the file is neither KML, KMZ, GPX nor a CSV flight list (it does not start with XML or a CSV header naming a 'from' column)",
                           at: SourceLocation(file: file, line: 1, column: 1)),
            ])
        case .xml(let asciiCompatible):
            return CNumericLocale.run {
                readXML(bytes, file: file, limits: limits, asciiCompatible: asciiCompatible, sink: sink)
            }
        }
    }

    /// A KMZ reads as the KML document inside it. What is found inside that document
    /// (diagnostics, feature sources) is located at `ARCHIVE/ENTRY` with the entry's lines,
    /// e.g. `small_world.kmz/doc.kml:12:3` (GDAL's `/vsizip/` spelling); findings about
    /// the archive itself name the archive.
    private static func readKMZ(_ bytes: InputBytes, file: String, limits: XMLReader.Limits, sink: ReadSink?) -> InputDocument {
        var archiveDiagnostics: [Diagnostic] = []
        guard let extracted = KMZArchive.document(
            in: UnsafeRawBufferPointer(bytes.buffer), file: file, diagnostics: &archiveDiagnostics)
        else {
            return InputDocument(file: file, format: .kmz, diagnostics: archiveDiagnostics)
        }
        guard let inner = InputBytes(copying: extracted.bytes) else {
            return InputDocument(file: file, format: .kmz, diagnostics: archiveDiagnostics
                + [InputBytes.outOfMemory(extracted.bytes.count, path: file).diagnostic])
        }
        var document: InputDocument
        if case .xml(let asciiCompatible) = InputSniffer.guess(UnsafeBufferPointer(inner.buffer)) {
            document = CNumericLocale.run {
                readXML(inner, file: file + "/" + extracted.entryName, limits: limits, asciiCompatible: asciiCompatible, sink: sink)
            }
            document.file = file
        } else {
            document = InputDocument(file: file, format: nil, diagnostics: [Diagnostic(
                .unknownFormat, "the KMZ entry '\(extracted.entryName)' is not KML", at: SourceLocation(file: file))])
        }
        if document.format == .kml || document.format == nil { document.format = .kmz }
        document.diagnostics = DiagnosticOrder.sorted(archiveDiagnostics + document.diagnostics)
        return document
    }

    private static func readXML(
        _ bytes: InputBytes, file: String, limits: XMLReader.Limits, asciiCompatible: Bool, sink: ReadSink?
    ) -> InputDocument {
        let xml = XMLReader(bytes: bytes, file: file, limits: limits, columnsFromSource: asciiCompatible)
        var format: InputFormat?
        var features: [Feature] = []
        while xml.next() {
            guard xml.kind == .element else { continue }
            format = InputSniffer.format(rootElement: xml.name)
            switch format {
            case .kml:
                features = KMLReader.read(xml, sink: sink)
            case .gpx:
                features = GPXReader.read(xml, sink: sink)
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
        return InputDocument(file: file, format: format, features: features, diagnostics: DiagnosticOrder.sorted(diagnostics))
    }
}
