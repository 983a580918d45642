import Foundation

/// The source bytes of a document and the columns found in them, shared by its parse
/// (which reads a stream's pieces into the window, possibly on a thread of its own)
/// and its reader (which looks up columns): every use of the two under one lock.
///
/// Over a stream, what a column lookup may see is set by the reader alone, so that it
/// finds the same whatever the parse's lead: each run it takes moves the columns'
/// floor to `keptBytes` behind the run's input (or to the tags found on the reader's
/// line, `XMLSourceColumns.earliestNeeded`), and the parse forgets no byte past it.
///
/// `@unchecked Sendable`: the bytes held change only in `readPiece`, under the lock;
/// the parse reads the bytes it pushes without it, as nothing else moves them.
final class XMLSourceWindow: @unchecked Sendable {
    let text: XMLSourceText
    private var columns: XMLSourceColumns
    private let lock = NSLock()

    init(text: XMLSourceText, columnsFromSource: Bool) {
        self.text = text
        columns = XMLSourceColumns(text: text, enabled: columnsFromSource)
    }

    /// Runs `body` with the columns, for the reader.
    func withColumns<Result>(_ body: (inout XMLSourceColumns) -> Result) -> Result {
        lock.withLock { body(&columns) }
    }

    /// The reader took a run that ends at document offset `inputEnd`, standing on `line`.
    func readerTook(runEndingAt inputEnd: Int, line: Int) {
        guard text.isStream else { return }
        lock.withLock {
            let floor = min(
                inputEnd - XMLSourceText.keptBytes, columns.earliestNeeded(lastLine: line, reference: inputEnd))
            if floor > columns.floor { columns.floor = floor }
        }
    }

    /// Reads a stream's next piece onto the window (`XMLSourceText.readPiece`), keeping
    /// from `keepFrom` and the columns' floor.
    func readPiece(keepFrom: Int) -> Bool {
        lock.withLock { text.readPiece(keepFrom: min(keepFrom, columns.floor)) }
    }

    /// Line and column of a held offset.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        lock.withLock { text.lineAndColumn(of: offset) }
    }
}
