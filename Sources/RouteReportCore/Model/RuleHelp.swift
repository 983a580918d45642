/// What a rule means, an input that triggers it and how to fix it: the help that
/// `docs/rules.md` shows per rule and SARIF carries (`fullDescription`, `help`).
struct RuleHelp: Sendable {
    /// What the rule checks and why it matters, a paragraph.
    var meaning: String
    var example: Example
    /// What to change in the input.
    var fix: String

    enum Example: Sendable {
        /// A small file that triggers the rule; `docs/rules.md` shows what validate says
        /// about it (a test runs it).
        case file(name: String, text: String)
        /// A situation no small file shows (a missing file, a folder): a command line and
        /// what validate says.
        case situation(command: String, output: String)
    }
}

extension Rule {
    /// Where a rule's help starts in `docs/rules.md`: its id is its heading's anchor.
    public static let defaultHelpBaseURI = "https://github.com/routereport/routereport/blob/main/docs/rules.md"

    var help: RuleHelp {
        switch self {
        case .jsonSyntax, .jsonDuplicateKey, .geojsonType, .geojsonMember, .geojsonPosition, .geojsonRing, .geojsonWinding,
            .geojsonAntimeridian, .geojsonBBox, .geojsonCRS:
            return geoJSONHelp
        case .featureSkipped, .coordinateNotNumber, .trackTimeCount, .suppressionSyntax, .suppressionUnused:
            return readingHelp
        case .igcSyntax, .nmeaSyntax, .nmeaChecksum:
            return tracksHelp
        case .xmlMalformed:
            return RuleHelp(
                meaning: """
                    The file is not well-formed XML, so no reader takes it as written: libxml2 stops at the first \
                    mistake and routereport keeps what came before it. The message says in plain words what is wrong \
                    (an unescaped `&` or `<`, an end tag that does not match, text that is not UTF-8, a file cut \
                    short, an undeclared prefix such as `gx:`); SARIF keeps libxml2's own code and words in the \
                    result's properties. An undeclared namespace prefix is a warning: the rest is still read.
                    """,
                example: .kml(
                    name: "fish.kml",
                    content: """
                          <Placemark><name>Fish & Chips</name><Point><coordinates>-0.1,51.5</coordinates></Point></Placemark>
                        """),
                fix: """
                    Do what the message says: write `&` as `&amp;` and `<` as `&lt;` in text, close each element in \
                    order, save the file as UTF-8 (or declare its encoding), declare each prefix on the root element \
                    (`xmlns:gx="http://www.google.com/kml/ext/2.2"`). `xmllint --noout FILE` shows the same place.
                    """)
        case .unknownFormat:
            return RuleHelp(
                meaning: """
                    The file is neither KML, KMZ, GPX, GeoJSON, IGC, NMEA, TCX nor a flight list or point list \
                    routereport knows: the format is recognised from the content (the root element, zip's magic \
                    bytes, a JSON object, an IGC A record, an NMEA RMC or GGA sentence, a \
                    CSV or tab-separated header that one of the known exports, a latitude and a longitude column or \
                    a spreadsheet's airport columns fit), never from the extension. For a table the message names the \
                    columns looked for: the airport columns and the export it came closest to when the header looks \
                    like a flight list, else the latitude and longitude columns. JSON whose root is no object, or a \
                    `.json` object with nothing of GeoJSON among its root members, is no GeoJSON. An empty file is a \
                    warning, and a `.txt` that is no list (a README) a note. A `.csv` or `.tsv` named is an error \
                    whatever else the run reads; one found in a folder that is neither list is not read, and a note \
                    says so.
                    """,
                example: .file(
                    name: "page.kml",
                    text: """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <html><body>not geodata</body></html>
                        """),
                fix: """
                    Give routereport the KML, GPX, GeoJSON, CSV, IGC, NMEA or TCX file itself, not a web page or another format; convert \
                    other formats first (`gpsbabel -i FORMAT -f in -o gpx -F out.gpx`).
                    """)
        case .coordinateSyntax:
            return RuleHelp(
                meaning: """
                    A KML coordinate is written in a form that viewers read differently: a space after the comma \
                    inside a `lon,lat` tuple (Google Earth joins it, other viewers split it into two tuples), a \
                    `Point` with several tuples, or more values than `lon,lat,alt`. routereport reads it the way \
                    Google Earth does and says so.
                    """,
                example: .kml(
                    name: "spaced.kml",
                    content: """
                          <Placemark><LineString><coordinates>-0.4543,51.47 -73.7781, 40.6413</coordinates></LineString></Placemark>
                        """),
                fix: "Write each tuple without spaces (`-73.7781,40.6413`), tuples separated by spaces or newlines.")
        case .coordinateOutOfRange:
            return RuleHelp(
                meaning: """
                    A latitude is outside [-90, 90], a longitude outside [-180, 180], or a value overflows to \
                    infinity (`1e999`); a value that is not a number at all is `coordinate-not-number`. The vertex cannot be placed, so the flight or landmark is left out. \
                    When the numbers are in range the other way round, the message says they look swapped: KML \
                    writes `lon,lat`, most other places `lat,lon`.
                    """,
                example: .kml(
                    name: "anchorage.kml",
                    content: """
                          <Placemark><LineString><coordinates>61.1743,-149.9963 -73.7781,40.6413</coordinates></LineString></Placemark>
                        """),
                fix:
                    "Write KML coordinates as `lon,lat[,alt]`, GPX as `lat=\"…\" lon=\"…\"` and a CSV point list's cells as decimal degrees (`51.4706`, not `51°28'14\"N`)."
            )
        case .coordinateMissing:
            return RuleHelp(
                meaning: """
                    A `gx:Track` vertex (`gx:coord`) is empty, as OpenTracks writes one where a recording paused: \
                    the point and the `when` at its place are skipped, as GPSBabel does, and the rest of the \
                    track is read.
                    """,
                example: .file(
                    name: "gap.kml",
                    text: """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
                          <Placemark><gx:Track><gx:coord>1 2 0</gx:coord><gx:coord> </gx:coord><gx:coord>3 4 0</gx:coord></gx:Track></Placemark>
                        </kml>
                        """),
                fix: "Remove the empty `gx:coord` and its `when`, or fill in the position.")
        case .routeTooShort:
            return RuleHelp(
                meaning: """
                    A flight (a `LineString`, `gx:Track`, GPX `rte` or `trk`) has one vertex, so it has no length \
                    and no direction. A KML `LineString` needs two or more coordinates by KML's own definition: an \
                    error. A track of one point (`gx:Track`, GPX `trk`: a phone app's one-fix track, a Location \
                    History place visit) and a GPX route of one point (GPX sets no least number of `rtept`, and \
                    viewers show it as its point) are read as a landmark instead, with a warning, as GPSBabel and \
                    togeojson read them. In KML and GPX a geometry with no vertex at all is `feature-skipped`; in \
                    GeoJSON an empty LineString is a warning of this rule.
                    """,
                example: .kml(
                    name: "one-point.kml",
                    content: """
                          <Placemark><name>LHR only</name><LineString><coordinates>-0.4543,51.47</coordinates></LineString></Placemark>
                        """),
                fix: "Add the other end of the flight, or write a single place as a landmark (KML `Point`, GPX `wpt`).")
        case .timeSyntax:
            return RuleHelp(
                meaning: """
                    A time is not ISO 8601 as KML and GPX define it (`2026-03-14T08:25:00Z`, a zone or `Z`; no zone \
                    is UTC), or in a CSV not one of the forms flight lists use. The flight stays, without that time.
                    """,
                example: .lineLHRToCDG(
                    name: "february.kml",
                    with: "<TimeSpan><begin>2026-02-30T08:00:00Z</begin><end>2026-03-01T09:00:00Z</end></TimeSpan>"),
                fix: "Write the date and time as `YYYY-MM-DDThh:mm:ssZ` (or with an offset such as `+01:00`).")
        case .timeOrder:
            return RuleHelp(
                meaning: """
                    Times go backwards: a `TimeSpan` ends before it begins, a track's point is earlier than the one \
                    before it, a CSV arrival is before its departure once both are in UTC.
                    """,
                example: .file(
                    name: "backwards.csv",
                    text: """
                        from,to,departure,arrival
                        LHR,JFK,2026-03-08T18:00Z,2026-03-08T12:00Z
                        """),
                fix: """
                    Check the dates and zones: a local time without a zone in a CSV is read at that row's airport, \
                    so an arrival written in the departure's zone comes out early.
                    """)
        case .progressOutOfRange:
            return RuleHelp(
                meaning: "An explicit progress (KML `Data`/`SimpleData`, GPX extension `progress`) is not a number in [0, 1].",
                example: .lineLHRToCDG(
                    name: "progress.kml",
                    with: #"<ExtendedData><Data name="progress"><value>150%</value></Data></ExtendedData>"#),
                fix: "Write the fraction flown as a number: `0.5` for half way.")
        case .duplicateID:
            return RuleHelp(
                meaning: """
                    Two features of the run state the same `id`. Ids name maps and link reports, so the second and \
                    later get a suffixed id (`hop-2`) and this error, naming the first; nothing is left out.
                    """,
                example: .kml(
                    name: "twice.kml",
                    content: """
                          <Placemark id="hop"><LineString><coordinates>1,2 3,4</coordinates></LineString></Placemark>
                          <Placemark id="hop"><LineString><coordinates>5,6 7,8</coordinates></LineString></Placemark>
                        """),
                fix: "Give each feature its own id, or leave the attribute out to get `FILE-N`.")
        case .noFeatures:
            return RuleHelp(
                meaning: """
                    The file is KML, GPX or a CSV flight list but holds no flight and no landmark (only polygons, \
                    say, or only a header row). It is not said of a file that already has an error: the error says \
                    why.
                    """,
                example: .kml(
                    name: "polygon.kml",
                    content: """
                          <Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>0,0 1,0 1,1 0,0</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
                        """),
                fix: "Check that this is the file you meant; routereport reads lines, tracks and points.")
        case .externalReference:
            return RuleHelp(
                meaning: """
                    The file refers to something outside it that routereport never loads: a DTD, an external \
                    entity, a `NetworkLink`, an XInclude. Reading them would let a file reach the network or the \
                    disk; the rest of the file is read.
                    """,
                example: .kml(
                    name: "linked.kml",
                    content: """
                          <NetworkLink><Link><href>https://example.com/flights.kml</href></Link></NetworkLink>
                          <Placemark><Point><coordinates>-0.4543,51.47</coordinates></Point></Placemark>
                        """),
                fix: "Download the linked file and give it to routereport as well; remove the DTD.")
        case .inputLimit:
            return RuleHelp(
                meaning: """
                    The input passes a safety limit: nesting deeper than 256 elements, more than 1,000 attributes on \
                    one element, one text over 10,000,000 bytes (coordinates excepted), entity expansion. Such a \
                    file is hostile or broken; it is not read, and the rest of the batch goes on. A file of more \
                    than 1,000,000 flights and landmarks keeps the first 1,000,000; the rest of it is not read. \
                    `validate` checks a CSV flight list or a GPX file in batches as it reads, so there the cap is \
                    50,000,000. A big XML file whose root element starts past its first 2 MiB (comments before \
                    it) is a warning: it is not checked against its schema.
                    """,
                example: .situation(
                    command: "routereport validate deep.kml   # <kml> and 300 nested <Folder>",
                    output:
                        "deep.kml:3:2056: error: libxml2 safety limit: Excessive depth in document: 256 use XML_PARSE_HUGE option [input-limit]"
                ),
                fix: """
                    Check where the file came from; a real export never comes near these limits. Split a data \
                    set of over a million places into several files.
                    """)
        case .unreadableFile:
            return RuleHelp(
                meaning: """
                    A FILE could not be opened or read: it does not exist, is a folder, is not a regular file (a \
                    FIFO or device), or reading failed. Met in a folder walk (a broken link, a FIFO), it is a \
                    warning and the walk goes on.
                    """,
                example: .situation(
                    command: "routereport validate missing.kml",
                    output: "missing.kml: error: no such file [unreadable-file]"),
                fix: "Check the path and the permissions; pipe a stream to `-` rather than naming a FIFO.")
        case .archiveInvalid:
            return RuleHelp(
                meaning: """
                    A KMZ is not a zip that routereport can read safely: corrupt or truncated, encrypted, an entry \
                    whose name leaves the archive, or no `.kml` inside.
                    """,
                example: .situation(
                    command: "routereport validate truncated.kmz",
                    output:
                        "truncated.kmz: error: the KMZ archive is corrupt: no end of central directory record (not a zip archive) [archive-invalid]"
                ),
                fix: "Export the KMZ again, or unzip it and give routereport the `doc.kml` inside.")
        case .noInput:
            return RuleHelp(
                meaning: """
                    A folder given holds no `.kml`, `.kmz`, `.gpx`, `.geojson` or `.csv` file. When other inputs were read it \
                    is a warning; when nothing at all could be read it is an error, and the run ends at once with \
                    status 1, writing no report.
                    """,
                example: .situation(
                    command: "routereport validate empty/",
                    output: "empty/: error: no KML, KMZ, GPX, GeoJSON, CSV, IGC, NMEA or TCX files found [no-input]"),
                fix: "Name the folder that holds the files, or check the extensions (`.kml`, `.kmz`, `.gpx`, `.geojson`, `.csv`)."
            )
        case .unknownAirport:
            return RuleHelp(
                meaning: """
                    An airport code in a CSV row or a route string is not an IATA (three letters) or ICAO (four) \
                    code of the embedded table, or names two airports. The message suggests the codes one letter \
                    away, or the airports of a city written instead of a code. The flight is left out. A cell may \
                    hold more than the code (`London Heathrow (LHR)`, `Frankfurt / Frankfurt (FRA/EDDF)`, \
                    `LHR/EGLL`); an FAA identifier that names one airport (`O69`) is read as it, with a note.
                    """,
                example: .file(
                    name: "typo.csv",
                    text: """
                        from,to
                        LHR,JFKK
                        """),
                fix: "Write the airport's IATA or ICAO code (`JFK` or `KJFK`).")
        case .csvSyntax:
            return RuleHelp(
                meaning: """
                    A CSV row cannot be read as its header says: a quote that is never closed (it takes the rest of \
                    the file), several routes in one `from` field, a row so short that an airport cell (or a point \
                    list's latitude or longitude cell) is missing. A row with fewer fields than the header but both \
                    airports is read, the missing trailing cells empty (older exports leave them out).
                    """,
                example: .file(
                    name: "short.csv",
                    text: """
                        from,to,departure,arrival
                        LHR
                        """),
                fix: "Give each row its airports, and close every quote.")
        case .readAs:
            return RuleHelp(
                meaning: """
                    A note, once per flight list: the export routereport read the file as (OpenFlights, \
                    myFlightradar24, Flighty, a ForeFlight logbook, …, or a spreadsheet flight list), recognised from \
                    its header, its first line or its separator, and the columns it did not use. A row that is no \
                    flight (a blank line, a subtotal) and an airport code read as an FAA identifier are notes too. \
                    Notes never change the exit status, and `--strict` leaves them notes.
                    """,
                example: .file(
                    name: "openflights.csv",
                    text: """
                        Date,From,To,Flight_Number,Airline,Distance,Duration,Seat,Seat_Type,Class,Reason,Plane,Registration,Trip,Note,From_OID,To_OID,Airline_OID,Plane_OID
                        2014-03-02 10:30:00,LHR,JFK,BA117,British Airways,,,,,,,,,,,,,,
                        """),
                fix: """
                    Nothing to fix when the dialect is the program that wrote the file. When it is not, or a column \
                    you need is among those not used, rename that column to one of the names the dialect table lists \
                    (docs/inputs.md).
                    """)
        case .sameAirport:
            return RuleHelp(
                meaning: """
                    A flight, or a leg of a CSV row or route string, goes from an airport to itself: a 0 km flight, \
                    almost always a mistyped `from` or `to` (`LHR,LHR`). Judged for airport lists and for lines of \
                    exactly two points at one place; a drawn line that ends where it began is a loop, not this.
                    """,
                example: .flightList(
                    name: "loop.csv", rows: "LHR,LHR,2026-03-14 08:25,2026-03-14 11:15,BA 117"),
                fix: "Correct the airport code that is wrong.")
        case .implausibleSpeed:
            return RuleHelp(
                meaning: """
                    The distance over the time between departure and arrival is a speed no aircraft flies: over \
                    1,300 km/h average ground speed (an airliner in the strongest jet stream has been clocked near \
                    1,290 km/h), or under 50 km/h over an hour or more. A time, a date or an airport is wrong. A \
                    recorded track (a time on every point) is judged only for the first: it may be a walk.
                    """,
                example: .flightList(
                    name: "rocket.csv", rows: "LHR,SYD,2026-03-14T08:00Z,2026-03-14T10:00Z,QF 2"),
                fix: "Check the departure and arrival (their dates and zones) and both airports.")
        case .implausibleDuration:
            return RuleHelp(
                meaning: """
                    A flight lasts over 22 h (22 h a leg for a route with stops): the longest scheduled flights \
                    take under 19 h, so a date is mistyped (a year wrong in one of the two times makes a flight of \
                    decades). Recorded tracks are not judged: a GPS may log for days.
                    """,
                example: .flightList(
                    name: "long.csv", rows: "LHR,JFK,2026-03-14T08:25Z,2026-03-16T13:15Z,BA 117"),
                fix: "Correct the arrival's (or the departure's) date.")
        case .implausibleDate:
            return RuleHelp(
                meaning: """
                    A departure is more than a year (366 days) after the reference time (`--at`, \
                    `$SOURCE_DATE_EPOCH` or now), or before 1903, when no powered aircraft flew: a mistyped year, \
                    or a device clock that was never set.
                    """,
                example: .flightList(
                    name: "future.csv", rows: "LHR,JFK,2205-03-14T08:25Z,2205-03-14T16:15Z,BA 117"),
                fix: "Correct the year.")
        case .duplicateFlight:
            return RuleHelp(
                meaning: """
                    The same flight is listed twice in the run: the same departure date (UTC), the same route \
                    (vertices) and the same name or flight number. The second listing names the first; it stays in \
                    the reports, and statistics count the flight once. Flights without a departure are not judged.
                    """,
                example: .flightList(
                    name: "twice.csv", rows: "LHR,JFK,2026-03-14T08:25Z,2026-03-14T16:15Z,BA 117",
                    "LHR,JFK,2026-03-14T08:25Z,2026-03-14T16:15Z,BA 117"),
                fix: "Remove the second row, or give it its real date if it is another flight.")
        case .coordinatesSwapped:
            return RuleHelp(
                meaning: """
                    A flight's start or end is far from every airport (none within 50 km), but with latitude and \
                    longitude swapped it lies within 3 km of one: the coordinates are written in the wrong order. \
                    KML writes `lon,lat`; a pair copied from a map as `lat,lon` stays in range and lands elsewhere \
                    (Heathrow's `51.4706,-0.4619` read as KML is in the Indian Ocean).
                    """,
                example: .kml(
                    name: "heathrow.kml",
                    content: """
                          <Placemark><LineString><coordinates>51.4706,-0.4619 -73.7781,40.6413</coordinates></LineString></Placemark>
                        """),
                fix: "Swap the two numbers of that vertex (KML: longitude first).")
        case .kmlSchema:
            return RuleHelp(
                meaning: """
                    A KML 2.2 document is checked against the OGC KML 2.2 schema with Google's `gx` extension \
                    (embedded in routereport, checked by libxml2 as the file is read). An error where viewers lose or \
                    misread data: an element KML does not declare (a misspelt `<Linestring>` makes Google Earth draw \
                    nothing), a value not of its type (a colour is exactly eight hex digits in aabbggrr order, a \
                    boolean 1, 0, true or false, an `altitudeMode` one of KML's; `relativeToSeaFloor` and \
                    `clampToSeaFloor` only as `gx:altitudeMode`), a required part missing. A warning where they read \
                    it anyway: an element out of the schema's order, an extension where KML allows none. KML 2.0 and \
                    2.1 files have no schema here and are not checked.
                    """,
                example: .kml(
                    name: "styled.kml",
                    content: """
                          <Document><Style id="s"><LineStyle><color>#ff0000</color></LineStyle></Style>
                          <Placemark><name>Route</name><Linestring><coordinates>-0.45,51.47 -73.78,40.64</coordinates></Linestring></Placemark>
                          </Document>
                        """),
                fix: """
                    Write the element as KML spells it and in the order the schema gives (the message names what is \
                    expected), and each value in its type; `xmllint --noout --schema` with the schemas in \
                    `Sources/RouteReportCore/Input/Schemas` shows libxml2's own words.
                    """)
        case .styleReference:
            return RuleHelp(
                meaning: """
                    A `styleUrl` (of a feature, or of a StyleMap's Pair) names `#id`, and no Style or StyleMap in the \
                    file has that id: Google Earth draws the feature in its default style (a white line, a yellow \
                    pin) and says nothing. References to other files (`styles.kml#id`) are not checked.
                    """,
                example: .file(
                    name: "styled.kml",
                    text: """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
                          <Style id="route"><LineStyle><color>ff0000ff</color></LineStyle></Style>
                          <Placemark><styleUrl>#rout</styleUrl><LineString><coordinates>-0.45,51.47 -73.78,40.64</coordinates></LineString></Placemark>
                        </Document></kml>
                        """),
                fix: "Name a Style or StyleMap the file declares (ids are case-sensitive), or add the style.")
        case .schemaReference:
            return RuleHelp(
                meaning: """
                    A SchemaData's `schemaUrl` names `#id`, and no Schema in the file has that id: GDAL, QGIS and \
                    Google Earth's table view read its SimpleData without their declared types (or not at all).
                    """,
                example: .typedKML(schemaUrl: "#flights", field: "seat"),
                fix: "Name the Schema the file declares, or declare it in the Document.")
        case .schemaField:
            return RuleHelp(
                meaning: """
                    A SimpleData's `name` is not a SimpleField of the Schema its SchemaData names: GDAL and QGIS build \
                    their attribute table from the Schema and leave the value out.
                    """,
                example: .typedKML(schemaUrl: "#flight", field: "sEat"),
                fix: "Spell the field as its SimpleField does (names are case-sensitive), or declare the field.")
        case .gpxSchema:
            return RuleHelp(
                meaning: """
                    A GPX document is checked against the GPX 1.0 or 1.1 schema its namespace declares (TopoGrafix, \
                    embedded in routereport, checked by libxml2 as the file is read). An error where readers lose or \
                    misread data: an element GPX does not declare (`speed` and `course` exist only in GPX 1.0), a \
                    value not of its type (a `time` is an xsd:dateTime: a `T` between date and time, an offset as \
                    `+02:00`), a required attribute missing. A warning where they read it anyway: an element out of \
                    the schema's order, an extension element outside `<extensions>` or without a namespace. A \
                    point's `lat` and `lon` are checked by the coordinate rules.
                    """,
                example: .file(
                    name: "run.gpx",
                    text: """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <gpx version="1.1" creator="watch" xmlns="http://www.topografix.com/GPX/1/1">
                          <trk><trkseg>
                            <trkpt lat="46.5" lon="6.6"><time>2026-01-01 10:30:00</time></trkpt>
                            <trkpt lat="46.6" lon="6.7"><ele>380</ele><speed>3.1</speed></trkpt>
                          </trkseg></trk>
                        </gpx>
                        """),
                fix: """
                    Write times as xsd:dateTime, move GPX 1.0's elements of a GPX 1.1 file into `<extensions>` (or \
                    declare the file GPX 1.0), and keep each point's children in the schema's order: ele, time, then \
                    the rest.
                    """)
        }
    }
}

extension RuleHelp.Example {
    /// A KML 2.2 file (`name`) whose `kml` element holds `content`.
    static func kml(name: String, content: String) -> Self {
        .file(
            name: name,
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <kml xmlns="http://www.opengis.net/kml/2.2">
                \(content)
                </kml>
                """)
    }

    /// A KML file (`name`) of one placemark, the line LHR to CDG with `child` before it;
    /// the time and progress rules' examples differ only there.
    static func lineLHRToCDG(name: String, with child: String) -> Self {
        .kml(
            name: name,
            content: """
                  <Placemark>
                    \(child)
                    <LineString><coordinates>-0.4543,51.47 2.55,49.0097</coordinates></LineString>
                  </Placemark>
                """)
    }

    /// A GPX 1.1 file (`name`) whose `gpx` element holds `content`.
    static func gpx(name: String, content: String) -> Self {
        .file(
            name: name,
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <gpx version="1.1" creator="example" xmlns="http://www.topografix.com/GPX/1/1">
                \(content)
                </gpx>
                """)
    }

    /// A flight list (`name`.csv) with the columns `from,to,departure,arrival,name` and
    /// these rows.
    static func flightList(name: String, rows: String...) -> Self {
        .file(name: name, text: (["from,to,departure,arrival,name"] + rows).joined(separator: "\n"))
    }

    /// typed.kml: a Schema `flight` declaring the field `seat`, and a placemark whose
    /// SchemaData names `schemaUrl` and whose SimpleData names `field`; the schema rules'
    /// examples differ only there.
    static func typedKML(schemaUrl: String, field: String) -> Self {
        .file(
            name: "typed.kml",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
                  <Schema id="flight" name="flight"><SimpleField name="seat" type="string"/></Schema>
                  <Placemark><ExtendedData><SchemaData schemaUrl="\(schemaUrl)"><SimpleData name="\(field)">12A</SimpleData></SchemaData></ExtendedData>
                  <Point><coordinates>2.35,48.85</coordinates></Point></Placemark>
                </Document></kml>
                """)
    }
}
