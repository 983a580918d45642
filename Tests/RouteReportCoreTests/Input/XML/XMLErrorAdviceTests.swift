import Testing

@testable import RouteReportCore

/// The libxml2 errors people meet most, each from a small document read the way every
/// input is: the message is advice in plain words, libxml2's code and words are kept.
@Suite struct XMLErrorAdviceTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        /// Between `<kml …>` and `</kml>`, or the whole document when it starts with `<?xml`.
        var body: String
        var code: Int?
        var severity: Severity = .error
        /// Words the advice holds.
        var advice: String
        var description: String { name }
    }

    static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\">\n"
    static let point = "<Point><coordinates>1,2</coordinates></Point>"

    static let cases: [Case] = [
        Case(
            name: "& before a space", body: "<Placemark><name>Fish & Chips</name>\(point)</Placemark></kml>", code: 68,
            advice: "an '&' that starts no entity: write it as &amp;"),
        Case(
            name: "& in a URL query", body: "<Placemark><name>?a=1&b=2</name>\(point)</Placemark></kml>", code: 23,
            advice: "write the '&' as &amp;"),
        Case(
            name: "an HTML entity", body: "<Placemark><name>caf&eacute;</name>\(point)</Placemark></kml>", code: 26,
            advice: "&eacute; is not an XML entity"),
        Case(
            name: "< in text", body: "<Placemark><name>a < b</name>\(point)</Placemark></kml>", code: 68,
            advice: "a '<' that starts no tag: write it as &lt;"),
        Case(
            name: "< in an attribute", body: "<Placemark id=\"a<b\">\(point)</Placemark></kml>", code: 38,
            advice: "a '<' inside an attribute value"),
        Case(
            name: "a mismatched end tag", body: "<Folder>\n<Placemark>\(point)</Placemark>\n</Document>\n</kml>", code: 76,
            advice: "</Document> does not close <Folder> (opened on line 3): add </Folder> before it"),
        Case(
            name: "cut short", body: "<Placemark>\(point)</Placemark>\n", code: 5,
            advice: "the file ends inside <kml> before its elements are closed"),
        Case(
            name: "a second root", body: "<Placemark>\(point)</Placemark></kml>\n<kml/>\n", code: 5,
            advice: "more follows the root element's end tag"),
        Case(
            name: "Latin-1 bytes declared UTF-8", body: "<Placemark><name>caf\u{E9}</name>\(point)</Placemark></kml>",
            code: 9, advice: "the text here is not UTF-8 (byte 0xE9)"),
        Case(
            name: "an undeclared prefix",
            body: "<Placemark><gx:Track><gx:coord>1 2 3</gx:coord><gx:coord>3 4 5</gx:coord></gx:Track></Placemark></kml>",
            code: 201, severity: .warning,
            advice: "the prefix 'gx:' is used but not declared: add xmlns:gx=\"http://www.google.com/kml/ext/2.2\""),
        Case(
            name: "an unquoted attribute", body: "<Placemark id=a>\(point)</Placemark></kml>", code: 39,
            advice: "an attribute value without quotes"),
        Case(
            name: "a blank line before the declaration",
            body: "\n<?xml version=\"1.0\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\"/>\n", code: 64,
            advice: "something comes before the XML declaration"),
    ]

    /// The document's bytes; Latin-1 text stays one byte a character.
    static func bytes(_ testCase: Case) -> [UInt8] {
        let text = testCase.body.hasPrefix("\n<?xml") ? testCase.body : head + testCase.body
        return text.unicodeScalars.map { $0.value < 0x100 ? UInt8($0.value) : UInt8(ascii: "?") }
    }

    @Test(arguments: cases)
    func adviceInPlainWords(_ testCase: Case) throws {
        let document = InputReader.read(Self.bytes(testCase), file: "x.kml")
        let diagnostic = try #require(document.diagnostics.first { $0.rule == .xmlMalformed }, "\(document.diagnostics)")
        #expect(diagnostic.message.contains(testCase.advice), "\(diagnostic.message)")
        #expect(!diagnostic.message.contains("not well-formed XML:"))
        #expect(diagnostic.severity == testCase.severity)
        let kept = try #require(diagnostic.xmlError)
        #expect(kept.code == testCase.code)
        #expect(!kept.message.isEmpty && !diagnostic.message.hasPrefix(kept.message))
    }

    @Test("An error not in the table keeps libxml2's words, and its code")
    func unknownErrorsKeepLibxml2sWords() {
        let diagnostic = XMLErrorAdvice.diagnostic(
            code: 999, message: "something new", openElement: nil, at: SourceLocation(file: "x.kml", line: 1))
        #expect(diagnostic.message == "not well-formed XML: something new")
        #expect(diagnostic.xmlError == XMLParserError(code: 999, message: "something new"))
    }

    @Test("A mismatch message libxml2 words otherwise still gets advice, with its words")
    func unexpectedMismatchWording() {
        let advice = XMLErrorAdvice.advice(code: 76, message: "tag mismatch", openElement: nil)
        #expect(advice == "an end tag does not match the element it closes (libxml2: tag mismatch)")
    }
}
