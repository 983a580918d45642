import Foundation
import Testing

@testable import RouteReportCore

/// A set goes in place whole or not at all: every place checked before the first
/// rename, and a rename that fails after others puts them back.
@Suite struct SetCommitTests {
    private static func temporaryDirectory(under root: String = NSTemporaryDirectory()) throws -> String {
        let path = root + "/set-commit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static func write(_ text: String, _ path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private static func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `names` as a folder of old files (`old NAME`) and new temporary files beside them.
    private static func set(_ names: [String], in directory: String, files: UncommittedFiles) throws -> [SetCommit.Move] {
        try names.map { name in
            let place = directory + "/" + name
            if name.hasPrefix("old") { try write("old " + name, place) }
            let (descriptor, temporary) = try files.create(beside: place).get()
            _ = Array(("new " + name).utf8).withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            return SetCommit.Move(temporary: temporary, place: place)
        }
    }

    @Test func aWholeSetGoesInAndTheOldFilesAreKeptUntilRemoved() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let files = UncommittedFiles()
        let moves = try Self.set(["old-a", "new-b", "old-c"], in: directory, files: files)
        let outcome = SetCommit.run(first: Array(moves.prefix(2)), last: [moves[2]], jobs: 2, files: files)
        #expect(outcome.failures.isEmpty)
        for name in ["old-a", "new-b", "old-c"] { #expect(Self.contents(directory + "/" + name) == "new " + name) }
        // The two old files, under their second names until removed.
        #expect(outcome.oldFiles.count == 2 && files.temporaries == outcome.oldFiles.sorted())
        #expect(outcome.oldFiles.compactMap(Self.contents).sorted() == ["old old-a", "old old-c"])
        outcome.oldFiles.forEach(files.remove)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["new-b", "old-a", "old-c"])
    }

    /// A folder, or a file made immutable, where a file of the set goes: nothing of the
    /// set goes in, every temporary file is gone.
    @Test func everyPlaceIsCheckedBeforeTheFirstRename() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let files = UncommittedFiles()
        let moves = try Self.set(["old-a", "new-b", "folder"], in: directory, files: files)
        try FileManager.default.createDirectory(atPath: directory + "/folder/x", withIntermediateDirectories: true)
        let outcome = SetCommit.run(first: moves, last: [], jobs: 1, files: files)
        #expect(outcome.failures.map(\.path) == [directory + "/folder"])
        #expect(outcome.failures.first?.reason == "it is a folder")
        #expect(Self.contents(directory + "/old-a") == "old old-a")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["folder", "old-a"])
        #expect(files.temporaries.isEmpty)
    }

    @Test(.enabled(if: geteuid() == 0, "chattr +i needs root"))
    func anImmutableFileStopsTheSet() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let files = UncommittedFiles()
        let moves = try Self.set(["old-a", "old-locked"], in: directory, files: files)
        let chattr = Process()
        chattr.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        chattr.arguments = ["+i", directory + "/old-locked"]
        try chattr.run()
        chattr.waitUntilExit()
        try #require(chattr.terminationStatus == 0, "chattr +i is refused here")
        defer {
            let undo = Process()
            undo.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
            undo.arguments = ["-i", directory + "/old-locked"]
            try? undo.run()
            undo.waitUntilExit()
        }
        let outcome = SetCommit.run(first: [moves[0]], last: [moves[1]], jobs: 1, files: files)
        #expect(outcome.failures.map(\.reason) == ["it is immutable (chattr +i)"])
        #expect(Self.contents(directory + "/old-a") == "old old-a")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["old-a", "old-locked"])
    }

    /// The last file's rename fails after the others went in (its temporary file is on
    /// another file system: EXDEV, which no check before can see): the others are put
    /// back, the old ones as they were, the new ones removed.
    @Test(.enabled(if: SetCommitTests.otherFileSystem != nil, "needs /dev/shm on another file system than the temporary folder"))
    func aRenameThatFailsPutsTheOthersBack() throws {
        let directory = try Self.temporaryDirectory()
        let elsewhere = try Self.temporaryDirectory(under: try #require(Self.otherFileSystem))
        defer {
            try? FileManager.default.removeItem(atPath: directory)
            try? FileManager.default.removeItem(atPath: elsewhere)
        }
        let files = UncommittedFiles()
        let moves = try Self.set(["old-a", "new-b", "old-c"], in: directory, files: files)
        var far = try Self.set(["new-d"], in: elsewhere, files: files)[0]
        far.place = directory + "/old-d"
        try Self.write("old old-d", far.place)
        let outcome = SetCommit.run(first: moves, last: [far], jobs: 2, files: files)
        #expect(outcome.failures.map(\.path) == [directory + "/old-d"])
        #expect(outcome.failures.first?.reason == String(cString: strerror(EXDEV)))
        for name in ["old-a", "old-c", "old-d"] { #expect(Self.contents(directory + "/" + name) == "old " + name) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["old-a", "old-c", "old-d"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        #expect(files.temporaries.isEmpty)
    }

    /// /dev/shm when it is another file system than the temporary folder.
    static let otherFileSystem: String? = {
        var shm = stat()
        var temporary = stat()
        guard stat("/dev/shm", &shm) == 0, stat(NSTemporaryDirectory(), &temporary) == 0, shm.st_dev != temporary.st_dev,
            access("/dev/shm", W_OK) == 0
        else { return nil }
        return "/dev/shm"
    }()
}
