import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

/// merge refuses a shard state it cannot trust with status 2 and says why, before it
/// writes anything: a changed byte (its checksum), a value sealed again out of its
/// range, a run of more shards than anyone merges.
@Suite struct CorruptShardStateTests {
    static let at = ["--at", "2026-01-01T10:30:00Z"]

    /// Shard 1 of `count` of inputs/ into a fresh folder under `work`.
    static func shard(count: Int, in work: URL) -> String {
        let directory = work.appendingPathComponent("s1").path
        let inputs = ShardMergeEndToEndTests.packageRoot.appendingPathComponent("inputs").path
        _ = ShardMergeEndToEndTests.run(at + ["-q", "--format", "json", "--shard", "1/\(count)", "-o", directory, inputs])
        return directory
    }

    @Test func changedOrResealedStatesAreRefusedAsCorrupt() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("corrupt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let directory = Self.shard(count: 1, in: work)
        let path = directory + "/" + ShardState.fileName
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let out = work.appendingPathComponent("out").path

        var changed = original
        changed[changed.count / 2] ^= 0x10
        try Data(changed).write(to: URL(fileURLWithPath: path))
        var (status, error) = ShardMergeEndToEndTests.run(["merge", "-o", out, directory])
        #expect(status == .usage)
        #expect(error.hasPrefix("Error: '\(path)' is a corrupt shard state: its checksum does not match its content\n"))

        // Written by routereport's own encoder, so sealed with a right checksum.
        var state = try ShardState.decode(original).get()
        let first = try #require(state.results.firstIndex { !$0.result.geometries.isEmpty })
        state.results[first].result.geometries[0].path[0].longitude = 1e20
        try Data(state.encoded()).write(to: URL(fileURLWithPath: path))
        (status, error) = ShardMergeEndToEndTests.run(["merge", "-o", out, directory])
        #expect(status == .usage)
        #expect(error.hasPrefix("Error: '\(path)' is a corrupt shard state: path longitude 1e+20 is out of range\n"))

        try Data(Array(original.prefix(ShardEnvelope.magic.count)) + [2, 0, 0, 0, 0, 0, 0, 0]).write(
            to: URL(fileURLWithPath: path))
        (status, error) = ShardMergeEndToEndTests.run(["merge", "-o", out, directory])
        #expect(status == .usage)
        #expect(error.hasPrefix("Error: '\(path)' is a shard state of another routereport version than "))
        #expect(!FileManager.default.fileExists(atPath: out))

        try Data(original).write(to: URL(fileURLWithPath: path))
        (status, _) = ShardMergeEndToEndTests.run(["merge", "-q", "-o", out, directory])
        #expect(status == .success)
    }

    @Test func aRunOfAMillionShardsIsRefusedNamingTheFirstMissing() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("many-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let directory = Self.shard(count: 1_000_000_000, in: work)
        let (status, error) = ShardMergeEndToEndTests.run(["merge", "-o", work.appendingPathComponent("out").path, directory])
        #expect(status == .usage)
        let missing = (2...11).map { "\($0)/1000000000" }.joined(separator: ", ")
        #expect(error.hasPrefix("Error: cannot merge: missing shard \(missing), …\n"), "\(error)")
    }
}
