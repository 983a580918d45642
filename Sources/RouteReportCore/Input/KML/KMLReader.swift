/// KML 2.0, 2.1 and 2.2 in any namespace, with Google's `gx:` extensions.
///
/// A `Placemark` yields one feature per geometry, in order: `Point` → landmark;
/// `LineString` and `gx:Track` → flight; inside `MultiGeometry`/`gx:MultiTrack` each
/// line or track is its own flight and each point its own landmark; polygons are
/// ignored. `folder` is the name of the innermost enclosing `Folder` or `Document` that
/// has one. A placemark with several geometries gives its parts the ids `ID-1`, `ID-2`, …
/// so that one explicit id does not become a duplicate. `NetworkLink` is never followed.
/// routereport's own routes.kml reads back as the flights and landmarks it was written
/// from (see `KMLRoundTrip`).
///
/// Given `FeatureBatches`, the reader hands each feature on once nothing later in the
/// file can change it, so that memory holds only what must wait: a feature whose
/// innermost folders have no name yet (a `name` may come after the placemarks; once
/// named, a folder's features take that name, and a second `name` of one folder, which
/// KML does not allow, renames only those not yet handed), a point that may yet name an
/// end of the file's one track (`KMLTrackEnds`, until a second flight or the file's
/// end), the timed points of a Flightradar24 `Route` folder (`FR24RouteFolder`), and
/// whatever follows those in the file.
struct KMLReader {
    private let xml: XMLReader

    private struct Container {
        var name: String?
        var parent: Int?
        /// Until its end tag: a `name` may still come.
        var isOpen = true
    }

    private enum Part {
        case landmark(Coordinate)
        case flight(FlightBuilder)
    }

    private struct Placemark {
        var depth: Int
        var source: SourceLocation
        var container: Int?
        var id: String?
        var name: String?
        var description: String?
        var spanBegin: Double?
        var spanEnd: Double?
        /// `TimeStamp` `when`: used for the timed points of a Flightradar24 route.
        var timeStamp: Double?
        var progress: Double?
        var parts: [Part] = []
        /// Set when the placemark is one of our own routes.kml's.
        var own: KMLRoundTrip.PlacemarkData?
        /// Why it may yield nothing, for the diagnostic that then names it.
        var unread = KMLUnreadPlacemark()
    }

    /// Where a feature's `folder` comes from.
    private enum FolderSource {
        case container(Int?)
        case fixed(String?)
    }

    private enum GeometryKind { case point, lineString, track }

    private struct Geometry {
        var kind: GeometryKind
        var depth: Int
        var position: XMLPosition
        var flight = FlightBuilder()
        var whens: [Double] = []
        var problems: [Diagnostic] = []
        /// gx:coord elements read so far, and the places among them of the empty ones:
        /// OpenTracks writes an empty gx:coord where a recording paused, and each is
        /// skipped with the when at its place (as GPSBabel does).
        var coordCount = 0
        var emptyCoords: [Int] = []
        /// Whether its `altitudeMode` is `absolute`: only then are the third values
        /// altitudes. Clamped to the ground (KML's default) a viewer ignores them, and many
        /// writers put 0 there.
        var isAbsolute = false
    }

    private enum Capture: Equatable {
        case containerName(Int)
        case name, description, begin, end, timeStamp
        case coordinates, when, coord, altitudeMode, progress, styleUrl
        case ownField(KMLRoundTrip.Field)
    }

    private var stack: [XMLName] = []
    private var containers: [Container] = []
    private var openContainers: [(depth: Int, index: Int)] = []
    private var placemark: Placemark?
    private var geometry: Geometry?
    private var progressDataDepth: Int?
    private var roundTrip = KMLRoundTrip()
    private var references = KMLReferences()
    /// The local Schema the open SchemaData names, whose fields its SimpleData use.
    private var referencedSchema: (id: String, depth: Int)?
    private var ownDataDepth: Int?

