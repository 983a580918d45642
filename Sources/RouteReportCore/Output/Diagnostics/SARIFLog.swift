/// SARIF 2.1.0 (OASIS), the format code-scanning tools read, so findings show on the line.
/// Each rule carries its help (`RuleHelp`): a `helpUri` to its section of
/// `docs/rules.md` under `helpBaseURI`, the meaning as `fullDescription`, and `help` as
/// text and Markdown, so code scanning shows how to fix a finding. A finding behind which
/// libxml2 reported an error keeps its code and words in the result's `properties`. The
/// run's `invocations` say how it ended (its exit status, and whether the tool itself
/// worked: findings in the inputs are a successful run) and when it started and ended.
public enum SARIFLog {
    /// How the run went, for the log's `invocations`.
    public struct Invocation: Sendable {
        var exitCode: Int
        /// Whether routereport did its work: 0 (clean) and 1 (findings) are, bad usage
        /// and a failed write are not.
        var executionSuccessful: Bool
        /// Seconds since 1970, UTC.
        var start: Double
        var end: Double

        public init(exitCode: Int, executionSuccessful: Bool, start: Double, end: Double) {
            self.exitCode = exitCode
            self.executionSuccessful = executionSuccessful
            self.start = start
            self.end = end
        }
    }

    /// Where people read about routereport: the driver's `informationUri`.
    static let informationURI = "https://github.com/routereport/routereport"

    static func document(
        for diagnostics: [Diagnostic], version: String, helpBaseURI: String = Rule.defaultHelpBaseURI,
        invocation: Invocation? = nil
    ) -> [UInt8] {
        let rules = Rule.allCases
        let log = Log(
            schema: "https://json.schemastore.org/sarif-2.1.0.json",
            version: "2.1.0",
            runs: [
                Run(
                    tool: Tool(
                        driver: Driver(
                            name: "routereport", version: version, informationUri: informationURI,
                            rules: rules.map {
                                ReportingDescriptor(
                                    id: $0.rawValue, shortDescription: Message(text: $0.summary),
                                    fullDescription: Message(text: $0.help.meaning),
                                    helpUri: helpBaseURI + "#" + $0.rawValue,
                                    help: MultiformatMessage(
                                        text: RuleHelpPage.text($0), markdown: RuleHelpPage.body($0, said: nil)),
                                    defaultConfiguration: Configuration(level: $0.defaultSeverity.rawValue))
                            })),
                    invocations: invocation.map {
                        [
                            SARIFInvocation(
                                executionSuccessful: $0.executionSuccessful, exitCode: $0.exitCode,
                                startTimeUtc: ReportTime.iso8601($0.start), endTimeUtc: ReportTime.iso8601($0.end))
                        ]
                    },
                    results: diagnostics.map { diagnostic in
                        Result(
                            ruleId: diagnostic.rule.rawValue,
                            ruleIndex: rules.firstIndex(of: diagnostic.rule) ?? 0,
                            level: diagnostic.severity.rawValue,
                            message: Message(text: diagnostic.message),
                            locations: [
                                Location(
                                    physicalLocation: PhysicalLocation(
                                        artifactLocation: ArtifactLocation(uri: uri(forPath: diagnostic.location.file)),
                                        region: diagnostic.location.line.map {
                                            Region(startLine: $0, startColumn: diagnostic.location.column)
                                        }))
                            ],
                            properties: diagnostic.xmlError.map {
                                ResultProperties(libxml2Code: $0.code, libxml2Message: $0.message)
                            })
                    })
            ])
        return JSONReportWriter.encode(log)
    }

    /// `artifactLocation.uri` is a URI reference (RFC 3986), not a path: a space or `%`
    /// in a file name must be escaped or code-scanning tools misplace the finding. An
    /// absolute path becomes a `file:` URI; a relative one stays relative to the checkout.
    static func uri(forPath path: String) -> String {
        var escaped = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                escaped += "%"
                escaped.unicodeScalars.append(hex[Int(byte >> 4)])
                escaped.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return path.hasPrefix("/") ? "file://" + escaped : escaped
    }

    struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var invocations: [SARIFInvocation]?
        var results: [Result]
    }

    /// SARIF §3.20's invocation object.
    struct SARIFInvocation: Encodable {
        var executionSuccessful: Bool
        var exitCode: Int
        var startTimeUtc: String
        var endTimeUtc: String
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var informationUri: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var shortDescription: Message
        var fullDescription: Message
        var helpUri: String
        var help: MultiformatMessage
        var defaultConfiguration: Configuration
    }

    struct MultiformatMessage: Encodable {
        var text: String
        var markdown: String
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var properties: ResultProperties?
    }

    /// A property bag (SARIF §3.8): what libxml2 said behind an `xml-malformed` result.
    struct ResultProperties: Encodable {
        var libxml2Code: Int?
        var libxml2Message: String
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }
}
