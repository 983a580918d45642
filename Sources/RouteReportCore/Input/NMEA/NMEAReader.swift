/// Reads an NMEA 0183 log (what GPS loggers and receivers write, a sentence a line) as
/// one track: its RMC and GGA sentences paired by their time field, dated by RMC (or
/// ZDA). Void RMCs and GGAs without a fix are no fix; comments (`#`), AIS (`!`),
/// proprietary (`$P…`) and other sentences are skipped; a line that is no sentence, a
/// sentence whose fields do not parse and a wrong checksum are findings at their line.
/// A value holds what the reader has gathered so far from one log.
struct NMEAReadState: LineRecordReader {
    let file: String
    private(set) var fixes: [NMEAFix] = []
    /// A ZDA's day for the fix of its time, or the next one.
    private var pendingDate: (millisecondOfDay: Int, day: Int)?
    private var findings = LineFindings()
    private var firstSentenceLine: Int?
    /// RMCs whose status is V and GGAs whose quality is 0: no fix, no fault.
    private var noFixSentences = 0
    private var rmcCount = 0
    private var ggaCount = 0

    init(file: String) { self.file = file }

    mutating func take(_ line: [UInt8], line number: Int) {
        switch NMEASentence.read(line) {
        case .skipped:
            return
        case .fault(let rule, let column, let severity, let message):
            findings.add(
                Diagnostic(
                    rule, message, at: SourceLocation(file: file, line: number, column: column),
                    severity: severity ?? rule.defaultSeverity))
        case .sentence(let sentence):
            if firstSentenceLine == nil { firstSentenceLine = number }
            switch sentence.type {
            case "RMC": takeRMC(sentence, line: number)
            case "GGA": takeGGA(sentence, line: number)
            case "ZDA": takeZDA(sentence, line: number)
            default: break
            }
        }
    }

    private mutating func fault(_ sentence: NMEASentence, field: Int, _ message: String, line: Int) {
        let column = field < sentence.fields.count ? sentence.fields[field].column : (sentence.fields.last?.column ?? 1)
        findings.add(
            Diagnostic(
                .nmeaSyntax, message + "; the sentence is skipped", at: SourceLocation(file: file, line: line, column: column)))
    }

    private mutating func tooShort(_ sentence: NMEASentence, needs: Int, line: Int) -> Bool {
        guard sentence.fields.count < needs else { return false }
        findings.add(
            Diagnostic(
                .nmeaSyntax,
                "the \(sentence.type) sentence has \(sentence.fields.count) fields; it needs \(needs); the sentence is skipped",
                at: SourceLocation(file: file, line: line, column: 1)))
        return true
    }

    /// `$--RMC,hhmmss.ss,A,llll.ll,a,yyyyy.yy,a,speed,course,ddmmyy,…`
    private mutating func takeRMC(_ sentence: NMEASentence, line: Int) {
        rmcCount += 1
        guard !tooShort(sentence, needs: 9, line: line) else { return }
        let f = sentence.fields
        switch f[1].bytes.first {
        case 0x41?: break
        case 0x56?:
            noFixSentences += 1
            return
        default:
            return fault(sentence, field: 1, "the RMC status '\(NMEASentence.text(f[1].bytes))' is neither A nor V", line: line)
        }
        guard let time = NMEAFields.time(f[0].bytes) else {
            return fault(sentence, field: 0, "the RMC time '\(NMEASentence.text(f[0].bytes))' is not hhmmss", line: line)
        }
        guard let coordinate = coordinate(sentence, latitude: 2, line: line) else { return }
        guard let day = NMEAFields.date(f[8].bytes) else {
            return fault(sentence, field: 8, "the RMC date '\(NMEASentence.text(f[8].bytes))' is no day (ddmmyy)", line: line)
        }
        merge(time: time, line: line) { fix in
            fix.coordinate = coordinate
            fix.fromRMC = true
            fix.day = day
        }
    }

    /// `$--GGA,hhmmss.ss,llll.ll,a,yyyyy.yy,a,quality,satellites,hdop,altitude,M,…`
    private mutating func takeGGA(_ sentence: NMEASentence, line: Int) {
        ggaCount += 1
        guard !tooShort(sentence, needs: 9, line: line) else { return }
        let f = sentence.fields
        if f[5].bytes.isEmpty || f[5].bytes.elementsEqual([0x30]) {
            noFixSentences += 1
            return
        }
        guard let time = NMEAFields.time(f[0].bytes) else {
            return fault(sentence, field: 0, "the GGA time '\(NMEASentence.text(f[0].bytes))' is not hhmmss", line: line)
        }
        guard let coordinate = coordinate(sentence, latitude: 1, line: line) else { return }
        var altitude: Double?
        if !f[8].bytes.isEmpty {
            guard let value = NMEAFields.number(f[8].bytes), abs(value) < 100_000 else {
                return fault(
                    sentence, field: 8, "the GGA altitude '\(NMEASentence.text(f[8].bytes))' is not a number of metres",
                    line: line)
            }
            altitude = value
        }
        merge(time: time, line: line) { fix in
            if !fix.fromRMC { fix.coordinate = coordinate }
            fix.altitude = altitude
        }
    }

