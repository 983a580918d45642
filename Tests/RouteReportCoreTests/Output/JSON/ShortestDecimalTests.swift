import Testing

@testable import RouteReportCore

/// `ShortestDecimal` against the bytes it stands in for: `Double.description` without a
/// trailing `.0`, over about a million values chosen where a shortest-digits writer goes
/// wrong: random bit patterns, doubles of its own range, decimals of few digits, integers,
/// powers of ten and of two and their neighbours, subnormals and the edges of plain
/// notation (1e-4, 2^53, 1e16) and of its exact range (2^-14).
@Suite struct ShortestDecimalTests {
    /// What `ShortestDecimal.write` must write.
    static func expected(_ value: Double) -> String {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// The first five values of `values` (and their negatives) that `write` writes
    /// differently from `expected`.
    static func mismatches(_ values: [Double]) -> [Double] {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: ShortestDecimal.longest)
        defer { buffer.deallocate() }
        var found: [Double] = []
        for value in values {
            for signed in [value, -value] {
                let count = ShortestDecimal.write(signed, to: buffer)
                if !expected(signed).utf8.elementsEqual(UnsafeBufferPointer(start: buffer, count: count)) {
                    found.append(signed)
                    if found.count == 5 { return found }
                }
            }
        }
        return found
    }

    /// `count` steps up and down from `value`, with `value`.
    static func neighbours(of value: Double, count: Int) -> [Double] {
        var values = [value]
        var up = value
        var down = value
        for _ in 0..<count {
            up = up.nextUp
            down = down.nextDown
            values += [up, down]
        }
        return values
    }

    @Test func randomBitPatterns() {
        var random = SeededGenerator(seed: 2018)
        var values: [Double] = []
        for _ in 0..<100_000 {
            values.append(Double(bitPattern: random.next()))
            values.append(Double(bitPattern: random.next() & 0x000F_FFFF_FFFF_FFFF))  // subnormal
        }
        let wrong = Self.mismatches(values.filter(\.isFinite))
        #expect(wrong.isEmpty, "bit patterns \(wrong.map(\.bitPattern))")
    }

    /// Random significands at every exponent of the exact range, 2^-15 to 2^54.
    @Test func randomDoublesOfTheExactRange() {
        var random = SeededGenerator(seed: 66)
        var values: [Double] = []
        for biasedExponent in UInt64(1023 - 15)...UInt64(1023 + 54) {
            for _ in 0..<3_000 {
                values.append(Double(bitPattern: biasedExponent << 52 | random.next() & 0x000F_FFFF_FFFF_FFFF))
            }
            // The smallest and largest significands: the interval below a power of two is
            // half as wide.
            for fraction: UInt64 in [0, 1, 2, 3, 0x000F_FFFF_FFFF_FFFF, 0x000F_FFFF_FFFF_FFFE] {
                values.append(Double(bitPattern: biasedExponent << 52 | fraction))
            }
        }
        let wrong = Self.mismatches(values)
        #expect(wrong.isEmpty, "bit patterns \(wrong.map(\.bitPattern))")
    }

    /// Coordinates, distances and times as they are often written: a few decimals at
    /// magnitudes from 1e-6 to 1e12.
    @Test func decimalsOfFewDigits() {
        var random = SeededGenerator(seed: 7)
        var values: [Double] = []
        for magnitude in -6...12 {
            let scale = Double("1e\(magnitude)") ?? 1
            for decimals in 0...9 {
                let power = Double("1e\(decimals)") ?? 1
                for _ in 0..<1_000 {
                    let value = Double.random(in: 0..<scale, using: &random)
                    values.append((value * power).rounded() / power)
                }
            }
        }
        // Whole numbers up to 2^53 and past it, and small ones densely.
        for _ in 0..<20_000 {
            values.append(Double(random.next() >> (random.next() % 64)))
        }
        values += (0...20_000).map(Double.init)
        let wrong = Self.mismatches(values)
        #expect(wrong.isEmpty, "bit patterns \(wrong.map(\.bitPattern))")
    }

    /// Powers of ten and of two with 20 neighbours each side; 2,000 each side of where
    /// plain notation begins and ends and where the exact range begins and ends.
    @Test func powersAndEdges() {
        var values: [Double] = [0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .ulpOfOne]
        for exponent in -324...308 {
            values += Self.neighbours(of: Double("1e\(exponent)") ?? 0, count: 20)
        }
        for exponent in -1074...1023 {
            values += Self.neighbours(of: Double(sign: .plus, exponent: exponent, significand: 1), count: 20)
        }
        for edge in [1e-4, 1e-5, 0x1p53, 0x1p-14, 1e15, 1e16] {
            values += Self.neighbours(of: edge, count: 2_000)
        }
        let wrong = Self.mismatches(values)
        #expect(wrong.isEmpty, "bit patterns \(wrong.map(\.bitPattern))")
    }

    /// The exact range is written without `Double.description`: report.json's numbers
    /// take the fast path.
    @Test func plainRangeIsWrittenExactly() {
        var random = SeededGenerator(seed: 11)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: ShortestDecimal.longest)
        defer { buffer.deallocate() }
        var values: [Double] = [0, -0.0, 1, 1e-4, 0x1p53.nextDown, 123.456, -3.8637]
        for _ in 0..<10_000 {
            values.append(Double.random(in: 1e-4..<0x1p53, using: &random))
            values.append(-Double.random(in: 1e-4..<1e3, using: &random))
        }
        let slow = values.filter { ShortestDecimal.writePlain($0, to: buffer) == nil }
        #expect(slow.isEmpty, "\(slow.prefix(5))")
    }

    @Test func zeroAndNegativeZero() {
        #expect(Self.mismatches([0, 100, 0.1, 1e-5, .leastNonzeroMagnitude, 1e16, 1.5e300]).isEmpty)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: ShortestDecimal.longest)
        defer { buffer.deallocate() }
        let written = { (value: Double) in
            String(decoding: UnsafeBufferPointer(start: buffer, count: ShortestDecimal.write(value, to: buffer)), as: UTF8.self)
        }
        #expect(written(0) == "0")
        #expect(written(-0.0) == "-0")
        #expect(written(100) == "100")
        #expect(written(0.0001) == "0.0001")
        #expect(written(1e-5) == "1e-05")
        #expect(written(1e16) == "1e+16")
        #expect(written(.leastNonzeroMagnitude) == "5e-324")
    }
}
