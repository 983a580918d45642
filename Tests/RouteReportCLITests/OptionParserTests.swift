import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

@Suite struct OptionParserTests {
    @Test func defaultsFollowTheSpec() throws {
        let options = try OptionParser.parse(["a.kml"])
        #expect(options.command == .report)
        #expect(options.output == "reports")
        #expect(options.formats == [.kml, .md, .json, .svg, .html])
        #expect(options.map.viewportWidth == 300 && options.map.viewportHeight == 300)
        #expect(options.map.padding == EdgePadding(all: 10))
        #expect(options.map.radiusDivisor == 100)
        #expect(options.map.maxSegment == 100_000)
        #expect(options.diagnostics == .text)
        #expect(!options.strict && !options.quiet)
        #expect(options.inputs == [.file("a.kml")])
    }

    @Test func everyOptionDecodes() throws {
        let options = try OptionParser.parse([
            "report", "--output", "o", "--format", "json,svg,json", "--at", "2026-01-01T12:00:00Z",
            "--viewport", "640x480", "--padding", "1,2,3,4", "--radius-divisor=50", "--max-segment", "25",
            "-j", "3", "--strict", "--diagnostics", "sarif", "-q", "x.gpx", "-",
        ])
        #expect(options.command == .report)
        #expect(options.output == "o")
        #expect(options.formats == [.json, .svg])
        #expect(options.map.referenceTime == 1_767_268_800)
        #expect(options.map.viewportWidth == 640 && options.map.viewportHeight == 480)
        #expect(options.map.padding == EdgePadding(top: 1, left: 2, bottom: 3, right: 4))
        #expect(options.map.radiusDivisor == 50)
        #expect(options.map.maxSegment == 25_000)
        #expect(options.jobs == 3)
        #expect(options.strict && options.quiet)
        #expect(options.diagnostics == .sarif)
        #expect(options.inputs == [.file("x.gpx"), .standardInput])
    }

    @Test(arguments: [
        (["--output"], "Missing value for '--output <dir>'"),
        (["-o"], "Missing value for '-o <dir>'"),
        ([] as [String], "Missing expected argument '<file> ...'"),
        (["--bogus", "a"], "Unknown option '--bogus'"),
        (["-x", "a"], "Unknown option '-x'"),
        (
            ["--format", "pdf", "a"],
            "The value 'pdf' is invalid for '--format': expected a comma-separated list of kml, md, json, svg, kmz, geojson, html"
        ),
        (
            ["--viewport", "300", "a"],
            "The value '300' is invalid for '--viewport': expected WIDTHxHEIGHT in points, such as 300x300"
        ),
        (
            ["--padding", "1,2", "a"],
            "The value '1,2' is invalid for '--padding': expected N or TOP,LEFT,BOTTOM,RIGHT, each 0 or more"
        ),
        (["--radius-divisor", "0", "a"], "The value '0' is invalid for '--radius-divisor': expected a number greater than 0"),
        (["-j", "0", "a"], "The value '0' is invalid for '-j': expected a whole number greater than 0"),
        (
            ["--at", "yesterday", "a"],
            "The value 'yesterday' is invalid for '--at': expected a time such as 2026-01-01T12:00:00Z, 2026-01-01 12:00 (UTC), 2026-01-01T12:00+01:00 or 2026-01-01"
        ),
        (
            ["--diagnostics", "xml", "a"],
            "The value 'xml' is invalid for '--diagnostics': expected one of text, github, sarif, json"
        ),
        (["--strict=yes", "a"], "'--strict' takes no value"),
    ])
    func usageErrorsSayWhatToChange(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try OptionParser.parse(arguments) }
    }

    @Test func maxMapsTakesACountFromZero() throws {
        #expect(try OptionParser.parse(["a.kml"]).maxMaps == 1000)
        #expect(try OptionParser.parse(["--max-maps", "0", "a.kml"]).maxMaps == 0)
        #expect(try OptionParser.parse(["--max-maps=25", "a.kml"]).maxMaps == 25)
        #expect(throws: UsageError.self) { try OptionParser.parse(["--max-maps", "-1", "a.kml"]) }
        #expect(throws: UsageError.self) { try OptionParser.parse(["--max-maps", "many", "a.kml"]) }
    }

    @Test func helpAndVersionNeedNoFiles() throws {
        #expect(try OptionParser.parse(["--help"]).showHelp)
        #expect(try OptionParser.parse(["-h"]).showHelp)
        #expect(try OptionParser.parse(["--version"]).showVersion)
    }
}
