import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The ingest stage: one file's bytes in, an `InputDocument` out. Never throws, never
/// crashes on bad input, never builds a DOM; a broken file is a document with
/// diagnostics (and the features read before the break).
enum InputReader {
    /// Sets up libxml2 once. Call before starting parallel workers (reading does it too).
    static func prepare() {
        XMLLibrary.ensureInitialised()
    }

    /// Reads one file's features and the findings about them, without the schema check
    /// a run makes (`read(_:sink:…)`, `XMLLimits.checksSchemas`). `file` is the name as
    /// the user gave it (`-` for stdin).
    static func read(_ bytes: [UInt8], file: String) -> InputDocument {
        read(bytes, file: file, limits: .featuresOnly)
    }

    /// Reads one input: a file, stdin or a route; an unreadable file is a document with
    /// an `unreadable-file` error.
    static func read(_ source: InputSource) -> InputDocument {
        read(source, sink: nil)
    }

    /// The same, handing finished flights and long tracks' vertices to `sink` as they
    /// are read, and telling `counting` how many bytes of the file each read brought.
    /// A reader that can let its features go as it reads hands them all to `batches`
    /// (a CSV flight list's rows, a KML's or a GPX's features; `FeatureBatches`).
    static func read(
        _ source: InputSource, sink: ReadSink?, dateOrder: DateOrder? = nil, counting: ((Int) -> Void)? = nil,
        batches: FeatureBatches? = nil
    ) -> InputDocument {
        read(source, sink: sink, streamedAbove: streamedAbove, dateOrder: dateOrder, counting: counting, batches: batches)
    }

    /// Files up to this size are read whole: one read(2), and no more memory than the
    /// window of a stream.
    static let streamedAbove = 2 * XMLSourceText.keptBytes

    /// Reads a file bigger than `streamedAbove` bytes (or a pipe on stdin) as it arrives
    /// when it is ASCII-compatible XML (UTF-8 or a single-byte encoding), so memory does
    /// not follow the file's size: the XML reader keeps a window of its latest bytes
    /// (`XMLSourceText`) and gives the same document as over the whole file. The rest
    /// is loaded whole, as the readers need it: a zip's directory is at its end, the CSV
    /// reader takes all its records at once, and UTF-16 XML has no byte columns for the
    /// window to count (its start-tag scan reads the whole text).
    static func read(
        _ source: InputSource, sink: ReadSink?, streamedAbove: Int, dateOrder: DateOrder? = nil,
        counting: ((Int) -> Void)? = nil, batches: FeatureBatches? = nil
    ) -> InputDocument {
        let path = source.name
        let input: InputFileStream
        switch source {
        case .route(let route):
            return RouteReader.document(for: route)
        case .standardInput:
            input = InputFileStream.standardInput()
        case .file:
            switch InputFileStream.open(path: path) {
            case .success(let opened): input = opened
            case .failure(let failure): return InputDocument(file: path, format: nil, diagnostics: [failure.diagnostic])
            }
        }
        input.counting = counting
        let first = input.peek(XMLSourceText.pieceSize)
        let lineBased = [InputSniffer.Guess.igc, .nmea].contains(InputSniffer.guess(first))
        if input.size.map({ $0 > streamedAbove }) ?? true, input.failure == nil, lineBased {
            return readLines(input, first: first, path: path)
        }
        if input.size.map({ $0 > streamedAbove }) ?? true, input.failure == nil, InputSniffer.guess(first) == .json {
            return readGeoJSON(input, first: first, path: path, sink: sink)
        }
        guard input.size.map({ $0 > streamedAbove }) ?? true, input.failure == nil,
            InputSniffer.guess(first) == .xml(asciiCompatible: true)
        else {
            switch input.loadWhole() {
            case .success(let bytes):
                return read(bytes, file: path, limits: .standard, sink: sink, dateOrder: dateOrder, batches: batches)
            case .failure(let failure):
                return InputDocument(file: path, format: nil, diagnostics: [failure.diagnostic])
            }
        }
        let document = CNumericLocale.run {
            readXML(XMLReader(stream: input, file: path, limits: .standard), file: path, sink: sink, batches: batches)
        }
        // A read that failed part way: nothing read from the file is trusted, as when
        // it fails before the parse.
        if let failure = input.failure {
            batches?.dropAll()
            return InputDocument(file: path, format: nil, diagnostics: [failure.diagnostic])
        }
        return document
    }

