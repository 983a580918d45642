/// Which shard an input belongs to, predictable by any scheduler: FNV-1a 64-bit of its
/// name (UTF-8) — the path as given, `-`, or a route as written — mod N, plus 1.
enum ShardAssignment {
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// 1-based shard of the input named `name` among `count` shards.
    static func shard(of name: String, count: Int) -> Int {
        Int(fnv1a64(name) % UInt64(count)) + 1
    }

    /// 1-based shard of `input` among `count` shards.
    static func shard(of input: InputSource, count: Int) -> Int {
        shard(of: input.name, count: count)
    }
}
