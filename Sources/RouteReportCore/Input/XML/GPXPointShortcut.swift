internal import CLibXML2

/// The GPX track points the schema validator need not see: most of a recorded track is
/// `<trkpt lat lon><ele/><time/></trkpt>` over and over, and libxml2 spends about a
/// microsecond on each (a content-model step an element, typed `lat`, `lon`, `ele` and
/// `time`). A point is held back from the validator while it stays that simple and its
/// values are valid by checks stricter than the schema (a decimal of at most 18 digits,
/// `lat` and `lon` clear of their bounds, a `dateTime` with every field in range); one
/// that gets through whole is dropped. Leaving a `trkpt` out never changes whether the
/// segment around it is valid (the schemas allow any number of them), so long as no
/// other element came before it in its `trkseg`. At the first thing the checks do not
/// vouch for, the held events go to the validator as they came and the rest of the point
/// follows them, so it finds what it would have found, at the same element: the held
/// events themselves are valid.
///
/// Names are libxml2's dictionary strings, which live as long as the parser; values and
/// text are copied. Not Sendable: one per parser.
struct GPXPointShortcut {
    /// The GPX namespace of the document's schema.
    private var namespace: SchemaNamespace
    /// Inside a held point; `passing`: inside a point handed to the validator.
    private var holding = false
    private var passing = false
    /// Elements open inside the point (1: a child of the `trkpt`).
    private var depth = 0
    /// A `trkseg` had another child before: its points are no longer left out.
    private var segmentHasOther = false
    /// What is held: the point's start tag, its `lat` and `lon`, and its children so far
    /// (`ele` then `time`, each with its text in `bytes`).
    private var point = Name()
    private var latitude = Attribute()
    private var longitude = Attribute()
    private var children: (Child, Child) = (Child(), Child())
    private var childCount = 0
    private var bytes: [UInt8] = []

    private struct Name {
        var localName: UnsafePointer<xmlChar>?
        var prefix: UnsafePointer<xmlChar>?
        var uri: UnsafePointer<xmlChar>?
    }

    private struct Attribute {
        var name: UnsafePointer<xmlChar>?
        var value: Range<Int> = 0..<0
    }

    private struct Child {
        var name = Name()
        /// 1 `ele`, 2 `time`.
        var kind = 0
        var text: Range<Int> = 0..<0
        var ended = false
    }

    init(namespace: String) {
        self.namespace = SchemaNamespace(namespace)
        bytes.reserveCapacity(256)
    }

    /// `parentIsSegment`: the element's parent is a `trkseg` (GPX's).
    mutating func startElement(
        localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?,
        name: XMLName, parentIsSegment: Bool, namespaceCount: Int32, attributeCount: Int32, defaultedCount: Int32,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) -> ValidatorDecision {
        if holding || passing {
            depth += 1
            guard holding else { return .forward }
            let last = childCount == 0 ? 0 : (childCount == 1 ? children.0.kind : children.1.kind)
            let kind = name == .time ? 2 : (isNamed(localName, "ele") ? 1 : 0)
            guard depth == 1, kind > last, namespaceCount == 0, attributeCount == 0, namespace.contains(uri) else {
                return giveUp()
            }
            let child = Child(
                name: Name(localName: localName, prefix: prefix, uri: uri), kind: kind, text: bytes.count..<bytes.count)
            if childCount == 0 { children.0 = child } else { children.1 = child }
            childCount += 1
            return .hold
        }
        if name == .trkseg {
            segmentHasOther = false
            return .forward
        }
        guard parentIsSegment else { return .forward }
        guard name == .trkpt, namespace.contains(uri), !segmentHasOther else {
            segmentHasOther = true
            return .forward
        }
        depth = 0
        childCount = 0
        guard namespaceCount == 0, defaultedCount == 0, attributeCount == 2, let attributes, holdCoordinates(attributes)
        else {
            passing = true
            return .forward
        }
        holding = true
        point = Name(localName: localName, prefix: prefix, uri: uri)
        return .hold
    }

    mutating func endElement() -> ValidatorDecision {
        guard holding || passing else { return .forward }
        if depth == 0 {
            // The point ends: held whole, it is dropped.
            let wasHeld = holding
            holding = false
            passing = false
            return wasHeld ? .hold : .forward
        }
        depth -= 1
        guard holding else { return .forward }
        let kind = childCount == 1 ? children.0.kind : children.1.kind
        let start = childCount == 1 ? children.0.text.lowerBound : children.1.text.lowerBound
        let valid = bytes.withUnsafeBufferPointer { storage in
            let text = UnsafeBufferPointer(rebasing: storage[start...])
            return kind == 1 ? Self.isDecimal(text) : Self.isDateTime(text)
        }
        guard valid else { return giveUp() }
        if childCount == 1 {
            children.0.text = start..<bytes.count
            children.0.ended = true
        } else {
            children.1.text = start..<bytes.count
            children.1.ended = true
        }
        return .hold
    }

    /// `parentIsSegment`: the text is a `trkseg`'s own.
    mutating func characters(_ text: UnsafePointer<xmlChar>, count: Int32, parentIsSegment: Bool) -> ValidatorDecision {
        let run = UnsafeBufferPointer(start: text, count: Int(count))
        guard holding else {
            // Between the points, whitespace is all a segment may hold, and all it holds here.
            return !passing && parentIsSegment && SchemaValueText.isWhitespace(run) ? .hold : .forward
        }
        if depth == 0 {
            // Element-only content: whitespace between the children is all it may hold.
            return SchemaValueText.isWhitespace(run) ? .hold : giveUp()
        }
        bytes.append(contentsOf: run)
        return .hold
    }

