/// libxml2's schema validity messages turned into findings a person can act on: which
/// element, what is wrong with it in the terms of KML or GPX, and what a viewer does
/// with it. Error where viewers lose or misread data (an element the namespace does not
/// declare, a value not of its type, a required part missing); warning where they read
/// it anyway (an element out of the schema's order, an extension where none is allowed).
///
/// libxml2 reports some values twice (a facet, then the type): one finding per element
/// and line is kept. Past `maxFindings` a file's findings are counted, not kept.
struct XMLSchemaAdvice {
    let schema: XMLSchema
    private var previous: (line: Int?, element: String)?
    private(set) var kept = 0
    private(set) var dropped = 0
    /// The findings of times `ISO8601Time` does not read either (`withoutRepeatedTimes`).
    private var unreadableTimes: [Diagnostic] = []

    /// Findings one file keeps; a file wrong throughout says so in the rest's count.
    static let maxFindings = 1000

    init(schema: XMLSchema) {
        self.schema = schema
    }

    /// What libxml2's `message` says, parsed: `Element '{NS}local'[, attribute 'a']: rest`.
    struct Parsed: Equatable {
        var namespace: String?
        var localName: String
        var attribute: String?
        var rest: String
    }

    static func parse(_ message: String) -> Parsed? {
        guard message.hasPrefix("Element '") else { return nil }
        var text = message.dropFirst("Element '".count)
        guard let close = text.firstIndex(of: "'") else { return nil }
        var name = text[..<close]
        text = text[text.index(after: close)...]
        var namespace: String?
        if name.hasPrefix("{"), let end = name.firstIndex(of: "}") {
            namespace = String(name[name.index(after: name.startIndex)..<end])
            name = name[name.index(after: end)...]
        }
        var attribute: String?
        if text.hasPrefix(", attribute '") {
            text = text.dropFirst(", attribute '".count)
            guard let end = text.firstIndex(of: "'") else { return nil }
            attribute = String(text[..<end])
            text = text[text.index(after: end)...]
        }
        guard text.hasPrefix(": ") else { return nil }
        return Parsed(namespace: namespace, localName: String(name), attribute: attribute, rest: String(text.dropFirst(2)))
    }

    /// The diagnostic for one finding at `location`, or nil when it repeats the last,
    /// another rule says it already (a GPX point's lat and lon), or the file is over
    /// `maxFindings`.
    /// `parsed` is `parse(message)`, which the caller has placed the finding by.
    mutating func diagnostic(for message: String, parsed: Parsed?, at location: SourceLocation) -> Diagnostic? {
        let element = parsed.map { ($0.namespace ?? "") + " " + $0.localName } ?? message
        if let previous, previous.line == location.line, previous.element == element { return nil }
        previous = (location.line, element)
        guard let (severity, text) = advice(parsed, raw: message) else { return nil }
        guard kept < Self.maxFindings else {
            dropped += 1
            return nil
        }
        kept += 1
        let diagnostic = Diagnostic(schema.rule, text, at: location, severity: severity)
        if let parsed, Self.isUnreadableTime(parsed) { unreadableTimes.append(diagnostic) }
        return diagnostic
    }

    /// A time value neither the schema nor routereport's time reader takes.
    private static func isUnreadableTime(_ parsed: Parsed) -> Bool {
        let rest = parsed.rest
        guard isValueFinding(rest), isTime(parsed, rest: rest),
            let value = quotedValue(in: rest), !value.isEmpty
        else { return false }
        return ISO8601Time.parse(value) == nil
    }

    /// `diagnostics` without the findings of times routereport cannot read where the
    /// reader's own `time-syntax` error stands at the same line: that one says more (what
    /// the time was for). A time the reader does not read (a document's or a
    /// waypoint's) keeps its finding, so no mistaken time goes unreported.
    func withoutRepeatedTimes(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !unreadableTimes.isEmpty else { return diagnostics }
        let readerLines = Set(diagnostics.lazy.filter { $0.rule == .timeSyntax }.map(\.location.line))
        let repeated = Set(unreadableTimes.filter { readerLines.contains($0.location.line) })
        return repeated.isEmpty ? diagnostics : diagnostics.filter { !repeated.contains($0) }
    }