    /// A big (or piped) JSON file read as it arrives, through a window of its latest
    /// bytes (`JSONByteWindow`): the same document as read whole.
    private static func readGeoJSON(
        _ input: InputFileStream, first: UnsafeBufferPointer<UInt8>, path: String, sink: ReadSink?
    ) -> InputDocument {
        guard path.lowercased().hasSuffix(".geojson") || GeoJSONRecognition.looksLikeGeoJSON(first) else {
            return unknownFormat(notGeoJSON, at: SourceLocation(file: path, line: 1, column: 1))
        }
        let window = JSONByteWindow { input.read(into: $0) }
        let document = CNumericLocale.run { GeoJSONReader.read(window, file: path, sink: sink) }
        // A read that failed part way: nothing read from the file is trusted.
        if let failure = input.failure { return InputDocument(file: path, format: nil, diagnostics: [failure.diagnostic]) }
        return document
    }

    /// A big (or piped) IGC file or NMEA log read a line at a time as it arrives
    /// (`StreamedLines`): the same document as read whole.
    private static func readLines(_ input: InputFileStream, first: UnsafeBufferPointer<UInt8>, path: String) -> InputDocument {
        let reader: any LineRecordReader.Type = InputSniffer.guess(first) == .igc ? IGCReadState.self : NMEAReadState.self
        let document = CNumericLocale.run { reader.read(streaming: { input.read(into: $0) }, file: path) }
        // A read that failed part way: nothing read from the file is trusted.
        if let failure = input.failure { return InputDocument(file: path, format: nil, diagnostics: [failure.diagnostic]) }
        return document
    }

    private static let notGeoJSON =
        "the file is JSON but not GeoJSON (its root object has no GeoJSON type, features, geometry or coordinates member)"

    static func read(_ bytes: [UInt8], file: String, limits: XMLLimits) -> InputDocument {
        guard let owned = InputBytes(copying: bytes) else {
            return InputDocument(
                file: file, format: nil, diagnostics: [InputBytes.outOfMemory(bytes.count, path: file).diagnostic])
        }
        return read(owned, file: file, limits: limits)
    }

    /// A file of no format routereport reads: its one `unknown-format` finding.
    private static func unknownFormat(
        _ message: String, at location: SourceLocation, severity: Severity = Rule.unknownFormat.defaultSeverity
    ) -> InputDocument {
        InputDocument(
            file: location.file, format: nil, diagnostics: [Diagnostic(.unknownFormat, message, at: location, severity: severity)]
        )
    }

