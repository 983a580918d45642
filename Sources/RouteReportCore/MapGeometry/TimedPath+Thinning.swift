import Foundation

extension TimedPath {
    /// The path with the samples left out that a viewer's linear motion between the
    /// samples kept puts back within `tolerance` metres of where the aircraft is: at every
    /// sample left out and at the quarter points of every leg (on the great circle of its
    /// two samples, at the time that share along it). The first and last samples stay,
    /// and so do the two that bracket `instant`, so the aircraft at that instant is where
    /// the whole path puts it. A stretch of more than `longestSkip` samples is never
    /// left out: the work stays linear in the path's length.
    func thinned(within tolerance: Double, keeping instant: Double, longestSkip: Int = 64) -> TimedPath {
        let count = points.count
        guard count > 2 else { return self }
        let quarters = LegQuarters(self)
        // The leg that holds `instant`: its two samples are kept.
        var stays = Array(repeating: false, count: count)
        stays[0] = true
        stays[count - 1] = true
        if let after = times.firstIndex(where: { $0 > instant }), after > 0 {
            stays[after - 1] = true
            stays[after] = true
        }
        var result = TimedPath()
        result.reserveCapacity(count)
        var from = 0
        result.append(self[0])
        while from < count - 1 {
            var to = from + 1
            // Reach as far as the chord holds, never past a sample that must stay.
            while !stays[to] && to + 1 < count && to + 1 - from <= longestSkip
                && chordHolds(from: from, to: to + 1, quarters: quarters, tolerance: tolerance)
            {
                to += 1
            }
            result.append(self[to])
            from = to
        }
        return result
    }

    /// Whether the chord from sample `from` to `to`, in longitude, latitude and time, stays
    /// within `tolerance` metres of the path at each sample and leg quarter between.
    private func chordHolds(from: Int, to: Int, quarters: LegQuarters, tolerance: Double) -> Bool {
        let start = points[from]
        let end = points[to]
        let duration = times[to] - times[from]
        let limit = tolerance / Self.earthRadius
        // The legs' quarter points are the same whichever chord is tried: made once.
        for index in quarters.range(from: from, to: to) {
            let f = duration > 0 ? (quarters.times[index] - times[from]) / duration : 0
            let chord = UnitVector(
                Coordinate(
                    latitude: start.latitude + (end.latitude - start.latitude) * f,
                    longitude: start.longitude + (end.longitude - start.longitude) * f))
            if chord.angle(to: quarters.points[index]) > limit { return false }
        }
        return true
    }

    /// The mean Earth radius, metres: the thinning's distances are on the sphere.
    private static let earthRadius = 6_371_008.8
}

/// Each leg's points at a quarter, a half and three quarters of the way and at its end,
/// on the great circle of its two samples, with their times: `shares.count` a leg, in order.
private struct LegQuarters {
    static let shares = [0.25, 0.5, 0.75, 1.0]
    var points: [UnitVector] = []
    var times: [Double] = []

    init(_ path: TimedPath) {
        let unit = path.points.map(UnitVector.init)
        let legs = max(0, path.points.count - 1)
        points.reserveCapacity(Self.shares.count * legs)
        times.reserveCapacity(Self.shares.count * legs)
        for leg in 0..<legs {
            for share in Self.shares {
                times.append(path.times[leg] + (path.times[leg + 1] - path.times[leg]) * share)
                points.append(UnitVector.along(unit[leg], unit[leg + 1], share))
            }
        }
    }

    /// The quarter points between samples `from` and `to`: every leg's, but the last leg's end
    /// (sample `to` itself).
    func range(from: Int, to: Int) -> Range<Int> {
        (Self.shares.count * from)..<(Self.shares.count * to - 1)
    }
}

/// A point of the unit sphere.
private struct UnitVector {
    var x: Double
    var y: Double
    var z: Double

    init(x: Double, y: Double, z: Double) {
        (self.x, self.y, self.z) = (x, y, z)
    }

    init(_ coordinate: Coordinate) {
        let phi = coordinate.latitude * (Double.pi / 180)
        let lambda = coordinate.longitude * (Double.pi / 180)
        self.init(x: cos(phi) * cos(lambda), y: cos(phi) * sin(lambda), z: sin(phi))
    }

    /// The point `share` of the way from `a` to `b` on their great circle.
    static func along(_ a: UnitVector, _ b: UnitVector, _ share: Double) -> UnitVector {
        let theta = a.angle(to: b)
        guard theta > 1e-12 else { return a }
        let wa = sin((1 - share) * theta) / sin(theta)
        let wb = sin(share * theta) / sin(theta)
        return UnitVector(x: wa * a.x + wb * b.x, y: wa * a.y + wb * b.y, z: wa * a.z + wb * b.z)
    }

    /// The angle between the two points, radians: from their chord, exact for small angles.
    func angle(to other: UnitVector) -> Double {
        let dx = x - other.x
        let dy = y - other.y
        let dz = z - other.z
        return 2 * asin(min(1, (dx * dx + dy * dy + dz * dz).squareRoot() / 2))
    }
}
