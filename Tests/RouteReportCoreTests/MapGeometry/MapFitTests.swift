import Foundation
import Testing

@testable import RouteReportCore

@Suite struct MapFitTests {
    let w = MapPoint.worldSize

    @Test func widerThanTallFitsByWidth() {
        // Inner 280 × 280; s = max(280/280, 140/280) = 1;
        // x = 140 − (10 + 140)·1 = −10, y = 70 − (10 + 140)·1 = −80, 300 × 300.
        let v = MapFit.visibleRect(
            fitting: MapRect(x: 0, y: 0, width: 280, height: 140), viewportWidth: 300, viewportHeight: 300,
            padding: EdgePadding(all: 10))
        #expect(v == MapRect(x: -10, y: -80, width: 300, height: 300))
    }

    @Test func unevenPaddingAndViewport() {
        // Inner 300 − 10 − 30 = 260 by 200 − 20 − 0 = 180; s = max(520/260, 90/180) = 2;
        // x = 1260 − (10 + 130)·2 = 980; y = 2045 − (20 + 90)·2 = 1825; 600 × 400.
        let v = MapFit.visibleRect(
            fitting: MapRect(x: 1000, y: 2000, width: 520, height: 90), viewportWidth: 300, viewportHeight: 200,
            padding: EdgePadding(top: 20, left: 10, bottom: 0, right: 30))
        #expect(v == MapRect(x: 980, y: 1825, width: 600, height: 400))
    }

    @Test func tallerThanWideFitsByHeight() {
        // s = max(0/280, 560/280) = 2 (zero width alone is fine); x = 500 − 150·2 = 200.
        let v = MapFit.visibleRect(
            fitting: MapRect(x: 500, y: 0, width: 0, height: 560), viewportWidth: 300, viewportHeight: 300,
            padding: EdgePadding(all: 10))
        #expect(v == MapRect(x: 200, y: -20, width: 600, height: 600))
    }

    @Test func zeroSizeRectGrowsToOneKilometre() {
        // At the equator 1 km is 6698.324247899813 map points; s = 6698.32/280.
        let centre = MapPoint(x: w / 2, y: w / 2)
        let v = MapFit.visibleRect(
            fitting: MapRect(x: centre.x, y: centre.y, width: 0, height: 0), viewportWidth: 300,
            viewportHeight: 300, padding: EdgePadding(all: 10))
        let side = 6698.324247899813 * 300 / 280
        #expect(MapTest.isClose(v.width, side, relative: 1e-12))
        #expect(MapTest.isClose(v.height, side, relative: 1e-12))
        #expect(MapTest.isClose(v.midX, centre.x, within: 1e-6))
        #expect(MapTest.isClose(v.midY, centre.y, within: 1e-6))
    }

    @Test func zeroSizeRectAtLatitude60GrowsTwiceAsManyPoints() {
        // cos 60° = 1/2, so 1 km is 2 · 6698.32 map points there.
        let y = MapProjection.y(latitude: 60)
        let v = MapFit.visibleRect(
            fitting: MapRect(x: 1000, y: y, width: 0, height: 0), options: MapOptions())
        #expect(MapTest.isClose(v.width, 2 * 6698.324247899813 * 300 / 280, relative: 1e-9))
    }

    @Test func nanStaysNaN() {
        let v = MapFit.visibleRect(fitting: MapRect(x: .nan, y: 0, width: .nan, height: 1), options: MapOptions())
        #expect(v.x.isNaN)
        #expect(v.width.isNaN)
    }

    @Test func unionAndBounding() {
        let a = MapRect(x: 10, y: 20, width: 5, height: 5)
        let b = MapRect(x: -3, y: 22, width: 4, height: 10)
        #expect(a.union(b) == MapRect(x: -3, y: 20, width: 18, height: 12))
        #expect(MapRect.union([a, b, MapRect(x: 0, y: 0, width: 1, height: 1)]) == MapRect(x: -3, y: 0, width: 18, height: 32))
        #expect(MapRect.union([MapRect]()) == nil)
        #expect(MapRect.bounding([MapPoint(x: 4, y: 9), MapPoint(x: 1, y: 12)]) == MapRect(x: 1, y: 9, width: 3, height: 3))
        #expect(MapRect.bounding([MapPoint(x: 4, y: 9)]) == MapRect(x: 4, y: 9, width: 0, height: 0))
        #expect(MapRect(x: 1.25 * w, y: 0, width: 1, height: 1).normalizedToWorld.x == 0.25 * w)
        #expect(MapRect(x: -0.25 * w, y: 0, width: 1, height: 1).normalizedToWorld.x == 0.75 * w)
    }

    @Test func boxAcrossTheAntimeridian() {
        // x from 0.75 W (lon 90) to 1.25 W (lon 270 = −90); y ±W/4 is ±66.51326044311185°.
        let box = GeoBox(mapRect: MapRect(x: 0.75 * w, y: 0.25 * w, width: 0.5 * w, height: 0.5 * w))
        #expect(box.west == 90)
        #expect(box.east == -90)
        #expect(MapTest.isClose(box.north, 66.51326044311185, within: 1e-12))
        #expect(MapTest.isClose(box.south, -66.51326044311185, within: 1e-12))
    }

    @Test func boxWiderThanTheWorldAndBeyondThePoles() {
        let box = GeoBox(mapRect: MapRect(x: -10, y: -100, width: w + 20, height: w + 200))
        #expect(box.west == -180)
        #expect(box.east == 180)
        // y clamped to [0, W]: the top and bottom of the square world.
        #expect(MapTest.isClose(box.north, 85.0511287798066, within: 1e-12))
        #expect(MapTest.isClose(box.south, -85.0511287798066, within: 1e-12))
    }

    @Test func boxEdgesOnTheAntimeridian() {
        // West edge at x = W (180) is written −180; east edge at x = 0 (−180) is written 180.
        let east = GeoBox(mapRect: MapRect(x: w, y: w / 2, width: 0.25 * w, height: 0))
        #expect(east.west == -180)
        #expect(east.east == -90)
        let west = GeoBox(mapRect: MapRect(x: -0.5 * w, y: w / 2, width: 0.5 * w, height: 0))
        #expect(west.west == 0)
        #expect(west.west.sign == .plus)
        #expect(west.east == 180)
        #expect(west.north == 0 && west.south == 0)
    }
}
