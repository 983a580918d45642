import Foundation
import Testing
@testable import RouteReportCore

@Suite struct KMZArchiveTests {
    private func open(_ name: String, maximumSize: Int = KMZArchive.maximumDocumentSize) throws
        -> (KMZArchive.Extracted?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let extracted = KMZArchive.document(
            in: try Fixtures.bytes("kmz/" + name), file: name, diagnostics: &diagnostics, maximumSize: maximumSize)
        return (extracted, diagnostics)
    }

    @Test func docKMLWinsOverAnEarlierKMLEntry() throws {
        let (extracted, diagnostics) = try open("doc-wins.kmz")
        #expect(extracted?.entryName == "doc.kml")
        let text = String(decoding: extracted?.bytes ?? [], as: UTF8.self)
        #expect(text.contains("Inside a KMZ"))
        #expect(diagnostics.isEmpty)
    }

    @Test func withoutDocKMLTheFirstKMLEntryIsTheDocument() throws {
        let (extracted, diagnostics) = try open("first-kml.kmz")
        #expect(extracted?.entryName == "route.kml")
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("no-kml.kmz", "the KMZ archive holds no .kml document"),
        ("encrypted.kmz", "the KMZ entry 'doc.kml' is encrypted"),
        ("truncated.kmz", "the KMZ archive is corrupt: no end of central directory record (not a zip archive)"),
    ])
    func hostileArchivesAreErrors(name: String, message: String) throws {
        let (extracted, diagnostics) = try open(name)
        #expect(extracted == nil)
        #expect(diagnostics.map(\.rule) == [.archiveInvalid])
        #expect(diagnostics.first?.message == message)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location == SourceLocation(file: name))
    }

    @Test func corruptDataIsAnErrorNotACrash() throws {
        let (extracted, diagnostics) = try open("corrupt.kmz")
        #expect(extracted == nil)
        #expect(diagnostics.map(\.rule) == [.archiveInvalid])
    }

    @Test func entriesLeavingTheArchiveAreSkippedWithWarnings() throws {
        let (extracted, diagnostics) = try open("unsafe-paths.kmz")
        #expect(extracted == nil)
        #expect(diagnostics.map(\.severity) == [.warning, .warning, .error])
        #expect(diagnostics.map(\.message) == [
            "the KMZ entry '../evil.kml' has an unsafe path; ignored",
            "the KMZ entry '/abs.kml' has an unsafe path; ignored",
            "the KMZ archive holds no .kml document",
        ])
    }

    @Test func aZipBombStopsAtTheLimit() throws {
        // 64 MiB of spaces, 64 KiB compressed, against a 1 MiB limit.
        let (extracted, diagnostics) = try open("bomb.kmz", maximumSize: 1 << 20)
        #expect(extracted == nil)
        #expect(diagnostics.map(\.rule) == [.inputLimit])
        #expect(diagnostics.first?.message == "the KMZ entry 'doc.kml' inflates past 1 MiB; not read")
    }

    @Test func unsafeNames() {
        #expect(KMZArchive.isSafe("doc.kml"))
        #expect(KMZArchive.isSafe("files/a..b.kml"))
        #expect(!KMZArchive.isSafe("../doc.kml"))
        #expect(!KMZArchive.isSafe("a/../../doc.kml"))
        #expect(!KMZArchive.isSafe("/etc/doc.kml"))
        #expect(!KMZArchive.isSafe("C:\\doc.kml"))
        #expect(!KMZArchive.isSafe("a\\..\\doc.kml"))
    }
}
