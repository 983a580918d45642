import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A fuzz input read as a small tree of files, and built on disk.
///
/// Layout: byte 0 holds the run's options (bit 0: `-j 2` rather than 1; bits 1-2: the
/// `--diagnostics` form; bit 3: each top-level entry named as a FILE argument rather
/// than `in/` walked; bit 4: `--strict`; bit 5: also run the inputs as one shard, merge
/// its state, and merge it changed; bit 6: the first record is an option, not a file;
/// bit 7, without bit 5: one more report run, in a child process, is interrupted, with
/// the signal, the moment and whether it writes over out/'s set or into a new folder
/// from `seed`). The rest is records separated by the three bytes `00 2F 00` (which no
/// name can hold). A record is a kind byte, a name up to the first NUL byte, and the
/// contents after it (Scripts/fuzz builds the seeds this way). An option record's kind
/// byte picks the option (`optionNames`, bits 0-2) and its name is the value.
///
/// Kind byte: bits 0-2 what (`Kind`), bits 3-5 an extension appended to the name (none,
/// .kml, .gpx, .kmz, .csv, .KML, .Gpx, .geojson).
struct FuzzTree {
    enum Kind: UInt8 {
        /// A regular file holding the contents.
        case file = 0
        /// A subfolder; the records after it go inside, up to `up`.
        case folder = 1
        /// Back to the parent folder; name and contents unused.
        case up = 2
        /// A symbolic link; the contents are its target (a loop, `..`, `../out`...).
        case symlink = 3
        case fifo = 4
        /// An empty regular file, whatever the contents.
        case emptyFile = 5
        /// A regular file at the bottom of folders with 250-byte names nested past PATH_MAX.
        case pastPathMax = 6
        /// A regular file whose name is repeated up to NAME_MAX bytes.
        case longName = 7
    }

    struct Record {
        var kind: Kind
        var name: [UInt8]
        var contents: [UInt8]
    }

    static let separator: [UInt8] = [0, 0x2F, 0]
    static let maxRecords = 24
    static let maxDepth = 6
    private static let extensions = ["", ".kml", ".gpx", ".kmz", ".csv", ".KML", ".Gpx", ".geojson"]
    private static let diagnosticsForms = ["text", "json", "sarif", "github"]
    /// The options an option record sets: each takes a number, a size, a time or a URI
    /// that the option table must check (a bad one is a usage error, status 2).
    static let optionNames = [
        "--viewport", "--padding", "--radius-divisor", "--max-segment", "--at", "--jobs", "--max-maps", "--help-base-uri",
    ]

    var jobs: Int
    var diagnostics: String
    var passEntriesByName: Bool
    var strict: Bool
    var shardAndMerge: Bool
    /// The option an option record sets, and its value, for `report` (and `validate` when
    /// it takes it).
    var option: (name: String, value: String)?
    /// A number made from every byte of the input: where a shard state is changed, and how.
    var seed: UInt64
    /// A report run in a child process gets `interruption.signal` that many
    /// milliseconds after it starts (`InterruptedRun`), into a new folder or over out/'s
    /// set; nil: no such run.
    var interruption: (signal: Int32, afterMilliseconds: Int, newFolder: Bool)?
    var records: [Record] = []

    init(_ bytes: [UInt8]) {
        let options = bytes.first ?? 0
        jobs = options & 1 == 0 ? 1 : 2
        diagnostics = Self.diagnosticsForms[Int(options >> 1) & 3]
        passEntriesByName = options & 8 != 0
        strict = options & 16 != 0
        shardAndMerge = options & 32 != 0
        seed = bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        if options & 128 != 0 && !shardAndMerge {
            // From the high bits, apart from the low ones that change a shard state.
            let bits = seed >> 32
            interruption = (bits & 1 == 0 ? SIGINT : SIGTERM, Int((bits >> 2) % 1_500), bits & 2 != 0)
        }
        var parts = Self.split(bytes.dropFirst())
        if options & 64 != 0, let index = parts.firstIndex(where: { !$0.isEmpty }) {
            let first = parts.remove(at: index)
            let value = first.dropFirst().prefix { $0 != 0 }
            option = (Self.optionNames[Int(first[first.startIndex] & 7)], String(decoding: value, as: UTF8.self))
        }
        for (index, part) in parts.prefix(Self.maxRecords).enumerated() where !part.isEmpty {
            let kindByte = part[part.startIndex]
            let rest = part.dropFirst()
            let nameEnd = rest.firstIndex(of: 0) ?? rest.endIndex
            var name = Array(rest[..<nameEnd].prefix(255)).map { $0 == 0x2F ? 0x5F : $0 }
            if name.isEmpty || name == [0x2E] || name == [0x2E, 0x2E] { name = Array("n\(index)".utf8) + name }
            let suffix = Array(Self.extensions[Int(kindByte >> 3) & 7].utf8)
            records.append(
                Record(
                    kind: Kind(rawValue: kindByte & 7)!, name: Array(name.prefix(255 - suffix.count)) + suffix,
                    contents: Array(rest[nameEnd...].dropFirst())))
        }
    }

