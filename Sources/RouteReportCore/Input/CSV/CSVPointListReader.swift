/// A point list's rows (`CSVPointList`): every row one landmark at its latitude and
/// longitude, named by its name column, with its description and id where the header
/// has them; its source is the row's line.
///
/// Coordinates are decimal degrees (`51.4706`, `-0.46194`, `+12.5`, `1e-3`); with `;` or
/// a tab as separator a decimal comma (`51,4706`) is read too, as spreadsheets in many
/// locales write it. A row whose latitude or longitude is missing, not a number or out
/// of range is a `coordinate-out-of-range` error at that cell and no landmark; a row too
/// short to have the cell is a `csv-syntax` warning; the rows after it are read.
enum CSVPointListReader {
    static func read(
        _ records: CSVRecords, header: CSVHeader, file: String, maxFeatures: Int, diagnostics: inout [Diagnostic]
    ) -> [Feature] {
        var rows = records
        var features: [Feature] = []
        while let record = rows.next() {
            if let open = record.unclosedQuote {
                diagnostics.append(
                    Diagnostic(
                        .csvSyntax, "the quote opened here is never closed",
                        at: SourceLocation(file: file, line: open.line, column: open.column)))
                break
            }
            if record.fields.allSatisfy({ CSVDetailText.trimmed($0.bytes) == nil }) { continue }
            if features.count == maxFeatures {
                diagnostics.append(FeatureLimit.exceeded(maxFeatures, at: SourceLocation(file: file, line: record.line)))
                break
            }
            guard let coordinate = coordinate(of: record, header: header, file: file, diagnostics: &diagnostics) else {
                continue
            }
            func text(_ column: Int?) -> String? {
                guard let column, column < record.fields.count else { return nil }
                return CSVDetailText.trimmed(record.fields[column].bytes)
            }
            let columns = header.columns
            features.append(
                .landmark(
                    Landmark(
                        explicitID: text(columns.id), name: text(columns.name), description: text(columns.description),
                        source: SourceLocation(file: file, line: record.line), coordinate: coordinate)))
        }
        return features
    }

    /// The row's coordinate, or nil with the finding that says why there is none.
    private static func coordinate(
        of record: CSVRecords.Record, header: CSVHeader, file: String, diagnostics: inout [Diagnostic]
    ) -> Coordinate? {
        guard let latitudeColumn = header.columns.latitude, let longitudeColumn = header.columns.longitude else {
            return nil
        }
        let needed = max(latitudeColumn, longitudeColumn)
        guard needed < record.fields.count else {
            let missing = latitudeColumn >= record.fields.count ? "latitude" : "longitude"
            diagnostics.append(
                Diagnostic(
                    .csvSyntax,
                    "the row has \(record.fields.count) field\(record.fields.count == 1 ? "" : "s"), the header \(header.width): its \(missing) cell is missing; no landmark",
                    at: SourceLocation(file: file, line: record.line, column: 1), severity: .warning))
            return nil
        }
        let latitudeField = record.fields[latitudeColumn]
        let longitudeField = record.fields[longitudeColumn]
        func location(_ field: CSVRecords.Field) -> SourceLocation {
            SourceLocation(file: file, line: record.line, column: field.column + (field.quoted ? 1 : 0))
        }
        func degrees(_ field: CSVRecords.Field, _ label: String) -> Double? {
            guard let text = CSVDetailText.trimmed(field.bytes) else {
                diagnostics.append(
                    Diagnostic(.coordinateMissing, "the \(label) is empty; no landmark", at: location(field), severity: .error))
                return nil
            }
            guard let value = number(text, separator: header.separator) else {
                diagnostics.append(
                    Diagnostic(
                        .coordinateNotNumber, "\(label) '\(text.prefix(60))' is not a number in decimal degrees; no landmark",
                        at: location(field)))
                return nil
            }
            return value
        }
        if CSVDetailText.trimmed(latitudeField.bytes) == nil && CSVDetailText.trimmed(longitudeField.bytes) == nil {
            // A place whose position nobody wrote down: one finding, not one a cell.
            diagnostics.append(
                Diagnostic(
                    .coordinateMissing, "the row has no latitude and no longitude; no landmark",
                    at: location(latitudeField), severity: .error))
            return nil
        }
        let latitude = degrees(latitudeField, "latitude")
        let longitude = degrees(longitudeField, "longitude")
        guard let latitude, let longitude else { return nil }
        if let problem = KMLCoordinateText.rangeProblem(latitude: latitude, longitude: longitude) {
            let latitudeFine = latitude.isFinite && (-90...90).contains(latitude)
            diagnostics.append(
                Diagnostic(
                    .coordinateOutOfRange, problem + "; no landmark",
                    at: location(latitudeFine ? longitudeField : latitudeField)))
            return nil
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// A decimal number; a decimal comma where the separator is not a comma.
    static func number(_ text: String, separator: UInt8) -> Double? {
        var bytes = Array(text.utf8)
        if separator != UInt8(ascii: ","), !bytes.contains(UInt8(ascii: ".")),
            let comma = bytes.firstIndex(of: UInt8(ascii: ",")), bytes.lastIndex(of: UInt8(ascii: ",")) == comma
        {
            bytes[comma] = UInt8(ascii: ".")
        }
        guard let value = NumberText.parse(bytes), value.isFinite else { return nil }
        // -0.0 is 0 where it is written.
        return value == 0 ? 0 : value
    }
}
