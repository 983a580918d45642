import Foundation
import Testing

@testable import RouteReportCore

@Suite("NMEA reader")
struct NMEAReaderTests {
    static func read(_ lines: [String], file: String = "t.nmea") -> InputDocument {
        InputReader.read(Array((lines.joined(separator: "\r\n") + "\r\n").utf8), file: file)
    }

    /// A sentence with its checksum, computed here independently of the reader.
    static func sentence(_ body: String) -> String {
        let sum = body.utf8.reduce(UInt8(0), ^)
        return "$" + body + "*" + String(format: "%02X", sum)
    }

    static let utc = IGCReaderTests.utc

    @Test("RMC and GGA of the same time are one fix: RMC's position and date, GGA's altitude above sea level")
    func pairs() throws {
        let document = Self.read([
            Self.sentence("GPGGA,032908.379,4231.8291,N,08807.3033,W,1,05,1.6,209.8,M,-34.2,M,0.0,0000"),
            Self.sentence("GPRMC,032908.379,A,4231.8291,N,08807.3033,W,0.17,138.92,070804,,"),
            Self.sentence("GNRMC,032909.500,A,4231.8300,N,08807.3000,W,0.17,138.92,070804,,,A"),
            Self.sentence("GNGGA,032909.500,4231.8300,N,08807.3000,W,1,05,1.6,-12.5,M,-34.2,M,,"),
        ])
        #expect(InputFixtures.summary(document) == ["read-as note 1:1"])
        #expect(document.format == .nmea)
        let flight = try #require(InputFixtures.flights(document).first)
        #expect(flight.vertices.count == 2)
        #expect(abs(flight.vertices[0].latitude - (42 + 31.8291 / 60)) < 1e-12)
        #expect(abs(flight.vertices[0].longitude - -(88 + 7.3033 / 60)) < 1e-12)
        #expect(
            flight.vertexTimes == [Self.utc(2004, 8, 7, 3, 29, 8) + 0.379, Self.utc(2004, 8, 7, 3, 29, 9) + 0.5])
        var state = NMEAReadState(file: "t")
        for (index, line) in [
            Self.sentence("GPGGA,032908.379,4231.8291,N,08807.3033,W,1,05,1.6,209.8,M,-34.2,M,0.0,0000"),
            Self.sentence("GPGGA,032909,4231.8291,N,08807.3033,W,1,05,1.6,,M,,M,,"),
        ].enumerated() {
            state.take(Array(line.utf8), line: index + 1)
        }
        #expect(state.fixes.map(\.altitude) == [209.8, nil])
    }

    @Test("Paired by time, not by order: a second with one of them only, a sentence out of order")
    func pairedByTime() throws {
        let document = Self.read([
            Self.sentence("GPGGA,093156.000,5333.4037,N,00951.9344,E,1,06,1.7,47.5,M,46.0,M,,0000"),
            Self.sentence("GPRMC,093156.500,A,5333.4037,N,00951.9345,E,0.20,171.41,170807,,,A"),
            Self.sentence("GPGGA,093156.500,5333.4037,N,00951.9345,E,1,06,1.7,47.8,M,46.0,M,,0000"),
            Self.sentence("GPRMC,093158.500,A,5333.4037,N,00951.9347,E,0.09,180.87,170807,,,A"),
            Self.sentence("GPRMC,093158.000,A,5333.4037,N,00951.9346,E,0.28,175.83,170807,,,A"),
            Self.sentence("GPGGA,093158.000,5333.4037,N,00951.9346,E,1,06,1.7,48.4,M,46.0,M,,0000"),
            Self.sentence("GPGGA,093158.500,5333.4037,N,00951.9347,E,1,06,1.7,48.4,M,46.0,M,,0000"),
        ])
        #expect(InputFixtures.summary(document) == ["read-as note 1:1"])
        let flight = try #require(InputFixtures.flights(document).first)
        let day = Self.utc(2007, 8, 17, 9, 31, 56)
        // The first GGA comes before any RMC: it takes the first RMC's date.
        #expect(flight.vertexTimes == [day, day + 0.5, day + 2, day + 2.5])
        #expect(abs(flight.vertices[1].longitude - (9 + 51.9345 / 60)) < 1e-12)
    }

    @Test("Fixes before the first RMC across midnight take the day before its date")
    func backfillAcrossMidnight() throws {
        let document = Self.read([
            Self.sentence("GPGGA,235959,5013.476,N,01710.477,E,1,09,0.8,468.7,M,0.0,M,,"),
            Self.sentence("GPGGA,000000,5013.476,N,01710.479,E,1,09,0.8,471.1,M,0.0,M,,"),
            Self.sentence("GPRMC,000001,A,5013.476,N,01710.478,E,0.0,0.0,010120,,"),
            Self.sentence("GPRMC,000002,A,5013.477,N,01710.478,E,0.0,0.0,010120,,"),
        ])
        let flight = try #require(InputFixtures.flights(document).first)
        let midnight = Self.utc(2020, 1, 1, 0, 0, 0)
        #expect(flight.vertexTimes == [midnight - 1, midnight, midnight + 1, midnight + 2])
    }

    @Test("ZDA dates GGA-only logs; a GGA-only log without ZDA has no times, and says so")
    func zda() throws {
        let dated = Self.read([
            Self.sentence("GPZDA,235959,31,12,2019,00,00"),
            Self.sentence("GPGGA,235959,5013.476,N,01710.477,E,1,09,0.8,468.7,M,0.0,M,,"),
            Self.sentence("GPGGA,000000,5013.476,N,01710.479,E,1,09,0.8,471.1,M,0.0,M,,"),
        ])
        let midnight = Self.utc(2020, 1, 1, 0, 0, 0)
        #expect(try #require(InputFixtures.flights(dated).first).vertexTimes == [midnight - 1, midnight])
        let undated = Self.read([
            Self.sentence("GPGGA,235959,5013.476,N,01710.477,E,1,09,0.8,468.7,M,0.0,M,,"),
            Self.sentence("GPGGA,000000,5013.476,N,01710.479,E,1,09,0.8,471.1,M,0.0,M,,"),
        ])
        #expect(InputFixtures.summary(undated) == ["read-as note 1:1", "time-syntax warning 1:1"])
        #expect(try #require(InputFixtures.flights(undated).first).vertexTimes.isEmpty)
    }

    @Test("Survives void RMCs, no-fix GGAs, comments, AIS, proprietary sentences, other talkers and junk after a checksum")
    func survives() throws {
        let document = Self.read([
            "# logged by a test",
            Self.sentence("GPRMC,000000,V,,,,,,,010120,,"),
            Self.sentence("GPGGA,000000,,,,,0,00,,,M,,M,,"),
            "!AIVDM,1,1,,A,13aEOK?P00PD2wVMdLDRhgvL289?,0*26",
            Self.sentence("PGRME,15.0,M,45.0,M,25.0,M"),
            Self.sentence("GPGSA,A,3,28,08,11,27,07,,,,,,,,4.9,1.6,4.5"),
            Self.sentence("GLRMC,000001,A,5013.476,N,01710.478,E,0.0,0.0,010120,,") + "\u{1}junk",
            Self.sentence("BDRMC,000002,A,5013.477,S,01710.478,W,0.0,0.0,010120,,"),
        ])
        #expect(InputFixtures.summary(document) == ["read-as note 2:1"])
        let flight = try #require(InputFixtures.flights(document).first)
        #expect(flight.vertices.count == 2)
        #expect(flight.vertices[1].latitude < 0 && flight.vertices[1].longitude < 0)
    }

    @Test("Faults at their line and column: a checksum, a field, a line that is no sentence; the rest is read")
    func faults() throws {
        let good = Self.sentence("GPRMC,000001,A,5013.476,N,01710.478,E,0.0,0.0,010120,,")
        let document = Self.read([
            good, String(good.dropLast(2)) + "00", "$GPRMC,000002,A,5013.476,N,01710.478,E,0.0,0.0,310220,,",
            "$GPGGA,000003,5013.476,N,01710.478,E,1,09,0.8,12m,M,0.0,M,,", "GPRMC,garbled",
            Self.sentence("GPRMC,000004,A,5013.476,N,01710.478,E,0.0,0.0,010120,,"),
        ])
        #expect(
            InputFixtures.summary(document) == [
                "read-as note 1:1", "nmea-checksum error 2:56", "nmea-syntax error 3:48", "nmea-syntax error 4:47",
                "nmea-syntax warning 5:1",
            ])
        #expect(try #require(InputFixtures.flights(document).first).vertices.count == 2)
    }

    @Test("Recognised by content: an RMC or GGA sentence among the first lines, after a logger's own text")
    func recognition() {
        func guess(_ text: String) -> InputSniffer.Guess {
            Array(text.utf8).withUnsafeBufferPointer { InputSniffer.guess($0) }
        }
        #expect(guess("A simple NMEA file\n\n$GPGSA,A,3*38\n$GPRMC,200641.000,A,3549.4991,N\n") == .nmea)
        #expect(guess("$GNGGA,1,2\n") == .nmea)
        #expect(guess("$PMGNTRK,4231.829,N\n") != .nmea)
        #expect(guess("from,to\nLHR,JFK\n") == .csv)
    }

    @Test(
        "A GPS logger's log reads as GPSBabel reads it: every fix's position, time and altitude",
        .enabled(if: GPSBabelTrack.isInstalled, "gpsbabel is not installed"), arguments: ["nmea", "amod-nmea"])
    func agreesWithGPSBabel(name: String) throws {
        let path = PackageRoot.tracks.appendingPathComponent("gpsbabel/" + name).path
        let flight = try #require(InputFixtures.flights(InputReader.read(.file(path))).first)
        let points = try GPSBabelTrack.tracks(format: "nmea", path: path).flatMap(\.points)
        var state = NMEAReadState(file: path)
        for (index, line) in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").enumerated() {
            state.take(Array(line.utf8), line: index + 1)
        }
        #expect(!points.isEmpty && flight.vertices.count == points.count)
        for (index, point) in points.enumerated() where index < flight.vertices.count {
            #expect(abs(flight.vertices[index].latitude - point.latitude) < 1e-8, "fix \(index)")
            #expect(abs(flight.vertices[index].longitude - point.longitude) < 1e-8, "fix \(index)")
            #expect(abs(flight.vertexTimes[index] - (point.time ?? .nan)) < 1e-6, "fix \(index)")
            #expect(state.fixes[index].altitude == point.altitude, "fix \(index)")
            // The flight keeps GGA's altitude, NaN where a fix has none.
            let kept = flight.vertexAltitudes.isEmpty ? nil : flight.vertexAltitudes[index]
            #expect(kept.flatMap { $0.isNaN ? nil : $0 } == point.altitude, "fix \(index)")
        }
    }

    @Test("A logger's own text lines before its sentences are warnings; its fixes are read")
    func loggerText() throws {
        let document = InputReader.read(.file(PackageRoot.tracks.appendingPathComponent("gpsbabel/amod-nmea").path))
        #expect(InputFixtures.summary(document) == ["nmea-syntax warning 1:1", "nmea-syntax warning 2:1", "read-as note 3:1"])
        #expect(try #require(InputFixtures.flights(document).first).vertices.count == 4)
    }

    @Test(
        "A log whose RMC and GGA disagree in order: every time GPSBabel gives is one of ours, and ours are in order",
        .enabled(if: GPSBabelTrack.isInstalled, "gpsbabel is not installed"))
    func outOfOrderLog() throws {
        let path = PackageRoot.tracks.appendingPathComponent("gpsbabel/nmea+ms.txt").path
        let document = InputReader.read(.file(path))
        #expect(InputFixtures.summary(document) == ["read-as note 1:1"])
        let flight = try #require(InputFixtures.flights(document).first)
        #expect(flight.vertexTimes == flight.vertexTimes.sorted())
        // GPSBabel pairs a GGA with the RMC after it, so its times are RMC times only.
        let theirs = try GPSBabelTrack.tracks(format: "nmea", path: path).flatMap(\.points).compactMap(\.time)
        let ours = Set(flight.vertexTimes.map { ($0 * 1000).rounded() })
        #expect(!theirs.isEmpty && theirs.allSatisfy { ours.contains(($0 * 1000).rounded()) })
    }
}
