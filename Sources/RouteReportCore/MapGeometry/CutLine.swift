/// A vertex of a line that `AntimeridianCut.line` cuts: its unwrapped coordinate, what it
/// carries (nothing more, or a time), and where the line between two vertices meets a
/// meridian, which is where a viewer draws that line.
protocol CutVertex {
    var coordinate: Coordinate { get }
    /// The same vertex with `shift` degrees (whole turns) taken off its longitude.
    func shifted(by shift: Double) -> Self
    /// The vertex where the line from `p` to `q` (unwrapped longitudes, `boundary`
    /// between them) meets the meridian `boundary`, its longitude exactly `boundary`.
    static func crossing(from p: Self, to q: Self, atLongitude boundary: Double) -> Self
}

/// A line of vertices as `AntimeridianCut.line` reads it and makes its pieces.
protocol CutLine {
    associatedtype Vertex: CutVertex
    init()
    var count: Int { get }
    subscript(index: Int) -> Vertex { get }
    mutating func append(_ vertex: Vertex)
    mutating func reserveCapacity(_ count: Int)
}

extension Array: CutLine where Element: CutVertex {}

/// A path point: on the geodesic between two of them, as a route is drawn (a cut point
/// lies on the geodesic every viewer is asked to draw).
extension Coordinate: CutVertex {
    var coordinate: Coordinate { self }

    func shifted(by shift: Double) -> Coordinate {
        Coordinate(latitude: latitude, longitude: longitude - shift)
    }

    static func crossing(from p: Coordinate, to q: Coordinate, atLongitude boundary: Double) -> Coordinate {
        Coordinate(latitude: AntimeridianCut.crossingLatitude(from: p, to: q, atLongitude: boundary), longitude: boundary)
    }
}