    // Read per element without copying the structs above (and retaining their fields).
    private var placemarkDepth: Int? { placemark?.depth }
    private var geometryDepth: Int { geometry?.depth ?? -2 }
    private var capture: (what: Capture, depth: Int, position: XMLPosition)?
    private var text: [UInt8] = []
    private var coordinateStream = KMLCoordinateStream()
    /// The features read and not yet handed on, from `firstHeld` (all of them without
    /// `batches`), each with where its folder comes from.
    private var features: [(feature: Feature, folder: FolderSource)] = []
    private var firstHeld = 0
    /// Features appended to `features` so far, those handed on among them.
    private var appended = 0
    private let sink: ReadSink?
    /// Where the features go as they are read, when they are let go (`FeatureBatches`).
    private let batches: FeatureBatches?
    /// Features settled (their folder set) and not yet handed on, the next batch.
    private var settled: [Feature] = []
    /// Features handed on in batches before those in `settled`.
    private var handed = 0
    /// Set when what decides the held features may have changed: a feature appended, a
    /// folder named or ended.
    private var mayHandOn = false
    private var flightCount = 0
    /// The first flight's ends when it is a track with times (`KMLTrackEnds`).
    private var firstTrackEnds: (first: Coordinate, last: Coordinate)?
    private var fr24 = FR24RouteFolder()

    private init(xml: XMLReader, sink: ReadSink?, batches: FeatureBatches?) {
        self.xml = xml
        self.sink = sink
        self.batches = batches
    }

    /// Reads everything below the root `kml` element, on which `xml` stands; `sink` gets
    /// each flight as it is finished. Every feature goes to `batches` when it is given
    /// (and none to `sink`: they are computed where they go): then the features returned
    /// are none, and `count` says how many the file gave.
    static func read(_ xml: XMLReader, sink: ReadSink?, batches: FeatureBatches?) -> (features: [Feature], count: Int) {
        var reader = KMLReader(xml: xml, sink: batches == nil ? sink : nil, batches: batches)
        reader.stack = [.kml]
        reader.run()
        for diagnostic in reader.references.diagnostics() { xml.add(diagnostic) }
        var held = reader.features
        reader.features = []
        held.removeFirst(reader.firstHeld)
        if reader.flightCount == 1, let trackEnds = reader.firstTrackEnds {
            // Every point that may name an end is still held (`holdsBack`).
            let ends = KMLTrackEnds.airportPoints(in: held.map(\.feature), ends: trackEnds)
            if !ends.isEmpty, case .landmark(let first) = held[ends[0]].feature {
                let names = ends.compactMap { place -> String? in
                    if case .landmark(let landmark) = held[place].feature { return landmark.name }
                    return nil
                }
                xml.add(
                    Diagnostic(
                        .readAs,
                        "read as the track's airports, not landmarks: \(names.joined(separator: " and ")) lie at the ends of the file's one track",
                        at: first.source))
                for place in ends.reversed() { held.remove(at: place) }
            }
        }
        var rest = reader.settled
        reader.settled = []
        rest.reserveCapacity(rest.count + held.count)
        // Each feature moved out of `held` (from its end, so reversed first), not copied.
        held.reverse()
        while let (feature, source) = held.popLast() {
            rest.append(Self.withFolder(feature, reader.folder(source, atEnd: true) ?? nil))
        }
        guard let batches else { return (rest, rest.count) }
        if !rest.isEmpty { batches.take(reader.handed, rest, .kml) }
        return ([], reader.handed + rest.count)
    }

    private mutating func run() {
        while xml.next() {
            switch xml.kind {
            case .element:
                let depth = xml.depth
                if stack.count > depth { stack.removeSubrange(depth...) }
                if startElement(depth: depth) {
                    stack.append(xml.name)
                    if xml.isEmptyElement { endElement(depth: depth) }
                }
            case .endElement:
                endElement(depth: xml.depth)
            case .text:
                guard let capture, xml.depth == capture.depth + 1 else { break }
                if capture.what == .coordinates {
                    readCoordinateText()
                } else {
                    xml.appendText(to: &text)
                }
            default:
                break
            }
        }
    }

    /// A piece of a `coordinates` text, read as it comes: a LineString's vertices go
    /// straight to its flight.
    private mutating func readCoordinateText() {
        xml.withText { coordinateStream.feed($0) }
        if geometry?.kind == .lineString { takeStreamedVertices() }
    }

    private mutating func takeStreamedVertices() {
        for (coordinate, altitude) in zip(coordinateStream.coordinates, coordinateStream.altitudes) {
            geometry?.flight.addVertex(coordinate, altitude: altitude)
        }
        coordinateStream.clearCoordinates()
    }

