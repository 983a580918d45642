/// The progress line a person reads on a terminal, from the counters at one moment:
/// `routereport: reading 1.2 GB of 5.5 GB, 20460 flights computed, about 40 s left`;
/// files instead of bytes for inputs smaller than `RunProgress.bigInput`.
enum ProgressLine {
    static func line(_ snapshot: RunProgress.Snapshot, secondsLeft: Int?) -> String {
        var text: String
        switch snapshot.stage {
        case .starting:
            return "routereport: finding files"
        case .reading where snapshot.filesRead == snapshot.filesToRead:
            // Read, and the flights not computed while reading are being counted.
            return "routereport: computing flights, \(snapshot.flightsComputed) so far"
        case .reading:
            if snapshot.readsBytes {
                text = "routereport: reading \(bytes(snapshot.bytesRead)) of \(bytes(snapshot.bytesToRead))"
                if snapshot.filesToRead > 1 { text += ", files \(snapshot.filesRead)/\(snapshot.filesToRead)" }
            } else {
                text = "routereport: reading files \(snapshot.filesRead)/\(snapshot.filesToRead)"
            }
            if snapshot.flightsComputed > 0 { text += ", \(snapshot.flightsComputed) flights computed" }
        case .computing:
            text = "routereport: computing flights \(snapshot.flightsComputed)/\(snapshot.flightsToCompute)"
        case .writing:
            text = "routereport: writing files \(snapshot.filesWritten)/\(snapshot.filesToWrite)"
            if snapshot.bytesWritten > 0 { text += ", \(bytes(snapshot.bytesWritten)) written" }
        }
        return text + (secondsLeft.map { ", about \(duration(Double($0))) left" } ?? "")
    }

    /// `950 B`, `12 kB`, `3.4 MB`, `1.2 GB` (powers of 1000, two digits at least).
    static func bytes(_ count: Int) -> String {
        let units = ["B", "kB", "MB", "GB", "TB"]
        var value = Double(count)
        var unit = 0
        while value >= 1000 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let digits = unit > 0 && value < 10 ? String(Double(Int(value * 10)) / 10) : String(Int(value))
        return digits + " " + units[unit]
    }

    /// `0.4 s`, `8 s`, `3 min`, `1 h 5 min`: as precise as a person reads a time.
    static func duration(_ seconds: Double) -> String {
        if seconds < 10 {
            let tenths = Int((seconds * 10).rounded())
            return tenths % 10 == 0 ? "\(tenths / 10) s" : "\(tenths / 10).\(tenths % 10) s"
        }
        if seconds < 90 { return "\(Int(seconds.rounded())) s" }
        let minutes = Int((seconds / 60).rounded())
        if minutes < 90 { return "\(minutes) min" }
        return "\(minutes / 60) h \(minutes % 60) min"
    }
}
