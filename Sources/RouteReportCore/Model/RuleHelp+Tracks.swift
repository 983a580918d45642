/// The help of the rules about the track formats instruments write: IGC flight
/// recorder files, NMEA 0183 logs (`RuleHelp`).
extension Rule {
    var tracksHelp: RuleHelp {
        switch self {
        case .igcSyntax:
            return RuleHelp(
                meaning: """
                    A line of an IGC flight recorder file is not what the FAI IGC technical specification says: a \
                    line that starts with no record letter (`A` to `L`), a B record (a fix) too short or with a time, \
                    latitude, longitude, validity (`A` or `V`) or altitude that does not parse, a date record \
                    (`HFDTEddmmyy` or `HFDTEDATE:ddmmyy,nn`) that gives no day, or no date record at all, when the \
                    fixes' times are unknown. The line is skipped and the rest of the file read; an error, since a \
                    fix is lost. Ten findings per file are shown, the last counting the rest.
                    """,
                example: .file(
                    name: "flight.igc",
                    text: """
                        AXXXABC FLIGHT:1
                        HFDTE160701
                        B1602405407121N00249342WA0028000421
                        B16024554071X1N00249342WA0028000421
                        B1602505407134N00249283WA0029000432
                        """),
                fix: """
                    Read the file from the recorder again (a download cut short or edited by hand breaks lines); a \
                    fix that cannot be mended can be deleted. Add the date record (`HFDTEddmmyy`, the UTC date of \
                    the first fix) when it is missing.
                    """)
        default:
            return readingHelp
        }
    }
}
