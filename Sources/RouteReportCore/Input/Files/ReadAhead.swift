/// A stream's first bytes, read ahead to tell what it holds (`InputSniffer`), then handed
/// out again before the rest of the stream. Its owner frees it (`deallocate`).
struct ReadAhead {
    private var buffer: UnsafeMutableRawBufferPointer?
    private var count = 0
    private var taken = 0

    /// Reads up to `capacity` bytes the first time it is called, with `next`: the bytes
    /// it put at the start of its buffer, 0 at the end of the stream, nil when the read
    /// failed (the owner keeps why).
    mutating func fill(_ capacity: Int, with next: (UnsafeMutableRawBufferPointer) -> Int?) {
        guard buffer == nil else { return }
        let room = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
        buffer = room
        while count < capacity, let got = next(UnsafeMutableRawBufferPointer(rebasing: room[count...])), got > 0 {
            count += got
        }
    }

    /// The bytes read ahead and not yet handed out. Valid until the next `take`.
    var unread: UnsafeBufferPointer<UInt8> {
        guard let buffer else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(rebasing: buffer[taken..<count]).bindMemory(to: UInt8.self)
    }

    /// Copies unread bytes to the start of `out`: how many, nil when none are left.
    mutating func take(into out: UnsafeMutableRawBufferPointer) -> Int? {
        guard let buffer, taken < count else { return nil }
        let moved = min(out.count, count - taken)
        out.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[taken..<(taken + moved)]))
        taken += moved
        return moved
    }

    /// Marks every byte read ahead as handed out (the owner used `unread` itself).
    mutating func takeAll() {
        taken = count
    }

    func deallocate() {
        buffer?.deallocate()
    }
}
