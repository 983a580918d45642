#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Large buffers (a file's bytes, a KMZ entry's window, an output part) allocated so
/// that running out of memory is an answer, not an abort: `malloc` and `realloc`, whose
/// nil the caller turns into a diagnostic or an exit status. A Swift array cannot do
/// this — it traps when its storage cannot be allocated — so what may be big goes
/// through here.
///
/// Tests set `limit` (task-local, so tests running beside them are untouched) to make
/// every request above it fail, as it would under `ulimit -v`.
enum CheckedMemory {
    /// Requests larger than this many bytes fail; nil: no limit but the system's.
    @TaskLocal static var limit: Int?

    /// `bytes` bytes (at least 1), or nil.
    static func allocate(_ bytes: Int) -> UnsafeMutableRawPointer? {
        guard bytes >= 0, allowed(bytes) else { return nil }
        return malloc(max(bytes, 1))
    }

    /// `pointer` (from `allocate`, or nil) grown or shrunk to `bytes` bytes, or nil with
    /// `pointer` left as it was.
    static func reallocate(_ pointer: UnsafeMutableRawPointer?, to bytes: Int) -> UnsafeMutableRawPointer? {
        guard bytes >= 0, allowed(bytes) else { return nil }
        return realloc(pointer, max(bytes, 1))
    }

    static func free(_ pointer: UnsafeMutableRawPointer?) {
        #if canImport(Glibc)
            Glibc.free(pointer)
        #else
            Darwin.free(pointer)
        #endif
    }

    private static func allowed(_ bytes: Int) -> Bool {
        guard let limit else { return true }
        return bytes <= limit
    }
}
