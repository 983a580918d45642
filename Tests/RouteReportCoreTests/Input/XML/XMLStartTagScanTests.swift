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
        #expect(
            Self.crowded("<r>\n  <a/>\n <b w='1' x='2' y='3' z='4'/></r>")
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
        for (bom, encoding) in [
            ([UInt8](), String.Encoding.utf16LittleEndian), ([0xFF, 0xFE], .utf16LittleEndian),
            ([], .utf16BigEndian), ([0xFE, 0xFF], .utf16BigEndian),
        ] {
            let bytes = bom + Array(text.data(using: encoding)!)
            let found = bytes.withUnsafeBufferPointer {
                XMLStartTagScan.firstCrowdedTag(in: $0, asciiCompatible: false, maximumAttributes: 3)
            }
            #expect(found?.line == 2, "\(bom) \(encoding)")
        }
    }

    @Test("UTF-16 read in place: a byte 0x3C in a unit that is not '<' starts no tag")
    func utf16UnitsHoldingTheByteOfLessThan() {
        // U+013C, U+3C00 and U+3C3C hold the byte 0x3C as their low, high or both bytes.
        let text = "<r>\u{13C}\u{3C00}\u{3C3C}\n  <a w='\u{13C}' x='\u{3C00}' y='\u{3C3C}' z='4'/></r>"
        for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian] {
            let bytes = Array(text.data(using: encoding)!)
            let found = bytes.withUnsafeBufferPointer {
                XMLStartTagScan.firstCrowdedTag(in: $0, asciiCompatible: false, maximumAttributes: 3)
            }
            #expect(found == XMLStartTagScan.CrowdedTag(line: 2, column: 3), "\(encoding)")
            let roomy = bytes.withUnsafeBufferPointer {
                XMLStartTagScan.firstCrowdedTag(in: $0, asciiCompatible: false, maximumAttributes: 4)
            }
            #expect(roomy == nil, "\(encoding)")
        }
    }

    @Test("200,000 attributes: an input-limit error from the scan, before libxml2 sees the tag")
    func manyAttributesAreRefusedByTheScan() {
        var text = "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\">\n<wpt lat=\"1\" lon=\"2\" "
        for i in 0..<200_000 { text += "a\(i)=\"1\" " }
        text += "/></gpx>\n"
        let bytes = Array(text.utf8)
        // The scan finds the tag before libxml2 is given it (libxml2's attribute check is
        // quadratic in the attributes of one tag), so the error is the scan's, at the tag.
        let crowded = bytes.withUnsafeBufferPointer {
            XMLStartTagScan.firstCrowdedTag(
                in: $0, asciiCompatible: true, maximumAttributes: XMLLimits.standard.maxAttributes)
        }
        #expect(crowded?.line == 2)
        let document = InputReader.read(bytes, file: "a.gpx")
        #expect(RuleDiagnosticTests.summary(document.diagnostics) == ["input-limit error 2:1"])
    }

    /// The offset of the first crowded tag when `bytes` arrive `piece` bytes at a time
    /// (each scan sees all bytes so far, as the reader's window holds them).
    static func crowdedInPieces(_ bytes: [UInt8], piece: Int, maximum: Int) -> Int? {
        var resume = XMLStartTagScan.Resume()
        var end = 0
        while end < bytes.count {
            end = min(end + piece, bytes.count)
            let outcome = bytes[0..<end].withUnsafeBufferPointer {
                XMLStartTagScan.scanPiece($0, from: resume, maximumAttributes: maximum)
            }
            switch outcome {
            case .crowded(let offset): return offset
            case .clean(let next):
                #expect(next.index >= resume.index && next.index <= end)
                resume = next
            }
        }
        return nil
    }

    @Test("A document that arrives in pieces: the same tag is found wherever the pieces split it")
    func inPieces() {
        let documents = [
            "<r>\n  <a/>\n <b w='1' x='2' y='3' z='4'/></r>",
            "<r><!-- <a w=1 x=2 y=3 z=4> --><![CDATA[<a w=1 x=2 y=3 z=4>]]><?pi w=1 x=2 y=3 z=4?>\n<b v='>' w=1 x=2 y=3 z=4/></r>",
            "<r><!-- <a w=1 x=2 y=3 z=4> --><![CDATA[ ]] > <a w=1 x=2 y=3 z=4> ]]><?pi w=1 x=2 y=3 z=4?></r>",
            "<!DOCTYPE r [<!ENTITY e 'w=1 x=2 y=3 z=4'>]><r>w=1 x=2 y=3 z=4 ></r>",
            "<r><c>" + String(repeating: " ", count: 40) + "1,2 3,4</c><d a='1' b='2' c='3' d='4'></d></r>",
        ]
        for text in documents {
            let bytes = Array(text.utf8)
            // Where the whole-document scan finds it: line and column back to an offset.
            let whole = Self.crowded(text).map { found -> Int in
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                return lines[0..<(found.line - 1)].reduce(0) { $0 + $1.utf8.count + 1 } + found.column - 1
            }
            for piece in 1...bytes.count {
                #expect(Self.crowdedInPieces(bytes, piece: piece, maximum: 3) == whole, "\(text) in pieces of \(piece)")
            }
        }
    }

    @Test("A long comment or CDATA section cut by pieces is not held from its start")
    func longConstructInPieces() {
        let bytes = Array(("<r><c><![CDATA[" + String(repeating: " ", count: 5000) + "]]></c></r>").utf8)
        var resume = XMLStartTagScan.Resume()
        for end in stride(from: 1000, through: bytes.count, by: 1000) {
            if case .clean(let next) = bytes[0..<end].withUnsafeBufferPointer({
                XMLStartTagScan.scanPiece($0, from: resume, maximumAttributes: 3)
            }) {
                resume = next
            }
        }
        // Inside the section the scan goes on searching for "]]>", two bytes back.
        #expect(resume == XMLStartTagScan.Resume(index: 4998, terminator: Array("]]>".utf8)))
    }
}
