/// libxml2's words for the mistakes people make most, rewritten as what to change:
/// `xmlParseEntityRef: no name` becomes "an '&' that starts no entity: write it as
/// &amp;". The diagnostic keeps libxml2's code and words (`XMLParserError`) for SARIF.
///
/// Errors are told apart by libxml2's code (`xmlParserErrors`, numbers that are part of
/// its ABI; this file does not import the C module) and, where libxml2 uses one code
/// for several mistakes, by the start of its message. An error not in the table keeps
/// libxml2's words.
enum XMLErrorAdvice {
    /// The `xml-malformed` diagnostic for an error libxml2 reported.
    /// - Parameters:
    ///   - code: libxml2's error code; nil for an error from its generic handler.
    ///   - openElement: the innermost element still open when the error came, if any.
    static func diagnostic(
        code: Int?, message: String, openElement: String?, at location: SourceLocation, severity: Severity = .error
    ) -> Diagnostic {
        let advice = advice(code: code, message: message, openElement: openElement)
        return Diagnostic(
            .xmlMalformed, advice ?? "not well-formed XML: " + message, at: location, severity: severity,
            xmlError: XMLParserError(code: code, message: message))
    }

    /// The advice for an error, or nil where libxml2's own words stay.
    static func advice(code: Int?, message: String, openElement: String?) -> String? {
        switch code {
        case 68 where message.hasPrefix("xmlParseEntityRef"):  // XML_ERR_NAME_REQUIRED
            return "an '&' that starts no entity: write it as &amp; (in a URL too: ?a=1&amp;b=2)"
        case 68 where message.hasPrefix("StartTag"):
            return "a '<' that starts no tag: write it as &lt;, or put the text in <![CDATA[ … ]]>"
        case 23:  // XML_ERR_ENTITYREF_SEMICOL_MISSING
            return "an '&' followed by a name but no ';' (a URL's '&b=2'?): write the '&' as &amp;"
        case 26, 27:  // XML_ERR_UNDECLARED_ENTITY, XML_WAR_UNDECLARED_ENTITY
            let name = quoted(in: message).map { "&\($0); is" } ?? "the entity is"
            return name + " not an XML entity (HTML's are not): XML knows only &amp; &lt; &gt; &quot; &apos;;"
                + " write the character itself or a character reference such as &#233;"
        case 38:  // XML_ERR_LT_IN_ATTRIBUTE
            return "a '<' inside an attribute value: write it as &lt;"
        case 39:  // XML_ERR_ATTRIBUTE_NOT_STARTED
            return "an attribute value without quotes: write id=\"a\", not id=a"
        case 42:  // XML_ERR_ATTRIBUTE_REDEFINED
            return "an attribute given twice on one element: keep one (libxml2: \(message))"
        case 76:  // XML_ERR_TAG_NAME_MISMATCH
            return mismatch(message)
        case 77:  // XML_ERR_TAG_NOT_FINISHED: "Premature end of data in tag kml line 2"
            return cutShort(openElement ?? word(after: "in tag ", in: message))
        case 5 where openElement != nil:  // XML_ERR_DOCUMENT_END while an element is open
            return cutShort(openElement)
        case 5:
            return "more follows the root element's end tag: an XML file holds one root element,"
                + " so remove what comes after it (a second document pasted in?)"
        case 9 where message.hasPrefix("Input is not proper UTF-8"), 81:  // XML_ERR_INVALID_CHAR, XML_ERR_INVALID_ENCODING
            return notUTF8(message)
        case 9:
            return "a control character that XML does not allow (\(message)): remove it"
        case 8:  // XML_ERR_INVALID_CHARREF
            return "a character reference to a character XML does not allow (such as &#0;): remove it"
        case 32:  // XML_ERR_UNSUPPORTED_ENCODING
            let name = word(after: "Unsupported encoding ", in: message).map { " ('\($0)')" } ?? ""
            return "the XML declaration names an encoding libxml2 does not know\(name):"
                + " save the file as UTF-8 and declare encoding=\"UTF-8\""
        case 64:  // XML_ERR_RESERVED_XML_NAME
            return "something comes before the XML declaration <?xml …?> (a blank line, a space):"
                + " the declaration must be the very first thing in the file"
        case 73:  // XML_ERR_GT_REQUIRED
            return "a tag is not closed with '>'"
        case 80:  // XML_ERR_HYPHEN_IN_COMMENT
            return "'--' inside a comment, which XML does not allow: remove it or put a space between the hyphens"
        case 201:  // XML_NS_ERR_UNDEFINED_NAMESPACE: "Namespace prefix gx on Track is not defined"
            return undeclaredPrefix(message)
        case nil where message.hasPrefix("Input is not proper UTF-8"):
            return notUTF8(message)
        case nil where message.hasPrefix("Unsupported encoding"):
            return advice(code: 32, message: message, openElement: openElement)
        default:
            return nil
        }
    }

