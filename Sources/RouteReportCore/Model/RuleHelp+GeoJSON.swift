/// The help of the rules that only JSON and GeoJSON inputs meet (`RuleHelp`).
extension Rule {
    var geoJSONHelp: RuleHelp {
        switch self {
        case .jsonSyntax:
            return RuleHelp(
                meaning: """
                    The file is not JSON as RFC 8259 writes it, so routereport stops at the first byte that is wrong \
                    and keeps the features read before it. JavaScript's habits are not JSON: comments, a comma after \
                    the last entry, `NaN` and `Infinity`, single quotes, a number with a leading zero; nor are a raw \
                    tab or line break inside a string, an escape other than `\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX`, \
                    and bytes that are not UTF-8.
                    """,
                example: .file(
                    name: "trailing.geojson",
                    text: """
                        {"type": "Point", "coordinates": [-0.46, 51.47],}
                        """),
                fix: "Write strict JSON: remove the comment or the trailing comma, quote with \", escape control characters.")
        case .jsonDuplicateKey:
            return RuleHelp(
                meaning: """
                    An object names the same member twice. RFC 8259 says names SHOULD be unique, and readers differ on \
                    which one wins; routereport reads the last one, as JavaScript does, and says so.
                    """,
                example: .file(
                    name: "twice.geojson",
                    text: """
                        {"type": "Feature", "properties": {"name": "LHR", "name": "Heathrow"},
                         "geometry": {"type": "Point", "coordinates": [-0.46, 51.47]}}
                        """),
                fix: "Keep one of the two members.")
        case .geojsonType:
            return RuleHelp(
                meaning: """
                    Every GeoJSON object has a `type` member naming one of RFC 7946's types — `Feature`, \
                    `FeatureCollection`, `Point`, `MultiPoint`, `LineString`, `MultiLineString`, `Polygon`, \
                    `MultiPolygon`, `GeometryCollection` — spelt exactly so: the names are case-sensitive. A \
                    miscased name is read as the type it means, after this error names the right spelling; an \
                    unknown or missing type leaves the object unread. An entry of `features` must be a Feature.
                    """,
                example: .file(
                    name: "case.geojson",
                    text: """
                        {"type": "featurecollection", "features": []}
                        """),
                fix: "Write the type name as RFC 7946 spells it (here `FeatureCollection`).")
        case .geojsonMember:
            return RuleHelp(
                meaning: """
                    A member RFC 7946 requires is missing (a FeatureCollection's `features`, a Feature's `geometry`, a \
                    geometry's `coordinates`, a GeometryCollection's `geometries`), is of the wrong kind (`features` \
                    not an array, an entry of it not an object, `properties` neither an object nor null, a Feature \
                    `id` neither a string nor a number), or stands where §7.1 forbids it (`features` or `coordinates` \
                    on a Feature, `geometry` or `properties` on a geometry, `coordinates` on a FeatureCollection). \
                    The object is not read; the rest of the file is.
                    """,
                example: .file(
                    name: "nogeometry.geojson",
                    text: """
                        {"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"name": "LHR"}}]}
                        """),
                fix: "Add the member (a Feature without a place has `\"geometry\": null`), or move it where it belongs.")
        case .geojsonPosition:
            return RuleHelp(
                meaning: """
                    `coordinates` are not shaped as the geometry's type needs: a Point's is one position \
                    `[lon, lat]`, a LineString's and a MultiPoint's an array of positions, a Polygon's and a \
                    MultiLineString's an array of those, a MultiPolygon's one level more. One level too deep or too \
                    shallow, a position of fewer than two numbers or a number written as a string is an error and \
                    the geometry is not read; more than three numbers (longitude, latitude, altitude) is a warning.
                    """,
                example: .file(
                    name: "shallow.geojson",
                    text: """
                        {"type": "LineString", "coordinates": [-0.46, 51.47]}
                        """),
                fix: "Nest the positions as the type wants: `[[-0.46, 51.47], [-73.78, 40.64]]` for a LineString.")
        case .geojsonRing:
            return RuleHelp(
                meaning: """
                    A Polygon's rings are closed LinearRings (RFC 7946 §3.1.6): four positions or more, the last the \
                    same as the first. Polygons are checked but not reported.
                    """,
                example: .file(
                    name: "open.geojson",
                    text: """
                        {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 1]]]}
                        """),
                fix: "Repeat the first position at the end of the ring.")
        case .geojsonWinding:
            return RuleHelp(
                meaning: """
                    RFC 7946 §3.1.6 winds a Polygon's exterior ring counterclockwise and its holes clockwise (the \
                    right-hand rule). Readers should not reject the other way round, so this is a warning: tools that \
                    follow the rule may fill the outside of the shape.
                    """,
                example: .file(
                    name: "clockwise.geojson",
                    text: """
                        {"type": "Polygon", "coordinates": [[[0, 0], [0, 1], [1, 1], [1, 0], [0, 0]]]}
                        """),
                fix: "Reverse the order of the ring's positions.")
        case .geojsonAntimeridian:
            return RuleHelp(
                meaning: """
                    Two consecutive positions of a line or ring are more than 180° of longitude apart: the line \
                    crosses ±180 without being cut there, which RFC 7946 §3.1.9 asks for (a MultiLineString of the \
                    two sides). Viewers draw such a line the long way round the globe. routereport reads it as \
                    written and joins the flight's vertices by geodesics, so its report is right; the file's other \
                    readers may not be.
                    """,
                example: .file(
                    name: "pacific.geojson",
                    text: """
                        {"type": "LineString", "coordinates": [[151.18, -33.95], [-118.41, 33.94]]}
                        """),
                fix: "Cut the line at ±180 into a MultiLineString, as routereport's routes.geojson does.")
        case .geojsonBBox:
            return RuleHelp(
                meaning: """
                    A `bbox` (RFC 7946 §5) is 4 numbers `[west, south, east, north]`, or 6 with the lowest and \
                    highest altitude, with south not above north, holding every position of its object. West above \
                    east is a box across the antimeridian, not a mistake.
                    """,
                example: .file(
                    name: "box.geojson",
                    text: """
                        {"type": "Point", "bbox": [0, 0, 1, 1], "coordinates": [-0.46, 51.47]}
                        """),
                fix: "Compute the box from the positions again, or leave it out: it is optional.")
        case .geojsonCRS:
            return RuleHelp(
                meaning: """
                    RFC 7946 removed the `crs` member of 2008's GeoJSON: positions are always WGS 84 longitude, \
                    latitude in degrees (§4). routereport reads them so and warns that a file naming another system \
                    may mean something else.
                    """,
                example: .file(
                    name: "crs.geojson",
                    text: """
                        {"type": "Point", "crs": {"type": "name", "properties": {"name": "EPSG:4326"}}, "coordinates": [-0.46, 51.47]}
                        """),
                fix: "Remove `crs`; reproject the positions to WGS 84 longitude, latitude if they are in another system.")
        default:
            return RuleHelp(meaning: summary, example: .situation(command: "", output: ""), fix: "")
        }
    }
}
