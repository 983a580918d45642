/// Consecutive batches of a report's flights, each about `positionsPerBatch` coordinates
/// of paths and rings (and a few more a flight for what every flight writes): the parts
/// in which routes.kml and routes.geojson are made side by side. Every flight is in one
/// batch, in order.
enum FlightBatches {
    static func of(_ flights: [FlightReport], positionsPerBatch: Int) -> [Range<Int>] {
        var batches: [Range<Int>] = []
        var first = 0
        var positions = 0
        for (index, flight) in flights.enumerated() {
            let geometry = flight.geometry
            positions += geometry.path.count + geometry.endpointRingPointCount + 50
            if positions >= positionsPerBatch {
                batches.append(first..<index + 1)
                first = index + 1
                positions = 0
            }
        }
        if first < flights.count { batches.append(first..<flights.count) }
        return batches
    }
}