    /// Handles a start tag; false when the element's subtree was skipped.
    private mutating func startElement(depth: Int) -> Bool {
        let name = xml.name
        let parent = depth > 0 && depth - 1 < stack.count ? stack[depth - 1] : XMLName.other
        switch name {
        case .networkLink:
            xml.add(Diagnostic(.externalReference, "NetworkLink is not followed", at: xml.location))
            xml.skipSubtree()
            return false
        case .document, .folder:
            if placemark == nil {
                containers.append(Container(name: nil, parent: openContainers.last?.index))
                openContainers.append((depth, containers.count - 1))
            }
        case .placemark:
            if placemark == nil {
                let id = xml.attribute(.id)
                // With its column: a duplicate-id error points at this tag.
                placemark = Placemark(
                    depth: depth, source: xml.location,
                    container: openContainers.last?.index, id: id?.isEmpty == true ? nil : id)
            }
        case .name:
            if let placemarkDepth {
                if depth == placemarkDepth + 1 { collect(.name) }
            } else if let open = openContainers.last, open.depth == depth - 1 {
                collect(.containerName(open.index))
            }
        case .description:
            if let placemarkDepth, depth == placemarkDepth + 1 { collect(.description) }
        case .begin, .end:
            if let placemarkDepth, parent == .timeSpan, depth == placemarkDepth + 2 {
                collect(name == .begin ? .begin : .end)
            }
        case .when:
            if geometry?.kind == .track, depth == geometryDepth + 1 {
                collect(.when)
            } else if let placemarkDepth, parent == .timeStamp, depth == placemarkDepth + 2 {
                collect(.timeStamp)
            }
        case .point, .lineString, .track:
            if placemark != nil && geometry == nil {
                let kind: GeometryKind = name == .point ? .point : name == .lineString ? .lineString : .track
                geometry = Geometry(kind: kind, depth: depth, position: xml.position)
            }
        case .polygon, .linearRing:
            if placemark != nil && geometry == nil {
                placemark?.unread.noteShape(name == .polygon ? "Polygon" : "LinearRing")
                xml.skipSubtree()
                return false
            }
        case .other:
            if let placemarkDepth, depth == placemarkDepth + 1 || geometry == nil && parent == .multiGeometry {
                placemark?.unread.noteChild(localName: xml.localName)
            }
        case .coordinates:
            if let kind = geometry?.kind, kind != .track, depth == geometryDepth + 1 { collect(.coordinates) }
        case .coord:
            if geometry?.kind == .track, depth == geometryDepth + 1 { collect(.coord) }
        case .altitudeMode:
            if geometry != nil, depth == geometryDepth + 1 { collect(.altitudeMode) }
        case .data:
            if placemark != nil, parent == .extendedData, Self.isProgress(xml.attribute(.name)) {
                progressDataDepth = depth
            }
        case .value:
            if let data = progressDataDepth, depth == data + 1 { collect(.progress) }
        case .style, .styleMap:
            references.declareStyle(id: xml.attribute(.id))
        case .styleUrl:
            collect(.styleUrl)
        case .simpleData:
            if let schema = referencedSchema, schema.depth == depth - 1 {
                references.useField(xml.attribute(.name), schema: schema.id, at: xml.location)
            }
            if placemark != nil, parent == .schemaData {
                let field = xml.attribute(.name)
                if Self.isProgress(field) {
                    collect(.progress)
                } else if ownDataDepth == depth - 1, let own = field.flatMap(KMLRoundTrip.Field.init) {
                    collect(.ownField(own))
                }
            }
        case .schemaData:
            if let id = references.useSchema(xml.attribute(.schemaUrl), at: xml.location) {
                referencedSchema = (id, depth)
            }
            if let placemarkDepth, parent == .extendedData, depth == placemarkDepth + 2,
                let schema = roundTrip.ownSchema(schemaUrl: xml.attribute(.schemaUrl))
            {
                placemark?.own = KMLRoundTrip.PlacemarkData(schema: schema)
                ownDataDepth = depth
            }
        case .schema:
            references.startSchema(id: xml.attribute(.id), depth: depth)
            if placemark == nil { roundTrip.startSchema(id: xml.attribute(.id), depth: depth) }
        case .simpleField:
            if parent == .schema { references.addField(name: xml.attribute(.name)) }
            if placemark == nil, parent == .schema { roundTrip.addField(name: xml.attribute(.name)) }
        default:
            break
        }
        return true
    }

