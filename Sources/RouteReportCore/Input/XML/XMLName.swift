/// The element and attribute local names the KML, GPX and TCX readers act on.
///
/// `XMLReader` maps libxml2's dictionary-interned name pointers to these once per
/// distinct name, so the readers compare small integers instead of strings per node.
enum XMLName: UInt8, Sendable {
    case other
    // KML
    case kml, document, folder, placemark, name, description, point, lineString
    case linearRing, polygon, multiGeometry, multiTrack, track, coord, when
    case coordinates, altitudeMode, timeSpan, timeStamp, begin, end, extendedData, data, value
    case schemaData, simpleData, networkLink, schema, simpleField, style, styleMap, styleUrl
    // XInclude (never processed, only reported)
    case include
    // GPX
    case gpx, wpt, rte, rtept, trk, trkseg, trkpt, time, ele, desc, extensions, progress
    // TCX (Garmin's Training Center Database v2)
    case trainingCenterDatabase, activity, course, trackpoint, tcxTime, position, latitudeDegrees, longitudeDegrees
    case altitudeMeters, tcxID, tcxName, coursePoint
    // attributes
    case lat, lon, id, schemaUrl, sport

    /// The names as written in the files. A `gx:` prefix that was never declared reaches
    /// us as part of the local name; Google Earth reads such files, so we do too.
    private static let byText: [String: XMLName] = [
        "kml": .kml, "Document": .document, "Folder": .folder, "Placemark": .placemark,
        "name": .name, "description": .description, "Point": .point,
        "LineString": .lineString, "LinearRing": .linearRing, "Polygon": .polygon,
        "MultiGeometry": .multiGeometry, "MultiTrack": .multiTrack, "Track": .track,
        "coord": .coord, "when": .when, "coordinates": .coordinates,
        "altitudeMode": .altitudeMode, "gx:altitudeMode": .altitudeMode,
        "TimeSpan": .timeSpan, "TimeStamp": .timeStamp, "begin": .begin, "end": .end,
        "ExtendedData": .extendedData, "Data": .data, "value": .value,
        "SchemaData": .schemaData, "SimpleData": .simpleData, "NetworkLink": .networkLink,
        "Schema": .schema, "SimpleField": .simpleField, "Style": .style, "StyleMap": .styleMap, "styleUrl": .styleUrl,
        "include": .include, "xi:include": .include,
        "gx:MultiTrack": .multiTrack, "gx:Track": .track, "gx:coord": .coord,
        "gpx": .gpx, "wpt": .wpt, "rte": .rte, "rtept": .rtept, "trk": .trk,
        "trkseg": .trkseg, "trkpt": .trkpt, "time": .time, "ele": .ele, "desc": .desc,
        "extensions": .extensions, "progress": .progress,
        "TrainingCenterDatabase": .trainingCenterDatabase, "Activity": .activity, "Course": .course,
        "Trackpoint": .trackpoint, "Time": .tcxTime, "Position": .position, "LatitudeDegrees": .latitudeDegrees,
        "LongitudeDegrees": .longitudeDegrees, "AltitudeMeters": .altitudeMeters, "Id": .tcxID, "Name": .tcxName,
        "CoursePoint": .coursePoint,
        "lat": .lat, "lon": .lon, "id": .id, "schemaUrl": .schemaUrl, "Sport": .sport,
    ]

    init(text: String) {
        self = Self.byText[text] ?? .other
    }
}

/// Whether `name`, a NUL-terminated name as libxml2 gives it, is `expected`.
func isNamed(_ name: UnsafePointer<UInt8>?, _ expected: StaticString) -> Bool {
    guard let name else { return false }
    return expected.withUTF8Buffer { bytes in
        for index in 0..<bytes.count where name[index] != bytes[index] { return false }
        return name[bytes.count] == 0
    }
}
