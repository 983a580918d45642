/// A flight's vertices told apart by two independent 64-bit hashes of their bits and their
/// count: equal for equal vertices (0 and -0 alike, as `Coordinate` compares them), and
/// for different ones with a chance of about 2⁻¹²⁸, so a duplicate check can keep this
/// instead of every point of a track.
struct VertexDigest: Hashable, Sendable {
    private let count: Int
    private let fnv: UInt64
    private let mixed: UInt64

    init(_ vertices: [Coordinate]) {
        var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
        var mixed: UInt64 = 0x9e37_79b9_7f4a_7c15
        func add(_ value: Double) {
            let bits = (value == 0 ? 0 : value).bitPattern
            fnv = (fnv ^ bits) &* 0x0000_0100_0000_01b3
            mixed = (mixed ^ bits) &* 0xbf58_476d_1ce4_e5b9
            mixed ^= mixed >> 31
        }
        for vertex in vertices {
            add(vertex.latitude)
            add(vertex.longitude)
        }
        count = vertices.count
        self.fnv = fnv
        self.mixed = mixed
    }
}
