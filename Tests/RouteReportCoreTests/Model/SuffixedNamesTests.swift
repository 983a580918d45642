import Testing

@testable import RouteReportCore

/// One way to make names unique, for ids, XML ids and map file names: the same names as
/// probing from `-2` for every copy, at a cost that grows with the copies, not their square.
@Suite struct SuffixedNamesTests {
    /// The definition, probed from `-2` every time: what routereport did before.
    static func naive(_ bases: [String], taken: Set<String> = [], reserved: Set<String> = []) -> [String] {
        var used = taken
        return bases.map { base in
            var candidate = base
            var suffix = 2
            while used.contains(candidate) || reserved.contains(candidate) {
                candidate = base + "-" + String(suffix)
                suffix += 1
            }
            used.insert(candidate)
            return candidate
        }
    }

    @Test("Random bases, some already suffixed: the same names as probing from -2 each time")
    func sameNamesAsTheDefinition() {
        var generator = SeededGenerator(seed: 5)
        let pool = ["a", "a-2", "a-3", "b", "b-2-2", "b-2", "a-2-2", "c"]
        for _ in 0..<200 {
            let bases = (0..<40).map { _ in pool[generator.next(in: 0...(pool.count - 1))] }
            let reserved: Set<String> = ["a-4", "b-3"]
            var names = SuffixedNames(taken: ["c-2"], reserved: { reserved.contains($0) })
            #expect(bases.map { names.claim($0) } == Self.naive(bases, taken: ["c-2"], reserved: reserved))
        }
    }

    @Test("Case-folded names: 'A' and 'a' collide, the name keeps its own case")
    func foldedCase() {
        var names = SuffixedNames(taken: ["overview"], foldsCase: true)
        #expect(["A", "a", "A-2", "Overview"].map { names.claim($0) } == ["A", "a-2", "A-2-2", "Overview-2"])
    }

    @Test("20,000 copies of one name: about two probes each, where probing from -2 took n²/2")
    func manyCopiesCostLinearProbes() {
        var names = SuffixedNames()
        let claimed = (0..<20_000).map { _ in names.claim("x") }
        #expect(claimed.first == "x" && claimed.last == "x-20000" && Set(claimed).count == 20_000)
        #expect(names.probes < 2 * 20_000)
    }
}
