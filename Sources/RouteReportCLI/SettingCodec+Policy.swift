import RouteReportCore

extension SettingCodec where Value == DiagnosticPolicy {
    /// The whole policy, so that `merge` applies the shards' configuration as each shard
    /// would: the working directory, each rule's level by rule id, each ignore's pattern,
    /// base and rules, each exclude's pattern and base, in a fixed order, strings as a
    /// 4-byte little-endian length and UTF-8.
    static var policy: Self {
        Self(
            write: { policy, bytes in
                func text(_ value: String) {
                    let utf8 = Array(value.utf8)
                    withUnsafeBytes(of: UInt32(utf8.count).littleEndian) { bytes.append(contentsOf: $0) }
                    bytes += utf8
                }
                func count(_ value: Int) { text(String(value)) }
                text(policy.workingDirectory)
                let levels = policy.levels.sorted { $0.key.rawValue < $1.key.rawValue }
                count(levels.count)
                for (rule, level) in levels {
                    text(rule.rawValue)
                    text(level.rawValue)
                }
                count(policy.ignores.count)
                for ignore in policy.ignores {
                    text(ignore.pattern.glob.text)
                    text(ignore.pattern.baseText)
                    let rules = ignore.rules.map(\.rawValue).sorted()
                    count(rules.count)
                    rules.forEach(text)
                }
                count(policy.excludes.count)
                for pattern in policy.excludes {
                    text(pattern.glob.text)
                    text(pattern.baseText)
                }
            },
            read: { bytes in
                func text() -> String? {
                    guard bytes.count >= 4 else { return nil }
                    let length = Int(bytes.prefix(4).reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
                    bytes = bytes.dropFirst(4)
                    guard bytes.count >= length, let value = String(validating: bytes.prefix(length), as: UTF8.self)
                    else { return nil }
                    bytes = bytes.dropFirst(length)
                    return value
                }
                func count() -> Int? { text().flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil } }
                func pattern() -> PathPattern? {
                    guard let glob = text(), let base = text() else { return nil }
                    return try? PathPattern.compile(glob, base: base).get()
                }
                guard let workingDirectory = text(), let levelCount = count() else { return nil }
                var policy = DiagnosticPolicy(workingDirectory: workingDirectory)
                for _ in 0..<levelCount {
                    guard let rule = text().flatMap(Rule.init(rawValue:)), let level = text().flatMap(RuleLevel.init(rawValue:))
                    else { return nil }
                    policy.levels[rule] = level
                }
                guard let ignoreCount = count() else { return nil }
                for _ in 0..<ignoreCount {
                    guard let pattern = pattern(), let ruleCount = count() else { return nil }
                    var rules: Set<Rule> = []
                    for _ in 0..<ruleCount {
                        guard let rule = text().flatMap(Rule.init(rawValue:)) else { return nil }
                        rules.insert(rule)
                    }
                    policy.ignores.append(DiagnosticPolicy.FileIgnore(pattern: pattern, rules: rules))
                }
                guard let excludeCount = count() else { return nil }
                for _ in 0..<excludeCount {
                    guard let pattern = pattern() else { return nil }
                    policy.excludes.append(pattern)
                }
                return policy
            })
    }
}
