import Foundation

/// `docs/routereport.schema.json`: the JSON Schema of `routereport.toml`, made from the
/// rule table, for editors that check TOML against a schema (taplo, Even Better TOML,
/// through a `#:schema URL` first line).
enum ConfigSchema {
    /// The schema as JSON text, keys sorted, ending in a line break.
    static func text() -> String {
        let ignorable = Rule.allCases.filter { $0.configurableLevels.contains(.off) }.map(\.rawValue)
        var rules: [String: Any] = [:]
        for rule in Rule.allCases {
            rules[rule.rawValue] = [
                "description": rule.summary, "enum": rule.configurableLevels.map(\.rawValue),
            ]
        }
        let schema: [String: Any] = [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "title": "routereport.toml",
            "description": "The configuration of routereport validate and report (docs/configuration.md).",
            "type": "object",
            "additionalProperties": false,
            "properties": [
                "exclude": [
                    "description": "Paths not read at all: gitignore-like patterns relative to the config's folder.",
                    "type": "array", "items": ["type": "string", "minLength": 1, "pattern": "^[^!]"],
                ],
                "rules": [
                    "description": "A level per rule: off, note, warning or error; a rule not named keeps its built-in severity.",
                    "type": "object", "additionalProperties": false, "properties": rules,
                ],
                "per-file-ignores": [
                    "description": "Rules off for the files a pattern matches.",
                    "type": "object",
                    "additionalProperties": ["type": "array", "items": ["enum": ignorable]],
                ],
            ],
        ]
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: schema, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
