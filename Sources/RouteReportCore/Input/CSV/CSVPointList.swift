import Foundation

/// A point list: a table of places, one a row, with a latitude and a longitude column in
/// decimal degrees (`name,lat,lon`, a station list, GTFS `stops.txt`, a spreadsheet of
/// places). Each row is a landmark (`CSVPointListReader`).
///
/// A header is a point list when no known export's fingerprint fits it and it names a
/// latitude and a longitude column, whatever else it has: a flight list names airports,
/// not coordinates, so a table of places with a `route` or `to` column is still a point
/// list. `x` and `y` count only as a pair (QGIS writes `X,Y`), so that a lone `x` or `y`
/// beside a `lat` is not taken for a coordinate. Names match as `CSVHeader.normalised`
/// writes them, and a unit in parentheses or brackets after a name is not part of it
/// (`Latitude (deg)`, `ele [m]`).
///
/// Times do not make a point list a track: places carry times too (when a photo was
/// taken, a station opened), and joining them would draw a line between unrelated
/// places. Elevation and time columns are not read: a landmark has neither (as a GPX
/// `wpt`'s are not read), and the note at the header names them among the columns not
/// used.
enum CSVPointList {
    static let dialect = CSVDialect(
        name: "a point list", fingerprint: [], kind: .points, zone: .utc, dateOrder: nil,
        // A field's plain names first: of `place,name` the name is `name`, of `X,Y,lat,lon`
        // the coordinates `lat,lon`.
        columns: [
            Column(.latitude, "lat", "latitude"),
            Column(
                .latitude, "stop_lat", "latitude_deg", "decimalLatitude", "POINT_Y", "lat_dd", "lat_deg", "gps_latitude",
                "lat_wgs84", "wgs84_lat", "y"),
            Column(.longitude, "lon", "lng", "long", "longitude"),
            Column(
                .longitude, "stop_lon", "longitude_deg", "decimalLongitude", "POINT_X", "lon_dd", "lon_deg", "lng_deg",
                "gps_longitude", "lon_wgs84", "wgs84_lon", "x"),
            Column(.name, "name", "title", "label"),
            Column(.name, "stop_name", "station", "station_name", "place", "place_name", "site_name"),
            Column(.description, "description", "desc"),
            Column(.description, "comment", "comments", "note", "notes"),
            Column(.id, "id"),
            Column(.id, "stop_id", "station_id", "identifier"),
        ],
        source: "the column names of point tables: spreadsheets, GTFS stops, QGIS and ArcGIS exports, Darwin Core")

    typealias Column = CSVDialect.Column

    /// What a header must name, for messages.
    static let lookedFor =
        "looked for lat, latitude or y, and lon, lng, long, longitude or x, in any case"

    /// The header of a point list in `record` (the file's first record), or nil when it
    /// names no latitude and longitude column.
    static func header(_ record: CSVRecords.Record, separator: UInt8) -> CSVHeader? {
        let names = record.fields.map { unitless(CSVHeader.normalised($0.bytes)) }
        var header = CSVHeader(dialect: dialect, separator: separator, width: names.count, line: record.line)
        let unused = header.columns.assign(names, dialect: dialect)
        guard let latitude = header.columns.latitude, let longitude = header.columns.longitude,
            (names[latitude] == "y") == (names[longitude] == "x")
        else { return nil }
        header.unused = unused.map {
            String(decoding: record.fields[$0].bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        }
        return header
    }

    /// A normalised name without a unit in parentheses or brackets after it.
    private static func unitless(_ name: String) -> String {
        guard let open = name.firstIndex(where: { $0 == "(" || $0 == "[" }), open != name.startIndex else { return name }
        return String(name[..<open])
    }
}