    /// The note that counts what was not kept, once the file is read.
    func droppedNote(file: String) -> Diagnostic? {
        guard dropped > 0 else { return nil }
        return Diagnostic(
            schema.rule,
            "and \(dropped) more schema findings in this file, not listed (the first \(Self.maxFindings) are)",
            at: SourceLocation(file: file), severity: .warning)
    }

    // MARK: - what each message means

    private var language: String { schema == .kml ? "KML" : schema == .gpx10 ? "GPX 1.0" : "GPX 1.1" }
    private var viewers: String { schema == .kml ? "Google Earth" : "GPX readers" }
    /// The viewers and their verb: "Google Earth shows", "GPX readers show".
    private func viewers(_ verb: String) -> String {
        schema == .kml
            ? "Google Earth " + (verb.hasSuffix("s") || verb.hasSuffix("sh") ? verb + "es" : verb + "s") : "GPX readers " + verb
    }
    /// "Google Earth ignores", "GPX readers ignore".
    private var ignore: String { schema == .kml ? "Google Earth ignores" : "GPX readers ignore" }

    private func advice(_ parsed: Parsed?, raw: String) -> (Severity, String)? {
        guard let parsed else { return (.warning, Self.plain(raw)) }
        let tag = "`<" + XMLSchemaNames.qualified(parsed.localName, namespace: parsed.namespace) + ">`"
        let rest = parsed.rest
        if let attribute = parsed.attribute {
            return attributeAdvice(tag: tag, attribute: attribute, rest: rest)
        }
        if rest.hasPrefix("No matching global element declaration available, but demanded by the strict wildcard") {
            // An extension element GPX 1.0 checks strictly against a schema of its own,
            // which no reader has: extensions are left alone where the schema allows them.
            return nil
        }
        if rest.hasPrefix("The attribute '"), let end = rest.dropFirst("The attribute '".count).firstIndex(of: "'") {
            let attribute = String(rest[rest.index(rest.startIndex, offsetBy: "The attribute '".count)..<end])
            return attributeAdvice(tag: tag, attribute: attribute, rest: rest)
        }
        if rest.hasPrefix("This element is not expected.") {
            return unexpected(parsed, tag: tag)
        }
        if Self.isValueFinding(rest) {
            return (rest.contains("anyURI") ? .warning : .error, valueAdvice(parsed, tag: tag))
        }
        if rest.hasPrefix("Missing child element(s).") {
            let expected = XMLSchemaNames.expected(in: rest).map { "; it needs " + $0 } ?? ""
            return (.error, "\(tag) lacks a required child element\(expected)")
        }
        if rest.hasPrefix("Character content other than whitespace is not allowed") {
            return (.warning, "\(tag) holds text where \(language) allows only elements; \(ignore) the text")
        }
        if rest.hasPrefix("Element content is not allowed") {
            return (
                .warning, "\(tag) holds elements where \(language) allows only text; \(viewers) may show it as markup or drop it"
            )
        }
        return (.warning, "\(tag): " + Self.plain(rest))
    }

    private func attributeAdvice(tag: String, attribute: String, rest: String) -> (Severity, String)? {
        // A GPX point's lat and lon are checked by the coordinate rules, which say more.
        if schema != .kml && (attribute == "lat" || attribute == "lon") && !rest.hasPrefix("The attribute") { return nil }
        if rest.hasPrefix("The attribute '") && rest.hasSuffix("' is required but missing.") {
            // Who wrote the file and which GPX it is: readers do without them.
            let severity: Severity = attribute == "creator" || attribute == "version" ? .warning : .error
            return (severity, "\(tag) lacks its required attribute `\(attribute)`")
        }
        if rest.hasPrefix("The attribute '") && rest.hasSuffix("' is not allowed.") {
            return (.warning, "\(tag) has an attribute `\(attribute)` that \(language) does not define; \(ignore) it")
        }
        if attribute == "id" || attribute == "targetId" {
            let value = Self.quotedValue(in: rest).map { "`\($0)`" } ?? "its value"
            return (
                .warning,
                "\(tag) has the \(attribute) \(value), which is not an XML ID (a letter or _ first, then letters, digits, "
                    + "-, _ or .): \(viewers("read")) it, but a #reference to it may not resolve elsewhere"
            )
        }
        return (.error, "\(tag) has an attribute `\(attribute)` whose value is not valid: " + Self.plain(rest))
    }

