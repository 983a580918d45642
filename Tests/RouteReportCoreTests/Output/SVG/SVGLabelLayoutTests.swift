import Testing

@testable import RouteReportCore

@Suite struct SVGLabelLayoutTests {
    // DejaVu Sans (2048 units an em) advances A 1401, B 1405, C 1430, D 1577: "ABCD" at
    // 10 points is 5813 / 2048 · 10 = 28.384 wide; the table rounds each glyph up to a
    // thousandth of an em (0.685 + 0.687 + 0.699 + 0.771 = 2.842 em, 28.42 points).
    // 7.6 above the baseline and 2.4 below, plus 1 of halo all round.
    static let text = "ABCD"

    func spots(_ points: [(Double, Double)]) -> [SVGLabelCandidate] {
        points.map { SVGLabelCandidate(point: SVGPoint(x: $0.0, y: $0.1), anchor: "start") }
    }

    @Test func widthsAreDejaVuSansAdvances() {
        // Never narrower than the font's own widths, and wider by at most the rounding (a
        // thousandth of an em a glyph).
        let abcd = SVGLabelText.width(Self.text, fontSize: 10)
        #expect(abcd >= 28.384 && abcd - 28.384 < 4 * 0.001 * 10)
        // "35.765°N 140.386°E" at 9 points: digits 1303, "." 651, "°" 1024, N 1532, space
        // 651, E 1294 units: (11 · 1303 + 2 · 651 + 2 · 1024 + 1532 + 651 + 1294) / 2048 · 9.
        let expected = Double(11 * 1303 + 2 * 651 + 2 * 1024 + 1532 + 651 + 1294) / 2048 * 9
        let coordinates = SVGLabelText.width("35.765°N 140.386°E", fontSize: 9)
        #expect(coordinates >= expected && coordinates - expected < 18 * 0.001 * 9)
        // Outside the table (a CJK name): a whole em each, wider than any Latin glyph.
        #expect(SVGLabelText.width("成田", fontSize: 10) == 20)
    }

    @Test func boxOfALabelFollowsItsAnchor() {
        let start = SVGBox(text: Self.text, at: SVGPoint(x: 100, y: 50), anchor: "start", fontSize: 10)
        #expect(abs(start.minX - 99) < 1e-9 && abs(start.maxX - 129.42) < 1e-9)
        #expect(abs(start.minY - 41.4) < 1e-9 && abs(start.maxY - 53.4) < 1e-9)
        let end = SVGBox(text: Self.text, at: SVGPoint(x: 100, y: 50), anchor: "end", fontSize: 10)
        #expect(abs(end.minX - 70.58) < 1e-9 && end.maxX == 101)
        let middle = SVGBox(text: Self.text, at: SVGPoint(x: 100, y: 50), anchor: "middle", fontSize: 10)
        #expect(abs(middle.minX - 84.79) < 1e-9 && abs(middle.maxX - 115.21) < 1e-9)
    }

    @Test func aLabelTakesTheFirstFreeSpot() {
        var layout = SVGLabelLayout(width: 300, height: 300)
        let spots = spots([(100, 50), (100, 80)])
        #expect(layout.place(Self.text, fontSize: 10, candidates: spots)?.point == SVGPoint(x: 100, y: 50))
        // The first spot is taken now: the same label goes to the second, then nowhere.
        #expect(layout.place(Self.text, fontSize: 10, candidates: spots)?.point == SVGPoint(x: 100, y: 80))
        #expect(layout.place(Self.text, fontSize: 10, candidates: spots) == nil)
    }

    @Test func aSpotARouteCrossesIsTakenOnlyWhenNoClearOneIsLikedAsWell() {
        var layout = SVGLabelLayout(width: 300, height: 300)
        // A route straight across y = 47: the first spot's box (y 41.4…53.4) covers it.
        layout.cross([SVGPoint(x: 0, y: 47), SVGPoint(x: 300, y: 47)], reach: 1)
        #expect(
            layout.place(Self.text, fontSize: 10, candidates: spots([(100, 50), (100, 80)]))?.point
                == SVGPoint(x: 100, y: 80))
        // A clear spot that is much less liked loses to covering the route: of the box's
        // 31 × 13 one-point cells, 31 × 3 are crossed (23 %); a penalty of 200 is worse.
        var far = spots([(100, 50), (100, 120)])
        far[1].penalty = 200
        #expect(layout.place(Self.text, fontSize: 10, candidates: far)?.point == SVGPoint(x: 100, y: 50))
    }

    @Test func reservedMarksAndTheEdgesAreAvoided() {
        var layout = SVGLabelLayout(width: 300, height: 300)
        layout.reserve(SVGBox(centre: SVGPoint(x: 110, y: 48), radius: 3))
        #expect(layout.place(Self.text, fontSize: 10, candidates: spots([(100, 50)])) == nil)
        // Past the right edge, or above the top.
        #expect(layout.place(Self.text, fontSize: 10, candidates: spots([(290, 50)])) == nil)
        #expect(layout.place(Self.text, fontSize: 10, candidates: spots([(20, 5)])) == nil)
        // Two points clear of the mark (its box ends at 113, the label's starts at 115).
        #expect(layout.place(Self.text, fontSize: 10, candidates: spots([(116, 50)])) != nil)
        // A broken position places nothing and takes nothing.
        #expect(layout.place(Self.text, fontSize: 10, candidates: spots([(.nan, 50)])) == nil)
    }

    @Test func hugeViewportKeepsTheGridBounded() {
        var layout = SVGLabelLayout(width: 1_000_000, height: 1_000_000)
        #expect(layout.place(Self.text, fontSize: 10, candidates: spots([(500_000, 500_000)])) != nil)
        #expect(layout.place(Self.text, fontSize: 10, candidates: spots([(500_000, 500_000)])) == nil)
    }
}

@Suite struct SVGOverviewPlacementOrderTests {
    @Test func lonersAreNamedBeforeACrowd() {
        let points = [
            SVGPoint(x: 100, y: 100), SVGPoint(x: 105, y: 102), SVGPoint(x: 250, y: 250), SVGPoint(x: 98, y: 110),
            SVGPoint(x: 20, y: 280),
        ]
        // Two loners (2, 4) in input order, then the crowd of three in input order.
        #expect(SVGMapWriter.placementOrder(points) == [2, 4, 0, 1, 3])
        // A broken point goes last rather than trapping.
        #expect(SVGMapWriter.placementOrder([SVGPoint(x: .nan, y: 0), SVGPoint(x: 1, y: 1)]) == [1, 0])
        #expect(SVGMapWriter.placementOrder([]) == [])
    }
}
