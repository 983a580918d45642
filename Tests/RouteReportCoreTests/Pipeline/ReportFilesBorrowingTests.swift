import Foundation
import Testing

@testable import RouteReportCore

/// A part borrowed from another file (`BorrowedPart`) is made from that file's bytes when
/// the run writes it, by the plan otherwise, and fails with it.
@Suite struct ReportFilesBorrowingTests {
    private func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("report-borrowing-\(UUID().uuidString)").path
    }

    /// "(own)" by its plan; its middle part borrowed from source.txt.
    private let page = OutputFile(
        "page.txt", Parts(count: 3) { Array(["(", "own", ")"][$0].utf8) }, mark: nil,
        borrowing: [BorrowedPart(index: 1, source: "source.txt") { Array("borrowed ".utf8) + $0 }])

    private func source(_ text: String?) -> OutputFile {
        OutputFile(
            "source.txt", Parts(count: 2) { index in text.map { Array($0.utf8) + [UInt8(ascii: "0") + UInt8(index)] } }, mark: nil
        )
    }

    private func write(_ files: [OutputFile], to directory: String, jobs: Int) throws(AtomicFile.WriteError) {
        let folder = try OutputFolder.open(directory, whenBusy: .wait(waiting: {}))
        try ReportFiles.write(files, in: folder, jobs: jobs, progress: nil)
    }

    private func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: [1, 3])
    func aBorrowedPartIsMadeFromItsSourceWhenTheRunWritesIt(jobs: Int) throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write([page, source("x")], to: directory, jobs: jobs)
        #expect(text(directory + "/source.txt") == "x0x1")
        #expect(text(directory + "/page.txt") == "(borrowed x0x1)")
    }

    @Test func thePlanMakesTheBorrowedPartWhenTheRunDoesNotWriteItsSource() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write([page], to: directory, jobs: 2)
        #expect(text(directory + "/page.txt") == "(own)")
    }

    /// The source's error is the one named; the page fails with it, unnamed.
    @Test(arguments: [1, 3])
    func aSourceThatFailsFailsTheFileBorrowingFromIt(jobs: Int) throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect {
            try write([page, source(nil)], to: directory, jobs: jobs)
        } throws: { error in
            guard let error = error as? AtomicFile.WriteError else { return false }
            return error.path == directory + "/source.txt" && error.others.isEmpty
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/page.txt"))
    }
}
