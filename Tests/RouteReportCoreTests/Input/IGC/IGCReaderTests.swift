import Foundation
import Testing

@testable import RouteReportCore

@Suite("IGC reader")
struct IGCReaderTests {
    static func read(_ text: String, file: String = "t.igc") -> InputDocument {
        InputReader.read(Array(text.utf8), file: file)
    }

    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int) -> Double {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return calendar.date(from: components)!.timeIntervalSince1970
    }

    static let head =
        "AXXXABC FLIGHT:1\nHFDTE160701\nHFPLTPILOTINCHARGE:Bill Bloggs\nHFGTYGLIDERTYPE:Schleicher ASH-25\nHFGIDGLIDERID:d-1234\n"

    @Test("A B record: time, position in degrees and thousandths of minutes, validity, two altitudes")
    func bRecord() throws {
        let fix = try IGCFix.parse(Array("B1602405407121N00249342WA0028000421FXA123".utf8)).get()
        #expect(fix.secondOfDay == 16 * 3600 + 2 * 60 + 40)
        #expect(abs(fix.coordinate.latitude - (54 + 7.121 / 60)) < 1e-12)
        #expect(abs(fix.coordinate.longitude - -(2 + 49.342 / 60)) < 1e-12)
        #expect(fix.isThreeDimensional)
        #expect(fix.pressureAltitude == 280 && fix.gnssAltitude == 421)
        let south = try IGCFix.parse(Array("B0000003330000S07000000EV-001200000".utf8)).get()
        #expect(south.coordinate == Coordinate(latitude: -33.5, longitude: 70))
        #expect(!south.isThreeDimensional && south.pressureAltitude == -12 && south.gnssAltitude == 0)
    }

    @Test(
        "Faulty B records: each names its column",
        arguments: [
            ("B1602405407121N00249342WA00280", 31), ("B16X2405407121N00249342WA0028000421", 2),
            ("B2502405407121N00249342WA0028000421", 2), ("B1602405407121X00249342WA0028000421", 15),
            ("B1602405467121N00249342WA0028000421", 10), ("B1602409107121N00249342WA0028000421", 8),
            ("B1602405407121N00249342WX0028000421", 25), ("B1602405407121N00249342WA00 8000421", 26),
            ("B1602405407121N00249342WA002800-421", 31), ("B1602405407121N18149342WA0028000421", 16),
        ])
    func faultyRecord(record: String, column: Int) {
        let result = IGCFix.parse(Array(record.utf8))
        guard case .failure(let fault) = result else {
            Issue.record("\(record) parsed")
            return
        }
        #expect(fault.column == column, "\(fault.message)")
    }

    @Test(
        "The date: HFDTEddmmyy, HFDTEDATE:ddmmyy,nn and with a space after the colon",
        arguments: ["HFDTE160701", "HFDTEDATE:160701,01", "HFDTEDATE: 160701,02", "HODTE160701"])
    func dateForms(record: String) throws {
        let document = Self.read(
            "AXXX001\n\(record)\nB1602405407121N00249342WA0028000421\nB1602455407126N00249300WA0028800429\n")
        let flight = try #require(InputFixtures.flights(document).first)
        #expect(flight.vertexTimes == [Self.utc(2001, 7, 16, 16, 2, 40), Self.utc(2001, 7, 16, 16, 2, 45)])
        #expect(InputFixtures.summary(document) == ["read-as note 1:1"])
        #expect(document.format == .igc)
    }

    @Test("A time below the one before is the next day: a flight across midnight UTC")
    func acrossMidnight() throws {
        let text =
            "AXXX001\nHFDTE311299\nB2359585407121N00249342WA0028000421\nB0000035407126N00249300WA0028800429\nB0100005407134N00249283WA0029000432\n"
        let flight = try #require(InputFixtures.flights(Self.read(text)).first)
        #expect(
            flight.vertexTimes == [
                Self.utc(1999, 12, 31, 23, 59, 58), Self.utc(2000, 1, 1, 0, 0, 3), Self.utc(2000, 1, 1, 1, 0, 0),
            ])
    }

    @Test("E, F, K, L, I, J, D and G records between fixes are skipped; CRLF, LF and CR lines read alike")
    func otherRecords() throws {
        let lines = [
            "AXXX001", "HFDTE160701", "I023638FXA3940SIU", "J010812HDT", "B1602405407121N00249342WA0028000421FXA",
            "E160245PEV", "F1602450609123624221821", "K16024809", "LXXXcomment", "D20331",
            "B1602455407126N00249300WV0028800429", "", "B1602505407134N00249283WA0029000432", "GABCDEF",
        ]
        var read: [[Coordinate]] = []
        for separator in ["\n", "\r\n", "\r"] {
            let document = Self.read(lines.joined(separator: separator) + separator)
            #expect(InputFixtures.summary(document) == ["read-as note 1:1"])
            read.append(try #require(InputFixtures.flights(document).first).vertices)
        }
        #expect(read[0].count == 3 && read[0] == read[1] && read[1] == read[2])
    }

    @Test("The pilot, glider type and registration from H records; the flight named after the pilot")
    func header() throws {
        let flight = try #require(
            InputFixtures.flights(
                Self.read(Self.head + "B1602405407121N00249342WA0028000421\nB1602455407126N00249300WA0028800429\n")
            ).first)
        #expect(flight.name == "Bill Bloggs")
        #expect(flight.details?.aircraft == "Schleicher ASH-25")
        #expect(flight.details?.registration == "D-1234")
        #expect(flight.source.line == 6)
    }

    @Test("A bad line is an igc-syntax error at its line and column; the other fixes are read")
    func syntaxFaults() throws {
        let text =
            Self.head
            + "B1602405407121N00249342WA0028000421\nB16024554071X6N00249300WA0028800429\nX junk\nB1602505407134N00249283WA0029000432\n"
        let document = Self.read(text)
        #expect(InputFixtures.summary(document) == ["read-as note 1:1", "igc-syntax error 7:8", "igc-syntax error 8:1"])
        #expect(try #require(InputFixtures.flights(document).first).vertices.count == 2)
    }

    @Test("No date record: an error, and the flight without times")
    func noDate() throws {
        let document = Self.read(
            "AXXX001\nB1602405407121N00249342WA0028000421\nB1602455407126N00249300WA0028800429\n")
        #expect(InputFixtures.summary(document) == ["read-as note 1:1", "igc-syntax error 1:1"])
        #expect(try #require(InputFixtures.flights(document).first).vertexTimes.isEmpty)
    }

    @Test("A fix at 0°N 0°E has no position: coordinate-missing, and it is no vertex")
    func noPosition() throws {
        let document = Self.read(
            "AXXX001\nHFDTE160701\nB1602400000000N00000000EV0000000000\nB1602400000000N00000000EV0000000000\n"
                + "B1602405407121N00249342WA0028000421\nB1602455407126N00249300WA0028800429\n"
        )
        #expect(InputFixtures.summary(document) == ["read-as note 1:1", "coordinate-missing warning 3:8"])
        #expect(document.diagnostics.last?.message.hasSuffix("(and 1 more like it)") == true)
        #expect(try #require(InputFixtures.flights(document).first).vertices.count == 2)
    }

    @Test("Altitude: GNSS for a 3D fix that has one, else pressure when the recorder has a barometer, else none")
    func altitudes() {
        func fix(_ valid: Bool, pressure: Int, gnss: Int) -> IGCFix {
            IGCFix(
                secondOfDay: 0, coordinate: Coordinate(latitude: 1, longitude: 1), isThreeDimensional: valid,
                pressureAltitude: pressure, gnssAltitude: gnss)
        }
        #expect(
            IGCAltitude.chosen([
                fix(true, pressure: 280, gnss: 421), fix(false, pressure: -12, gnss: 430), fix(true, pressure: 0, gnss: 0),
            ])
                == [421, -12, 0])
        #expect(IGCAltitude.chosen([fix(true, pressure: 0, gnss: 421), fix(false, pressure: 0, gnss: 430)]) == [421, nil])
    }

    @Test("Recognised by content: an A record then H records; a CSV header that starts with A is not IGC")
    func recognition() {
        func guess(_ text: String) -> InputSniffer.Guess {
            Array(text.utf8).withUnsafeBufferPointer { InputSniffer.guess($0) }
        }
        #expect(guess("AXXXABC FLIGHT:1\r\nHFDTE160701\r\n") == .igc)
        #expect(guess("\u{FEFF}ALXNQKFFLIGHT:3\nHFDTE160722\n") == .igc)
        #expect(guess("Airline,From,To\nHF,LHR,JFK\n") != .igc)
        #expect(guess("A note\nsome text\n") != .igc)
    }

    static let samples = ["27GLQKF3.igc", "92GV66G1.igc", "igc2.igc"]

    @Test(
        "Real recorders' files read as GPSBabel reads them: every fix's position, time and GNSS altitude",
        .enabled(if: GPSBabelTrack.isInstalled, "gpsbabel is not installed"), arguments: samples)
    func agreesWithGPSBabel(name: String) throws {
        let path = PackageRoot.tracks.appendingPathComponent("gpsbabel/" + name).path
        let document = InputReader.read(.file(path))
        let flight = try #require(InputFixtures.flights(document).first)
        let tracks = try GPSBabelTrack.tracks(format: "igc", path: path)
        let gnss = try #require(tracks.first { $0.name == "GNSSALTTRK" })
        #expect(flight.vertices.count == gnss.points.count)
        #expect(flight.vertexTimes.count == gnss.points.count)
        var state = IGCReadState(file: path)
        var lines = 0
        for line in try String(contentsOfFile: path, encoding: .utf8).split(whereSeparator: \.isNewline) {
            lines += 1
            state.take(Array(line.utf8), line: lines)
        }
        let altitudes = IGCAltitude.chosen(state.fixes)
        for (index, point) in gnss.points.enumerated() where index < flight.vertices.count {
            #expect(abs(flight.vertices[index].latitude - point.latitude) < 1e-8, "fix \(index)")
            #expect(abs(flight.vertices[index].longitude - point.longitude) < 1e-8, "fix \(index)")
            #expect(flight.vertexTimes[index] == point.time, "fix \(index)")
            // GPSBabel's GNSS track has the GNSS altitude whatever the fix's validity.
            if let altitude = point.altitude, state.fixes[index].isThreeDimensional {
                #expect(altitudes[index] == altitude, "fix \(index)")
                #expect(flight.vertexAltitudes[index] == altitude, "fix \(index)")
            }
        }
    }
}
