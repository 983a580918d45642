import Testing

@testable import RouteReportCore

/// The tokenizer and grammar: strict RFC 8259, each error at its first bad byte (line
/// and byte column), the read stopping there with what came before kept.
@Suite("JSONScanner")
struct JSONScannerTests {
    /// The tokens of `text`, as `kind line:column`, up to the end or the first error.
    static func tokens(_ text: String) -> (tokens: [String], failure: Diagnostic?) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer, file: "t.json")
            var tokens: [String] = []
            while let token = scanner.next() {
                tokens.append("\(token.kind) \(token.line):\(token.column)")
                if token.kind == .end { break }
            }
            return (tokens, scanner.failure)
        }
    }

    /// The first diagnostic of reading `text` as a `.geojson` file, as `rule line:column`.
    static func firstFinding(_ text: String, limits: JSONLimits = .standard) -> (String, String) {
        let document = Array(text.utf8).withUnsafeBufferPointer {
            GeoJSONReader.read($0, file: "t.geojson", limits: limits)
        }
        guard let first = document.diagnostics.first else { return ("none", "") }
        return ("\(first.rule.rawValue) \(first.location.line ?? 0):\(first.location.column ?? 0)", first.message)
    }

    @Test func tokensCarryLineAndByteColumn() {
        let (tokens, failure) = Self.tokens("{\"é\": [1.5e3, -0, true],\n  \"n\": null}")
        #expect(failure == nil)
        // "é" is two bytes: the colon after it stands at byte column 6.
        #expect(
            tokens == [
                "beginObject 1:1", "string 1:2", "colon 1:6", "beginArray 1:8", "number 1:9", "comma 1:14",
                "number 1:16", "comma 1:18", "trueLiteral 1:20", "endArray 1:24", "comma 1:25", "string 2:3",
                "colon 2:6", "null 2:8", "endObject 2:12", "end 2:13",
            ])
    }

    @Test func aBOMIsSkippedAndColumnsCountFromTheLineStart() {
        let (tokens, _) = Self.tokens("\u{FEFF}{}")
        #expect(tokens == ["beginObject 1:1", "endObject 1:2", "end 1:3"])
    }

    @Test func stringsDecodeTheirEscapes() {
        let bytes = Array(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude80\ud800""#.utf8)
        let text = bytes.withUnsafeBufferPointer { buffer -> String? in
            var scanner = JSONScanner(buffer, file: "t.json")
            return scanner.next().map { String(decoding: $0.text, as: UTF8.self) }
        }
        // A lone surrogate reads as U+FFFD.
        #expect(text == "a\"\\/\u{8}\u{C}\n\r\té🚀\u{FFFD}")
    }

    /// What JSON does not allow, each at the byte where it goes wrong.
    static let syntaxErrors: [(text: String, at: String, says: String)] = [
        ("{\"a\": NaN}", "1:7", "NaN"),
        ("{\"a\": -Infinity}", "1:8", "NaN and Infinity"),
        ("{\"a\": 1} // note", "1:10", "comments"),
        ("{\"a\": 1, /* c */ \"b\": 2}", "1:10", "comments"),
        ("{\"a\": [1, 2,]}", "1:13", "trailing comma"),
        ("{\"a\": 1,}", "1:9", "trailing comma"),
        ("{\"a\": 012}", "1:8", "leading zero"),
        ("{\"a\": 1.}", "1:9", "decimal point"),
        ("{\"a\": \"tab\there\"}", "1:11", "control character"),
        ("{\"a\": \"\\x\"}", "1:8", "no JSON escape"),
        ("{\"a\": \"\\u12G4\"}", "1:12", "four hex digits"),
        ("{\"a\": \"\u{FF}\"}", "1:8", "UTF-8"),
        ("{\"a\": \"open}", "1:13", "never closed"),
        ("{'a': 1}", "1:2", "single quotes"),
        ("{\"a\" 1}", "1:6", "':'"),
        ("{\"a\": 1 \"b\": 2}", "1:9", "',' or '}'"),
        ("{\"a\": tru}", "1:10", "'true'"),
        ("{\"a\": 1}\n{}", "2:1", "after the end"),
        ("{\"a\": [1, 2}", "1:12", "',' or ']'"),
        ("{\"a\": ", "1:7", "ends where a value should be"),
    ]

    @Test("A syntax error points at the first bad byte", arguments: syntaxErrors.indices)
    func syntaxError(index: Int) {
        let (text, at, says) = Self.syntaxErrors[index]
        // Invalid UTF-8 cannot be written in a Swift string: the case uses U+00FF's
        // encoding with its lead byte alone.
        let bytes = says == "UTF-8" ? Array("{\"a\": \"".utf8) + [0xFF] + Array("\"}".utf8) : Array(text.utf8)
        let document = bytes.withUnsafeBufferPointer { GeoJSONReader.read($0, file: "t.geojson") }
        let first = document.diagnostics.first
        #expect(first?.rule == .jsonSyntax, "\(text)")
        #expect("\(first?.location.line ?? 0):\(first?.location.column ?? 0)" == at, "\(text): \(first?.message ?? "")")
        #expect(first?.message.contains(says) == true, "\(text): \(first?.message ?? "")")
    }

    @Test func featuresBeforeASyntaxErrorAreKept() {
        let text = """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "properties": {"name": "kept"}, "geometry": {"type": "Point", "coordinates": [1, 2]}},
              {"type": "Feature", "properties": {"name": "lost"}, "geometry": {"type": "Point", "coordinates": [1, 2,]}}
            ]}
            """
        let document = Array(text.utf8).withUnsafeBufferPointer { GeoJSONReader.read($0, file: "t.geojson") }
        #expect(document.features.count == 1)
        #expect(RuleDiagnosticTests.summary(document.diagnostics) == ["json-syntax error 3:106"])
    }

    @Test func depthNumberAndStringLimitsAreInputLimitErrors() {
        let deep = "{\"a\": " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}"
        #expect(Self.firstFinding(deep, limits: JSONLimits(maxDepth: 16)).0 == "input-limit 1:22")
        let number = "{\"a\": 1" + String(repeating: "0", count: 20) + "}"
        #expect(Self.firstFinding(number, limits: JSONLimits(maxNumberBytes: 10)).0 == "input-limit 1:7")
        let string = "{\"a\": \"" + String(repeating: "x", count: 100) + "\"}"
        #expect(Self.firstFinding(string, limits: JSONLimits(maxStringBytes: 50)).0.hasPrefix("input-limit 1:"))
    }

    @Test func aDeepFileDoesNotOverflowTheStack() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(Self.firstFinding("{\"a\": " + deep).0 == "input-limit 1:262")
    }

    @Test func aDuplicateKeyIsAWarningAndTheLastValueIsRead() {
        let text =
            #"{"type": "Feature", "properties": {"name": "a", "name": "b"}, "geometry": {"type": "Point", "coordinates": [1, 2]}}"#
        let document = Array(text.utf8).withUnsafeBufferPointer { GeoJSONReader.read($0, file: "t.geojson") }
        #expect(RuleDiagnosticTests.summary(document.diagnostics) == ["json-duplicate-key warning 1:49"])
        guard case .landmark(let landmark) = document.features.first else {
            Issue.record("no landmark")
            return
        }
        #expect(landmark.name == "b")
    }
}
