internal import CLibXML2

/// The contents of KML placemarks the schema validator need not see: a flight list is
/// placemark after placemark of `name`, `description`, a `TimeSpan`, `ExtendedData` and a
/// `LineString`, a dozen elements each, and libxml2 spends about a microsecond on each.
/// The `Placemark` element itself always goes to the validator as it comes (its place
/// among its siblings and its `id` are checked as ever); its children are held back
/// while they keep to a small part of the schema whose values checks stricter than the
/// schema's vouch for (`name` and `description` any text; booleans `0`, `1`, `true`,
/// `false`; times as `xsd:dateTime`, `date`, `gYearMonth` or `gYear`; an `altitudeMode`
/// of the three; a `styleUrl` of plain characters; `Data` with a `value`), each in
/// schema order and once. A placemark that ends with all its children held reaches the
/// validator empty, which the schema allows. At the first thing the checks do not vouch
/// for, the held events go to the validator as they came (a `string`'s text left out: any
/// text is valid there) and the rest of the placemark follows them, so it finds what it
/// would have found, at the same element: the held events themselves are valid.
///
/// Names are libxml2's dictionary strings, which live as long as the parser; values and
/// text are copied. Not Sendable: one per parser.
struct KMLPlacemarkShortcut {
    private var namespace = SchemaNamespace(XMLSchemaNames.kml)
    /// Inside a placemark whose children are held; `passing`: inside one handed on.
    private var holding = false
    private var passing = false
    /// Elements open inside a placemark handed on (0: the placemark itself).
    private var passingDepth = 0
    /// The placemark and the held elements open inside it, outermost first.
    private var open: [Frame] = []
    /// The held events in order, their text and attribute values in `bytes`.
    private var events: [Event] = []
    private var bytes: [UInt8] = []

    private struct Frame {
        var kind: Kind
        /// The rank of the last child (`Kind.rank(in:)`), 0 before the first.
        var lastRank: UInt8 = 0
        /// Where its text starts in `bytes` (a typed leaf's).
        var textStart = 0
    }

    private struct Event {
        var kind: EventKind
        var localName: UnsafePointer<xmlChar>?
        var prefix: UnsafePointer<xmlChar>?
        var uri: UnsafePointer<xmlChar>?
        /// A start's one attribute (`Data`'s `name`), or an end's leaf text.
        var attributeName: UnsafePointer<xmlChar>?
        var value: Range<Int> = 0..<0
    }

    private enum EventKind {
        case start
        case end
    }

    /// The elements held, and what their content is.
    private enum Kind: UInt8 {
        case placemark, name, visibility, open, description, timeStamp, when, timeSpan, begin, end, styleUrl
        case extendedData, data, displayName, value, point, lineString, extrude, tessellate, altitudeMode
        case coordinates

        init?(_ name: XMLName, localName: UnsafePointer<xmlChar>) {
            switch name {
            case .name: self = .name
            case .description: self = .description
            case .timeStamp: self = .timeStamp
            case .when: self = .when
            case .timeSpan: self = .timeSpan
            case .begin: self = .begin
            case .end: self = .end
            case .styleUrl: self = .styleUrl
            case .extendedData: self = .extendedData
            case .data: self = .data
            case .value: self = .value
            case .point: self = .point
            case .lineString: self = .lineString
            case .altitudeMode:
                // Not an undeclared `gx:` prefix, which the readers take but the schema does not.
                guard isNamed(localName, "altitudeMode") else { return nil }
                self = .altitudeMode
            case .coordinates: self = .coordinates
            case .other:
                if isNamed(localName, "visibility") {
                    self = .visibility
                } else if isNamed(localName, "open") {
                    self = .open
                } else if isNamed(localName, "displayName") {
                    self = .displayName
                } else if isNamed(localName, "extrude") {
                    self = .extrude
                } else if isNamed(localName, "tessellate") {
                    self = .tessellate
                } else {
                    return nil
                }
            default: return nil
            }
        }

