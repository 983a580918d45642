/// A landmark with its settled identity.
struct LandmarkReport: Sendable, Hashable {
    var id: String
    var name: String
    var landmark: Landmark

    init(id: String, name: String, landmark: Landmark) {
        self.id = id
        self.name = name
        self.landmark = landmark
    }
}
