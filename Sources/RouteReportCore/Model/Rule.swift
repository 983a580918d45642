/// The checks routereport makes on its inputs. The raw value is the rule id that users
/// see in `[brackets]`, in JSON and in SARIF; `summary` is the rule's one-line help.
public enum Rule: String, Sendable, Hashable, CaseIterable {
    case xmlMalformed = "xml-malformed"
    case unknownFormat = "unknown-format"
    case coordinateSyntax = "coordinate-syntax"
    case coordinateOutOfRange = "coordinate-out-of-range"
    case coordinateMissing = "coordinate-missing"
    case routeTooShort = "route-too-short"
    case timeSyntax = "time-syntax"
    case timeOrder = "time-order"
    case progressOutOfRange = "progress-out-of-range"
    case duplicateID = "duplicate-id"
    case noFeatures = "no-features"
    case externalReference = "external-reference"
    case inputLimit = "input-limit"
    case unreadableFile = "unreadable-file"
    case archiveInvalid = "archive-invalid"
    case noInput = "no-input"
    case unknownAirport = "unknown-airport"
    case csvSyntax = "csv-syntax"
    case readAs = "read-as"
    case sameAirport = "same-airport"
    case implausibleSpeed = "implausible-speed"
    case implausibleDuration = "implausible-duration"
    case implausibleDate = "implausible-date"
    case duplicateFlight = "duplicate-flight"
    case coordinatesSwapped = "coordinates-swapped"
    case jsonSyntax = "json-syntax"
    case jsonDuplicateKey = "json-duplicate-key"
    case geojsonType = "geojson-type"
    case geojsonMember = "geojson-member"
    case geojsonPosition = "geojson-position"
    case geojsonRing = "geojson-ring"
    case geojsonWinding = "geojson-winding"
    case geojsonAntimeridian = "geojson-antimeridian"
    case geojsonBBox = "geojson-bbox"
    case geojsonCRS = "geojson-crs"
    case kmlSchema = "kml-schema"
    case gpxSchema = "gpx-schema"
    case styleReference = "style-reference"
    case schemaReference = "schema-reference"
    case schemaField = "schema-field"
    case featureSkipped = "feature-skipped"
    case coordinateNotNumber = "coordinate-not-number"
    case trackTimeCount = "track-time-count"
    case suppressionSyntax = "suppression-syntax"
    case suppressionUnused = "suppression-unused"
    case igcSyntax = "igc-syntax"
    case nmeaSyntax = "nmea-syntax"
    case nmeaChecksum = "nmea-checksum"

    /// The severity the rule has unless `--strict` raises it.
    var defaultSeverity: Severity {
        switch self {
        case .readAs:
            return .note
        case .noFeatures, .externalReference, .coordinateSyntax, .timeOrder, .noInput, .sameAirport, .implausibleSpeed,
            .implausibleDuration, .implausibleDate, .duplicateFlight, .coordinatesSwapped, .coordinateMissing, .jsonDuplicateKey,
            .geojsonWinding,
            .geojsonAntimeridian, .geojsonCRS, .styleReference, .schemaReference, .schemaField,
            .featureSkipped, .suppressionSyntax, .suppressionUnused:
            return .warning
        default:
            return .error
        }
    }

