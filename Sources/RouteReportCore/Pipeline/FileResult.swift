/// What a worker makes of one input file: the document as read, and the geometry of
/// each of its flights (in the order of the flights among its features).
struct FileResult: Sendable {
    var document: InputDocument
    var geometries: [FlightGeometry]
}
