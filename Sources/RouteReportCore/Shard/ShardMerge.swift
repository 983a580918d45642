/// Joins the states of shards 1…N of one run into the report one unsharded run would
/// have made: the same FileResults in the same order through the same ordered merge.
public enum ShardMerge {
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }

        public init(message: String) { self.message = message }
    }

    /// One thing the shards of a run must agree on (an option), as the command line's
    /// option table states it: its name in a refusal, and how two runs differ on it.
    public struct Agreement: Sendable {
        var name: String
        var differs: @Sendable (ShardState.Run, ShardState.Run) -> Bool

        init(name: String, differs: @escaping @Sendable (ShardState.Run, ShardState.Run) -> Bool) {
            self.name = name
            self.differs = differs
        }

        /// Runs differ on it when their values of the setting called `setting` differ.
        public init(name: String, setting: String) {
            self.init(name: name) { $0.setting(setting) != $1.setting(setting) }
        }
    }

    /// The end of `merge`: the shard state in each of `folders` read, its settings read
    /// back by `configuration` (a refusal there says why they are corrupt), the states
    /// merged, and the run held to what the merge command line states (`stated`: each
    /// option given that shards must agree on, as the shards keep it, with the words a
    /// refusal ends with, "with another --at"). The run's configuration is the first
    /// shard's; `version` is this routereport's, that refusals name.
    public static func merge(
        folders: [String], version: String, agreements: [Agreement], stated: [(setting: ShardSetting, differing: String)],
        configuration: ([ShardSetting]) -> Result<RunConfiguration, Refusal>
    ) throws(Refusal) -> RunEnding {
        var states: [ShardState] = []
        var first: RunConfiguration?
        for folder in folders {
            let path = folder + "/" + ShardState.fileName
            func refused(_ reason: String) -> Refusal { Refusal(message: "'\(path)' " + reason) }
            switch ShardState.read(path: path) {
            case nil:
                throw Refusal(
                    message: "'\(folder)' holds no shard state (\(ShardState.fileName)); "
                        + "run 'routereport --shard K/N -o \(folder) FILE...' first")
            case .success(let state):
                switch configuration(state.run.settings) {
                case .success(let read): first = first ?? read
                case .failure(let problem): throw refused(ShardState.Refusal.corrupt(problem.message).text(version: version))
                }
                states.append(state)
            case .failure(let refusal):
                throw refused(refusal.text(version: version))
            }
        }
        guard var configuration = first, let generator = states.first?.run.generator else {
            throw Refusal(message: "cannot merge: no shard to merge")
        }
        configuration.generator = generator
        let merged: (run: ShardState.Run, report: RunReport)
        do {
            merged = try merge(states, configuration: configuration, agreements: agreements)
        } catch {
            throw Refusal(message: "cannot merge: " + error.message)
        }
        if let conflict = stated.first(where: { merged.run.setting($0.setting.name) != $0.setting.value }) {
            throw Refusal(message: "cannot merge: the shards were run " + conflict.differing)
        }
        return RunEnding(merged.report.yield, report: merged.report, inputs: merged.run.inputs)
    }

    /// The run all shards agree on, with the merged report; or why they cannot be merged.
    /// `agreements` name what a refusal says when two shards' runs differ.
    /// `configuration` is the run's, as the command line reads it from the first shard's
    /// settings.
    static func merge(
        _ states: [ShardState], configuration: RunConfiguration, agreements: [Agreement] = []
    ) throws(Refusal) -> (run: ShardState.Run, report: RunReport) {
        guard let first = states.first else { throw Refusal(message: "no shard to merge") }
        let count = first.shardCount
        for state in states where state.run != first.run {
            throw Refusal(
                message: "shard \(state.shardIndex)/\(state.shardCount) was run "
                    + difference(state.run, first.run, agreements) + " than shard \(first.shardIndex)/\(first.shardCount)")
        }
        for state in states where state.shardCount != count {
            throw Refusal(
                message:
                    "shard \(state.shardIndex)/\(state.shardCount) belongs to a run of \(state.shardCount) shards, not \(count)")
        }
        let indices = states.map(\.shardIndex).sorted()
        guard indices.count == count, indices.elementsEqual(1...count) else {
            // The first few missing only: a state may claim a run of 10^9 shards.
            let present = Set(indices)
            let missing = (1...count).lazy.filter { !present.contains($0) }.prefix(10)
            let repeated = zip(indices, indices.dropFirst()).filter { $0 == $1 }.map(\.0)
            var parts: [String] = []
            if !missing.isEmpty {
                let more = count - present.count > missing.count ? ", …" : ""
                parts.append("missing shard " + missing.map { "\($0)/\(count)" }.joined(separator: ", ") + more)
            }
            if !repeated.isEmpty {
                parts.append(
                    "shard " + Array(Set(repeated)).sorted().map { "\($0)/\(count)" }.joined(separator: ", ")
                        + " given more than once")
            }
            throw Refusal(message: parts.joined(separator: "; "))
        }
        var slots = [FileResult?](repeating: nil, count: first.run.inputs.count)
        for state in states {
            for entry in state.results {
                guard slots.indices.contains(entry.index), slots[entry.index] == nil,
                    entry.result.document.file == first.run.inputs[entry.index].name
                else {
                    throw Refusal(message: "shard \(state.shardIndex)/\(count) holds an input that does not fit the run")
                }
                slots[entry.index] = entry.result
            }
        }
        guard slots.allSatisfy({ $0 != nil }) else {
            throw Refusal(message: "the shards do not cover every input of the run")
        }
        let run = first.run
        // A state keeps each geometry's path, not how its legs were cut: solved again here,
        // for the run's max segment.
        let maxSegment = configuration.map.maxSegment
        let read = slots.map { $0! }
        let results = parallelMap(count: read.count, workers: configuration.jobs) { index in
            read[index].restoringLegs(maxSegment: maxSegment)
        }
        let report = ReportPipeline.merge(
            inputs: run.inputs, results: results, configuration: configuration, discovery: run.discoveryDiagnostics)
        return (run, report)
    }

    /// Names what differs between two runs, for the refusal message.
    static func difference(_ a: ShardState.Run, _ b: ShardState.Run, _ agreements: [Agreement]) -> String {
        if a.arguments != b.arguments || a.inputs != b.inputs { return "with another FILE list" }
        if let differing = agreements.first(where: { $0.differs(a, b) }) { return "with another " + differing.name }
        return "by another routereport version"
    }
}

extension FileResult {
    /// The result with each flight's legs and ring size solved again for `maxSegment`
    /// (`FlightGeometry.restoreLegs(of:maxSegment:)`): what a shard state leaves out.
    func restoringLegs(maxSegment: Double) -> FileResult {
        var result = self
        let flights = document.features.compactMap { feature -> Flight? in
            if case .flight(let flight) = feature { flight } else { nil }
        }
        for (index, flight) in zip(result.geometries.indices, flights) {
            result.geometries[index].restoreLegs(of: flight, maxSegment: maxSegment)
        }
        return result
    }
}
