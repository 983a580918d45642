/// One flight's vertices and per-vertex times as a reader walks its elements, with the
/// first problem of each kind. One diagnostic per problem kind per flight: a broken
/// million-point track yields a few lines, not a million.
struct FlightBuilder {
    private(set) var vertices: [Coordinate] = []
    /// One entry per vertex, NaN where the vertex has no time; empty until a vertex has
    /// one, so a track without times keeps no second array beside its vertices.
    private(set) var times: [Double] = []
    private(set) var hasTimes = false
    /// One entry per vertex, NaN where the vertex has no altitude; empty until a vertex
    /// has one, as `times`.
    private(set) var altitudes: [Double] = []
    /// Set when a vertex is unusable: the flight is dropped.
    private(set) var coordinateProblem: Diagnostic?
    private(set) var timeProblem: Diagnostic?
    private(set) var badTimeCount = 0
    private(set) var orderProblem: Diagnostic?
    private(set) var emptyTimeProblem: Diagnostic?
    private var latestTime = -Double.infinity

    var isDropped: Bool { coordinateProblem != nil }

    /// Adds a vertex with no time yet.
    mutating func addVertex(_ coordinate: Coordinate) {
        vertices.append(coordinate)
        if !times.isEmpty { times.append(.nan) }
        if !altitudes.isEmpty { altitudes.append(.nan) }
    }

    /// Adds a vertex with no time yet and its altitude, metres (NaN: none).
    mutating func addVertex(_ coordinate: Coordinate, altitude: Double) {
        addVertex(coordinate)
        if !altitude.isNaN { setAltitude(altitude, of: vertices.count - 1) }
    }

    /// Records the altitude of vertex `index`, metres; one not finite is no altitude.
    mutating func setAltitude(_ altitude: Double, of index: Int) {
        guard index >= 0 && index < vertices.count, altitude.isFinite else { return }
        if altitudes.isEmpty {
            altitudes.reserveCapacity(vertices.capacity)
            altitudes.append(contentsOf: repeatElement(.nan, count: vertices.count))
        }
        altitudes[index] = altitude
    }

    mutating func reject(_ diagnostic: @autoclosure () -> Diagnostic) {
        if coordinateProblem == nil { coordinateProblem = diagnostic() }
    }

    /// Records the time of vertex `index` from its text; a bad time stays NaN.
    mutating func setTime(
        _ text: [UInt8], of index: Int, label: String, at location: @autoclosure () -> SourceLocation
    ) {
        guard index >= 0 && index < vertices.count else { return }
        let time = parseTime(text, label: label, at: location())
        if times.isEmpty {
            guard !time.isNaN else { return }
            times.reserveCapacity(vertices.capacity)
            times.append(contentsOf: repeatElement(.nan, count: vertices.count))
        }
        times[index] = time
        if !time.isNaN { hasTimes = true }
    }

    /// Parses one time in document order, noting a bad or backward time; NaN when bad.
    mutating func parseTime(
        _ text: [UInt8], label: String, at location: @autoclosure () -> SourceLocation
    ) -> Double {
        guard let time = text.withUnsafeBufferPointer({ ISO8601Time.parse($0) }) else {
            // An empty <when/> (GPSBabel writes them for fixes without a time) is an
            // unknown time, not a wrong one: a warning, and the vertex has no time.
            if text.allSatisfy(XMLWhitespace.contains) {
                if emptyTimeProblem == nil {
                    emptyTimeProblem = Diagnostic(
                        .timeSyntax, "empty \(label); the time is unknown", at: location(), severity: .warning)
                }
                return .nan
            }
            badTimeCount += 1
            if timeProblem == nil {
                let shown = String(decoding: text.prefix(60), as: UTF8.self).trimmingXMLWhitespace()
                timeProblem = Diagnostic(.timeSyntax, "\(label) '\(shown)' is not an ISO 8601 time", at: location())
            }
            return .nan
        }
        guard ReportTime.isWritable(time) else {
            badTimeCount += 1
            if timeProblem == nil {
                let shown = String(decoding: text.prefix(60), as: UTF8.self).trimmingXMLWhitespace()
                timeProblem = Diagnostic(.timeSyntax, ISO8601Time.unwritable(label, shown), at: location())
            }
            return .nan
        }
        if time < latestTime && orderProblem == nil {
            let shown = String(decoding: text.prefix(60), as: UTF8.self).trimmingXMLWhitespace()
            orderProblem = Diagnostic(.timeOrder, "\(label) \(shown) is earlier than a time before it", at: location())
        }
        latestTime = max(latestTime, time)
        return time
    }

    /// Sets all vertex times at once (`gx:Track`: every `when` comes before the coords).
    mutating func assignTimes(_ newTimes: [Double]) {
        guard newTimes.count == vertices.count else { return }
        times = newTimes
        hasTimes = newTimes.contains { !$0.isNaN }
    }

    mutating func noteProblem(_ diagnostic: Diagnostic) {
        if timeProblem == nil { timeProblem = diagnostic }
    }

    /// The problems found, in a fixed order (coordinates, times, order, empty times); the document
    /// sorts all its diagnostics by position at the end.
    var diagnostics: [Diagnostic] {
        var out: [Diagnostic] = []
        if let coordinateProblem { out.append(coordinateProblem) }
        if var timeProblem {
            if badTimeCount > 1 { timeProblem.message += " (and \(badTimeCount - 1) more)" }
            out.append(timeProblem)
        }
        if let orderProblem { out.append(orderProblem) }
        if let emptyTimeProblem { out.append(emptyTimeProblem) }
        return out
    }

    /// Forgets every altitude (a KML geometry clamped to the ground, whose third values
    /// no viewer reads).
    mutating func dropAltitudes() {
        altitudes = []
    }

    /// Sets all vertex altitudes at once (NaN where none), or none when none is finite.
    mutating func assignAltitudes(_ newAltitudes: [Double]) {
        guard newAltitudes.count == vertices.count, newAltitudes.contains(where: \.isFinite) else {
            altitudes = []
            return
        }
        altitudes = newAltitudes
    }

    /// What a track or route read to its end is when it has fewer than two vertices: with
    /// none, nothing (a `featureSkipped` warning, `noPoints`); with one, a landmark at its
    /// point (a `routeTooShort` warning, `onePoint`). Nil when it is a flight.
    func tooShort(
        name: String?, source: SourceLocation, at location: @autoclosure () -> SourceLocation, noPoints: String,
        onePoint: String
    ) -> (landmark: Landmark?, finding: Diagnostic)? {
        switch vertices.count {
        case 0:
            return (nil, Diagnostic(.featureSkipped, noPoints, at: location()))
        case 1:
            return (
                Landmark(name: name, source: source, coordinate: vertices[0]),
                Diagnostic(.routeTooShort, onePoint, at: location(), severity: .warning)
            )
        default:
            return nil
        }
    }

    /// `vertexAltitudes` for `Flight`: empty when no vertex had an altitude.
    var vertexAltitudes: [Double] { altitudes }

    /// `vertexTimes` for `Flight`: empty when no vertex had a time.
    var vertexTimes: [Double] { hasTimes ? times : [] }
}
