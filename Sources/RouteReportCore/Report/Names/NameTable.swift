import Foundation

/// A table of things with an IATA code, an ICAO code and a name (`AirlineNames`,
/// `AircraftNames`), looked up by either code (in any case) or by the name (up to case).
struct NameTable: Sendable {
    struct Entry: Sendable, Hashable {
        /// Empty where the thing has none.
        var iata: String
        var icao: String
        var name: String

        /// Whether a name a file gives is this entry's (its name or a code, up to case):
        /// a code reused by a later airline (AZ: Alitalia, then ITA Airways) must not
        /// rename a flight whose file names the earlier one.
        func agrees(withName text: String?) -> Bool {
            guard let text else { return true }
            let key = text.trimmingCharacters(in: .whitespaces).uppercased()
            return key == name.uppercased() || key == icao || (!iata.isEmpty && key == iata)
        }
    }

    private let byKey: [String: Entry]

    /// `text`: one entry a line, `IATA<TAB>ICAO<TAB>NAME`, leading spaces ignored.
    init(_ text: String) {
        var byKey: [String: Entry] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.drop { $0 == " " }.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { continue }
            let entry = Entry(iata: fields[0], icao: fields[1], name: fields[2])
            for key in [entry.iata, entry.icao, entry.name] where !key.isEmpty {
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
