/// The anchors GitHub gives a Markdown document's headings, so that a link in
/// report.md lands on its section when GitHub renders the file: the heading's text in
/// lower case, every character but letters, marks, numbers, `_`, `-` and spaces dropped,
/// each space a `-`; a slug met before gets `-1`, `-2`, … in document order.
struct GitHubAnchors {
    private var occurrences: [String: Int] = [:]

    /// The anchors of `headings` already in the document, in order.
    init(taking headings: [String] = []) {
        for heading in headings { _ = anchor(for: heading) }
    }

    /// The anchor of the next heading, `heading` as rendered (no Markdown escapes).
    mutating func anchor(for heading: String) -> String {
        let base = Self.slug(heading)
        var slug = base
        if let seen = occurrences[base] {
            var count = seen
            repeat {
                count += 1
                slug = base + "-" + String(count)
            } while occurrences[slug] != nil
            occurrences[base] = count
        }
        occurrences[slug] = occurrences[slug] ?? 0
        return slug
    }

    static func slug(_ heading: String) -> String {
        var slug = ""
        for scalar in heading.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
                .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
                slug.unicodeScalars.append(scalar)
            default:
                if scalar == " " || scalar == "-" { slug.append("-") }
            }
        }
        return slug
    }
}
