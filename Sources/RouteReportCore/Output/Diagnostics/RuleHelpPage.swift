/// `docs/rules.md`, made from the rule table (`Rule`, `RuleHelp`): one section per rule,
/// headed by its id (the anchor SARIF's `helpUri` and the step summary link to), with
/// what it means, an example that triggers it, what validate says about the example and
/// how to fix it. A test makes the page anew and compares it with the committed one.
enum RuleHelpPage {
    /// The page. `said(rule)`: the diagnostic lines validate prints for the rule's example
    /// file (a test runs each example); for a situation the help's own output is shown.
    static func markdown(said: (Rule) -> [String]) -> String {
        var page = """
            # Rules

            Every diagnostic names its rule in brackets (`FILE:LINE:COLUMN: error: MESSAGE [rule]`), in JSON \
            (`rule`), in SARIF (`ruleId`, with a link to its section here) and in GitHub annotations (the \
            title). An error makes the run exit with status 1 (the other inputs are still read and reported); \
            a warning does not, unless `--strict` makes every warning an error; a note (how a file was read) \
            never does, `--strict` or not.

            This page is generated from the rule table in `Sources/RouteReportCore/Model/RuleHelp.swift` \
            (`RECORD_RULES=1 swift test --filter RuleHelpPageTests` writes it); each example's output is what \
            `routereport validate` printed for it.

            | rule | severity | what it means |
            |---|---|---|

            """
        for rule in Rule.allCases {
            page += "| [`\(rule.rawValue)`](#\(rule.rawValue)) | \(rule.defaultSeverity.rawValue) | \(rule.summary) |\n"
        }
        for rule in Rule.allCases {
            page += "\n" + section(rule, said: said(rule))
        }
        return page
    }

    /// One rule's section: `## id` and its help, with `said` after the example.
    static func section(_ rule: Rule, said: [String]?) -> String {
        var text = "## \(rule.rawValue)\n\n" + body(rule, said: said)
        if !text.hasSuffix("\n") { text += "\n" }
        return text
    }

    /// The section without its heading: what SARIF's `help.markdown` holds (without
    /// what validate says, which only a run knows).
    static func body(_ rule: Rule, said: [String]?) -> String {
        let help = rule.help
        var text = "**\(rule.defaultSeverity.rawValue)** · \(rule.summary)\n\n\(help.meaning)\n\n"
        switch help.example {
        case .file(let name, let example):
            let language = name.hasSuffix(".csv") ? "csv" : name.hasSuffix(".geojson") ? "json" : "xml"
            text += "Example, `\(name)`:\n\n```\(language)\n\(example)\n```\n\n"
            if let said {
                text += "```\n$ routereport validate \(name)\n" + said.map { $0 + "\n" }.joined() + "```\n\n"
            }
        case .situation(let command, let output):
            text += "Example:\n\n```\n$ \(command)\n\(output)\n```\n\n"
        }
        return text + "**How to fix it:** \(help.fix)\n"
    }

    /// Plain text for SARIF's `help.text`: the meaning and the fix.
    static func text(_ rule: Rule) -> String {
        let help = rule.help
        return help.meaning + "\n\nHow to fix it: " + help.fix
    }
}
