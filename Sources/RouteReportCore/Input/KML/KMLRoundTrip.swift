/// Reading routereport's own routes.kml back: the same flights and landmarks, not the
/// drawings made from them.
///
/// The file is recognised by what it declares, not by its name or a comment: a
/// `Schema id="flight"` with the `flight_id` and `role` fields, or a `Schema
/// id="landmark"` with `landmark_id`, and placemarks whose `SchemaData` points at one
/// of them. Every other KML, including one that only borrows a `role` field, is read
/// as before. In our file:
///
/// - a `flight` placemark is the flight only when its `role` is `route`; the `casing`,
///   `flown`, `endpoints`, `position` and `aircraft` placemarks are drawn from it and are
///   not features;
/// - a route's `MultiGeometry` is one line the writer cut at ±180 (or, past 300,000
///   vertices, into pieces that share their end vertex): its pieces are joined, the
///   crossing or shared point once (see `joinAtAntimeridian`);
/// - the id is `flight_id`/`landmark_id` (the `id` attribute is made XML-safe and may
///   differ) and the folder is the `folder` field (the layer folders, `Flights` and the
///   rest, are packaging, as the per-flight folders of earlier files were).
///
/// The names are those the files carry, which the reader knows for itself (a reader
/// knows no writer); `KMLRoundTripTests` holds them to Output's `KMLSchema`, so this
/// version reads back what it writes.
struct KMLRoundTrip {
    static let flightSchema = "flight"
    static let landmarkSchema = "landmark"
    static let routeRole = "route"

    /// The fields a placemark of ours carries that the reader takes.
    enum Field: String, CaseIterable {
        case flightID = "flight_id"
        case landmarkID = "landmark_id"
        case role
        case folder
    }

    /// What the SchemaData of one of our placemarks said.
    struct PlacemarkData {
        var schema: String
        var values: [Field: String] = [:]

        /// Whether the placemark is a feature: a landmark, or a flight's `route`.
        var isFeature: Bool {
            schema == KMLRoundTrip.landmarkSchema || values[.role] == KMLRoundTrip.routeRole
        }

        var id: String? {
            values[schema == KMLRoundTrip.flightSchema ? .flightID : .landmarkID]
        }
    }

    private var declared: Set<String> = []
    private var open: (id: String, depth: Int, fields: Set<String>)?

    /// A `Schema` element starts (at `depth`, with its `id` attribute).
    mutating func startSchema(id: String?, depth: Int) {
        guard let id, id == Self.flightSchema || id == Self.landmarkSchema else { return }
        open = (id, depth, [])
    }

    /// A `SimpleField` of the open schema.
    mutating func addField(name: String?) {
        if let name { open?.fields.insert(name) }
    }

    mutating func endElement(depth: Int) {
        guard let schema = open, schema.depth == depth else { return }
        open = nil
        let needed: [Field] = schema.id == Self.flightSchema ? [.flightID, .role] : [.landmarkID]
        if needed.allSatisfy({ schema.fields.contains($0.rawValue) }) { declared.insert(schema.id) }
    }

    /// The schema a `SchemaData schemaUrl` names, when it is one of ours declared in
    /// this document (`#flight`; KML 2.1 files wrote the bare id).
    func ownSchema(schemaUrl: String?) -> String? {
        guard let url = schemaUrl?.trimmingXMLWhitespace() else { return nil }
        let id = url.hasPrefix("#") ? String(url.dropFirst()) : url
        return declared.contains(id) ? id : nil
    }

    /// The route a writer cut at ±180 as one line. The writer ends a piece on the
    /// meridian and starts the next at the same latitude on the other side; that pair
    /// becomes one vertex (the first piece's), so the vertex list is the written path
    /// with one point per crossing.
    ///
    /// The crossing point is kept, not dropped: it lies on the geodesic the writer cut
    /// (found by bisection along it), so it changes no distance, and it cannot be told
    /// from a vertex that was really on the meridian (a waypoint at 180°), which must
    /// stay. Kept, it also makes the next routes.kml cut at the same point, so a second
    /// round trip writes the same route coordinates. Pieces that do not meet are simply
    /// joined in order: the route placemark is one flight whatever its geometry says.
    static func joinAtAntimeridian(_ pieces: [(vertices: [Coordinate], times: [Double], altitudes: [Double])]) -> (
        vertices: [Coordinate], times: [Double], altitudes: [Double]
    ) {
        // Per-vertex times and altitudes survive only when every piece has them.
        let timed = pieces.allSatisfy { !$0.times.isEmpty }
        let raised = pieces.allSatisfy { !$0.altitudes.isEmpty }
        var vertices: [Coordinate] = []
        var times: [Double] = []
        var altitudes: [Double] = []
        for piece in pieces {
            var start = 0
            if let last = vertices.last, let first = piece.vertices.first, first.latitude == last.latitude,
                first.longitude == last.longitude || (abs(last.longitude) == 180 && first.longitude == -last.longitude)
            {
                // Also a long line the writer cut into pieces that share their end vertex.
                start = 1
            }
            vertices += piece.vertices[start...]
            if timed { times += piece.times[start...] }
            if raised { altitudes += piece.altitudes[start...] }
        }
        return (vertices, timed ? times : [], raised ? altitudes : [])
    }
}
