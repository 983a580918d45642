/// A landmark with its settled identity.
struct LandmarkReport: Sendable, Hashable {
    var id: String
    var name: String
    var landmark: Landmark
}
