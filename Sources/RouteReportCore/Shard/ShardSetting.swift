/// One option of a run as its shards keep it: the option's name and its value as the
/// command line's option table writes it. The shards of one run must have the same
/// settings; the command line reads them back for the merged report.
public struct ShardSetting: Sendable, Hashable {
    public var name: String
    public var value: [UInt8]

    public init(name: String, value: [UInt8]) {
        self.name = name
        self.value = value
    }
}

extension ShardState.Run {
    /// The value of the setting called `name`, nil when the run has none.
    func setting(_ name: String) -> [UInt8]? {
        settings.first { $0.name == name }?.value
    }
}
