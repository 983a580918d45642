import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Every name below a folder with its type, size, modification time and link target, read
/// relative to open folders (openat/fstatat), so paths past PATH_MAX are seen too.
struct FileTreeSnapshot: Equatable {
    struct Entry: Equatable {
        var mode: mode_t
        var size: Int64
        var modified: Int
        var linkTarget: [UInt8]

        var isDirectory: Bool { mode & S_IFMT == S_IFDIR }
        var isRegular: Bool { mode & S_IFMT == S_IFREG }
    }

    /// Path (`FileName.text` of its bytes, from the folder given) to entry.
    private(set) var entries: [String: Entry] = [:]

    init(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        read(descriptor, prefix: folder == "." ? [] : Array((folder + "/").utf8))
    }

    /// Takes out `folder` and everything below it, and returns those entries.
    mutating func removeFolder(_ folder: String) -> [String: Entry] {
        let inside = entries.filter { $0.key == folder || $0.key.hasPrefix(folder + "/") }
        for key in inside.keys { entries[key] = nil }
        return inside
    }

    func difference(from other: FileTreeSnapshot) -> String {
        let keys = Set(entries.keys).symmetricDifference(other.entries.keys)
            .union(entries.keys.filter { other.entries[$0] != nil && other.entries[$0] != entries[$0] })
        return keys.sorted().prefix(20).map {
            "  \($0): \(other.entries[$0].map(String.init(describing:)) ?? "none")"
                + " -> \(entries[$0].map(String.init(describing:)) ?? "none")"
        }.joined(separator: "\n")
    }

    /// Reads the folder open as `descriptor` and closes it.
    private mutating func read(_ descriptor: Int32, prefix: [UInt8]) {
        guard let stream = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        defer { closedir(stream) }
        for name in Self.names(stream) {
            var status = stat()
            guard fstatat(descriptor, name.cName, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            var target = [UInt8](repeating: 0, count: 4096)
            let length = status.st_mode & S_IFMT == S_IFLNK ? readlinkat(descriptor, name.cName, &target, target.count) : 0
            let path = prefix + name
            entries[FileName.text(path)] = Entry(
                mode: status.st_mode, size: Int64(status.st_size),
                modified: status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec,
                linkTarget: Array(target.prefix(max(length, 0))))
            if status.st_mode & S_IFMT == S_IFDIR {
                let inner = openat(descriptor, name.cName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
                if inner >= 0 { read(inner, prefix: path + [0x2F]) }
            }
        }
    }

    private static func names(_ stream: OpaquePointer) -> [[UInt8]] {
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
        }
        return names
    }

    /// Removes `path` and everything below it (a folder past PATH_MAX included).
    static func remove(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        if descriptor >= 0 {
            removeContents(descriptor)
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    private static func removeContents(_ descriptor: Int32) {
        guard let stream = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        defer { closedir(stream) }
        for name in names(stream) {
            var status = stat()
            let isFolder =
                fstatat(descriptor, name.cName, &status, AT_SYMLINK_NOFOLLOW) == 0 && status.st_mode & S_IFMT == S_IFDIR
            let inner = isFolder ? openat(descriptor, name.cName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW) : -1
            if inner >= 0 {
                removeContents(inner)
                unlinkat(descriptor, name.cName, AT_REMOVEDIR)
            } else {
                unlinkat(descriptor, name.cName, 0)
            }
        }
    }
}

extension [UInt8] {
    /// The bytes NUL-terminated, for the system.
    var cName: [CChar] { map { CChar(bitPattern: $0) } + [0] }
}