    private func unexpected(_ parsed: Parsed, tag: String) -> (Severity, String) {
        let local = parsed.localName
        let expected = XMLSchemaNames.expected(in: parsed.rest)
        guard let namespace = parsed.namespace, XMLSchemaNames.isSchemaNamespace(namespace, of: schema) else {
            let which = parsed.namespace.map { "of the namespace \($0) " } ?? "without a namespace "
            return (
                .warning,
                "\(tag) is an element \(which)where \(language) allows no extension; \(ignore) it"
                    + (parsed.namespace == nil && schema != .kml ? " (an extension element needs a namespace of its own)" : "")
            )
        }
        if parsed.rest.contains("Expected is ( ##other{") {
            // libxml2's "Expected is ( ##other{NS}* )", that wildcard alone: an element
            // whose content is only other namespaces' elements, GPX's <extensions>. Beside
            // elements of the schema (GPX 1.0's point, then `##other`) it is an order fault.
            let place =
                schema == .kml
                ? "where only elements of other namespaces may stand"
                : "inside <extensions>, which takes only elements of other namespaces"
            return (
                .error,
                "\(tag) is in the \(language) namespace \(place): give it a namespace of its own (as Garmin's "
                    + "TrackPointExtension does, xmlns:gpxtpx=\"http://www.garmin.com/xmlschemas/TrackPointExtension/v1\"); "
                    + "schema-checking readers reject it, others drop it"
            )
        }
        if schema == .gpx11 && (local == "speed" || local == "course") {
            return (
                .error,
                "\(tag) exists only in GPX 1.0; GPX 1.1 has no \(local) element, so schema-checking readers reject it "
                    + "and others drop it: put it in <extensions> (as Garmin's TrackPointExtension does) or declare the file GPX 1.0"
            )
        }
        if namespace == XMLSchemaNames.gx && !XMLSchemaNames.declares(local, namespace: namespace) {
            return (
                .warning,
                "\(tag) is not in Google's published gx schema: Google Earth may know it (later versions added gx "
                    + "elements), other viewers ignore it"
            )
        }
        if XMLSchemaNames.declares(local, namespace: namespace) {
            let place = expected.map { "; expected here: " + $0 } ?? ""
            return (
                .warning,
                "\(tag) is out of the schema's order here, or in an element \(language) does not allow it in\(place); "
                    + "\(viewers("read")) it anyway, stricter readers may not"
            )
        }
        let suggestion = XMLSchemaNames.suggestion(for: local, in: schema)
        let meant = suggestion.map { "; did you mean `<" + $0 + ">`?" } ?? ""
        let loss = suggestion.flatMap(XMLSchemaNames.loss(ofMissing:)).map { ", so this placemark shows no " + $0 } ?? ""
        return (
            .error,
            "\(tag) is not a \(language) element" + (meant.isEmpty ? ": " : meant + " ") + "\(ignore) it and what it holds\(loss)"
        )
    }

