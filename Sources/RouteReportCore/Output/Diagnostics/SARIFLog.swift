/// SARIF 2.1.0 (OASIS), the format code-scanning tools read, so findings show on the line.
public enum SARIFLog {
    public static func document(for diagnostics: [Diagnostic], version: String) -> [UInt8] {
        let rules = Rule.allCases
        let log = Log(
            schema: "https://json.schemastore.org/sarif-2.1.0.json",
            version: "2.1.0",
            runs: [
                Run(
                    tool: Tool(
                        driver: Driver(
                            name: "routereport", version: version,
                            rules: rules.map {
                                ReportingDescriptor(
                                    id: $0.rawValue, shortDescription: Message(text: $0.summary),
                                    defaultConfiguration: Configuration(level: $0.defaultSeverity.rawValue))
                            })),
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
                            ])
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
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var shortDescription: Message
        var defaultConfiguration: Configuration
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
