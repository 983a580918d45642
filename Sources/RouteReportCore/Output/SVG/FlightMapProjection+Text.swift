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

    /// The projection as the map's `desc` says it.
    var description: String {
        switch self {
        case .mercator: return "Web Mercator projection."
        case .azimuthal(let projection):
            return "Azimuthal equidistant projection centred on " + DecimalFormat.coordinate(projection.centre)
                + " (the route's middle): the route passes beyond "
                + DecimalFormat.fixed(FlightMapProjection.polarLatitude, fractionDigits: 0)
                + "°, where Web Mercator would flatten it along the map's edge."
        }
    }
}
