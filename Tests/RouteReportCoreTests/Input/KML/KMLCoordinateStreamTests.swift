import Testing

@testable import RouteReportCore

@Suite("KMLCoordinateStream")
struct KMLCoordinateStreamTests {
    /// Tuples that exercise every state: joined commas both ways, extra values, a bad
    /// value, line breaks before a tuple, a trailing comma.
    static let texts = [
        "\n  -122.0822035425683,37.42228990140251,0 -122.0857,37.4228\t10,20,30,40\r\n 1,2 ",
        "10, 20 30 ,40\n\n5,6",
        "1,2 3,x 4,5",
        "1,2\n  1e400,0 7,8",
        "0,0 1,",
        ",",
        "  ",
        "5,95 1,1",
    ]

    struct Outcome: Equatable {
        var coordinates: [Coordinate]
        var joinedAt: KMLCoordinateStream.Position?
        var extraValuesAt: KMLCoordinateStream.Position?
        var problemAt: KMLCoordinateStream.Position?
        var problem: String?
    }

    static func parse(_ pieces: [[UInt8]]) -> Outcome {
        var stream = KMLCoordinateStream()
        var coordinates: [Coordinate] = []
        for piece in pieces {
            piece.withUnsafeBufferPointer { stream.feed($0) }
            coordinates += stream.coordinates
            stream.clearCoordinates()
        }
        stream.finish()
        coordinates += stream.coordinates
        return Outcome(
            coordinates: coordinates, joinedAt: stream.joinedAt, extraValuesAt: stream.extraValuesAt,
            problemAt: stream.problem?.position, problem: stream.problem?.message)
    }

    @Test("Hand-worked tuples, offsets and messages")
    func handWorked() {
        let first = Self.parse([Array(Self.texts[0].utf8)])
        #expect(first.coordinates.map(\.longitude) == [-122.0822035425683, -122.0857, 10, 1])
        #expect(first.coordinates.map(\.latitude) == [37.42228990140251, 37.4228, 20, 2])
        #expect(first.extraValuesAt == .init(offset: 60, newlines: 1, lastNewline: 0))
        #expect(first.joinedAt == nil && first.problem == nil)
        let joined = Self.parse([Array(Self.texts[1].utf8)])
        // "10, 20" joins into one tuple, so does "30 ,40": two tuples, then 5,6.
        #expect(joined.coordinates.map(\.longitude) == [10, 30, 5])
        #expect(joined.joinedAt == .init(offset: 0, newlines: 0, lastNewline: -1))
        let bad = Self.parse([Array(Self.texts[2].utf8)])
        #expect(bad.coordinates.map(\.longitude) == [1])
        #expect(bad.problem == "'3,x' holds a value that is not a number")
        #expect(bad.problemAt == .init(offset: 4, newlines: 0, lastNewline: -1))
        #expect(Self.parse([Array(Self.texts[3].utf8)]).problemAt == .init(offset: 6, newlines: 1, lastNewline: 3))
        #expect(Self.parse([Array(Self.texts[4].utf8)]).problem == "'1,' holds a value that is not a number")
        #expect(Self.parse([Array(Self.texts[5].utf8)]).problem == "',' holds a value that is not a number")
        #expect(Self.parse([Array(Self.texts[6].utf8)]) == Outcome(coordinates: []))
        #expect(
            Self.parse([Array(Self.texts[7].utf8)]).problem
                == "'5,95': latitude 95.0 is outside [-90, 90]; looks like lat,lon swapped")
    }

    @Test("A text split anywhere, once or twice, reads as the whole text")
    func splitAnywhere() {
        for text in Self.texts {
            let bytes = Array(text.utf8)
            let whole = Self.parse([bytes])
            for first in 0...bytes.count {
                #expect(Self.parse([Array(bytes[..<first]), Array(bytes[first...])]) == whole, "\(text) at \(first)")
                for second in first...bytes.count {
                    let pieces = [Array(bytes[..<first]), Array(bytes[first..<second]), Array(bytes[second...])]
                    #expect(Self.parse(pieces) == whole, "\(text) at \(first), \(second)")
                }
            }
        }
    }
}

extension KMLCoordinateStreamTests.Outcome {
    init(coordinates: [Coordinate]) {
        self.init(coordinates: coordinates, joinedAt: nil, extraValuesAt: nil, problemAt: nil, problem: nil)
    }
}
