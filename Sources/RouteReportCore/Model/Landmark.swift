/// A named point: KML `Placemark` with a `Point`, or GPX `wpt`.
struct Landmark: Sendable, Hashable {
    var explicitID: String?
    var name: String?
    var folder: String?
    /// KML `description` or GPX `desc`, if any.
    var description: String?
    /// Whether `description` is HTML, as a KML description is (a viewer renders it), or
    /// plain text, as GPX's `desc` is: routes.kml escapes text before a viewer sees it.
    var descriptionIsHTML: Bool
    var source: SourceLocation
    var coordinate: Coordinate

    init(
        explicitID: String? = nil, name: String? = nil, folder: String? = nil,
        description: String? = nil, descriptionIsHTML: Bool = false, source: SourceLocation, coordinate: Coordinate
    ) {
        self.explicitID = explicitID
        self.name = name
        self.folder = folder
        self.description = description
        self.descriptionIsHTML = descriptionIsHTML
        self.source = source
        self.coordinate = coordinate
    }
}
