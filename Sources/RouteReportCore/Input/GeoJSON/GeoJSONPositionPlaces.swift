/// Where each position of a checked array stands, for a diagnostic about one of them:
/// the nodes the parser built, or the flat rows it held them in.
enum GeoJSONPositionPlaces {
    case nodes([JSONNode])
    case rows(JSONNumberRows)

    var count: Int {
        switch self {
        case .nodes(let nodes): return nodes.count
        case .rows(let rows): return rows.indices.count
        }
    }

    subscript(index: Int) -> JSONNode {
        switch self {
        case .nodes(let nodes): return nodes[index]
        case .rows(let rows): return rows.node(index)
        }
    }
}
