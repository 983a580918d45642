/// The `--help` text and the tool's version.
enum Usage {
    static let version = "0.1.0"

    static let help = """
    OVERVIEW: Flight and landmark reports from GPX and KML files.

    Reads flights (KML LineString/gx:Track, GPX rte/trk) and landmarks (KML Point, GPX
    wpt), computes WGS84 geodesic distances, endpoint circles, geodesic paths, the map
    rect a 300x300 map view shows and each flight's progress, and writes routes.kml,
    report.md, report.json and an SVG map per flight.

    USAGE: routereport [report] [OPTIONS] FILE...
           routereport validate [OPTIONS] FILE...
           routereport [report] --shard K/N [OPTIONS] FILE...
           routereport merge [OPTIONS] SHARD-DIR...

      FILE may be a .kml, .kmz or .gpx file or a CSV flight list (recognised by
      content), a directory (searched for .kml, .kmz, .gpx and .csv files), - for
      standard input, or a route of airport codes such as LAX-JFK-SIN or
      LAX-JFK,SFO-NRT.

    OPTIONS:
      -o, --output DIR         Where reports go (default: reports)
      --format LIST            Any of kml,md,json,svg,kmz (default: kml,md,json,svg;
                               kmz writes routes.kmz, routes.kml zipped)
      --route STRING           A route of airport codes, such as LHR-JFK (repeatable;
                               read as a route even where a file has that name)
      --at TIME                Reference time for progress, ISO 8601
                               (default: $SOURCE_DATE_EPOCH, else now)
      --viewport WxH           Map viewport in points (default: 300x300)
      --padding N|T,L,B,R      Edge padding in points (default: 10)
      --radius-divisor N       Endpoint circle radius = distance / N (default: 100)
      --max-segment KM         Densify geodesics to pieces of at most KM (default: 100)
      -j, --jobs N             Parallel workers (default: all cores)
      --strict                 Treat warnings as errors
      --diagnostics FORMAT     text or github (stderr), sarif or json (stdout)
                               (default: text)
      --shard K/N              Process only shard K of N: the inputs whose path's
                               FNV-1a 64 hash mod N is K-1; writes what merge needs
      -q, --quiet              No progress or summary on stderr
      -h, --help               Show this help
      --version                Show the version

    EXIT STATUS:
      0 done (warnings allowed), 1 an input had an error (the other inputs are still
      reported), 2 bad usage or shards that do not make up one run, 3 the reports
      could not be written.

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
