import Foundation

/// A track as GPSBabel reads it: the independent reader the track formats' tests compare
/// with, point for point. Run as `gpsbabel -i FORMAT -f FILE -o gpx -F OUT`, its GPX read
/// with regular expressions (no routereport code).
struct GPSBabelTrack {
    struct Point {
        var latitude: Double
        var longitude: Double
        var altitude: Double?
        /// Seconds since 1970, nil without a time.
        var time: Double?
    }

    var name: String?
    var points: [Point]

    static var isInstalled: Bool { KMLTestTools.which("gpsbabel") != nil }

    /// The `trk`s GPSBabel makes of `path` read as `format` (`-i FORMAT`, options after a comma).
    static func tracks(format: String, path: String) throws -> [GPSBabelTrack] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("gpsbabel-\(UUID().uuidString).gpx")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try KMLTestTools.run("gpsbabel", ["-i", format, "-f", path, "-o", "gpx", "-F", output.path])
        guard result.status == 0 else { throw GPSBabelFailure(message: result.stderr) }
        let gpx = try String(contentsOf: output, encoding: .utf8)
        return gpx.components(separatedBy: "<trk>").dropFirst().map { track in
            let name = firstMatch(#"<name>([^<]*)</name>"#, in: track.components(separatedBy: "<trkseg>")[0])
            let points = track.components(separatedBy: "<trkpt ").dropFirst().map { point in
                Point(
                    latitude: Double(firstMatch(#"lat="([^"]+)""#, in: point) ?? "") ?? .nan,
                    longitude: Double(firstMatch(#"lon="([^"]+)""#, in: point) ?? "") ?? .nan,
                    altitude: firstMatch(#"<ele>([^<]+)</ele>"#, in: point).flatMap(Double.init),
                    time: firstMatch(#"<time>([^<]+)</time>"#, in: point).flatMap(isoSeconds))
            }
            return GPSBabelTrack(name: name, points: points)
        }
    }

    struct GPSBabelFailure: Error {
        var message: String
    }

    private static func firstMatch(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }

    /// `2001-07-16T16:02:40Z` or with a fraction, read by Foundation.
    private static func isoSeconds(_ text: String) -> Double? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = text.contains(".") ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return formatter.date(from: text)?.timeIntervalSince1970
    }
}
