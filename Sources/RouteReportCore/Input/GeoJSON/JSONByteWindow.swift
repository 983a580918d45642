/// The bytes a streamed JSON read holds: from where the token being scanned starts to
/// what the source has given, read a chunk at a time, so memory follows the longest
/// token (and the Feature the parser builds), not the file. `JSONScanner` asks for more
/// when a token runs past the end and scans it again.
final class JSONByteWindow {
    /// Reads into the buffer: the bytes read, 0 at the end, nil when the read failed.
    private let read: (UnsafeMutableRawBufferPointer) -> Int?
    private var storage: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    /// The source said it has no more (or failed).
    private(set) var finished = false
    private let chunk: Int

    init(chunk: Int = 65_536, read: @escaping (UnsafeMutableRawBufferPointer) -> Int?) {
        self.read = read
        self.chunk = max(1, chunk)
        storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 2 * self.chunk)
    }

    deinit {
        storage.deallocate()
    }

    /// The bytes held; valid until the next `refill`.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: storage[0..<count])
    }

    /// Drops the bytes before `keep` (moving the rest to the front) and reads up to one
    /// more chunk after them; false when the source has nothing more.
    func refill(keepingFrom keep: Int) -> Bool {
        guard !finished else { return false }
        if keep > 0 {
            let kept = count - keep
            if kept > 0, let base = storage.baseAddress {
                base.update(from: base + keep, count: kept)
            }
            count = kept
        }
        if storage.count - count < chunk {
            // A token longer than the window: grow it (doubling, so a long string is
            // read in linear time).
            let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(2 * storage.count, count + chunk))
            if let from = storage.baseAddress, let to = grown.baseAddress { to.update(from: from, count: count) }
            storage.deallocate()
            storage = grown
        }
        let tail = UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(storage)[count..<(count + chunk)])
        guard let got = read(tail), got > 0 else {
            finished = true
            return false
        }
        count += got
        return true
    }
}
