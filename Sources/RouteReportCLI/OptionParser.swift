import Foundation
import RouteReportCore

/// Decodes split arguments into `CommandOptions` through the option table
/// (`OptionSpec.all`), with messages that name the option and what it expects.
enum OptionParser {
    /// - Parameter pathExists: whether an argument names something on disk; a first
    ///   argument that does not, and reads as a mistyped command word, is a usage error.
    static func parse(
        _ arguments: [String], pathExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) throws(UsageError) -> CommandOptions {
        var options = CommandOptions()
        var pieces = SplitArguments(arguments).pieces[...]
        var commandGiven = false
        while let piece = pieces.popFirst() {
            switch piece.element {
            case .positional(let word) where !commandGiven && options.inputs.isEmpty:
                // The first word that is no option's value is the command, if it names
                // one (`--at T validate data/` too); else the first FILE.
                commandGiven = true
                if let command = Command(rawValue: word) {
                    options.command = command
                    options.commandWord = command
                } else if word == "help" {
                    // `help` alone, or `help COMMAND`: that command's help.
                    options.showHelp = true
                    if case .positional(let next)? = pieces.first?.element, let command = Command(rawValue: next) {
                        options.command = command
                        options.commandWord = command
                    }
                    return options
                } else if CommandWord.looksMistyped(word) && !pathExists(word) {
                    throw CommandWord.unknown(word)
                } else {
                    options.inputs.append(InputSource(argument: word))
                }
            case .positional(let file):
                options.inputs.append(InputSource(argument: file))
            case .longOption(let name, let attached):
                guard let spec = OptionSpec.named(long: name) else {
                    throw UsageError(
                        "Unknown option '--\(name)'"
                            + Suggestion.didYouMean(
                                "--" + name, among: OptionSpec.all.map(\.spelledLong)))
                }
                try apply(spec, spelled: spec.spelledLong, attached: attached, to: &options, rest: &pieces)
            case .shortOption(let name, let attached):
                // `-qx` is not `-q` with a value: a cluster of flags is not supported.
                guard let spec = OptionSpec.named(short: name), attached == nil || spec.takesValue else {
                    throw UsageError(
                        "Unknown option '-\(name)\(attached ?? "")'"
                            + (attached == nil
                                ? Suggestion.longOption(forShort: name).map { "; did you mean '\($0)'?" } ?? "" : ""))
                }
                try apply(spec, spelled: "-" + String(name), attached: attached, to: &options, rest: &pieces)
            }
        }
        if options.showHelp || options.showVersion || options.completionShell != nil { return options }
        if options.inputs.isEmpty {
            throw UsageError(
                options.command == .merge
                    ? "Missing expected argument '<shard-dir> ...'"
                    : "Missing expected argument '<file> ...'")
        }
        for spec in OptionSpec.all where options.given.contains(spec.long) && !spec.commands.contains(options.command) {
            let names = spec.commands.map(\.rawValue).joined(separator: " and ")
            throw UsageError("'\(spec.spelledLong)' works with the \(names) command\(spec.commands.count == 1 ? "" : "s") only")
        }
        if let problem = OptionSpec.problem(in: options) { throw UsageError(problem) }
        return options
    }

    private typealias Rest = ArraySlice<SplitArguments.Piece>

    /// Applies one option: its value is attached (`--x=v`, `-xv`) or the next positional.
    private static func apply(
        _ spec: OptionSpec, spelled: String, attached: String?, to options: inout CommandOptions, rest: inout Rest
    ) throws(UsageError) {
        options.given.insert(spec.long)
        switch spec.action {
        case .flag(let set):
            if attached != nil { throw UsageError("'\(spelled)' takes no value") }
            set(&options)
        case .value(let name, let set):
            var value = attached
            if value == nil, case .positional(let next)? = rest.first?.element {
                rest = rest.dropFirst()
                value = next
            } else if value == nil, case .shortOption(let digit, let more)? = rest.first?.element, digit.isNumber {
                // `--max-segment -5`: a negative number is the value (and its range says why
                // not), not a missing value and an option `-5`.
                rest = rest.dropFirst()
                value = "-" + String(digit) + (more ?? "")
            }
            guard let value else { throw .missingValue(spelled, name) }
            try set(&options, value, spelled)
        }
    }
}
