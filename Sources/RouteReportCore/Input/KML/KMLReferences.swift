/// The references a KML document makes inside itself, and what it declares, so that a
/// reference to nothing is found once the document is read: a style by `styleUrl`
/// `#id` (Google Earth then draws the feature in its default style), a Schema by a
/// SchemaData's `schemaUrl` `#id`, a field by a SimpleData's `name` (GDAL and QGIS build
/// their attribute table from the Schema, and drop a value whose field it lacks).
/// References to other files (`other.kml#id`, `http://…`) are not followed and not checked.
/// What is declared only grows, so a reference to something already declared is not
/// kept: a file that declares its styles first keeps none of its million `styleUrl`s.
struct KMLReferences {
    private var styles: Set<String> = []
    private var schemas: [String: Set<String>] = [:]
    private var styleUses: [(id: String, location: SourceLocation)] = []
    private var schemaUses: [(id: String, location: SourceLocation)] = []
    private var fieldUses: [(schema: String, field: String, location: SourceLocation)] = []
    private var openSchema: (id: String, depth: Int)?

    /// The local id a URL names: `#id` only.
    static func localID(_ url: String) -> String? {
        let trimmed = url.trimmingXMLWhitespace()
        guard trimmed.hasPrefix("#"), trimmed.count > 1 else { return nil }
        return String(trimmed.dropFirst())
    }

    mutating func declareStyle(id: String?) {
        if let id, !id.isEmpty { styles.insert(id) }
    }

    mutating func startSchema(id: String?, depth: Int) {
        guard let id, !id.isEmpty else { return }
        if schemas[id] == nil { schemas[id] = [] }
        openSchema = (id, depth)
    }

    mutating func addField(name: String?) {
        guard let open = openSchema, let name else { return }
        schemas[open.id, default: []].insert(name)
    }

    mutating func endElement(depth: Int) {
        if openSchema?.depth == depth { openSchema = nil }
    }

    mutating func useStyle(_ url: String, at location: SourceLocation) {
        if let id = Self.localID(url), !styles.contains(id) { styleUses.append((id, location)) }
    }

    /// A SchemaData's `schemaUrl`: the local Schema it names, whose fields its SimpleData
    /// use, or nil.
    mutating func useSchema(_ url: String?, at location: SourceLocation) -> String? {
        guard let url, let id = Self.localID(url) else { return nil }
        if schemas[id] == nil { schemaUses.append((id, location)) }
        return id
    }

    mutating func useField(_ name: String?, schema: String, at location: SourceLocation) {
        guard let name, schemas[schema]?.contains(name) != true else { return }
        fieldUses.append((schema, name, location))
    }

    /// What names nothing, in document order per kind.
    func diagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for use in styleUses where !styles.contains(use.id) {
            found.append(
                Diagnostic(
                    .styleReference,
                    "styleUrl #\(use.id) names no Style or StyleMap in this file; Google Earth draws the feature in its default style",
                    at: use.location))
        }
        for use in schemaUses where schemas[use.id] == nil {
            found.append(
                Diagnostic(
                    .schemaReference,
                    "schemaUrl #\(use.id) names no Schema in this file; GIS readers read its SimpleData without their types",
                    at: use.location))
        }
        for use in fieldUses {
            guard let fields = schemas[use.schema], !fields.contains(use.field) else { continue }
            found.append(
                Diagnostic(
                    .schemaField,
                    "SimpleData \(use.field) is not a SimpleField of Schema #\(use.schema); GDAL and QGIS leave it out of the attribute table",
                    at: use.location))
        }
        return found
    }
}
