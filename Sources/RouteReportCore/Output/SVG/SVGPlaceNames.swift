import Foundation

/// What a flight map calls its ends and stops, and its title.
///
/// An end, and a stop, is named by its airport's code where the airport is known (IATA,
/// else ICAO; a stop's airport is the one within 3 km of it).
/// Otherwise by the input's name for it, where the flight's name lists its places: a
/// name such as "Tokyo Narita to San Francisco" or "The Kangaroo Route: London, Dubai,
/// Singapore, Sydney" is split at " to ", " via ", arrows, dashes and commas (after a
/// colon, and without a trailing "(…)"), and used when it gives one place per vertex,
/// or two for a recorded track's ends. Otherwise by the coordinates.
struct SVGPlaceNames {
    let start: String
    let end: String
    /// One per vertex between the ends, when the map marks stops and has names for them
    /// (places from the flight's name, or coordinates for up to
    /// `maximumCoordinateStops`); else empty.
    let stops: [String]
    /// The route by its places, "LHR → JFK" (stops between), and under it the flight's
    /// name where it says more (empty where it does not).
    let title: String
    let subtitle: String

    static let separators = [" to ", " via ", " → ", " -> ", " – ", " — ", " - ", ", ", "; "]
    /// Longest place name taken from a flight name, characters; anything longer is
    /// probably not a place.
    static let maximumPlaceLength = 28
    /// Most stops labelled with their coordinates when the name gives no places for them.
    static let maximumCoordinateStops = 4

    /// - Parameter airports: the table whose airports name the stops.
    init(flight: FlightReport, stopCount: Int, airports: AirportTable) {
        let vertices = flight.flight.vertices
        // The name is split only where an end or a stop has no airport to be named by.
        var split: [String]?? = nil
        func listedPlaces() -> [String]? {
            if let split { return split }
            let listed = Self.places(in: flight.name).flatMap {
                $0.count == vertices.count || ($0.count == 2 && stopCount == 0) ? $0 : nil
            }
            split = .some(listed)
            return listed
        }
        let first = flight.geometry.path.first ?? vertices.first ?? Coordinate(latitude: 0, longitude: 0)
        let last = flight.geometry.path.last ?? vertices.last ?? first
        start = flight.startAirport?.code ?? listedPlaces()?.first ?? DecimalFormat.coordinate(first)
        end = flight.endAirport?.code ?? listedPlaces()?.last ?? DecimalFormat.coordinate(last)
        if stopCount > 0 {
            let between = vertices.dropFirst().dropLast().prefix(stopCount)
            let codes = between.compactMap { airports.nearest($0)?.code }
            if codes.count == between.count {
                stops = codes
            } else if let listed = listedPlaces(), listed.count == vertices.count {
                stops = Array(listed.dropFirst().dropLast().prefix(stopCount))
            } else if stopCount <= Self.maximumCoordinateStops {
                stops = between.map(DecimalFormat.coordinate)
            } else {
                // A dozen coordinates that differ in the last digit are clutter, not names.
                stops = []
            }
        } else {
            stops = []
        }
        title = ([start] + stops + [end]).joined(separator: " → ")
        subtitle = flight.name == flight.id || flight.name == title ? "" : flight.name
    }

    /// The places a name lists, in order; nil when it lists fewer than two or any
    /// looks like something else (empty, too long).
    static func places(in name: String) -> [String]? {
        var text = Substring(name)
        if let colon = text.lastIndex(of: ":") { text = text[text.index(after: colon)...] }
        var trimmed = String(text).trimmingWhitespace
        if trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") {
            trimmed = String(trimmed[..<open]).trimmingWhitespace
        }
        var parts = [trimmed]
        for separator in separators {
            parts = parts.flatMap { $0.components(separatedBy: separator) }
        }
        let places = parts.map(\.trimmingWhitespace)
        guard places.count >= 2, places.allSatisfy({ !$0.isEmpty && $0.count <= maximumPlaceLength }) else { return nil }
        return places
    }
}

extension String {
    /// Without leading and trailing whitespace (Foundation-free, for the maps' names).
    fileprivate var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
