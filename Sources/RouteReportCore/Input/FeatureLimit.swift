/// The most features (flights and landmarks) one input file gives. A file past it is
/// hostile or a data dump, not a logbook: a 1.8 MB KMZ held 7.7 million placemarks
/// (2.7 GB to validate), so the cap bounds what a small file can cost. The features past
/// it are not read: the file has an `input-limit` error and keeps those before it.
enum FeatureLimit {
    /// Ten times the biggest file the benchmarks read (100,000 flights).
    static let standard = 1_000_000

    /// For a reader that lets its features go as it reads (`FeatureBatches`): a flight
    /// list's row then costs `validate` about 20 bytes, so a month of OpenSky's flights
    /// fits with room to spare.
    static let letGo = 50_000_000

    /// The error where the first feature past `maximum` starts.
    static func exceeded(_ maximum: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .inputLimit, "more than \(maximum) flights and landmarks in one file; the rest of the file is not read",
            at: location)
    }
}
