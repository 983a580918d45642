import Foundation
import Testing

@testable import RouteReportCore

/// The chunked reader under KMZArchive: any buffer size gives the same bytes, no chunk is
/// longer than the buffer, and the end and failures are sticky.
@Suite struct ZipEntryReaderTests {
    private func reader(_ archive: UnsafeRawBufferPointer) throws -> ZipEntryReader {
        let directory = try ZipDirectory.read(archive).get()
        let entry = try #require(directory.entries.first { $0.name == "doc.kml" })
        return try ZipEntryReader.open(entry, in: archive).get()
    }

    @Test(arguments: KMZArchiveTests.otherWriters + ["bomb.kmz"])
    func chunksOfAnySizeMakeTheEntry(name: String) throws {
        let bytes = try Fixtures.bytes("kmz/" + name)
        let expected = name == "bomb.kmz" ? nil : try Fixtures.bytes("kmz/inside.kml")
        // 64 MiB in one-byte chunks would take minutes: the bomb gets the larger sizes.
        for size in name == "bomb.kmz" ? [4096, 1 << 20] : [1, 7, 4096, 1 << 20] {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 1)
            defer { buffer.deallocate() }
            try bytes.withUnsafeBytes { archive in
                let reader = try reader(archive)
                var read: [UInt8] = []
                var chunks = 0
                while case .success(let count) = reader.read(into: buffer), count > 0 {
                    #expect(count <= size)
                    read += buffer[0..<count]
                    chunks += 1
                }
                #expect(reader.read(into: buffer) == .success(0))  // the end stays the end
                #expect(UInt64(read.count) == reader.entry.uncompressedSize)
                if let expected {
                    #expect(read == expected, "\(name), \(size)")
                } else {
                    // bomb.kmz: a KML comment of 64 MiB of spaces.
                    #expect(read.count == 64 << 20 + 78 && read.dropFirst(200).prefix(1000).allSatisfy { $0 == 0x20 })
                }
                #expect(chunks >= read.count / size)
            }
        }
    }

    @Test func aFailureIsRepeated() throws {
        let bytes = try Fixtures.bytes("kmz/crc-mismatch.kmz")
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { buffer.deallocate() }
        try bytes.withUnsafeBytes { archive in
            let reader = try reader(archive)
            let failure = ZipFailure.corruptEntry(entry: "doc.kml", "CRC-32 mismatch")
            #expect(reader.read(into: buffer) == .failure(failure))
            #expect(reader.read(into: buffer) == .failure(failure))
        }
    }

    @Test func everyPrefixOfAnArchiveIsAFailureNotACrash() throws {
        let bytes = try Fixtures.bytes("kmz/python-zip64-everywhere.kmz")
        for count in 0..<bytes.count {
            var diagnostics: [Diagnostic] = []
            let extracted = KMZArchive.document(in: Array(bytes[0..<count]), file: "cut.kmz", diagnostics: &diagnostics)
            #expect(extracted == nil)
            #expect(diagnostics.last?.rule == .archiveInvalid && diagnostics.last?.severity == .error, "\(count)")
        }
    }
}
