/// What one shard leaves for `merge`: the run it belongs to, and the read and computed
/// form of each of its inputs with their positions in the full input list.
public struct ShardState: Sendable {
    /// Everything that must agree between shards of one run.
    public struct Run: Sendable, Hashable {
        /// The FILE arguments and `--route` values as given.
        var arguments: [InputSource]
        /// The inputs they expand to, in run order.
        public var inputs: [InputSource]
        /// The options that change what the reports say (the reference time, the map
        /// options, `--strict`), as the command line's option table writes them.
        public var settings: [ShardSetting]
        public var generator: String
        /// What finding the inputs found wrong (`no-input`), reported ahead of the files'.
        var discoveryDiagnostics: [Diagnostic] = []

        public init(
            arguments: [InputSource], inputs: [InputSource], settings: [ShardSetting], generator: String,
            discoveryDiagnostics: [Diagnostic] = []
        ) {
            self.arguments = arguments
            self.inputs = inputs
            self.settings = settings
            self.generator = generator
            self.discoveryDiagnostics = discoveryDiagnostics
        }
    }

    public var run: Run
    /// 1-based.
    var shardIndex: Int
    var shardCount: Int
    /// (position in `run.inputs`, what the worker made of it), in run order.
    var results: [(index: Int, result: FileResult)]

    /// The state file's name inside a shard's output folder.
    public static let fileName = "routereport-shard.bin"
    private static let magic = Array("routereport shard\n".utf8)
    private static let version = 3

    public func encoded() -> [UInt8] {
        var writer = BinaryWriter()
        writer.write(Self.version)
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
        return Self.magic + writer.bytes
    }

    /// nil when the bytes are not a shard state of this version.
    public static func decode(_ bytes: [UInt8]) -> ShardState? {
        guard bytes.starts(with: magic) else { return nil }
        var reader = BinaryReader(Array(bytes.dropFirst(magic.count)))
        do {
            guard try reader.readInt() == version else { return nil }
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
            let results = try reader.readArray { (r: inout BinaryReader) throws(BinaryReader.Malformed) in
                (index: try r.readInt(), result: try r.readFileResult())
            }
            guard reader.isAtEnd else { return nil }
            return ShardState(
                run: Run(
                    arguments: arguments, inputs: inputs, settings: settings, generator: generator,
                    discoveryDiagnostics: discoveryDiagnostics),
                shardIndex: shardIndex, shardCount: shardCount, results: results)
        } catch {
            return nil
        }
    }
}
