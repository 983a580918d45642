#if canImport(Glibc)
    internal import CMalloc
    import Glibc
#endif

/// glibc's heap settings for a batch run. By default a worker thread's heap grows a few
/// pages at a time (an `mprotect` call each: thousands in a `-j 2` run) and memory freed
/// at its top goes back to the kernel, to be faulted in again a moment later when the
/// next file or part is read. A run allocates and frees the same sizes over and over, so
/// it keeps what it had: heaps grow 64 MiB ahead and keep up to 256 MiB free at the top,
/// and blocks up to 32 MiB come from the heap rather than from their own mapping.
/// Peak memory grows a little, as freed blocks are kept for reuse rather than unmapped
/// (docs/performance.md).
///
/// Every thread allocates from one heap (arena): with a heap per worker, which worker
/// happened to make and free which part decides how much of each heap is touched, and
/// peak memory of the same run varied by half from run to run (docs/reliability.md).
/// A setting the user made with glibc's environment variable (`MALLOC_TOP_PAD_`,
/// `MALLOC_ARENA_MAX` …) is left as it is.
enum HeapSettings {
    static let topPad = 64 << 20
    static let trimThreshold = 256 << 20
    static let mmapThreshold = 32 << 20
    static let arenaMax = 1

    static func apply() {
        #if canImport(Glibc)
            let settings: [(option: Int32, variable: String, value: Int)] = [
                (M_TOP_PAD, "MALLOC_TOP_PAD_", topPad),
                (M_TRIM_THRESHOLD, "MALLOC_TRIM_THRESHOLD_", trimThreshold),
                (M_MMAP_THRESHOLD, "MALLOC_MMAP_THRESHOLD_", mmapThreshold),
                (M_ARENA_MAX, "MALLOC_ARENA_MAX", arenaMax),
            ]
            for setting in settings where getenv(setting.variable) == nil {
                _ = mallopt(setting.option, Int32(setting.value))
            }
        #endif
    }
}