    static func read(
        _ bytes: InputBytes, file: String, limits: XMLLimits, sink: ReadSink? = nil, dateOrder: DateOrder? = nil,
        batches: FeatureBatches? = nil
    ) -> InputDocument {
        XMLLibrary.ensureInitialised()
        let wholeFile = SourceLocation(file: file)
        switch InputSniffer.guess(UnsafeBufferPointer(bytes.buffer)) {
        case .empty:
            return unknownFormat("the file is empty", at: wholeFile, severity: .warning)
        case .zip:
            return readKMZ(bytes, file: file, limits: limits, batches: batches)
        case .csv:
            return CNumericLocale.run {
                CSVReader.read(
                    UnsafeBufferPointer(bytes.buffer), file: file, dateOrder: dateOrder, maxFeatures: limits.maxFeatures,
                    batches: batches)
            }
        case .igc:
            return IGCReadState.read(UnsafeBufferPointer(bytes.buffer), file: file)
        case .nmea:
            return CNumericLocale.run { NMEAReadState.read(UnsafeBufferPointer(bytes.buffer), file: file) }
        case .json:
            let buffer = UnsafeBufferPointer(bytes.buffer)
            guard file.lowercased().hasSuffix(".geojson") || GeoJSONRecognition.looksLikeGeoJSON(buffer) else {
                return unknownFormat(notGeoJSON, at: SourceLocation(file: file, line: 1, column: 1))
            }
            return CNumericLocale.run {
                GeoJSONReader.read(buffer, file: file, limits: JSONLimits(maxFeatures: limits.maxFeatures), sink: sink)
            }
        case .unreadableEncoding(let encoding):
            return unknownFormat(
                "the file is \(encoding) text, which routereport does not read: KML and GPX in UTF-8 or UTF-16, GeoJSON and a CSV flight list in UTF-8; save it as UTF-8",
                at: SourceLocation(file: file, line: 1, column: 1))
        case .unknown where [".csv", ".tsv"].contains(where: file.lowercased().hasSuffix):
            // Named, it was meant to be read: an error, whatever else the run reads. (A
            // folder's walk does not read such a table; it says so, InputDiscovery.)
            let why = CSVHeader.notAList(UnsafeBufferPointer(bytes.buffer)) ?? "its first line is no header"
            return unknownFormat(
                "the CSV file is neither a flight list nor a point list: \(why)",
                at: SourceLocation(file: file, line: 1, column: 1), severity: .error)
        case .unknown where file.lowercased().hasSuffix(".txt"):
            // A text file, a README beside the data: not even a warning.
            let why = CSVHeader.notAList(UnsafeBufferPointer(bytes.buffer)) ?? "its first line is no header"
            return unknownFormat(
                "the text file is neither a flight list nor a point list: \(why); skipped",
                at: SourceLocation(file: file, line: 1, column: 1), severity: .note)
        case .unknown:
            let why = CSVHeader.notAList(UnsafeBufferPointer(bytes.buffer)).map { "; as a table, " + $0 } ?? ""
            return unknownFormat(
                "the file is neither KML, KMZ, GPX, GeoJSON, IGC, NMEA, TCX nor a flight list or point list (it does not start with XML, a JSON object, an IGC A record, NMEA sentences or a header routereport knows\(why))",
                at: SourceLocation(file: file, line: 1, column: 1))
        case .xml(let asciiCompatible):
            return CNumericLocale.run {
                readXML(
                    bytes, file: file, limits: limits, asciiCompatible: asciiCompatible, sink: sink, batches: batches)
            }
        }
    }

    /// A KMZ reads as the KML document inside it. What is found inside that document
    /// (diagnostics, feature sources) is located at `ARCHIVE/ENTRY` with the entry's lines,
    /// e.g. `small_world.kmz/doc.kml:12:3` (GDAL's `/vsizip/` spelling); findings about
    /// the archive itself name the archive.
    ///
    /// The entry is parsed as it is inflated. Its CRC-32 is known only at its end, so
    /// what was read is kept only when the whole entry checks out: a corrupt entry is
    /// its `archive-invalid` error alone, as if it had been checked first. Nothing is
    /// handed to `sink` for the same reason (its flights are computed after the read);
    /// those handed to `batches` are dropped again when the entry turns out corrupt.
    /// A UTF-16 document (rare in a KMZ) is inflated whole first: the reader's window
    /// and tag scan work on ASCII-compatible bytes.
    private static func readKMZ(
        _ bytes: InputBytes, file: String, limits: XMLLimits, batches: FeatureBatches?
    ) -> InputDocument {
        var archiveDiagnostics: [Diagnostic] = []
        let archive = UnsafeRawBufferPointer(bytes.buffer)
        guard let reader = KMZArchive.openDocument(in: archive, file: file, diagnostics: &archiveDiagnostics) else {
            return InputDocument(file: file, format: .kmz, diagnostics: archiveDiagnostics)
        }
        let entry = KMZEntryStream(reader)
        let innerFile = file + "/" + entry.entryName
        var document: InputDocument
        switch InputSniffer.guess(entry.peek(XMLSourceText.pieceSize)) {
        case .xml(asciiCompatible: true):
            document = CNumericLocale.run {
                readXML(
                    XMLReader(stream: entry, file: innerFile, limits: limits), file: innerFile, sink: nil, batches: batches)
            }
        case .xml(asciiCompatible: false):
            document = readInflatedWhole(archive, file: file, innerFile: innerFile, limits: limits)
        default:
            document = InputDocument(
                file: file, format: nil,
                diagnostics: [
                    Diagnostic(
                        .unknownFormat, "the KMZ entry '\(entry.entryName)' is not KML", at: SourceLocation(file: file))
                ])
        }
        if let failure = entry.finish() {
            batches?.dropAll()
            let broken = Diagnostic(.archiveInvalid, failure.message, at: SourceLocation(file: file))
            return InputDocument(file: file, format: .kmz, diagnostics: DiagnosticOrder.sorted(archiveDiagnostics + [broken]))
        }
        document.file = file
        if document.format == .kml || document.format == nil { document.format = .kmz }
        document.diagnostics = DiagnosticOrder.sorted(archiveDiagnostics + document.diagnostics)
        return document
    }

