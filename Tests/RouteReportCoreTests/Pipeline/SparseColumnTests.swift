import Testing

@testable import RouteReportCore

/// Values at some indices of a sequence, kept in arrays: dense while no index is skipped.
@Suite struct SparseColumnTests {
    @Test("A column of values at some indices, dense at first")
    func sparseColumn() {
        var column = SparseColumn<String>()
        #expect(column.isEmpty && column[0] == nil)
        column.append("a", at: 0)
        column.append("b", at: 1)
        #expect(column[1] == "b" && column[2] == nil)
        column.append("e", at: 4)
        column.append("f", at: 5)
        #expect((0..<7).map { column[$0] } == ["a", "b", nil, nil, "e", "f", nil])
        var sparse = SparseColumn<Int>()
        sparse.append(7, at: 3)
        #expect((0..<5).map { sparse[$0] } == [nil, nil, nil, 7, nil])
    }
}
