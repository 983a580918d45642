import Testing

@testable import RouteReportCore

@Suite struct SVGGraticuleLabelTests {
    @Test func valuesAlongAnEdgeHaveOneNumberOfDecimals() {
        #expect(SVGGraticule.label(latitude: 47.4, step: 0.002) == "47.400°N")
        #expect(SVGGraticule.label(latitude: 47.398, step: 0.002) == "47.398°N")
        #expect(SVGGraticule.label(longitude: -8.5, step: 0.5) == "8.5°W")
        #expect(SVGGraticule.label(longitude: 0, step: 0.1) == "0.0°")
        #expect(SVGGraticule.label(longitude: 190, step: 10) == "170°W")
        #expect(SVGGraticule.label(longitude: 180, step: 30) == "180°")
        #expect(SVGGraticule.label(latitude: -30, step: 15) == "30°S")
    }
}
