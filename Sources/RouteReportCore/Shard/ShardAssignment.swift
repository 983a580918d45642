/// Which shard an input belongs to, predictable by any scheduler: FNV-1a 64-bit of the
/// path as given (UTF-8), mod N, plus 1.
public enum ShardAssignment {
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// 1-based shard of `path` among `count` shards.
    public static func shard(of path: String, count: Int) -> Int {
        Int(fnv1a64(path) % UInt64(count)) + 1
    }
}
