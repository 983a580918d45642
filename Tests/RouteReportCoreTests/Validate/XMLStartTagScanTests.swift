import Foundation
import Testing
@testable import RouteReportCore

/// The attribute budget that keeps libxml2 2.9's quadratic attribute check from hanging
/// a run (`XMLStartTagScan`).
@Suite("XMLStartTagScan")
struct XMLStartTagScanTests {
    static func crowded(_ text: String, maximum: Int = 3) -> XMLStartTagScan.CrowdedTag? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer {
            XMLStartTagScan.firstCrowdedTag(in: $0, asciiCompatible: true, maximumAttributes: maximum)
        }
    }

    @Test("The budget is inclusive; the first tag past it is found at its <")
    func budget() {
        #expect(Self.crowded("<a x='1' y='2' z='3'/>") == nil)
        #expect(Self.crowded("<r>\n  <a/>\n <b w='1' x='2' y='3' z='4'/></r>")
            == XMLStartTagScan.CrowdedTag(line: 3, column: 2))
        // Namespace declarations count too (libxml2 checks those pairwise as well).
        #expect(Self.crowded("<a xmlns='u' xmlns:b='v' xmlns:c='w' d='x'/>") != nil)
    }

    @Test("= inside quotes, comments, CDATA, processing instructions and end tags is not counted")
    func notCounted() {
        #expect(Self.crowded("<a href=\"x?a=1&amp;b=2&amp;c=3&amp;d=4\" t='=='/>") == nil)
        #expect(Self.crowded("<r><!-- <a w=1 x=2 y=3 z=4> --><![CDATA[<a w=1 x=2 y=3 z=4>]]><?pi w=1 x=2 y=3 z=4?></r>") == nil)
        #expect(Self.crowded("<r>w=1 x=2 y=3 z=4 > </r>") == nil)
        #expect(Self.crowded("<!DOCTYPE r [<!ENTITY e 'w=1 x=2 y=3 z=4'>]><r/>") == nil)
    }

    @Test("At the real budget: a quoted > does not end the count; = in long text is not counted")
    func realBudget() {
        var tag = "<r>\n<a"
        for i in 0..<1001 { tag += i % 100 == 0 ? " q\(i)='>'" : " a\(i)=\"1\"" }
        #expect(Self.crowded(tag + "/></r>", maximum: 1000) == XMLStartTagScan.CrowdedTag(line: 2, column: 1))
        #expect(Self.crowded(String(tag.dropLast(10)) + "/></r>", maximum: 1000) == nil)  // 1000 exactly
        let text = "<r><d>" + String(repeating: "a=b ", count: 5000) + "</d></r>"
        #expect(Self.crowded(text, maximum: 1000) == nil)
    }

    @Test("UTF-16 in either byte order, with and without BOM: the line is found")
    func utf16() {
        let text = "<r>\n<a w='1' x='2' y='3' z='4'/></r>"
        for (bom, encoding) in [([UInt8](), String.Encoding.utf16LittleEndian), ([0xFF, 0xFE], .utf16LittleEndian),
                                ([], .utf16BigEndian), ([0xFE, 0xFF], .utf16BigEndian)] {
            let bytes = bom + Array(text.data(using: encoding)!)
            let found = bytes.withUnsafeBufferPointer {
                XMLStartTagScan.firstCrowdedTag(in: $0, asciiCompatible: false, maximumAttributes: 3)
            }
            #expect(found?.line == 2, "\(bom) \(encoding)")
        }
    }

    @Test("200,000 attributes: an input-limit error at once, not minutes in libxml2")
    func manyAttributesAreFast() {
        var text = "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\">\n<wpt lat=\"1\" lon=\"2\" "
        for i in 0..<200_000 { text += "a\(i)=\"1\" " }
        text += "/></gpx>\n"
        let clock = ContinuousClock()
        var document: InputDocument?
        let elapsed = clock.measure { document = InputReader.read(Array(text.utf8), file: "a.gpx") }
        #expect(document.map { RuleDiagnosticTests.summary($0.diagnostics) } == ["input-limit error 2:1"])
        #expect(elapsed < .seconds(2))  // 87 s before the scan (debug build)
    }
}
