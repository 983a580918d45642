/// A tracked flight's altitude profile: altitude over time (over distance where the track
/// has no times), metres on the left axis and feet on the right, the clock in the
/// departure's local time below and the distance flown above. A gap in the altitudes is
/// a gap in the line. At most two points a pixel column are drawn (the lowest and the
/// highest), so a long track keeps its peaks and the file stays small.
enum SVGAltitudeProfile {
    static let width = 640.0
    static let height = 240.0
    private static let left = 58.0
    private static let right = 58.0
    private static let top = 30.0
    private static let bottom = 30.0

    /// What a profile draws: one entry a fix in each array (`times` may be empty).
    struct Samples: Sendable, Equatable {
        /// Seconds since 1970, NaN where missing; empty: drawn over distance.
        var times: [Double]
        /// Metres, NaN where missing.
        var altitudes: [Double]
        /// Metres along the track from its first fix.
        var distances: [Double]
        /// Seconds east of UTC the clock labels are shifted by, and the zone they name
        /// ("UTC", "UTC−05:00").
        var utcOffset: Int
        var zoneLabel: String
    }

    /// Where a flight's profile goes, beside its map: `maps/profiles/STEM.svg`.
    static func fileName(stem: String) -> String {
        "maps/profiles/" + stem + ".svg"
    }

    /// What a flight's profile draws: its altitudes along its fixes, timed by their
    /// times, the clock at its departure's; nil for a flight with no profile (fewer than
    /// two altitudes, or none apart in time or distance).
    static func samples(for flight: FlightReport) -> Samples? {
        let altitudes = flight.flight.vertexAltitudes
        guard altitudes.count == flight.flight.vertices.count, altitudes.lazy.filter(\.isFinite).prefix(2).count == 2
        else {
            return nil
        }
        let times = flight.flight.vertexTimes.count == altitudes.count ? flight.flight.vertexTimes : []
        let local = flight.departureLocal
        let samples = Samples(
            times: times, altitudes: altitudes, distances: TrackFigures.cumulative(flight.geometry.legs.lengths),
            utcOffset: local?.offset ?? 0,
            zoneLabel: local.flatMap { time in time.zone.map { $0 + " (UTC" + time.offsetText + ")" } } ?? "UTC")
        // Only what `document` draws: a file planned for a profile is never empty.
        return drawn(samples) != nil ? samples : nil
    }

    /// The fixes a profile draws (an altitude and a place on the horizontal axis) and
    /// that axis's extent; nil for fewer than two, or none apart.
    private static func drawn(_ samples: Samples) -> (fixes: [Int], lowX: Double, highX: Double)? {
        let fixes = samples.altitudes.indices.filter { samples.altitudes[$0].isFinite && x(samples, $0) != nil }
        let xs = fixes.compactMap { x(samples, $0) }
        guard fixes.count >= 2, let lowX = xs.min(), let highX = xs.max(), highX > lowX else { return nil }
        return (fixes, lowX, highX)
    }

    /// A flight's profile, nil where it has none.
    static func document(for flight: FlightReport, generator: String) -> [UInt8]? {
        samples(for: flight).flatMap { document($0, title: flight.name, generator: generator) }
    }

    /// The profile's SVG, nil when fewer than two fixes apart have an altitude.
    static func document(_ samples: Samples, title: String, generator: String) -> [UInt8]? {
        guard let (fixes, lowX, highX) = drawn(samples), let first = fixes.first, let last = fixes.last else { return nil }
        let altitudes = fixes.map { samples.altitudes[$0] }
        guard let lowAltitude = altitudes.min(), let highAltitude = altitudes.max() else { return nil }
        let metreAxis = ProfileAxis(low: min(0, lowAltitude), high: max(highAltitude, min(0, lowAltitude) + 100), ticks: 5)
        let plot = Plot(
            lowX: lowX, highX: highX, lowY: metreAxis.low, highY: metreAxis.high,
            left: left, right: width - right, top: top, bottom: height - bottom)
        let writer = XMLWriter(indent: "")
        writer.comment(" " + generator + " ")
        writer.startElement("svg", namespace: SVGStyle.namespace)
        writer.attribute("width", SVGPathData.number(width))
        writer.attribute("height", SVGPathData.number(height))
        writer.attribute("viewBox", "0 0 " + SVGPathData.number(width) + " " + SVGPathData.number(height))
        writer.attribute("font-family", SVGStyle.fontFamily)
        writer.attribute("font-size", SVGPathData.number(SVGStyle.gridFontSize + 2))
        writer.element("title", FileName.showingFormat("Altitude profile: " + title))
        writer.element("desc", description(samples, highest: highAltitude, first: first, last: last))
        writer.startElement("rect")
        writer.attribute("width", SVGPathData.number(width))
        writer.attribute("height", SVGPathData.number(height))
        writer.attribute("fill", "#ffffff")
        writer.endElement()
        grid(writer, plot: plot, metreAxis: metreAxis, samples: samples)
        let pieces = line(samples, plot: plot)
        for piece in pieces where piece.count >= 2 {
            guard let start = piece.first, let end = piece.last else { continue }
            var area = "M" + pair(start.x, plot.bottom)
            for point in piece { area += "L" + pair(point.x, point.y) }
            area += "L" + pair(end.x, plot.bottom) + "Z"
            path(writer, area, fill: SVGStyle.path, opacity: "0.15", stroke: nil)
            var stroke = "M" + pair(start.x, start.y)
            for point in piece.dropFirst() { stroke += "L" + pair(point.x, point.y) }
            path(writer, stroke, fill: "none", opacity: nil, stroke: SVGStyle.lineCasing)
        }
        writer.endElement()
        return writer.finish()
    }

