/// The first listing of each flight by its duplicate key (`DuplicateFlights.Key`), in run
/// order, as `validate` settles its files: a place per key's hash, the key itself read
/// back from where it is kept (`keyAt`) when a later flight has the same hash, and a
/// dictionary of keys only for the keys whose hash an earlier, different key has. A
/// million flights' keys cost 16 bytes each here, not the 64 of a dictionary by key.
/// Hashes are seeded per process; what is found is the same whatever they are, even
/// when every key has the same hash (`hash`, for the tests).
struct FirstListings<Key: Hashable> {
    /// The first place with each hash, as `document << 32 | flight`.
    private var byHash: [Int: Int]
    /// The first place of each key whose hash's first place has another key.
    private var collided: [Key: TrackJoin.Place] = [:]
    /// The keys that are not the flight's own (a row joined by a track): `keyAt` does not know them.
    private var otherKeys: [TrackJoin.Place: Key] = [:]
    private let hash: (Key) -> Int

    /// Room for `capacity` keys.
    init(capacity: Int, hash: @escaping (Key) -> Int = { $0.hashValue }) {
        byHash = Dictionary(minimumCapacity: capacity)
        self.hash = hash
    }

    /// The place of the first flight with `key` before `place`, or nil when `place` is the
    /// first (and is recorded as such). `isOwn`: whether `key` is what `keyAt` gives for
    /// `place`. The places come in run order.
    mutating func first(
        of key: Key, at place: TrackJoin.Place, isOwn: Bool, keyAt: (TrackJoin.Place) -> Key?
    ) -> TrackJoin.Place? {
        let hashValue = hash(key)
        guard let packed = byHash[hashValue] else {
            byHash[hashValue] = place.document << 32 | place.flight
            if !isOwn { otherKeys[place] = key }
            return nil
        }
        let first = TrackJoin.Place(document: packed >> 32, flight: packed & 0xFFFF_FFFF)
        if (otherKeys[first] ?? keyAt(first)) == key { return first }
        if let earlier = collided[key] { return earlier }
        collided[key] = place
        return nil
    }
}
