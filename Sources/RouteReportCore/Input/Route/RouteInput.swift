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
    var routeCount: Int {
        RouteReader.routes(in: text).count
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
