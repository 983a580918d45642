import Foundation
import Testing

@testable import RouteReportCore

/// report.html in a real browser (Debian's chromium, headless, over the DevTools
/// protocol): it loads with no console error and no request but its own, every map is
/// inline and drawn, also from a folder of its own, sorting and filtering change the
/// rows shown as the report says they should, and a name holding markup stays text.
/// The overview's interactions and the layout at a phone's and a laptop's width are
/// the nested suites `Overview` and `Layout`.
@Suite(
    .serialized,
    .enabled(if: HeadlessChromium.path != nil, "chromium is not installed (Debian: apt-get install chromium)"))
struct HTMLChromiumTests {
    static let hostileName =
        "</td><script>window.__pwned = 1</script><img src=x onerror=\"window.__pwned = 2\">"

    /// The fixture logbook and the hostile names, written with every default format.
    final class Written: @unchecked Sendable {
        let folder: TemporaryDirectory
        let report: RunReport

        init() throws {
            folder = try TemporaryDirectory()
            var options = MapOptions()
            options.referenceTime = 1_767_225_600
            report = ReportPipeline.run(
                arguments: [Fixtures.url("statistics/logbook").path, Fixtures.url("html/hostile-names.kml").path],
                configuration: RunConfiguration(map: options, jobs: 2, strict: false, generator: "routereport test"))
            try ReportFiles.write(report, formats: ReportFormat.defaultSet, to: folder.path, jobs: 2)
        }

        var url: String { "file://" + folder.path + "/" + HTMLReportWriter.fileName }
    }

    static func page() throws -> (HeadlessChromium, Written) {
        let written = try Written()
        let browser = try HeadlessChromium()
        try browser.open(written.url)
        return (browser, written)
    }

    /// Sets the select of `filter` (`year`, `airports`, `airline`) to `value` as a reader would.
    static func choose(_ filter: String, _ value: String, in browser: HeadlessChromium) throws {
        _ = try browser.evaluate(
            "(s => { s.value = '\(value)'; s.dispatchEvent(new Event('change')); })(document.querySelector('select[data-filter=\(filter)]'))"
        )
    }

    /// The size of every inline map (the overview first), in CSS pixels.
    static func mapSizes(_ browser: HeadlessChromium) throws -> [[Double]] {
        let sizes = try browser.evaluate(
            """
            Array.from(document.querySelectorAll('.overview-frame > svg, .map-frame > svg'))
              .map(svg => { const box = svg.getBoundingClientRect(); return [box.width, box.height]; })
            """)
        return (sizes as? [[Any]] ?? []).map { $0.compactMap { ($0 as? NSNumber)?.doubleValue } }
    }

    /// The flights' ids in the order the table shows the rows that are not hidden.
    static func shownIDs(_ browser: HeadlessChromium) throws -> [String] {
        try browser.evaluate(
            "Array.from(document.querySelectorAll('#flight-table tbody tr')).filter(r => !r.hidden).map(r => r.dataset.flight)"
        ) as? [String] ?? []
    }

    @Test func loadsWithNoConsoleErrorAndNoRequestButItsOwn() throws {
        let (browser, written) = try Self.page()
        #expect(browser.errors.isEmpty, "\(browser.errors)")
        #expect(browser.requests == [written.url])
        #expect(try browser.evaluate("document.title") as? String == "Flight report")
        #expect(try Self.shownIDs(browser) == written.report.flights.map(\.id))
        #expect(try browser.evaluate("document.images.length") as? Int == 0)
    }

    /// As a mail attachment is opened: the page alone in a folder of its own.
    @Test func copiedAloneToAnEmptyFolderEveryMapIsDrawn() throws {
        let written = try Written()
        let alone = try TemporaryDirectory()
        let url = "file://" + alone.path + "/" + HTMLReportWriter.fileName
        try FileManager.default.copyItem(
            atPath: written.folder.path + "/" + HTMLReportWriter.fileName, toPath: alone.path + "/" + HTMLReportWriter.fileName)
        let browser = try HeadlessChromium()
        try browser.open(url)
        #expect(browser.errors.isEmpty, "\(browser.errors)")
        #expect(browser.requests == [url])
        let sizes = try Self.mapSizes(browser)
        #expect(sizes.count == written.report.flights.count + 1)
        #expect(sizes.allSatisfy { $0.count == 2 && $0[0] > 0 && $0[1] > 0 }, "\(sizes)")
        // Each map drew its land and its routes, not an empty box.
        let drawn = try browser.evaluate(
            """
            Array.from(document.querySelectorAll('.overview-frame > svg, .map-frame > svg'))
              .filter(svg => svg.querySelector('path.route') && svg.querySelector('path.route').getBBox().width > 0).length
            """)
        #expect(drawn as? Int == sizes.count)
    }