    private func valueAdvice(_ parsed: Parsed, tag: String) -> String {
        let rest = parsed.rest
        let value = Self.quotedValue(in: rest) ?? ""
        let shown = value.isEmpty ? "empty" : "`\(value)`"
        let local = parsed.localName
        if rest.contains("colorType") || (rest.hasPrefix("[facet 'length']") && local.hasSuffix("olor")) {
            var hint =
                "a KML colour is exactly eight hex digits in aabbggrr order (alpha, blue, green, red), e.g. ff0000ff for opaque red"
            if value.hasPrefix("#") { hint += "; #RRGGBB is HTML's form, not KML's" }
            return "\(tag) is \(shown), not a KML colour: \(hint); \(viewers("show")) it in another colour or none"
        }
        if rest.hasPrefix("[facet 'enumeration']") {
            let set = Self.enumeration(in: rest)
            var text = "\(tag) is \(shown), which \(language) does not know here"
            if let set { text += ": it is one of " + set }
            if local == "altitudeMode" && (value == "relativeToSeaFloor" || value == "clampToSeaFloor") {
                text += "; \(value) is valid only as `<gx:altitudeMode>`"
            }
            return text + "; \(viewers("fall")) back to the default"
        }
        if rest.contains("'xs:boolean'") || rest.contains("'xsd:boolean'") || rest.contains("boolean") {
            return
                "\(tag) is \(shown), not a boolean: write 1 or 0 (true and false are valid too); \(viewers("take")) the default"
        }
        if Self.isTime(parsed, rest: rest) {
            if value.isEmpty { return "\(tag) is empty: a time needs a value, an xsd:dateTime such as 2026-01-01T10:30:00Z" }
            let reading =
                ISO8601Time.parse(value) == nil
                ? "routereport cannot read it either" : "routereport still reads it, other readers may not"
            return
                "\(tag) is \(shown), not an xsd:dateTime (2026-01-01T10:30:00Z; a T between date and time, an offset as +02:00)"
                + "; " + reading
        }
        if rest.contains("anyURI") {
            return
                "\(tag) is \(shown), not a valid URI (spaces and backslashes are escaped as %20 and /); links to it may not open"
        }
        if rest.contains("greater than the maximum") || rest.contains("less than the minimum") {
            return "\(tag) is \(shown), out of the range \(language) allows: " + Self.plain(rest)
        }
        if rest.contains("double") || rest.contains("decimal") || rest.contains("float") || rest.contains("integer")
            || rest.contains("'xs:int'") || rest.contains("Type'")
        {
            return "\(tag) is \(shown), not a valid \(Self.typeName(in: rest) ?? "value") here; \(ignore) it"
        }
        return "\(tag) is \(shown), not valid here: " + Self.plain(rest)
    }

    /// A value not of its type (libxml2 names the type, or the facet it fails first).
    private static func isValueFinding(_ rest: String) -> Bool {
        rest.contains("is not a valid value of the") || rest.hasPrefix("[facet ")
    }

    static func isTime(_ parsed: Parsed, rest: String) -> Bool {
        let local = parsed.localName
        return rest.contains("dateTime") || local == "time" || local == "when" || local == "begin" || local == "end"
    }

    // MARK: - text

    /// libxml2's text with `{namespace}` dropped from names.
    static func plain(_ text: String) -> String {
        var out = ""
        var inBraces = false
        for character in text {
            if character == "{" {
                inBraces = true
            } else if character == "}" {
                inBraces = false
            } else if !inBraces {
                out.append(character)
            }
        }
        return out
    }

    /// The first value in single quotes: `'ff0000zz' is not…`, `The value 'x' is…`.
    static func quotedValue(in rest: String) -> String? {
        var text = Substring(rest)
        if text.hasPrefix("[facet '"), let end = text.firstIndex(of: "]") { text = text[text.index(after: end)...] }
        guard let open = text.firstIndex(of: "'") else { return nil }
        let after = text[text.index(after: open)...]
        guard let close = after.firstIndex(of: "'") else { return nil }
        return String(after[..<close])
    }

    /// `{'a', 'b'}` of an enumeration facet, as `a, b`.
    static func enumeration(in rest: String) -> String? {
        guard let open = rest.firstIndex(of: "{"), let close = rest.lastIndex(of: "}"), open < close else { return nil }
        return rest[rest.index(after: open)..<close].replacingOccurrences(of: "'", with: "")
    }

    /// The type's local name in `… of the atomic type '{ns}double'.`.
    static func typeName(in rest: String) -> String? {
        guard let range = rest.range(of: " type '") else { return nil }
        let after = rest[range.upperBound...]
        guard let close = after.firstIndex(of: "'") else { return nil }
        return plain(String(after[..<close])).replacingOccurrences(of: "xs:", with: "").replacingOccurrences(of: "xsd:", with: "")
    }
}
