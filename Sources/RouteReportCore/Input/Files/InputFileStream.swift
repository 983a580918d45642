#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An input file (or stdin) read through its descriptor: its first piece read ahead to
/// tell what it holds, then either handed to the XML reader piece by piece
/// (`XMLByteStream`), so that a big GPX or KML is never held whole, or loaded whole for
/// the readers that need every byte at once (`loadWhole`). Owns the descriptor (stdin's
/// is left open).
final class InputFileStream: XMLByteStream {
    let name: String
    /// The size fstat(2) gave a regular file; nil for a pipe or terminal on stdin.
    let size: Int?
    /// Why a read failed, as the `unreadable-file` diagnostic says it.
    private(set) var failure: InputDiscovery.ReadFailure?
    /// Told how many bytes each read brought (the run's progress).
    var counting: ((Int) -> Void)?

    private let descriptor: Int32
    private let closes: Bool
    private var ahead = ReadAhead()

    private init(descriptor: Int32, closes: Bool, size: Int?, name: String) {
        self.descriptor = descriptor
        self.closes = closes
        self.size = size
        self.name = name
    }

    deinit {
        ahead.deallocate()
        if closes { close(descriptor) }
    }

    /// Opens the file at `path` with every check `InputBytes.load` makes: anything but a
    /// regular file is refused before a byte is read.
    static func open(path: String) -> Result<InputFileStream, InputDiscovery.ReadFailure> {
        InputBytes.openRegularFile(path: path).map {
            InputFileStream(descriptor: $0.descriptor, closes: true, size: $0.size, name: path)
        }
    }

    /// Standard input, named `-`: a file, a pipe or a terminal.
    static func standardInput() -> InputFileStream {
        var status = stat()
        let regular = fstat(STDIN_FILENO, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        return InputFileStream(
            descriptor: STDIN_FILENO, closes: false, size: regular ? Int(status.st_size) : nil,
            name: InputSource.standardInput.name)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        if let count = ahead.take(into: buffer) { return count }
        return readFromDescriptor(into: buffer)
    }

    /// One read(2) into `buffer`, again after EINTR; nil (and `failure`) when it fails.
    private func readFromDescriptor(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        guard failure == nil, let base = buffer.baseAddress else { return failure == nil ? 0 : nil }
        while true {
            let got = readSome(descriptor, base, buffer.count)
            if got >= 0 {
                if got > 0 { counting?(got) }
                return got
            }
            if errno == EINTR { continue }
            failure = InputBytes.failure("cannot be read: \(String(cString: strerror(errno)))", path: name)
            return nil
        }
    }

    /// Up to the first `count` bytes, read ahead (fewer when the file is shorter or a
    /// read fails: `failure` then says why) and handed out again by `read` and
    /// `loadWhole`. Valid until the next read.
    func peek(_ count: Int) -> UnsafeBufferPointer<UInt8> {
        ahead.fill(count) { readFromDescriptor(into: $0) }
        return ahead.unread
    }

    /// The whole file, the bytes read ahead first; nothing may have been taken by `read`.
    func loadWhole() -> Result<InputBytes, InputDiscovery.ReadFailure> {
        if let failure { return .failure(failure) }
        let first = peek(0)
        ahead.takeAll()
        let loaded = InputBytes.load(descriptor: descriptor, sizeHint: max(size ?? 0, first.count), name: name, first: first)
        if case .success(let bytes) = loaded { counting?(bytes.count - first.count) }
        return loaded
    }
}

/// read(2) under a name of its own: inside `InputFileStream`, `read` is the method.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
