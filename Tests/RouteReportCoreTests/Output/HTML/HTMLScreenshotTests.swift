import Foundation
import Testing

@testable import RouteReportCore

/// Pictures of the committed reports/report.html as a reader sees it, at a laptop's and
/// a phone's width: the page's top, the overview zoomed in, a filtered view with a
/// route named, and the ranking tables. Run only to re-record them:
///
///     RECORD_SCREENSHOTS=1 swift test --filter HTMLScreenshotTests
///
/// writes reports/rendered/html/*.png (after re-recording reports/, so the pictures
/// show what is committed); other runs check that they are there.
@Suite(.serialized)
struct HTMLScreenshotTests {
    static let page = PackageRoot.folder("reports/" + HTMLReportWriter.fileName)
    static let pictures = PackageRoot.folder("reports/rendered/html")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SCREENSHOTS"] == "1" }
    static let views = ["page", "overview-zoomed", "filtered", "route-box", "rankings"]

    /// The page at `width` × `height`, scrolled to the top.
    static func open(width: Int, height: Int) throws -> HeadlessChromium {
        let browser = try HeadlessChromium()
        try browser.setViewport(width: width, height: height)
        try browser.open(page.absoluteString)
        #expect(browser.errors.isEmpty, "\(browser.errors)")
        return browser
    }

    static func save(_ browser: HeadlessChromium, _ name: String) throws {
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        try browser.screenshot().write(to: pictures.appendingPathComponent(name + ".png"))
    }

    @Test(arguments: [(1280, 800), (390, 844)]) func pictures(width: Int, height: Int) throws {
        guard Self.isRecording else {
            for view in Self.views {
                let path = Self.pictures.appendingPathComponent("\(view)-\(width).png").path
                #expect(FileManager.default.fileExists(atPath: path), "\(path): re-record with RECORD_SCREENSHOTS=1")
            }
            return
        }
        let browser = try Self.open(width: width, height: height)
        try Self.save(browser, "page-\(width)")

        _ = try browser.evaluate(
            """
            (() => { document.getElementById('overview').scrollIntoView();
              for (let i = 0; i < 3; i++) { document.querySelector('.map-controls [data-zoom=in]').click(); } })()
            """)
        try Self.save(browser, "overview-zoomed-\(width)")

        _ = try browser.evaluate(
            """
            (() => { document.querySelector('.map-controls [data-zoom=reset]').click();
              const year = document.querySelector('select[data-filter=year]');
              year.value = year.options[year.options.length - 1].value;
              year.dispatchEvent(new Event('change'));
              const routes = Array.from(document.querySelectorAll('#overview-map path.route'))
                .filter(p => getComputedStyle(p).display !== 'none');
              routes[routes.length - 1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
              document.querySelector('#overview .map-controls').scrollIntoView(); })()
            """)
        try Self.save(browser, "filtered-\(width)")
        _ = try browser.evaluate("document.getElementById('route-box').scrollIntoView({ block: 'center' })")
        try Self.save(browser, "route-box-\(width)")

        _ = try browser.evaluate("document.getElementById('rankings').scrollIntoView()")
        try Self.save(browser, "rankings-\(width)")
    }
}
