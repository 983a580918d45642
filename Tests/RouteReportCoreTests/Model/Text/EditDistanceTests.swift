import Testing

@testable import RouteReportCore

@Suite struct EditDistanceTests {
    @Test func editDistanceCountsSwapsAsOne() {
        #expect(EditDistance.between("valdate", "validate") == 1)
        #expect(EditDistance.between("mrege", "merge") == 1)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("Linestring", "LineString") == 1)
    }
}
