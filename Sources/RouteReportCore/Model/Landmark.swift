/// A named point: KML `Placemark` with a `Point`, or GPX `wpt`.
struct Landmark: Sendable, Hashable {
    var explicitID: String?
    var name: String?
    var folder: String?
    /// KML `description` or GPX `desc`, if any.
    var description: String?
    /// Whether `description` is HTML, as a KML description is (a viewer renders it), or
    /// plain text, as GPX's `desc` is: routes.kml escapes text before a viewer sees it.
    var descriptionIsHTML = false
    var source: SourceLocation
    var coordinate: Coordinate
}
