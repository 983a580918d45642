/// RFC 7946 §5's bounding box: `[west, south, east, north]` (or with the lowest and
/// highest altitude after south and north, six numbers), south not above north, every
/// position of its object inside. West above east is a box across the antimeridian
/// (§5.2), not a mistake.
enum GeoJSONBBox {
    /// The `geojson-bbox` error for `member`, or nil when it is right.
    static func check(_ member: JSONMember, holding positions: [[Coordinate]], file: String) -> Diagnostic? {
        let at = SourceLocation(file: file, line: member.value.line, column: member.value.column)
        guard let entries = member.value.array else {
            return Diagnostic(.geojsonBBox, "'bbox' is \(member.value.kind), not an array of 4 or 6 numbers", at: at)
        }
        let numbers = entries.compactMap(\.number)
        guard numbers.count == entries.count, numbers.count == 4 || numbers.count == 6 else {
            return Diagnostic(
                .geojsonBBox,
                "'bbox' has \(entries.count) entries; it is 4 numbers (west, south, east, north) or 6 with altitudes",
                at: at)
        }
        let half = numbers.count / 2
        let west = numbers[0]
        let south = numbers[1]
        let east = numbers[half]
        let north = numbers[half + 1]
        guard south <= north else {
            return Diagnostic(.geojsonBBox, "'bbox' has its south \(south) above its north \(north)", at: at)
        }
        // The written box is rounded like the positions; a hair outside is inside.
        let slack = 1e-9
        for line in positions {
            for position in line {
                let longitudeInside =
                    west <= east
                    ? position.longitude >= west - slack && position.longitude <= east + slack
                    : position.longitude >= west - slack || position.longitude <= east + slack
                if !longitudeInside || position.latitude < south - slack || position.latitude > north + slack {
                    return Diagnostic(
                        .geojsonBBox,
                        "'bbox' does not hold the position [\(position.longitude), \(position.latitude)] of its object",
                        at: at)
                }
            }
        }
        return nil
    }
}