    /// Static: a method of the reader called in the middle of a mutation copies the whole reader.
    private static func isProgress(_ name: String?) -> Bool {
        name?.trimmingXMLWhitespace() == "progress"
    }

    private mutating func endElement(depth: Int) {
        if let capture, depth == capture.depth {
            self.capture = nil
            finishCapture(capture.what, position: capture.position)
        }
        endGeometry(depth: depth)
        if depth == progressDataDepth { progressDataDepth = nil }
        if depth == ownDataDepth { ownDataDepth = nil }
        roundTrip.endElement(depth: depth)
        references.endElement(depth: depth)
        if referencedSchema?.depth == depth { referencedSchema = nil }
        endPlacemark(depth: depth)
        if let open = openContainers.last, open.depth == depth {
            finishContainer(open.index)
            containers[open.index].isOpen = false
            openContainers.removeLast()
            mayHandOn = true
        }
        if stack.count > depth { stack.removeSubrange(depth...) }
        if mayHandOn { handOn() }
    }

    // The depth is compared first and the value moved out: an `if let` copies the
    // geometry or placemark (and retains its fields), which at every end tag cost more
    // than the rest. Not inlined: inlined into `endElement`, a depth check there makes
    // Swift 6.3's optimizer crash (CopyPropagation, "Found ownership error").

    /// Finishes the geometry if it ends at `depth`.
    @inline(never)
    private mutating func endGeometry(depth: Int) {
        guard geometry?.depth == depth, let geometry = geometry.take() else { return }
        finishGeometry(geometry)
    }

    /// Finishes the placemark if it ends at `depth`.
    @inline(never)
    private mutating func endPlacemark(depth: Int) {
        guard placemark?.depth == depth, let placemark = placemark.take() else { return }
        finishPlacemark(placemark)
    }

    private mutating func collect(_ what: Capture) {
        text.removeAll(keepingCapacity: true)
        if what == .coordinates { coordinateStream.reset() }
        capture = (what, xml.depth, xml.position)
    }

    private var textString: String {
        String(decoding: text, as: UTF8.self).trimmingXMLWhitespace()
    }

    private mutating func finishCapture(_ what: Capture, position: XMLPosition) {
        switch what {
        case .containerName(let index):
            containers[index].name = textString
            mayHandOn = true
        case .name:
            let value = textString
            placemark?.name = value
        case .description:
            let value = textString
            placemark?.description = value
        case .begin, .end, .timeStamp:
            let label = what == .begin ? "TimeSpan begin" : what == .end ? "TimeSpan end" : "TimeStamp when"
            let time = text.withUnsafeBufferPointer { ISO8601Time.parse($0) }
            if time == nil {
                xml.add(Diagnostic(.timeSyntax, "\(label) '\(textString)' is not an ISO 8601 time", at: xml.location(position)))
            } else if let time, !ReportTime.isWritable(time) {
                let shown = textString.trimmingXMLWhitespace()
                xml.add(Diagnostic(.timeSyntax, ISO8601Time.unwritable(label, shown), at: xml.location(position)))
            } else if what == .begin {
                placemark?.spanBegin = time
            } else if what == .end {
                placemark?.spanEnd = time
            } else {
                placemark?.timeStamp = time
            }
            if what != .timeStamp, let begin = placemark?.spanBegin, let end = placemark?.spanEnd, end < begin {
                xml.add(Diagnostic(.timeOrder, "TimeSpan ends before it begins", at: xml.location(position)))
            }
        case .coordinates:
            readCoordinates(position: position)
        case .when:
            // Mutated in place through the optional: no copy of the growing arrays.
            if let time = geometry?.flight.parseTime(text, label: "when", at: xml.location(position)) {
                geometry?.whens.append(time)
            }
        case .coord:
            let parsed = KMLCoordinateText(gxCoord: text)
            let place = geometry?.coordCount ?? 0
            geometry?.coordCount += 1
            if let coordinate = parsed.coordinates.first {
                geometry?.flight.addVertex(coordinate, altitude: parsed.altitudes.first ?? .nan)
            } else if parsed.isEmpty {
                if geometry?.emptyCoords.isEmpty == true {
                    geometry?.problems.append(
                        Diagnostic(
                            .coordinateMissing,
                            "gx:coord is empty (a pause in the recording); the point and its when are skipped",
                            at: xml.location(position)))
                }
                geometry?.emptyCoords.append(place)
            } else {
                geometry?.flight.reject(
                    Diagnostic(
                        parsed.problem?.rule ?? .coordinateMissing, parsed.problem?.message ?? "gx:coord is empty",
                        at: xml.location(position), severity: .error))
            }
        case .altitudeMode:
            let isAbsolute = textString == "absolute"
            geometry?.isAbsolute = isAbsolute
        case .progress:
            if let value = NumberText.parse(text), (0...1).contains(value) {
                placemark?.progress = value
            } else {
                xml.add(
                    Diagnostic(
                        .progressOutOfRange, "progress '\(textString)' is not a number in [0, 1]; ignored",
                        at: xml.location(position)))
            }
        case .styleUrl:
            references.useStyle(textString, at: xml.location(position))
        case .ownField(let field):
            // Ids and folder exactly as written; the role is a keyword.
            let value = field == .role ? textString : String(decoding: text, as: UTF8.self)
            placemark?.own?.values[field] = value
        }
    }

