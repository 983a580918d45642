/// Why a zip archive or one of its entries cannot be read. Each becomes an
/// `archive-invalid` diagnostic; the message completes "the KMZ …".
enum ZipFailure: Error, Sendable, Hashable {
    /// The directory cannot be found or parsed.
    case corruptArchive(String)
    /// Split over several disks (`.z01`, …): only one file is ever read.
    case spanned
    case encrypted(entry: String)
    case unsupportedMethod(entry: String, method: UInt16)
    /// The entry's local header, data or checksum is wrong.
    case corruptEntry(entry: String, String)

    var message: String {
        switch self {
        case .corruptArchive(let reason):
            return "the KMZ archive is corrupt: \(reason)"
        case .spanned:
            return "the KMZ archive spans several disks, which is not supported"
        case .encrypted(let entry):
            return "the KMZ entry '\(entry)' is encrypted"
        case .unsupportedMethod(let entry, let method):
            return "the KMZ entry '\(entry)' uses compression method \(method) (\(Self.methodName(method))); "
                + "only stored and deflated entries are read"
        case .corruptEntry(let entry, let reason):
            return "the KMZ entry '\(entry)' is corrupt: \(reason)"
        }
    }

    /// Names from the zip specification (APPNOTE 4.4.5) for the methods seen in the wild.
    private static func methodName(_ method: UInt16) -> String {
        switch method {
        case 1: "shrunk"
        case 6: "imploded"
        case 9: "deflate64"
        case 12: "bzip2"
        case 14: "LZMA"
        case 93: "Zstandard"
        case 95: "xz"
        case 98: "PPMd"
        default: "unknown"
        }
    }
}
