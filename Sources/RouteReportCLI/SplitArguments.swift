/// The command line split into its pieces, each keeping its position, before any
/// meaning is given to them: `--name=value` becomes an option with an attached value,
/// `-abc` stays one short cluster, everything after `--` is a positional.
struct SplitArguments: Equatable {
    enum Element: Equatable {
        /// `--name` or `--name=value` (value attached).
        case longOption(name: String, attachedValue: String?)
        /// `-x` or `-xVALUE` (the rest of the cluster is kept as the attached value).
        case shortOption(name: Character, attachedValue: String?)
        /// Anything else, including `-` (stdin) and everything after `--`.
        case positional(String)
    }

    struct Piece: Equatable {
        /// Index in the original argument list (0 = first argument after the program).
        var index: Int
        var element: Element
    }

    var pieces: [Piece]

    init(_ arguments: [String]) {
        var pieces: [Piece] = []
        var onlyPositionals = false
        for (index, argument) in arguments.enumerated() {
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                pieces.append(Piece(index: index, element: .positional(argument)))
            } else if argument == "--" {
                onlyPositionals = true
            } else if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    pieces.append(
                        Piece(
                            index: index,
                            element: .longOption(
                                name: String(body[..<equals]), attachedValue: String(body[body.index(after: equals)...]))))
                } else {
                    pieces.append(Piece(index: index, element: .longOption(name: String(body), attachedValue: nil)))
                }
            } else {
                let body = argument.dropFirst()
                let rest = body.dropFirst()
                pieces.append(
                    Piece(
                        index: index,
                        element: .shortOption(
                            name: body.first!, attachedValue: rest.isEmpty ? nil : String(rest))))
            }
        }
        self.pieces = pieces
    }
}