        /// Its place in `parent`'s sequence (equal ranks: one of a choice), 0 where the
        /// shortcut does not hold it.
        func rank(in parent: Kind) -> UInt8 {
            switch (parent, self) {
            case (.placemark, .name), (.timeStamp, .when), (.timeSpan, .begin), (.extendedData, .data),
                (.data, .displayName), (.point, .extrude), (.lineString, .extrude):
                return 1
            case (.placemark, .visibility), (.timeSpan, .end), (.data, .value), (.point, .altitudeMode),
                (.lineString, .tessellate):
                return 2
            case (.placemark, .open), (.point, .coordinates), (.lineString, .altitudeMode): return 3
            case (.placemark, .description), (.lineString, .coordinates): return 4
            case (.placemark, .timeStamp), (.placemark, .timeSpan): return 5
            case (.placemark, .styleUrl): return 6
            case (.placemark, .extendedData): return 7
            case (.placemark, .point), (.placemark, .lineString): return 8
            default: return 0
            }
        }

        var content: Content {
            switch self {
            case .placemark, .timeStamp, .timeSpan, .extendedData, .data, .point, .lineString: return .elements
            case .name, .description, .displayName, .value, .coordinates: return .text
            case .visibility, .open, .extrude, .tessellate: return .boolean
            case .when, .begin, .end: return .time
            case .styleUrl: return .reference
            case .altitudeMode: return .altitudeMode
            }
        }
    }

    private enum Content {
        /// Element-only: whitespace between the children.
        case elements
        /// `string`: any text.
        case text
        case boolean, time, reference, altitudeMode
    }

    init() {
        open.reserveCapacity(8)
        events.reserveCapacity(32)
        bytes.reserveCapacity(256)
    }

    /// `name`: the element's local name as the readers number it.
    mutating func startElement(
        localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?,
        name: XMLName, namespaceCount: Int32, attributeCount: Int32, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) -> ValidatorDecision {
        if passing {
            passingDepth += 1
            return .forward
        }
        guard holding else {
            if name == .placemark, namespace.contains(uri) {
                holding = true
                open.removeAll(keepingCapacity: true)
                events.removeAll(keepingCapacity: true)
                bytes.removeAll(keepingCapacity: true)
                open.append(Frame(kind: .placemark))
            }
            return .forward
        }
        let parent = open[open.count - 1]
        guard parent.kind.content == .elements, let localName, let kind = Kind(name, localName: localName),
            namespaceCount == 0, namespace.contains(uri)
        else {
            return giveUp(openInside: open.count)
        }
        let rank = kind.rank(in: parent.kind)
        let repeats = kind == .data
        guard rank > 0, rank > parent.lastRank || (repeats && rank == parent.lastRank) else {
            return giveUp(openInside: open.count)
        }
        var event = Event(kind: .start, localName: localName, prefix: prefix, uri: uri)
        if attributeCount > 0 {
            // `Data`'s `name`, unqualified, is any text; any other attribute is the validator's.
            guard kind == .data, attributeCount == 1, let attributes, let attribute = attributes[0],
                attributes[2] == nil, isNamed(attribute, "name"), let value = attributes[3], let end = attributes[4]
            else {
                return giveUp(openInside: open.count)
            }
            let start = bytes.count
            bytes.append(contentsOf: UnsafeBufferPointer(start: value, count: end - value))
            event.attributeName = attribute
            event.value = start..<bytes.count
        }
        open[open.count - 1].lastRank = rank
        open.append(Frame(kind: kind, textStart: bytes.count))
        events.append(event)
        return .hold
    }

    mutating func endElement(
        localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?
    ) -> ValidatorDecision {
        if passing {
            if passingDepth == 0 { passing = false } else { passingDepth -= 1 }
            return .forward
        }
        guard holding else { return .forward }
        let frame = open[open.count - 1]
        if open.count == 1 {
            // The placemark ends with every child held: the validator sees it empty.
            holding = false
            return .forward
        }
        let text = frame.textStart..<bytes.count
        let valid =
            switch frame.kind.content {
            case .elements: frame.kind != .data || frame.lastRank == 2
            case .text: true
            case .boolean: Self.isBoolean(bytes[text])
            case .time: Self.isTime(bytes[text])
            case .reference: Self.isPlainReference(bytes[text])
            case .altitudeMode: Self.isAltitudeMode(bytes[text])
            }
        guard valid else { return giveUp(openInside: open.count - 2) }
        open.removeLast()
        let typed = frame.kind.content != .elements && frame.kind.content != .text
        events.append(Event(kind: .end, localName: localName, prefix: prefix, uri: uri, value: typed ? text : 0..<0))
        return .hold
    }

