import Foundation
import Testing

@testable import RouteReportCore

extension Result where Failure == ShardState.Refusal {
    /// The refusal, nil when the bytes decoded.
    var refusal: ShardState.Refusal? {
        if case .failure(let refusal) = self { return refusal }
        return nil
    }
}

/// A shard state merge cannot trust is refused (exit 2, a corrupt shard state), never
/// merged into another report: the checksum catches what storage or an editor changed,
/// and the readers' range checks what was changed and sealed again.
@Suite("Shard state integrity")
struct ShardIntegrityTests {
    /// The CRC-64/XZ of `bytes` one bit at a time, straight from the definition, to hold
    /// the sliced tables to.
    static func bitwiseCRC64(_ bytes: [UInt8]) -> UInt64 {
        var crc = UInt64.max
        for byte in bytes {
            crc ^= UInt64(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xC96C_5795_D787_0F42 : crc >> 1 }
        }
        return ~crc
    }

    @Test("CRC-64/XZ: the catalogue's check value and the bitwise definition, any length, in pieces")
    func checksum() {
        // The check value of CRC-64/XZ in the CRC catalogue (reveng), as xz computes it.
        #expect(ShardChecksum(UnsafeRawBufferPointer(start: nil, count: 0)).value == 0)
        #expect(Array("123456789".utf8).withUnsafeBytes { ShardChecksum($0).value } == 0x995D_C9BB_DF19_39FA)
        var generator = SeededGenerator(seed: 33)
        for length in 0..<70 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let whole = bytes.withUnsafeBytes { ShardChecksum($0).value }
            #expect(whole == Self.bitwiseCRC64(bytes), "length \(length)")
            var pieces = ShardChecksum()
            let cut = length / 3
            bytes.withUnsafeBytes { raw in
                pieces.update(UnsafeRawBufferPointer(rebasing: raw[..<cut]))
                pieces.update(UnsafeRawBufferPointer(rebasing: raw[cut...]))
            }
            #expect(pieces.value == whole, "length \(length) cut at \(cut)")
        }
    }

    static let configuration: RunConfiguration = {
        var map = MapOptions()
        map.referenceTime = 1_767_263_400
        return RunConfiguration(map: map, jobs: 1, strict: false, generator: "routereport test")
    }()

    /// A state of `inputs/` as shard 1 of 1: what a real run writes.
    static func realState() -> ShardState {
        let inputs = PackageRoot.url.appendingPathComponent("inputs").path
        let found = ReportPipeline.discover([.file(inputs)], outputFolder: nil, markers: [])
        return ShardRun.reportAndState(
            found, arguments: [.file(inputs)], configuration: configuration, settings: [], index: 1, count: 1
        )
        .state
    }

    /// `bytes` with their checksum computed again, as an editor who knows the format
    /// would leave them.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var changed = Array(bytes.dropLast(8))
        let checksum = changed.withUnsafeBytes { ShardChecksum($0).value }
        for index in 0..<8 { changed.append(UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index)))) }
        return changed
    }

    /// The offset of the first 8 bytes that hold `value`'s bits, little-endian.
    static func offset(of value: Double, in bytes: [UInt8]) -> Int? {
        let pattern = (0..<8).map { UInt8(truncatingIfNeeded: value.bitPattern >> (8 * UInt64($0))) }
        return (0...(bytes.count - 8)).first { bytes[$0..<($0 + 8)].elementsEqual(pattern) }
    }

    static func replacing(_ value: Double, with new: Double, in bytes: [UInt8]) throws -> [UInt8] {
        let at = try #require(offset(of: value, in: bytes), "\(value) is not in the state")
        var changed = bytes
        for index in 0..<8 { changed[at + index] = UInt8(truncatingIfNeeded: new.bitPattern >> (8 * UInt64(index))) }
        return changed
    }

    @Test("Every single-bit change of a real state is refused by its checksum")
    func everyBitFlipIsRefused() throws {
        let bytes = Self.realState().encoded()
        let inputs = PackageRoot.url.appendingPathComponent("inputs").path
        let found = ReportPipeline.discover([.file(inputs)], outputFolder: nil, markers: [])
        #expect(try ShardState.decode(bytes).get().results.count == found.inputs.count)
        // Every byte of the frame and the first 300 of the content, every 211th after: the
        // checksum is what refuses each, wherever it is.
        let positions = Array(0..<300) + Array(stride(from: 300, to: bytes.count, by: 211))
        #expect(positions.count > 400)
        var refused = 0
        for position in positions {
            for bit in 0..<8 {
                var changed = bytes
                changed[position] ^= 1 << bit
                let refusal = ShardState.decode(changed).refusal
                let magic = position < ShardEnvelope.magic.count
                let version = !magic && position < ShardEnvelope.magic.count + 8
                let expected: ShardState.Refusal
                if magic {
                    expected = .notAShardState
                } else if version {
                    expected = .otherVersion(ShardState.version ^ (1 << (8 * (position - ShardEnvelope.magic.count) + bit)))
                } else {
                    expected = .corrupt("its checksum does not match its content")
                }
                #expect(refusal == expected, "byte \(position) bit \(bit)")
                if refusal != nil { refused += 1 }
            }
        }
        #expect(refused == 8 * positions.count)
    }

    @Test("A coordinate set to 1e20, NaN or 540 and sealed again is refused as out of range")
    func outOfRangeCoordinatesAreRefused() throws {
        let state = Self.realState()
        let bytes = state.encoded()
        // classic-flight.kml's first vertex: (35.655, -83.4411).
        let longitude = -83.4411
        #expect(Self.offset(of: longitude, in: bytes) != nil)
        for (bad, shown) in [(1e20, "1e+20"), (.nan, "nan"), (540, "540.0"), (-180.5, "-180.5")] {
            let changed = Self.resealed(try Self.replacing(longitude, with: bad, in: bytes))
            #expect(ShardState.decode(changed).refusal == .corrupt("vertex longitude \(shown) is out of range"))
        }
        let latitude = 35.655
        let changed = Self.resealed(try Self.replacing(latitude, with: 90.0001, in: bytes))
        #expect(ShardState.decode(changed).refusal == .corrupt("vertex latitude 90.0001 is out of range"))
    }

    @Test("Values the pipeline cannot make, sealed again, are each refused by the reader's range check")
    func valuesOutOfTheirRangeAreRefused() throws {
        var state = ShardStateTests.sampleState()
        let bytes = state.encoded()
        #expect(ShardState.decode(bytes).refusal == nil)
        // The sample's distinct values: bearings 0.1 and 359.9, heading 90, progress 0.5,
        // explicit progress 0.67, arrival 5, distance 123.456, path longitude 181.
        let cases: [(Double, Double, String)] = [
            (359.9, 360, "final bearing 360.0 is out of range"),
            (0.1, -0.1, "initial bearing -0.1 is out of range"),
            (90, .infinity, "heading inf is out of range"),
            (0.5, 1.5, "progress 1.5 is out of range"),
            (0.67, -1, "explicit progress -1.0 is out of range"),
            (5, 1e300, "arrival 1e+300 is out of range"),
            (123.456, .nan, "distance nan is out of range"),
            (181, -.infinity, "path longitude -inf is out of range"),
        ]
        for (value, bad, reason) in cases {
            let changed = Self.resealed(try Self.replacing(value, with: bad, in: bytes))
            #expect(ShardState.decode(changed).refusal == .corrupt(reason), "\(value) → \(bad)")
        }
        // Counts and indices: a path index past the path, a shard past its run.
        state.results[0].result.geometries[0].position?.pathIndex = 2
        #expect(ShardState.decode(state.encoded()).refusal == .corrupt("position's path index 2 is out of range"))
        state = ShardStateTests.sampleState()
        state.shardIndex = 4
        #expect(ShardState.decode(state.encoded()).refusal == .corrupt("shard 4/3 is no shard of a run"))
        state = ShardStateTests.sampleState()
        state.shardCount = 0
        #expect(ShardState.decode(state.encoded()).refusal == .corrupt("shard 2/0 is no shard of a run"))
        state = ShardStateTests.sampleState()
        state.results[0].result.geometries = []
        #expect(ShardState.decode(state.encoded()).refusal == .corrupt("a.kml has 0 flight geometries for 1 flights"))
        state = ShardStateTests.sampleState()
        state.results[0].index = 2
        #expect(ShardState.decode(state.encoded()).refusal == .corrupt("input position 2 is out of range"))
        state = ShardStateTests.sampleState()
        state.results[0].result.geometries[0].progress = nil
        #expect(
            ShardState.decode(state.encoded()).refusal == .corrupt("a flight's progress, its source and its position disagree"))
    }

    @Test("300 random changes, sealed again: each refused, or a state whose merged report holds only numbers")
    func randomSealedChangesNeverCrashMerge() throws {
        let bytes = Self.realState().encoded()
        var generator = SeededGenerator(seed: 7)
        var accepted = 0
        for _ in 0..<300 {
            var changed = bytes
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: (ShardEnvelope.magic.count + 8)..<(bytes.count - 8), using: &generator)
                changed[at] = UInt8.random(in: 0...255, using: &generator)
            }
            guard case .success(let state) = ShardState.decode(Self.resealed(changed)) else { continue }
            guard let merged = try? ShardMerge.merge([state], configuration: Self.configuration) else { continue }
            accepted += 1
            let json = String(decoding: JSONReportWriter.document(for: merged.report, airports: .shared), as: UTF8.self)
            #expect(!json.contains("NaN") && !json.contains("inf"))
            let names = MapFileNames.assign(merged.report.flights.map(\.id))
            let markdown = MarkdownReportWriter.document(for: merged.report, airports: .shared, mapFileNames: names)
            #expect(!markdown.contains("NaN") && !markdown.contains("inf°"))
        }
        // Most changes land in names, messages and digits that stay in range.
        #expect(accepted > 50)
    }

    @Test("A state too big for the memory allowed is refused, not an abort")
    func stateBeyondMemoryIsRefused() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path + "/" + ShardState.fileName
        try Data(Self.realState().encoded()).write(to: URL(fileURLWithPath: path))
        #expect(try ShardState.read(path: path)?.get() != nil)
        let refused = CheckedMemory.$limit.withValue(1000) { ShardState.read(path: path)?.refusal }
        guard case .unreadable(let reason) = refused else {
            Issue.record("not refused: \(String(describing: refused))")
            return
        }
        #expect(reason.hasPrefix("not enough memory to read it"))
        #expect(ShardState.read(path: folder.path + "/none") == nil)
    }
}
