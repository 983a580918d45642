import Foundation

/// What the run says about routes.kml's size: in the summary, when `--kml-detail auto`
/// made it lighter; after writing, a warning when it came out too big for a viewer.
enum KMLSizeNote {
    /// "; routes.kml without …" for the summary line, or "" when every flight is full.
    static func summary(_ report: RunReport, written: [ReportFormat]?) -> String {
        guard let written, written.contains(.kml) || written.contains(.kmz), report.options.kmlDetail == .auto,
            report.options.kmlDetail.resolved(flightCount: report.flights.count) == .routes
        else { return "" }
        return "; routes.kml without circles and aircraft tracks (over " + String(KMLDetail.autoFullLimit)
            + " flights; --kml-detail full keeps them)"
    }

    /// The warning for a routes.kml in `output` bigger than `KMLDetail.warningSize`, or nil.
    static func warning(_ report: RunReport, written: [ReportFormat], output: String) -> String? {
        guard written.contains(.kml) else { return nil }
        let path = output + "/" + KMLDetail.fileName
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
            size > KMLDetail.warningSize
        else { return nil }
        let megabytes = String(size / 1_000_000) + " MB"
        let lighter =
            report.options.kmlDetail.resolved(flightCount: report.flights.count) == .full
            ? "--kml-detail routes writes about half as much"
            : "fewer flights a run (--shard K/N, or a file per year) make smaller files"
        return "routereport: warning: " + FileName.oneLine(path) + " is " + megabytes
            + "; Google Earth takes minutes to open a KML past a few hundred MB and web map viewers refuse it: "
            + lighter + "\n"
    }
}
