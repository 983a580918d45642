/// Flightradar24's per-flight KML: a `Document` named `FLIGHT/CALLSIGN` (`FZ981/FDB981`)
/// holding a `Route` folder of placemarks, each one `Point` with its `TimeStamp`, and a
/// `Trail` folder of short coloured `LineString`s that draw the same path again.
///
/// The `Route` folder's timed points are one flown track: one flight, its vertices the
/// points in order with their times, named after the document, its flight number and
/// callsign the two halves of that name. The `Trail` folder beside it is not read (its
/// segments are that track cut in pieces), and a note says so. A `Route` folder that
/// holds anything else, or fewer than two timed points, is read as KML always is.
struct FR24RouteFolder {
    static let routeName = "Route"
    static let trailName = "Trail"

    struct Point {
        var coordinate: Coordinate
        var time: Double
        var source: SourceLocation
        var name: String?
        var description: String?
    }

    /// The container the points were read in, and the points so far.
    private(set) var container: Int?
    private(set) var points: [Point] = []
    /// The document (parent container) of each `Route` folder made a track.
    private(set) var tracksIn: Set<Int> = []

    /// Adds a timed point of the `Route` folder `container`.
    mutating func add(_ point: Point, in container: Int) {
        if self.container != container {
            self.container = container
            points = []
        }
        points.append(point)
    }

    /// The points read in `container` so far, taken away (to read as landmarks).
    mutating func take(in container: Int) -> [Point] {
        guard self.container == container else { return [] }
        defer {
            points = []
            self.container = nil
        }
        return points
    }

    /// The track of `container` when it ends with two points or more: its flight; the
    /// `parent` then has its `Trail` dropped.
    mutating func finish(_ container: Int, parent: Int?, documentName: String?) -> Flight? {
        guard self.container == container, points.count >= 2 else { return nil }
        let points = take(in: container)
        if let parent { tracksIn.insert(parent) }
        let halves = documentName?.split(separator: "/", maxSplits: 1).map {
            String($0).trimmingXMLWhitespace()
        }
        let number = halves?.first.flatMap { $0.isEmpty ? nil : CSVDetailText.code($0) }
        let callsign = (halves?.count ?? 0) > 1 ? halves.flatMap { $0[1].isEmpty ? nil : CSVDetailText.code($0[1]) } : nil
        return Flight(
            name: documentName, source: points[0].source, vertices: points.map(\.coordinate),
            vertexTimes: points.map(\.time),
            details: number == nil && callsign == nil ? nil : FlightDetails(flightNumber: number, callsign: callsign))
    }

    /// Whether a placemark in a container named `name` under `parent` belongs to a
    /// `Trail` that a track already draws.
    func isTrail(named name: String?, parent: Int?) -> Bool {
        name == Self.trailName && parent.map(tracksIn.contains) == true
    }
}
