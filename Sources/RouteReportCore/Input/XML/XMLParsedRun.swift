/// What one refill of the parse produced, handed from `XMLParse` to `XMLReader`: the
/// nodes of its pushes (up to a start tag, as xmlTextReader handed them), with the
/// errors, schema findings, comments and names that came with them. The reader takes
/// them in order and so sees the document as far as it has read, not as far as the
/// parse has run ahead.
struct XMLParsedRun {
    /// Why nothing comes after this run.
    enum End {
        /// The document was parsed to its end; this run holds its last nodes.
        case parsed
        /// libxml2 failed (or a budget stopped it) at the parser's `line`: the run's
        /// nodes and findings are dropped, its errors kept.
        case broken(line: Int)
        /// A start tag with too many attributes: the document is not read.
        case refused(XMLStartTagScan.CrowdedTag)
        /// Memory for the window ran out.
        case outOfMemory
        /// The stream under the document failed; its owner says why.
        case streamFailed
    }

    var batch = XMLEventBatch()
    /// The validator's findings, each placed before an event of `batch`.
    var findings: [XMLSchemaFinding] = []
    /// libxml2's errors, in the order its pushes received them.
    var errors: [XMLReceivedError] = []
    var comments: [XMLDirectiveComment] = []
    /// Names the parser numbered during the run, in number order.
    var names: [String] = []
    /// The document offset the parse had pushed to when the run was handed out.
    var inputEnd = 0
    /// libxml2's count of entity references parsed so far.
    var entityReferencesParsed = 0
    /// Nil while the parse goes on.
    var end: End?

    /// Empties the run for the next refill, keeping its storage.
    mutating func clear() {
        batch.removeAll()
        findings.removeAll(keepingCapacity: true)
        errors.removeAll(keepingCapacity: true)
        comments.removeAll(keepingCapacity: true)
        names.removeAll(keepingCapacity: true)
        end = nil
    }
}

/// A comment that starts with `routereport-`, as written, with the line and column
/// where it ends.
struct XMLDirectiveComment {
    var text: String
    var endLine: Int
    var endColumn: Int
}
