/// A recorded track's figures as report.md and report.html list them under its flight:
/// label and text, times at the clocks of the flight's ends, altitudes in metres and feet, speeds
/// in km/h and knots.
enum TrackFigureItems {
    static func items(_ flight: FlightReport) -> [(label: String, text: String)] {
        guard let figures = flight.trackFigures else { return [] }
        var items: [(label: String, text: String)] = []
        // At the clocks of the departure (the arrival's for the landing), as the times above.
        func time(_ instant: Double, at clocks: LocalTime? = flight.departureLocal) -> String {
            let local = clocks.map { LocalTime(instant: instant, offset: $0.offset, zone: $0.zone) }
            return ReadableText.localTime(local ?? LocalTime(utc: instant))
        }
        if let airborne = figures.airborne, let takeoff = figures.takeoff, let landing = figures.landing {
            items.append(
                (
                    "Airborne (track)",
                    ReadableText.duration(airborne) + ", takeoff " + time(takeoff) + ", landing "
                        + time(landing, at: flight.arrivalLocal)
                ))
        }
        items.append(("Distance flown (track)", ReadableText.kilometres(figures.distance)))
        if let highest = figures.maximumAltitude {
            var text = altitude(highest)
            if let when = figures.maximumAltitudeTime { text += " at " + time(when) }
            items.append(("Highest altitude", text))
        }
        if let average = figures.averageGroundSpeed {
            var text = "average " + speed(average)
            if let highest = figures.maximumGroundSpeed { text += ", highest " + speed(highest) }
            items.append(("Ground speed", text))
        }
        return items
    }

    /// "6,430 m (21,096 ft)".
    static func altitude(_ metres: Double) -> String {
        ReadableText.grouped(metres) + " m (" + ReadableText.grouped(metres / LengthUnits.metresPerFoot) + " ft)"
    }

    /// "264 km/h (143 kt)".
    static func speed(_ metresPerSecond: Double) -> String {
        ReadableText.grouped(metresPerSecond * 3.6) + " km/h ("
            + ReadableText.grouped(metresPerSecond * 3600 / ReadableText.metresPerNauticalMile) + " kt)"
    }
}
