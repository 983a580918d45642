// TEMPORARY stand-ins until the input and map-geometry stages land; removed on merge.
import Foundation

enum StageStandIns {
    static func read(path: String) -> InputDocument {
        InputDocument(file: path, format: nil, features: [], diagnostics: [
            Diagnostic(.unknownFormat, "reader not available yet", at: SourceLocation(file: path)),
        ])
    }

    static func compute(_ flight: Flight, _ options: MapOptions) -> FlightGeometry {
        let rect = MapRect(x: 0, y: 0, width: 0, height: 0)
        return FlightGeometry(
            distance: 0, initialBearing: 0, finalBearing: 0, radius: 0, path: flight.vertices,
            startCircle: [], endCircle: [], departure: nil, arrival: nil, progress: nil,
            progressSource: .none, position: nil, contentRect: rect, visibleRect: rect,
            visibleBox: GeoBox(west: 0, south: 0, east: 0, north: 0), crossesAntimeridian: false)
    }

    static func discover(_ arguments: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        (arguments, [])
    }
}

public enum ISO8601Time {
    public static func parse(_ text: String) -> Double? {
        (try? Date(text, strategy: Date.ISO8601FormatStyle()))?.timeIntervalSince1970
    }
}
