import Foundation
import Testing

@testable import RouteReportCore

@Suite struct OutputFolderTests {
    private func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("output-folder-\(UUID().uuidString)").path
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Everything in `directory` and below, relative, sorted.
    private func listing(_ directory: String) -> [String] {
        (FileManager.default.subpaths(atPath: directory) ?? []).sorted()
    }

    @Test func stagedFilesGoInPlaceOnlyAtTheCommit() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let folder = try OutputFolder.open(directory, whenBusy: .refuse)
        try folder.makeFolders(for: ["a.txt", "sub/b.txt"])
        let a = folder.stage("a.txt", partCount: 2)
        let b = folder.stage("sub/b.txt", partCount: 1)
        a.add(Array("one ".utf8), at: 0)
        a.add(Array("two".utf8), at: 1)
        b.add(Array("three".utf8), at: 0)
        #expect(contents(directory + "/a.txt") == nil && contents(directory + "/sub/b.txt") == nil)
        try folder.commit(
            [.init(name: "a.txt", assembly: a, commitsLast: true), .init(name: "sub/b.txt", assembly: b, commitsLast: false)],
            jobs: 2)
        #expect(contents(directory + "/a.txt") == "one two")
        #expect(contents(directory + "/sub/b.txt") == "three")
        #expect(OutputManifest.read(in: directory).map(\.path) == ["a.txt", "sub/b.txt"])
        #expect(listing(directory) == [OutputManifest.fileName, "a.txt", "sub", "sub/b.txt"])
    }

    /// One file of the set missing a part: no file of the set goes in place, the old
    /// ones stay, and no temporary file is left.
    @Test func anIncompleteFileKeepsTheWholeSetOut() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("old a".utf8).write(to: URL(fileURLWithPath: directory + "/a.txt"))
        let folder = try OutputFolder.open(directory, whenBusy: .refuse)
        let a = folder.stage("a.txt", partCount: 1)
        let b = folder.stage("b.txt", partCount: 2)
        a.add(Array("new a".utf8), at: 0)
        b.add(Array("half".utf8), at: 0)
        #expect {
            try folder.commit(
                [.init(name: "a.txt", assembly: a, commitsLast: false), .init(name: "b.txt", assembly: b, commitsLast: false)],
                jobs: 1)
        } throws: { error in
            (error as? AtomicFile.WriteError)?.path == directory + "/b.txt"
        }
        #expect(contents(directory + "/a.txt") == "old a")
        #expect(listing(directory) == ["a.txt"])
    }

    /// What killed runs left, in the folder and in any real folder inside it, goes when
    /// the folder is opened, and a folder it leaves empty; a file of another name, and
    /// what a symlink points to, stay.
    @Test func openingRemovesTheLeftoversOfKilledRuns() throws {
        let directory = temporaryDirectory()
        let elsewhere = temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: directory)
            try? FileManager.default.removeItem(atPath: elsewhere)
        }
        for folder in [directory + "/maps", directory + "/other", elsewhere] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(atPath: directory + "/linked", withDestinationPath: elsewhere)
        let leftovers = [".routereport-12-A.tmp", "maps/.routereport-3-B.tmp", "other/.routereport-4-C.tmp"]
        for name in leftovers + ["maps/.routereport-notes.tmp"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        try Data("x".utf8).write(to: URL(fileURLWithPath: elsewhere + "/.routereport-5-D.tmp"))
        _ = try OutputFolder.open(directory, whenBusy: .refuse)
        #expect(listing(directory) == ["linked", "maps", "maps/.routereport-notes.tmp"])
        #expect(listing(elsewhere) == [".routereport-5-D.tmp"])
    }
}
