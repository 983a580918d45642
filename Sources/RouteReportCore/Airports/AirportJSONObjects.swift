import Synchronization

/// Each airport's object in report.json (`{"iata", "icao", "name"}`), laid out once and
/// kept. A run of many flights names the same few thousand airports again and again;
/// escaping and laying out each object anew cost more than finding the airports.
///
/// The layout depends on how deep the object sits; objects for the first depth asked
/// for (report.json has one) are kept, those for any other are made each time.
final class AirportJSONObjects: Sendable {
    static let shared = AirportJSONObjects(table: .shared)

    private let table: AirportTable
    private let kept: Mutex<(depth: Int?, objects: [[UInt8]?])>

    init(table: AirportTable) {
        self.table = table
        kept = Mutex((depth: nil, objects: [[UInt8]?](repeating: nil, count: table.count)))
    }

    /// The object of airport `id`, laid out as the value written next at `depth`
    /// (one less than the depth of its members).
    func object(_ id: AirportID, depth: Int) -> [UInt8] {
        let index = Int(id.index)
        let found: [UInt8]?? = kept.withLock { kept in
            if kept.depth == nil { kept.depth = depth }
            return kept.depth == depth ? .some(kept.objects[index]) : .none
        }
        if case .some(.some(let object)) = found { return object }
        let object = Self.layOut(table.airport(id), depth: depth)
        if found != nil {
            kept.withLock { $0.objects[index] = object }
        }
        return object
    }

    /// `object(id, depth: depth)` appended to `out`, copied from where it is kept.
    func write(_ id: AirportID, depth: Int, to out: inout JSONBytes) {
        let index = Int(id.index)
        let copied: Void? = kept.withLock { kept in
            if kept.depth == nil { kept.depth = depth }
            guard kept.depth == depth else { return nil }
            return kept.objects[index]?.withUnsafeBufferPointer { out.put($0) }
        }
        if copied == nil { out.put(object(id, depth: depth)) }
    }

    /// `{"iata" : …, "icao" : …, "name" : …}` as `JSONPrettyText` writes an object at `depth`.
    static func layOut(_ airport: Airport, depth: Int) -> [UInt8] {
        var json = JSONPrettyText(
            fragmentAtDepth: depth, afterElement: false, reservingCapacity: 64 + 2 * airport.name.utf8.count)
        json.beginObject()
        json.key("iata")
        json.optionalString(airport.iata)
        json.key("icao")
        json.string(airport.icao)
        json.key("name")
        json.string(airport.name)
        json.endObject()
        return json.bytes
    }
}
