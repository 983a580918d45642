/// Reads an IGC flight recorder file (FAI IGC technical specification, the format of
/// gliding and paragliding loggers): one flight, its B records' fixes in order, timed
/// by the H record's date (the UTC date of the first fix) with a day added each time a
/// fix's time is below the one before (midnight UTC). The pilot, glider type and
/// registration come from H records; a declared task (C records) is noted. Other
/// records (E, F, G, I, J, K, L, D) are skipped; each line that is no record, and each
/// record that does not parse, is an `igc-syntax` finding at its line. A value holds
/// what the reader has gathered so far from one file.
struct IGCReadState: LineRecordReader {
    let file: String
    var header = IGCHeader()
    var task = IGCTask()
    var fixes: [IGCFix] = []
    /// The line of each fix.
    var fixLines: [Int] = []
    var manufacturer: String?
    var firstRecordLine: Int?
    var findings = LineFindings()
    /// Fixes at exactly 0°N 0°E: no position, left out.
    var positionlessFixes = 0
    /// A recorder writes such fixes in a row before it has a position: one finding says
    /// where the first is and counts them.
    var firstPositionlessLine: Int?
    private var lastSecondOfDay: Int?
    private var previousFixLine = 0

    init(file: String) { self.file = file }

    mutating func take(_ bytes: [UInt8], line: Int) {
        guard let first = bytes.first, !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return }
        if firstRecordLine == nil { firstRecordLine = line }
        switch first {
        case 0x41:  // A: the recorder's manufacturer and serial
            if manufacturer == nil { manufacturer = IGCFix.text(bytes, 1, 3) }
        case 0x42:  // B
            takeFix(bytes, line: line)
        case 0x43:  // C
            task.take(bytes)
        case 0x48:  // H
            if let fault = header.take(bytes) { syntax(fault, line: line) }
        case 0x44, 0x45, 0x46, 0x47, 0x49, 0x4A, 0x4B, 0x4C:
            // D (differential GPS), E (events), F (satellites), G (the security record),
            // I and J (extension layouts), K (other data), L (comments): nothing to draw.
            break
        default:
            syntax(
                IGCFix.Fault(
                    column: 1,
                    message: "the line starts with '\(IGCFix.text(bytes, 0, 1))', no IGC record type (A to L); skipped"),
                line: line)
        }
    }

    private mutating func syntax(_ fault: IGCFix.Fault, line: Int) {
        findings.add(
            Diagnostic(.igcSyntax, fault.message, at: SourceLocation(file: file, line: line, column: fault.column)))
    }

    private mutating func takeFix(_ bytes: [UInt8], line: Int) {
        let fix: IGCFix
        switch IGCFix.parse(bytes) {
        case .success(let parsed): fix = parsed
        case .failure(let fault):
            syntax(IGCFix.Fault(column: fault.column, message: fault.message + "; the fix is skipped"), line: line)
            return
        }
        if let last = lastSecondOfDay, fix.secondOfDay < last, last - fix.secondOfDay < 3600 {
            // The specification reads any earlier time as the next day (as GPSBabel does);
            // a step back of minutes is more likely the recorder's clock: say so.
            findings.add(
                Diagnostic(
                    .timeOrder,
                    "the fix's time \(Self.clock(fix.secondOfDay)) is below the one before it (\(Self.clock(last)), line \(previousFixLine)): read as the next day, as the IGC specification says",
                    at: SourceLocation(file: file, line: line, column: 2)))
        }
        lastSecondOfDay = fix.secondOfDay
        previousFixLine = line
        if fix.coordinate.latitude == 0 && fix.coordinate.longitude == 0 {
            positionlessFixes += 1
            if firstPositionlessLine == nil { firstPositionlessLine = line }
            return
        }
        fixes.append(fix)
        fixLines.append(line)
    }

    static func clock(_ secondOfDay: Int) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
    }

    /// Seconds since 1970 of each fix: the date of the first fix, a day later after each
    /// time below the one before. Empty without a date.
    var times: [Double] {
        guard let firstDay = header.firstFixDay else { return [] }
        var day = firstDay
        var last = -1
        return fixes.map { fix in
            if fix.secondOfDay < last { day += 1 }
            last = fix.secondOfDay
            return Double(day * 86_400 + fix.secondOfDay)
        }
    }

    /// The flight, or nil when there are fewer than two fixes; its altitudes those
    /// `IGCAltitude.chosen` takes, none when no fix has one.
    func flight() -> Flight? {
        guard fixes.count >= 2, let firstLine = fixLines.first else { return nil }
        let details = FlightDetails(
            aircraft: header.gliderType, registration: header.registration?.uppercased(),
            callsign: header.competitionID, notes: header.pilot.map { "pilot: " + $0 })
        return Flight(
            name: header.pilot ?? header.competitionID ?? header.registration,
            source: SourceLocation(file: file, line: firstLine), vertices: fixes.map(\.coordinate), vertexTimes: times,
            vertexAltitudes: altitudes,
            details: details.isEmpty ? nil : details)
    }

    /// Metres for each fix (`IGCAltitude.chosen`), NaN where a fix has none; empty when
    /// none has one.
    private var altitudes: [Double] {
        let chosen = IGCAltitude.chosen(fixes)
        guard chosen.contains(where: { $0 != nil }) else { return [] }
        return chosen.map { $0 ?? .nan }
    }

    func document() -> InputDocument {
        var diagnostics: [Diagnostic] = []
        let start = SourceLocation(file: file, line: firstRecordLine ?? 1, column: 1)
        var note = "read as an IGC flight recorder file"
        if let manufacturer { note += " (recorder \(manufacturer))" }
        note += ": \(fixes.count) fix\(fixes.count == 1 ? "" : "es"), \(IGCAltitude.described(fixes))"
        if let datum = header.gnssAltitudeDatum { note += " (HFALG \(datum))" }
        if let task = task.summary { note += "; a declared task of \(task), not drawn" }
        diagnostics.append(Diagnostic(.readAs, note, at: start))
        if header.firstFixDay == nil && !fixes.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .igcSyntax, "the file has no date record (HFDTE): the fixes' times are unknown and not read",
                    at: start))
        }
        diagnostics += findings.diagnostics
        if let line = firstPositionlessLine {
            let more = positionlessFixes > 1 ? " (and \(positionlessFixes - 1) more like it)" : ""
            diagnostics.append(
                Diagnostic(
                    .coordinateMissing,
                    "the fix is at 0°N 0°E, a recorder's way to write no position; it is skipped\(more)",
                    at: SourceLocation(file: file, line: line, column: 8)))
        }
        var features: [Feature] = []
        if let flight = flight() {
            features.append(.flight(flight))
        } else if let line = fixLines.first {
            diagnostics.append(
                Diagnostic(
                    .routeTooShort, "the flight has 1 fix; a flight needs at least 2",
                    at: SourceLocation(file: file, line: line)))
        }
        if let empty = InputDocument.noFeatures(file: file, features: features, diagnostics: diagnostics) {
            diagnostics.append(empty)
        }
        return InputDocument(file: file, format: .igc, features: features, diagnostics: DiagnosticOrder.sorted(diagnostics))
    }
}