    private mutating func readCoordinates(position: XMLPosition) {
        coordinateStream.finish()
        if geometry?.kind == .lineString { takeStreamedVertices() }
        guard var current = geometry else { return }
        geometry = nil
        defer { geometry = current }
        let parsed = coordinateStream
        func at(_ start: KMLCoordinateStream.Position) -> SourceLocation {
            xml.location(inTextAt: start.offset, newlines: start.newlines, lastNewline: start.lastNewline, element: position)
        }
        if let start = parsed.joinedAt {
            current.problems.append(
                Diagnostic(
                    .coordinateSyntax,
                    "a space beside a comma inside a tuple: read as one tuple, as Google Earth does; other viewers split it",
                    at: at(start)))
        }
        if let start = parsed.extraValuesAt {
            current.problems.append(
                Diagnostic(
                    .coordinateSyntax, "a tuple has more than lon,lat,alt; the extra values are ignored", at: at(start)))
        }
        if let problem = parsed.problem {
            current.flight.reject(Diagnostic(problem.rule, problem.message, at: at(problem.position), severity: .error))
            return
        }
        if current.kind == .point {
            if let first = parsed.coordinates.first {
                current.flight.addVertex(first, altitude: parsed.altitudes.first ?? .nan)
                if parsed.count > 1 {
                    current.problems.append(
                        Diagnostic(
                            .coordinateSyntax, "Point has \(parsed.count) tuples; the first is used",
                            at: xml.location(position)))
                }
            }
        }
    }

    /// `values` without the elements at `places` (ascending).
    private static func removing(_ places: [Int], from values: [Double]) -> [Double] {
        var kept: [Double] = []
        kept.reserveCapacity(values.count - places.count)
        var next = places.makeIterator()
        var skip = next.next()
        for (index, value) in values.enumerated() {
            if index == skip {
                skip = next.next()
            } else {
                kept.append(value)
            }
        }
        return kept
    }

    private mutating func finishGeometry(_ geometry: Geometry) {
        var geometry = geometry
        let element = geometry.kind == .point ? "Point" : geometry.kind == .lineString ? "LineString" : "gx:Track"
        if geometry.kind == .track && !geometry.whens.isEmpty && !geometry.flight.isDropped {
            if !geometry.emptyCoords.isEmpty && geometry.whens.count == geometry.coordCount {
                geometry.whens = Self.removing(geometry.emptyCoords, from: geometry.whens)
            }
            if geometry.whens.count == geometry.flight.vertices.count {
                geometry.flight.assignTimes(geometry.whens)
            } else {
                geometry.flight.noteProblem(
                    Diagnostic(
                        .trackTimeCount,
                        "gx:Track has \(geometry.whens.count) when but \(geometry.flight.vertices.count) gx:coord; its times are not read",
                        at: xml.location(geometry.position)))
            }
        }
        if !geometry.isAbsolute { geometry.flight.dropAltitudes() }
        for problem in geometry.problems { xml.add(problem) }
        for problem in geometry.flight.diagnostics { xml.add(problem) }
        guard !geometry.flight.isDropped else {
            placemark?.unread.noteError()
            return
        }
        if geometry.kind == .point {
            if let coordinate = geometry.flight.vertices.first {
                placemark?.parts.append(.landmark(coordinate))
            } else {
                placemark?.unread.noteEmpty("Point", at: geometry.position.line)
            }
            return
        }
        let count = geometry.flight.vertices.count
        if count == 1 && geometry.kind == .track {
            // A phone's one-fix track or a Location History place visit: a place, as
            // GPSBabel and togeojson read it.
            xml.add(
                Diagnostic(
                    .routeTooShort, "gx:Track has 1 point; read as a landmark", at: xml.location(geometry.position),
                    severity: .warning))
            placemark?.parts.append(.landmark(geometry.flight.vertices[0]))
            return
        }
        guard count >= 2 else {
            if count == 0 {
                // Nothing to draw, not broken data: the placemark's skip says so.
                placemark?.unread.noteEmpty(element, at: geometry.position.line)
                return
            }
            xml.add(
                Diagnostic(
                    .routeTooShort, "\(element) has 1 vertex; a flight needs at least 2",
                    at: xml.location(geometry.position), severity: .error))
            placemark?.unread.noteError()
            return
        }
        placemark?.parts.append(.flight(geometry.flight))
    }

