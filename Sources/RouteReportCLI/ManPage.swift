/// The man page, `docs/routereport.1` (roff, man macros), made from the option table and
/// the usage text, so it says what `--help` says. A test makes it anew, compares it with
/// the committed page and renders it with groff and man.
enum ManPage {
    static var text: String {
        var page = [
            ".TH ROUTEREPORT 1 \"\" \"routereport \(Usage.version)\" \"User Commands\"",
            ".SH NAME",
            "routereport \\- flight and landmark reports from GPX, KML, KMZ, GeoJSON and CSV files",
            ".SH SYNOPSIS",
            synopsis("[report]", "[OPTIONS]", "FILE..."),
            ".br",
            synopsis("validate", "[OPTIONS]", "FILE..."),
            ".br",
            synopsis("[report]", "\\-\\-shard K/N [OPTIONS]", "FILE..."),
            ".br",
            synopsis("merge", "[OPTIONS]", "SHARD\\-DIR..."),
            ".SH DESCRIPTION",
            text(
                "Reads flights (KML LineString and gx:Track, GPX rte and trk, GeoJSON LineString and MultiLineString,"
                    + " CSV flight lists, route strings such as LHR-JFK) and landmarks (KML Point, GPX wpt, GeoJSON Point"
                    + " and MultiPoint), computes WGS84 geodesic distances, endpoint circles,"
                    + " geodesic paths, map rects and each flight's progress, and writes routes.kml, report.md,"
                    + " report.json and an SVG map per flight."),
            ".PP",
            text(
                "FILE may be a .kml, .kmz, .gpx or .geojson file or a CSV flight list (recognised by content), a"
                    + " directory (searched for .kml, .kmz, .gpx, .geojson and .csv files, and .json files that are"
                    + " GeoJSON), - for standard input, or a route of airport codes."),
            ".SH COMMANDS",
        ]
        for (word, meaning) in CompletionScript.commands {
            page += [".TP", ".B " + word, text(meaning.prefix(1).uppercased() + meaning.dropFirst() + ".")]
        }
        page.append(".SH OPTIONS")
        for spec in OptionSpec.all {
            var label = (spec.short.map { "\\fB\\-\($0)\\fR, " } ?? "") + "\\fB" + roff(spec.spelledLong) + "\\fR"
            if let name = spec.valueName {
                label += " \\fI" + roff(name.contains(where: \.isUppercase) ? name : name.uppercased()) + "\\fR"
            }
            var description = spec.help.joined(separator: " ")
            if let shown = spec.defaultText { description += " (default: " + shown + ")" }
            if spec.commands != Command.allCases {
                description += ". Commands: " + spec.commands.map(\.rawValue).joined(separator: ", ")
            }
            page += [
                ".TP", label, text(description.hasSuffix(".") || description.hasSuffix(")") ? description : description + "."),
            ]
        }
        page += [
            ".SH EXIT STATUS",
            ".TP", ".B 0", text("Done (warnings allowed)."),
            ".TP", ".B 1", text("An input had an error (the other inputs are still reported), or no input could be read."),
            ".TP", ".B 2",
            text(
                "Bad usage, a corrupt shard state, shards that do not make up one run, or files in the output folder "
                    + "that routereport did not write (without --force; nothing is written)."),
            ".TP", ".B 3", text("The reports could not be written."),
            ".TP", ".B 130, 143, 129", text("Interrupted by SIGINT, SIGTERM or SIGHUP."),
            ".SH ENVIRONMENT",
            ".TP", ".B SOURCE_DATE_EPOCH", text("The reference time when --at is not given (whole seconds since 1970)."),
            ".TP", ".B GITHUB_ACTIONS", text("When true, --diagnostics github keeps within what GitHub shows."),
            ".TP", ".B GITHUB_STEP_SUMMARY", text("In GitHub Actions, validate appends a Markdown summary to this file."),
            ".SH EXAMPLES",
        ]
        for example in [
            "routereport LHR-JFK", "routereport logbook.csv", "routereport validate --strict --diagnostics github data/",
            "routereport validate --diagnostics sarif data/ > routereport.sarif",
            "routereport --shard 2/3 -o shard-2 inputs/ && routereport merge -o reports shard-*",
        ] {
            page += [".PP", ".nf", text(example), ".fi"]
        }
        page += [
            ".SH SEE ALSO",
            text("docs/rules.md (every diagnostic, with an example and its fix), docs/ci.md (GitHub Actions, pre-commit)."),
        ]
        return page.joined(separator: "\n") + "\n"
    }

    private static func synopsis(_ command: String, _ options: String, _ files: String) -> String {
        ".B routereport\n" + command + " " + options + " \\fI" + files + "\\fR"
    }

    /// `text` escaped for roff: a backslash written `\e`, a hyphen `\-`, and a line that
    /// would start with a control character guarded by `\&`.
    static func text(_ text: String) -> String {
        let escaped = roff(text)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    private static func roff(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
    }
}
