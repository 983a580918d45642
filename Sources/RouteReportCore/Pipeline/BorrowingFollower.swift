import Synchronization

/// Gathers a source file's bytes as its assembly writes them, then makes a part of
/// another file from them (`BorrowedPart`) and hands it to that file's assembly; a
/// failed source fails that file too. The parts arrive one at a time, in order, from
/// whichever worker writes them: the lock makes that hand-over safe.
final class BorrowingFollower: PartFollower {
    private let borrowed: BorrowedPart
    private let into: FileAssembly
    private let progress: RunProgress?
    private let gathered = Mutex<[UInt8]>([])

    init(_ borrowed: BorrowedPart, into: FileAssembly, progress: RunProgress?) {
        self.borrowed = borrowed
        self.into = into
        self.progress = progress
    }

    func add(_ part: [UInt8]) {
        gathered.withLock { $0 += part }
    }

    func end(complete: Bool) {
        guard complete else { return into.sourceFailed() }
        // The source's bytes are let go as soon as the part is made.
        let source = gathered.withLock { gathered in
            defer { gathered = [] }
            return gathered
        }
        let added = into.add(borrowed.make(source), at: borrowed.index)
        progress?.partWritten()
        if added { progress?.fileWritten() }
    }
}
