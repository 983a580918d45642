/// A track dialect's rows (Flightradar24's positions CSV: `Timestamp,UTC,Callsign,
/// Position,Altitude,Speed,Direction`, `Position` = `"lat,lon"`): every row a point of
/// one flown track, in order, with its time and altitude (feet there, metres here); the
/// callsign names the flight.
enum CSVTrackReader {
    static func read(
        _ records: CSVRecords, header: CSVHeader, file: String, diagnostics: inout [Diagnostic]
    ) -> [Feature] {
        var rows = records
        var builder = FlightBuilder()
        var times: [Double] = []
        var firstLine: Int?
        var callsign: String?
        while let record = rows.next() {
            if record.fields.allSatisfy({ $0.bytes.isEmpty }) { continue }
            guard let column = header.columns.position, column < record.fields.count,
                let coordinate = coordinate(record.fields[column].bytes)
            else {
                let column = header.columns.position.flatMap { $0 < record.fields.count ? record.fields[$0].column : nil } ?? 1
                builder.reject(
                    Diagnostic(
                        .coordinateOutOfRange, "the position is not \"lat,lon\" in range",
                        at: SourceLocation(file: file, line: record.line, column: column)))
                continue
            }
            if firstLine == nil { firstLine = record.line }
            builder.addVertex(coordinate)
            if let column = header.columns.altitudeFeet, column < record.fields.count,
                let feet = NumberText.parse(record.fields[column].bytes.filter { $0 != 0x20 })
            {
                builder.setAltitude(feet * LengthUnits.metresPerFoot, of: builder.vertices.count - 1)
            }
            var time = Double.nan
            for column in header.columns.pointTimes where column < record.fields.count {
                let parsed = record.fields[column].bytes.withUnsafeBufferPointer { CSVTime.parse($0, timeColumn: true) }
                switch parsed {
                case .instant(let t)?: time = t
                case .local(let wall)?: time = wall
                default: continue
                }
                break
            }
            times.append(time)
            if callsign == nil, let column = header.columns.callsign, column < record.fields.count {
                callsign = CSVDetailText.trimmed(record.fields[column].bytes).map(CSVDetailText.code)
            }
        }
        builder.assignTimes(times)
        diagnostics += builder.diagnostics
        guard let firstLine, builder.vertices.count >= 2, !builder.isDropped else {
            if firstLine != nil && !builder.isDropped {
                diagnostics.append(
                    Diagnostic(
                        .routeTooShort, "the track has \(builder.vertices.count) point; a flight needs at least 2",
                        at: SourceLocation(file: file, line: firstLine)))
            }
            return []
        }
        var flight = Flight(
            name: callsign, source: SourceLocation(file: file, line: firstLine), vertices: builder.vertices,
            vertexTimes: builder.vertexTimes, details: callsign.map { FlightDetails(callsign: $0) })
        flight.vertexAltitudes = builder.vertexAltitudes
        return [.flight(flight)]
    }

    /// `lat,lon`, both finite and in range.
    private static func coordinate(_ bytes: [UInt8]) -> Coordinate? {
        guard let comma = bytes.firstIndex(of: 0x2C),
            let latitude = NumberText.parse(Array(bytes[..<comma]).filter { $0 != 0x20 }),
            let longitude = NumberText.parse(Array(bytes[(comma + 1)...]).filter { $0 != 0x20 }),
            abs(latitude) <= 90, abs(longitude) <= 180
        else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}
