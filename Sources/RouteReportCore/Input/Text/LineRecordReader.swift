/// A format read a line at a time (IGC, NMEA): each line taken in order, then the
/// document. Read whole from memory or as a stream arrives, the same lines give the
/// same document.
protocol LineRecordReader {
    init(file: String)
    mutating func take(_ line: [UInt8], line number: Int)
    func document() -> InputDocument
}

extension LineRecordReader {
    /// Reads the lines of a whole text (`TextLines`).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> InputDocument {
        var reader = Self(file: file)
        var lines = TextLines(bytes)
        while let line = lines.next() {
            reader.take(Array(bytes[line.range]), line: line.number)
        }
        return reader.document()
    }

    /// Reads the lines of a stream as `read` brings them (`StreamedLines`).
    static func read(streaming read: (UnsafeMutableRawBufferPointer) -> Int?, file: String) -> InputDocument {
        var reader = Self(file: file)
        StreamedLines.forEach(read: read) { reader.take($0, line: $1) }
        return reader.document()
    }
}
