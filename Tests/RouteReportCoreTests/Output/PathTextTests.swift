import Testing

@testable import RouteReportCore

@Suite struct PathTextTests {
    @Test(arguments: [
        ("a", ""), ("ab", ""), ("", ""), (".", ""), ("a/b", "a"), ("a/b/", "a"), ("a//b", "a"),
        ("/a", "/"), ("/", "/"), ("//", "/"), ("/x/y/z.json", "/x/y"), ("./maps", "."), ("é/ü", "é"),
    ])
    func parent(path: String, expected: String) {
        #expect(PathText.parent(of: path) == expected)
    }
}
