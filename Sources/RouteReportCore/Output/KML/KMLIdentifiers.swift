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
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let ascii = scalar.isASCII ? UInt8(scalar.value) : 0
            let keep =
                (ascii >= 0x30 && ascii <= 0x39) || (ascii >= 0x41 && ascii <= 0x5A)
                || (ascii >= 0x61 && ascii <= 0x7A) || ascii == 0x2D || ascii == 0x2E || ascii == 0x5F
            scalars.append(keep ? scalar : "_")
        }
        var id = String(scalars)
        // An NCName may not start with a digit, '-' or '.'.
        if let first = id.unicodeScalars.first, !(first.properties.isAlphabetic || first == "_") {
            id = "_" + id
        }
        return id.isEmpty ? "_" : id
    }
}
