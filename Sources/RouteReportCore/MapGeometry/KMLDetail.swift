/// How much routes.kml (and routes.kmz) holds of each flight (`--kml-detail`).
///
/// - `full`: the flight's route, its casing, the flown part, the endpoint circles, the
///   position and the aircraft's timed track.
/// - `routes`: the route, its casing, the flown part and the position: about half the
///   bytes, what a viewer still opens at a few hundred thousand flights.
/// - `auto`: `full` up to `autoFullLimit` flights, `routes` beyond (the run's summary
///   says so).
public enum KMLDetail: String, Sendable, Hashable, CaseIterable {
    case auto
    case full
    case routes

    /// Flights `auto` writes in full: at about 7 KB a flight, 35 MB, which Google Earth
    /// opens in seconds.
    public static let autoFullLimit = 5_000

    /// What a run of `flightCount` flights writes: `full` or `routes`, never `auto`.
    func resolved(flightCount: Int) -> KMLDetail {
        switch self {
        case .full, .routes: self
        case .auto: flightCount > Self.autoFullLimit ? .routes : .full
        }
    }

    /// routes.kml past this many bytes gets a warning: Google Earth slows to a crawl past
    /// a few hundred MB, and web viewers refuse far smaller files.
    static let warningSize = 500_000_000

    /// The file `warningSize` is about, and the name routes.kml's writer gives it (a map
    /// option, so MapGeometry names the file rather than depend on the writer).
    static let fileName = "routes.kml"
}
