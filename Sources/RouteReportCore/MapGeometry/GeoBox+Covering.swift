extension GeoBox {
    /// The box of pieces of geometry drawn on a flat map (longitudes in [-180, 180], each
    /// piece spanning from its least to its greatest longitude, as a 2D viewer draws it):
    /// south and north are the extreme latitudes; west to east is the shortest eastward
    /// run of longitude that holds every piece, found as the widest gap between them, so
    /// pieces on both sides of ±180 give `east < west` (RFC 7946 §5.2). Pieces leaving no
    /// gap give west −180, east 180. nil without any point.
    init?(covering pieces: [[Coordinate]]) {
        var spans: [ClosedRange<Double>] = []
        var south = Double.infinity
        var north = -Double.infinity
        for piece in pieces where !piece.isEmpty {
            var west = Double.infinity
            var east = -Double.infinity
            for point in piece {
                west = min(west, point.longitude)
                east = max(east, point.longitude)
                south = min(south, point.latitude)
                north = max(north, point.latitude)
            }
            spans.append(west...east)
        }
        guard !spans.isEmpty else { return nil }
        self.init(spans: spans, south: south, north: north)
    }

    /// The smallest box holding every box (each read with `east < west` as running east
    /// over ±180), by the same widest-gap rule. nil for no boxes.
    init?(union boxes: [GeoBox]) {
        guard !boxes.isEmpty else { return nil }
        var spans: [ClosedRange<Double>] = []
        for box in boxes {
            if box.west <= box.east {
                spans.append(box.west...box.east)
            } else {
                spans.append(box.west...180)
                spans.append(-180...box.east)
            }
        }
        self.init(spans: spans, south: boxes.map(\.south).min() ?? 0, north: boxes.map(\.north).max() ?? 0)
    }

    /// West and east from longitude spans within [-180, 180]: the complement of the widest
    /// gap between them, where the gap over ±180 runs from the last span's end to the
    /// first span's start plus 360.
    private init(spans: [ClosedRange<Double>], south: Double, north: Double) {
        let sorted = spans.sorted { $0.lowerBound < $1.lowerBound }
        var widest = 0.0
        var gapStart = 180.0
        var gapEnd = -180.0
        var reach = sorted[0].upperBound
        for span in sorted.dropFirst() {
            if span.lowerBound - reach > widest {
                widest = span.lowerBound - reach
                gapStart = reach
                gapEnd = span.lowerBound
            }
            reach = max(reach, span.upperBound)
        }
        if sorted[0].lowerBound + 360 - reach > widest {
            widest = sorted[0].lowerBound + 360 - reach
            gapStart = reach
            gapEnd = sorted[0].lowerBound
        }
        guard widest > 0 else {
            // No gap at all: the pieces go all the way round.
            self.init(west: -180, south: south, east: 180, north: north)
            return
        }
        // A run starting on the meridian ±180 starts at -180, one ending there ends at 180
        // (a single point on it stays where it is).
        var west = gapEnd
        var east = gapStart
        if west != east {
            if west == 180 { west = -180 }
            if east == -180 { east = 180 }
        }
        self.init(west: west, south: south, east: east, north: north)
    }
}
