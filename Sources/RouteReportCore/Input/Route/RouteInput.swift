import Foundation

/// A route string given on the command line (`LAX-JFK-SIN`, `LAX-JFK,SFO-NRT`, or the
/// value of `--route`) as an input of the run (`InputSource.route`). Its diagnostics and
/// flights are located at file `route`, line = the argument's position among the inputs
/// named on the command line (FILE arguments and `--route` values, from 1), column = the
/// column in the argument.
public struct RouteInput: Sendable, Hashable {
    /// The route as given.
    var text: String
    /// 1-based position among the inputs named on the command line.
    var argument: Int
    /// Whether it was a FILE argument that named no file (rather than `--route`).
    var positional: Bool

    public init(text: String, argument: Int, positional: Bool) {
        self.text = text
        self.argument = argument
        self.positional = positional
    }

    /// The `file` of this input's diagnostics and flights.
    static let file = "route"

    /// How many routes the text holds, as the route reader reads it (`LAX-JFK,SFO-NRT`
    /// is two).
    public var routeCount: Int {
        RouteReader.routes(in: text).count
    }

    /// Whether a FILE argument reads as a route string: routes of two or more airport
    /// codes (three or four letters or digits) joined by `-`, several routes separated
    /// by `,`, spaces allowed around either. A single code (`LAX`) does not: it is more
    /// likely a missing file.
    static func readsAsRoute(_ argument: String) -> Bool {
        let routes = argument.split(separator: ",", omittingEmptySubsequences: false)
        return routes.allSatisfy { route in
            let codes = route.split(separator: "-", omittingEmptySubsequences: false)
            return codes.count >= 2
                && codes.allSatisfy { code in
                    let trimmed = code.trimmingCharacters(in: .whitespaces)
                    return (3...4).contains(trimmed.utf8.count)
                        && trimmed.utf8.allSatisfy {
                            ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39)
                        }
                }
        }
    }
}
