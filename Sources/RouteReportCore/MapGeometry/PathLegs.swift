/// How a flight's path is made of its legs: each leg's geodesic length and the path
/// point each input vertex is. Leg i joins vertex i to vertex i + 1 and is the path's
/// points from `pathIndex(ofVertex: i)` to `pathIndex(ofVertex: i + 1)`: its segments,
/// all of one length, none longer than the max segment.
struct PathLegs: Sendable, Hashable {
    /// Geodesic length of leg i, metres.
    var lengths: [Double] {
        switch storage {
        case .oneLeg(let length, _): [length]
        case .legs(let lengths, _): lengths
        }
    }
    private let storage: Storage

    /// The legs in the smallest form that gives them: most flights have one leg, kept
    /// with no array, so each of a million rows pays no allocation for it.
    private enum Storage: Sendable, Hashable {
        /// One leg from path point 0 to `lastPathIndex`.
        case oneLeg(length: Double, lastPathIndex: Int)
        /// Each leg's length; each vertex's path index.
        case legs([Double], places: VertexPlaces)
    }

    /// The path index of each vertex of more legs than one.
    private enum VertexPlaces: Sendable, Hashable {
        /// Vertex i is path point i (no leg was cut), as for a recorded track, so a
        /// million points keep no index.
        case same
        /// The path index of every vertex.
        case listed([Int])
    }

    /// The legs as `DensifiedPath` cuts them: leg i in `DensifiedPath.segments(length:
    /// maxSegment:)` segments.
    init(lengths: [Double], maxSegment: Double) {
        if lengths.count == 1 {
            let segments = DensifiedPath.segments(length: lengths[0], maxSegment: maxSegment)
            storage = .oneLeg(length: lengths[0], lastPathIndex: max(1, segments))
            return
        }
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
        storage = .legs(lengths, places: indices.isEmpty ? .same : .listed(indices))
    }

    /// Legs given with the path index of every vertex (`lengths.count + 1` of them).
    init(lengths: [Double], vertexPathIndices: [Int]) {
        if lengths.count == 1 && vertexPathIndices.count == 2 && vertexPathIndices[0] == 0 {
            storage = .oneLeg(length: lengths[0], lastPathIndex: vertexPathIndices[1])
        } else {
            storage = .legs(lengths, places: vertexPathIndices.isEmpty ? .same : .listed(vertexPathIndices))
        }
    }

    /// One leg from path point 0 to `lastPathIndex`, of `length` metres: a two-vertex
    /// flight's (no leg for an empty path).
    static func single(length: Double, lastPathIndex: Int) -> PathLegs {
        PathLegs(
            storage: lastPathIndex < 0 ? .legs([], places: .same) : .oneLeg(length: length, lastPathIndex: lastPathIndex))
    }

    /// The legs' lengths without the path they cut (a geometry kept without its path):
    /// no vertex is on a path point and no values spread over one.
    var withoutPath: PathLegs {
        switch storage {
        case .oneLeg(let length, _): PathLegs(storage: .oneLeg(length: length, lastPathIndex: -1))
        case .legs(let lengths, _): PathLegs(storage: .legs(lengths, places: .listed([])))
        }
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// How many legs there are: one fewer than the vertices.
    var count: Int {
        switch storage {
        case .oneLeg: 1
        case .legs(let lengths, _): lengths.count
        }
    }

    /// Geodesic length of leg `leg`, metres.
    func length(ofLeg leg: Int) -> Double {
        switch storage {
        case .oneLeg(let length, _): length
        case .legs(let lengths, _): lengths[leg]
        }
    }

    /// The path point that vertex `vertex` (0 ... `count`) is.
    func pathIndex(ofVertex vertex: Int) -> Int {
        switch storage {
        case .oneLeg(_, let last): vertex == 0 ? 0 : last
        case .legs(_, .same): vertex
        case .legs(_, .listed(let indices)): indices[vertex]
        }
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
        for leg in 0..<count {
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
        guard vertexCount >= 1, count == vertexCount - 1 else { return false }
        switch storage {
        case .oneLeg(_, let last): return last == pathCount - 1
        case .legs(_, .same): return vertexCount == pathCount
        case .legs(_, .listed(let indices)): return indices.count == vertexCount && indices[vertexCount - 1] == pathCount - 1
        }
    }
}
