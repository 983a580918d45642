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

    /// `<package root>/../shared/NAME`, the material shared between projects.
    static func shared(_ name: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent("shared").appendingPathComponent(name)
    }
}
