/// What Google Earth's balloon shows for a flight's placemarks: each role's style has a
/// `BalloonStyle` whose text names the placemark and says what the drawing is. The
/// flight (`route`) takes the flight's measures from its `description`, written the way
/// report.md writes them (km and nmi, degrees, percent), and its id, times and
/// source, already readable as its SchemaData holds them, from there through the
/// template (`$[flight/departure]`), so they are not written twice a flight; the
/// drawings name the flight's id and point to it.
///
/// The details are HTML, as Google Earth reads a description; every value from the
/// input is HTML-escaped, so a name with markup stays text.
enum KMLBalloon {
    /// The `BalloonStyle` text of `role`'s style.
    static func template(for role: KMLSchema.Role) -> String {
        let what: String
        switch role {
        case .route: what = "The flight: the geodesic path from start to end."
        case .casing: what = "The outline under the flight's line, so it shows on any imagery."
        case .flown: what = "Flown so far: from the start to the position at the reference time."
        case .remaining: what = "Still to fly: from the position at the reference time to the end."
        case .endpoints: what = "The endpoints: the circles of the endpoint radius round the start and the end."
        case .position: what = "Where the aircraft is at the reference time."
        case .aircraft: what = "The aircraft along its track: move Google Earth's time slider."
        }
        switch role {
        case .route:
            return "<h3>$[name]</h3><p>" + what + "</p>ID: $[flight/flight_id]<br>$[description]"
                // Each time at its airport's clocks, as report.md gives it, then in UTC.
                + "<br>Departure: $[flight/departure_local] $[flight/departure_time_zone] ($[flight/departure])"
                + "<br>Arrival: $[flight/arrival_local] $[flight/arrival_time_zone] ($[flight/arrival])"
                + "<br>Source: $[flight/source_file] line $[flight/source_line]"
        case .casing, .flown, .remaining, .endpoints, .position, .aircraft:
            return "<h3>$[name]</h3><p>" + what
                + "</p><p>Flight $[flight/flight_id]: its details are in its balloon in the Flights folder.</p>"
        }
    }

    /// The flight's `description`: its details as HTML lines, "Label: value" joined by
    /// "<br>", as pieces of its placemark's block (`KMLTextBlock.block`), the markup
    /// between the values escaped as element content: no String of the whole to build
    /// and escape (every flight has one).
    static func appendDescription(_ report: FlightReport, to pieces: inout [KMLTextBlock.Piece]) {
        let geometry = report.geometry
        pieces.append(.markup("<description>Distance: "))
        pieces.append(.text(MarkdownReportWriter.kilometres(geometry.distance)))
        pieces.append(.markup(" km ("))
        pieces.append(.text(MarkdownReportWriter.nauticalMiles(geometry.distance)))
        pieces.append(.markup(" nmi)&lt;br&gt;Initial bearing: "))
        pieces.append(.text(MarkdownReportWriter.degrees(geometry.initialBearing)))
        pieces.append(.markup("&lt;br&gt;Final bearing: "))
        pieces.append(.text(MarkdownReportWriter.degrees(geometry.finalBearing)))
        pieces.append(.markup("&lt;br&gt;Endpoint radius: "))
        pieces.append(.text(MarkdownReportWriter.kilometres(geometry.radius)))
        pieces.append(.markup(" km&lt;br&gt;Progress: "))
        if geometry.progress == nil {
            pieces.append(.text(MarkdownReportWriter.none))
        } else {
            pieces.append(.text(MarkdownReportWriter.percent(geometry.progress)))
            pieces.append(.markup(" ("))
            pieces.append(.text(geometry.progressSource.rawValue))
            pieces.append(.markup(")"))
        }
        pieces.append(.markup("</description>"))
    }

    /// One line for Google Earth's Places list under the flight's name: its distance
    /// (its times are on the time slider).
    static func snippet(_ report: FlightReport) -> String {
        MarkdownReportWriter.kilometres(report.geometry.distance, fractionDigits: 0) + " km"
    }

    /// `&`, `<`, `>` and `"` as HTML entities.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