    private mutating func finishPlacemark(_ placemark: Placemark) {
        if let own = placemark.own {
            finishOwnPlacemark(placemark, own)
            return
        }
        let name = placemark.name?.isEmpty == true ? nil : placemark.name
        let description = placemark.description?.isEmpty == true ? nil : placemark.description
        if let container = placemark.container {
            let folder = containers[container]
            if fr24.isTrail(named: folder.name, parent: folder.parent) { return }
            if folder.name == FR24RouteFolder.routeName, placemark.parts.count == 1,
                case .landmark(let point) = placemark.parts[0],
                let time = placemark.timeStamp, placemark.id == nil
            {
                fr24.add(
                    FR24RouteFolder.Point(
                        coordinate: point, time: time, source: placemark.source, name: name, description: description),
                    in: container)
                return
            }
            // Anything else in a Route folder makes it no track: its points are landmarks.
            flushRoutePoints(in: container)
        }
        if placemark.parts.isEmpty, let skipped = placemark.unread.diagnostic(name: name, at: placemark.source) {
            xml.add(skipped)
        }
        for (index, part) in placemark.parts.enumerated() {
            let id = placemark.parts.count > 1 ? placemark.id.map { "\($0)-\(index + 1)" } : placemark.id
            let feature: Feature
            switch part {
            case .landmark(let coordinate):
                feature = .landmark(
                    Landmark(
                        explicitID: id, name: name, description: description, descriptionIsHTML: true,
                        source: placemark.source, coordinate: coordinate))
            case .flight(let flight):
                feature = .flight(
                    Flight(
                        explicitID: id, name: name, source: placemark.source, vertices: flight.vertices,
                        vertexTimes: flight.vertexTimes, vertexAltitudes: flight.vertexAltitudes,
                        spanBegin: placemark.spanBegin, spanEnd: placemark.spanEnd,
                        explicitProgress: placemark.progress))
            }
            // The cap of a read whole, batches or not: the same findings either way.
            guard appended < xml.maxFeatures else {
                xml.stop(FeatureLimit.exceeded(xml.maxFeatures, at: placemark.source))
                return
            }
            append(feature, .container(placemark.container))
        }
    }

    /// The end of a container: a Flightradar24 `Route` folder of timed points becomes
    /// its track (`FR24RouteFolder`).
    private mutating func finishContainer(_ index: Int) {
        guard fr24.container == index else { return }
        let parent = containers[index].parent
        let pointCount = fr24.points.count
        let first = fr24.points.first?.source
        if let flight = fr24.finish(index, parent: parent, documentName: parent.flatMap { containers[$0].name }) {
            append(.flight(flight), .container(parent))
            if let first {
                xml.add(
                    Diagnostic(
                        .readAs,
                        "read as a Flightradar24 flight: the \(pointCount) timed points of its Route folder are one track (its Trail folder draws the same path in pieces and is not read)",
                        at: first))
            }
        } else {
            flushRoutePoints(in: index)
        }
    }

    /// The timed points kept back in a `Route` folder that is no track, as the landmarks they are.
    private mutating func flushRoutePoints(in container: Int) {
        for point in fr24.take(in: container) {
            append(
                .landmark(
                    Landmark(
                        name: point.name, description: point.description, source: point.source,
                        coordinate: point.coordinate)), .container(container))
        }
    }

