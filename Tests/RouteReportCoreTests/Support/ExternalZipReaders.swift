import Foundation

/// Zip readers that are not ours, run on an archive file: Info-ZIP's `unzip` and Python's
/// `zipfile`. Tests that use them are skipped, saying so, where the program is absent.
enum ExternalZipReaders {
    static let unzip = "/usr/bin/unzip"
    static let python = "/usr/bin/python3"
    static var hasUnzip: Bool { FileManager.default.isExecutableFile(atPath: unzip) }
    static var hasPython: Bool { FileManager.default.isExecutableFile(atPath: python) }

    /// Python's view of the archive: `testzip()` (every CRC), then per entry its name,
    /// method, date and size, one tab-separated line each.
    static let pythonListing = """
        import sys, zipfile
        with zipfile.ZipFile(sys.argv[1]) as z:
            bad = z.testzip()
            if bad is not None:
                sys.exit("bad CRC in " + bad)
            for info in z.infolist():
                date = "%04d-%02d-%02d %02d:%02d:%02d" % info.date_time
                print(info.filename, info.compress_type, date, info.file_size, sep="\\t")
        """

    /// The bytes of entry `sys.argv[2]` as Python's `zipfile` reads them.
    static let pythonRead = """
        import sys, zipfile
        with zipfile.ZipFile(sys.argv[1]) as z:
            sys.stdout.buffer.write(z.read(sys.argv[2]))
        """

    /// Runs `program` with `arguments`; its exit status and standard output.
    static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: [UInt8]) {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(data))
    }

    /// `bytes` written to a fresh temporary file, handed to `body`, then removed.
    static func withFile<T>(_ bytes: [UInt8], named name: String, _ body: (String) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try body(path)
    }
}
