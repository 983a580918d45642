import Foundation
import Testing

@testable import RouteReportCore

/// A map file made an element of report.html: from its root on, its ids and the
/// references to them prefixed, its text untouched.
@Suite struct HTMLInlineSVGTests {
    static func inlined(_ text: String, prefix: String = "map3-") -> String {
        String(decoding: HTMLInlineSVG.inlined(Array(text.utf8), idPrefix: prefix), as: UTF8.self)
    }

    @Test func dropsTheDeclarationAndTheGeneratorComment() {
        let file =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- routereport 1.0 -->\n<svg width=\"3\"><title>x</title></svg>\n"
        #expect(Self.inlined(file) == "<svg width=\"3\"><title>x</title></svg>\n")
    }

    @Test func prefixesIDsAndReferencesInMarkupOnly() {
        let file =
            "<svg><defs><clipPath id=\"c\"/></defs><path clip-path=\"url(#c)\"/><use href=\"#c\"/>"
            + "<title>id=\"c\" url(#c)</title></svg>"
        #expect(
            Self.inlined(file)
                == "<svg><defs><clipPath id=\"map3-c\"/></defs><path clip-path=\"url(#map3-c)\"/><use href=\"#map3-c\"/>"
                + "<title>id=\"c\" url(#c)</title></svg>")
    }

    /// A value that reads like an id attribute (a flight id may be `x id=`) is left as
    /// it is: the prefix goes where an id begins, never after a value's closing quote.
    @Test func valuesThatReadLikeIDsAreLeftAlone() {
        let file = "<svg><g data-flight-id=\"x id=\" id=\"g\"><path fill=\"url(#g)\" title=\"a href=\"/></g></svg>"
        #expect(
            Self.inlined(file)
                == "<svg><g data-flight-id=\"x id=\" id=\"map3-g\"><path fill=\"url(#map3-g)\" title=\"a href=\"/></g></svg>")
    }

    @Test func aMapWithoutARootIsNothing() {
        #expect(Self.inlined("") == "")
        #expect(Self.inlined("<?xml version=\"1.0\"?>\n") == "")
    }

    /// The page refers to no file for a map: the maps are inline, the overview first.
    @Test func theReportHoldsItsMapsInline() throws {
        var options = MapOptions()
        options.referenceTime = 1_767_225_600
        let report = ReportPipeline.run(
            arguments: [Fixtures.url("statistics/logbook").path],
            configuration: RunConfiguration(map: options, jobs: 1, strict: false, generator: "routereport test"))
        let page = HTMLReportWriter.document(
            for: report, airports: .shared, maps: MapFileNames.assign(report.flights.map(\.id)), listed: report.flights.count)
        #expect(!page.contains("<img"))
        #expect(!page.contains("src="))
        // No attribute names a map file (the page's diagnostics may show a checkout path
        // that holds "maps/").
        #expect(!page.contains("=\"maps/"))
        #expect(page.components(separatedBy: "<svg ").count - 1 == report.flights.count + 1)
        let overview = try #require(page.range(of: "<section id=\"overview\">"))
        let statistics = try #require(page.range(of: "<section id=\"totals\">"))
        #expect(overview.lowerBound < statistics.lowerBound)
        #expect(!HTMLPage.contentSecurityPolicy.contains("img-src"))
    }
}
