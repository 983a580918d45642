import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Dispatch's thread pool opens descriptors of its own the first time it runs work on
/// other threads or a timer (on Linux an epoll instance, an eventfd and a timerfd), and
/// traps (SIGILL in `_dispatch_epoll_init`) when the process has none left: a run
/// started under `ulimit -n 20` with 15 descriptors inherited died that way. So the pool
/// is started here, before the run opens a file, while the descriptors are there; with
/// too few the run ends with a message instead.
public enum ThreadPoolStart {
    /// What Dispatch's event loop holds for the life of the process.
    static let poolDescriptors = 3
    /// What a run needs at least besides: an input and an output file open at once.
    static let runDescriptors = 2

    /// Why the pool was not started.
    public struct Shortage: Error, Sendable, CustomStringConvertible {
        var free: Int
        var limit: Int?

        public var description: String {
            let limitText = limit.map { " under a limit of \($0) (ulimit -n)" } ?? ""
            return "too few file descriptors: \(free) free\(limitText); the thread pool needs \(poolDescriptors)"
                + " and a run \(runDescriptors) more"
        }
    }

    /// Starts Dispatch's event loop and waits until it holds its descriptors; a shortage
    /// when fewer than the pool and a run need are free. Cheap when it is running already.
    public static func start() -> Result<Void, Shortage> {
        let needed = poolDescriptors + runDescriptors
        var probes: [Int32] = []
        while probes.count < needed {
            let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { break }
            probes.append(descriptor)
        }
        // Closed before the pool starts: they are what it takes.
        for descriptor in probes { close(descriptor) }
        guard probes.count == needed else { return .failure(Shortage(free: probes.count, limit: descriptorLimit())) }
        // A timer makes Dispatch open all three (the timerfd on its manager thread); its
        // handler runs only once they are open.
        let fired = DispatchSemaphore(value: 0)
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.setEventHandler { fired.signal() }
        timer.schedule(deadline: .now())
        timer.activate()
        fired.wait()
        timer.cancel()
        return .success(())
    }

    private static func descriptorLimit() -> Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(Int.max) else { return nil }
        return Int(limit.rlim_cur)
    }
}
