// libFuzzer entry point for the readers and the zip archive reader. Not part of the
// package: Scripts/fuzz compiles it with the Model and Input sources (swiftc
// -sanitize=fuzzer,address), so `swift build` never sees it.

/// One fuzz input: the bytes as a file, read the way the pipeline reads it, and the same
/// bytes as a zip archive, every entry read in small chunks. A crash, a hang (libFuzzer's
/// -timeout) or a broken invariant below is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func readerFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let document = InputReader.read(bytes, file: "fuzz.kml")
    checkInvariants(document)
    bytes.withUnsafeBytes(readEveryEntry)
    return 0
}

/// The archive reader on its own, past the entry choice KMZArchive makes: each entry
/// (whatever its name) inflated in chunks of at most 4 KiB. A successful read must give
/// exactly the declared size; entries declaring more than 16 MiB are skipped for speed
/// (KMZArchive refuses such sizes past its limit before inflating, tested elsewhere).
private func readEveryEntry(_ archive: UnsafeRawBufferPointer) {
    guard case .success(let directory) = ZipDirectory.read(archive) else { return }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 1)
    defer { buffer.deallocate() }
    for entry in directory.entries.prefix(64) where entry.uncompressedSize <= 16 << 20 {
        guard case .success(let reader) = ZipEntryReader.open(entry, in: archive) else { continue }
        var total: UInt64 = 0
        while true {
            switch reader.read(into: buffer) {
            case .failure(let failure):
                precondition(!failure.message.isEmpty, "empty zip failure message")
                precondition(reader.read(into: buffer) == .failure(failure), "a failure must repeat")
            case .success(let count) where count > 0:
                precondition(count <= buffer.count, "a chunk longer than the buffer")
                total += UInt64(count)
                precondition(total <= entry.uncompressedSize, "read past the declared size")
                continue
            case .success:
                precondition(total == entry.uncompressedSize, "ended at \(total), not the declared \(entry.uncompressedSize)")
            }
            break
        }
    }
}

/// What the rest of the pipeline relies on (Model/Coordinate.swift: "Input validates
/// coordinates; everything after Input may assume they are finite").
private func checkInvariants(_ document: InputDocument) {
    for feature in document.features {
        switch feature {
        case .flight(let flight):
            for vertex in flight.vertices { checkCoordinate(vertex) }
            precondition(
                flight.vertexTimes.isEmpty || flight.vertexTimes.count == flight.vertices.count,
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
    precondition(
        coordinate.latitude.isFinite && abs(coordinate.latitude) <= 90,
        "latitude out of range: \(coordinate.latitude)")
    precondition(
        coordinate.longitude.isFinite && abs(coordinate.longitude) <= 180,
        "longitude out of range: \(coordinate.longitude)")
}

private func checkLocation(_ location: SourceLocation) {
    // Inside a KMZ: fuzz.kml/ENTRY, the entry's name never holding a control character.
    precondition(
        location.file == "fuzz.kml"
            || (location.file.hasPrefix("fuzz.kml/")
                && !location.file.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }),
        "location names another file: \(location.file)")
    if let line = location.line { precondition(line >= 1, "line \(line) < 1") }
    if let column = location.column { precondition(column >= 1, "column \(column) < 1") }
}
