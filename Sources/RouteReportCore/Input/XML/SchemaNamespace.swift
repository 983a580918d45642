internal import CLibXML2

/// One namespace a schema shortcut holds elements of, compared with the URIs libxml2
/// hands over: by the address it last gave the namespace at (its dictionary's, the same
/// for every element), else by its bytes.
struct SchemaNamespace {
    /// The namespace, NUL-terminated.
    private let bytes: [UInt8]
    private var seenAt: UnsafePointer<xmlChar>?

    init(_ namespace: String) {
        bytes = Array(namespace.utf8) + [0]
    }

    mutating func contains(_ uri: UnsafePointer<xmlChar>?) -> Bool {
        guard let uri else { return false }
        if uri == seenAt { return true }
        let same = bytes.withUnsafeBufferPointer { own in own.baseAddress.map { xmlStrEqual(uri, $0) == 1 } ?? false }
        if same { seenAt = uri }
        return same
    }
}
