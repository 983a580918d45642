import Foundation
import Testing

@testable import RouteReportCore

/// Small hostile inputs that once cost far more memory than their content, and a process
/// started with too few descriptors, through the built binary. Memory is the child's own
/// peak resident set (`ChildResources`), compared with the same run over a small input:
/// a ratio, not a figure of this machine.
@Suite("Hostile resources", .serialized)
struct HostileResourceTests {
    /// A KMZ whose `doc.kml` is UTF-16 (little-endian, BOM) and inflates to about `bytes`
    /// bytes: one flight, its coordinates padded with spaces.
    static func utf16KMZ(inflatedTo bytes: Int) -> [UInt8] {
        let head = """
            <?xml version="1.0" encoding="UTF-16"?>
            <kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>CDG-JFK</name>
            <LineString><coordinates>2.55,49.01 -73.78,40.64
            """
        let tail = "</coordinates></LineString></Placemark></kml>\n"
        var document: [UInt8] = [0xFF, 0xFE]
        document.reserveCapacity(bytes + 512)
        for unit in head.utf16 { document += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let padding = max(0, (bytes - document.count - 2 * tail.utf16.count) / 2)
        for _ in 0..<padding { document += [0x20, 0x00] }
        for unit in tail.utf16 { document += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        var zip = ZipWriter(dosTime: 0, dosDate: 0x21)
        _ = zip.add(name: "doc.kml", contents: document)
        return zip.finish() ?? []
    }

    @Test("Too few descriptors for the thread pool: a message and status 3, not SIGILL; -j 1 needs no pool")
    func tooFewDescriptors() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/in", withIntermediateDirectories: false)
        try ValidateBinary.write(FaultTests.point, to: root + "/in/a.kml")
        try ValidateBinary.write(FaultTests.point, to: root + "/in/b.kml")
        // Four descriptors inherited under a limit of 9: two left, as 15 under 20 left.
        let inherited = "ulimit -n 9; exec 3</dev/null 4</dev/null 5</dev/null 6</dev/null; exec \"$0\""
        for script in [inherited + " validate -j 2 in", "ulimit -n 4; exec \"$0\" validate -j 2 in"] {
            let outcome = try FaultTests.shell(script, in: root)
            #expect(outcome.status == 3, "\(script)")
            #expect(outcome.standardError.hasPrefix("routereport: error: too few file descriptors: "), "\(script)")
            #expect(outcome.standardError.contains("the thread pool needs 3 and a run 2 more\n"), "\(script)")
        }
        let single = try FaultTests.shell("ulimit -n 4; exec \"$0\" validate -j 1 in", in: root)
        #expect(single.status == 0)
        #expect(single.standardError == "routereport: 2 files, 0 flights, 2 landmarks; 0 errors, 0 warnings\n")
        let enough = try FaultTests.shell("ulimit -n 12; exec \"$0\" -q --at 2026-01-01T00:00:00Z -j 2 -o out in", in: root)
        #expect(enough.status == 0)
        #expect(FileManager.default.fileExists(atPath: root + "/out/report.json"))
    }

    @Test(
        "A UTF-16 KMZ entry is held once: the attribute scan reads its code units in place",
        .enabled(if: ChildResources.available, "needs GNU time (/usr/bin/time, Debian 'time') for the peak memory"))
    func utf16EntryHeldOnce() throws {
        let root = try ValidateBinary.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let inflated = 24 << 20
        try Data(Self.utf16KMZ(inflatedTo: 1024)).write(to: URL(fileURLWithPath: root + "/small.kmz"))
        try Data(Self.utf16KMZ(inflatedTo: inflated)).write(to: URL(fileURLWithPath: root + "/big.kmz"))
        let small = try ChildResources.run(["validate", "-q", "-j", "1", "small.kmz"], in: root)
        let big = try ChildResources.run(["validate", "-q", "-j", "1", "big.kmz"], in: root)
        #expect(small.status == 0 && big.status == 0)
        // The entry itself takes 1×; a copy of its code units (as before) took another 1×.
        // Peak RSS is coarse (pages the heap reused, what glibc keeps), so the lower bound
        // only says the entry was measured at all; 0.89× has been seen.
        let growth = Double(big.peakResidentBytes - small.peakResidentBytes) / Double(inflated)
        #expect(
            growth > 0.6 && growth < 1.5,
            "peak grew by \(growth) x the entry (\(small.peakResidentBytes) → \(big.peakResidentBytes))")
    }
}
