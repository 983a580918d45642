/// What one shard leaves for `merge`: the run it belongs to, and the read and computed
/// form of each of its inputs with their positions in the full input list.
struct ShardState: Sendable {
    /// Everything that must agree between shards of one run.
    struct Run: Sendable, Hashable {
        /// The FILE arguments and `--route` values as given.
        var arguments: [InputSource]
        /// The inputs they expand to, in run order.
        var inputs: [InputSource]
        /// The options that change what the reports say (the reference time, the map
        /// options, `--strict`), as the command line's option table writes them.
        var settings: [ShardSetting]
        var generator: String
        /// What finding the inputs found wrong (`no-input`), reported ahead of the files'.
        var discoveryDiagnostics: [Diagnostic] = []
    }

    var run: Run
    /// 1-based.
    var shardIndex: Int
    var shardCount: Int
    /// (position in `run.inputs`, what the worker made of it), in run order.
    var results: [(index: Int, result: FileResult)]

    /// The state file's name inside a shard's output folder.
    static let fileName = ReportFiles.shardStateFileName
    static let version = 9

    /// The inputs of the run that hash to this shard (`ShardAssignment`), in run order.
    var ownInputs: [InputSource] {
        run.inputs.filter { ShardAssignment.shard(of: $0, count: shardCount) == shardIndex }
    }

    func encoded() -> [UInt8] {
        var writer = ShardEnvelope.writer(version: Self.version)
        writer.write(run.arguments) { $0.write($1) }
        writer.write(run.inputs) { $0.write($1) }
        writer.write(run.settings) { writer, setting in
            writer.write(setting.name)
            writer.write(setting.value)
        }
        writer.write(run.generator)
        writer.write(run.discoveryDiagnostics) { $0.write($1) }
        writer.write(shardIndex)
        writer.write(shardCount)
        writer.write(results) { writer, entry in
            writer.write(entry.index)
            writer.write(entry.result)
        }
        return ShardEnvelope.sealed(writer)
    }

    static func decode(_ bytes: [UInt8]) -> Result<ShardState, Refusal> {
        bytes.withUnsafeBytes { decode($0, airports: .shared) }
    }

    /// The state in `bytes`, or why merge refuses them: not a state, another version, or
    /// damaged (the checksum, or a value out of the range routereport writes). `airports`
    /// is the table the state's airports are places of.
    static func decode(_ bytes: UnsafeRawBufferPointer, airports: AirportTable) -> Result<ShardState, Refusal> {
        let content: Range<Int>
        switch ShardEnvelope.content(of: bytes, version: version) {
        case .success(let range): content = range
        case .failure(let refusal): return .failure(refusal)
        }
        var reader = BinaryReader(bytes, range: content)
        do throws(BinaryReader.Malformed) {
            let readInput = { (r: inout BinaryReader) throws(BinaryReader.Malformed) in try r.readInput() }
            let arguments = try reader.readArray(readInput)
            let inputs = try reader.readArray(readInput)
            let settings = try reader.readArray { (r: inout BinaryReader) throws(BinaryReader.Malformed) in
                ShardSetting(name: try r.readString(), value: try r.readBytes())
            }
            let generator = try reader.readString()
            let discoveryDiagnostics = try reader.readArray { (r: inout BinaryReader) throws(BinaryReader.Malformed) in
                try r.readDiagnostic()
            }
            let shardIndex = try reader.readInt()
            let shardCount = try reader.readInt()
            guard shardCount >= 1, (1...shardCount).contains(shardIndex) else {
                throw BinaryReader.Malformed("shard \(shardIndex)/\(shardCount) is no shard of a run")
            }
            let results = try reader.readArray { (r: inout BinaryReader) throws(BinaryReader.Malformed) in
                (
                    index: try r.readInt("input position", in: 0...max(0, inputs.count - 1)),
                    result: try r.readFileResult(airports: airports)
                )
            }
            guard reader.isAtEnd else { throw BinaryReader.Malformed("bytes follow its last value") }
            return .success(
                ShardState(
                    run: Run(
                        arguments: arguments, inputs: inputs, settings: settings, generator: generator,
                        discoveryDiagnostics: discoveryDiagnostics),
                    shardIndex: shardIndex, shardCount: shardCount, results: results))
        } catch {
            return .failure(.corrupt(error.reason))
        }
    }
}
