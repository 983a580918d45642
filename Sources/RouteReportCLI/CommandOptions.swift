import RouteReportCore

/// Which job the command line asks for.
enum Command: String, Equatable, CaseIterable, Sendable {
    case report
    case validate
    case merge
}

/// `--shard K/N`: this process handles the inputs whose path hashes to shard K.
struct Shard: Equatable, Sendable {
    /// 1-based.
    var index: Int
    var count: Int
}

/// `--viewport WxH`, in points.
struct ViewportSize: Equatable, Sendable {
    var width: Double
    var height: Double
}

extension MapOptions {
    /// The viewport's width and height together, as `--viewport` gives them.
    var viewport: ViewportSize {
        get { ViewportSize(width: viewportWidth, height: viewportHeight) }
        set { (viewportWidth, viewportHeight) = (newValue.width, newValue.height) }
    }
}

/// The command line decoded into typed values; defaults as in SPEC section 4.
struct CommandOptions: Equatable, Sendable {
    var command: Command = .report
    var output = "reports"
    var formats: [ReportFormat] = ReportFormat.defaultSet
    /// The map options and the run's reference time (`--at`; when not given,
    /// `CommandLineTool.settle` sets it from the environment).
    var map = MapOptions()
    var jobs: Int?
    /// `--max-maps N`: flights that get a map and a report.md section.
    var maxMaps = MarkdownReportWriter.defaultMaxMaps
    var strict = false
    /// `--config FILE`: that file is the run's configuration, not one found upward.
    var configFile: String?
    /// `--no-config`: no configuration file.
    var noConfig = false
    /// `--exclude GLOB`, in the order given, beside the configuration's `exclude`.
    var excludes: [String] = []
    /// The configuration's policy once loaded (`CommandLineTool.configure`), or as a
    /// shard's state records it.
    var policy = DiagnosticPolicy.builtIn
    /// How the summary names the configuration file read; nil: none.
    var configShown: String?
    /// `--date-order`: how dates that read both ways are read.
    var dateOrder: DateOrder?
    var diagnostics: DiagnosticsFormat = .text
    var quiet = false
    var shard: Shard?
    /// `--no-wait`: refuse, rather than wait, when another run writes into the output folder.
    var noWait = false
    /// `--force`: write over files in the output folder that routereport did not write.
    var force = false
    /// The long names of the options given on the command line (`merge` checks these
    /// against the shards).
    var given: Set<String> = []
    var showHelp = false
    var showVersion = false
    /// The command word as given (`validate --help` shows validate's options); nil when
    /// the command is the default.
    var commandWord: Command?
    /// `--generate-completion SHELL`: print that shell's completion script.
    var completionShell: CompletionShell?
    /// `--help-base-uri`: where SARIF and the step summary link each rule's help.
    var helpBaseURI = Rule.defaultHelpBaseURI
    /// The FILE arguments and `--route` values in command-line order (for `merge`, the
    /// shard folders).
    var inputs: [InputSource] = []
}
