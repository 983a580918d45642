import Foundation
import Testing

@testable import RouteReportCore

/// The committed example maps (`reports/maps`, the output of `inputs/`, kept current by
/// RouteReportCLITests' ExampleReportsTests) checked against the committed `report.json`:
/// what a user can verify with an XML parser, the JSON and SPEC §3's formula alone.
@Suite struct ExampleMapsTests {
    static let reports = PackageRoot.folder("reports")
    static let viewport = 300.0
    static let padding = 10.0
    /// Anchors (ends, position) are written to 1e-6 points; the rest is double rounding
    /// on map points of about 1e8 scaled to 300 (1e-16 · 3e2 relative).
    static let anchorTolerance = 2e-6
    /// Path vertices between the anchors are written to 0.01 points.
    static let vertexTolerance = 0.005 + 1e-9

    struct Flight {
        let json: [String: Any]
        var id: String { json["id"] as! String }
        func point(_ key: String) -> (lat: Double, lon: Double)? {
            guard let value = json[key] as? [String: Any] else { return nil }
            return (value["lat"] as! Double, value["lon"] as! Double)
        }
        func rect(_ key: String) -> MapRect {
            let value = json[key] as! [String: Double]
            return MapRect(x: value["x"]!, y: value["y"]!, width: value["width"]!, height: value["height"]!)
        }
        var progress: Double? { json["progress"] as? Double }
        var radius: Double { json["radius_m"] as! Double }
    }

    static func report() throws -> [String: Any] {
        let data = try Data(contentsOf: reports.appendingPathComponent("report.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func flights() throws -> [Flight] {
        try #require(try report()["flights"] as? [[String: Any]]).map(Flight.init)
    }

    static func map(_ stem: String) throws -> SVGElement {
        let bytes = try Data(contentsOf: reports.appendingPathComponent("maps/" + stem + ".svg"))
        return try #require(parseSVG(Array(bytes)), "maps/\(stem).svg is not well-formed XML")
    }

    /// SPEC §3: a map point drawn at ((x − visible.x) / visible.width · V_w, …), x moved by
    /// the whole worlds that bring it nearest the visible rect (the flight's own copy of the
    /// world when it crosses the antimeridian).
    static func project(lat: Double, lon: Double, visible: MapRect) -> SVGPoint {
        var x = Mercator.x(lon)
        x += ((visible.midX - x) / Mercator.world).rounded() * Mercator.world
        return SVGPoint(
            x: (x - visible.x) / visible.width * viewport, y: (Mercator.y(lat) - visible.y) / visible.height * viewport)
    }

    static func distance(_ a: SVGPoint, _ b: SVGPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// The position marker's centre: its `translate(x y)`.
    static func translation(_ element: SVGElement) -> SVGPoint? {
        guard let transform = element["transform"], let open = transform.range(of: "translate("),
            let close = transform[open.upperBound...].firstIndex(of: ")")
        else { return nil }
        let numbers = transform[open.upperBound..<close].split(separator: " ").compactMap { Double($0) }
        return numbers.count == 2 ? SVGPoint(x: numbers[0], y: numbers[1]) : nil
    }

    @Test func everyFlightHasItsMapAndTheOverviewExists() throws {
        let flights = try Self.flights()
        #expect(flights.count == 50)
        let stems = MapFileNames.assign(flights.map(\.id))
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.reports.appendingPathComponent("maps").path)
        #expect(Set(files) == Set((stems + ["overview"]).map { $0 + ".svg" } + ["profiles"]))
        // A recorded track with altitudes has its altitude profile too, the rest none.
        let profiles = try FileManager.default.contentsOfDirectory(
            atPath: Self.reports.appendingPathComponent("maps/profiles").path)
        let tracks = zip(flights, stems).filter { (($0.0.json["altitude"] as? [String: Any])?["vertices"] as? Int ?? 0) >= 2 }
            .map { $0.1 + ".svg" }
        #expect(!tracks.isEmpty && Set(profiles) == Set(tracks))
        for (flight, stem) in zip(flights, stems) {
            let root = try Self.map(stem)
            #expect(root.name == "svg" && root.namespace == "http://www.w3.org/2000/svg")
            #expect(root["data-flight-id"] == flight.id)
            #expect(root["width"] == "300" && root["height"] == "300" && root["viewBox"] == "0 0 300 300")
        }
    }

    /// SPEC §2's fit, written out: the content rect scaled into the padded viewport, centred.
    @Test func visibleRectIsTheContentRectFittedWithPadding() throws {
        for flight in try Self.flights() {
            let content = flight.rect("content_rect")
            let visible = flight.rect("visible_rect")
            let inner = Self.viewport - 2 * Self.padding
            let s = max(content.width / inner, content.height / inner)
            let expected = MapRect(
                x: content.midX - (Self.padding + inner / 2) * s, y: content.midY - (Self.padding + inner / 2) * s,
                width: Self.viewport * s, height: Self.viewport * s)
            let tolerance = 1e-9 * Mercator.world
            #expect(abs(visible.x - expected.x) < tolerance && abs(visible.y - expected.y) < tolerance, "\(flight.id)")
            #expect(abs(visible.width - expected.width) < tolerance, "\(flight.id)")
        }
    }

    /// The distance from `p` to the segment from `a` to `b`.
    static func distance(_ p: SVGPoint, toSegment a: SVGPoint, _ b: SVGPoint) -> Double {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let length = dx * dx + dy * dy
        let t = length == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length))
        return distance(p, SVGPoint(x: a.x + t * dx, y: a.y + t * dy))
    }

