#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs work with the "C" numeric locale on this thread, so `strtod` reads `.` as the
/// decimal point whatever the process locale is. Thread-local: safe in parallel workers.
enum CNumericLocale {
    nonisolated(unsafe) private static let c: locale_t? = newlocale(Int32(1) << LC_NUMERIC, "C", nil)

    static func run<T>(_ body: () -> T) -> T {
        guard let c else { return body() }
        let previous = uselocale(c)
        defer { uselocale(previous) }
        return body()
    }
}
