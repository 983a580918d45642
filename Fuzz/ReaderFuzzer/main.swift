// libFuzzer entry point for the readers. Not part of the package: Scripts/fuzz compiles
// it with the Model and Input sources (swiftc -sanitize=fuzzer,address), so `swift build`
// never sees it.

/// One fuzz input: the bytes as a file, read the way the pipeline reads it. A crash, a
/// hang (libFuzzer's -timeout) or a broken invariant below is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func readerFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let document = InputReader.read(bytes, file: "fuzz.kml")
    checkInvariants(document)
    return 0
}

/// What the rest of the pipeline relies on (Model/Coordinate.swift: "Input validates
/// coordinates; everything after Input may assume they are finite").
private func checkInvariants(_ document: InputDocument) {
    for feature in document.features {
        switch feature {
        case .flight(let flight):
            for vertex in flight.vertices { checkCoordinate(vertex) }
            precondition(flight.vertexTimes.isEmpty || flight.vertexTimes.count == flight.vertices.count,
                         "vertexTimes must be empty or one per vertex")
            if let progress = flight.explicitProgress {
                precondition(progress >= 0 && progress <= 1, "explicit progress outside [0, 1]: \(progress)")
            }
            checkLocation(flight.source)
        case .landmark(let landmark):
            checkCoordinate(landmark.coordinate)
            checkLocation(landmark.source)
        }
    }
    for diagnostic in document.diagnostics {
        checkLocation(diagnostic.location)
        precondition(!diagnostic.message.isEmpty, "empty diagnostic message")
    }
}

private func checkCoordinate(_ coordinate: Coordinate) {
    precondition(coordinate.latitude.isFinite && abs(coordinate.latitude) <= 90,
                 "latitude out of range: \(coordinate.latitude)")
    precondition(coordinate.longitude.isFinite && abs(coordinate.longitude) <= 180,
                 "longitude out of range: \(coordinate.longitude)")
}

private func checkLocation(_ location: SourceLocation) {
    precondition(location.file == "fuzz.kml", "location names another file: \(location.file)")
    if let line = location.line { precondition(line >= 1, "line \(line) < 1") }
    if let column = location.column { precondition(column >= 1, "column \(column) < 1") }
}