    /// `$--ZDA,hhmmss.ss,dd,mm,yyyy,zh,zm`: the UTC date of its time.
    private mutating func takeZDA(_ sentence: NMEASentence, line: Int) {
        guard !tooShort(sentence, needs: 4, line: line) else { return }
        let f = sentence.fields
        // A receiver without a fix yet sends ZDA with empty fields: nothing to date.
        if f[0].bytes.isEmpty || f[3].bytes.isEmpty { return }
        guard let time = NMEAFields.time(f[0].bytes) else {
            return fault(sentence, field: 0, "the ZDA time '\(NMEASentence.text(f[0].bytes))' is not hhmmss", line: line)
        }
        let values = [f[1], f[2], f[3]].map { Array($0.bytes) }
        guard let day = IGCFix.digits(values[0], 0, values[0].count), let month = IGCFix.digits(values[1], 0, values[1].count),
            values[2].count == 4, let year = IGCFix.digits(values[2], 0, 4),
            let days = NMEAFields.days(year: year, month: month, day: day)
        else {
            return fault(sentence, field: 1, "the ZDA date is no day (dd,mm,yyyy)", line: line)
        }
        if let index = recent(time) {
            if fixes[index].day == nil { fixes[index].day = days }
        } else {
            pendingDate = (time, days)
        }
    }

    private mutating func coordinate(_ sentence: NMEASentence, latitude field: Int, line: Int) -> Coordinate? {
        let f = sentence.fields
        guard let latitude = NMEAFields.angle(f[field].bytes, hemisphere: f[field + 1].bytes, isLatitude: true) else {
            fault(
                sentence, field: field,
                "the latitude '\(NMEASentence.text(f[field].bytes)),\(NMEASentence.text(f[field + 1].bytes))' is not ddmm.mmmm and N or S in range",
                line: line)
            return nil
        }
        guard let longitude = NMEAFields.angle(f[field + 2].bytes, hemisphere: f[field + 3].bytes, isLatitude: false) else {
            fault(
                sentence, field: field + 2,
                "the longitude '\(NMEASentence.text(f[field + 2].bytes)),\(NMEASentence.text(f[field + 3].bytes))' is not dddmm.mmmm and E or W in range",
                line: line)
            return nil
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// How far back a sentence looks for the fix of its time, and how far a fix may be
    /// moved back to stand in time order: receivers send a moment's sentences out of
    /// order by a few sentences, never by minutes.
    static let window = 8
    static let reorderMilliseconds = 2000

    /// The recent fix with this time field, if there is one.
    private func recent(_ time: Int) -> Int? {
        fixes.indices.reversed().prefix(Self.window).first { fixes[$0].millisecondOfDay == time }
    }

    /// Adds a sentence's values to the fix of its time among the recent ones, else to a
    /// new fix placed in time order among them.
    private mutating func merge(time: Int, line: Int, _ update: (inout NMEAFix) -> Void) {
        if let index = recent(time) {
            update(&fixes[index])
            return
        }
        var fix = NMEAFix(
            millisecondOfDay: time, coordinate: Coordinate(latitude: 0, longitude: 0), fromRMC: false, day: nil,
            altitude: nil, line: line)
        if let pending = pendingDate {
            fix.day = time >= pending.millisecondOfDay ? pending.day : pending.day + 1
            pendingDate = nil
        }
        update(&fix)
        var place = fixes.count
        while place > 0, fixes.count - place < Self.window, fixes[place - 1].millisecondOfDay > time,
            fixes[place - 1].millisecondOfDay - time < Self.reorderMilliseconds
        {
            place -= 1
        }
        fixes.insert(fix, at: place)
    }

    /// The track, or nil when there are fewer than two fixes; its altitudes GGA's, above
    /// mean sea level (what KML's absolute mode takes), NaN for a fix without one, none
    /// when no fix has one.
    func flight(times: [Double]?) -> Flight? {
        guard fixes.count >= 2, let first = fixes.first else { return nil }
        let altitudes = fixes.contains { $0.altitude != nil } ? fixes.map { $0.altitude ?? .nan } : []
        return Flight(
            source: SourceLocation(file: file, line: first.line), vertices: fixes.map(\.coordinate),
            vertexTimes: times ?? [], vertexAltitudes: altitudes)
    }

    func document() -> InputDocument {
        let times = NMEADates.times(fixes)
        var diagnostics = findings.diagnostics
        var note =
            "read as an NMEA 0183 log: \(fixes.count) fix\(fixes.count == 1 ? "" : "es") from \(rmcCount) RMC and \(ggaCount) GGA sentences, paired by their time"
        if noFixSentences > 0 { note += "; \(noFixSentences) without a fix (RMC status V, GGA quality 0)" }
        if firstSentenceLine != nil {
            diagnostics.append(Diagnostic(.readAs, note, at: SourceLocation(file: file, line: firstSentenceLine, column: 1)))
        }
        if times == nil, let first = fixes.first {
            diagnostics.append(
                Diagnostic(
                    .timeSyntax, "no RMC or ZDA sentence gives a date: the fixes' times are unknown and not read",
                    at: SourceLocation(file: file, line: first.line, column: 1), severity: .warning))
        }
        if let times {
            let backwards = times.indices.dropFirst().filter { times[$0] < times[$0 - 1] }
            if let index = backwards.first {
                let more = backwards.count > 1 ? " (and \(backwards.count - 1) more)" : ""
                diagnostics.append(
                    Diagnostic(
                        .timeOrder,
                        "the fix's time \(ReportTime.iso8601(times[index])) is earlier than the one before it (\(ReportTime.iso8601(times[index - 1])))\(more)",
                        at: SourceLocation(file: file, line: fixes[index].line, column: 1)))
            }
        }
        var features: [Feature] = []
        if let flight = flight(times: times) {
            features.append(.flight(flight))
        } else if let first = fixes.first {
            diagnostics.append(
                Diagnostic(
                    .routeTooShort, "the log has 1 fix; a track needs at least 2",
                    at: SourceLocation(file: file, line: first.line)))
        }
        if let empty = InputDocument.noFeatures(file: file, features: features, diagnostics: diagnostics) {
            diagnostics.append(empty)
        }
        return InputDocument(file: file, format: .nmea, features: features, diagnostics: DiagnosticOrder.sorted(diagnostics))
    }
}
