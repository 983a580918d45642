/// The process exit status, decided in one place.
public enum ExitStatus: Int32, Sendable {
    /// Done; warnings allowed.
    case success = 0
    /// An input had an error; every other input was still processed and reported.
    case inputError = 1
    /// Bad usage: unknown option, missing value, no files.
    case usage = 2
    /// The reports could not be written.
    case writeFailed = 3
}