    private static func split(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = start
        while index + separator.count <= bytes.endIndex {
            if bytes[index] == 0 && bytes[index + 1] == 0x2F && bytes[index + 2] == 0 {
                parts.append(bytes[start..<index])
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(bytes[start...])
        return parts
    }

    /// Makes `folder` (relative to the working directory) and the tree in it; returns the
    /// names made at the top level. A name made twice keeps the first.
    func build(in folder: String) -> [[UInt8]] {
        guard mkdir(folder, 0o755) == 0 else { return [] }
        var folders = [open(folder, O_RDONLY | O_DIRECTORY)]
        var topLevel: [[UInt8]] = []
        for record in records {
            let parent = folders[folders.count - 1]
            var made: [UInt8]? = record.name
            switch record.kind {
            case .up:
                if folders.count > 1 { close(folders.removeLast()) }
                made = nil
            case .folder:
                if Self.mkdirat(parent, record.name, 0o755) != 0 {
                    made = nil
                } else if folders.count <= Self.maxDepth {
                    let opened = openat(parent, Self.cString(record.name), O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
                    if opened >= 0 { folders.append(opened) }
                }
            case .file:
                if !Self.writeFile(parent, record.name, record.contents) { made = nil }
            case .longName:
                var name = record.name
                while name.count + record.name.count <= 255 { name += record.name }
                made = Self.writeFile(parent, name, record.contents) ? name : nil
            case .emptyFile:
                if !Self.writeFile(parent, record.name, []) { made = nil }
            case .symlink:
                let target = Array(record.contents.prefix { $0 != 0 }.prefix(512))
                if symlinkat(Self.cString(target.isEmpty ? record.name : target), parent, Self.cString(record.name)) != 0 {
                    made = nil
                }
            case .fifo:
                if mkfifoat(parent, Self.cString(record.name), 0o644) != 0 { made = nil }
            case .pastPathMax:
                made = Self.writeDeepFile(parent, record.name, record.contents) ? Array("deep".utf8) : nil
            }
            if let made, parent == folders[0], !topLevel.contains(made) { topLevel.append(made) }
        }
        for descriptor in folders { close(descriptor) }
        return topLevel
    }

    private static func cString(_ bytes: [UInt8]) -> [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }

    private static func mkdirat(_ folder: Int32, _ name: [UInt8], _ mode: mode_t) -> Int32 {
        Glibc.mkdirat(folder, cString(name), mode)
    }

    private static func writeFile(_ folder: Int32, _ name: [UInt8], _ contents: [UInt8]) -> Bool {
        let descriptor = openat(folder, cString(name), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == contents.count
    }

    /// 17 folders of 250 bytes each: the file's path passes PATH_MAX (4096).
    private static func writeDeepFile(_ folder: Int32, _ name: [UInt8], _ contents: [UInt8]) -> Bool {
        let level = cString(Array(repeating: UInt8(ascii: "d"), count: 250))
        guard Glibc.mkdirat(folder, cString(Array("deep".utf8)), 0o755) == 0 || errno == EEXIST else { return false }
        var current = openat(folder, "deep", O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        for _ in 0..<17 where current >= 0 {
            _ = Glibc.mkdirat(current, level, 0o755)
            let next = openat(current, level, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            close(current)
            current = next
        }
        guard current >= 0 else { return false }
        defer { close(current) }
        return writeFile(current, name, contents)
    }
}
