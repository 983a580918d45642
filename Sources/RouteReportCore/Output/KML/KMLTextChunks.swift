/// Text formatted in place into one reused buffer and handed to `XMLWriter.raw` about
/// 64 KiB at a time: a list of a million coordinates or track samples costs no String
/// per value and no buffer the size of the list.
struct KMLTextChunks {
    /// Bytes gathered before handing them to libxml2.
    static let chunkSize = 1 << 16
    /// Room past `chunkSize` for one item (a tuple, a track sample's element) written
    /// after the last check: the longest is a `gx:coord` of two 24-byte numbers; markup
    /// is copied in whole words, up to 7 bytes past its end.
    private static let slack = 256

    private let buffer: UnsafeMutablePointer<UInt8>
    private var count = 0
    private let writer: XMLWriter

    private init(buffer: UnsafeMutablePointer<UInt8>, writer: XMLWriter) {
        self.buffer = buffer
        self.writer = writer
    }

    /// Runs `body` with chunks that go to `writer`, and hands over what is left at the end.
    static func write(to writer: XMLWriter, _ body: (inout KMLTextChunks) -> Void) {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize + slack)
        defer { buffer.deallocate() }
        var chunks = KMLTextChunks(buffer: buffer, writer: writer)
        body(&chunks)
        chunks.flush()
    }

    /// Call after each item: hands the chunk over once it is full.
    @inline(__always)
    mutating func endItem() {
        if count >= Self.chunkSize { flush() }
    }

    private mutating func flush() {
        writer.raw(UnsafeBufferPointer(start: buffer, count: count))
        count = 0
    }

    @inline(__always)
    mutating func put(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        (buffer + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func put(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { put($0) }
    }

    /// `DecimalFormat.fixed(value, fractionDigits: 9)`.
    @inline(__always)
    mutating func putFixed(_ value: Double) {
        if let written = KMLCoordinateWriter.putFixed(value, at: buffer + count) {
            count += written
        } else {
            for byte in DecimalFormat.fixed(value, fractionDigits: KMLCoordinateWriter.fractionDigits).utf8 { put(byte) }
        }
    }

    /// `putFixed(rounded(value * 10ᵈ) / 10ᵈ)`, d = `decimals` in 1…8.
    @inline(__always)
    mutating func putRounded(_ value: Double, decimals: Int) {
        if let written = KMLCoordinateWriter.putRounded(value, decimals: decimals, at: buffer + count) {
            count += written
        } else {
            let scale = Double(DecimalFormat.powerOfTen(decimals))
            putFixed(KMLCoordinateWriter.rounded(value * scale) / scale)
        }
    }

    /// `tenths` (0 or more) tenths as `putRounded(Double(tenths) / 10, decimals: 1)` writes them.
    @inline(__always)
    mutating func putTenths(_ tenths: Int) {
        count += KMLDigits.putWhole(tenths / 10, at: buffer + count)
        let digit = tenths % 10
        guard digit != 0 else { return }
        buffer[count] = UInt8(ascii: ".")
        buffer[count + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit)
        count += 2
    }

    /// Markup's bytes (`KMLMarkup`), copied a word at a time.
    @inline(__always)
    mutating func put(_ markup: KMLMarkup.Bytes) {
        let to = UnsafeMutableRawPointer(buffer + count)
        var offset = 0
        while offset < markup.count {
            to.storeBytes(
                of: markup.start.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        count += markup.count
    }

    /// `ReportTime.iso8601(seconds)`; `seconds` must be writable (`ReportTime.isWritable`).
    @inline(__always)
    mutating func putTime(_ seconds: Double, clock: inout KMLTimeText) {
        count += clock.put(seconds, at: buffer + count)
    }
}
