/// The airport objects of report.json (`{"iata", "icao", "name"}`), each laid out once,
/// before any part is made, for the airports the report's flights end at. A run of many
/// flights names the same few thousand airports again and again; escaping and laying out
/// each object anew cost more than finding the airports. The objects sit one after another
/// in one array, so that copying them out reads memory close together rather than one
/// allocation per airport; nothing is added later, so the parts share it without a lock
/// and the work done does not depend on which part runs first.
struct JSONAirportObjects: Sendable {
    /// How deep the objects are laid out: as the value of a flight end's `airport`.
    let depth: Int
    private let table: AirportTable
    private let bytes: [UInt8]
    /// Where each airport's object is in `bytes` (by `AirportID.index`); empty for an
    /// airport no flight ends at.
    private let ranges: [Range<Int>]

    /// The objects at `depth` of every airport some flight of `flights` starts or ends at.
    init(_ flights: [FlightReport], table: AirportTable, depth: Int) {
        self.depth = depth
        self.table = table
        var ranges = [Range<Int>](repeating: 0..<0, count: table.count)
        var bytes: [UInt8] = []
        flights.withUnsafeBufferPointer { flights in
            // By index: `for flight in flights` would copy each report whole.
            for index in flights.indices {
                for id in [flights[index].startAirport, flights[index].endAirport] {
                    guard let id, ranges[Int(id.index)].isEmpty else { continue }
                    let object = Self.layOut(table.airport(id), depth: depth)
                    ranges[Int(id.index)] = bytes.count..<bytes.count + object.count
                    bytes.append(contentsOf: object)
                }
            }
        }
        self.bytes = bytes
        self.ranges = ranges
    }

    /// The object of airport `id` appended to `out`: copied from where it is laid out, or
    /// laid out now for an airport the flights given at the start do not end at.
    func write(_ id: AirportID, to out: inout JSONBytes) {
        let range = ranges[Int(id.index)]
        guard !range.isEmpty else {
            out.put(Self.layOut(table.airport(id), depth: depth))
            return
        }
        bytes.withUnsafeBufferPointer { out.put(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// `{"iata" : …, "icao" : …, "name" : …}` as `JSONPrettyText` writes an object at
    /// `depth`; a closed airport has `"closed" : true` first.
    static func layOut(_ airport: Airport, depth: Int) -> [UInt8] {
        var json = JSONPrettyText(
            fragmentAtDepth: depth, afterElement: false, reservingCapacity: 64 + 2 * airport.name.utf8.count)
        json.beginObject()
        if airport.isClosed {
            json.member("closed", true)
        }
        members(airport, to: &json)
        json.endObject()
        return json.bytes
    }

    /// `"iata"`, `"icao"` and `"name"`, the members every airport object ends with.
    static func members(_ airport: Airport, to json: inout JSONPrettyText) {
        json.member("iata", airport.iata)
        json.member("icao", airport.icao)
        json.member("name", airport.name)
    }
}
