import Foundation
import Testing

@testable import RouteReportCore

/// routes.kml read back by an independent XML parser: structure, names, styles, views.
@Suite("KMLWriter")
struct KMLWriterTests {
    let root: KMLTestNode
    let document: KMLTestNode
    /// Each flight's placemarks, gathered from the layer folders by `flight_id`, in
    /// folder order: what a per-flight folder held before the layers.
    let flightFolders: [KMLTestNode]
    let landmarkFolder: KMLTestNode
    let casings: KMLTestNode

    init() throws {
        root = try #require(KMLTestNode.parse(KMLTestFixture.document))
        document = try #require(root.first("Document"))
        let folders = document.all("Folder")
        try #require(folders.count == 7)
        // The casings are drawn for the route, one each (`casingsFollowTheRoutes`).
        casings = folders[0]
        flightFolders = KMLTestNode.flights(in: Array(folders.dropFirst().dropLast()))
        landmarkFolder = folders[folders.count - 1]
    }

    /// The placemark of `folder` whose SchemaData role is `role`.
    func placemark(_ folder: KMLTestNode, _ role: String) -> KMLTestNode? {
        folder.all("Placemark").first { $0.simpleData["role"] == role }
    }

    @Test func rootDeclaresKMLAndGxNamespaces() throws {
        #expect(root.name == "kml")
        #expect(root.namespace == "http://www.opengis.net/kml/2.2")
        let text = String(decoding: KMLTestFixture.document, as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        #expect(text.contains("xmlns:gx=\"http://www.google.com/kml/ext/2.2\""))
        #expect(text.hasSuffix("</kml>\n"))
        // gx: only where KML 2.2 has no element of its own: the tour and the tracks.
        let gxNames = Set(allNodes(root).filter { $0.namespace == KMLWriter.gxNamespace }.map(\.name))
        #expect(
            gxNames == ["Tour", "Playlist", "FlyTo", "Wait", "duration", "flyToMode", "MultiTrack", "Track", "coord", "angles"])
    }

