import Foundation

/// A table of things with an IATA code, an ICAO code and a name (`AirlineNames`,
/// `AircraftNames`), looked up by either code (in any case) or by the name (up to case),
/// or by another name people write for it: a fourth field of names separated by `|`,
/// and the name without its maker (`A380-800` for `Airbus A380-800`) where the table
/// names its makers.
struct NameTable: Sendable {
    struct Entry: Sendable, Hashable {
        /// Empty where the thing has none.
        var iata: String
        var icao: String
        var name: String
        /// The other names it is known by, upper-cased.
        var aliases: [String] = []

        /// Whether a name a file gives is this entry's (its name or a code, up to case):
        /// a code reused by a later airline (AZ: Alitalia, then ITA Airways) must not
        /// rename a flight whose file names the earlier one.
        func agrees(withName text: String?) -> Bool {
            guard let text else { return true }
            let key = text.trimmingCharacters(in: .whitespaces).uppercased()
            return key == name.uppercased() || key == icao || (!iata.isEmpty && key == iata) || aliases.contains(key)
        }
    }

    private let byKey: [String: Entry]

    /// `text`: one entry a line, `IATA<TAB>ICAO<TAB>NAME[<TAB>ALIAS|ALIAS…]`, leading
    /// spaces ignored; `makers`: the first words of names that may be left out.
    init(_ text: String, makers: Set<String> = []) {
        var byKey: [String: Entry] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.drop { $0 == " " }.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 || fields.count == 4 else { continue }
            var entry = Entry(iata: fields[0], icao: fields[1], name: fields[2])
            if fields.count == 4 { entry.aliases = fields[3].split(separator: "|").map { $0.uppercased() } }
            let words = entry.name.split(separator: " ", maxSplits: 1)
            if words.count == 2, makers.contains(String(words[0])) { entry.aliases.append(words[1].uppercased()) }
            for key in [entry.iata, entry.icao, entry.name] + entry.aliases where !key.isEmpty {
                byKey[key.uppercased()] = byKey[key.uppercased()] ?? entry
            }
        }
        self.byKey = byKey
    }

    /// The entry one of the texts names (a code or the name), the first that does.
    func entry(_ texts: String?...) -> Entry? {
        for case let text? in texts {
            let key = text.trimmingCharacters(in: .whitespaces).uppercased()
            if let entry = byKey[key] { return entry }
        }
        return nil
    }
}
