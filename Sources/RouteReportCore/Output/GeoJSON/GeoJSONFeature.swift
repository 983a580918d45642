/// One Feature of routes.geojson: its geometry and its properties, in writing order.
struct GeoJSONFeature {
    var geometry: GeoJSONGeometry
    var properties: [(String, AttributeValue)]

    /// The features of one flight, in routes.kml's order: the route (the flight itself),
    /// the flown and the remaining part, the endpoint circles as one MultiPolygon (with
    /// the vertices and decimals their size on screen needs,
    /// `FlightShapes.globeRingPointCount` and `endpointRingDecimals`), the position.
    /// Properties: the route's `name` (the flight's), the flight attributes
    /// (`FlightAttributes`, numbers at the decimals they mean), the position's
    /// `heading_deg` (to 10⁻⁶° as the bearings), then the style.
    static func features(of report: FlightReport) -> [GeoJSONFeature] {
        let geometry = report.geometry
        let shapes = FlightShapes(flight: report.flight, geometry: geometry)
        var features: [GeoJSONFeature] = []
        func add(_ role: FlightRole, _ shape: GeoJSONGeometry?, extra: [(String, AttributeValue)] = []) {
            guard let shape else { return }
            // The drawings' names would repeat the flight's, which `flight_id` ties them to.
            var properties: [(String, AttributeValue)] = role == .route ? [("name", .string(report.name))] : []
            let part = FlightPart(report: report, role: role)
            for (key, value) in FeatureAttribute.mapValues(of: FlightAttributes.carried(by: role), for: part)
            where !Self.leftOut.contains(key) {
                properties.append((key, value))
            }
            properties += extra
            properties += GeoJSONStyle.properties(for: role, hasProgress: geometry.progress != nil)
            features.append(GeoJSONFeature(geometry: shape, properties: properties))
        }
        // The flight itself at its altitudes where it has them; its drawings on the ground.
        add(.route, shapes.raisedRoute.flatMap { GeoJSONGeometry.route($0) } ?? GeoJSONGeometry.route(shapes.route))
        if let flown = shapes.flown {
            add(.flown, GeoJSONGeometry.line(flown))
        }
        if let progress = geometry.progress, progress < 1, case let remaining = geometry.remainingPath, remaining.count >= 2 {
            add(.remaining, GeoJSONGeometry.line(AntimeridianCut.line(remaining)))
        }
        if let view = GlobeView(shapes), let rings = shapes.cutEndpointRings(pointCount: shapes.globeRingPointCount(in: view)) {
            add(.endpoints, GeoJSONGeometry.rings(rings.start + rings.end, decimals: Self.ringDecimals(shapes)))
        }
        if let position = geometry.position {
            let heading = AttributeValue.rounded(position.heading, decimals: FlightAttributes.bearingDecimals)
            add(
                .position, GeoJSONGeometry.point(position.coordinate, decimals: GeoJSONText.lineDecimals),
                extra: [("heading_deg", .double(heading))])
        }
        return features
    }

    /// Flight attributes routes.geojson leaves out, to keep its size down: what the file
    /// states otherwise (a route over ±180 is a MultiLineString, RFC 7946 §3.1.9; the
    /// endpoints feature draws the radius; `departure`/`arrival` in their ends' zones
    /// are the local times), and the input's bookkeeping (where the progress came from,
    /// how many vertices the input had). report.json and routes.kml carry them all.
    static let leftOut: Set<String> = [
        FlightAttributes.crossesAntimeridian, FlightAttributes.radius, FlightAttributes.departureLocal,
        FlightAttributes.arrivalLocal, FlightAttributes.progressSource, FlightAttributes.vertices,
    ]

    /// An endpoint ring's decimals: a grid step of at most a hundredth of the radius
    /// (routes.kml's a thousandth), never finer than a line's. The flight's own view draws
    /// a ring a few pixels across; one filling a 1,000-pixel view is off by 3.5 pixels
    /// at most, while its sides, as few as the flight's view needs, bow 17 inside the
    /// circle at 12.
    static func ringDecimals(_ shapes: FlightShapes) -> Int {
        // endpointRingDecimals keeps a step to a thousandth of the radius.
        min(GeoJSONText.lineDecimals, shapes.endpointRingDecimals(finest: GeoJSONText.fractionDigits) - 1)
    }

    /// A landmark's Point: `name`, the description where there is one, the landmark
    /// attributes (`LandmarkAttributes`), the style.
    static func feature(of report: LandmarkReport) -> GeoJSONFeature {
        var properties: [(String, AttributeValue)] = [("name", .string(report.name))]
        if let description = report.landmark.description { properties.append(("description", .string(description))) }
        for (key, value) in FeatureAttribute.values(of: LandmarkAttributes.all, for: report) {
            properties.append((key, value))
        }
        properties += GeoJSONStyle.landmark
        return GeoJSONFeature(geometry: .point(report.landmark.coordinate), properties: properties)
    }

    /// `{"type":"Feature","geometry":{…},"properties":{…}}`, with no bbox: RFC 7946
    /// makes it optional and no reader we know of wants one a feature (the collection
    /// has one). A non-finite number (only from rejected input) is left out like a null.
    func write(to text: inout GeoJSONText) {
        text.append("{\"type\":\"Feature\",\"geometry\":")
        geometry.write(to: &text)
        text.append(",\"properties\":{")
        var first = true
        for (key, value) in properties {
            if case .double(let number) = value, !number.isFinite { continue }
            if !first { text.append(",") }
            first = false
            text.key(key)
            text.value(value)
        }
        text.append("}}")
    }
}
