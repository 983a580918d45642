import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// routes.kml as another XML parser sees it (Foundation's XMLParser, namespaces on),
/// so tests query what a consumer reads, not what our writer meant to write.
final class KMLTestNode {
    let name: String
    let namespace: String?
    let attributes: [String: String]
    var children: [KMLTestNode] = []
    var text = ""

    init(name: String, namespace: String?, attributes: [String: String]) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
    }

    /// Direct children named `name`.
    func all(_ name: String) -> [KMLTestNode] { children.filter { $0.name == name } }
    func first(_ name: String) -> KMLTestNode? { children.first { $0.name == name } }
    /// The text of the first child `name`.
    func value(_ name: String) -> String? { first(name)?.text }

    /// Every descendant named `name`, in document order.
    func descendants(_ name: String) -> [KMLTestNode] {
        var found: [KMLTestNode] = []
        for child in children {
            if child.name == name { found.append(child) }
            found += child.descendants(name)
        }
        return found
    }

    /// Follows a `/`-separated path of child names.
    func at(_ path: String) -> KMLTestNode? {
        var node: KMLTestNode? = self
        for step in path.split(separator: "/") { node = node?.first(String(step)) }
        return node
    }

    /// `SimpleData` values of this placemark's SchemaData, by name.
    var simpleData: [String: String] {
        var values: [String: String] = [:]
        for data in at("ExtendedData/SchemaData")?.all("SimpleData") ?? [] {
            values[data.attributes["name"] ?? ""] = data.text
        }
        return values
    }

    /// Each flight's placemarks from the layer `folders`, grouped by `flight_id` in the
    /// order the flights first appear, as children of a synthetic node per flight.
    static func flights(in folders: [KMLTestNode]) -> [KMLTestNode] {
        var order: [String] = []
        var groups: [String: KMLTestNode] = [:]
        for folder in folders {
            for placemark in folder.all("Placemark") {
                let id = placemark.simpleData["flight_id"] ?? ""
                if groups[id] == nil {
                    order.append(id)
                    groups[id] = KMLTestNode(name: "flight", namespace: nil, attributes: [:])
                }
                groups[id]?.children.append(placemark)
            }
        }
        return order.compactMap { groups[$0] }
    }

    /// Parses `coordinates` text into (lon, lat) pairs.
    static func coordinates(_ text: String) -> [(lon: Double, lat: Double)] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map { tuple in
            let parts = tuple.split(separator: ",")
            return (Double(parts[0]) ?? .nan, Double(parts[1]) ?? .nan)
        }
    }

    /// The root `kml` element of `bytes`, or nil if XMLParser rejects them.
    static func parse(_ bytes: [UInt8]) -> KMLTestNode? {
        let builder = Builder()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = true
        parser.delegate = builder
        guard parser.parse() else { return nil }
        return builder.root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: KMLTestNode?
        var stack: [KMLTestNode] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            let node = KMLTestNode(name: elementName, namespace: namespaceURI, attributes: attributeDict)
            if let parent = stack.last { parent.children.append(node) } else { root = node }
            stack.append(node)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
