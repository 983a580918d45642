/// Which of a fix's two altitudes routereport uses, in metres.
///
/// The GNSS altitude, when the fix is 3D (`A`) and the receiver gave one (not 0): it is
/// geometric, as a map's altitude is, where the pressure altitude is the ISA standard
/// atmosphere's and differs from the true altitude by tens to hundreds of metres with the
/// day's pressure and temperature. Else the pressure altitude, when the recorder has a
/// barometer (some fix of the file has a pressure altitude other than 0); else none.
enum IGCAltitude {
    static func chosen(_ fixes: [IGCFix]) -> [Double?] {
        let hasBarometer = fixes.contains { $0.pressureAltitude != 0 }
        return fixes.map { fix in
            if fix.isThreeDimensional && fix.gnssAltitude != 0 { return Double(fix.gnssAltitude) }
            return hasBarometer ? Double(fix.pressureAltitude) : nil
        }
    }

    /// Which altitude the file's fixes mostly give, for the note on how it was read.
    static func described(_ fixes: [IGCFix]) -> String {
        let gnss = fixes.filter { $0.isThreeDimensional && $0.gnssAltitude != 0 }.count
        let hasBarometer = fixes.contains { $0.pressureAltitude != 0 }
        switch (gnss, hasBarometer) {
        case (fixes.count, _): return "GNSS altitudes"
        case (0, true): return "pressure altitudes (no GNSS altitude)"
        case (0, false): return "no altitudes"
        case (_, true): return "GNSS altitudes, pressure altitudes where a fix has none"
        case (_, false): return "GNSS altitudes where given (no barometer)"
        }
    }
}
