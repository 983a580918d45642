import Testing

@testable import RouteReportCore

@Suite struct OverviewExtentTests {
    static let world = Mercator.world

    @Test func theUnionIsTheShortestArcOverTheWorld() throws {
        let w = Self.world
        typealias Span = OverviewExtent.Span
        func cover(_ spans: [(Double, Double)]) throws -> (Double, Double) {
            struct NoCover: Error {}
            guard let best = OverviewExtent.shortestCover(spans.map { Span(minX: $0.0 * w, width: $0.1 * w) }) else {
                throw NoCover()
            }
            return ((best.minX / w * 1000).rounded() / 1000, (best.width / w * 1000).rounded() / 1000)
        }
        // Apart in the middle of the world: the plain union, 0.4…0.7.
        #expect(try cover([(0.4, 0.1), (0.6, 0.1)]) == (0.4, 0.3))
        // Near both edges: 0.9 … 1.2 (the first span moved one world east) beats 0.1 … 0.95.
        #expect(try cover([(0.1, 0.1), (0.9, 0.05)]) == (0.9, 0.3))
        // A span given west of the world is placed by its normalised start.
        #expect(try cover([(-0.05, 0.1)]) == (0.95, 0.1))
        // Three spans spread evenly: the largest gap (0.7 … 1.0) is left out.
        #expect(try cover([(0.0, 0.1), (0.3, 0.1), (0.6, 0.1)]) == (0.0, 0.7))
        #expect(OverviewExtent.shortestCover([]) == nil)
    }

    @Test func aWorldOfFlightsIsCutWhereTheFewestCross() {
        let w = Self.world
        typealias Span = OverviewExtent.Span
        // [0.1, 0.6] and [0.5, 1.2] (over x = 0 to 0.2): one span crosses 0.2…0.5 and
        // 0.6…1.1, two cross the rest. The longer one-span stretch, 0.6…1.1, is cut in its
        // middle.
        let spans = [Span(minX: 0.1 * w, width: 0.5 * w), Span(minX: 0.5 * w, width: 0.7 * w)]
        #expect(abs(OverviewExtent.seam(spans) / w - 0.85) < 1e-12)
        // A landmark at 0.7 ends a stretch: 0.7…1.1 (0.4) is now the longest; the cut keeps
        // away from the landmark.
        #expect(abs(OverviewExtent.seam(spans + [Span(minX: 0.7 * w, width: 0)]) / w - 0.9) < 1e-12)
        // Given west of the world, a span counts where it lies on the circle.
        #expect(abs(OverviewExtent.seam(spans.map { Span(minX: $0.minX - 3 * w, width: $0.width) }) / w - 0.85) < 1e-12)
        #expect(OverviewExtent.seam([]) == 0)
    }

    /// 179°E and 179°W on the equator: map x 359/360 W and 1/360 W. The narrowest cover
    /// starts at 179°E and runs 2/360 W east, over the antimeridian, not 358° back west.
    @Test func landmarksEitherSideOfTheSeamAreNeighbours() {
        let w = Self.world
        let union = OverviewExtent.union(
            contentRects: [],
            points: [Coordinate(latitude: 0, longitude: 179), Coordinate(latitude: 0, longitude: -179)])
        #expect(MapTest.isClose(union.x, 359 / 360 * w, relative: 1e-12))
        #expect(MapTest.isClose(union.width, 2 / 360 * w, relative: 1e-9))
        #expect(union.y == w / 2 && union.height == 0)
    }

    /// A route over the 180th meridian has x beyond the world (0.95 W … 1.05 W); a
    /// landmark at 0.02 W lies inside it one world east, so the union is the route's rect.
    @Test func aRouteOverTheMeridianHoldsALandmarkBeyondIt() {
        let w = Self.world
        let rect = MapRect(x: 0.95 * w, y: 0.4 * w, width: 0.1 * w, height: 0.2 * w)
        // x 0.02 W: longitude 0.02 · 360 − 180 = −172.8; y 0.5 W: the equator.
        let union = OverviewExtent.union(contentRects: [rect], points: [Coordinate(latitude: 0, longitude: -172.8)])
        #expect(MapTest.isClose(union.x, 0.95 * w, relative: 1e-12))
        #expect(MapTest.isClose(union.width, 0.1 * w, relative: 1e-9))
        #expect(union.y == 0.4 * w && MapTest.isClose(union.height, 0.2 * w, relative: 1e-12))
    }

    /// Spans 0…0.4, 0.35…0.75 and 0.7…1.1 W cover the world. Crossings around the circle:
    /// 2 on 0…0.1, 1 on 0.1…0.35, 2, 1 on 0.4…0.7, 2, 1 on 0.75…1.0; the longest
    /// one-span stretch is 0.4…0.7, so the one-world overview is cut at 0.55 W.
    @Test func aWorldOfRoutesIsOneWorldWideCutAtTheSeam() {
        let w = Self.world
        let rects = [(0.0, 0.3), (0.35, 0.1), (0.7, 0.5)].map {
            MapRect(x: $0.0 * w, y: $0.1 * w, width: 0.4 * w, height: 0.1 * w)
        }
        let union = OverviewExtent.union(contentRects: rects, points: [])
        #expect(MapTest.isClose(union.x, 0.55 * w, relative: 1e-12))
        #expect(union.width == w)
        #expect(MapTest.isClose(union.y, 0.1 * w, relative: 1e-12) && MapTest.isClose(union.height, 0.5 * w, relative: 1e-12))
    }

    /// Nothing finite to show: the whole world, W × W from the origin.
    @Test func nothingShowsTheWorld() {
        let w = Self.world
        let broken = MapRect(x: .nan, y: 0, width: 1, height: 1)
        let union = OverviewExtent.union(contentRects: [broken], points: [Coordinate(latitude: .nan, longitude: 0)])
        #expect(union == MapRect(x: 0, y: 0, width: w, height: w))
    }
}
