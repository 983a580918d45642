/// Hands out `id` attribute values: XML IDs (an NCName: a letter or `_` first, then
/// letters, digits, `.`, `-`, `_`) unique within the document. A feature id keeps its
/// ASCII letters, digits, `.`, `-` and `_`; anything else becomes `_`; a collision gets
/// `-2`, `-3`, …, like map file names (`SuffixedNames`). Ids are handed out in output
/// order, so the result is deterministic.
struct KMLIdentifiers {
    private var names: SuffixedNames

    /// `reserved`: ids the document already uses (styles, schemas).
    init(reserved: [String]) {
        names = SuffixedNames(taken: reserved)
    }

    mutating func unique(for featureID: String) -> String {
        names.claim(Self.xmlID(featureID))
    }

    /// Ids looked up so far (`SuffixedNames.probes`).
    var probes: Int { names.probes }

    static func xmlID(_ text: String) -> String {
        // Most ids are an NCName already (a letter or `_` first, then only kept bytes).
        let isNCName = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard let first = utf8.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
            return utf8.allSatisfy(isKept)
        }
        if isNCName == true { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isKept(scalar.isASCII ? UInt8(scalar.value) : 0) ? scalar : "_")
        }
        var id = String(scalars)
        // An NCName may not start with a digit, '-' or '.'.
        if let first = id.unicodeScalars.first, !(first.properties.isAlphabetic || first == "_") {
            id = "_" + id
        }
        return id.isEmpty ? "_" : id
    }

    /// An ASCII letter.
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// A byte an id keeps: an ASCII letter or digit, `.`, `-` or `_`.
    private static func isKept(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E || byte == 0x5F
    }
}
