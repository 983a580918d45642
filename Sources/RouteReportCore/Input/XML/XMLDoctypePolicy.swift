/// What a document's DTD, entity references and XInclude elements get: never loaded,
/// never substituted, never followed; each said once as an `external-reference`
/// warning (every distinct entity once, the DOCTYPE once).
struct XMLDoctypePolicy {
    private var reportedEntities: Set<String> = []
    private var reportedDoctype = false

    /// An entity reference `&name;` at `location`; nil when that entity was reported before.
    mutating func entityReference(_ name: String, at location: SourceLocation) -> Diagnostic? {
        guard reportedEntities.insert(name).inserted else { return nil }
        return Diagnostic(.externalReference, "entity reference &\(name); is not expanded", at: location)
    }

    /// A DOCTYPE named `name` (empty when unknown) found at `location`; nil after the first.
    mutating func doctype(name: String, at location: @autoclosure () -> SourceLocation) -> Diagnostic? {
        guard !reportedDoctype else { return nil }
        reportedDoctype = true
        return Diagnostic(
            .externalReference,
            "DOCTYPE\(name.isEmpty ? "" : " " + name) is not loaded: DTDs and entities are never read", at: location())
    }

    /// libxml2 processes XInclude only when asked (we never ask); an `include` element
    /// in an XInclude namespace is said, like a DTD. An undeclared `xi:` prefix reaches
    /// us in the local name, with no namespace.
    static func xinclude(localName: String, namespaceURI: String?, at location: SourceLocation) -> Diagnostic? {
        let isXInclude =
            namespaceURI == nil
            ? localName.hasSuffix(":include")
            : namespaceURI == "http://www.w3.org/2001/XInclude" || namespaceURI == "http://www.w3.org/2003/XInclude"
        guard isXInclude else { return nil }
        return Diagnostic(.externalReference, "XInclude is not processed", at: location)
    }
}
