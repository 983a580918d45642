import Foundation

/// The package's folders, found from this file by walking up to `Package.swift`, so a
/// test file may sit at any depth below `Tests/`.
enum PackageRoot {
    static let url: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
            url.deleteLastPathComponent()
        }
        return url
    }()

    /// `<package root>/NAME`.
    static func folder(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The real-world corpus: files written by other programs (`SOURCES.md` names each
    /// file's repository, commit and licence).
    static let corpus: URL = folder("Tests/RouteReportCoreTests/Fixtures/corpus")

    /// Track files instruments and apps wrote (IGC, NMEA, TCX; `SOURCES.md` names each
    /// file's repository, commit and licence).
    static let tracks: URL = folder("Tests/RouteReportCoreTests/Fixtures/tracks")

    /// The XML schemas of KML 2.2 (with `gx`) and GPX 1.0 and 1.1.
    static let schemas: URL = folder("Sources/RouteReportCore/Input/Schemas")
}
