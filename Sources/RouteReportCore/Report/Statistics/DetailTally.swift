/// How one flight names a detail the rankings count (an airline, an aircraft type, a
/// registration, a seat class): its code, a second code the file gave beside it
/// (`British Airways (BA/BAW)`), and its name.
struct DetailMention: Hashable {
    var code: String?
    var otherCode: String?
    var name: String?

    /// Nil when the flight names nothing; a name that only repeats the code is no name.
    init?(code: String?, otherCode: String? = nil, name: String?) {
        guard code != nil || name != nil else { return nil }
        self.code = code
        self.otherCode = otherCode == code ? nil : otherCode
        self.name = name == code ? nil : name
    }
}

/// The flights and distance of each way a detail is written, then joined into one entry
/// per thing: mentions that share a code, or a name up to case, are the same airline
/// (myFlightradar24's `Virgin Atlantic (VS/VIR)` joins Flighty's `VIR`). An entry is
/// counted by the code most of its flights give (ties: the shorter, then byte order),
/// else by its name, and reads as the name most of its flights give.
struct DetailTally {
    private struct Tally {
        var flights = 0
        var distance = 0.0
    }

    private var slots: [DetailMention: Int] = [:]
    private var mentions: [DetailMention] = []
    private var tallies: [Tally] = []
    /// The last mention counted, looked up again without hashing (flight lists give one
    /// airline many flights in a row).
    private var last: (mention: DetailMention, slot: Int)?

    mutating func add(_ mention: DetailMention?, distance: Double) {
        guard let mention else { return }
        let slot: Int
        if let last, last.mention == mention {
            slot = last.slot
        } else if let known = slots[mention] {
            slot = known
        } else {
            slot = mentions.count
            slots[mention] = slot
            mentions.append(mention)
            tallies.append(Tally())
        }
        last = (mention, slot)
        tallies[slot].flights += 1
        tallies[slot].distance += distance
    }

    /// The entries, each mention in one, in no set order.
    func entries() -> [RunStatistics.NameCount] {
        var groups = Groups(count: mentions.count)
        var owners: [String: Int] = [:]
        for (index, mention) in mentions.enumerated() {
            let tokens = [
                mention.code.map { "c" + $0 }, mention.otherCode.map { "c" + $0 }, mention.name.map { "n" + $0.lowercased() },
            ]
            for case let token? in tokens {
                if let owner = owners[token] { groups.join(owner, index) } else { owners[token] = index }
            }
        }
        var members: [Int: [Int]] = [:]
        for index in mentions.indices { members[groups.root(index), default: []].append(index) }
        return members.values.map { indices in
            var codes: [String: Int] = [:]
            var names: [String: Int] = [:]
            var entry = RunStatistics.NameCount(key: "", name: "")
            for index in indices {
                let (mention, tally) = (mentions[index], tallies[index])
                entry.flights += tally.flights
                entry.distance += tally.distance
                if let code = mention.code { codes[code, default: 0] += tally.flights }
                // A second code can be the key (when no flight gives another) but adds no flights.
                if let other = mention.otherCode { codes[other, default: 0] += 0 }
                if let name = mention.name { names[name, default: 0] += tally.flights }
            }
            let name = Self.mostGiven(names, shorterFirst: false)
            entry.key = Self.mostGiven(codes, shorterFirst: true) ?? name ?? ""
            entry.name = name ?? entry.key
            return entry
        }
    }

    /// The text the most flights give; ties to the shorter (where asked), then byte order.
    private static func mostGiven(_ counts: [String: Int], shorterFirst: Bool) -> String? {
        counts.min { a, b in
            if a.value != b.value { return a.value > b.value }
            if shorterFirst && a.key.utf8.count != b.key.utf8.count { return a.key.utf8.count < b.key.utf8.count }
            return RunStatistics.bytewise(a.key, b.key)
        }?.key
    }

    /// Disjoint sets of mention indices (union by index, with path halving).
    private struct Groups {
        var parents: [Int]

        init(count: Int) { parents = Array(0..<count) }

        mutating func root(_ index: Int) -> Int {
            var index = index
            while parents[index] != index {
                parents[index] = parents[parents[index]]
                index = parents[index]
            }
            return index
        }

        mutating func join(_ a: Int, _ b: Int) {
            let (rootA, rootB) = (root(a), root(b))
            if rootA != rootB { parents[max(rootA, rootB)] = min(rootA, rootB) }
        }
    }
}
