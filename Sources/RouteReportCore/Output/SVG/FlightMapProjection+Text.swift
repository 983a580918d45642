extension FlightMapProjection {
    /// `data-projection`'s value: "mercator", or "azimuthal-equidistant LAT LON" (the
    /// centre to 0.1°).
    var name: String {
        switch self {
        case .mercator: return "mercator"
        case .azimuthal(let projection):
            return "azimuthal-equidistant " + DecimalFormat.fixed(projection.centre.latitude, fractionDigits: 1) + " "
                + DecimalFormat.fixed(projection.centre.longitude, fractionDigits: 1)
        }
    }

    /// The projection as a flight map's `desc` says it.
    var description: String {
        description(centre: "the route's middle", reason: "the route passes", pronoun: "it")
    }

    /// The projection as the overview's `desc` says it: centred on a pole (the polar
    /// view), else on the routes' middle.
    var overviewDescription: String {
        let latitude: Double? = if case .azimuthal(let projection) = self { projection.centre.latitude } else { nil }
        let centre =
            switch latitude {
            case 90: "the North Pole"
            case -90: "the South Pole"
            default: "the routes' middle"
            }
        return description(centre: centre, reason: "the routes and landmarks reach", pronoun: "them")
    }

    private func description(centre: String, reason: String, pronoun: String) -> String {
        switch self {
        case .mercator: return "Web Mercator projection."
        case .azimuthal(let projection):
            return "Azimuthal equidistant projection centred on " + DecimalFormat.coordinate(projection.centre)
                + " (" + centre + "): " + reason + " beyond "
                + DecimalFormat.fixed(FlightMapProjection.polarLatitude, fractionDigits: 0)
                + "°, where Web Mercator would flatten " + pronoun + " along the map's edge."
        }
    }
}
