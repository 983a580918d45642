/// Names made unique the way routereport makes every name unique: a name is itself when
/// free, else the name with `-2`, `-3`, … appended, the first suffix that is free. Feature
/// ids, XML ids and map file names all come from here.
///
/// The next suffix to try is remembered per base: names are only ever taken, never given
/// back, so a suffix found taken for a base stays taken, and n copies of one base cost
/// about 2n probes, not n²/2 (50,000 CSV rows sharing one id took 149 s to settle, and
/// 40,000 ids that make one XML id 88 s, when every copy probed from `-2`).
struct SuffixedNames {
    /// Names are compared case-folded (map file names, for file systems that fold case).
    let foldsCase: Bool
    /// Names taken from outside that are never handed out (`isReserved` by the caller).
    private let isReserved: (String) -> Bool
    private var taken: Set<String>
    private var nextSuffix: [String: Int] = [:]
    /// Names looked up so far: what one `claim` costs, for tests to count.
    private(set) var probes = 0

    /// `taken`: names in use from the start. `reserved`: names never handed out, asked
    /// when met (so a big set need not be copied in).
    init(taken: some Sequence<String> = [], foldsCase: Bool = false, reserved: @escaping (String) -> Bool = { _ in false }) {
        self.foldsCase = foldsCase
        isReserved = reserved
        self.taken = Set(taken.lazy.map { foldsCase ? $0.lowercased() : $0 })
    }

    /// `base` or the first `base-N` (N from 2) that is free, taken from now on.
    mutating func claim(_ base: String) -> String {
        let key = foldsCase ? base.lowercased() : base
        if isFree(key, name: base) {
            taken.insert(key)
            return base
        }
        var suffix = nextSuffix[key] ?? 2
        while !isFree(key + "-" + String(suffix), name: base + "-" + String(suffix)) { suffix += 1 }
        nextSuffix[key] = suffix + 1
        taken.insert(key + "-" + String(suffix))
        return base + "-" + String(suffix)
    }

    private mutating func isFree(_ key: String, name: String) -> Bool {
        probes += 1
        return !taken.contains(key) && !isReserved(name)
    }
}
