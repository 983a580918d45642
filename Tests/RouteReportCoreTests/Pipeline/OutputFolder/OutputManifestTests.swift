import Foundation
import Testing

@testable import RouteReportCore

@Suite("OutputManifest")
struct OutputManifestTests {
    static func write(_ text: String, _ path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test("The next run removes what the last one wrote and this one does not; never a file changed since")
    func removesOnlyItsOwnStaleFiles() throws {
        let directory = try TemporaryDirectory()
        let root = directory.path
        try FileManager.default.createDirectory(atPath: root + "/maps", withIntermediateDirectories: false)
        for name in ["report.md", "maps/a.svg", "maps/b.svg", "maps/c.svg"] { try Self.write(name, root + "/" + name) }
        try OutputManifest.update(in: root, previous: [], written: ["report.md", "maps/a.svg", "maps/b.svg", "maps/c.svg"])
        let recorded = OutputManifest.read(in: root)
        #expect(recorded.map(\.path) == ["report.md", "maps/a.svg", "maps/b.svg", "maps/c.svg"])
        #expect(recorded.first?.size == 9)
        // The user replaces c.svg after the run: it is no longer the file routereport wrote.
        try FileManager.default.removeItem(atPath: root + "/maps/c.svg")
        try Self.write("mine", root + "/maps/c.svg")
        try Self.write("also mine", root + "/maps/d.svg")
        try OutputManifest.update(in: root, previous: recorded, written: ["report.md", "maps/a.svg"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/maps").sorted() == ["a.svg", "c.svg", "d.svg"])
        #expect(OutputManifest.read(in: root).map(\.path) == ["report.md", "maps/a.svg"])
    }

    @Test("Nothing is removed through a symlink, nor outside the folder, whatever the manifest says")
    func neverThroughALinkNorOutside() throws {
        let directory = try TemporaryDirectory()
        let root = directory.path + "/out"
        let outside = directory.path + "/outside"
        for folder in [root, outside] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        }
        try Self.write("x", outside + "/x.svg")
        #expect(symlink(outside, root + "/maps") == 0)
        var status = stat()
        #expect(lstat(outside + "/x.svg", &status) == 0)
        let mtime = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        let identity = "\(status.st_dev) \(status.st_ino) \(status.st_size) \(mtime)"
        try Self.write(
            "routereport manifest 1\n\(identity) maps/x.svg\n\(identity) ../outside/x.svg\n\(identity) /\(outside)/x.svg\n",
            root + "/" + OutputManifest.fileName)
        // The entries that leave the folder are not even read back.
        let previous = OutputManifest.read(in: root)
        #expect(previous.map(\.path) == ["maps/x.svg"])
        try OutputManifest.update(in: root, previous: previous, written: [])
        #expect(FileManager.default.fileExists(atPath: outside + "/x.svg"))
    }

    @Test("A file that is not a manifest of ours gives no entries")
    func foreignManifest() throws {
        let directory = try TemporaryDirectory()
        try Self.write("1 2 3 4 report.md\n", directory.path + "/" + OutputManifest.fileName)
        #expect(OutputManifest.read(in: directory.path).isEmpty)
    }
}
