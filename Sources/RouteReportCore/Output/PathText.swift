/// Path arithmetic on `/`-separated strings. Foundation's
/// `NSString.deletingLastPathComponent` traps on a one-character path on Linux
/// (swift-corelibs-foundation with Swift 6.3.1: `-o a` crashed the run), so the few
/// operations the output needs are done here.
enum PathText {
    /// The folder part of `path`: what comes before its last component, without
    /// trailing slashes; "" for a bare name, "/" for an entry of the root.
    static func parent(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard var end = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self)
    }
}