    /// The KMZ's document inflated whole, then read (UTF-16); a failure of the entry is
    /// left to the caller, which inflated it too.
    private static func readInflatedWhole(
        _ archive: UnsafeRawBufferPointer, file: String, innerFile: String, limits: XMLLimits
    ) -> InputDocument {
        var diagnostics: [Diagnostic] = []
        guard let (_, inner) = KMZArchive.inflatedDocument(in: archive, file: file, diagnostics: &diagnostics) else {
            // The archive's warnings were said once already.
            return InputDocument(file: file, format: nil, diagnostics: diagnostics.filter { $0.severity == .error })
        }
        return CNumericLocale.run {
            readXML(
                XMLReader(bytes: inner, file: innerFile, limits: limits, columnsFromSource: false), file: innerFile, sink: nil)
        }
    }

    private static func readXML(
        _ bytes: InputBytes, file: String, limits: XMLLimits, asciiCompatible: Bool, sink: ReadSink?,
        batches: FeatureBatches?
    ) -> InputDocument {
        readXML(
            XMLReader(bytes: bytes, file: file, limits: limits, columnsFromSource: asciiCompatible), file: file, sink: sink,
            batches: batches)
    }

    /// `batches`: where a reader that lets its features go hands them (KML, GPX).
    private static func readXML(
        _ xml: XMLReader, file: String, sink: ReadSink?, batches: FeatureBatches? = nil
    ) -> InputDocument {
        var format: InputFormat?
        var features: [Feature] = []
        var featureCount = 0
        while xml.next() {
            guard xml.kind == .element else { continue }
            format = InputSniffer.format(rootElement: xml.name)
            switch format {
            case .kml:
                (features, featureCount) = KMLReader.read(xml, sink: sink, batches: batches)
            case .gpx:
                (features, featureCount) = GPXReader.read(xml, sink: sink, batches: batches)
            case .tcx:
                features = TCXReader.read(xml, sink: sink)
            default:
                xml.add(
                    Diagnostic(
                        .unknownFormat, "the root element <\(xml.qualifiedName)> is neither kml, gpx nor TrainingCenterDatabase",
                        at: xml.location))
            }
            break
        }
        // The parse may have run ahead of what was read: stopped before the stream is looked at.
        xml.endParse()
        if xml.refusedWhole {
            batches?.dropAll()
            return InputDocument(file: file, format: format, diagnostics: xml.diagnostics)
        }
        let suppressions = xml.takeSuppressionComments()
        var diagnostics = xml.diagnostics
        if format != nil && !xml.failed,
            let empty = InputDocument.noFeatures(
                file: file, featureCount: max(featureCount, features.count), diagnostics: diagnostics)
        {
            diagnostics.append(empty)
        }
        return InputDocument(
            file: file, format: format, features: features, diagnostics: DiagnosticOrder.sorted(diagnostics),
            suppressions: suppressions)
    }
}
