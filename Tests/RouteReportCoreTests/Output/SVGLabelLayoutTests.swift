import Testing
@testable import RouteReportCore

@Suite struct SVGLabelLayoutTests {
    // "ABCD" at 10 points: 4 · 0.62 · 10 = 24.8 wide; 7.6 above the baseline and 2.4
    // below, plus 1 of halo all round.
    static let text = "ABCD"

    @Test func boxOfALabelFollowsItsAnchor() {
        let start = SVGBox(text: Self.text, at: SVGPoint(x: 100, y: 50), anchor: "start", fontSize: 10)
        #expect(start == SVGBox(minX: 99, minY: 41.4, maxX: 125.8, maxY: 53.4))
        let end = SVGBox(text: Self.text, at: SVGPoint(x: 100, y: 50), anchor: "end", fontSize: 10)
        #expect(abs(end.minX - 74.2) < 1e-9 && end.maxX == 101)
        let middle = SVGBox(text: Self.text, at: SVGPoint(x: 100, y: 50), anchor: "middle", fontSize: 10)
        #expect(abs(middle.minX - 86.6) < 1e-9 && abs(middle.maxX - 113.4) < 1e-9)
    }

    @Test func aLabelTakesTheFirstFreeSpot() {
        var layout = SVGLabelLayout(width: 300, height: 300)
        let spots: [(point: SVGPoint, anchor: String)] = [(SVGPoint(x: 100, y: 50), "start"), (SVGPoint(x: 100, y: 80), "start")]
        #expect(layout.place(Self.text, fontSize: 10, candidates: spots)?.point == SVGPoint(x: 100, y: 50))
        // The first spot is taken now: the same label goes to the second, then nowhere.
        #expect(layout.place(Self.text, fontSize: 10, candidates: spots)?.point == SVGPoint(x: 100, y: 80))
        #expect(layout.place(Self.text, fontSize: 10, candidates: spots) == nil)
    }

    @Test func reservedMarksAndTheEdgesAreAvoided() {
        var layout = SVGLabelLayout(width: 300, height: 300)
        layout.reserve(SVGBox(centre: SVGPoint(x: 110, y: 48), radius: 3))
        #expect(layout.place(Self.text, fontSize: 10, candidates: [(SVGPoint(x: 100, y: 50), "start")]) == nil)
        // Past the right edge, or above the top.
        #expect(layout.place(Self.text, fontSize: 10, candidates: [(SVGPoint(x: 290, y: 50), "start")]) == nil)
        #expect(layout.place(Self.text, fontSize: 10, candidates: [(SVGPoint(x: 20, y: 5), "start")]) == nil)
        // Two points clear of the mark (its box ends at 113, the label's starts at 115).
        #expect(layout.place(Self.text, fontSize: 10, candidates: [(SVGPoint(x: 116, y: 50), "start")]) != nil)
        // A broken position places nothing and takes nothing.
        #expect(layout.place(Self.text, fontSize: 10, candidates: [(SVGPoint(x: .nan, y: 50), "start")]) == nil)
    }

    @Test func hugeViewportKeepsTheGridBounded() {
        var layout = SVGLabelLayout(width: 1_000_000, height: 1_000_000)
        #expect(layout.place(Self.text, fontSize: 10, candidates: [(SVGPoint(x: 500_000, y: 500_000), "start")]) != nil)
        #expect(layout.place(Self.text, fontSize: 10, candidates: [(SVGPoint(x: 500_000, y: 500_000), "start")]) == nil)
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
