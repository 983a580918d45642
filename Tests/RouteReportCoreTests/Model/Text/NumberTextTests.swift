import Foundation
import Testing

@testable import RouteReportCore

/// NumberText reads most numbers without strtod (Clinger's fast path); every result must
/// be strtod's, bit for bit, and whatever the fast path declines must still be read.
@Suite struct NumberTextTests {
    private func parsed(_ text: String) -> Double? {
        NumberText.parse(Array(text.utf8))
    }

    private func strtodValue(_ text: String) -> Double? {
        text.withCString { start -> Double? in
            var stop: UnsafeMutablePointer<CChar>?
            let value = strtod(start, &stop)
            return stop.map { $0 - UnsafeMutablePointer(mutating: start) } == text.utf8.count ? value : nil
        }
    }

    @Test func everyNumberIsStrtodsBitForBit() {
        var texts = [
            "0", "-0", "+0", "-0.0", "1.", ".5", "-.5", "47.644548", "-122.326897", "9007199254740992",
            "9007199254740993", "90071992547409921", "0.1", "0.30000000000000004", "1.0000000000000000000000001",
            "123456789012345678901234567890", "0.0000000000000000000001", "0.00000000000000000000001",
            "179.99999999999999", "4503599627370497.5", "00000000000000000000000000012.5",
        ]
        var random = SeededGenerator(seed: 53)
        for _ in 0..<100_000 {
            let whole = random.next(in: 0...3) == 0 ? "" : String(random.next(in: 0...999_999_999))
            let fraction = String(
                (0..<(random.next(in: 0...3) == 0 ? random.next(in: 8...24) : random.next(in: 0...7))).map { _ in
                    Character(String(random.next(in: 0...9)))
                })
            let sign = ["", "-", "+"][random.next(in: 0...2)]
            let point = fraction.isEmpty && random.next(in: 0...1) == 0 ? "" : "."
            if whole.isEmpty && fraction.isEmpty { continue }
            texts.append(sign + whole + point + fraction)
        }
        var fast = 0
        for text in texts {
            let expected = strtodValue(text)
            #expect(expected != nil, "\(text)")
            #expect(parsed(text)?.bitPattern == expected?.bitPattern, "\(text)")
            let fastValue = text.withCString { NumberText.fastParse($0, $0 + text.utf8.count) }
            if let fastValue {
                fast += 1
                #expect(fastValue.bitPattern == expected?.bitPattern, "\(text)")
            }
        }
        // Most of them took the fast path, and the long ones did not.
        #expect(fast > texts.count / 2 && fast < texts.count)
    }

    @Test func notNumbersStayNil() {
        for text in ["", "-", "+", ".", "-.", "1.2.3", "--1", "1-", "0x10", "inf", "nan", "1e", "e5", "1,5", " 1 2"] {
            #expect(parsed(text) == nil, "\(text)")
        }
        #expect(parsed("1e5") == 100_000)
        #expect(parsed(" \t2.5\n") == 2.5)
    }
}
