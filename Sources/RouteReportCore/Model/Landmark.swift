/// A named point: KML `Placemark` with a `Point`, or GPX `wpt`.
struct Landmark: Sendable, Hashable {
    var explicitID: String?
    var name: String?
    var folder: String?
    /// KML `description` or GPX `desc`, if any.
    var description: String?
    var source: SourceLocation
    var coordinate: Coordinate

    init(
        explicitID: String? = nil, name: String? = nil, folder: String? = nil,
        description: String? = nil, source: SourceLocation, coordinate: Coordinate
    ) {
        self.explicitID = explicitID
        self.name = name
        self.folder = folder
        self.description = description
        self.source = source
        self.coordinate = coordinate
    }
}
