import Testing

@testable import RouteReportCore

/// `KMLCoordinateWriter.putRounded` (integer checks, powers of ten looked up) against the
/// version it replaced, kept here as the reference: the same bytes, and nil for the same
/// values, over every decimal count and millions of values.
@Suite("KML rounded digits")
struct KMLRoundedDigitsTests {
    @Test(arguments: 1...8)
    func roundedDigitsMatchTheReference(decimals: Int) {
        let scale = Double(Self.referencePowerOfTen(decimals))
        var values: [Double] = [
            0, -0.0, .nan, -.nan, .signalingNaN, .infinity, -.infinity, .leastNonzeroMagnitude,
            -.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0.5,
            -0.5, 180, -180, 90, -90, 1e15, 4e15, 9.0e15, 1e300, -1e300,
        ]
        // Around the largest integer the fast path takes (10⁶⁺ᵈ) and the bounds of its
        // checks, in units and in values, a few ulps either side.
        for bound in [1e6, 1e15 / scale, 4e15 / scale, 9e15 / scale, 1e6 - 0.5 / scale, 1e6 + 0.5 / scale] {
            var up = bound
            var down = bound
            for _ in 0..<4 {
                values += [up, -up, down, -down]
                up = up.nextUp
                down = down.nextDown
            }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(decimals)
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        for index in 0..<400_000 {
            let bits = next()
            let unit = Double(bits >> 11) / Double(1 << 53)
            switch index % 5 {
            case 0:
                // Any Double at all: NaNs, subnormals, huge values.
                values.append(Double(bitPattern: next() ^ (bits << 7)))
            case 1:
                values.append(unit * 720 - 360)
            case 2:
                // Halves of the last decimal, where rounding goes away from zero, and their
                // neighbours.
                let tie = (Double(Int64(bitPattern: next()) % 2_000_000_000) + 0.5) / scale
                values += [tie, tie.nextUp, tie.nextDown]
            case 3:
                // Magnitudes from 10⁻¹² to 10¹⁷, either sign.
                let magnitude = pow10(unit * 29 - 12)
                values.append(bits & 1 == 0 ? magnitude : -magnitude)
            default:
                // Values that round to zero or to a last digit of 1, either sign.
                values.append((unit - 0.5) * 3 / scale)
            }
        }
        var mismatches = 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            guard let base = buffer.baseAddress else { return }
            for value in values {
                let expected = Self.referencePutRounded(value, decimals: decimals, at: base).map { Array(buffer[..<$0]) }
                let written = KMLCoordinateWriter.putRounded(value, decimals: decimals, at: base).map {
                    Array(buffer[..<$0])
                }
                if written != expected {
                    mismatches += 1
                    if mismatches <= 10 { Issue.record("\(value) to \(decimals) decimals") }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func powersOfTenAreTheProducts() {
        var power: UInt64 = 1
        for exponent in 0...19 {
            #expect(DecimalFormat.powerOfTen(exponent) == power)
            power &*= 10
        }
    }

    private func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        var rest = exponent
        while rest >= 1 {
            result *= 10
            rest -= 1
        }
        while rest < 0 {
            result /= 10
            rest += 1
        }
        // The fraction of a decade, linearly: spread enough for a test.
        return result * (1 + 9 * rest)
    }

    /// The loop the powers of ten were.
    private static func referencePowerOfTen(_ exponent: Int) -> UInt64 {
        var power: UInt64 = 1
        for _ in 0..<exponent { power &*= 10 }
        return power
    }

    /// `putRounded` as it was: the rounded value's magnitude checked as a Double.
    private static func referencePutRounded(_ value: Double, decimals: Int, at out: UnsafeMutablePointer<UInt8>)
        -> Int?
    {
        let scale = referencePowerOfTen(decimals)
        let scaled = KMLCoordinateWriter.rounded(value * Double(scale))
        guard abs(scaled) * Double(referencePowerOfTen(9 - decimals)) < 1e15 else { return nil }
        let integer = Int64(scaled)
        let units = integer.magnitude
        let count = KMLDigits.putSignedWhole(units, scale: scale, negative: integer < 0, at: out)
        let fraction = UInt32(truncatingIfNeeded: units % scale)
        guard fraction != 0 else { return count }
        out[count] = UInt8(ascii: ".")
        let padded = fraction &* UInt32(truncatingIfNeeded: referencePowerOfTen(8 - decimals))
        return count + 1 + KMLDigits.putEight(padded, at: out + count + 1)
    }
}
