import Foundation
import Synchronization

/// A pseudo-terminal for a child's stderr: the child sees a terminal (and so shows its
/// progress line), the test reads every byte written to it, untranslated (raw mode).
final class PseudoTerminal: Sendable {
    /// The child's end; closed in this process once the child has it.
    let child: Int32
    private let main: Int32
    private let text = Mutex<[UInt8]>([])
    private let ended = DispatchSemaphore(value: 0)

    /// nil where no pseudo-terminal can be opened.
    init?() {
        // posix_openpt and its kin are not in Swift's Glibc module: the Linux ioctls
        // they are made of (unlock, then the number of /dev/pts/N).
        let main = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard main >= 0 else { return nil }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(main, UInt(0x4004_5431), &unlock) == 0, ioctl(main, UInt(0x8004_5430), &number) == 0 else {
            close(main)
            return nil
        }
        let child = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard child >= 0 else {
            close(main)
            return nil
        }
        var settings = termios()
        tcgetattr(child, &settings)
        cfmakeraw(&settings)
        tcsetattr(child, TCSANOW, &settings)
        self.main = main
        self.child = child
        let reader = Thread { [self] in readAll() }
        reader.start()
    }

    private func readAll() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(main, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            // EIO once every descriptor of the child's end is closed.
            guard count > 0 else { break }
            text.withLock { $0 += buffer[..<count] }
        }
        close(main)
        ended.signal()
    }

    /// What the child wrote so far.
    var written: String { text.withLock { String(decoding: $0, as: UTF8.self) } }

    /// Closes this process's descriptor of the child's end (after the child started).
    func closeChildEnd() {
        close(child)
    }

    /// Everything the child wrote, once it (and every process holding its end) is gone.
    func waitForEnd() -> String {
        ended.wait()
        return written
    }
}
