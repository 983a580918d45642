import Testing
@testable import RouteReportCore

@Test func ruleIDsAreKebabCase() {
    #expect(Rule.duplicateID.rawValue == "duplicate-id")
}
