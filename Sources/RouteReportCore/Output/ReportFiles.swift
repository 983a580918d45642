import Foundation

/// Writes the chosen report files of a run into the output folder, each atomically.
/// Names inside the folder are fixed or made safe (`MapFileNames`), so no feature name
/// can reach a path outside it.
public enum ReportFiles {
    /// - Returns: the paths written, in order.
    @discardableResult
    public static func write(
        _ report: RunReport, formats: [ReportFormat], to directory: String
    ) throws(AtomicFile.WriteError) -> [String] {
        try makeDirectory(directory)
        var written: [String] = []
        func put(_ name: String, _ bytes: [UInt8]) throws(AtomicFile.WriteError) {
            let path = directory + "/" + name
            try AtomicFile.write(bytes, to: path)
            written.append(path)
        }
        for format in formats {
            switch format {
            case .json:
                try put("report.json", JSONReportWriter.document(for: report))
            case .kml:
                try put("routes.kml", KMLWriter.document(for: report))
            case .kmz:
                guard let archive = KMZWriter.archive(documentKML: KMLWriter.document(for: report)) else {
                    throw AtomicFile.WriteError(path: directory + "/routes.kmz", reason: "libzip could not build the archive")
                }
                try put("routes.kmz", archive)
            case .md:
                let names = formats.contains(.svg) ? MapFileNames.assign(report.flights.map(\.id)) : []
                try put("report.md", Array(MarkdownReportWriter.document(for: report, mapFileNames: names).utf8))
            case .svg:
                try makeDirectory(directory + "/maps")
                let names = MapFileNames.assign(report.flights.map(\.id))
                for (flight, name) in zip(report.flights, names) {
                    try put("maps/" + name + ".svg", SVGMapWriter.flightMap(for: flight, options: report.options))
                }
                try put("maps/" + MapFileNames.overview + ".svg", SVGMapWriter.overview(for: report))
            }
        }
        return written
    }

    static func makeDirectory(_ path: String) throws(AtomicFile.WriteError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw AtomicFile.WriteError(path: path, reason: "cannot create the folder (\(error.localizedDescription))")
        }
    }
}
