/// What the inputs of a run gave: whether a report is worth writing, and how many
/// inputs were lost.
extension RunReport {
    /// Whether no input could be read as KML, KMZ, GPX or CSV: there is none, or each one
    /// gave no flight and no landmark and is missing, unreadable, of another format or a
    /// broken archive. A KMZ that gave a flight was read, whatever else it held.
    public var readNothing: Bool {
        let unread: Set<Rule> = [.unreadableFile, .unknownFormat, .archiveInvalid]
        let failed = Self.inputsNamed(diagnostics.lazy.filter { unread.contains($0.rule) }.map(\.location))
        let gave = givingInputs
        return inputs.allSatisfy { !gave.contains($0) && failed.contains($0) }
    }

    /// Whether the run is not worth a report: nothing was read, or it gave no flight and
    /// no landmark and has an error (every route unknown, every row rejected). Then no
    /// report is written and the folder is left as it was.
    public var givesNothing: Bool {
        readNothing || (flights.isEmpty && landmarks.isEmpty && errorCount > 0)
    }

    /// How many of `sources` (the run's inputs as discovery found them) gave no flight
    /// and no landmark and have an error or could not be read.
    public func lostInputs(_ sources: [InputSource]) -> Int {
        let unread: Set<Rule> = [.unreadableFile, .unknownFormat, .archiveInvalid]
        let failing = diagnostics.lazy.filter { $0.severity == .error || unread.contains($0.rule) }.map(\.location)
        let failed = Self.inputsNamed(failing)
        let failedRoutes = Set(failing.filter { $0.file == RouteInput.file }.compactMap(\.line))
        let gave = givingInputs
        let gaveRoutes = Set(
            (flights.lazy.map(\.flight.source) + landmarks.lazy.map(\.landmark.source)).filter { $0.file == RouteInput.file }
                .compactMap(\.line))
        return sources.count { source in
            if let route = source.route {
                return !gaveRoutes.contains(route.argument) && failedRoutes.contains(route.argument)
            }
            return !gave.contains(source.name) && failed.contains(source.name)
        }
    }

    /// The inputs (files) some flight or landmark comes from.
    private var givingInputs: Set<String> {
        Self.inputsNamed(flights.lazy.map(\.flight.source) + landmarks.lazy.map(\.landmark.source))
    }

    /// The files of `locations`, each also as the archive it is inside: an entry of a
    /// KMZ is located at `ARCHIVE/ENTRY` (ENTRY may hold folders).
    private static func inputsNamed(_ locations: some Sequence<SourceLocation>) -> Set<String> {
        var files: Set<String> = []
        for location in locations {
            var file = location.file
            while !file.isEmpty && file != "/" && files.insert(file).inserted { file = PathText.parent(of: file) }
        }
        return files
    }
}
