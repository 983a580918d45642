/// What `validate` keeps of one file once the checks of its own flights are done: the
/// reader's diagnostics and what the run-wide checks read (the ids, the tracks and rows
/// that may join, each flight's duplicate key and plausibility findings), none of its
/// points. A feature costs a word for where it starts and a flight half a word more;
/// an id, a key, a finding or a joinable row only where the feature has one.
struct CheckedFile: Sendable {
    var file: String
    /// The reader's diagnostics.
    var diagnostics: [Diagnostic] = []
    /// The file's `routereport-disable…` comments.
    var suppressions: [SuppressionComment] = []
    /// Per feature, where it starts.
    private var sources = FeatureSources()
    /// The explicit ids, by feature.
    private var explicitIDs = SparseColumn<String>()
    /// Per flight, in the order of the flights among the features.
    private(set) var flights = CheckedFlights()
    /// A flight list (CSV) or route: its stops are airports.
    let airportList: Bool
    private let flightList: Bool
    /// The run's index of the file.
    private let index: Int
    private(set) var joining = TrackJoin.Candidates()
    /// Where the landmarks come from (the flights' places are in `flights`).
    private(set) var giving = RunYield.Sources()
    private(set) var landmarkCount = 0

    /// File `index` of the run, read as `format`, before its features are added.
    init(file: String, index: Int, format: InputFormat?) {
        self.file = file
        self.index = index
        let kind = InputDocument(file: file, format: format)
        airportList = kind.isAirportList
        flightList = kind.isFlightList
    }

    /// The next feature of the file; `checked` is what the checks made of it when it is a
    /// flight (its `position` is the feature's).
    mutating func add(_ feature: Feature, checked: CheckedFlight?) {
        let position = sources.count
        sources.append(feature.source)
        if let id = feature.explicitID { explicitIDs.append(id, at: position) }
        switch feature {
        case .flight(let flight):
            let place = TrackJoin.Place(document: index, flight: flights.count)
            let rows = joining.rows.count
            joining.add(flight, at: place, isList: flightList)
            if let checked { flights.append(checked, isRow: joining.rows.count > rows) }
        case .landmark(let landmark):
            giving.add(landmark.source)
            landmarkCount += 1
        }
    }

    /// Takes what the reader said of the whole file from its `document`: the file's name
    /// and diagnostics, the comments that silence them.
    mutating func finish(_ document: InputDocument) {
        file = document.file
        diagnostics = document.diagnostics
        suppressions = document.suppressions
    }
}

extension CheckedFile: IdentifiedFeatures {
    var featureCount: Int { sources.count }
    func explicitID(at position: Int) -> String? { explicitIDs.isEmpty ? nil : explicitIDs[position] }
    func source(at position: Int) -> SourceLocation { sources[position] }
}
