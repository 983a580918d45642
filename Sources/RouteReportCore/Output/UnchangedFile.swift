import Foundation

/// Whether the regular file at a path already holds given bytes. Never follows a
/// symlink (that is replaced by a file, as rename(2) would), never waits on a FIFO or
/// device, and says no when in doubt: then the file is written.
enum UnchangedFile {
    /// Bytes compared at a time.
    private static let blockSize = 1 << 20

    /// Whether `path` holds exactly the parts, one after another.
    static func holds(_ path: String, _ parts: [[UInt8]]) -> Bool {
        let total = parts.reduce(0) { $0 + $1.count }
        guard let old = openRegular(path, size: total) else { return false }
        defer { close(old) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 16)
        defer { buffer.deallocate() }
        for part in parts {
            let same = part.withUnsafeBytes { bytes -> Bool in
                var offset = 0
                while offset < bytes.count {
                    let count = min(blockSize, bytes.count - offset)
                    guard readFully(old, into: buffer, count: count),
                          memcmp(buffer.baseAddress!, bytes.baseAddress! + offset, count) == 0
                    else { return false }
                    offset += count
                }
                return true
            }
            if !same { return false }
        }
        return true
    }

    /// Whether `path` holds the same bytes as the regular file `other`.
    static func holds(_ path: String, sameBytesAs other: String) -> Bool {
        var status = stat()
        guard lstat(other, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
        let size = Int(status.st_size)
        guard let old = openRegular(path, size: size) else { return false }
        defer { close(old) }
        let new = open(other, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard new >= 0 else { return false }
        defer { close(new) }
        let a = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 16)
        let b = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 16)
        defer {
            a.deallocate()
            b.deallocate()
        }
        var offset = 0
        while offset < size {
            let count = min(blockSize, size - offset)
            guard readFully(old, into: a, count: count), readFully(new, into: b, count: count),
                  memcmp(a.baseAddress!, b.baseAddress!, count) == 0
            else { return false }
            offset += count
        }
        return true
    }

    /// The path opened for reading if it is a regular file of `size` bytes (not through a
    /// symlink), else nil.
    private static func openRegular(_ path: String, size: Int) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == size else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Reads exactly `count` bytes into the start of `buffer`; false on error or early end.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, count: Int) -> Bool {
        var done = 0
        while done < count {
            let result = read(descriptor, buffer.baseAddress! + done, count - done)
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            done += result
        }
        return true
    }
}
