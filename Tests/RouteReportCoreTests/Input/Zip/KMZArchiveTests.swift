import Foundation
import Testing

@testable import RouteReportCore

@Suite struct KMZArchiveTests {
    private func open(_ name: String, maximumSize: Int = KMZArchive.maximumDocumentSize) throws
        -> (KMZArchive.Extracted?, [Diagnostic])
    {
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
        #expect(
            diagnostics.map(\.message) == [
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

    /// Archives written by Info-ZIP and Python's zipfile (Scripts/make_kmz_fixtures.sh),
    /// each holding inside.kml as doc.kml after a readme.txt.
    static let otherWriters = [
        "python-deflated.kmz", "python-stored.kmz", "python-zip64-forced.kmz", "python-zip64-everywhere.kmz",
        "python-streamed.kmz", "python-streamed-zip64.kmz", "infozip-zip64.kmz", "infozip-streamed.kmz",
    ]

    @Test(arguments: otherWriters)
    func archivesOfOtherWritersRead(name: String) throws {
        let (extracted, diagnostics) = try open(name)
        #expect(extracted?.entryName == "doc.kml")
        #expect(extracted?.bytes == (try Fixtures.bytes("kmz/inside.kml")))
        #expect(diagnostics.isEmpty)
    }

    /// One field of a good archive made wrong each. Info-ZIP's `unzip -t` accepts bzip2,
    /// lying-size, short-size and descriptor-mismatch (it trusts the local header and skips
    /// descriptors), and reports the others.
    @Test(arguments: [
        ("bzip2.kmz", "the KMZ entry 'doc.kml' uses compression method 12 (bzip2); only stored and deflated entries are read"),
        ("lying-size.kmz", "the KMZ entry 'doc.kml' is corrupt: 199 bytes cannot inflate to the 2147483647 it declares"),
        ("short-size.kmz", "the KMZ entry 'doc.kml' is corrupt: it inflates past the 10 bytes it declares"),
        ("crc-mismatch.kmz", "the KMZ entry 'doc.kml' is corrupt: CRC-32 mismatch"),
        ("directory-outside.kmz", "the KMZ archive is corrupt: the central directory lies outside the archive"),
        ("local-mismatch.kmz", "the KMZ entry 'doc.kml' is corrupt: its local header does not match the central directory"),
        ("spanned.kmz", "the KMZ archive spans several disks, which is not supported"),
        ("zip64-missing.kmz", "the KMZ archive is corrupt: the end record points to a ZIP64 record that is missing"),
        ("cut-deflate.kmz", "the KMZ entry 'doc.kml' is corrupt: its deflated data ends early"),
        (
            "descriptor-mismatch.kmz",
            "the KMZ entry 'doc.kml' is corrupt: its data descriptor disagrees with the central directory"
        ),
    ])
    func brokenFieldsAreArchiveInvalid(name: String, message: String) throws {
        let (extracted, diagnostics) = try open(name)
        #expect(extracted == nil)
        #expect(diagnostics == [Diagnostic(.archiveInvalid, message, at: SourceLocation(file: name))])
    }

    @Test func namesAreUTF8WhenFlaggedElseCP437() throws {
        let bytes = try Fixtures.bytes("kmz/names.kmz")
        let directory = try bytes.withUnsafeBytes { try ZipDirectory.read($0).get() }
        #expect(directory.entries.map(\.name) == ["r\u{FC}ck.kml", "fl\u{FC}ge.kml"])
        #expect(try open("names.kmz").0?.entryName == "r\u{FC}ck.kml")
    }

    @Test("Inside a KMZ, locations name the entry: ARCHIVE/ENTRY:LINE:COLUMN")
    func locationsInsideNameTheEntry() throws {
        let document = InputReader.read(try Fixtures.bytes("hostile/xxe-in-kmz.kmz"), file: "in/x.kmz")
        #expect(document.file == "in/x.kmz" && document.format == .kmz)
        // The DOCTYPE on line 2 of doc.kml, column 1 (Scripts/make_hostile_fixtures.py).
        #expect(
            document.diagnostics.map(DiagnosticText.line) == [
                "in/x.kmz/doc.kml:2:1: warning: DOCTYPE kml is not loaded: DTDs and entities are never read [external-reference]",
                "in/x.kmz/doc.kml:3: warning: entity reference &xxe; is not expanded [external-reference]",
            ])
        // The Placemark starts after the 44 characters of <kml xmlns="…kml/2.2"> on line 3.
        #expect(document.features.map(\.source) == [SourceLocation(file: "in/x.kmz/doc.kml", line: 3, column: 45)])
        // Findings about the archive itself name the archive.
        let encrypted = InputReader.read(try Fixtures.bytes("kmz/encrypted.kmz"), file: "e.kmz")
        #expect(encrypted.diagnostics.map(\.location) == [SourceLocation(file: "e.kmz")])
    }

    @Test func unsafeNames() {
        #expect(KMZArchive.isSafe("doc.kml"))
        #expect(KMZArchive.isSafe("files/a..b.kml"))
        #expect(!KMZArchive.isSafe("../doc.kml"))
        #expect(!KMZArchive.isSafe("a/../../doc.kml"))
        #expect(!KMZArchive.isSafe("/etc/doc.kml"))
        #expect(!KMZArchive.isSafe("C:\\doc.kml"))
        #expect(!KMZArchive.isSafe("a\\..\\doc.kml"))
        #expect(!KMZArchive.isSafe("doc.kml\nx.kml:1:1: error: forged"))
        #expect(!KMZArchive.isSafe("doc\u{7F}.kml"))
    }
}
