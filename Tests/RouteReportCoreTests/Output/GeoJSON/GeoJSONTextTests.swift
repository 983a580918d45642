import Testing

@testable import RouteReportCore

@Suite("GeoJSONText")
struct GeoJSONTextTests {
    func degrees(_ value: Double) -> String {
        var text = GeoJSONText()
        text.degrees(value)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    @Test func degreesOnTheSixDecimalGrid() {
        #expect(degrees(12.5) == "12.5")
        #expect(degrees(-0.000001) == "-0.000001")
        #expect(degrees(3) == "3")
        #expect(degrees(-0.0) == "0")
        #expect(degrees(0.0000004) == "0")
        #expect(degrees(180) == "180")
        #expect(degrees(-179.9999996) == "-180")
        #expect(degrees(47.9921958639) == "47.992196")
        #expect(degrees(0.0102) == "0.0102")
    }

    /// A coarser grid's point is written with its own decimals, no trailing zeros.
    @Test func pointsOnACoarserGrid() {
        let point = GeoJSONText.onGrid(Coordinate(latitude: -3.31746971, longitude: 114.88728134), decimals: 4)
        var text = GeoJSONText()
        text.position(point)
        #expect(String(decoding: text.bytes, as: UTF8.self) == "[114.8873,-3.3175]")
        #expect(GeoJSONText.onGrid(Coordinate(latitude: 1.23456789, longitude: 0), decimals: 9).latitude == 1.234568)
    }

    /// Digit for digit what DecimalFormat writes, on a spread of coordinates.
    @Test func degreesAreDecimalFormatsDigits() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<100_000 {
            let value = Double.random(in: -180...180, using: &generator)
            let short = (value * 1e4).rounded() / 1e4
            for sample in [value, short, value / 1e5] {
                #expect(degrees(sample) == DecimalFormat.fixed(sample, fractionDigits: 6))
            }
        }
    }

    @Test func positionsAndBoxes() {
        var text = GeoJSONText()
        text.positions([Coordinate(latitude: 1.5, longitude: -2), Coordinate(latitude: 0, longitude: 180)])
        text.bbox(GeoBox(west: 170, south: -1, east: -170, north: 2.25))
        #expect(String(decoding: text.bytes, as: UTF8.self) == "[[-2,1.5],[180,0]][170,-1,-170,2.25]")
    }

    @Test func propertyValuesKeepTheirType() {
        var text = GeoJSONText()
        for value: AttributeValue in [.double(0), .double(12), .double(1e-5), .int(3), .bool(true), .string("a\"b")] {
            text.value(value)
            text.append(" ")
        }
        #expect(String(decoding: text.bytes, as: UTF8.self) == "0.0 12.0 1e-05 3 true \"a\\\"b\" ")
    }
}
