extension SVGMapWriter {
    /// Routes in a part of the overview.
    static let routesPerPart = 1_000

    /// maps/overview.svg in consecutive parts: the map up to its first route, the routes
    /// in runs of routes, then, last, the rest of the map. The first part draws the map
    /// without routes (`overviewWithoutRoutes`) and hands what follows the routes to the
    /// last; no part holds more than its own routes. The canvas every part draws on is
    /// fitted once, in the plan.
    struct OverviewPlan: FilePlan {
        let report: RunReport
        let frame: OverviewFrame
        let runs: [Range<Int>]

        init(_ report: RunReport) {
            self.report = report
            frame = OverviewFrame(report)
            let count = frame.routes.drawn.count
            runs = stride(from: 0, to: count, by: routesPerPart).map { $0..<min($0 + routesPerPart, count) }
        }

        var partCount: Int { runs.count + 1 }
        var finishes: Bool { true }

        /// The map up to the first route (and the rest of it, for the last part), or a
        /// run's routes (and nothing).
        func part(_ index: Int) -> (bytes: [UInt8], summary: [UInt8])? {
            guard index == 0 else {
                return (overviewRoutes(frame.routes.drawn[runs[index - 1]], of: report, frame: frame), [])
            }
            let map = overviewWithoutRoutes(for: report, frame: frame)
            // libxml2 failed (out of memory): no map, no offsets in it.
            guard map.routesStart <= map.routesEnd, map.routesEnd <= map.bytes.count else { return nil }
            return (Array(map.bytes[..<map.routesStart]), Array(map.bytes[map.routesEnd...]))
        }

        func finish(_ summaries: [[UInt8]]) -> [UInt8]? {
            summaries.first
        }
    }
}
