import Synchronization

extension SVGMapWriter {
    /// Routes in a part of the overview: about a megabyte of path data.
    static let routesPerPart = 2_000

    /// maps/overview.svg in consecutive parts: the map up to its first route, the routes
    /// in runs of flights, then the rest of the map. The map without routes is drawn once
    /// (by the first part that needs it) and kept until both its ends are cut from it;
    /// no part holds more than its own routes.
    static func overviewParts(for report: RunReport) -> Parts {
        let frame = Once { OverviewFrame(report) }
        let skeleton = Once { overviewWithoutRoutes(for: report, frame: frame.value) }
        let runs = stride(from: 0, to: report.flights.count, by: routesPerPart).map {
            $0..<min($0 + routesPerPart, report.flights.count)
        }
        return Parts(count: runs.count + 2) { index in
            if index == 0 || index == runs.count + 1 {
                let map = skeleton.value
                // libxml2 failed (out of memory): no map, no offsets in it.
                guard map.routesStart <= map.routesEnd, map.routesEnd <= map.bytes.count else { return nil }
                return index == 0 ? Array(map.bytes[..<map.routesStart]) : Array(map.bytes[map.routesEnd...])
            }
            return overviewRoutes(report.flights[runs[index - 1]], frame: frame.value)
        }
    }
}

/// A value made the first time it is asked for, on whichever thread asks; the others
/// wait for it.
private final class Once<Value: Sendable>: Sendable {
    private let state: Mutex<Value?> = Mutex(nil)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        state.withLock { value in
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}
