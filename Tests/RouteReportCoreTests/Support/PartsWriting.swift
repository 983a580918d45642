@testable import RouteReportCore

/// Writes a file from `partCount` parts made on `jobs` workers, the way ReportFiles
/// writes each of its files: every part a task, the file assembled as they come.
func writeInParts(
    _ partCount: Int, jobs: Int, to path: String, make: @escaping @Sendable (Int) -> [UInt8]
) throws(AtomicFile.WriteError) {
    let assembly = FileAssembly(path: path, partCount: partCount)
    _ = parallelMap(count: partCount, workers: jobs) { assembly.add(make($0), at: $0) }
    if let error = assembly.finish() { throw error }
}
