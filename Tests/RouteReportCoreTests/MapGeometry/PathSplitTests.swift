import Testing

@testable import RouteReportCore

/// The flown and remaining parts, defined once (`PathSplit`) for every writer.
@Suite struct PathSplitTests {
    static func c(_ latitude: Double, _ longitude: Double) -> Coordinate {
        Coordinate(latitude: latitude, longitude: longitude)
    }

    /// Nadi → Apia drawn over the 180th meridian: unwrapped longitudes 170 → 190.
    static let path = [c(-17, 170), c(-16.5, 176), c(-15.8, 182), c(-15, 190)]

    static func geometry(progress: Double?, at position: Coordinate, index: Int) -> FlightGeometry {
        let rect = MapRect(x: 0, y: 0, width: 1, height: 1)
        return FlightGeometry(
            distance: 2_150_000, initialBearing: 80, finalBearing: 85, radius: 21_500, path: path,
            departure: nil, arrival: nil, progress: progress, progressSource: progress == nil ? .none : .explicit,
            position: progress.map { _ in
                FlightPosition(
                    coordinate: Coordinate(latitude: position.latitude, longitude: MapAngle.longitude(position.longitude)),
                    unwrappedLongitude: position.longitude, heading: 80, pathIndex: index)
            },
            contentRect: rect, visibleRect: rect, visibleBox: GeoBox(west: 165, south: -20, east: -165, north: -12),
            crossesAntimeridian: true)
    }

    @Test func progressHalfCutsAtThePositionPastTheMeridian() {
        // Half way is unwrapped 180.5 (179.5°W), between path points 1 (176) and 2 (182).
        let g = Self.geometry(progress: 0.5, at: Self.c(-15.95, 180.5), index: 1)
        let p = Self.path
        #expect(g.flownPath == [p[0], p[1], Self.c(-15.95, 180.5)])
        #expect(g.remainingPath == [Self.c(-15.95, 180.5), p[2], p[3]])
        #expect(g.flownLine == g.flownPath)
    }

    @Test func progressZeroHasNothingFlown() {
        let g = Self.geometry(progress: 0, at: Self.path[0], index: 0)
        #expect(g.flownPath == [Self.path[0]])
        #expect(g.flownLine == nil)
        #expect(g.remainingPath == Self.path)
    }

    @Test func progressOneHasFlownTheWholePath() {
        let g = Self.geometry(progress: 1, at: Self.path[3], index: 3)
        #expect(g.flownPath == Self.path)
        #expect(g.flownLine == Self.path)
        #expect(g.remainingPath == [Self.path[3]])
    }

    @Test func aPositionOnAVertexIsNotRepeated() {
        let g = Self.geometry(progress: 0.6, at: Self.path[2], index: 2)
        #expect(g.flownPath == Array(Self.path[...2]))
        #expect(g.remainingPath == Array(Self.path[2...]))
    }

    @Test func noProgressNoParts() {
        let g = Self.geometry(progress: nil, at: Self.path[0], index: 0)
        #expect(g.flownPath.isEmpty && g.remainingPath.isEmpty && g.flownLine == nil)
    }

    /// A flight of zero length at progress 0.5: the position is its start, so the flown
    /// part is that one point, no line.
    @Test func aZeroLengthFlightHasNoFlownLine() {
        let g = FlightGeometry.compute(for: MapTest.flight([(10, 20), (10, 20)], progress: 0.5), options: MapTest.options())
        #expect(g.position?.pathIndex == 0)
        #expect(g.flownPath == [Self.c(10, 20)])
        #expect(g.flownLine == nil)
        #expect(g.remainingPath == [Self.c(10, 20), Self.c(10, 20)])
    }

    /// Computed over the meridian: 170°E → 170°W on the equator at progress 0.5 is at
    /// unwrapped 180, the flown part ends there and the remaining part starts there.
    @Test func computedOverTheMeridian() throws {
        let g = FlightGeometry.compute(for: MapTest.flight([(0, 170), (0, -170)], progress: 0.5), options: MapTest.options())
        let flown = try #require(g.flownLine)
        let remaining = g.remainingPath
        #expect(flown.first == Self.c(0, 170) && remaining.last?.longitude == 190)
        #expect(MapTest.isClose(try #require(flown.last).longitude, 180, within: 1e-9))
        #expect(flown.last == remaining.first)
        #expect(flown.count + remaining.count == g.path.count + 2)
    }

    /// The same cut on points of any kind (a writer's projected points): through index 1
    /// at 9, clamped to the path, the position not repeated where it is the vertex.
    @Test func theCutOnAnyPoints() {
        #expect(PathSplit.flown([1, 2, 3, 4], through: 1, at: 9) == [1, 2, 9])
        #expect(PathSplit.remaining([1, 2, 3, 4], from: 1, at: 9) == [9, 3, 4])
        #expect(PathSplit.flown([1, 2, 3, 4], through: 1, at: 2) == [1, 2])
        #expect(PathSplit.remaining([1, 2, 3, 4], from: 1, at: 2) == [2, 3, 4])
        #expect(PathSplit.flown([1, 2, 3, 4], through: 9, at: 4) == [1, 2, 3, 4])
        #expect(PathSplit.remaining([1, 2, 3, 4], from: -1, at: 0) == [0, 2, 3, 4])
        #expect(PathSplit.flown([Int](), through: 0, at: 1).isEmpty)
    }
}
