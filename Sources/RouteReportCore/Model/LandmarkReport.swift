/// A landmark with its settled identity.
public struct LandmarkReport: Sendable, Hashable {
    var id: String
    public var name: String
    public var landmark: Landmark

    init(id: String, name: String, landmark: Landmark) {
        self.id = id
        self.name = name
        self.landmark = landmark
    }
}
