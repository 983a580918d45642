import Foundation
import RouteReportCore

/// Decodes split arguments into `CommandOptions`, with messages that name the option
/// and what it expects.
enum OptionParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandOptions {
        var options = CommandOptions()
        var pieces = SplitArguments(arguments).pieces[...]
        if case .positional(let first)? = pieces.first?.element, let command = Command(rawValue: first) {
            options.command = command
            pieces = pieces.dropFirst()
        }
        while let piece = pieces.popFirst() {
            switch piece.element {
            case .positional(let file):
                options.files.append(file)
            case .longOption(let name, let attached):
                try apply(long: name, attached: attached, to: &options, rest: &pieces)
            case .shortOption(let name, let attached):
                try apply(short: name, attached: attached, to: &options, rest: &pieces)
            }
        }
        if options.showHelp || options.showVersion { return options }
        if options.files.isEmpty {
            throw UsageError(options.command == .merge
                ? "Missing expected argument '<shard-dir> ...'"
                : "Missing expected argument '<file> ...'")
        }
        if options.shard != nil && options.command != .report {
            throw UsageError("'--shard' works with the report command only")
        }
        return options
    }

    private typealias Rest = ArraySlice<SplitArguments.Piece>

    /// The option's value: attached (`--x=v`, `-xv`) or the next positional piece.
    private static func value(
        _ option: String, _ valueName: String, attached: String?, rest: inout Rest
    ) throws(UsageError) -> String {
        if let attached { return attached }
        guard case .positional(let next)? = rest.first?.element else {
            throw .missingValue(option, valueName)
        }
        rest = rest.dropFirst()
        return next
    }

    private static func apply(
        short: Character, attached: String?, to options: inout CommandOptions, rest: inout Rest
    ) throws(UsageError) {
        options.given.insert(["o": "output", "j": "jobs", "q": "quiet", "h": "help"][short] ?? String(short))
        switch short {
        case "o": options.output = try value("-o", "dir", attached: attached, rest: &rest)
        case "j": options.jobs = try OptionValues.positiveInteger(
            try value("-j", "n", attached: attached, rest: &rest), for: "-j")
        case "q" where attached == nil: options.quiet = true
        case "h" where attached == nil: options.showHelp = true
        default: throw UsageError("Unknown option '-\(short)\(attached ?? "")'")
        }
    }

    private static func apply(
        long name: String, attached: String?, to options: inout CommandOptions, rest: inout Rest
    ) throws(UsageError) {
        let option = "--" + name
        func flag() throws(UsageError) {
            if attached != nil { throw UsageError("'\(option)' takes no value") }
        }
        options.given.insert(name)
        switch name {
        case "output":
            options.output = try value(option, "dir", attached: attached, rest: &rest)
        case "format":
            options.formats = try OptionValues.formats(try value(option, "list", attached: attached, rest: &rest))
        case "at":
            options.referenceTime = try OptionValues.time(try value(option, "time", attached: attached, rest: &rest), for: option)
        case "viewport":
            let (width, height) = try OptionValues.viewport(try value(option, "WxH", attached: attached, rest: &rest))
            options.map.viewportWidth = width
            options.map.viewportHeight = height
        case "padding":
            options.map.padding = try OptionValues.padding(try value(option, "n|t,l,b,r", attached: attached, rest: &rest))
        case "radius-divisor":
            options.map.radiusDivisor = try OptionValues.positiveNumber(
                try value(option, "n", attached: attached, rest: &rest), for: option)
        case "max-segment":
            options.map.maxSegment = 1000 * (try OptionValues.positiveNumber(
                try value(option, "km", attached: attached, rest: &rest), for: option))
        case "jobs":
            options.jobs = try OptionValues.positiveInteger(try value(option, "n", attached: attached, rest: &rest), for: option)
        case "strict":
            try flag()
            options.strict = true
        case "diagnostics":
            let text = try value(option, "format", attached: attached, rest: &rest)
            guard let format = DiagnosticsFormat(rawValue: text) else {
                throw .invalidValue(text, for: option, expected: "one of text, github, sarif, json")
            }
            options.diagnostics = format
        case "quiet":
            try flag()
            options.quiet = true
        case "route":
            // In the FILE list at its place, as a route: read as one even where a file has its name.
            let text = try value(option, "string", attached: attached, rest: &rest)
            options.files.append(RouteInput(text: text, argument: options.files.count + 1, positional: false).inputName)
        case "shard":
            options.shard = try OptionValues.shard(try value(option, "k/n", attached: attached, rest: &rest))
        case "help":
            try flag()
            options.showHelp = true
        case "version":
            try flag()
            options.showVersion = true
        default:
            throw UsageError("Unknown option '\(option)'")
        }
    }
}