    /// Where fix `index` goes along the horizontal axis: its time, or its distance when
    /// the track has no times; nil when it has neither.
    private static func x(_ samples: Samples, _ index: Int) -> Double? {
        if samples.times.isEmpty { return samples.distances[index] }
        let time = samples.times[index]
        return time.isFinite ? time : nil
    }

    private struct Plot {
        var lowX, highX, lowY, highY: Double
        var left, right, top, bottom: Double

        func x(_ value: Double) -> Double { left + (value - lowX) / (highX - lowX) * (right - left) }
        func y(_ value: Double) -> Double { bottom - (value - lowY) / (highY - lowY) * (bottom - top) }
    }

    /// The line's pieces in pixels, broken where an altitude is missing, with at most
    /// the lowest and the highest point of each pixel column (in the order flown).
    private static func line(_ samples: Samples, plot: Plot) -> [[SVGPoint]] {
        var pieces: [[SVGPoint]] = []
        var piece: [SVGPoint] = []
        var column: (index: Int, low: SVGPoint, high: SVGPoint, lowFirst: Bool)?
        func flushColumn() {
            guard let done = column else { return }
            let ordered = done.lowFirst ? [done.low, done.high] : [done.high, done.low]
            piece.append(ordered[0])
            if ordered[1] != ordered[0] { piece.append(ordered[1]) }
            column = nil
        }
        for index in samples.altitudes.indices {
            let altitude = samples.altitudes[index]
            guard altitude.isFinite, let value = x(samples, index) else {
                flushColumn()
                if !piece.isEmpty { pieces.append(piece) }
                piece = []
                continue
            }
            let point = SVGPoint(x: plot.x(value), y: plot.y(altitude))
            let pixel = Int(point.x.rounded(.down))
            if var open = column, open.index == pixel {
                // Higher on the page is a smaller y.
                if point.y > open.low.y { open.low = point }
                if point.y < open.high.y {
                    open.high = point
                    open.lowFirst = true
                }
                column = open
            } else {
                flushColumn()
                column = (pixel, point, point, true)
            }
        }
        flushColumn()
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }

    private static func grid(_ writer: XMLWriter, plot: Plot, metreAxis: ProfileAxis, samples: Samples) {
        var lines = ""
        for value in metreAxis.values {
            let y = plot.y(value)
            lines += "M" + pair(plot.left, y) + "H" + SVGPathData.number(plot.right)
            label(writer, ReadableText.grouped(value) + " m", x: plot.left - 4, y: y + 3, anchor: "end")
        }
        let feetAxis = ProfileAxis(
            low: plot.lowY / LengthUnits.metresPerFoot, high: plot.highY / LengthUnits.metresPerFoot, ticks: 5)
        for feet in feetAxis.values
        where feet * LengthUnits.metresPerFoot >= plot.lowY && feet * LengthUnits.metresPerFoot <= plot.highY {
            let y = plot.y(feet * LengthUnits.metresPerFoot)
            lines += "M" + pair(plot.right, y) + "h4"
            label(writer, ReadableText.grouped(feet) + " ft", x: plot.right + 6, y: y + 3, anchor: "start")
        }
        if samples.times.isEmpty {
            distanceTicks(writer, plot: plot, total: samples.distances.last, lines: &lines, at: plot.bottom + 14) { $0 }
        } else {
            let clock = ClockAxis(low: plot.lowX, high: plot.highX, offset: samples.utcOffset)
            for time in clock.values {
                let x = plot.x(time)
                lines += "M" + pair(x, plot.bottom) + "v4"
                label(writer, clock.label(time), x: x, y: plot.bottom + 14, anchor: "middle")
            }
            label(writer, samples.zoneLabel, x: plot.right, y: plot.bottom + 26, anchor: "end")
            distanceTicks(writer, plot: plot, total: samples.distances.last, lines: &lines, at: plot.top - 6) { distance in
                time(at: distance, samples)
            }
        }
        lines +=
            "M" + pair(plot.left, plot.top) + "V" + SVGPathData.number(plot.bottom) + "H"
            + SVGPathData.number(plot.right) + "V" + SVGPathData.number(plot.top)
        writer.startElement("path")
        writer.attribute("d", lines)
        writer.attribute("fill", "none")
        writer.attribute("stroke", SVGStyle.graticule)
        writer.attribute("stroke-width", "0.5")
        writer.endElement()
    }

