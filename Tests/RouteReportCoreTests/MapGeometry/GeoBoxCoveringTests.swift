import Testing

@testable import RouteReportCore

/// Boxes of pieces of flat-map geometry and of other boxes, with RFC 7946 §5.2's
/// west > east over the antimeridian.
@Suite("GeoBoxCovering")
struct GeoBoxCoveringTests {
    func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(latitude: lat, longitude: lon) }
    func box(_ west: Double, _ south: Double, _ east: Double, _ north: Double) -> GeoBox {
        GeoBox(west: west, south: south, east: east, north: north)
    }

    @Test func onePieceIsItsExtremes() {
        #expect(GeoBox(covering: [[c(10, 20), c(-5, 30), c(12, 25)]]) == box(20, -5, 30, 12))
        #expect(GeoBox(covering: [[c(1, 2)]]) == box(2, 1, 2, 1))
        #expect(GeoBox(covering: []) == nil)
        #expect(GeoBox(covering: [[]]) == nil)
    }

    @Test func piecesOnBothSidesOfTheMeridianRunEastOverIt() {
        // A line cut at ±180: 170 … 180 and -180 … -160.
        let cut = [[c(10, 170), c(11, 180)], [c(11, -180), c(13, -160)]]
        #expect(GeoBox(covering: cut) == box(170, 10, -160, 13))
    }

    @Test func aWideLineThatCrossesNothingKeepsWestBelowEast() {
        // -170 … 170 through Greenwich: the gap is over ±180, 20° wide.
        #expect(GeoBox(covering: [[c(0, -170), c(0, 0), c(0, 170)]]) == box(-170, 0, 170, 0))
    }

    @Test func theWidestGapDecides() {
        // Pieces at 0 … 10, 130 … 140 and 175 … 180 + -180 … -100: the gaps are 10 … 130
        // (120°), 140 … 175 (35°) and -100 … 0 (100°), so the box runs from 130 east to 10.
        let pieces = [[c(0, 0), c(0, 10)], [c(0, 130), c(0, 140)], [c(0, 175), c(0, 180)], [c(0, -180), c(0, -100)]]
        #expect(GeoBox(covering: pieces) == box(130, 0, 10, 0))
        // Without the western Pacific piece the gap over ±180 is widest: no crossing.
        #expect(GeoBox(covering: [[c(0, 0), c(0, 10)], [c(0, 130), c(0, 140)]]) == box(0, 0, 140, 0))
    }

    @Test func piecesRoundTheWholeWorldAreTheWholeWorld() {
        let cap = [[c(89, -180), c(89, 0), c(89, 180), c(90, 180), c(90, -180), c(89, -180)]]
        #expect(GeoBox(covering: cap) == box(-180, 89, 180, 90))
    }

    @Test func pointsOnTheMeridianStayWhereTheyAre() {
        #expect(GeoBox(covering: [[c(5, 180)]]) == box(180, 5, 180, 5))
        #expect(GeoBox(covering: [[c(5, -180)]]) == box(-180, 5, -180, 5))
        // A run that starts on the meridian starts at -180.
        #expect(GeoBox(covering: [[c(5, 180)], [c(6, -180), c(6, -170)]]) == box(-180, 5, -170, 6))
    }

    @Test func unionOfBoxesOverTheMeridian() {
        let pacific = box(170, -20, -150, 10)
        let tokyo = box(139, 35, 141, 36)
        #expect(GeoBox(union: [pacific, tokyo]) == box(139, -20, -150, 36))
        #expect(GeoBox(union: [pacific]) == pacific)
        // With Europe too the widest gap is over the Atlantic.
        let europe = box(-10, 40, 30, 60)
        #expect(GeoBox(union: [pacific, tokyo, europe]) == box(-10, -20, -150, 60))
        #expect(GeoBox(union: []) == nil)
    }
}
