/// The flown track a flight list's row was joined to (`TrackJoin`): the track gives the
/// row's path.
struct JoinedTrack: Sendable, Hashable {
    /// The id the track would have had as a flight of its own.
    var id: String
    /// Where the track was read.
    var source: SourceLocation
    /// The track's length over the geodesic between the row's airports (1.0: flown
    /// straight; more: the detour).
    var detour: Double
}
