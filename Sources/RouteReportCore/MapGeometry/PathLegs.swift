/// How a flight's path is made of its legs: each leg's geodesic length and the path
/// point each input vertex is. Leg i joins vertex i to vertex i + 1 and is the path's
/// points from `pathIndex(ofVertex: i)` to `pathIndex(ofVertex: i + 1)`: its segments,
/// all of one length, none longer than the max segment.
struct PathLegs: Sendable, Hashable {
    /// Geodesic length of leg i, metres.
    let lengths: [Double]
    /// Path index of each vertex; empty when vertex i is path point i (no leg was cut),
    /// as for a recorded track, so a million points keep no index.
    private let vertexPathIndices: [Int]

    /// The legs as `DensifiedPath` cuts them: leg i in `DensifiedPath.segments(length:
    /// maxSegment:)` segments.
    init(lengths: [Double], maxSegment: Double) {
        var indices: [Int] = []
        var end = 0
        for (leg, length) in lengths.enumerated() {
            let segments = DensifiedPath.segments(length: length, maxSegment: maxSegment)
            if segments > 1 && indices.isEmpty {
                indices.reserveCapacity(lengths.count + 1)
                indices.append(contentsOf: 0...leg)
            }
            end += segments
            if !indices.isEmpty { indices.append(end) }
        }
        self.lengths = lengths
        vertexPathIndices = indices
    }

    /// Legs given with the path index of every vertex (`lengths.count + 1` of them).
    init(lengths: [Double], vertexPathIndices: [Int]) {
        self.lengths = lengths
        self.vertexPathIndices = vertexPathIndices
    }

    /// One leg from path point 0 to `lastPathIndex`, of `length` metres: a two-vertex
    /// flight's (no leg for an empty path).
    static func single(length: Double, lastPathIndex: Int) -> PathLegs {
        lastPathIndex < 0
            ? PathLegs(lengths: [], vertexPathIndices: []) : PathLegs(lengths: [length], vertexPathIndices: [0, lastPathIndex])
    }

    /// The path point that vertex `vertex` (0 ... `lengths.count`) is.
    func pathIndex(ofVertex vertex: Int) -> Int {
        vertexPathIndices.isEmpty ? vertex : vertexPathIndices[vertex]
    }

    /// Segments of leg `leg`: path points it adds after its first.
    func segments(ofLeg leg: Int) -> Int {
        pathIndex(ofVertex: leg + 1) - pathIndex(ofVertex: leg)
    }

    /// A value at each of the path's `pathCount` points from one at each vertex: each
    /// leg's points spread evenly between its two vertices' values (a time, an
    /// altitude); nil when the legs do not make the path.
    func spread(_ vertexValues: [Double], pathCount: Int) -> [Double]? {
        // A path of the vertices alone: the same array.
        if pathCount == vertexValues.count { return vertexValues }
        guard fit(vertexCount: vertexValues.count, pathCount: pathCount) else { return nil }
        var values: [Double] = []
        values.reserveCapacity(pathCount)
        values.append(vertexValues[0])
        for leg in 0..<lengths.count {
            let segments = segments(ofLeg: leg)
            let v0 = vertexValues[leg]
            let v1 = vertexValues[leg + 1]
            for k in 1..<max(1, segments) { values.append(v0 + (v1 - v0) * Double(k) / Double(segments)) }
            if segments > 0 { values.append(v1) }
        }
        return values.count == pathCount ? values : nil
    }

    /// Whether these are the legs of `vertexCount` vertices joined into a path of
    /// `pathCount` points: a leg between each two, the last vertex the path's end.
    func fit(vertexCount: Int, pathCount: Int) -> Bool {
        guard vertexCount >= 1, lengths.count == vertexCount - 1 else { return false }
        if vertexPathIndices.isEmpty { return vertexCount == pathCount }
        return vertexPathIndices.count == vertexCount && vertexPathIndices[vertexCount - 1] == pathCount - 1
    }
}
