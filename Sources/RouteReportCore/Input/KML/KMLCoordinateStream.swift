/// A KML `coordinates` text parsed as its pieces arrive from the parser, split anywhere
/// (inside a number, between a comma and a space), so no text of a long LineString is
/// ever held: only the tuple being read.
///
/// The rules are `KMLCoordinateText`'s: `lon,lat[,alt]` tuples separated by XML
/// whitespace, a space beside a comma joins (as Google Earth reads it), the first bad
/// tuple is the problem and no tuple after it is kept.
struct KMLCoordinateStream {
    /// Where a tuple starts in the text: its byte offset, how many line feeds come
    /// before it and the offset of the last of them (-1 when none).
    struct Position: Equatable {
        var offset: Int
        var newlines: Int
        var lastNewline: Int
    }

    /// Tuples read since the last `takeCoordinates`, in order.
    private(set) var coordinates: [Coordinate] = []
    /// The third value of each tuple in `coordinates`, metres; NaN where a tuple has two.
    private(set) var altitudes: [Double] = []
    /// Every good tuple so far.
    private(set) var count = 0
    /// The first tuple with a space beside a comma.
    private(set) var joinedAt: Position?
    /// The first tuple with more than three values.
    private(set) var extraValuesAt: Position?
    /// The first tuple that is not two or three numbers with lat/lon in range, and the
    /// rule it breaks.
    private(set) var problem: (position: Position, message: String, rule: Rule)?

    private enum State {
        /// Whitespace between tuples.
        case between
        /// Inside a value.
        case token
        /// Right after a comma.
        case afterComma
        /// Whitespace after a comma.
        case spaceAfterComma
        /// Whitespace after a value: the tuple ends unless a comma follows.
        case spaceAfterToken
    }

    private static let excerptLimit = 60

    private var state = State.between
    private var offset = 0
    private var newlines = 0
    private var lastNewline = -1
    private var tupleStart = Position(offset: 0, newlines: 0, lastNewline: -1)
    /// Bytes from the tuple's start to the end of its last value.
    private var tupleLength = 0
    private var token: [UInt8] = []
    private var excerpt: [UInt8] = []
    private var valueCount = 0
    private var bad = false
    private var longitude: Double?
    private var latitude: Double?
    private var altitude: Double?

    init() {
        token.reserveCapacity(32)
        excerpt.reserveCapacity(Self.excerptLimit)
    }

    /// Ready for a new text, keeping the buffers.
    mutating func reset() {
        let kept = (coordinates, altitudes, token, excerpt)
        self = KMLCoordinateStream(reusing: kept)
    }

    private init(reusing buffers: ([Coordinate], [Double], [UInt8], [UInt8])) {
        (coordinates, altitudes, token, excerpt) = buffers
        coordinates.removeAll(keepingCapacity: true)
        altitudes.removeAll(keepingCapacity: true)
        token.removeAll(keepingCapacity: true)
        excerpt.removeAll(keepingCapacity: true)
    }

    /// Forgets the tuples in `coordinates` (taken by the reader).
    mutating func clearCoordinates() {
        coordinates.removeAll(keepingCapacity: true)
        altitudes.removeAll(keepingCapacity: true)
    }

    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes {
            consume(byte)
            if byte == 0x0A {
                newlines += 1
                lastNewline = offset
            }
            offset += 1
        }
    }

    /// The end of the text.
    mutating func finish() {
        switch state {
        case .between:
            break
        case .token, .afterComma, .spaceAfterComma:
            // A text ending right after a comma has an empty last value.
            endToken()
            endTuple()
        case .spaceAfterToken:
            endTuple()
        }
        state = .between
    }

    @inline(__always)
    private mutating func consume(_ byte: UInt8) {
        let space = XMLWhitespace.contains(byte)
        switch state {
        case .between:
            guard !space else { return }
            tupleStart = Position(offset: offset, newlines: newlines, lastNewline: lastNewline)
            state = .token
            inToken(byte, space: false)
        case .token:
            inToken(byte, space: space)
        case .afterComma:
            if space {
                noteJoined()
                keep(byte)
                state = .spaceAfterComma
            } else {
                state = .token
                inToken(byte, space: false)
            }
        case .spaceAfterComma:
            if space {
                keep(byte)
            } else {
                state = .token
                inToken(byte, space: false)
            }
        case .spaceAfterToken:
            if space {
                keep(byte)
            } else if byte == 0x2C {
                // Whitespace, then a comma: the space sits before a comma, also joined.
                noteJoined()
                keep(byte)
                state = .spaceAfterComma
            } else {
                endTuple()
                state = .between
                consume(byte)
            }
        }
    }

    @inline(__always)
    private mutating func inToken(_ byte: UInt8, space: Bool) {
        keep(byte)
        if byte == 0x2C {
            endToken()
            state = .afterComma
        } else if space {
            endToken()
            state = .spaceAfterToken
        } else {
            token.append(byte)
        }
    }

    @inline(__always)
    private mutating func keep(_ byte: UInt8) {
        if excerpt.count < Self.excerptLimit { excerpt.append(byte) }
    }

    private mutating func noteJoined() {
        if joinedAt == nil { joinedAt = tupleStart }
    }

    /// The value that ends at the current offset.
    private mutating func endToken() {
        token.append(0)
        let value = token.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
                NumberText.parse(base, base + buffer.count - 1)
            }
        }
        token.removeAll(keepingCapacity: true)
        if value == nil { bad = true }
        if valueCount == 0 {
            longitude = value
        } else if valueCount == 1 {
            latitude = value
        } else if valueCount == 2 {
            altitude = value
        }
        valueCount += 1
        tupleLength = offset - tupleStart.offset
    }

    private mutating func endTuple() {
        defer {
            valueCount = 0
            bad = false
            longitude = nil
            latitude = nil
            altitude = nil
            excerpt.removeAll(keepingCapacity: true)
        }
        if valueCount > 3 && extraValuesAt == nil { extraValuesAt = tupleStart }
        guard problem == nil else { return }
        if valueCount < 2 {
            problem = (tupleStart, "'\(tupleText)' is not a lon,lat[,alt] tuple", .coordinateNotNumber)
        } else if bad {
            problem = (tupleStart, "'\(tupleText)' holds a value that is not a number", .coordinateNotNumber)
        } else if let longitude, let latitude {
            if let message = KMLCoordinateText.rangeProblem(latitude: latitude, longitude: longitude) {
                problem = (tupleStart, "'\(tupleText)': \(message)", .coordinateOutOfRange)
            } else {
                coordinates.append(Coordinate(latitude: latitude, longitude: longitude))
                altitudes.append(altitude ?? .nan)
                count += 1
            }
        }
    }

    /// The tuple as written, at most 60 bytes, for a message.
    private var tupleText: String {
        String(decoding: excerpt.prefix(min(tupleLength, Self.excerptLimit)), as: UTF8.self).trimmingXMLWhitespace()
    }
}
