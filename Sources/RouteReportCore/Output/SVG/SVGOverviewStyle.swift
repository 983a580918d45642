import Foundation

/// How the overview draws its routes, one line per route (`OverviewRoutes`): a solid blue
/// of its own (not the flight map's pale seed line), 3.8:1 against the sea and 4.1:1
/// against land at the opacity of a route flown once, wider and more opaque the more it
/// is flown (`line(count:)`), so a route flown 50 times stands out and one flown once
/// still shows. Few routes are drawn as wide as the flight map's line; many thinner,
/// down to `minimumWidth`. Landmark dots shrink beyond `fullStrengthLandmarks`, down to
/// 1 point.
struct SVGOverviewStyle {
    static let fullStrength = 8.0
    static let fullStrengthLandmarks = 100.0
    /// Most routes drawn: the file stays near a megabyte however many flights it shows.
    static let maximumRoutes = 4_000
    static let colour = "#2457b5"
    static let onceOpacity = 0.8
    static let minimumWidth = 1.0
    let width: Double
    let endRadius: Double
    let landmarkRadius: Double
    /// Labels for route crossings are weighed only while routes are few: with hundreds,
    /// every spot is crossed and the weighing would decide nothing.
    let avoidsRoutes: Bool
    /// Most names on the map (airports and landmarks together): about one per 2,500
    /// square points, 36 on the default 300 × 300.
    let maximumLabels: Int

    init(routes: Int, landmarks: Int = 0, width mapWidth: Double = 300, height mapHeight: Double = 300) {
        let share = Double(routes) <= Self.fullStrength ? 1 : (Self.fullStrength / Double(routes)).squareRoot()
        width = max(Self.minimumWidth, 3 * share)
        let landmarkShare =
            Double(landmarks) <= Self.fullStrengthLandmarks
            ? 1 : (Self.fullStrengthLandmarks / Double(landmarks)).squareRoot()
        landmarkRadius = max(1, SVGStyle.landmarkRadius * landmarkShare)
        endRadius = routes > 200 ? 1.25 : SVGStyle.overviewEndRadius
        avoidsRoutes = routes <= 50
        maximumLabels = max(6, Int(mapWidth * mapHeight / 2500))
    }

    /// A route flown `count` times: width × (1 + log₁₀ count · 1.5), at most 4 × width,
    /// opacity from `onceOpacity` to 1 at 10 flights.
    func line(count: Int) -> (width: Double, opacity: Double) {
        let scale = log10(Double(max(1, count)))
        return (min(width * 4, width * (1 + scale * 1.5)), min(1, Self.onceOpacity + 0.2 * scale))
    }

    var routeStyle: [(String, String)] {
        [
            ("fill", "none"), ("stroke", Self.colour),
            ("stroke-opacity", SVGPathData.number(Self.onceOpacity, digits: 2)),
            ("stroke-width", SVGPathData.number(width, digits: 2)), ("stroke-linejoin", "round"),
            ("stroke-linecap", "round"),
        ]
    }
}
