/// File names for the SVG maps in `maps/`: one stem per flight (the caller adds `.svg`).
///
/// A stem is the flight id made safe: ASCII letters, digits, `-`, `_` and `.` are kept,
/// every other character becomes `_`, so no stem holds a path separator and none can
/// leave the maps folder. Stems are unique case-insensitively (macOS and Windows file
/// systems fold case) and never `overview`, which the overview map takes.
enum MapFileNames {
    /// The overview map's stem; no flight map may take it.
    static let overview = "overview"

    /// Longest stem before a collision suffix, in characters (all ASCII). File systems
    /// allow 255 bytes; this leaves room for `-N` and `.svg`.
    static let maximumLength = 100

    /// One stem per id, in input order; a stem that collides with an earlier one or with
    /// `overview` gets `-2`, `-3`, … (the first that is free).
    static func assign(_ flightIDs: [String]) -> [String] {
        var names = SuffixedNames(taken: [overview], foldsCase: true)
        return flightIDs.map { names.claim(safeStem($0)) }
    }

    /// The id with unsafe characters replaced; never empty, never hidden (leading `.`),
    /// never `.`/`..`, never starting with `-`, at most `maximumLength` characters.
    static func safeStem(_ id: String) -> String {
        isSafe(id) ? id : safeStemByCharacter(id)
    }

    /// Whether `id` is its own stem (`safeStemByCharacter` would return it as it is):
    /// 1 to `maximumLength` kept ASCII bytes, no `.` or `-` first, no `.` last, and no
    /// Windows device name before its first dot. Most ids are (generated ones always),
    /// and this pass over their bytes costs a fraction of the one over their Characters.
    static func isSafe(_ id: String) -> Bool {
        var utf8 = id.utf8.makeIterator()
        var count = 0
        var last: UInt8 = 0
        var firstDot: Int?
        while let byte = utf8.next() {
            guard isKept(byte) else { return false }
            if count == 0 && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")) { return false }
            if byte == UInt8(ascii: "."), firstDot == nil { firstDot = count }
            count += 1
            last = byte
        }
        guard count > 0, count <= maximumLength, last != UInt8(ascii: ".") else { return false }
        // Device names are 3 or 4 characters long.
        let device = firstDot ?? count
        return (device != 3 && device != 4) || !isReservedOnWindows(id)
    }

    /// `safeStem`, Character by Character.
    static func safeStemByCharacter(_ id: String) -> String {
        // Per Character, so "é" written as one or two scalars becomes one `_`.
        var characters: [Character] = id.prefix(maximumLength).map { character in
            guard let ascii = character.asciiValue, isKept(ascii) else { return "_" }
            return character
        }
        if characters.isEmpty { return "flight" }
        // A leading dot hides the file (and covers "." and ".."), a leading dash reads as
        // an option to `rm` and the rest; Windows drops a trailing dot, which would make
        // "a." and "a" the same file.
        if characters[0] == "." || characters[0] == "-" { characters[0] = "_" }
        if characters[characters.count - 1] == "." { characters[characters.count - 1] = "_" }
        var stem = String(characters)
        if isReservedOnWindows(stem) { stem += "_" }
        return stem
    }

    private static func isKept(_ ascii: UInt8) -> Bool {
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
            UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// Device names that Windows refuses as a file name, with any extension ("nul.x").
    private static func isReservedOnWindows(_ stem: String) -> Bool {
        let device = stem.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0].lowercased()
        switch device {
        case "con", "prn", "aux", "nul": return true
        default:
            guard device.count == 4, device.hasPrefix("com") || device.hasPrefix("lpt"),
                let digit = device.last?.wholeNumberValue
            else { return false }
            return digit >= 1
        }
    }
}