    @Test func documentHasALayerFolderPerKindThenLandmarks() {
        #expect(document.value("name") == "routereport")
        #expect(
            document.all("Folder").map { $0.value("name") } == [
                "Casings", "Flights", "Flown", "Endpoints", "Positions", "Aircraft", "Landmarks",
            ])
        // No folder inside a folder: GDAL makes a layer of each.
        #expect(document.all("Folder").allSatisfy { $0.all("Folder").isEmpty })
        // Flights holds the flights themselves, one each, named after them.
        let flights = document.all("Folder")[1].all("Placemark")
        #expect(flights.map { $0.value("name") } == ["Paris → Berlin", "Nadi – Apia", "Taveuni \"hop\""])
        #expect(flights.allSatisfy { $0.simpleData["role"] == "route" })
        // Each layer one kind of drawing.
        let roles = document.all("Folder").dropLast().map { Set($0.all("Placemark").compactMap { $0.simpleData["role"] }) }
        #expect(roles == [["casing"], ["route"], ["flown"], ["endpoints"], ["position"], ["aircraft"]])
        // XML-ID-safe, unique, and never taking a style's or schema's id.
        #expect(flightFolders.map { placemark($0, "route")?.attributes["id"] } == ["CDG-BER_1", "route-2", "_7_hop"])
        #expect(landmarkFolder.all("Placemark").map { $0.attributes["id"] } == ["bridge", "places-2", "flight-2"])
    }

    /// Every route has its casing, first, with the same vertices (to the drawings' 5 decimals).
    @Test func casingsFollowTheRoutes() throws {
        let casing = casings.all("Placemark")
        #expect(casing.map { $0.simpleData["flight_id"] } == ["CDG-BER 1", "route", "7 hop"])
        #expect(casing.allSatisfy { $0.value("styleUrl") == "#casing" })
        for (outline, folder) in zip(casing, flightFolders) {
            let route = try #require(placemark(folder, "route"))
            let a = outline.descendants("coordinates").flatMap { KMLTestNode.coordinates($0.text) }
            let b = route.descendants("coordinates").flatMap { KMLTestNode.coordinates($0.text) }
            #expect(a.count == b.count)
            for (p, q) in zip(a, b) { #expect(abs(p.lon - q.lon) <= 5e-6 && abs(p.lat - q.lat) <= 5e-6) }
        }
    }

    @Test func everyFlightHasItsPartsInLayerOrder() {
        let roles = flightFolders.map { $0.all("Placemark").map { $0.simpleData["role"] ?? "?" } }
        // Paris has times: it flies (aircraft). Nadi has only an explicit progress.
        #expect(roles[0] == ["route", "flown", "endpoints", "position", "aircraft"])
        #expect(roles[1] == ["route", "flown", "endpoints", "position"])
        // No progress: no flown part, no position.
        #expect(roles[2] == ["route", "endpoints"])
        // Exactly one placemark per flight is the flight.
        let routes = allNodes(root).filter { $0.name == "Placemark" && $0.simpleData["role"] == "route" }
        #expect(routes.map { $0.simpleData["flight_id"] } == ["CDG-BER 1", "route", "7 hop"])
    }

    @Test func namesAndDescriptionsSurviveEscaping() {
        let bridge = landmarkFolder.all("Placemark")[0]
        #expect(bridge.value("name") == "Pont d'Avignon & <Brücke> \"Most\" 橋")
        #expect(bridge.value("description") == "Sur le pont d'Avignon, l'on y danse & <chante>")
        #expect(landmarkFolder.all("Placemark")[1].first("description") == nil)
        #expect(flightFolders[2].all("Placemark")[0].value("name") == "Taveuni \"hop\"")
        #expect(flightFolders[0].all("Placemark")[0].simpleData["folder"] == "Europe & more")
    }

    @Test func flightAttributesAreTypedAndOmitNulls() throws {
        let paris = try #require(placemark(flightFolders[0], "route")).simpleData
        #expect(paris["distance_m"].flatMap(Double.init) == 881_234.5)
        // To 0.1 m (FlightAttributes.metreDecimals).
        #expect(paris["radius_m"] == "8812.3")
        #expect(paris["initial_bearing_deg"].flatMap(Double.init) == 58.25)
        #expect(paris["final_bearing_deg"].flatMap(Double.init) == 66.5)
        #expect(paris["progress"].flatMap(Double.init) == 0.67)
        #expect(paris["progress_source"] == "time")
        #expect(paris["departure"] == "2026-01-01T08:00:00Z")
        #expect(paris["arrival"] == "2026-01-01T09:00:00Z")
        #expect(paris["vertices"] == "2")
        #expect(paris["crosses_antimeridian"] == "0")
        #expect(paris["source_file"] == "inputs/europe.kml")
        #expect(paris["source_line"] == "12")

        let taveuni = try #require(placemark(flightFolders[2], "route")).simpleData
        #expect(taveuni["progress"] == nil)
        #expect(taveuni["departure"] == nil)
        #expect(taveuni["arrival"] == nil)
        #expect(taveuni["folder"] == nil)
        #expect(taveuni["progress_source"] == "none")
        #expect(taveuni["crosses_antimeridian"] == "1")
        // Every SimpleData is declared in the schema it points at.
        let schema = try #require(document.all("Schema").first { $0.attributes["id"] == "flight" })
        let declared = Set(schema.all("SimpleField").compactMap { $0.attributes["name"] })
        for data in allNodes(root) where data.name == "SchemaData" && data.attributes["schemaUrl"] == "#flight" {
            for field in data.all("SimpleData") { #expect(declared.contains(field.attributes["name"] ?? "")) }
        }
    }

    @Test func timeSpanOnlyWhenTimesAreKnown() throws {
        let paris = try #require(placemark(flightFolders[0], "route"))
        #expect(paris.at("TimeSpan/begin")?.text == "2026-01-01T08:00:00Z")
        #expect(paris.at("TimeSpan/end")?.text == "2026-01-01T09:00:00Z")
        #expect(try #require(placemark(flightFolders[1], "route")).first("TimeSpan") == nil)
    }

    @Test func stylesCarryTheProductColours() throws {
        let styles = Dictionary(
            uniqueKeysWithValues: document.all("Style").compactMap { style in
                style.attributes["id"].map { ($0, style) }
            })
        #expect(styles["route"]?.at("LineStyle/color")?.text == "4dff0000")
        #expect(styles["route"]?.at("LineStyle/width")?.text == "3")
        // The flown part solid over the route; under both, the opaque grey casing, wider.
        #expect(styles["flown"]?.at("LineStyle/color")?.text == "ffff0000")
        #expect(styles["flown"]?.at("LineStyle/width")?.text == "3")
        #expect(styles["casing"]?.at("LineStyle/color")?.text == "ff767676")
        #expect(styles["casing"]?.at("LineStyle/width")?.text == "6")
        #expect(styles["aircraft"]?.at("IconStyle/Icon/href")?.text == KMLStyles.positionIcon)
        #expect(styles["endpoint"]?.at("PolyStyle/color")?.text == "ff000000")
        #expect(styles["endpoint"]?.at("PolyStyle/fill")?.text == "1")
        #expect(styles["endpoint"]?.at("PolyStyle/outline")?.text == "1")
        // Every flight's path is the product's line, with or without progress.
        #expect(styles["endpoint"]?.at("LineStyle/color")?.text == "ffffffff")
        #expect(placemark(flightFolders[0], "route")?.value("styleUrl") == "#route")
        #expect(placemark(flightFolders[0], "flown")?.value("styleUrl") == "#flown")
        #expect(placemark(flightFolders[2], "route")?.value("styleUrl") == "#route")
        #expect(placemark(flightFolders[0], "endpoints")?.value("styleUrl") == "#endpoint")
        #expect(landmarkFolder.all("Placemark").allSatisfy { $0.value("styleUrl") == "#landmark-pin" })
    }

    /// Paris → Berlin (08:00 to 09:00, one leg cut into three equal pieces) flies: a
    /// `when` every 20 minutes at the path's points, then the points, then the headings.
    @Test func aircraftFliesAlongThePathByTheClock() throws {
        let aircraft = try #require(placemark(flightFolders[0], "aircraft"))
        #expect(aircraft.value("name") == "Paris → Berlin (aircraft)")
        #expect(aircraft.value("styleUrl") == "#aircraft")
        let tracks = try #require(aircraft.first("MultiTrack")).all("Track")
        try #require(tracks.count == 1)
        #expect(tracks[0].namespace == KMLWriter.gxNamespace)
        #expect(
            tracks[0].children.map(\.name) == Array(repeating: "when", count: 4)
                + Array(repeating: "coord", count: 4) + Array(repeating: "angles", count: 4))
        #expect(
            tracks[0].all("when").map(\.text) == [
                "2026-01-01T08:00:00Z", "2026-01-01T08:20:00Z", "2026-01-01T08:40:00Z", "2026-01-01T09:00:00Z",
            ])
        #expect(tracks[0].all("coord").map(\.text) == ["2.5478 49.0097 0", "6.2 50.2 0", "9.85 51.35 0", "13.5033 52.3667 0"])
        let headings = tracks[0].all("angles").compactMap { $0.text.split(separator: " ").first.flatMap { Double($0) } }
        // Towards the next point (a rhumb-ish 50°–65° north-east here), the final bearing at the end.
        #expect(headings.count == 4 && headings.dropLast().allSatisfy { $0 > 50 && $0 < 65 })
        #expect(headings.last == 66.5)
        // Nadi – Apia (explicit progress, no times) and Taveuni (no progress) do not fly.
        #expect(placemark(flightFolders[1], "aircraft") == nil && placemark(flightFolders[2], "aircraft") == nil)
        // The static position of a flying aircraft is shown at the reference time.
        #expect(placemark(flightFolders[0], "position")?.at("TimeStamp/when")?.text == "2026-01-01T08:40:12Z")
        #expect(placemark(flightFolders[1], "position")?.first("TimeStamp") == nil)
    }

    /// Every role's style has a balloon template; every flight placemark has the
    /// flight's details in report.md's units.
    @Test func balloonsShowTheDetailsInReadableUnits() throws {
        let styles = document.all("Style").filter { $0.attributes["id"] != "landmark-pin" }
        #expect(styles.count == 6)
        #expect(styles.allSatisfy { ($0.at("BalloonStyle/text")?.text ?? "").hasPrefix("<h3>$[name]</h3>") })
        // The flight's balloon shows its details; a drawing's names the flight it belongs to.
        let balloons = Dictionary(
            uniqueKeysWithValues: styles.map { ($0.attributes["id"] ?? "", $0.at("BalloonStyle/text")?.text ?? "") })
        // The id, times and source from the SchemaData: not written twice a flight.
        #expect(
            balloons["route"]?.contains(
                "ID: $[flight/flight_id]<br>$[description]<br>Departure: $[flight/departure_local]"
                    + " $[flight/departure_time_zone] ($[flight/departure])") == true)
        #expect(balloons["route"]?.contains("Source: $[flight/source_file] line $[flight/source_line]") == true)
        for drawing in ["casing", "flown", "endpoint", "position", "aircraft"] {
            #expect(balloons[drawing]?.contains("$[flight/flight_id]") == true, "\(drawing)")
        }
        let description = try #require(placemark(flightFolders[0], "route")?.value("description"))
        // 881,234.5 m = 881.235 km; / 1852 = 475.8286 nmi.
        #expect(
            description == "Distance: 881.235 km (475.829 nmi)<br>Initial bearing: 58.3°"
                + "<br>Final bearing: 66.5°<br>Endpoint radius: 8.812 km<br>Progress: 67.0% (time)")
        // Only on the flight: the drawings' balloons point to it.
        #expect(flightFolders[0].all("Placemark").filter { $0.first("description") != nil }.count == 1)
        // Markup in a name stays text in the balloon's HTML.
        let hop = try #require(placemark(flightFolders[2], "route")?.value("description"))
        #expect(hop.hasPrefix("Distance: ") && hop.contains("<br>Progress: —"))
        #expect(KMLBalloon.escaped("a<b>&\"c\"") == "a&lt;b&gt;&amp;&quot;c&quot;")
        #expect(placemark(flightFolders[0], "route")?.value("Snippet") == "881 km")
    }

    @Test func positionCarriesItsHeading() throws {
        let paris = try #require(placemark(flightFolders[0], "position"))
        #expect(paris.at("Style/IconStyle/heading")?.text == "61.5")
        #expect(paris.at("Point/coordinates")?.text == "9.6,51.3")
        let pacific = try #require(placemark(flightFolders[1], "position"))
        // To 0.1°, as the aircraft's gx:angles.
        #expect(pacific.at("Style/IconStyle/heading")?.text == "80.3")
        // Written normalised, though the path's unwrapped longitude there is 180.5.
        #expect(pacific.at("Point/coordinates")?.text == "-179.5,-15.95")
    }

    @Test func regionNeverHidesTheFlight() throws {
        let paris = try #require(placemark(flightFolders[0], "route"))
        // No Lod: the schema's defaults (below) never hide a region.
        #expect(paris.at("Region/LatLonAltBox") != nil && paris.at("Region/Lod") == nil)
        let box = try #require(paris.at("Region/LatLonAltBox"))
        // The path (49.0097 to 52.3667 N, 2.5478 to 13.5033 E) and its 8.8 km circles
        // (0.079° of latitude), to 4 decimals rounded outwards.
        let edges = try ["north", "south", "east", "west"].map { try #require(box.value($0).flatMap(Double.init)) }
        #expect(edges[0] > 52.3667 + 0.079 && edges[0] < 52.3667 + 0.08)
        #expect(edges[1] < 49.0097 - 0.079 && edges[1] > 49.0097 - 0.08)
        #expect(edges[2] > 13.5033 && edges[3] < 2.5478)
        // Over the antimeridian the box becomes the latitude band.
        let pacific = try #require(placemark(flightFolders[1], "route")?.at("Region/LatLonAltBox"))
        #expect(pacific.value("east") == "180" && pacific.value("west") == "-180")
    }

    @Test
    func lodDefaultsShowARegionAtAnySize() throws {
        let schema = try String(contentsOf: KMLTestTools.schemas.appendingPathComponent("ogckml22.xsd"), encoding: .utf8)
        #expect(schema.contains("<element name=\"minLodPixels\" type=\"double\" default=\"0.0\"/>"))
        #expect(schema.contains("<element name=\"maxLodPixels\" type=\"double\" default=\"-1.0\"/>"))
    }

    @Test func lookAtFramesTheRouteOnTheGlobe() throws {
        let look = try #require(placemark(flightFolders[0], "route")?.first("LookAt"))
        // Straight down (KML's default heading and tilt) over the middle of the path.
        #expect(look.value("tilt") == nil && look.value("heading") == nil)
        let lon = try #require(look.value("longitude").flatMap(Double.init))
        let lat = try #require(look.value("latitude").flatMap(Double.init))
        #expect(lon > 6 && lon < 10 && lat > 50 && lat < 52)
        // Half the path, about 440 km, must fit 19.8° off the nadir: at least 1,200 km up.
        let range = try #require(look.value("range").flatMap(Double.init))
        #expect(range > 1_200_000 && range < 2_000_000)
        // The route is the one placemark of a flight with a view: double-clicking it flies there.
        #expect(flightFolders[0].all("Placemark").filter { $0.first("LookAt") != nil }.count == 1)
        // Over the antimeridian the view is on the meridian's side, not on Greenwich.
        let pacific = try #require(placemark(flightFolders[1], "route")?.first("LookAt"))
        #expect(pacific.value("longitude").flatMap(Double.init).map(abs).map { $0 > 170 } == true)
    }

    @Test func antimeridianPathIsTwoLinesMeetingAtTheMeridian() throws {
        let route = try #require(placemark(flightFolders[1], "route"))
        let lines = try #require(route.first("MultiGeometry")).all("LineString")
        try #require(lines.count == 2)
        // Clear of the meridian, a route is still a MultiGeometry: one geometry type a layer.
        #expect(placemark(flightFolders[0], "route")?.first("MultiGeometry")?.all("LineString").count == 1)
        let west = KMLTestNode.coordinates(lines[0].value("coordinates") ?? "")
        let east = KMLTestNode.coordinates(lines[1].value("coordinates") ?? "")
        #expect(west.first?.lon == 170)
        #expect(west.last?.lon == 180)
        #expect(east.first?.lon == -180)
        #expect(east.last?.lon == -170)
        #expect(west.last?.lat == east.first?.lat)
        // The crossing lies between its neighbours' latitudes (-16.5 at 176, -15.8 at 182).
        let crossing = try #require(west.last?.lat)
        #expect(crossing > -16.5 && crossing < -15.8)
        for part in [west, east] {
            #expect(part.allSatisfy { abs($0.lon) <= 180 })
            for (a, b) in zip(part, part.dropFirst()) { #expect(abs(b.lon - a.lon) < 180) }
            #expect(lines.allSatisfy { $0.value("tessellate") == "1" })
        }
        // The flown part crosses too, and ends at the position.
        let flown = try #require(placemark(flightFolders[1], "flown")?.first("MultiGeometry")).all("LineString")
        #expect(flown.count == 2)
        let flownEnd = KMLTestNode.coordinates(flown.last?.value("coordinates") ?? "").last
        #expect(flownEnd?.lon == -179.5 && flownEnd?.lat == -15.95)
    }

    @Test func flownPartEndsAtThePosition() throws {
        let flown = try #require(placemark(flightFolders[0], "flown")?.at("MultiGeometry/LineString/coordinates"))
        let points = KMLTestNode.coordinates(flown.text)
        #expect(points.map(\.lon) == [2.5478, 6.2, 9.6])
        #expect(points.map(\.lat) == [49.0097, 50.2, 51.3])
    }

    @Test func endCircleOverTheMeridianIsTwoClosedPolygons() throws {
        // The start's circle, clear of the meridian, one polygon; then the end's two.
        let endpoints = try #require(placemark(flightFolders[2], "endpoints"))
        let polygons = try #require(endpoints.first("MultiGeometry")).all("Polygon")
        try #require(polygons.count == 3)
        #expect(endpoints.first("MultiGeometry")?.first("Polygon")?.value("tessellate") == nil)
        let all = polygons.map { KMLTestNode.coordinates($0.at("outerBoundaryIs/LinearRing/coordinates")?.text ?? "") }
        #expect(all[0].allSatisfy { abs($0.lon) < 180 })
        let rings = Array(all.dropFirst())
        for ring in rings {
            #expect(ring.count >= 4)
            #expect(ring.first?.lon == ring.last?.lon && ring.first?.lat == ring.last?.lat)
            #expect(ring.allSatisfy { abs($0.lon) <= 180 })
        }
        // West piece up to +180, east piece from -180; their cut edges share latitudes.
        #expect(rings[0].map(\.lon).max() == 180)
        #expect(rings[1].map(\.lon).min() == -180)
        let westCut = Set(rings[0].filter { $0.lon == 180 }.map(\.lat))
        let eastCut = Set(rings[1].filter { $0.lon == -180 }.map(\.lat))
        #expect(westCut.count == 2 && westCut == eastCut)
        // Nadi – Apia: both circles clear of the meridian, one polygon each, Apia's second.
        let pacific = try #require(placemark(flightFolders[1], "endpoints")?.first("MultiGeometry")).all("Polygon")
        try #require(pacific.count == 2)
        let endPacific = try #require(pacific[1].at("outerBoundaryIs/LinearRing/coordinates"))
        #expect(KMLTestNode.coordinates(endPacific.text).allSatisfy { $0.lon >= -170.2 && $0.lon <= -169.8 })
    }

    @Test func landmarksHaveViewsAndPoints() throws {
        let placemarks = landmarkFolder.all("Placemark")
        #expect(placemarks.map { $0.value("name") } == [KMLTestFixture.bridgeName, "Brandenburger Tor", "Nadi"])
        #expect(placemarks.map { $0.at("Point/coordinates")?.text } == ["4.805,43.9539", "13.3777,52.5163", "177.4431,-17.7554"])
        #expect(placemarks.allSatisfy { $0.at("LookAt/range")?.text == "1500" })
        #expect(placemarks[1].simpleData["folder"] == "Berlin")
        #expect(placemarks[2].simpleData["landmark_id"] == "flight")
    }

    @Test func tourVisitsEveryLandmarkAndReturns() throws {
        let tour = try #require(landmarkFolder.first("Tour"))
        #expect(tour.namespace == KMLWriter.gxNamespace)
        #expect(tour.value("name") == "Landmarks tour")
        let steps = try #require(tour.first("Playlist")).children
        #expect(steps.map(\.name) == ["FlyTo", "Wait", "FlyTo", "Wait", "FlyTo", "Wait", "FlyTo", "Wait"])
        let flights = steps.filter { $0.name == "FlyTo" }
        #expect(flights.map { $0.at("LookAt/longitude")?.text } == ["4.805", "13.3777", "177.4431", "4.805"])
        #expect(flights.allSatisfy { $0.value("flyToMode") == "smooth" && $0.value("duration") != nil })
        #expect(steps.filter { $0.name == "Wait" }.allSatisfy { ($0.value("duration").flatMap(Double.init) ?? 0) > 0 })
    }

    @Test func outputIsDeterministic() {
        #expect(KMLWriter.document(for: KMLTestFixture.report)! == KMLTestFixture.document)
    }

    /// Flight folders written in runs by separate writers join into the same bytes as
    /// one run (the layout of reports/routes.kml, which ExampleReportsTests holds), in
    /// any order of making, and with and without landmarks after them.
    @Test(arguments: [true, false])
    func runsOfFlightFoldersJoinIntoTheSameDocument(withLandmarks: Bool) throws {
        var report = KMLRealInputs.report
        report.flights = (0..<3).flatMap { _ in report.flights }
        if !withLandmarks { report.landmarks = [] }
        let whole = KMLWriter.PartPlan(report, pointsPerBatch: .max)
        let runs = KMLWriter.PartPlan(report, pointsPerBatch: 400)
        #expect(whole.batchCount == 1 && runs.batchCount > 10)
        let expected = try (0..<whole.count).flatMap { try #require(whole.part($0)?.bytes) }
        let parts = try (0..<runs.count).reversed().map { try #require(runs.part($0)?.bytes) }.reversed().joined()
        #expect(Array(parts) == expected)
        let root = try #require(KMLTestNode.parse(expected))
        #expect(root.name == "kml")
    }

    @Test func emptyReportIsStillADocument() throws {
        var report = KMLTestFixture.report
        report.flights = []
        report.landmarks = []
        let root = try #require(KMLTestNode.parse(KMLWriter.document(for: report)!))
        let folders = try #require(root.first("Document")).all("Folder")
        // The same layers, empty: their number never depends on the flights.
        #expect(
            folders.map { $0.value("name") } == [
                "Casings", "Flights", "Flown", "Endpoints", "Positions", "Aircraft", "Landmarks",
            ])
        #expect(folders.allSatisfy { $0.all("Placemark").isEmpty })
        #expect(folders[6].first("Tour") == nil)
    }

    @Test func cornerCases() throws {
        let root = try #require(KMLTestNode.parse(KMLWriter.document(for: KMLTestFixture.edgeReport)!))
        let folders = try #require(root.first("Document")?.all("Folder"))
        let flights = KMLTestNode.flights(in: Array(folders.dropFirst().dropLast()))
        #expect(flights.map { placemark($0, "route")?.attributes["id"] } == ["__", "done"])
        // Progress 0: nothing flown yet, but a position; progress 1: flown is the whole path.
        #expect(flights[0].all("Placemark").map { $0.simpleData["role"] ?? "?" } == ["route", "endpoints", "position"])
        let flown = try #require(placemark(flights[1], "flown")?.at("MultiGeometry/LineString/coordinates")?.text)
        #expect(KMLTestNode.coordinates(flown).map(\.lon) == [2.5478, 6.2, 9.85, 13.5033])
        // Only the departure is known: a TimeSpan with a begin and no end.
        let route = try #require(placemark(flights[0], "route"))
        #expect(route.at("TimeSpan/begin")?.text == "1970-01-01T00:00:00Z")
        #expect(route.at("TimeSpan/end") == nil)
        // Westward over the meridian: ends at -180, goes on from +180.
        let lines = route.first("MultiGeometry")?.all("LineString") ?? []
        let parts = lines.map { KMLTestNode.coordinates($0.value("coordinates") ?? "") }
        #expect(parts.count == 2 && parts.first?.last?.lon == -180 && parts.last?.first?.lon == 180)
        // The circle round the pole is a cap in two pieces, each reaching 90°; then the
        // end's circle, one polygon.
        let polygons = try #require(placemark(flights[0], "endpoints")?.first("MultiGeometry")).all("Polygon")
        #expect(polygons.count == 3)
        for polygon in polygons.prefix(2) {
            let ring = KMLTestNode.coordinates(polygon.at("outerBoundaryIs/LinearRing/coordinates")?.text ?? "")
            #expect(ring.contains { $0.lat == 90 })
            #expect(ring.allSatisfy { abs($0.lon) <= 180 })
        }
        // One landmark: the tour flies to it once, nowhere to come back from.
        #expect(folders[6].first("Tour")?.first("Playlist")?.children.map(\.name) == ["FlyTo", "Wait"])
    }

    private func allNodes(_ node: KMLTestNode) -> [KMLTestNode] {
        [node] + node.children.flatMap(allNodes)
    }
}
