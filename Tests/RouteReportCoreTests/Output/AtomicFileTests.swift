import Foundation
import Testing
@testable import RouteReportCore

@Suite struct AtomicFileTests {
    @Test func replacesTheFileAndLeavesNoTemporaryBehind() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.json"
        try AtomicFile.write(Array("old".utf8), to: path)
        try AtomicFile.write(Array("new contents".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new contents")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.json"])
    }

    @Test func partsAreWrittenOneAfterAnother() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.json"
        try AtomicFile.write(parts: [Array("{\n".utf8), [], Array(repeating: UInt8(ascii: "x"), count: 100_000), Array("}".utf8)], to: path)
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
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var random = SeededGenerator(seed: 9)
        let sizes = (0..<60).map { $0 % 7 == 3 ? 0 : random.next(in: 1...40_000) }
        let delays = (0..<60).map { _ in UInt32(random.next(in: 0...3_000)) }
        @Sendable func part(_ index: Int) -> [UInt8] { Array(repeating: UInt8(index), count: sizes[index]) }
        let path = directory + "/report.json"
        try AtomicFile.write(partCount: sizes.count, jobs: jobs, to: path) { index in
            usleep(delays[index])
            return part(index)
        }
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(written) == (0..<sizes.count).flatMap(part))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.json"])
    }

    /// A failing write (a full disk) is reported once, and nothing after it is written.
    @Test func aFailingPartWriteIsReported() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let writer = OrderedPartWriter(descriptor: descriptor)
        writer.add([1, 2, 3], at: 1)
        #expect(writer.failure == nil)  // waits for part 0
        writer.add([4], at: 0)
        #expect(writer.failure == String(cString: strerror(ENOSPC)))
        writer.add([5], at: 2)
        #expect(writer.failure == String(cString: strerror(ENOSPC)))
    }
}
