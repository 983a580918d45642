/// The help of the rules about what of a KML or GPX object is read, and of the comments
/// that silence findings in those files (`RuleHelp`).
extension Rule {
    var readingHelp: RuleHelp {
        switch self {
        case .featureSkipped:
            return RuleHelp(
                meaning: """
                    A KML placemark or a GPX `rte` or `trk` gives neither a flight nor a landmark, and no error at its \
                    geometry says so: it has no geometry routereport reads (a misspelled one such as `<Linestring>`, \
                    which Google Earth ignores too, or none at all), or its geometry is empty. A warning, named at the \
                    placemark; the run's summary counts these. A placemark that holds only an area (`Polygon`) or a \
                    3D `Model` is a note: a flight map does not draw them. A track of one point is not skipped: it \
                    is read as a landmark, with a `route-too-short` warning.
                    """,
                example: .kml(
                    name: "typo.kml",
                    content: """
                          <Placemark><name>Route</name>
                            <Linestring><coordinates>-0.45,51.47 -73.78,40.64</coordinates></Linestring></Placemark>
                        """),
                fix:
                    "Spell the geometry as KML does (`LineString`, `Point`, `gx:Track`), give it coordinates, or remove the placemark."
            )
        case .coordinateNotNumber:
            return RuleHelp(
                meaning: """
                    A coordinate is not a number: a KML tuple with a value such as `51.47N` or `1,5` (a decimal comma), \
                    a tuple of one value, a GPX `lat` or `lon` attribute or a CSV point list's cell that is not a \
                    decimal number. The vertex \
                    cannot be placed, so its flight or landmark is left out. Values in range but in the wrong order \
                    are `coordinates-swapped`; numbers out of range are `coordinate-out-of-range`.
                    """,
                example: .gpx(
                    name: "degrees.gpx",
                    content: """
                          <wpt lat="51°28'N" lon="0°27'W"><name>LHR</name></wpt>
                        """),
                fix: "Write decimal degrees with a point (`51.4700`), negative for south and west.")
        case .trackTimeCount:
            return RuleHelp(
                meaning: """
                    A `gx:Track` pairs its `when` elements with its `gx:coord` elements one by one, so KML requires \
                    as many of each. When the counts differ, no pairing is sure: the track is read as a line without \
                    times (its progress and duration are then not known from it).
                    """,
                example: .file(
                    name: "track.kml",
                    text: """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
                          <Placemark><gx:Track>
                            <when>2026-03-14T08:00:00Z</when>
                            <gx:coord>-0.45 51.47</gx:coord><gx:coord>-73.78 40.64</gx:coord>
                          </gx:Track></Placemark>
                        </kml>
                        """),
                fix: "Give each `gx:coord` its `when` (an empty `<when/>` for a fix without a time), in the same order.")
        case .suppressionSyntax:
            return RuleHelp(
                meaning: """
                    A comment that starts with `routereport-` is read as a directive: `routereport-disable-line`, \
                    `routereport-disable-next-line` or `routereport-disable-file`, then the rules it silences \
                    (separated by commas or spaces), then optionally `:` and a reason. One that does not parse — \
                    another word, no rule named (there is no blanket form, which would silence rules added later), \
                    a rule routereport does not have, a rule that means the file was not read \
                    (`archive-invalid`, `input-limit`, `unreadable-file`, `no-input`), a `disable-line` spread over \
                    lines — silences nothing and gets this warning at the comment.
                    """,
                example: .gpx(
                    name: "logbook.gpx",
                    content: """
                          <!-- routereport-disable-next-line time-ordr: the logger's clock was reset -->
                          <wpt lat="51.47" lon="-0.45"><name>LHR</name></wpt>
                        """),
                fix: "Spell the directive and the rules as docs/rules.md does; name each rule the comment silences.")
        case .suppressionUnused:
            return RuleHelp(
                meaning: """
                    A `routereport-disable…` comment names a rule that has no finding where the comment points \
                    (its line, the next line, or the file). Files get re-exported and fixed; a stale comment would \
                    silence the next real finding there. Reported at the comment, once per rule.
                    """,
                example: .kml(
                    name: "clean.kml",
                    content: """
                          <!-- routereport-disable-next-line coordinate-syntax -->
                          <Placemark><Point><coordinates>2.35,48.85</coordinates></Point></Placemark>
                        """),
                fix: "Remove the rule from the comment, or the comment when it names no other.")
        default:
            return RuleHelp(meaning: summary, example: .situation(command: "", output: ""), fix: "")
        }
    }
}
