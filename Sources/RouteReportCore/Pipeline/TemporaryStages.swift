// TEMPORARY stand-ins until the input and map-geometry stages land; removed on merge.
import Foundation

enum StageStandIns {
    static func read(path: String) -> InputDocument {
        InputDocument(file: path, format: nil, features: [], diagnostics: [
            Diagnostic(.unknownFormat, "reader not available yet", at: SourceLocation(file: path)),
        ])
    }

    static func discover(_ arguments: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        (arguments, [])
    }
}

public enum ISO8601Time {
    public static func parse(_ text: String) -> Double? {
        (try? Date(text, strategy: Date.ISO8601FormatStyle()))?.timeIntervalSince1970
    }
}
