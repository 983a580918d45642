import Testing

@testable import RouteReportCore

/// The first listing of each key, kept by hash: the same places as a dictionary by key,
/// whatever the hashes, colliding or not, and for keys that are not the flight's own.
@Suite struct FirstListingsTests {
    /// Per place of `keys` (one document), the first earlier place with the same key.
    static func firsts(_ keys: [String], hash: @escaping (String) -> Int, otherFrom: Int = .max) -> [Int?] {
        var listings = FirstListings<String>(capacity: 0, hash: hash)
        // The keys `keyAt` knows: those before `otherFrom` only.
        let known = keys.indices.map { $0 < otherFrom ? keys[$0] : "?" }
        return keys.indices.map { index in
            listings.first(
                of: keys[index], at: TrackJoin.Place(document: 0, flight: index), isOwn: index < otherFrom,
                keyAt: { known[$0.flight] }
            )?.flight
        }
    }

    static func byDictionary(_ keys: [String]) -> [Int?] {
        var first: [String: Int] = [:]
        return keys.indices.map { index in
            defer { first[keys[index]] = first[keys[index]] ?? index }
            return first[keys[index]]
        }
    }

    @Test("Each hash its own, all one hash, a few; keys not known where they are kept", arguments: [0, 3, 6])
    func sameAsADictionary(otherFrom: Int) {
        let keys = ["a", "b", "a", "c", "b", "b", "d", "c", "a", "e", "d"]
        let expected = Self.byDictionary(keys)
        #expect(expected.compactMap { $0 }.count == 6)
        #expect(Self.firsts(keys, hash: { $0.hashValue }, otherFrom: otherFrom) == expected)
        #expect(Self.firsts(keys, hash: { _ in 0 }, otherFrom: otherFrom) == expected)
        #expect(Self.firsts(keys, hash: { $0 < "c" ? 1 : 2 }, otherFrom: otherFrom) == expected)
    }
}
