import Foundation

/// `.routereport-manifest` in the output folder: the files the last run wrote there, each
/// with the identity it had then (device, inode, size, modification time). The next run
/// removes those it does not write again (the maps of flights no longer reported), and
/// only while they are still exactly the files it wrote: a file replaced or edited since,
/// or one routereport never wrote, is left alone.
///
/// The text form: a first line `routereport manifest 1`, then one line per file,
/// `DEVICE INODE SIZE MTIME-NANOSECONDS PATH`, the path relative to the output folder.
enum OutputManifest {
    static let fileName = ".routereport-manifest"
    private static let header = "routereport manifest 1"

    struct Entry: Equatable {
        var path: String
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: Int64

        /// The regular file at `directory/path` as it is now (not through a symlink on the
        /// way), or nil. `folders` remembers which folders on the way are real ones.
        init?(path: String, in directory: String, folders: inout [String: Bool]) {
            guard let status = OutputManifest.regularFile(path, in: directory, folders: &folders) else { return nil }
            self.path = path
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
            modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        }

        init?(line: Substring) {
            let fields = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 5, let device = UInt64(fields[0]), let inode = UInt64(fields[1]),
                let size = Int64(fields[2]), let modified = Int64(fields[3]), OutputManifest.isSafe(fields[4])
            else { return nil }
            (self.device, self.inode, self.size, self.modified, path) = (device, inode, size, modified, String(fields[4]))
        }

        var line: String { "\(device) \(inode) \(size) \(modified) \(path)" }
    }

    /// The entries of the manifest in `directory`; none when there is none or it is not
    /// one of ours.
    static func read(in directory: String) -> [Entry] {
        var folders: [String: Bool] = [:]
        guard let status = regularFile(fileName, in: directory, folders: &folders), status.st_size < 1 << 30,
            let data = FileManager.default.contents(atPath: directory + "/" + fileName)
        else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard lines.first == Substring(header) else { return [] }
        return lines.dropFirst().compactMap { Entry(line: $0) }
    }

    /// The files of the manifest in `directory` that an input could be (a name with one of
    /// `InputDiscovery.extensions`) and are still as routereport wrote them; and,
    /// listed or not, each of `marked` there that carries its mark (a folder with no
    /// manifest: a fresh clone's reports/, an older version's output).
    static func inputs(
        in directory: String, marked: [(name: String, mark: GeneratorMark)] = []
    ) -> [(device: UInt64, inode: UInt64)] {
        var found: [(device: UInt64, inode: UInt64)] = []
        for (name, mark) in marked {
            var status = stat()
            let path = directory + "/" + name
            if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, mark.isFound(in: path) {
                found.append((UInt64(status.st_dev), UInt64(status.st_ino)))
            }
        }
        return found + listedInputs(in: directory)
    }

    private static func listedInputs(in directory: String) -> [(device: UInt64, inode: UInt64)] {
        var folders: [String: Bool] = [:]
        return read(in: directory).filter { entry in
            guard let dot = entry.path.lastIndex(of: "."),
                InputDiscovery.extensions.contains(entry.path[entry.path.index(after: dot)...].lowercased())
            else { return false }
            return Entry(path: entry.path, in: directory, folders: &folders) == entry
        }.map { ($0.device, $0.inode) }
    }

    /// Removes the files of `previous` not in `written` that are still as routereport left
    /// them, then records `written` (paths relative to `directory`) as the new manifest.
    static func update(in directory: String, previous: [Entry], written: [String]) throws(AtomicFile.WriteError) {
        let now = Set(written)
        var folders: [String: Bool] = [:]
        var emptied: Set<String> = []
        for entry in previous where !now.contains(entry.path) {
            guard Entry(path: entry.path, in: directory, folders: &folders) == entry else { continue }
            if unlink(directory + "/" + entry.path) == 0 {
                emptied.insert(PathText.parent(of: entry.path))
            }
        }
        // A folder left empty by the removal goes too (rmdir leaves one that is not).
        for folder in emptied.sorted(by: >) where !folder.isEmpty && regularFolder(folder, in: directory) {
            rmdir(directory + "/" + folder)
        }
        folders = [:]  // some may be gone
        let entries = written.compactMap { Entry(path: $0, in: directory, folders: &folders) }
        let text = ([header] + entries.map(\.line)).joined(separator: "\n") + "\n"
        try AtomicFile.write(Array(text.utf8), to: directory + "/" + fileName)
    }

    /// A relative path with no empty, `.` or `..` part.
    static func isSafe(_ path: Substring) -> Bool {
        !path.isEmpty && !path.hasPrefix("/")
            && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// lstat of `directory/path` when it is a regular file and every folder on the way
    /// inside `directory` is a real folder, not a symlink.
    private static func regularFile(_ path: String, in directory: String, folders: inout [String: Bool]) -> stat? {
        guard isSafe(Substring(path)) else { return nil }
        let parent = PathText.parent(of: path)
        if !parent.isEmpty {
            let real = folders[parent] ?? regularFolder(parent, in: directory)
            folders[parent] = real
            guard real else { return nil }
        }
        var status = stat()
        guard lstat(directory + "/" + path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return status
    }

    /// Whether each part of `folder` below `directory` is a real folder.
    private static func regularFolder(_ folder: String, in directory: String) -> Bool {
        var path = directory
        for part in folder.split(separator: "/") {
            path += "/" + part
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return false }
        }
        return true
    }
}
