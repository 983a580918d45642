import Synchronization

/// Each airport's object in report.json (`{"iata", "icao", "name"}`), laid out once and
/// kept. A run of many flights names the same few thousand airports again and again;
/// escaping and laying out each object anew cost more than finding the airports. The
/// kept objects sit one after another in one array, so that copying them out reads
/// memory close together rather than one allocation per airport.
///
/// The layout depends on how deep the object sits; objects for the first depth asked
/// for (report.json has one) are kept, those for any other are made each time.
final class AirportJSONObjects: Sendable {
    private let table: AirportTable
    private let kept: Mutex<Kept>

    private struct Kept {
        var depth: Int?
        /// The objects laid out so far, in the order first asked for.
        var bytes: [UInt8] = []
        /// Where each airport's object is in `bytes` (by `AirportID.index`); empty until laid out.
        var ranges: [Range<Int32>]

        /// The kept object of airport `index` for `depth`, if there is one.
        mutating func range(_ index: Int, depth: Int) -> Range<Int>? {
            if self.depth == nil { self.depth = depth }
            guard self.depth == depth, !ranges[index].isEmpty else { return nil }
            return Int(ranges[index].lowerBound)..<Int(ranges[index].upperBound)
        }
    }

    init(table: AirportTable) {
        self.table = table
        kept = Mutex(Kept(ranges: Array(repeating: 0..<0, count: table.count)))
    }

    /// The object of airport `id`, laid out as the value written next at `depth`
    /// (one less than the depth of its members).
    func object(_ id: AirportID, depth: Int) -> [UInt8] {
        let index = Int(id.index)
        let found = kept.withLock { kept in kept.range(index, depth: depth).map { Array(kept.bytes[$0]) } }
        if let found { return found }
        let object = Self.layOut(table.airport(id), depth: depth)
        kept.withLock { kept in
            guard kept.depth == depth, kept.ranges[index].isEmpty, kept.bytes.count + object.count <= Int32.max else {
                return
            }
            kept.ranges[index] = Int32(kept.bytes.count)..<Int32(kept.bytes.count + object.count)
            kept.bytes.append(contentsOf: object)
        }
        return object
    }

    /// `object(id, depth: depth)` appended to `out`, copied from where it is kept.
    func write(_ id: AirportID, depth: Int, to out: inout JSONBytes) {
        let index = Int(id.index)
        let copied = kept.withLock { kept in
            guard let range = kept.range(index, depth: depth) else { return false }
            kept.bytes.withUnsafeBufferPointer { out.put(UnsafeBufferPointer(rebasing: $0[range])) }
            return true
        }
        if !copied { out.put(object(id, depth: depth)) }
    }

    /// `{"iata" : …, "icao" : …, "name" : …}` as `JSONPrettyText` writes an object at
    /// `depth`; a closed airport has `"closed" : true` first.
    static func layOut(_ airport: Airport, depth: Int) -> [UInt8] {
        var json = JSONPrettyText(
            fragmentAtDepth: depth, afterElement: false, reservingCapacity: 64 + 2 * airport.name.utf8.count)
        json.beginObject()
        if airport.isClosed {
            json.key("closed")
            json.bool(true)
        }
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
