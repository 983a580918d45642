/// A landmark with its settled identity.
public struct LandmarkReport: Sendable, Hashable {
    public var id: String
    public var name: String
    public var landmark: Landmark

    public init(id: String, name: String, landmark: Landmark) {
        self.id = id
        self.name = name
        self.landmark = landmark
    }
}
