import Testing

@testable import RouteReportCLI

@Suite struct SplitArgumentsTests {
    @Test func piecesKeepTheirPositions() {
        let split = SplitArguments(["report", "-o", "out", "--format=json", "-j2", "-", "--", "--strict"])
        #expect(
            split.pieces == [
                .init(index: 0, element: .positional("report")),
                .init(index: 1, element: .shortOption(name: "o", attachedValue: nil)),
                .init(index: 2, element: .positional("out")),
                .init(index: 3, element: .longOption(name: "format", attachedValue: "json")),
                .init(index: 4, element: .shortOption(name: "j", attachedValue: "2")),
                .init(index: 5, element: .positional("-")),
                .init(index: 7, element: .positional("--strict")),
            ])
    }
}
