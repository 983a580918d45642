import Foundation
import Testing

@testable import RouteReportCore

@Suite struct UncommittedFilesTests {
    /// An interruption removes every temporary file and every folder made and left
    /// empty (not one that holds a file), and no temporary file can be made after it.
    @Test func anInterruptionRemovesWhatWasMadeAndStopsMore() throws {
        let root = NSTemporaryDirectory() + "uncommitted-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = UncommittedFiles()
        for folder in [root, root + "/maps", root + "/kept"] {
            #expect(mkdir(folder, 0o755) == 0)
            files.madeFolder(folder)
        }
        try Data("mine".utf8).write(to: URL(fileURLWithPath: root + "/kept/notes.txt"))
        let (one, first) = try files.create(beside: root + "/report.json").get()
        let (two, _) = try files.create(beside: root + "/maps/a.svg").get()
        close(one)
        let done = try files.create(beside: root + "/b.svg").get()
        close(done.descriptor)
        files.remove(done.path)
        #expect(first.hasPrefix(root + "/.routereport-\(getpid())-") && first.hasSuffix(".tmp"))
        #expect(files.temporaries.count == 2)
        #expect(files.interrupt() == .untouched)
        close(two)
        #expect(FileManager.default.subpaths(atPath: root)?.sorted() == ["kept", "kept/notes.txt"])
        #expect(throws: PackingFailure.self) { try files.create(beside: root + "/c.svg").get() }
    }

    /// A set that went in place before the interruption is said to be there.
    @Test func anInterruptionAfterACommitSaysSo() {
        let files = UncommittedFiles()
        files.committing {}
        #expect(files.interrupt() == .committed)
    }
}
