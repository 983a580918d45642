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
}
