import Foundation

/// The `--help` text and the tool's version.
enum Usage {
    static let version = "0.1.0"

    /// The OPTIONS section, from the option table: the label column 25 wide.
    static let optionLines = optionLines(OptionSpec.all)

    static func optionLines(_ specs: [OptionSpec]) -> String {
        specs.map { spec in
            let label = "  " + spec.helpLabel
            let first =
                label.count < 25
                ? label.padding(toLength: 25, withPad: " ", startingAt: 0) : label + "\n" + String(repeating: " ", count: 25)
            return first + "  " + spec.helpLines.joined(separator: "\n" + String(repeating: " ", count: 27))
        }.joined(separator: "\n")
    }

    /// What `routereport` alone prints (on stderr, status 2): how to start.
    static let short = """
        USAGE: routereport [report|validate|merge] [OPTIONS] FILE...

        EXAMPLES:
          routereport LHR-JFK                    reports for one flight, into reports/
          routereport flights/ logbook.csv       every KML, KMZ, GPX, GeoJSON and CSV file there
          routereport validate --strict data/    check only, as in CI

        See 'routereport --help' for the options, 'routereport help validate' for a command's.
        """

    /// `--help` of one command (`validate --help`, `help merge`): its usage and only the
    /// options it takes; nil, the whole help.
    static func help(for command: Command?) -> String {
        guard let command else { return help }
        let (usage, what, examples): (String, String, [String])
        switch command {
        case .report:
            usage = "routereport [report] [OPTIONS] FILE...\n       routereport [report] --shard K/N [OPTIONS] FILE..."
            what = "Writes the reports (routes.kml, report.md, report.json, maps) of FILE... into the output folder."
            examples = [
                "routereport LHR-JFK", "routereport --format json,svg -o out flights/",
                "routereport --shard 2/3 -o shard-2 inputs/",
            ]
        case .validate:
            usage = "routereport validate [OPTIONS] FILE..."
            what = "Checks FILE... and prints the diagnostics; writes no report. For CI: see docs/ci.md."
            examples = [
                "routereport validate --strict data/", "routereport validate --diagnostics sarif data/ > routereport.sarif",
                "routereport validate --diagnostics github data/",
            ]
        case .merge:
            usage = "routereport merge [OPTIONS] SHARD-DIR..."
            what = "Joins the output folders of shards 1...N of one run into the reports that run would write."
            examples = ["routereport merge -o reports shard-1 shard-2 shard-3"]
        }
        return """
            USAGE: \(usage)

              \(what)

            OPTIONS:
            \(optionLines(OptionSpec.all.filter { $0.commands.contains(command) }))

            EXAMPLES:
            \(examples.map { "  " + $0 }.joined(separator: "\n"))

            See 'routereport --help' for every command, and docs/rules.md for what each diagnostic means.
            """
    }

    static let help = """
        OVERVIEW: Flight and landmark reports from GPX, KML, KMZ and GeoJSON files.

        Reads flights (KML LineString/gx:Track, GPX rte/trk, GeoJSON LineString) and
        landmarks (KML Point, GPX wpt, GeoJSON Point), computes WGS84 geodesic distances,
        endpoint circles, geodesic paths, the map rect a 300x300 map view shows and each
        flight's progress, and writes routes.kml, report.md, report.json and an SVG map
        per flight.

        USAGE: routereport [report] [OPTIONS] FILE...
               routereport validate [OPTIONS] FILE...
               routereport [report] --shard K/N [OPTIONS] FILE...
               routereport merge [OPTIONS] SHARD-DIR...

          FILE may be a .kml, .kmz, .gpx or .geojson file or a CSV flight list
          (recognised by content), a directory (searched for .kml, .kmz, .gpx, .geojson
          and .csv files, and .json files that are GeoJSON, skipping folders that hold
          routereport's output), - for standard input, or a route of airport codes such
          as LAX-JFK-SIN or LAX-JFK,SFO-NRT.

        OPTIONS:
        \(optionLines)

        EXIT STATUS:
          0 done (warnings allowed), 1 an input had an error (the other inputs are still
          reported) or no input could be read (then nothing is written), 2 bad usage,
          shards that do not make up one run, or files in the output folder that
          routereport did not write (without --force), 3 the reports could not be
          written, 130/143/129 interrupted by SIGINT/SIGTERM/SIGHUP.

        EXAMPLES:
          routereport inputs/*.kml
          routereport LHR-JFK
          routereport logbook.csv
          routereport --at 2026-01-01T12:00:00Z --format json,svg -o out flights/
          routereport validate --strict --diagnostics github data/
          cat flight.gpx | routereport --format json -
          routereport --shard 2/3 -o shard-2 inputs/ && routereport merge shard-* -o reports
        """
}
