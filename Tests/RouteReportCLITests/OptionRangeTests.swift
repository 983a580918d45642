import Foundation
import Testing

@testable import RouteReportCLI
@testable import RouteReportCore

/// Option values outside their ranges (the option table's `check`) are usage errors, as
/// typed and as a shard's state brings them: they once crashed (`--radius-divisor
/// 1e-300`), asked for 1.3 GB (`--viewport 100000000x100000000`), wrote `-inf` into
/// report.json (`--padding 1e308`) or a rect 130 worlds wide (`--padding 150` on 300).
@Suite struct OptionRangeTests {
    static func problem(_ arguments: [String]) -> String? {
        do {
            _ = try OptionParser.parse(arguments + ["x.kml"], pathExists: { _ in true })
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: [
        (
            ["--radius-divisor", "1e-300"],
            "The value '1e-300' is invalid for '--radius-divisor': expected a number from 1 to 1000000"
        ),
        (["--radius-divisor", "0.5"], "The value '0.5' is invalid for '--radius-divisor': expected a number from 1 to 1000000"),
        (
            ["--viewport", "100000000x100000000"],
            "The value '100000000x100000000' is invalid for '--viewport': expected WIDTHxHEIGHT, each from 1 to 10000 points"
        ),
        (
            ["--viewport", "0.5x300"],
            "The value '0.5x300' is invalid for '--viewport': expected WIDTHxHEIGHT, each from 1 to 10000 points"
        ),
        (
            ["--padding", "150"],
            "The value '150' is invalid for '--padding': expected edges that take less than half of the 300x300 viewport (left + right under 150, top + bottom under 150)"
        ),
        (
            ["--padding", "1e308"],
            "The value '1e+308' is invalid for '--padding': expected edges that take less than half of the 300x300 viewport (left + right under 150, top + bottom under 150)"
        ),
        (
            ["--viewport", "100x40", "--padding", "0,30,10,20"],
            "The value '0,30,10,20' is invalid for '--padding': expected edges that take less than half of the 100x40 viewport (left + right under 50, top + bottom under 20)"
        ),
        (
            ["--max-segment", "0.01"],
            "The value '0.01' is invalid for '--max-segment': expected a length in km from 0.1 to 20000"
        ),
        (["--max-segment", "-5"], "The value '-5' is invalid for '--max-segment': expected a number greater than 0"),
        (["--radius-divisor", "-1e3"], "The value '-1e3' is invalid for '--radius-divisor': expected a number greater than 0"),
        (["-j", "100000000"], "The value '100000000' is invalid for '--jobs': expected a whole number from 1 to 1024"),
        (["-o", ""], "The value '' is invalid for '-o': expected the path of a folder"),
    ])
    func outOfRangeIsAUsageError(arguments: [String], message: String) {
        #expect(Self.problem(arguments) == message)
    }

    @Test func theEdgesOfEachRangeAreAccepted() {
        for arguments in [
            ["--radius-divisor", "1"], ["--radius-divisor", "1000000"], ["--viewport", "1x10000", "--padding", "0"],
            ["--viewport", "10000x10000", "--padding", "4999,0,0,4999"], ["--padding", "74.9,75,75,74.9"],
            ["--max-segment", "0.1"], ["--max-segment", "20000"], ["-j", "1024"], ["--padding", "0"],
        ] {
            #expect(Self.problem(arguments) == nil, "\(arguments)")
        }
    }

    @Test func aShardStateWithAnOptionOutOfRangeIsRefusedAsCorrupt() throws {
        let work = try TemporaryFolder()
        let directory = CorruptShardStateTests.shard(count: 1, in: URL(fileURLWithPath: work.path))
        let path = directory + "/" + ShardState.fileName
        var state = try ShardState.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path)))).get()
        // Sealed by routereport's own encoder, as an editor who knows the format would.
        var options = try #require(OptionSpec.options(from: state.run.settings, like: CommandOptions()))
        options.map.radiusDivisor = 1e-300
        state.run.settings = OptionSpec.settings(of: options)
        try Data(state.encoded()).write(to: URL(fileURLWithPath: path))
        let (status, error) = ShardMergeEndToEndTests.run(["merge", "-o", work.path + "/out", directory])
        #expect(status == .usage)
        #expect(
            error.hasPrefix(
                "Error: '\(path)' is a corrupt shard state: The value '1e-300' is invalid for '--radius-divisor': expected a number from 1 to 1000000\n"
            ))
    }
}
