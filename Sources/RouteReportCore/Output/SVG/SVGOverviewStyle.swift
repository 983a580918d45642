/// How the overview draws its routes for the number of flights it shows: up to
/// `fullStrength` flights in the flight map's blue at alpha 0.3 and width 3; beyond,
/// width and alpha fall with the square root of the count (to 0.6 and 0.05), so where
/// many routes share a corridor it darkens and a lone route stays a faint thread.
/// Landmark dots shrink the same way beyond `fullStrengthLandmarks`, down to 1 point.
struct SVGOverviewStyle {
    static let fullStrength = 8.0
    static let fullStrengthLandmarks = 100.0
    let width: Double
    let opacity: Double
    let endRadius: Double
    let landmarkRadius: Double
    /// Labels for route crossings are weighed only while routes are few: with hundreds,
    /// every spot is crossed and the weighing would decide nothing.
    let avoidsRoutes: Bool
    /// Most names on the map (airports and landmarks together): about one per 2,500
    /// square points, 36 on the default 300 × 300.
    let maximumLabels: Int

    init(flights: Int, landmarks: Int = 0, width mapWidth: Double = 300, height mapHeight: Double = 300) {
        let share = Double(flights) <= Self.fullStrength ? 1 : (Self.fullStrength / Double(flights)).squareRoot()
        width = max(0.6, 3 * share)
        opacity = max(0.05, 0.3 * share)
        let landmarkShare =
            Double(landmarks) <= Self.fullStrengthLandmarks
            ? 1 : (Self.fullStrengthLandmarks / Double(landmarks)).squareRoot()
        landmarkRadius = max(1, SVGStyle.landmarkRadius * landmarkShare)
        endRadius = flights > 200 ? 1 : SVGStyle.overviewEndRadius
        avoidsRoutes = flights <= 50
        maximumLabels = max(6, Int(mapWidth * mapHeight / 2500))
    }

    var routeStyle: [(String, String)] {
        [
            ("fill", "none"), ("stroke", SVGStyle.path),
            ("stroke-opacity", opacity == 0.3 ? SVGStyle.pathOpacity : SVGPathData.number(opacity, digits: 3)),
            ("stroke-width", width == 3 ? SVGStyle.pathWidth : SVGPathData.number(width, digits: 2)),
            ("stroke-linejoin", "round"),
        ]
    }
}
