import Foundation

/// A route string given on the command line (`LAX-JFK-SIN`, `LAX-JFK,SFO-NRT`, or the
/// value of `--route`) as an input of the run.
///
/// The run's inputs are a list of names (paths as given); a route travels in that list
/// under a name that no path can have (it holds NUL bytes, which neither a file name
/// nor a command-line argument can contain), so the inputs keep their command-line
/// order through discovery, sharding and merge. Its diagnostics and flights are located
/// at file `route`, line = the argument's position among the inputs named on the
/// command line (FILE arguments and `--route` values, from 1), column = the column in
/// the argument.
public struct RouteInput: Sendable, Hashable {
    /// The route as given.
    public var text: String
    /// 1-based position among the inputs named on the command line.
    public var argument: Int
    /// Whether it was a FILE argument that named no file (rather than `--route`).
    public var positional: Bool

    public init(text: String, argument: Int, positional: Bool) {
        self.text = text
        self.argument = argument
        self.positional = positional
    }

    /// The `file` of this input's diagnostics and flights.
    public static let file = "route"

    private static let marker = "\u{0}route\u{0}"

    /// The name of this input in the run's input list.
    public var inputName: String {
        Self.marker + (positional ? "p" : "o") + String(argument) + "\u{0}" + text
    }

    /// The route an input name stands for, or nil for a path.
    public init?(inputName: String) {
        guard inputName.hasPrefix(Self.marker) else { return nil }
        let rest = inputName.dropFirst(Self.marker.count)
        guard let kind = rest.first, kind == "p" || kind == "o",
            let separator = rest.firstIndex(of: "\u{0}"),
            let argument = Int(rest[rest.index(after: rest.startIndex)..<separator])
        else { return nil }
        self.init(text: String(rest[rest.index(after: separator)...]), argument: argument, positional: kind == "p")
    }

    /// How an input is shown to people (report.md's list of inputs): a route as written.
    static func displayName(_ inputName: String) -> String {
        RouteInput(inputName: inputName)?.text ?? inputName
    }

    /// Whether a FILE argument reads as a route string: routes of two or more stops
    /// joined by `-` (or an en dash, `→`, `/`, `->`), several routes separated by `,`,
    /// spaces allowed around either; a stop is an airport code (three or four letters
    /// or digits) or a word of three letters or more (a city, which the route reader
    /// answers with its airports), but only codes around `/` (`data/flights` is a
    /// path). A single code (`LAX`) does not: it is more likely a missing file.
    static func readsAsRoute(_ argument: String) -> Bool {
        let routes = RouteReader.routes(in: argument)
        let wordsAllowed = !argument.contains("/")
        return routes.allSatisfy { stops in
            stops.count >= 2
                && stops.allSatisfy { stop in
                    let bytes = Array(stop.code.utf8)
                    let isCode = (3...4).contains(bytes.count) && bytes.allSatisfy(Self.isCodeByte)
                    let isWord =
                        stop.code.unicodeScalars.count >= 3
                        && stop.code.unicodeScalars.allSatisfy { $0 == " " || $0.properties.isAlphabetic }
                    return isCode || (wordsAllowed && isWord)
                }
        }
    }

    private static func isCodeByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }
}
