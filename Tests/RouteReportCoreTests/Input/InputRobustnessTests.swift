import Foundation
import Testing

@testable import RouteReportCore

/// Hostile and broken inputs: a diagnostic, never a crash or a hang.
@Suite("InputRobustness")
struct InputRobustnessTests {
    @Test("A text node past libxml2's 10 MB cap is an input-limit error, unless it is a coordinate list")
    func hugeText() {
        var text = "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark><LineString><coordinates>"
        text += String(repeating: "1.000000,2.000000 ", count: 600_000)  // 10.8 MB
        text += "</coordinates><extrude>"
        text += String(repeating: "1.000000,2.000000 ", count: 600_000)
        text += "</extrude></LineString></Placemark></kml>"
        let document = InputReader.read(Array(text.utf8), file: "huge.kml")
        #expect(document.diagnostics.map(\.rule) == [.inputLimit])
        #expect(document.features.isEmpty)
    }

    @Test("Mutated fixtures never crash; whatever is read has valid coordinates")
    func mutations() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: InputFixtures.directory.path)
            .filter { $0.hasSuffix(".kml") || $0.hasSuffix(".gpx") }.sorted()
        #expect(names.count >= 10)
        var random = SeededGenerator(seed: 42)
        var documents = 0
        for name in names {
            let original = [UInt8](try Data(contentsOf: InputFixtures.directory.appendingPathComponent(name)))
            for _ in 0..<150 {
                var bytes = original
                switch random.next(in: 0...3) {
                case 0:  // truncate
                    bytes.removeSubrange(random.next(in: 0...bytes.count)...)
                case 1:  // overwrite a few bytes with markup characters and digits
                    for _ in 0..<random.next(in: 1...4) where !bytes.isEmpty {
                        let choices: [UInt8] = Array("<>&;,. -9e/\"=\n\0\u{7F}".utf8) + [0xFF, 0xC3]
                        bytes[random.next(in: 0...(bytes.count - 1))] = choices[random.next(in: 0...(choices.count - 1))]
                    }
                case 2:  // delete a range
                    let start = random.next(in: 0...bytes.count)
                    bytes.removeSubrange(start..<min(bytes.count, start + random.next(in: 1...40)))
                default:  // duplicate a range
                    let start = random.next(in: 0...bytes.count)
                    let end = min(bytes.count, start + random.next(in: 1...200))
                    bytes.insert(contentsOf: bytes[start..<end], at: end)
                }
                let document = InputReader.read(bytes, file: name)
                documents += 1
                #expect(!document.features.isEmpty || !document.diagnostics.isEmpty, "\(name)")
                for feature in document.features {
                    switch feature {
                    case .landmark(let landmark):
                        #expect(
                            KMLCoordinateText.rangeProblem(
                                latitude: landmark.coordinate.latitude, longitude: landmark.coordinate.longitude) == nil)
                    case .flight(let flight):
                        #expect(flight.vertices.count >= 2)
                        #expect(flight.vertexTimes.isEmpty || flight.vertexTimes.count == flight.vertices.count)
                        #expect(
                            flight.vertices.allSatisfy {
                                KMLCoordinateText.rangeProblem(latitude: $0.latitude, longitude: $0.longitude) == nil
                            })
                        #expect(flight.explicitProgress.map { (0...1).contains($0) } ?? true)
                    }
                }
            }
        }
        #expect(documents == names.count * 150)
    }

    @Test("gx:Track with when and gx:coord counts that differ: times ignored, diagnosed")
    func trackCountMismatch() {
        let text = """
            <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
            <Placemark><gx:Track>
            <when>2026-01-01T00:00:00Z</when>
            <gx:coord>1 2 0</gx:coord><gx:coord>3 4 0</gx:coord>
            </gx:Track></Placemark></kml>
            """
        let document = InputReader.read(Array(text.utf8), file: "t.kml")
        #expect(InputFixtures.summary(document) == ["track-time-count error 2:12"])
        let flight = InputFixtures.flights(document).first
        #expect(flight?.vertexTimes == [])
        #expect(flight.map { InputFixtures.pairs($0.vertices) } == [[2, 1], [4, 3]])
    }

    @Test("A Point with several tuples uses the first, with a warning")
    func pointWithSeveralTuples() {
        let text = "<kml><Placemark><Point><coordinates>1,2 3,4</coordinates></Point></Placemark></kml>"
        let document = InputReader.read(Array(text.utf8), file: "p.kml")
        #expect(InputFixtures.summary(document) == ["coordinate-syntax warning 1:24"])  // at <coordinates>
        #expect(InputFixtures.landmarks(document).map(\.coordinate) == [Coordinate(latitude: 2, longitude: 1)])
    }
}