    @Test func endpointsSitOnTheProjectedEndsWithTheirRadius() throws {
        let flights = try Self.flights()
        for (flight, stem) in zip(flights, MapFileNames.assign(flights.map(\.id))) {
            let root = try Self.map(stem)
            // SPEC §3's formula is Web Mercator's; a polar map (HKG-JFK) is checked in its
            // own projection by AzimuthalProjectionTests.
            guard root["data-projection"] == "mercator" else { continue }
            let visible = flight.rect("visible_rect")
            let endpoints = root.elements(class: "endpoint")
            try #require(endpoints.count == 2, "\(flight.id)")
            for (element, key) in zip(endpoints, ["start", "end"]) {
                let end = try #require(flight.point(key))
                let expected = Self.project(lat: end.lat, lon: end.lon, visible: visible)
                let centre = SVGPoint(x: try #require(element.number("cx")), y: try #require(element.number("cy")))
                #expect(Self.distance(centre, expected) < Self.anchorTolerance, "\(flight.id) \(key)")
                // radius_m at the spherical map scale, W / (2π a cos φ) map points a metre.
                let perMetre = Mercator.world / (2 * .pi * 6_378_137 * cos(end.lat * .pi / 180))
                let spherical = flight.radius * perMetre / visible.width * Self.viewport
                let r = try #require(element.number("r"))
                // The writer draws the ring's own east–west half-extent; SPEC's figure is
                // the spherical one. On the ellipsoid a circle reaches ρ / (N cos φ) in
                // longitude, not ρ / (a cos φ): a/N = √(1 − e² sin²φ), up to 0.34 % less
                // (measured here: 0.00 % at 1°N to 0.28 % at 64°N). What remains: the
                // ring's 72 points, 5° apart, may miss the easternmost point by 2.5°
                // (cos 2.5° = 0.99905, −0.1 %), and a geodesic circle of angular radius σ
                // reaches asin(sin σ / cos φ), not σ / cos φ (+(σ/cos φ)²/6 < +0.04 % for
                // these radii, σ ≤ 0.028, at φ ≤ 64°). So 0.2 % after the a/N factor; a
                // radius off by cos φ, a factor 2 or the divisor is far outside it, and
                // without the factor the spread would still be under 0.5 %.
                let e2 = 0.0066943799901413165
                let sinLat = sin(end.lat * .pi / 180)
                let ellipsoidal = spherical * (1 - e2 * sinLat * sinLat).squareRoot()
                #expect(abs(r / ellipsoidal - 1) < 0.002, "\(flight.id) \(key): r \(r), expected \(ellipsoidal)")
                #expect(abs(r / spherical - 1) < 0.005, "\(flight.id) \(key): r \(r), spherical \(spherical)")
            }
        }
    }

    @Test func pathsMeetAtThePositionAndRunEndToEnd() throws {
        let flights = try Self.flights()
        for (flight, stem) in zip(flights, MapFileNames.assign(flights.map(\.id))) {
            let root = try Self.map(stem)
            // SPEC §3's formula is Web Mercator's; a polar map (HKG-JFK) is checked in its
            // own projection by AzimuthalProjectionTests.
            guard root["data-projection"] == "mercator" else { continue }
            let visible = flight.rect("visible_rect")
            let start = try #require(flight.point("start"))
            let end = try #require(flight.point("end"))
            let startPoint = Self.project(lat: start.lat, lon: start.lon, visible: visible)
            let endPoint = Self.project(lat: end.lat, lon: end.lon, visible: visible)

            let route = try #require(root.elements(class: "route").first?["d"]).map(pathPoints) ?? []
            #expect(Self.distance(route[0], startPoint) < Self.anchorTolerance, "\(flight.id)")
            #expect(Self.distance(route[route.count - 1], endPoint) < Self.anchorTolerance, "\(flight.id)")
            // One piece, inside the padded viewport: the content rect holds the whole path,
            // so no vertex is outside [padding, V − padding] and no step jumps across the
            // map (a flight over the antimeridian torn in two would).
            for point in route {
                #expect(
                    point.x > Self.padding - Self.vertexTolerance
                        && point.x < Self.viewport - Self.padding + Self.vertexTolerance, "\(flight.id) \(point)")
                #expect(
                    point.y > Self.padding - Self.vertexTolerance
                        && point.y < Self.viewport - Self.padding + Self.vertexTolerance, "\(flight.id) \(point)")
            }
            // A flight of a few pieces (under 600 km at the default --max-segment) crosses
            // its map in a few steps; longer ones are drawn in many.
            let distance = flight.json["distance_m"] as? Double ?? 0
            for (a, b) in zip(route, route.dropFirst()) where distance > 600_000 {
                #expect(Self.distance(a, b) < Self.viewport / 4, "\(flight.id): a jump from \(a) to \(b)")
            }

            let flown = root.elements(class: "flown").first?["d"].map(pathPoints)
            let remaining = root.elements(class: "remaining").first?["d"].map(pathPoints)
            let marker = root.elements(class: "position").first
            guard let progress = flight.progress else {
                #expect(flown == nil && remaining == nil && marker == nil, "\(flight.id) has no progress")
                continue
            }
            let position = try #require(flight.point("position"))
            let here = Self.project(lat: position.lat, lon: position.lon, visible: visible)
            let centre = try #require(marker.flatMap(Self.translation), "\(flight.id) position marker")
            // On the position, or moved along the route clear of an end it would cover.
            let onRoute = zip(route, route.dropFirst()).contains { Self.distance(centre, toSegment: $0, $1) < 0.01 }
            #expect(Self.distance(centre, here) < Self.anchorTolerance || onRoute, "\(flight.id) marker")
            if progress > 0 {
                let flown = try #require(flown, "\(flight.id) flown")
                #expect(Self.distance(flown[0], startPoint) < Self.anchorTolerance, "\(flight.id)")
                #expect(Self.distance(flown[flown.count - 1], here) < Self.anchorTolerance, "\(flight.id) flown end")
            } else {
                #expect(flown == nil, "\(flight.id) at progress 0 has flown nothing")
            }
            if progress < 1 {
                let remaining = try #require(remaining, "\(flight.id) remaining")
                #expect(Self.distance(remaining[0], here) < Self.anchorTolerance, "\(flight.id) remaining start")
                #expect(Self.distance(remaining[remaining.count - 1], endPoint) < Self.anchorTolerance, "\(flight.id)")
            } else {
                #expect(remaining == nil, "\(flight.id) at progress 1 has nothing left")
            }
        }
    }

    /// The label boxes of a group, by the writer's own width estimate (0.62 em a
    /// character, which errs wide of DejaVu Sans's 0.57 em on these labels).
    static func labelBoxes(_ root: SVGElement, group: String) -> [SVGBox] {
        guard let element = root.elements(class: group).first else { return [] }
        let fontSize = element.number("font-size") ?? root.number("font-size") ?? 9
        return element.children.map { label in
            SVGBox(
                text: label.text, at: SVGPoint(x: label.number("x") ?? .nan, y: label.number("y") ?? .nan),
                anchor: label["text-anchor"] ?? "start", fontSize: fontSize)
        }
    }

    @Test func labelsStayOnTheMapAndOffEachOther() throws {
        let flights = try Self.flights()
        for (flight, stem) in zip(flights, MapFileNames.assign(flights.map(\.id))) {
            let root = try Self.map(stem)
            let ends = Self.labelBoxes(root, group: "end-labels")
            #expect(ends.count == 2, "\(flight.id)")
            for box in ends { #expect(box.isInside(width: Self.viewport, height: Self.viewport), "\(flight.id) \(box)") }
            let circles = root.elements(class: "endpoint").map {
                SVGBox(centre: SVGPoint(x: $0.number("cx") ?? .nan, y: $0.number("cy") ?? .nan), radius: $0.number("r") ?? .nan)
            }
            for grid in Self.labelBoxes(root, group: "grid-labels") {
                for box in ends + circles { #expect(!grid.intersects(box), "\(flight.id): grid value \(grid) under \(box)") }
            }
            #expect(!ends[0].intersects(ends[1]), "\(flight.id)")
        }
    }

    @Test func theKangarooRouteShowsItsTwoStops() throws {
        let stops = try Self.map("kangaroo-route").elements(class: "stops").first?.children ?? []
        #expect(stops.count == 2)
        // The recorded track's 180 fixes between its ends are not stops.
        #expect(try Self.map("track-1").elements(class: "stops").isEmpty)
    }

    @Test func overviewHoldsEveryFlightAndLandmarkWithNamesApart() throws {
        let report = try Self.report()
        let root = try Self.map("overview")
        #expect(root["data-flight-id"] == "overview")
        let flights = try #require(report["flights"] as? [[String: Any]]).map { $0["id"] as? String }
        // One line per airport pair, named by a flight that flies it (the pairs' own
        // checks are SVGOverviewTests'): flights of the report, each once, fewer lines
        // than flights where pairs are flown more than once.
        let drawn = root.elements(class: "route").map { $0["data-flight-id"] }
        #expect(!drawn.isEmpty && Set(drawn).count == drawn.count)
        #expect(Set(drawn).isSubset(of: Set(flights)))
        #expect(drawn.count < flights.count)
        let landmarks = try #require(report["landmarks"] as? [[String: Any]]).map { $0["id"] as? String }
        let dots = root.elements(class: "landmark")
        // Each landmark in order; a copy past the map's cut would follow its own dot.
        var seen: [String?] = []
        for dot in dots where !seen.contains(dot["data-landmark-id"]) { seen.append(dot["data-landmark-id"]) }
        #expect(seen == landmarks)
        let names = Self.labelBoxes(root, group: "place-names")
        #expect(!names.isEmpty)
        for (i, a) in names.enumerated() {
            #expect(a.isInside(width: Self.viewport, height: Self.viewport))
            for b in names[(i + 1)...] { #expect(!a.intersects(b)) }
            for dot in dots {
                #expect(
                    !a.intersects(SVGBox(centre: SVGPoint(x: dot.number("cx") ?? .nan, y: dot.number("cy") ?? .nan), radius: 3)))
            }
        }
        // Routes in one piece each, or two where the world is cut: no jump across the map.
        for route in root.elements(class: "route") {
            for piece in (route["d"] ?? "").split(separator: "M").map({ pathPoints("M" + $0) }) {
                for (a, b) in zip(piece, piece.dropFirst()) { #expect(Self.distance(a, b) < Self.viewport / 4) }
            }
        }
    }
}

/// The committed maps read as a person would want: labels apart and on the map, the grid
/// values kept (the 180th meridian's where a flight crosses it), land where
/// Natural Earth has it.
@Suite struct ExampleMapsReadingTests {
    @Test func everyCommittedMapHasItsLabelsApartAndItsLandInside() throws {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: ExampleMapsTests.reports.appendingPathComponent("maps").path
        ).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(names.count == 51)
        for name in names {
            let root = try ExampleMapsTests.map(String(name.dropLast(4)))
            #expect(SVGMapChecks.problems(root).isEmpty, "\(name): \(SVGMapChecks.problems(root))")
            // Every route vertex on the map and none run along its top or bottom edge; every
            // line, end, mark and label at 3:1 or more against land and sea.
            let paths = SVGMapChecks.pathProblems(root)
            #expect(paths.isEmpty, "\(name): \(paths)")
            let contrast = SVGMapChecks.contrastProblems(root)
            #expect(contrast.isEmpty, "\(name): \(contrast)")
            #expect(root.elements(class: "map-title").first?.children.count == 1, "\(name) has a title")
        }
    }

    @Test func aFlightOverTheAntimeridianKeepsThe180thMeridiansValue() throws {
        for flight in try ExampleMapsTests.flights() where flight.json["crosses_antimeridian"] as? Bool == true {
            let root = try ExampleMapsTests.map(flight.id)
            let visible = flight.rect("visible_rect")
            // 180° is x = W (or 2W for a rect past the world): is its meridian on the map?
            let graticule = pathPoints(root.elements(class: "graticule").first?["d"] ?? "").filter { $0.y == 0 }.map(\.x)
            let meridian = [Mercator.world, 2 * Mercator.world].map { ($0 - visible.x) / visible.width * 300 }
            guard graticule.contains(where: { x in meridian.contains { abs($0 - x) < 0.01 } }) else { continue }
            let grid = SVGMapChecks.texts(root).filter { $0.group == "grid-labels" }.map(\.text)
            #expect(grid.contains("180°"), "\(flight.id): \(grid)")
        }
    }

    /// The land on a map against Scripts/make_land.py's own reckoning from Natural
    /// Earth's full-precision coordinates (projected, shifted by worlds, clipped and
    /// measured by the script): within 5 %, which the 0.01° rounding and the 0.8-point
    /// thinning stay far inside, and a missing copy over the antimeridian or a lost
    /// island group would not.
    @Test(arguments: LandAreaReference.areas.keys.sorted())
    func landAreaMatchesAnIndependentReckoning(map: String) throws {
        let root = try ExampleMapsTests.map(map)
        let expected = try #require(LandAreaReference.areas[map])
        let area = SVGMapChecks.landArea(root)
        #expect(abs(area / expected - 1) < 0.05, "\(map): \(area) against \(expected)")
    }
}
