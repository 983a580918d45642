import Foundation
import Testing

@testable import RouteReportCore

@Suite struct DecimalFormatTests {
    @Test func roundsAndTrimsTrailingZeros() {
        #expect(DecimalFormat.fixed(12.5, fractionDigits: 3) == "12.5")
        #expect(DecimalFormat.fixed(-83.4411, fractionDigits: 7) == "-83.4411")
        #expect(DecimalFormat.fixed(3, fractionDigits: 2) == "3")
        #expect(DecimalFormat.fixed(0.0000004, fractionDigits: 6) == "0")
        #expect(DecimalFormat.fixed(-0.0000004, fractionDigits: 6) == "0")
        #expect(DecimalFormat.fixed(-0.0, fractionDigits: 2) == "0")
        #expect(DecimalFormat.fixed(0.000001, fractionDigits: 6) == "0.000001")
        #expect(DecimalFormat.fixed(-0.05, fractionDigits: 1) == "-0.1")
        #expect(DecimalFormat.fixed(179.99999999, fractionDigits: 7) == "180")
        #expect(DecimalFormat.fixed(1e20, fractionDigits: 2) == "1e+20")
        #expect(DecimalFormat.fixed(.nan, fractionDigits: 2) == "NaN")
    }

    @Test func agreesWithPrintfOnManyValues() {
        // printf rounds the exact binary value; we round the scaled product, which can land
        // on the other side of a tie by one ulp. Away from ties the two agree digit for digit.
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<20_000 {
            let value = Double.random(in: -400...400, using: &generator)
            let digits = Int.random(in: 0...9, using: &generator)
            let scaled = abs(value) * pow(10, Double(digits))
            if abs(scaled - scaled.rounded(.down) - 0.5) < 1e-6 { continue }
            var expected = String(format: "%.\(digits)f", value)
            if expected.contains(".") {
                while expected.hasSuffix("0") { expected.removeLast() }
                if expected.hasSuffix(".") { expected.removeLast() }
            }
            if expected == "-0" { expected = "0" }
            #expect(DecimalFormat.fixed(value, fractionDigits: digits) == expected, "\(value) at \(digits)")
        }
    }

    /// Padded text keeps every decimal asked for, as printf's `%.Nf` writes them, but
    /// never "-0".
    @Test func paddedKeepsTrailingZeros() {
        #expect(DecimalFormat.padded(12.5, fractionDigits: 3) == "12.500")
        #expect(DecimalFormat.padded(3, fractionDigits: 2) == "3.00")
        #expect(DecimalFormat.padded(-0.05, fractionDigits: 1) == "-0.1")
        #expect(DecimalFormat.padded(-0.0004, fractionDigits: 3) == "0.000")
        #expect(DecimalFormat.padded(7.6, fractionDigits: 0) == "8")
        #expect(DecimalFormat.padded(.infinity, fractionDigits: 2) == "inf")
    }

    /// Coordinates: three decimals, a hemisphere letter, the longitude wrapped into
    /// (−180, 180], a value that rounds to zero in the northern or eastern hemisphere.
    @Test func coordinatesAsPeopleReadThem() {
        #expect(DecimalFormat.coordinate(Coordinate(latitude: 35.6554, longitude: -83.4411)) == "35.655°N 83.441°W")
        #expect(DecimalFormat.coordinate(Coordinate(latitude: -0.0004, longitude: 0.0004)) == "0.000°N 0.000°E")
        #expect(DecimalFormat.longitude(-180) == "180.000°E")
        #expect(DecimalFormat.longitude(190.5) == "169.500°W")
        #expect(DecimalFormat.latitude(-33.9461) == "33.946°S")
        #expect(DecimalFormat.hemisphere(-1.2345, fractionDigits: 2, positive: "E", negative: "W") == "1.23°W")
    }

    /// `shortest` is Swift's description of the Double, ".0" on whole numbers included,
    /// with zero of either sign as "0": over special values and a million random bit patterns.
    @Test func shortestIsTheDescription() {
        var generator = SeededGenerator(seed: 48)
        var values: [Double] = [
            0, -0.0, 1, -1, 1381014, 0.5, 1e-5, 1e16, 1e22, 123456789012345678, .nan, .infinity, -.infinity,
            .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.1, 2.0 / 3,
        ]
        for _ in 0..<1_000_000 { values.append(Double(bitPattern: generator.next())) }
        for exponent in -20...20 { values.append(Double(generator.next(in: -99_999...99_999)) * pow(10, Double(exponent))) }
        for value in values {
            #expect(DecimalFormat.shortest(value) == (value == 0 ? "0" : "\(value)"), "\(value.bitPattern)")
        }
    }
}