    /// One line that explains the rule, for `--help`, SARIF and docs/rules.md.
    var summary: String {
        switch self {
        case .xmlMalformed: return "The file is not well-formed XML."
        case .unknownFormat:
            return "The file is neither KML, KMZ, GPX, GeoJSON, IGC, NMEA, TCX nor a flight list or point list routereport knows."
        case .coordinateSyntax: return "A coordinate is written in a form some viewers misread."
        case .coordinateOutOfRange: return "A latitude or longitude is not a finite number in range."
        case .coordinateMissing:
            return "A track vertex (gx:coord, an IGC fix) has no position; the point and its time are skipped."
        case .routeTooShort: return "A flight has fewer than two vertices."
        case .timeSyntax: return "A time is not ISO 8601."
        case .timeOrder: return "Times go backwards."
        case .progressOutOfRange: return "An explicit progress is not a number in [0, 1]."
        case .duplicateID: return "Two features share an explicit id."
        case .noFeatures: return "The file holds no flight and no landmark."
        case .externalReference: return "A DTD, external entity or NetworkLink was not loaded."
        case .inputLimit: return "The input exceeds a safety limit (depth, text size, node count)."
        case .unreadableFile: return "The file could not be opened or read."
        case .archiveInvalid: return "A KMZ archive is corrupt, encrypted, unsafe or holds no KML."
        case .noInput: return "A folder given holds no KML, KMZ, GPX, GeoJSON, CSV, IGC, NMEA or TCX file."
        case .unknownAirport:
            return "An airport code is not in the airport table, or names two airports (a note: read as an FAA identifier)."
        case .csvSyntax: return "A CSV row has an unbalanced quote or too few columns."
        case .readAs: return "How a file was read: the export it is, the columns not used, the rows that are no flight."
        case .sameAirport: return "A flight goes from an airport to itself."
        case .implausibleSpeed: return "The times imply a speed no aircraft flies."
        case .implausibleDuration: return "A flight lasts longer than any scheduled flight."
        case .implausibleDate: return "A departure is far in the future or before powered flight."
        case .duplicateFlight: return "The same flight (date, route and name) is listed twice."
        case .coordinatesSwapped: return "A flight end read lat,lon the other way round lands at an airport."
        case .jsonSyntax: return "The file is not well-formed JSON (RFC 8259)."
        case .jsonDuplicateKey: return "An object names a member twice; the last one is read."
        case .geojsonType: return "A GeoJSON object's type is missing, unknown or miscased."
        case .geojsonMember: return "A GeoJSON member is missing, of the wrong kind, or not allowed where it stands."
        case .geojsonPosition:
            return "Coordinates are not shaped as the geometry's type needs, or a position is not 2 or 3 numbers."
        case .geojsonRing: return "A polygon ring is not closed or has fewer than four positions."
        case .geojsonWinding: return "A polygon ring winds the wrong way (exterior counterclockwise, holes clockwise)."
        case .geojsonAntimeridian: return "A line or ring crosses ±180° of longitude without being cut there."
        case .geojsonBBox: return "A bbox is not 4 or 6 numbers, or does not hold its geometry."
        case .geojsonCRS: return "A crs member: RFC 7946 GeoJSON is always WGS 84 longitude, latitude."
        case .kmlSchema: return "A KML 2.2 document breaks the OGC schema (with Google's gx extension)."
        case .gpxSchema: return "A GPX document breaks the GPX 1.0 or 1.1 schema."
        case .styleReference: return "A styleUrl names a Style or StyleMap the file does not hold."
        case .schemaReference: return "A SchemaData's schemaUrl names a Schema the file does not hold."
        case .schemaField: return "A SimpleData names a field its Schema does not declare."
        case .featureSkipped: return "A placemark, waypoint, route or track is read as neither flight nor landmark."
        case .coordinateNotNumber: return "A latitude, longitude or altitude is not a number."
        case .trackTimeCount: return "A gx:Track's when and gx:coord counts differ; its times are not read."
        case .suppressionSyntax: return "A routereport-disable comment does not parse, so it silences nothing."
        case .suppressionUnused: return "A routereport-disable comment silences nothing: no finding of its rule where it points."
        case .nmeaSyntax:
            return "An NMEA line is no sentence (a warning), or an RMC, GGA or ZDA sentence's fields do not parse; it is skipped."
        case .nmeaChecksum: return "An NMEA sentence's *hh checksum does not match its bytes; the sentence is skipped."
        case .igcSyntax: return "An IGC line is no record, or a record (a fix, the date) does not parse; the line is skipped."
        }
    }
}
