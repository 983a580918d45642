import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes in one allocation that the XML reader owns until it is freed
/// (`xmlReaderForMemory` does not copy). A file is read straight into it: no
/// intermediate `Data` or `[UInt8]` copies of a 100 MB track.
final class InputBytes {
    let buffer: UnsafeMutableBufferPointer<UInt8>

    var count: Int { buffer.count }

    private init(capacity: Int) {
        buffer = .allocate(capacity: max(capacity, 1))
    }

    private init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    deinit {
        buffer.deallocate()
    }

    /// A copy of `bytes`; `count` is exact even for an empty array.
    convenience init(copying bytes: [UInt8]) {
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = storage.initialize(from: bytes)
        self.init(buffer: UnsafeMutableBufferPointer(rebasing: storage[0..<bytes.count]))
    }

    /// Reads a whole file with POSIX `read`; nil with a reason when it cannot.
    static func load(path: String) -> Result<InputBytes, InputDiscovery.ReadFailure> {
        func failure(_ reason: String) -> Result<InputBytes, InputDiscovery.ReadFailure> {
            .failure(InputDiscovery.ReadFailure(diagnostic: Diagnostic(
                .unreadableFile, reason, at: SourceLocation(file: path))))
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return failure(errno == ENOENT ? "no such file" : "cannot be opened: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return failure("cannot be read") }
        if (status.st_mode & S_IFMT) == S_IFDIR { return failure("is a directory") }
        // A pipe named on the command line is read to its end (`<(gunzip -c x.gpx)`);
        // a device such as /dev/zero has none.
        if (status.st_mode & S_IFMT) == S_IFCHR || (status.st_mode & S_IFMT) == S_IFBLK {
            return failure("is a device, not a file")
        }
        // The size is a hint: a growing file or a pipe is read to its end anyway.
        var capacity = max(Int(status.st_size), 0) + 1
        var storage = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
        var used = 0
        while true {
            if used == capacity {
                let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity * 2, alignment: 1)
                bigger.copyMemory(from: UnsafeRawBufferPointer(storage))
                storage.deallocate()
                storage = bigger
                capacity *= 2
            }
            let got = read(descriptor, storage.baseAddress! + used, capacity - used)
            if got < 0 {
                if errno == EINTR { continue }
                storage.deallocate()
                return failure("cannot be read: \(String(cString: strerror(errno)))")
            }
            if got == 0 { break }
            used += got
        }
        let typed = storage.bindMemory(to: UInt8.self)
        return .success(InputBytes(buffer: UnsafeMutableBufferPointer(rebasing: typed[0..<used])))
    }
}
