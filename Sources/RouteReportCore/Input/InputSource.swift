/// One input of a run, as a value from the command line to the merge: a file (as given,
/// or as found in a folder given), standard input (`-`), or a route string. Discovery
/// turns the FILE arguments into these in command-line order; the readers, the shards
/// and the merge take them as they are.
public enum InputSource: Sendable, Hashable {
    /// A path as given, or a folder given joined with `/` to what was found in it; on
    /// the command line also a word that discovery may find to be a folder or a route.
    case file(String)
    /// `-`.
    case standardInput
    case route(RouteInput)

    /// A FILE argument as the command line gives it: `-` is standard input.
    public init(argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// How people and the run name the input: the path as given, `-`, the route as
    /// written. Its documents carry this name, report.md lists it, and its shard is the
    /// FNV-1a hash of it (`ShardAssignment`).
    public var name: String {
        switch self {
        case .file(let path): path
        case .standardInput: "-"
        case .route(let route): route.text
        }
    }

    /// The route, if the input is one.
    var route: RouteInput? {
        if case .route(let route) = self { return route }
        return nil
    }
}
