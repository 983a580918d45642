import Foundation
import Testing

@testable import RouteReportCore

@Suite struct AtomicFileTests {
    /// A new empty folder; the caller removes it.
    private func temporaryDirectory() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func replacesTheFileAndLeavesNoTemporaryBehind() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.json"
        try AtomicFile.write(Array("old".utf8), to: path)
        try AtomicFile.write(Array("new contents".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new contents")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.json"])
    }

    @Test func partsAreWrittenOneAfterAnother() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.json"
        try AtomicFile.write(
            parts: [Array("{\n".utf8), [], Array(repeating: UInt8(ascii: "x"), count: 100_000), Array("}".utf8)], to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\n" + String(repeating: "x", count: 100_000) + "}")
    }

    @Test func aMissingFolderIsAnErrorNotACrash() {
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.write([1, 2, 3], to: "/nonexistent-\(UUID().uuidString)/x.json")
        }
    }

    /// Parts made on several workers, each after its own delay, land in index order.
    @Test(arguments: [1, 2, 5])
    func partsMadeInParallelAreWrittenInOrder(jobs: Int) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var random = SeededGenerator(seed: 9)
        let sizes = (0..<60).map { $0 % 7 == 3 ? 0 : random.next(in: 1...40_000) }
        let delays = (0..<60).map { _ in UInt32(random.next(in: 0...3_000)) }
        @Sendable func part(_ index: Int) -> [UInt8] { Array(repeating: UInt8(index), count: sizes[index]) }
        let path = directory + "/report.json"
        try writeInParts(sizes.count, jobs: jobs, to: path) { index in
            usleep(delays[index])
            return part(index)
        }
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(written) == (0..<sizes.count).flatMap(part))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.json"])
    }

    /// A part that could not be made fails its file: the old file stays, no temporary
    /// file is left behind, and later parts change nothing.
    @Test func aPartThatCouldNotBeMadeFailsTheFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/routes.kml"
        try AtomicFile.write(Array("old".utf8), to: path)
        let assembly = FileAssembly(path: path, partCount: 3)
        assembly.add([1, 2, 3], at: 0)  // written to the temporary file
        assembly.add(nil, at: 1)
        assembly.add([4], at: 2)
        #expect(assembly.finish()?.reason == "the document could not be built")
        #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["routes.kml"])
    }

    /// A file whose temporary file cannot be made is an error with the system's reason.
    @Test func aFailingPartWriteIsReported() {
        let path = "/nonexistent-\(UUID().uuidString)/report.json"
        let assembly = FileAssembly(path: path, partCount: 2)
        assembly.add([1], at: 0)
        assembly.add([2], at: 1)
        #expect(assembly.finish()?.reason == String(cString: strerror(ENOENT)))
    }

    /// The inode number of what is at `path` (not following a symlink), and whether it
    /// is a regular file.
    private func entry(_ path: String) -> (inode: UInt, regular: Bool)? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return (UInt(status.st_ino), (status.st_mode & S_IFMT) == S_IFREG)
    }

    /// A file that already holds the new bytes is left alone (same inode, so same
    /// modification time); other bytes, or other length, replace it. For both ways of
    /// writing: parts in memory, and parts made while writing.
    @Test(arguments: [false, true])
    func anUnchangedFileIsLeftAlone(streamed: Bool) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/routes.kml"
        func write(_ parts: [[UInt8]]) throws {
            if streamed {
                try writeInParts(parts.count, jobs: 2, to: path) { parts[$0] }
            } else {
                try AtomicFile.write(parts: parts, to: path)
            }
        }
        let big = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }  // more than one compared block
        let head = Array("head".utf8)
        let tail = Array("tail".utf8)
        var inode = UInt(0)
        /// Writes `parts`; expects the file to hold them, replaced or (`kept`) not.
        func expectWritten(_ parts: [[UInt8]], kept: Bool, _ comment: Comment) throws {
            try write(parts)
            let now = try #require(entry(path))
            #expect((now.inode == inode) == kept, comment)
            #expect(
                FileManager.default.contents(atPath: path) == parts.reduce(into: Data()) { $0.append(contentsOf: $1) }, comment)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["routes.kml"], comment)
            inode = now.inode
        }
        try expectWritten([head, big, tail], kept: false, "new")
        try expectWritten([Array("he".utf8), Array("ad".utf8) + big + tail], kept: true, "same bytes, cut elsewhere")
        var changed = big
        changed[2_500_000] ^= 1
        try expectWritten([head, changed, tail], kept: false, "a byte in the middle part differs")
        try expectWritten([head, changed, tail, tail], kept: false, "longer: the old file ends first")
        try expectWritten([head, changed], kept: false, "shorter: the old file goes on")
        try expectWritten([head, changed], kept: true, "the same again")
        try expectWritten([head + [0], changed], kept: false, "the first part differs at its end")
    }

    /// A symlink to a file with the same bytes is replaced by a file of our own, and a
    /// FIFO is replaced without waiting for a writer.
    @Test func symlinksAndFIFOsAreReplacedNotRead() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = Array("same".utf8)
        try AtomicFile.write(bytes, to: directory + "/target")
        #expect(symlink(directory + "/target", directory + "/link.svg") == 0)
        try AtomicFile.write(bytes, to: directory + "/link.svg")
        #expect(entry(directory + "/link.svg")?.regular == true)
        #expect(mkfifo(directory + "/fifo.svg", 0o644) == 0)
        try AtomicFile.write(bytes, to: directory + "/fifo.svg")
        #expect(entry(directory + "/fifo.svg")?.regular == true)
        #expect(FileManager.default.contents(atPath: directory + "/fifo.svg") == Data(bytes))
    }
}
