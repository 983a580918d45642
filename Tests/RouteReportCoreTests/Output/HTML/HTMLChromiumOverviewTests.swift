import Foundation
import Testing

@testable import RouteReportCore

extension HTMLChromiumTests {
    /// report.html's overview in the browser: it comes first, the filters hide the routes
    /// none of whose flights is shown and recount the totals, it zooms (wheel, buttons)
    /// by its viewBox, and a tapped route is named with its flights.
    @Suite struct Overview {
        /// The overview's viewBox as four numbers.
        static func viewBox(_ browser: HeadlessChromium) throws -> [Double] {
            let text = try browser.evaluate("document.querySelector('#overview-map svg').getAttribute('viewBox')") as? String
            return (text ?? "").split(separator: " ").compactMap { Double($0) }
        }

        /// The `data-flight-id` of every route line the overview shows.
        static func shownRoutes(_ browser: HeadlessChromium) throws -> Set<String> {
            let ids = try browser.evaluate(
                """
                Array.from(document.querySelectorAll('#overview-map path.route'))
                  .filter(p => getComputedStyle(p).display !== 'none').map(p => p.dataset.flightId)
                """)
            return Set(ids as? [String] ?? [])
        }

        @Test func comesFirstAtThePagesWidth() throws {
            let (browser, _) = try HTMLChromiumTests.page()
            #expect(try browser.evaluate("document.querySelector('main > section').id") as? String == "overview")
            let widths =
                try browser.evaluate(
                    "[document.querySelector('#overview-map svg').getBoundingClientRect().width, document.querySelector('main').clientWidth]"
                ) as? [Double] ?? []
            #expect(widths.count == 2 && widths[0] >= widths[1] - 2, "\(widths)")
        }

        @Test func aFilterHidesRoutesWithNoShownFlightAndRecountsTheTotals() throws {
            let (browser, written) = try HTMLChromiumTests.page()
            let flights = written.report.flights
            let routes = OverviewRoutes(flights, limit: SVGOverviewStyle.maximumRoutes)
            let drawn = Set(routes.drawn.map { flights[$0.flight].id })
            #expect(try Self.shownRoutes(browser) == drawn)

            try HTMLChromiumTests.choose("year", "2024", in: browser)
            let in2024 = flights.indices.filter { flights[$0].departureLocal?.year == 2024 }
            let expectedRoutes = Set(in2024.compactMap { routes.routeFirstFlight[$0].map { flights[$0].id } })
                .intersection(drawn)
            #expect(!expectedRoutes.isEmpty && expectedRoutes.count < drawn.count)
            #expect(try Self.shownRoutes(browser) == expectedRoutes)
            #expect(try browser.evaluate("document.getElementById('shown-count').textContent") as? String == "18")
            let distance = in2024.reduce(0) { $0 + flights[$1].geometry.distance }
            #expect(
                try browser.evaluate("document.getElementById('shown-distance').textContent") as? String
                    == ReadableText.kilometres(distance))
            #expect(try HTMLChromiumTests.shownIDs(browser) == in2024.map { flights[$0].id })

            try HTMLChromiumTests.choose("year", "", in: browser)
            #expect(try Self.shownRoutes(browser) == drawn)
            let total = flights.reduce(0) { $0 + $1.geometry.distance }
            #expect(
                try browser.evaluate("document.getElementById('shown-distance').textContent") as? String
                    == ReadableText.kilometres(total))
        }

        @Test func wheelAndButtonsZoomByTheViewBox() throws {
            let (browser, _) = try HTMLChromiumTests.page()
            let full = try Self.viewBox(browser)
            #expect(full.count == 4)
            _ = try browser.evaluate(
                """
                (svg => { const box = svg.getBoundingClientRect();
                  svg.dispatchEvent(new WheelEvent('wheel', { deltaY: -300, clientX: box.left + box.width / 2,
                    clientY: box.top + box.height / 2, bubbles: true, cancelable: true })); })(document.querySelector('#overview-map svg'))
                """)
            let wheeled = try Self.viewBox(browser)
            #expect(wheeled.count == 4 && wheeled[2] < full[2] && wheeled[3] < full[3], "\(wheeled)")
            _ = try browser.evaluate("document.querySelector('.map-controls [data-zoom=in]').click()")
            let zoomed = try Self.viewBox(browser)
            #expect(zoomed.count == 4 && zoomed[2] < wheeled[2], "\(zoomed)")
            // Zoomed in, the view stays inside the map it was drawn as.
            #expect(zoomed[0] >= full[0] && zoomed[0] + zoomed[2] <= full[0] + full[2] + 1e-9)
            _ = try browser.evaluate("document.querySelector('.map-controls [data-zoom=out]').click()")
            #expect(try Self.viewBox(browser)[2] > zoomed[2])
            _ = try browser.evaluate("document.querySelector('.map-controls [data-zoom=reset]').click()")
            #expect(try Self.viewBox(browser) == full)
            // Out from the whole map: still the whole map.
            _ = try browser.evaluate("document.querySelector('.map-controls [data-zoom=out]').click()")
            #expect(try Self.viewBox(browser) == full)
            #expect(browser.errors.isEmpty, "\(browser.errors)")
        }

        @Test func tappingARouteNamesItAndItsFlights() throws {
            let (browser, written) = try HTMLChromiumTests.page()
            let flights = written.report.flights
            let routes = OverviewRoutes(flights, limit: SVGOverviewStyle.maximumRoutes)
            // The busiest route: drawn last.
            let busiest = try #require(routes.drawn.last)
            #expect(busiest.count > 1)
            let members = flights.indices.filter { routes.routeFirstFlight[$0] == busiest.flight }
            _ = try browser.evaluate(
                "document.querySelector('#overview-map path.route[data-flight-id=\"\(flights[busiest.flight].id)\"]')"
                    + ".dispatchEvent(new MouseEvent('click', { bubbles: true }))")
            #expect(try browser.evaluate("document.getElementById('route-box').hidden") as? Bool == false)
            let text = try browser.evaluate("document.getElementById('route-box').textContent") as? String ?? ""
            #expect(text.contains(FlightRow(flights[busiest.flight]).route), "\(text)")
            #expect(text.contains(String(busiest.count) + " flights"), "\(text)")
            for member in members.prefix(10) {
                #expect(text.contains(FlightRow(flights[member]).name), "\(text)")
            }
            #expect(
                try browser.evaluate("document.querySelectorAll('#overview-map path.route.selected').length") as? Int == 1)
            // A tap on the sea lets the route go.
            _ = try browser.evaluate(
                "document.querySelector('#overview-map svg rect.background').dispatchEvent(new MouseEvent('click', { bubbles: true }))"
            )
            #expect(try browser.evaluate("document.getElementById('route-box').hidden") as? Bool == true)
            #expect(browser.errors.isEmpty, "\(browser.errors)")
        }
    }
}
