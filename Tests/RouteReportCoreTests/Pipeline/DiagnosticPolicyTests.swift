import Testing

@testable import RouteReportCore

@Suite struct DiagnosticPolicyTests {
    static func finding(_ rule: Rule, _ severity: Severity, file: String = "data/a.kml") -> Diagnostic {
        Diagnostic(rule, "m", at: SourceLocation(file: file, line: 1, column: 1), severity: severity)
    }

    @Test func aLevelReplacesWarningsAndErrorsButNotNotes() {
        let policy = DiagnosticPolicy(levels: [.routeTooShort: .note, .timeOrder: .error, .readAs: .off])
        let out = policy.applied(to: [
            Self.finding(.routeTooShort, .error), Self.finding(.routeTooShort, .warning),
            Self.finding(.routeTooShort, .note), Self.finding(.timeOrder, .warning), Self.finding(.readAs, .note),
            Self.finding(.coordinateSyntax, .warning),
        ])
        #expect(out.map(\.severity) == [.note, .note, .note, .error, .warning])
        #expect(out.map(\.rule) == [.routeTooShort, .routeTooShort, .routeTooShort, .timeOrder, .coordinateSyntax])
    }

    @Test func fatalFindingsAreBeyondLevelsAndIgnores() throws {
        let everything = Set(Rule.allCases)
        let policy = DiagnosticPolicy(
            levels: Dictionary(uniqueKeysWithValues: Rule.allCases.map { ($0, RuleLevel.off) }),
            ignores: [.init(pattern: PathPattern(try PathGlob.compile("*").get(), base: "/w"), rules: everything)],
            workingDirectory: "/w")
        let unclosed = Diagnostic(
            .csvSyntax, "q", at: SourceLocation(file: "a.csv", line: 2, column: 1), severity: .error, isFatal: true)
        let fatal = [
            Self.finding(.xmlMalformed, .error), Self.finding(.unknownFormat, .error), Self.finding(.unreadableFile, .error),
            Self.finding(.archiveInvalid, .error), Self.finding(.inputLimit, .error), Self.finding(.jsonSyntax, .error),
            unclosed,
        ]
        #expect(policy.applied(to: fatal) == fatal)
        // Their warnings are configurable, as is any other csv-syntax error.
        let configurable = [
            Self.finding(.xmlMalformed, .warning), Self.finding(.unknownFormat, .warning),
            Self.finding(.unreadableFile, .warning), Self.finding(.csvSyntax, .error),
        ]
        #expect(policy.applied(to: configurable).isEmpty)
    }

    @Test func perFileIgnoresMatchTheFileRelativeToTheirBase() throws {
        let archive = PathPattern(try PathGlob.compile("archive/**").get(), base: "/repo")
        let policy = DiagnosticPolicy(
            ignores: [.init(pattern: archive, rules: [.timeOrder])], workingDirectory: "/repo/data")
        let out = policy.applied(to: [
            Self.finding(.timeOrder, .warning, file: "../archive/1930/a.kml"),
            Self.finding(.coordinateSyntax, .warning, file: "../archive/1930/a.kml"),
            Self.finding(.timeOrder, .warning, file: "archive/a.kml"),  // /repo/data/archive: not matched
            Self.finding(.timeOrder, .warning, file: RouteInput.file),
        ])
        #expect(out.map(\.location.file) == ["../archive/1930/a.kml", "archive/a.kml", RouteInput.file])
        #expect(out.map(\.rule) == [.coordinateSyntax, .timeOrder, .timeOrder])
    }

    @Test func theBuiltInPolicyChangesNothing() {
        let findings = [Self.finding(.timeOrder, .warning), Self.finding(.readAs, .note)]
        #expect(DiagnosticPolicy.builtIn.applied(to: findings) == findings)
        #expect(DiagnosticPolicy.builtIn.isBuiltIn)
    }

    @Test func fatalityIsMarkedWhereTheFindingIsMade() {
        #expect(Self.finding(.xmlMalformed, .error).isFatal)
        #expect(!Self.finding(.xmlMalformed, .warning).isFatal)
        #expect(!Self.finding(.csvSyntax, .error).isFatal)
        #expect(!Self.finding(.timeOrder, .error).isFatal)
    }
}
