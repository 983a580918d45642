import Foundation
import Testing

@testable import RouteReportCore

extension HTMLChromiumTests {
    /// report.html at a phone's width (390 CSS pixels) and a laptop's (1280): nothing is
    /// wider than the screen; at 1280 no table needs a scroll bar, at 390 a wide table
    /// scrolls inside its own box and nothing outside one reaches past the screen; in print
    /// the controls are hidden and maps and tables keep within the page.
    @Suite struct Layout {
        static func laidOut(width: Int) throws -> HeadlessChromium {
            let written = try Written()
            let browser = try HeadlessChromium()
            try browser.setViewport(width: width, height: 900)
            try browser.open(written.url)
            return browser
        }

        /// The titles of the tables whose box scrolls sideways.
        static func scrollingTables(_ browser: HeadlessChromium) throws -> [String] {
            try browser.evaluate(
                """
                Array.from(document.querySelectorAll('.scroll')).filter(box => box.scrollWidth > box.clientWidth + 1)
                  .map(box => box.closest('section').id + ' ' + (box.previousElementSibling || {}).textContent)
                """) as? [String] ?? []
        }

        /// Elements outside a table's box whose right edge lies past the screen.
        static func overflowing(_ browser: HeadlessChromium) throws -> [String] {
            try browser.evaluate(
                """
                Array.from(document.querySelectorAll('body *'))
                  .filter(e => !e.closest('.scroll') && !e.closest('svg') && e.getBoundingClientRect().right > innerWidth + 0.5)
                  .map(e => e.tagName + '.' + e.className)
                """) as? [String] ?? []
        }

        @Test(arguments: [390, 1280]) func nothingIsWiderThanTheScreen(width: Int) throws {
            let browser = try Self.laidOut(width: width)
            let widths = try browser.evaluate("[document.documentElement.scrollWidth, innerWidth]") as? [Int] ?? []
            #expect(widths.count == 2 && widths[0] <= widths[1] && widths[1] == width, "\(widths)")
            #expect(try Self.overflowing(browser) == [])
            let sizes = try HTMLChromiumTests.mapSizes(browser)
            #expect(sizes.allSatisfy { $0.count == 2 && $0[0] > 0 && $0[0] <= Double(width) && $0[1] > 0 })
            #expect(browser.errors.isEmpty, "\(browser.errors)")
        }

        @Test func noTableScrollsAtALaptopsWidth() throws {
            let browser = try Self.laidOut(width: 1280)
            let scrolling = try Self.scrollingTables(browser)
            #expect(scrolling.isEmpty, "\(scrolling)")
        }

        /// On A4 paper (about 720 CSS pixels between the margins).
        @Test func printingHidesTheControlsAndKeepsMapsAndTablesOnThePage() throws {
            let browser = try Self.laidOut(width: 720)
            try browser.emulateMedia("print")
            let shown =
                try browser.evaluate(
                    "['.filters', '.map-controls'].map(s => getComputedStyle(document.querySelector(s)).display)") as? [String]
            #expect(shown == ["none", "none"])
            let sizes = try HTMLChromiumTests.mapSizes(browser)
            let height = try browser.evaluate("innerHeight") as? Double ?? 0
            #expect(sizes.allSatisfy { $0.count == 2 && $0[0] > 0 && $0[0] <= 720 && $0[1] <= height }, "\(sizes)")
            let cut =
                try browser.evaluate(
                    """
                    Array.from(document.querySelectorAll('table'))
                      .filter(t => t.getBoundingClientRect().right > innerWidth + 0.5).map(t => t.closest('section').id)
                    """) as? [String]
            #expect(cut == [])
            #expect(try browser.evaluate("document.documentElement.scrollWidth <= innerWidth") as? Bool == true)
            #expect(try browser.evaluate("getComputedStyle(document.querySelector('tr')).breakInside") as? String == "avoid")
        }
    }
}
