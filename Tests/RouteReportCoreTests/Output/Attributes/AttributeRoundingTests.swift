import Foundation
import Testing

@testable import RouteReportCore

/// `AttributeValue.rounded` takes its scale from the table of powers of ten
/// (`DecimalFormat.powerOfTen`) rather than `pow`: the same Doubles, so the same rounded
/// values. The code with `pow` is kept here as the reference.
@Suite("AttributeRounding")
struct AttributeRoundingTests {
    static func referenceRounded(_ number: Double, decimals: Int) -> Double {
        let scale = pow(10, Double(decimals))
        return (number * scale).rounded(.toNearestOrAwayFromZero) / scale + 0
    }

    @Test func theTableIsPow() {
        for exponent in 0...19 {
            let power = Double(DecimalFormat.powerOfTen(exponent))
            #expect(power.bitPattern == pow(10, Double(exponent)).bitPattern, "10^\(exponent)")
        }
    }

    /// Random numbers of every size, halves and their neighbours, at every decimals a map
    /// uses and beyond the table.
    @Test(arguments: [0, 1, 2, 3, 6, 9, 19, 20, 22, 23, 30])
    func roundedIsTheReference(decimals: Int) {
        var generator = SystemRandomNumberGenerator()
        let scale = pow(10, Double(decimals))
        var numbers: [Double] = [0, -0.0, 0.05, -0.05, 0.15, 2.5, 1381014.0299, 1e300, -1e-300, .infinity, .nan]
        for _ in 0..<100_000 {
            let magnitude = Double.random(in: -12...9, using: &generator)
            let number = Double.random(in: -1...1, using: &generator) * pow(10, magnitude)
            // Halfway at these decimals, and the Doubles either side.
            let half = ((number * scale).rounded(.down) + 0.5) / scale
            numbers += [number, half, half.nextUp, half.nextDown]
        }
        let different = numbers.filter { number in
            let rounded = AttributeValue.rounded(number, decimals: decimals)
            let reference = Self.referenceRounded(number, decimals: decimals)
            return rounded.bitPattern != reference.bitPattern && !(rounded.isNaN && reference.isNaN)
        }
        #expect(different.isEmpty, "\(different.prefix(5)) to \(decimals)")
    }
}
