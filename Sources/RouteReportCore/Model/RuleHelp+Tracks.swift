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
        case .nmeaSyntax:
            return RuleHelp(
                meaning: """
                    A line of an NMEA 0183 log is not a sentence routereport can read: an RMC, GGA or ZDA sentence \
                    with too few fields, or a time (`hhmmss.sss`), latitude (`ddmm.mmmm` and `N`/`S`), longitude \
                    (`dddmm.mmmm` and `E`/`W`), date (`ddmmyy`), status or altitude that does not parse: an error, \
                    the sentence skipped and the rest of the log read. A line that does not start with `$` (text a \
                    logger wrote, a line cut by the serial link) is a warning. Comments (`#`), AIS (`!`), proprietary \
                    (`$P…`) and other sentences (GSA, GSV, VTG, …) are skipped without a finding, as are RMCs whose \
                    status is `V` and GGAs whose quality is 0 (no fix). Ten findings per rule and file are shown, the \
                    last counting the rest.
                    """,
                example: .file(
                    name: "log.nmea",
                    text: """
                        $GPRMC,032908.379,A,4231.8291,N,08807.3033,W,0.17,138.92,070804,,*12
                        $GPGGA,032909.379,4231.8291,N,08807.3034,W,1,05,1.6,209.7,M,-34.2,M,0.0,0000*4F
                        $GPRMC,032910.379,A,4231.829X,N,08807.3036,W,0.17,138.92,070804,,
                        """),
                fix: """
                    Log again or delete the broken sentence; a log cut by the serial link loses one sentence, not \
                    the track.
                    """)
        case .nmeaChecksum:
            return RuleHelp(
                meaning: """
                    An NMEA 0183 sentence ends with `*hh`, two hexadecimal digits that are the XOR of every byte \
                    between `$` and `*`. When they do not match, a byte was changed on the way (a noisy serial link, \
                    an edit by hand) and no field of the sentence can be trusted: it is skipped, an error at the \
                    `*`. Bytes after a valid checksum are ignored.
                    """,
                example: .file(
                    name: "log.nmea",
                    text: """
                        $GPRMC,032908.379,A,4231.8291,N,08807.3033,W,0.17,138.92,070804,,*12
                        $GPRMC,032909.379,A,4231.8291,N,08807.3034,W,0.18,145.85,070804,,*18
                        $GPRMC,032910.379,A,4231.8292,N,08807.3036,W,0.17,145.85,070804,,
                        """),
                fix: "Log again; a sentence whose checksum does not match is not read.")
        default:
            return readingHelp
        }
    }
}
