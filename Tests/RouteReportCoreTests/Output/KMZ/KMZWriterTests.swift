import Foundation
import Testing

@testable import RouteReportCore

@Suite struct KMZWriterTests {
    let kml = Array(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document><name>Zürich &amp; Lisboa</name></Document></kml>\n"
            .utf8)

    /// A document big enough to take several deflate blocks and 64 KiB chunks.
    var bigKML: [UInt8] {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document>\n"
        var generator = SeededGenerator(seed: 13)
        for index in 0..<20_000 {
            text +=
                "<Placemark id=\"p\(index)\"><Point><coordinates>\(generator.next(in: -180...180)).\(generator.next(in: 0...999_999)),\(generator.next(in: -90...90))</coordinates></Point></Placemark>\n"
        }
        return Array((text + "</Document></kml>\n").utf8)
    }

    @Test func ourReaderFindsTheSameDocumentInside() throws {
        for document in [kml, bigKML, []] {
            let archive = try #require(KMZWriter.archive(documentKML: document))
            var diagnostics: [Diagnostic] = []
            let extracted = KMZArchive.document(in: archive, file: "routes.kmz", diagnostics: &diagnostics)
            #expect(extracted?.entryName == "doc.kml")
            #expect(extracted?.bytes == document)
            #expect(diagnostics.isEmpty)
        }
    }

    @Test func theEntryIsStampedWithTheZipEpochWhateverTheClock() throws {
        let first = try #require(KMZWriter.archive(documentKML: kml))
        let second = try #require(KMZWriter.archive(documentKML: kml))
        #expect(first == second)
        // Local file header: DOS time at 10, date at 12 (little-endian); 0x0021 is 1980-01-01.
        #expect(Array(first[10..<14]) == [0, 0, 0x21, 0])
        // The layout by hand: one 30-byte local header + "doc.kml", the data, one 46-byte
        // directory entry + "doc.kml", the 22-byte end record pointing at it.
        let directory = first.count - 22 - (46 + 7)
        #expect(Array(first[directory..<(directory + 4)]) == [0x50, 0x4B, 0x01, 0x02])
        #expect(Array(first[(directory + 12)..<(directory + 16)]) == [0, 0, 0x21, 0])
        let end = first.count - 22
        #expect(Array(first[(end + 16)..<(end + 20)]) == withUnsafeBytes(of: UInt32(directory).littleEndian, Array.init))
    }

    @Test(.enabled(if: ExternalZipReaders.hasUnzip, "unzip (Debian unzip) is not installed"))
    func infoZipAgrees() throws {
        for (name, archive) in try archives() {
            try ExternalZipReaders.withFile(archive, named: name) { path in
                #expect(try ExternalZipReaders.run(ExternalZipReaders.unzip, ["-tq", path]).status == 0, "\(name)")
                let extracted = try ExternalZipReaders.run(ExternalZipReaders.unzip, ["-p", path, "doc.kml"])
                #expect(extracted.status == 0)
                #expect(extracted.output == (name.contains("big") ? bigKML : kml), "\(name)")
            }
        }
    }

    @Test(.enabled(if: ExternalZipReaders.hasPython, "python3 is not installed"))
    func pythonZipfileAgrees() throws {
        for (name, archive) in try archives() {
            let document = name.contains("big") ? bigKML : kml
            try ExternalZipReaders.withFile(archive, named: name) { path in
                let listing = try ExternalZipReaders.run(
                    ExternalZipReaders.python, ["-c", ExternalZipReaders.pythonListing, path])
                #expect(listing.status == 0, "\(name)")
                #expect(
                    String(decoding: listing.output, as: UTF8.self) == "doc.kml\t8\t1980-01-01 00:00:00\t\(document.count)\n",
                    "\(name)")
                let read = try ExternalZipReaders.run(
                    ExternalZipReaders.python, ["-c", ExternalZipReaders.pythonRead, path, "doc.kml"])
                #expect(read.status == 0 && read.output == document, "\(name)")
            }
        }
    }

    /// routes.kmz of a small and a big document, and both again with every size, offset
    /// and the end record in ZIP64 form (as past 4 GiB), which our reader must read too.
    private func archives() throws -> [(String, [UInt8])] {
        var result: [(String, [UInt8])] = []
        for (name, document) in [("small", kml), ("big", bigKML)] {
            result.append((name + ".kmz", try #require(KMZWriter.archive(documentKML: document))))
            var writer = ZipWriter(dosTime: KMZWriter.dosTime, dosDate: KMZWriter.dosDate)
            writer.zip64Threshold = 0
            let added = writer.add(name: "doc.kml", contents: document)
            #expect(added)
            let zip64 = try #require(writer.finish())
            var diagnostics: [Diagnostic] = []
            #expect(KMZArchive.document(in: zip64, file: "z.kmz", diagnostics: &diagnostics)?.bytes == document)
            #expect(diagnostics.isEmpty)
            result.append((name + "-zip64.kmz", zip64))
        }
        return result
    }
}