    /// The next feature of the file; a flight goes to `sink` too.
    private mutating func append(_ feature: consuming Feature, _ folder: FolderSource) {
        appended += 1
        mayHandOn = true
        // The flight looked at only where something reads it; the feature itself moved,
        // not copied, into `features`.
        if feature.isFlight {
            if sink != nil || flightCount == 0, case .flight(let flight) = feature {
                sink?.flight(flightCount, flight)
                if flightCount == 0 { firstTrackEnds = KMLTrackEnds.ends(of: flight) }
            }
            flightCount += 1
        }
        features.append((feature, folder))
    }

    /// Hands on the held features, in order, up to the first that must wait: its folder
    /// may yet be named, or it may yet name an end of the file's one track.
    private mutating func handOn() {
        mayHandOn = false
        guard let batches else { return }
        while firstHeld < features.count {
            let (feature, source) = features[firstHeld]
            guard let folder = folder(source, atEnd: false), !holdsBack(feature) else { break }
            settled.append(Self.withFolder(feature, folder))
            firstHeld += 1
            if settled.count >= batches.size {
                batches.take(handed, settled, .kml)
                handed += settled.count
                settled.removeAll(keepingCapacity: true)
            }
        }
        if firstHeld == features.count {
            features.removeAll(keepingCapacity: true)
            firstHeld = 0
        } else if firstHeld >= batches.size && firstHeld * 2 >= features.count {
            features.removeFirst(firstHeld)
            firstHeld = 0
        }
    }

    /// Whether `feature` may yet be read as an airport at an end of the file's one track
    /// (`KMLTrackEnds`): so while the file has read no flight, or one track with times.
    private func holdsBack(_ feature: Feature) -> Bool {
        guard case .landmark(let landmark) = feature, flightCount < 2 else { return false }
        if flightCount == 1 && firstTrackEnds == nil { return false }
        return KMLTrackEnds.mayName(landmark, ends: firstTrackEnds)
    }

    /// A placemark of our own routes.kml: a landmark, a flight's route (its pieces
    /// joined into one flight), or a drawing that is no feature.
    private mutating func finishOwnPlacemark(_ placemark: Placemark, _ own: KMLRoundTrip.PlacemarkData) {
        guard own.isFeature else { return }
        var placemark = placemark
        placemark.id = own.id ?? placemark.id
        let flights = placemark.parts.compactMap { part -> FlightBuilder? in
            if case .flight(let flight) = part { return flight }
            return nil
        }
        if own.schema == KMLRoundTrip.flightSchema && !flights.isEmpty {
            let joined = KMLRoundTrip.joinAtAntimeridian(
                flights.map { ($0.vertices, $0.vertexTimes, $0.vertexAltitudes) })
            var flight = FlightBuilder()
            for vertex in joined.vertices { flight.addVertex(vertex) }
            flight.assignTimes(joined.times)
            flight.assignAltitudes(joined.altitudes)
            placemark.parts = [.flight(flight)]
        }
        // Nothing is handed on before the end tag's `handOn`: these are all still here.
        let start = features.count
        placemark.own = nil
        finishPlacemark(placemark)
        for index in features.indices.dropFirst(start) {
            features[index].folder = .fixed(own.values[.folder])
        }
    }

    /// The folder of a feature from `source`: fixed, or the name of the innermost
    /// enclosing named container. Nil (undecided) while an open container below that one
    /// has no name yet, unless `atEnd` (the file is read).
    private func folder(_ source: FolderSource, atEnd: Bool) -> String?? {
        var index: Int?
        switch source {
        case .container(let container): index = container
        case .fixed(let fixed): return .some(fixed)
        }
        while let current = index {
            if let name = containers[current].name, !name.isEmpty { return .some(name) }
            if !atEnd && containers[current].isOpen { return nil }
            index = containers[current].parent
        }
        return .some(nil)
    }

    /// `feature` with its `folder` set.
    private static func withFolder(_ feature: consuming Feature, _ folder: String?) -> Feature {
        switch consume feature {
        case .flight(var flight):
            flight.folder = folder
            return .flight(flight)
        case .landmark(var landmark):
            landmark.folder = folder
            return .landmark(landmark)
        }
    }
}