    /// Hands the held events to `validator` in order (a child's text in one piece, as
    /// the validator joins it anyway) and forwards the rest of the point.
    mutating func flush(to validator: XMLSchemaValidator) {
        bytes.withUnsafeBufferPointer { storage in
            guard let base = storage.baseAddress else { return }
            var list: [UnsafePointer<xmlChar>?] = [
                latitude.name, nil, nil, base + latitude.value.lowerBound, base + latitude.value.upperBound,
                longitude.name, nil, nil, base + longitude.value.lowerBound, base + longitude.value.upperBound,
            ]
            list.withUnsafeMutableBufferPointer { attributes in
                validator.startElement(point.localName, point.prefix, point.uri, 0, nil, 2, 0, attributes.baseAddress)
            }
            for index in 0..<childCount {
                let child = index == 0 ? children.0 : children.1
                validator.startElement(child.name.localName, child.name.prefix, child.name.uri, 0, nil, 0, 0, nil)
                // Text not yet ended is what came so far; the rest comes live.
                let end = child.ended ? child.text.upperBound : storage.count
                if end > child.text.lowerBound {
                    validator.characters(base + child.text.lowerBound, Int32(end - child.text.lowerBound))
                }
                if child.ended { validator.endElement(child.name.localName, child.name.prefix, child.name.uri) }
            }
        }
        childCount = 0
    }

    private mutating func giveUp() -> ValidatorDecision {
        holding = false
        passing = true
        return .flushThenForward
    }

    /// Copies the point's `lat` and `lon` when both are there, unqualified and valid by
    /// the strict checks.
    private mutating func holdCoordinates(_ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>) -> Bool {
        bytes.removeAll(keepingCapacity: true)
        var seen = 0
        for index in 0..<2 {
            guard let name = attributes[5 * index], attributes[5 * index + 2] == nil,
                let value = attributes[5 * index + 3], let end = attributes[5 * index + 4]
            else {
                return false
            }
            let text = UnsafeBufferPointer(start: value, count: end - value)
            let isLatitude = isNamed(name, "lat")
            guard isLatitude || isNamed(name, "lon"), Self.isDecimal(text),
                let whole = Self.wholeDigits(text), whole <= (isLatitude ? 89 : 179)
            else {
                return false
            }
            let start = bytes.count
            bytes.append(contentsOf: text)
            if isLatitude {
                latitude = Attribute(name: name, value: start..<bytes.count)
                seen |= 1
            } else {
                longitude = Attribute(name: name, value: start..<bytes.count)
                seen |= 2
            }
        }
        return seen == 3
    }

    // MARK: - the strict checks

    private static func isDigit(_ byte: UInt8) -> Bool { SchemaValueText.isDigit(byte) }

    /// `-?digits(.digits)?` or `-?.digits`, 18 digits at most: an `xsd:decimal` libxml2
    /// holds exactly.
    static func isDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var digits = 0
        var point = false
        for (offset, byte) in text.enumerated() {
            if isDigit(byte) {
                digits += 1
            } else if byte == 0x2E && !point {
                point = true
            } else if !(byte == 0x2D && offset == 0) {
                return false
            }
        }
        return digits >= 1 && digits <= 18
    }

    /// The value of the digits before the point (a decimal's whole part), nil past three.
    private static func wholeDigits(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        var value = 0
        var count = 0
        for byte in text where byte != 0x2D {
            guard isDigit(byte) else { break }
            value = value * 10 + Int(byte - 0x30)
            count += 1
            if count > 3 { return nil }
        }
        return value
    }

    /// `YYYY-MM-DDThh:mm:ss(.s{1,9})?(Z|±hh:mm)?` with the year 0001–9999, the day in its
    /// month, the hour below 24, the second below 60, the offset below 14 hours: an
    /// `xsd:dateTime` by any reading.
    static func isDateTime(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        func number(_ at: Int, _ count: Int) -> Int? { SchemaValueText.number(b, at: at, count: count) }
        guard b.count >= 19, b[4] == 0x2D, b[7] == 0x2D, b[10] == 0x54, b[13] == 0x3A, b[16] == 0x3A,
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
            let minute = number(14, 2), let second = number(17, 2),
            year >= 1, (1...12).contains(month), hour < 24, minute < 60, second < 60
        else {
            return false
        }
        guard SchemaValueText.isDayOfMonth(day, month: month, year: year) else { return false }
        var index = 19
        if index < b.count && b[index] == 0x2E {
            index += 1
            let start = index
            while index < b.count && isDigit(b[index]) { index += 1 }
            guard index > start && index - start <= 9 else { return false }
        }
        if index == b.count { return true }
        if b[index] == 0x5A { return index + 1 == b.count }
        guard b[index] == 0x2B || b[index] == 0x2D, index + 6 == b.count, b[index + 3] == 0x3A,
            let hours = number(index + 1, 2), let minutes = number(index + 4, 2)
        else {
            return false
        }
        return hours < 14 && minutes < 60
    }
}
