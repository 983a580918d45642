import Testing
@testable import RouteReportCLI

@Test func cliModuleLinks() {
    #expect(Bool(true) == true)
}
