import Foundation
import Testing

@testable import RouteReportCore

/// routes.kml's lines and discs against the lightest and the darkest imagery (white and
/// black), by WCAG 2's contrast ratio computed from the styles' `aabbggrr` colours as the
/// file writes them: graphics ask 3:1.
@Suite("KMLContrast")
struct KMLContrastTests {
    /// The style's colour of `kind` (LineStyle or PolyStyle) as sRGB 0...1 and alpha.
    static func colour(_ style: String, _ kind: String) throws -> (rgb: SIMD3<Double>, alpha: Double) {
        let root = try #require(KMLTestNode.parse(KMLTestFixture.document))
        let styles = try #require(root.first("Document")).all("Style")
        let node = try #require(styles.first { $0.attributes["id"] == style })
        let hex = try #require(node.at(kind + "/color")?.text)
        let value = try #require(UInt32(hex, radix: 16))
        let byte = { (shift: UInt32) in Double((value >> shift) & 0xFF) / 255 }
        return (SIMD3(byte(0), byte(8), byte(16)), byte(24))
    }

    static func luminance(_ rgb: SIMD3<Double>) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(rgb.x) + 0.7152 * linear(rgb.y) + 0.0722 * linear(rgb.z)
    }

    static func ratio(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    static let white = SIMD3<Double>(1, 1, 1)
    static let black = SIMD3<Double>(0, 0, 0)

    @Test func theCasingStandsOutOnWhiteAndBlack() throws {
        let casing = try Self.colour(KMLStyles.casing, "LineStyle")
        #expect(casing.alpha == 1)
        #expect(Self.ratio(casing.rgb, Self.white) >= 3)
        #expect(Self.ratio(casing.rgb, Self.black) >= 3)
        // The product's line alone does not: what the casing is for.
        let route = try Self.colour(KMLStyles.route, "LineStyle")
        let overBlack = route.rgb * route.alpha
        #expect(Self.ratio(overBlack, Self.black) < 1.5)
        #expect(route.alpha == 77.0 / 255 && route.rgb == SIMD3(0, 0, 1))
    }

    @Test func endpointDiscsAreBlackRingedInWhite() throws {
        let fill = try Self.colour(KMLStyles.endpoint, "PolyStyle")
        let outline = try Self.colour(KMLStyles.endpoint, "LineStyle")
        #expect(fill.alpha == 1 && outline.alpha == 1)
        #expect(Self.ratio(fill.rgb, Self.white) >= 3)
        #expect(Self.ratio(outline.rgb, Self.black) >= 3)
    }
}
