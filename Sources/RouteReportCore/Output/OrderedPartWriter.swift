import Synchronization

/// Parts of one file arrive from workers in any order and are written in index order:
/// whoever adds the part that is next in line writes it, and every part after it that
/// has arrived, while the others go on making parts. One writer at a time, outside the
/// lock; after a failure nothing more is written.
final class OrderedPartWriter: Sendable {
    private struct State {
        var waiting: [Int: [UInt8]] = [:]
        var next = 0
        var writing = false
        var failure: String?
    }

    private let descriptor: Int32
    private let state = Mutex(State())

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Why a write failed, if one did.
    var failure: String? { state.withLock { $0.failure } }

    func add(_ bytes: [UInt8], at index: Int) {
        var batch: [[UInt8]] = state.withLock { state in
            guard state.failure == nil else { return [] }
            state.waiting[index] = bytes
            return state.writing ? [] : Self.takeReady(&state)
        }
        // Each turn writes what was ready, then takes what arrived meanwhile; the writer
        // role ends, under the lock, only when nothing is ready.
        while !batch.isEmpty {
            var failure: String?
            for part in batch where failure == nil {
                failure = AtomicFile.writeAll(part, to: descriptor)
            }
            batch = state.withLock { state in
                if let failure, state.failure == nil { state.failure = failure }
                if state.failure != nil {
                    state.writing = false
                    state.waiting = [:]
                    return []
                }
                state.writing = false
                return Self.takeReady(&state)
            }
        }
    }

    /// The parts ready to write next, in order; takes the writer role if there are any.
    private static func takeReady(_ state: inout State) -> [[UInt8]] {
        guard state.failure == nil else { return [] }
        var ready: [[UInt8]] = []
        while let part = state.waiting.removeValue(forKey: state.next) {
            ready.append(part)
            state.next += 1
        }
        state.writing = !ready.isEmpty
        return ready
    }
}
