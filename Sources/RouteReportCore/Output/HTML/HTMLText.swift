/// Text from inputs made inert in HTML: `&`, `<`, `>`, `"` and `'` become character
/// references, so a name holding `<script>` is shown as those characters, in element
/// content and in a quoted attribute value alike. Control characters other than tab
/// become spaces (they are not allowed in HTML text).
enum HTMLText {
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if scalar.value < 0x20 && scalar != "\t" || (0x7F...0x9F).contains(scalar.value) {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