    /// Kilometre marks at `y`, each where the track had flown that far (`position`
    /// turns a distance into the horizontal axis's value).
    private static func distanceTicks(
        _ writer: XMLWriter, plot: Plot, total: Double?, lines: inout String, at y: Double,
        position: (Double) -> Double?
    ) {
        guard let total = total, total > 0 else { return }
        let axis = ProfileAxis(low: 0, high: total / 1000, ticks: 6)
        for kilometres in axis.values where kilometres * 1000 <= total {
            guard let value = position(kilometres * 1000) else { continue }
            let x = plot.x(value)
            guard x >= plot.left - 0.5 && x <= plot.right + 0.5 else { continue }
            lines += "M" + pair(x, y + 2) + "v4"
            label(writer, ReadableText.grouped(kilometres) + " km", x: x, y: y, anchor: "middle")
        }
    }

    /// The time the track had flown `distance` metres, between the fixes around it.
    private static func time(at distance: Double, _ samples: Samples) -> Double? {
        var previous: (distance: Double, time: Double)?
        for index in samples.distances.indices {
            let time = samples.times[index]
            guard time.isFinite else { continue }
            let along = samples.distances[index]
            if along >= distance {
                guard let before = previous, along > before.distance else { return time }
                return before.time + (distance - before.distance) / (along - before.distance) * (time - before.time)
            }
            previous = (along, time)
        }
        return nil
    }

    private static func description(_ samples: Samples, highest: Double, first: Int, last: Int) -> String {
        var text =
            "Highest " + ReadableText.grouped(highest) + " m (" + ReadableText.grouped(highest / LengthUnits.metresPerFoot)
            + " ft)"
        let distance = samples.distances[last] - samples.distances[first]
        text += "; " + ReadableText.kilometres(distance)
        if !samples.times.isEmpty {
            text += " in " + ReadableText.duration(samples.times[last] - samples.times[first])
        }
        return text + "."
    }

    private static func label(_ writer: XMLWriter, _ text: String, x: Double, y: Double, anchor: String) {
        writer.startElement("text")
        writer.attribute("x", SVGPathData.number(x))
        writer.attribute("y", SVGPathData.number(y))
        writer.attribute("text-anchor", anchor)
        writer.attribute("fill", SVGStyle.graticuleLabel)
        writer.text(text)
        writer.endElement()
    }

    private static func path(_ writer: XMLWriter, _ data: String, fill: String, opacity: String?, stroke: String?) {
        writer.startElement("path")
        writer.attribute("d", data)
        writer.attribute("fill", fill)
        if let opacity { writer.attribute("fill-opacity", opacity) }
        if let stroke {
            writer.attribute("stroke", stroke)
            writer.attribute("stroke-width", "1.5")
            writer.attribute("stroke-linejoin", "round")
        }
        writer.endElement()
    }

    private static func pair(_ x: Double, _ y: Double) -> String {
        SVGPathData.number(x, digits: 1) + " " + SVGPathData.number(y, digits: 1)
    }
}

/// Round tick values for an axis: steps of 1, 2 or 5 times a power of ten, about
/// `ticks` of them, covering `low` to `high` (widened to whole steps).
struct ProfileAxis {
    var low: Double
    var high: Double
    var step: Double

    init(low: Double, high: Double, ticks: Int) {
        let span = max(high - low, 1e-9)
        let rough = span / Double(max(1, ticks))
        var magnitude = 1.0
        while magnitude * 10 <= rough { magnitude *= 10 }
        while magnitude > rough { magnitude /= 10 }
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? magnitude * 10
        self.step = step
        self.low = (low / step).rounded(.down) * step
        self.high = (high / step).rounded(.up) * step
    }

    var values: [Double] {
        let count = Int(((high - low) / step).rounded())
        return (0...max(0, count)).map { low + Double($0) * step }
    }
}

/// Clock ticks for a span of seconds: whole minutes or hours on the clocks `offset`
/// seconds east of UTC (the departure's), at most eight of them.
struct ClockAxis {
    var low: Double
    var high: Double
    var offset: Int
    var step: Double

    private static let steps: [Double] = [60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200, 86_400]

    init(low: Double, high: Double, offset: Int) {
        self.low = low
        self.high = high
        self.offset = offset
        step = Self.steps.first { (high - low) / $0 <= 8 } ?? 86_400
    }

    var values: [Double] {
        var values: [Double] = []
        let shift = Double(offset)
        var value = ((low + shift) / step).rounded(.up) * step - shift
        while value <= high && values.count < 20 {
            values.append(value)
            value += step
        }
        return values
    }

    /// "14:30" on the axis's clocks.
    func label(_ time: Double) -> String {
        let seconds =
            Int(((time + Double(offset)).truncatingRemainder(dividingBy: 86_400) + 86_400).rounded())
            % 86_400
        let hours = seconds / 3600
        let minutes = seconds / 60 % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (minutes < 10 ? "0" : "") + String(minutes)
    }
}
