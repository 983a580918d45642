/// The element names the embedded schemas declare (`XMLSchemaFiles.elements`), for the
/// schema findings' messages: is a name an element of KML or GPX, which one was meant,
/// and how a name is written with its usual prefix.
enum XMLSchemaNames {
    static let kml = "http://www.opengis.net/kml/2.2"
    static let gx = "http://www.google.com/kml/ext/2.2"
    static let atom = "http://www.w3.org/2005/Atom"
    static let xal = "urn:oasis:names:tc:ciq:xsdschema:xAL:2.0"

    /// The namespaces whose elements a schema checks.
    static func namespaces(of schema: XMLSchema) -> [String] {
        switch schema {
        case .kml: return [kml, gx, atom, xal]
        case .gpx10: return ["http://www.topografix.com/GPX/1/0"]
        case .gpx11: return ["http://www.topografix.com/GPX/1/1"]
        }
    }

    static func isSchemaNamespace(_ namespace: String, of schema: XMLSchema) -> Bool {
        namespaces(of: schema).contains(namespace)
    }

    private static let declared: [String: Set<String>] = XMLSchemaFiles.elements.mapValues(Set.init)

    static func declares(_ localName: String, namespace: String) -> Bool {
        declared[namespace]?.contains(localName) ?? false
    }

    /// `gx:Track` for gx's `Track`; KML's and GPX's own names bare.
    static func qualified(_ localName: String, namespace: String?) -> String {
        switch namespace {
        case gx: return "gx:" + localName
        case atom: return "atom:" + localName
        case xal: return "xal:" + localName
        default: return localName
        }
    }

    /// The declared name nearest `localName`: the same but for case, else at most two
    /// edits away (`EditDistance`; one for a name under five letters), the first in name
    /// order of the nearest; abstract names are never suggested.
    static func suggestion(for localName: String, in schema: XMLSchema) -> String? {
        var best: (distance: Int, name: String)?
        for namespace in namespaces(of: schema).prefix(2) {
            for name in XMLSchemaFiles.elements[namespace] ?? [] where !name.hasPrefix("Abstract") {
                let written = qualified(name, namespace: namespace)
                if name.lowercased() == localName.lowercased() { return written }
                // Two edits only for longer names: any short name is two edits from another.
                let limit = localName.utf8.count < 5 ? 1 : 2
                let distance = EditDistance.between(name, localName)
                if distance <= limit && distance < (best?.distance ?? 3) { best = (distance, written) }
            }
        }
        return best?.name
    }

    /// What a placemark shows no longer when its geometry element is misspelt.
    static func loss(ofMissing element: String) -> String? {
        switch element {
        case "LineString", "gx:Track", "gx:MultiTrack": return "line"
        case "Point": return "point"
        case "Polygon", "LinearRing": return "polygon"
        case "MultiGeometry", "Model": return "geometry"
        default: return nil
        }
    }

    /// libxml2's `Expected is one of ( {ns}a, {ns}b ).` as `a, b`, without the abstract
    /// groups and the wildcards; nil when nothing is left.
    static func expected(in rest: String) -> String? {
        guard let open = rest.range(of: "( "), let close = rest.range(of: " )", range: open.upperBound..<rest.endIndex)
        else {
            return nil
        }
        var names: [String] = []
        for item in rest[open.upperBound..<close.lowerBound].split(separator: ",") {
            let trimmed = item.drop { $0 == " " }
            var namespace: String?
            var local = trimmed
            if local.hasPrefix("{"), let end = local.firstIndex(of: "}") {
                namespace = String(local[local.index(after: local.startIndex)..<end])
                local = local[local.index(after: end)...]
            }
            guard !local.isEmpty, !local.hasPrefix("##"), !local.hasSuffix("Group"), local != "*" else { continue }
            names.append("<" + qualified(String(local), namespace: namespace) + ">")
        }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }
}
