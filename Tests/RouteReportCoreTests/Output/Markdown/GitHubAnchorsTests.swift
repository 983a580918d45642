import Testing

@testable import RouteReportCore

/// Anchors as GitHub makes them (github-slugger, which github.com's Markdown uses): the
/// expected values were worked out by hand from its rules.
@Suite("GitHub anchors")
struct GitHubAnchorsTests {
    @Test(
        "Lower case; letters, numbers, marks, _ and - kept; each space a -; the rest dropped",
        arguments: [
            ("SFO → LHR (openflights-2)", "sfo--lhr-openflights-2"),
            ("35.655°N 83.441°W → LAS (classic)", "35655n-83441w--las-classic"),
            ("São Paulo – Johannesburg", "são-paulo--johannesburg"),
            ("Top routes", "top-routes"),
            ("a_b.C", "a_bc"),
            ("東京 → SFO", "東京--sfo"),
        ])
    func slug(heading: String, expected: String) {
        #expect(GitHubAnchors.slug(heading) == expected)
    }

    @Test("A slug met before gets -1, -2, …, in document order, also past a heading that took the suffixed form")
    func repeats() {
        var anchors = GitHubAnchors(taking: ["Flights", "Map"])
        #expect(anchors.anchor(for: "Flights") == "flights-1")
        #expect(anchors.anchor(for: "SFO → LHR") == "sfo--lhr")
        #expect(anchors.anchor(for: "SFO → LHR") == "sfo--lhr-1")
        #expect(anchors.anchor(for: "sfo  lhr-1") == "sfo--lhr-1-1")
        #expect(anchors.anchor(for: "SFO → LHR") == "sfo--lhr-2")
    }
}
