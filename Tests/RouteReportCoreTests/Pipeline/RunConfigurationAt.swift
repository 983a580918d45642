@testable import RouteReportCore

extension RunConfiguration {
    /// This configuration with `time` as the run's reference time.
    func at(_ time: Double) -> RunConfiguration {
        var configuration = self
        configuration.map.referenceTime = time
        return configuration
    }
}
