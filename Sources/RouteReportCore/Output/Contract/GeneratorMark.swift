import Foundation

/// How a file routereport wrote is told from a person's file of the same name, whatever
/// version of routereport wrote it: text that every such file holds at a known place
/// (report.json's `"generator" : "routereport …`, an SVG map's first comment). A file in
/// the output folder that the manifest does not list and that lacks its mark is a
/// person's, and is never written over without `--force` (`OutputFolder.foreignFiles`).
struct GeneratorMark: Sendable {
    enum Place: Sendable {
        /// Within the file's first that many bytes.
        case head(Int)
        /// Within its last that many bytes (a zip archive's comment).
        case tail(Int)
        /// Anywhere (read until found).
        case anywhere
    }

    var text: [UInt8]
    var place: Place

    init(_ text: String, _ place: Place) {
        self.text = Array(text.utf8)
        self.place = place
    }

    /// The word every generator mark starts with.
    static let generator = "routereport "

    /// Bytes read at a time where the mark may be anywhere.
    private static let blockSize = 1 << 20

    /// Whether the regular file at `path` holds the mark (never through a symlink).
    func isFound(in path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, !text.isEmpty else { return false }
        let size = Int(status.st_size)
        switch place {
        case .head(let count):
            return Self.search(text, in: descriptor, from: 0, to: min(size, count))
        case .tail(let count):
            return Self.search(text, in: descriptor, from: max(0, size - count), to: size)
        case .anywhere:
            return Self.search(text, in: descriptor, from: 0, to: size)
        }
    }

    /// Whether `text` is within bytes `start..<end` of the file, read a block at a time
    /// (each block starting with the end of the one before, so a mark across two is found).
    private static func search(_ text: [UInt8], in descriptor: Int32, from start: Int, to end: Int) -> Bool {
        var buffer = [UInt8](repeating: 0, count: min(blockSize, max(0, end - start)) + text.count)
        var offset = start
        var kept = 0
        while offset < end {
            let wanted = min(blockSize, end - offset)
            let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + kept, wanted, off_t(offset)) }
            guard got > 0 else { return false }
            let filled = kept + got
            if buffer.withUnsafeBytes({ contains(text, in: UnsafeRawBufferPointer(rebasing: $0[..<filled])) }) { return true }
            kept = min(text.count - 1, filled)
            buffer.withUnsafeMutableBytes { $0.baseAddress!.copyMemory(from: $0.baseAddress! + filled - kept, byteCount: kept) }
            offset += got
        }
        return false
    }

    /// Whether `text` (not empty) is in `bytes`.
    private static func contains(_ text: [UInt8], in bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, text.count <= bytes.count else { return false }
        let lastStart = bytes.count - text.count
        var start = 0
        return text.withUnsafeBytes { wanted in
            while start <= lastStart {
                guard let hit = memchr(base + start, Int32(wanted[0]), lastStart - start + 1) else { return false }
                if memcmp(hit, wanted.baseAddress!, text.count) == 0 { return true }
                start = base.distance(to: UnsafeRawPointer(hit)) + 1
            }
            return false
        }
    }
}