    mutating func characters(_ text: UnsafePointer<xmlChar>, count: Int32) -> ValidatorDecision {
        guard holding else { return .forward }
        let run = UnsafeBufferPointer(start: text, count: Int(count))
        switch open[open.count - 1].kind.content {
        case .elements: return SchemaValueText.isWhitespace(run) ? .hold : giveUp(openInside: open.count - 1)
        case .text: return .hold
        case .boolean, .time, .reference, .altitudeMode:
            bytes.append(contentsOf: run)
            return .hold
        }
    }

    /// Hands the held events to `validator` in order (a typed leaf's text in one piece,
    /// as the validator joins it anyway; an open one's text so far, the rest coming live).
    mutating func flush(to validator: XMLSchemaValidator) {
        bytes.withUnsafeBufferPointer { storage in
            let base = storage.baseAddress
            for event in events {
                switch event.kind {
                case .start:
                    if let attributeName = event.attributeName, let base {
                        var list: [UnsafePointer<xmlChar>?] = [
                            attributeName, nil, nil, base + event.value.lowerBound, base + event.value.upperBound,
                        ]
                        list.withUnsafeMutableBufferPointer { attributes in
                            validator.startElement(
                                event.localName, event.prefix, event.uri, 0, nil, 1, 0, attributes.baseAddress)
                        }
                    } else {
                        validator.startElement(event.localName, event.prefix, event.uri, 0, nil, 0, 0, nil)
                    }
                case .end:
                    if let base, !event.value.isEmpty {
                        validator.characters(base + event.value.lowerBound, Int32(event.value.count))
                    }
                    validator.endElement(event.localName, event.prefix, event.uri)
                }
            }
            let innermost = open[open.count - 1]
            if innermost.kind.content != .elements, innermost.kind.content != .text, let base,
                storage.count > innermost.textStart
            {
                validator.characters(base + innermost.textStart, Int32(storage.count - innermost.textStart))
            }
        }
        events.removeAll(keepingCapacity: true)
    }

    /// `openInside`: the elements open inside the placemark once the event that gives up
    /// has been handed on.
    private mutating func giveUp(openInside: Int) -> ValidatorDecision {
        holding = false
        passing = true
        passingDepth = openInside
        return .flushThenForward
    }

    // MARK: - the strict checks

    /// The text without the XML whitespace around it (booleans and times collapse it).
    private static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var lower = text.startIndex
        var upper = text.endIndex
        while lower < upper && XMLWhitespace.contains(text[lower]) { lower += 1 }
        while upper > lower && XMLWhitespace.contains(text[upper - 1]) { upper -= 1 }
        return text[lower..<upper]
    }

    static func isBoolean(_ text: ArraySlice<UInt8>) -> Bool {
        let value = trimmed(text)
        return value.elementsEqual("1".utf8) || value.elementsEqual("0".utf8) || value.elementsEqual("true".utf8)
            || value.elementsEqual("false".utf8)
    }

    static func isAltitudeMode(_ text: ArraySlice<UInt8>) -> Bool {
        text.elementsEqual("clampToGround".utf8) || text.elementsEqual("relativeToGround".utf8)
            || text.elementsEqual("absolute".utf8)
    }

    /// An `xsd:dateTime` by the track points' strict check, or a bare `YYYY-MM-DD`,
    /// `YYYY-MM` or `YYYY` (year 0001–9999, the day in its month): a KML `dateTimeType`.
    static func isTime(_ text: ArraySlice<UInt8>) -> Bool {
        trimmed(text).withUnsafeBufferPointer { value in
            if value.count >= 19 { return GPXPointShortcut.isDateTime(value) }
            func number(_ at: Int, _ count: Int) -> Int? { SchemaValueText.number(value, at: at, count: count) }
            guard value.count == 4 || value.count == 7 || value.count == 10, let year = number(0, 4), year >= 1 else {
                return false
            }
            if value.count == 4 { return true }
            guard value[4] == 0x2D, let month = number(5, 2), (1...12).contains(month) else { return false }
            if value.count == 7 { return true }
            guard value[7] == 0x2D, let day = number(8, 2) else { return false }
            return SchemaValueText.isDayOfMonth(day, month: month, year: year)
        }
    }

    /// Letters, digits and `#-._~/` with at most one `#`, not empty: an `anyURI` that
    /// needs no escaping.
    static func isPlainReference(_ text: ArraySlice<UInt8>) -> Bool {
        var hashes = 0
        for byte in text {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E, 0x2F: continue
            case 0x23: hashes += 1
            default: return false
            }
        }
        return !text.isEmpty && hashes <= 1
    }

}