    /// No two inline maps share an id, and every reference points into its own map.
    @Test func inlineMapsShareNoID() throws {
        let (browser, _) = try Self.page()
        let ids = try browser.evaluate("Array.from(document.querySelectorAll('[id]')).map(e => e.id)") as? [String] ?? []
        #expect(Set(ids).count == ids.count)
    }

    @Test func sortingByAColumnOrdersTheRowsByItsValues() throws {
        let (browser, written) = try Self.page()
        let flights = written.report.flights
        // Distance is the fifth column, after the departure and arrival; the sort is stable, so ties
        // keep report order.
        _ = try browser.evaluate("document.querySelectorAll('#flight-table thead button')[4].click()")
        let ascending = flights.indices.sorted {
            (flights[$0].geometry.distance, $0) < (flights[$1].geometry.distance, $1)
        }
        #expect(try Self.shownIDs(browser) == ascending.map { flights[$0].id })
        _ = try browser.evaluate("document.querySelectorAll('#flight-table thead button')[4].click()")
        let descending = flights.indices.sorted {
            (-flights[$0].geometry.distance, $0) < (-flights[$1].geometry.distance, $1)
        }
        #expect(try Self.shownIDs(browser) == descending.map { flights[$0].id })
        // Duration: flights without one sort last, in the order they had (the sort is stable).
        _ = try browser.evaluate("document.querySelectorAll('#flight-table thead button')[5].click()")
        let shown = try Self.shownIDs(browser)
        let untimed = descending.filter { StatisticsFlight(flights[$0], airports: .table).duration == nil }.map {
            flights[$0].id
        }
        #expect(Array(shown.suffix(untimed.count)) == untimed)
        #expect(
            try browser.evaluate("document.querySelectorAll('#flight-table thead th')[5].getAttribute('aria-sort')") as? String
                == "ascending")
    }

    @Test func filteringByYearAndAirportHidesTheOtherRows() throws {
        let (browser, written) = try Self.page()
        let flights = written.report.flights
        func choose(_ filter: String, _ value: String) throws { try Self.choose(filter, value, in: browser) }
        try choose("year", "2024")
        let in2024 = flights.filter { $0.departureLocal?.year == 2024 }.map(\.id)
        #expect(in2024.count == 18)
        #expect(try Self.shownIDs(browser) == in2024)
        #expect(try browser.evaluate("document.getElementById('shown-count').textContent") as? String == "18")
        try choose("airports", "SIN")
        let throughSIN = flights.filter {
            $0.departureLocal?.year == 2024 && [$0.startAirport?.code, $0.endAirport?.code].contains("SIN")
        }.map(\.id)
        #expect(!throughSIN.isEmpty)
        #expect(try Self.shownIDs(browser) == throughSIN)
        try choose("year", "")
        try choose("airports", "")
        #expect(try Self.shownIDs(browser) == flights.map(\.id))
    }

    @Test func aHostileNameIsShownAsTextAndRunsNoScript() throws {
        let (browser, _) = try Self.page()
        #expect(try browser.evaluate("typeof window.__pwned") as? String == "undefined")
        #expect(try browser.evaluate("document.scripts.length") as? Int == 1)
        let cells =
            try browser.evaluate(
                "Array.from(document.querySelectorAll('#flight-table td:first-child')).map(c => c.textContent)") as? [String]
            ?? []
        #expect(cells.contains(Self.hostileName))
        let page = try browser.evaluate("document.body.textContent") as? String ?? ""
        #expect(page.contains("<svg onload=\"window.__pwned = 3\"> &amp; \"landmark\""))
        #expect(page.contains("\"quoted\" & 'single' <b>folder</b>"))
        #expect(browser.errors.isEmpty, "\(browser.errors)")
    }
}