    /// The namespaces of prefixes KML and GPX files use without declaring them.
    static let knownPrefixes: [(prefix: String, uri: String)] = [
        ("gx", "http://www.google.com/kml/ext/2.2"),
        ("kml", "http://www.opengis.net/kml/2.2"),
        ("atom", "http://www.w3.org/2005/Atom"),
        ("xal", "urn:oasis:names:tc:ciq:xsdschema:xAL:2.0"),
        ("xsi", "http://www.w3.org/2001/XMLSchema-instance"),
        ("gpxx", "http://www.garmin.com/xmlschemas/GpxExtensions/v3"),
        ("gpxtpx", "http://www.garmin.com/xmlschemas/TrackPointExtension/v1"),
    ]

    private static func undeclaredPrefix(_ message: String) -> String {
        guard let prefix = word(after: "Namespace prefix ", in: message) else {
            return "a namespace prefix is used but not declared (\(message)): declare it on the root element"
        }
        let uri = knownPrefixes.first { $0.prefix == prefix }?.uri ?? "…"
        return "the prefix '\(prefix):' is used but not declared: add xmlns:\(prefix)=\"\(uri)\" to the root element"
    }

    private static func mismatch(_ message: String) -> String {
        // "Opening and ending tag mismatch: Folder line 3 and Document"
        let words = message.split(separator: ":", maxSplits: 1).last.map { $0.split(separator: " ") } ?? []
        guard words.count == 5, words[1] == "line", words[3] == "and" else {
            return "an end tag does not match the element it closes (libxml2: \(message))"
        }
        let (open, line, close) = (words[0], words[2], words[4])
        return "</\(close)> does not close <\(open)> (opened on line \(line)):"
            + " add </\(open)> before it, or remove the stray </\(close)>"
    }

    private static func cutShort(_ element: String?) -> String {
        let inside = element.map { " inside <\($0)>" } ?? ""
        return "the file ends\(inside) before its elements are closed: it is cut short (an interrupted"
            + " download or copy?) or misses its end tags"
    }

    private static func notUTF8(_ message: String) -> String {
        // "Input is not proper UTF-8, indicate encoding !\nBytes: 0xE9 0x3C 0x2F 0x6E"
        let first = word(after: "Bytes: ", in: message).map { " (byte \($0))" } ?? ""
        return "the text here is not UTF-8\(first): save the file as UTF-8, or declare its real encoding,"
            + " such as <?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>"
    }

    /// The text between the first pair of single quotes.
    private static func quoted(in message: String) -> String? {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return parts.count >= 3 && !parts[1].isEmpty ? String(parts[1]) : nil
    }

    /// The word that follows `marker` in `message`.
    private static func word(after marker: String, in message: String) -> String? {
        guard let range = message.range(of: marker) else { return nil }
        let word = message[range.upperBound...].prefix { !$0.isWhitespace }
        return word.isEmpty ? nil : String(word)
    }
}
