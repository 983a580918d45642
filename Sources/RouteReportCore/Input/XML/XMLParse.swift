/// The parse of one document: its bytes pushed to libxml2 (`XMLPushParser`) in 512-byte
/// chunks, and what each refill's pushes produced handed out as an `XMLParsedRun`
/// (pushes go on until a start tag, as xmlTextReader's did). Over a stream it reads the
/// pieces into the window first, each scanned for crowded start tags before libxml2
/// sees it (a tag is parsed once its `>` has been pushed, and the scan looks at a tag
/// cut by a piece's end again whole).
///
/// `XMLReader` calls it on its own thread, or runs it ahead on a thread of its own
/// (`RunAhead`). `@unchecked Sendable`: one thread at a time uses it; what it shares
/// with the reader, the window, has a lock of its own.
final class XMLParse: @unchecked Sendable {
    let parser: XMLPushParser
    let window: XMLSourceWindow
    private let text: XMLSourceText
    private let maxAttributes: Int
    /// Over a stream: where the scan for crowded start tags goes on.
    private var tagScan = XMLStartTagScan.Resume()
    private var pushed = 0
    private var parseEnded = false
    /// Whether a push has delivered a start tag (the root element) yet.
    private var sawStartTag = false

    static let chunkSize = 512
    /// The most text a run gathers before it is handed out.
    private static let textRunBytes = 1 << 20

    init(window: XMLSourceWindow, file: String, limits: XMLLimits) {
        self.window = window
        text = window.text
        maxAttributes = limits.maxAttributes
        parser = XMLPushParser(file: file, maxTextBytes: limits.maxTextBytes)
    }

    /// Makes libxml2's parser over the bytes held (`XMLPushParser.start`); false when
    /// libxml2 cannot.
    func start(schema: XMLSchema?, usesSchemaShortcuts: Bool) -> Bool {
        guard let base = text.pointer(at: 0),
            parser.start(base, count: text.end, schema: schema, usesSchemaShortcuts: usesSchemaShortcuts)
        else {
            return false
        }
        pushed = XMLPushParser.bytesAtStart(count: text.end)
        return true
    }

    /// Over a stream: reads pieces until `wanting` bytes past `pushedUpTo` are held or
    /// the stream ends; nil when they are, else why the parse cannot go on.
    func fillWindow(pushedUpTo: Int, wanting: Int = chunkSize) -> XMLParsedRun.End? {
        while text.end - pushedUpTo < wanting {
            // A long tag being scanned is held from its `<`, where a crowded one is reported.
            guard window.readPiece(keepFrom: min(pushedUpTo, tagScan.openTag?.start ?? tagScan.index)) else { break }
            guard let base = text.pointer(at: text.start) else { break }
            let held = UnsafeBufferPointer(start: base, count: text.end - text.start)
            var relative = tagScan
            relative.index -= text.start
            relative.openTag?.start -= text.start
            switch XMLStartTagScan.scanPiece(held, from: relative, maximumAttributes: maxAttributes) {
            case .crowded(let offset):
                let (line, column) = window.lineAndColumn(of: text.start + offset)
                return .refused(XMLStartTagScan.CrowdedTag(line: line, column: column))
            case .clean(var resume):
                resume.index += text.start
                resume.openTag?.start += text.start
                tagScan = resume
            }
        }
        if text.outOfMemory { return .outOfMemory }
        return text.failed ? .streamFailed : nil
    }

    /// Runs the parse to its end (or until the reader stops taking), handing each run to
    /// `ahead`: on a thread of its own.
    func runAhead(_ ahead: RunAhead<XMLParsedRun>) {
        CNumericLocale.run {
            while true {
                var run = ahead.spare() ?? XMLParsedRun()
                let before = pushed
                refill(&run)
                let last = run.end != nil
                guard ahead.put(run, weight: pushed - before), !last else { return }
            }
        }
    }

    /// Fills `run` with the next pushes: until they deliver a start tag, the input ends
    /// or the parse fails; `run.end` says when nothing more comes.
    func refill(_ run: inout XMLParsedRun) {
        run.clear()
        run.end = parseEnded ? .parsed : pushUntilStartTag(into: &run)
        if run.end != nil { parseEnded = true }
        parser.handOff(to: &run)
        run.inputEnd = pushed
    }

    /// Pushes chunks until one delivers a start tag (until the root element starts,
    /// xmlTextReader pushed on to the end); why nothing comes after them, or nil.
    private func pushUntilStartTag(into run: inout XMLParsedRun) -> XMLParsedRun.End? {
        parser.beginPush()
        while true {
            // A crowded tag, a failed stream or no memory: the parse stops here.
            if text.isStream, let stop = fillWindow(pushedUpTo: pushed) { return droppingPushes(stop) }
            let remaining = text.end - pushed
            let count = min(Self.chunkSize, remaining)
            let broken = push(count: count, terminate: remaining == 0, into: &run)
            let delivered = parser.batch.startCount > 0
            if delivered { sawStartTag = true }
            if broken { return droppingPushes(.broken(line: parser.line)) }
            if remaining == 0 { return .parsed }
            if delivered || (count < Self.chunkSize && sawStartTag) { return nil }
            // A long text run is handed out in pieces, so the batch does not grow with it.
            // Nothing but that text is handed out early: were a later push to fail, the
            // node it belongs to never ends, as when the whole batch is dropped.
            if parser.batch.loneTextBytes >= Self.textRunBytes { return nil }
        }
    }

    /// Like xmlTextReader, nothing of pushes that failed or were stopped is handed out
    /// but their errors.
    private func droppingPushes(_ end: XMLParsedRun.End) -> XMLParsedRun.End {
        parser.removeAll()
        parser.removeSchemaFindings()
        return end
    }

    /// Pushes the next `count` bytes and keeps the errors they brought; true when the
    /// parser failed.
    private func push(count: Int, terminate: Bool, into run: inout XMLParsedRun) -> Bool {
        let (broken, errors) = parser.push(text.pointer(at: pushed), count: count, terminate: terminate)
        pushed += count
        run.errors += errors
        return broken
    }
}
