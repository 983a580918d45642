import Foundation
import Testing

/// `routereport validate` on the CSVs geodata repositories hold, through the built
/// binary: a point list is read as landmarks, and a file's verdict does not depend on
/// what else is given beside it (a pre-commit hook names only the staged files).
@Suite("Validate point lists", .serialized)
struct ValidatePointListTests {
    static let stations = "name,lat,lon\nZürich HB,47.3779,8.5403\nBern,46.9490,7.4391\n"
    static let levels = "station,value\nA,3\n"

    static func workspace() throws -> String {
        let directory = try ValidateBinary.makeDirectory()
        try ValidateBinary.write(stations, to: directory + "/stations.csv")
        try ValidateBinary.write(levels, to: directory + "/levels.csv")
        try ValidateBinary.write(ValidateCommandTests.cleanGPX, to: directory + "/clean.gpx")
        return directory
    }

    @Test("A CSV of stations is read as landmarks, one a row, alone or beside a GPX")
    func stationsAreLandmarks() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let alone = try ValidateBinary.run(["validate", "stations.csv"], in: directory)
        #expect(alone.status == 0)
        #expect(
            alone.standardError
                == "stations.csv:1:1: note: read as a point list, a landmark a row [read-as]\nroutereport: 1 file, 0 flights, 2 landmarks; 0 errors, 0 warnings\n"
        )
        let beside = try ValidateBinary.run(["validate", "--quiet", "stations.csv", "clean.gpx"], in: directory)
        #expect(beside.status == 0)
    }

    @Test("A table that is neither, named: the same error alone and beside a GPX")
    func sameVerdictWhateverIsBeside() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let alone = try ValidateBinary.run(["validate", "--quiet", "levels.csv"], in: directory)
        let beside = try ValidateBinary.run(["validate", "--quiet", "levels.csv", "clean.gpx"], in: directory)
        #expect(alone.status == 1 && beside.status == 1)
        let line = alone.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(line.hasPrefix("levels.csv:1:1: error: the CSV file is neither a flight list nor a point list"))
        #expect(line.hasSuffix("[unknown-format]"))
        #expect(beside.standardError.split(separator: "\n").first.map(String.init) == line)
    }

    @Test("In a folder's walk a table that is neither is a note and no input")
    func aFolderSkipsIt() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try ValidateBinary.run(["validate", "."], in: directory)
        #expect(outcome.status == 0)
        #expect(
            outcome.standardError.contains(
                "routereport: note: not reading ./levels.csv: it is neither a flight list nor a point list"))
        #expect(outcome.standardError.hasSuffix("routereport: 2 files, 1 flight, 3 landmarks; 0 errors, 0 warnings\n"))
    }
}
