import Testing

@testable import RouteReportCore

/// Cutting unwrapped lines and rings at ±180.
@Suite("AntimeridianCut")
struct AntimeridianCutTests {
    func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(latitude: lat, longitude: lon) }

    @Test func lineInsideTheWorldIsUntouched() {
        let line = [c(10, -179.5), c(11, 0), c(12, 180)]
        #expect(AntimeridianCut.line(line) == [line])
    }

    @Test func lineInAnotherSheetIsShiftedWhole() {
        // Unwrapped 185 … 200 is -175 … -160.
        #expect(AntimeridianCut.line([c(0, 185), c(1, 200)]) == [[c(0, -175), c(1, -160)]])
    }

    @Test func eastwardCrossingEndsBothPartsOnTheMeridian() throws {
        let parts = AntimeridianCut.line([c(-17, 170), c(-16.5, 176), c(-15.8, 182), c(-15, 190)])
        try #require(parts.count == 2)
        #expect(parts[0].dropLast() == [c(-17, 170), c(-16.5, 176)])
        #expect(parts[1].dropFirst() == [c(-15.8, -178), c(-15, -170)])
        let cut = try #require(parts[0].last)
        #expect(cut.longitude == 180)
        #expect(parts[1].first == c(cut.latitude, -180))
    }

    @Test func westwardCrossing() throws {
        let parts = AntimeridianCut.line([c(60, -175), c(61, -185)])
        try #require(parts.count == 2)
        #expect(parts[0].first == c(60, -175))
        #expect(parts[0].last?.longitude == -180)
        #expect(parts[1].first?.longitude == 180)
        #expect(parts[1].last == c(61, 175))
        #expect(parts[0].last?.latitude == parts[1].first?.latitude)
    }

    @Test func vertexOnTheMeridianIsTheCut() {
        let parts = AntimeridianCut.line([c(1, 179), c(2, 180), c(3, 181)])
        #expect(parts == [[c(1, 179), c(2, 180)], [c(2, -180), c(3, -179)]])
        // Touching the meridian and turning back is no crossing.
        let touch = [c(1, 179), c(2, 180), c(3, 179)]
        #expect(AntimeridianCut.line(touch) == [touch])
    }

    @Test func roundTheWorldCutsOncePerCrossing() throws {
        // Along the equator, eastward from 0 to 700: crosses at 180 and again at 540. Steps
        // of 100°: on the ellipsoid the equator is a geodesic only for steps under
        // (1 - f)·180° ≈ 179.4°; longer ones go over a pole.
        let parts = AntimeridianCut.line(stride(from: 0.0, through: 700, by: 100).map { c(0, $0) })
        try #require(parts.count == 3)
        #expect(parts.allSatisfy { $0.allSatisfy { abs($0.longitude) <= 180 } })
        #expect(parts.map { $0.first?.longitude } == [0, -180, -180])
        #expect(parts.map { $0.last?.longitude } == [180, 180, -20])
        // On the equator the geodesic is the equator: every cut is at latitude 0.
        #expect(parts.allSatisfy { $0.allSatisfy { abs($0.latitude) < 1e-9 } })
    }

    @Test func crossingPointLiesOnTheGeodesic() {
        let p = c(52, 175)
        let q = c(58, 186)
        let latitude = AntimeridianCut.crossingLatitude(from: p, to: q, atLongitude: 180)
        let geodesic = Geodesic.wgs84
        let whole = geodesic.inverse(lat1: p.latitude, lon1: p.longitude, lat2: q.latitude, lon2: q.longitude - 360).s12
        let first = geodesic.inverse(lat1: p.latitude, lon1: p.longitude, lat2: latitude, lon2: 180).s12
        let second = geodesic.inverse(lat1: latitude, lon1: -180, lat2: q.latitude, lon2: q.longitude - 360).s12
        // On the geodesic, the two pieces add up to the whole (a detour would not).
        #expect(abs(first + second - whole) < 1e-3)
        // And the geodesic bows poleward of the straight lon/lat interpolation.
        #expect(latitude > 52 + 5.0 / 11 * 6)
    }

    @Test func wanderingTrackKeepsEveryVertexInOrder() throws {
        // A long pseudo-random track, 0.5° to 3° steps, drifting east then west over the
        // meridian several times.
        var state: UInt64 = 42
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var track = [c(10, 170)]
        for index in 1..<3000 {
            let drift = (index / 400) % 2 == 0 ? 1.0 : -1.0
            let last = track[track.count - 1]
            track.append(c(max(-80, min(80, last.latitude + next() - 0.5)), last.longitude + drift * (0.5 + 2.5 * next())))
        }
        let parts = AntimeridianCut.line(track)
        #expect(parts.count > 4)
        var rebuilt: [Coordinate] = []
        var shift = 0.0
        for (index, part) in parts.enumerated() {
            #expect(part.allSatisfy { abs($0.longitude) <= 180 })
            for (a, b) in zip(part, part.dropFirst()) { #expect(abs(b.longitude - a.longitude) < 180) }
            if index > 0 {
                // Each part starts where the previous ended, on the other side of ±180.
                let end = try #require(parts[index - 1].last)
                let start = try #require(part.first)
                #expect(abs(end.longitude) == 180 && start.longitude == -end.longitude)
                #expect(start.latitude == end.latitude)
                shift += end.longitude > 0 ? 360 : -360
            }
            // Unshift and drop the cut points: what is left must be the track itself.
            rebuilt += part.filter { abs($0.longitude) != 180 }
                .map { Coordinate(latitude: $0.latitude, longitude: $0.longitude + shift) }
        }
        let original = track.filter { abs($0.longitude - AntimeridianCut.sheetShift($0.longitude)) != 180 }
        #expect(rebuilt.count == original.count)
        for (a, b) in zip(rebuilt, original) {
            #expect(a.latitude == b.latitude)
            #expect(abs(a.longitude - b.longitude) < 1e-9)
        }
    }

    /// A path's crossings found once (`crossings(of:)`) and handed back cut it to the same
    /// pieces, bit for bit: paths clear of ±180, in another sheet, through a vertex on
    /// it, round the world, and random ones wandering across it.
    @Test func crossingsFoundBeforehandCutTheSame() {
        var generator = SystemRandomNumberGenerator()
        var paths: [[Coordinate]] = [
            [], [c(1, 2)], [c(10, -179.5), c(11, 0), c(12, 180)], [c(0, 185), c(1, 200)],
            [c(-17, 170), c(-16.5, 176), c(-15.8, 182), c(-15, 190)], [c(0, 170), c(1, 180), c(2, 190)],
            [c(0, 180), c(1, 190)], (0..<40).map { c(Double($0) - 20, Double($0) * 25 - 170) },
        ]
        for _ in 0..<300 {
            var longitude = Double.random(in: -180...180, using: &generator)
            paths.append(
                (0..<Int.random(in: 2...30, using: &generator)).map { _ in
                    longitude += Double.random(in: -60...60, using: &generator)
                    return c(Double.random(in: -80...80, using: &generator), longitude)
                })
        }
        func bits(_ pieces: [[Coordinate]]) -> [[UInt64]] {
            pieces.map { $0.flatMap { [$0.latitude.bitPattern, $0.longitude.bitPattern] } }
        }
        var crossed = 0
        for path in paths {
            let crossings = AntimeridianCut.crossings(of: path)
            if !crossings.isEmpty { crossed += 1 }
            #expect(bits(AntimeridianCut.line(path, crossings: crossings)) == bits(AntimeridianCut.line(path)), "\(path)")
        }
        #expect(crossed > 100)
    }

    @Test func sheetShift() {
        #expect(AntimeridianCut.sheetShift(180) == 0)
        #expect(AntimeridianCut.sheetShift(-180) == 0)
        #expect(AntimeridianCut.sheetShift(180.5) == 360)
        #expect(AntimeridianCut.sheetShift(-180.5) == -360)
        #expect(AntimeridianCut.sheetShift(890) == 720)
        #expect(AntimeridianCut.sheetShift(900) == 1080)  // 900 is 180 again: its meridian opens the next sheet
    }

    @Test func ringClearOfTheMeridianIsOneRing() {
        let ring = [c(0, 10), c(1, 11), c(0, 12), c(0, 10)]
        #expect(AntimeridianCut.ring(ring) == [ring])
        let shifted = [c(0, 190), c(1, 191), c(0, 192), c(0, 190)]
        #expect(AntimeridianCut.ring(shifted) == [[c(0, -170), c(1, -169), c(0, -168), c(0, -170)]])
    }

    @Test func ringOverTheMeridianIsTwoClosedPieces() throws {
        // A square around (0, 180) in unwrapped longitudes.
        let ring = [c(1, 179), c(1, 181), c(-1, 181), c(-1, 179), c(1, 179)]
        let pieces = AntimeridianCut.ring(ring)
        try #require(pieces.count == 2)
        for piece in pieces {
            #expect(piece.first == piece.last)
            #expect(piece.allSatisfy { abs($0.longitude) <= 180 })
        }
        #expect(Set(pieces[0].map(\.longitude)) == [179, 180])
        #expect(Set(pieces[1].map(\.longitude)) == [-180, -179])
        // The cut edges meet: both pieces have the same two latitudes on the meridian.
        let west = pieces[0].filter { $0.longitude == 180 }.map(\.latitude).sorted()
        let east = pieces[1].filter { $0.longitude == -180 }.map(\.latitude).sorted()
        #expect(west.count == 2 && west == Array(Set(east)).sorted())
        // Each piece keeps its half: lat/lon areas add to the whole square's 4 deg².
        #expect(abs(area(pieces[0]) + area(pieces[1]) - 4) < 1e-3)
    }

    @Test func polarCircleBecomesACap() throws {
        // A small circle round the north pole at 89°: unwrapped longitudes wind 0 → 360.
        var ring = stride(from: 0.0, to: 360, by: 30).map { c(89, $0) }
        ring.append(c(89, 360))
        let pieces = AntimeridianCut.ring(ring)
        try #require(pieces.count == 2)
        for piece in pieces {
            #expect(piece.first == piece.last)
            #expect(piece.contains { $0.latitude == 90 })
            #expect(piece.allSatisfy { abs($0.longitude) <= 180 && $0.latitude >= 89 - 1e-9 })
        }
        // A vertex on the meridian is written once, not again as its edge's cut.
        for piece in pieces {
            for (a, b) in zip(piece, piece.dropFirst()) { #expect(a != b) }
        }
        // Together they cover the whole band from 89° to the pole: 360 × 1 deg².
        #expect(abs(area(pieces[0]) + area(pieces[1]) - 360) < 1e-6)
    }

    @Test func endpointCircleRoundAPoleBecomesACap() throws {
        // 99 km round (89.6, 30): takes in the north pole, 44 km away. The ring is unwrapped
        // point by point about lon 30, so it jumps by 360° once; the cut still closes it
        // over the pole.
        let ring = EndpointCircle.ring(latitude: 89.6, longitude: 30, radius: 99_000, maxSegment: 100_000)
        #expect(zip(ring, ring.dropFirst()).contains { abs($1.longitude - $0.longitude) > 180 })
        let pieces = AntimeridianCut.ring(ring)
        try #require(!pieces.isEmpty)
        for piece in pieces {
            #expect(piece.first == piece.last)
            #expect(piece.allSatisfy { abs($0.longitude) <= 180 })
            #expect(piece.contains { $0.latitude == 90 })
        }
        // Together the pieces span every longitude once: 360° of the band below the pole.
        let lowest = ring.map(\.latitude).min() ?? 0
        let total = pieces.map(area).reduce(0, +)
        #expect(total > 360 * (90 - 89.6 - 0.05) && total < 360 * (90 - lowest))
    }

    @Test func ringAwayFromThePolesIsNotTouchedByTheUnwrapping() {
        // A circle on the meridian: its points are already continuous.
        let ring = EndpointCircle.ring(latitude: -17, longitude: 179.9, radius: 50_000, maxSegment: 100_000)
        let pieces = AntimeridianCut.ring(ring)
        #expect(pieces.count == 2)
        #expect(pieces.allSatisfy { !$0.contains { abs($0.latitude) == 90 } })
    }

    /// A timed path is cut like the route, on the chord a viewer moves along: the cut
    /// point ends one piece and starts the next at the same instant, halfway in time
    /// where it is halfway in longitude.
    @Test func timedPathIsCutOnItsChord() {
        let timed = TimedPath(
            points: [Coordinate(latitude: -17, longitude: 179), Coordinate(latitude: -16, longitude: 181)], times: [0, 100])
        let pieces = timed.pieces
        #expect(pieces.map(\.points.count) == [2, 2])
        #expect(pieces[0].points.last == Coordinate(latitude: -16.5, longitude: 180))
        #expect(pieces[1].points.first == Coordinate(latitude: -16.5, longitude: -180))
        #expect(pieces[1].points.last == Coordinate(latitude: -16, longitude: -179))
        #expect(pieces[0].times == [0, 50] && pieces[1].times == [50, 100])
        // The same two points as a route meet the meridian on the geodesic instead.
        let route = AntimeridianCut.line(timed.points)
        #expect(route.count == 2 && route[0].last?.longitude == 180 && route[0].last?.latitude != -16.5)
        // Nothing to cut: the path as it is.
        let east = TimedPath(
            points: [Coordinate(latitude: 1, longitude: 2), Coordinate(latitude: 3, longitude: 4)], times: [5, 6])
        #expect(east.pieces == [east])
    }

    /// Planar (lon/lat) area of a closed ring, deg².
    private func area(_ ring: [Coordinate]) -> Double {
        var sum = 0.0
        for (a, b) in zip(ring, ring.dropFirst()) {
            sum += a.longitude * b.latitude - b.longitude * a.latitude
        }
        return abs(sum) / 2
    }
}
