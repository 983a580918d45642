import Foundation
import Testing

@testable import RouteReportCore

/// The altitude profile of the GeographicLib-built flight
/// (`Scripts/make_track_figures_reference.py`), read back from the SVG alone.
struct SVGAltitudeProfileTests {
    static func samples(offset: Int = 0, zone: String = "UTC") throws -> SVGAltitudeProfile.Samples {
        let reference = try TrackFiguresTests.reference()
        return SVGAltitudeProfile.Samples(
            times: reference.times, altitudes: reference.altitudes,
            distances: TrackFigures.cumulativeDistances(reference.vertices), utcOffset: offset, zoneLabel: zone)
    }

    static func texts(_ root: SVGElement) -> [String] {
        var found: [String] = []
        func walk(_ element: SVGElement) {
            if element.name == "text" { found.append(element.text) }
            element.children.forEach(walk)
        }
        walk(root)
        return found
    }

    @Test func axesAreLabelledInMetresFeetClockAndKilometres() throws {
        // 1700000000 is 22:13:20 UTC; +05:30 puts the clock labels on India's half hours.
        let bytes = try #require(
            SVGAltitudeProfile.document(
                try Self.samples(offset: 19_800, zone: "UTC+05:30"), title: "VT-ABC", generator: "routereport test"))
        let root = try #require(parseSVG(bytes))
        let texts = Self.texts(root)
        #expect(texts.contains("0 m") && texts.contains("8,000 m"), "\(texts)")
        #expect(texts.contains("0 ft") && texts.contains("20,000 ft"), "\(texts)")
        #expect(texts.contains("0 km") && texts.contains("100 km"), "\(texts)")
        // 38 minutes from 03:43:20 local: ticks every 5 minutes, on the local clock.
        #expect(texts.contains("03:45") && texts.contains("04:20"), "\(texts)")
        #expect(texts.contains("UTC+05:30"))
        #expect(root.children.first { $0.name == "title" }?.text == "Altitude profile: VT-ABC")
        #expect(root.children.first { $0.name == "desc" }?.text == "Highest 6,430 m (21,096 ft); 134.2 km in 38 min.")
    }

    /// The highest point of the line is the highest altitude, on the metre axis's scale.
    @Test func theLineReachesTheHighestAltitude() throws {
        let bytes = try #require(
            SVGAltitudeProfile.document(try Self.samples(), title: "x", generator: "routereport test"))
        let root = try #require(parseSVG(bytes))
        let lines = root.children.filter { $0.name == "path" && $0["fill"] == "none" && $0["stroke-width"] == "1.5" }
        #expect(lines.count == 1)
        let numbers = (lines.first?["d"] ?? "").split { "ML ".contains($0) }.compactMap { Double($0) }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        // The plot runs from y 30 (8,000 m) to y 210 (0 m).
        #expect(abs((ys.min() ?? 0) - (210 - 6430.0 / 8000 * 180)) < 0.06)
        #expect(ys.max() == 200.3)  // 430 m
    }

    @Test func aMissingAltitudeBreaksTheLineAndFewerThanTwoDrawNothing() throws {
        var samples = try Self.samples()
        samples.altitudes[100] = .nan
        let bytes = try #require(SVGAltitudeProfile.document(samples, title: "x", generator: "routereport test"))
        let root = try #require(parseSVG(bytes))
        #expect(root.children.filter { $0.name == "path" && $0["stroke-width"] == "1.5" }.count == 2)
        samples.altitudes = samples.altitudes.enumerated().map { $0.offset == 3 ? 100 : .nan }
        #expect(SVGAltitudeProfile.document(samples, title: "x", generator: "routereport test") == nil)
    }

    /// A track without times is drawn over its distance.
    @Test func withoutTimesTheDistanceIsTheAxis() throws {
        var samples = try Self.samples()
        samples.times = []
        let bytes = try #require(SVGAltitudeProfile.document(samples, title: "x", generator: "routereport test"))
        let texts = Self.texts(try #require(parseSVG(bytes)))
        #expect(texts.contains("100 km") && !texts.contains("UTC"))
    }

    /// A long track draws at most two points a pixel column.
    @Test func aLongTrackStaysSmall() throws {
        let count = 100_000
        let samples = SVGAltitudeProfile.Samples(
            times: (0..<count).map { Double($0) }, altitudes: (0..<count).map { 1000 + 500 * sin(Double($0) / 50) },
            distances: (0..<count).map { Double($0) * 100 }, utcOffset: 0, zoneLabel: "UTC")
        let bytes = try #require(SVGAltitudeProfile.document(samples, title: "x", generator: "routereport test"))
        #expect(bytes.count < 60_000)
    }
}
