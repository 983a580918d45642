import Foundation
import Synchronization

/// The process's stdout and stderr, written with write(2) and every failure kept as a
/// value: a closed descriptor (EBADF), a full disk (ENOSPC), a reader gone (EPIPE) never
/// ends the run. Foundation's `FileHandle.write` traps on them (its `try!`).
///
/// SIGPIPE is ignored, so a pipe closed on stderr does not kill a run half way through
/// writing its reports; a pipe closed on stdout is a write failure like the others.
/// After the first failure a stream writes nothing more.
enum StandardStreams {
    /// One output stream.
    final class Stream: Sendable {
        let descriptor: Int32
        private let failure = Mutex<String?>(nil)

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// Why the stream stopped, or nil while every write succeeded.
        var failureReason: String? { failure.withLock { $0 } }

        func write(_ text: String) {
            failure.withLock { failure in
                guard failure == nil else { return }
                var text = text
                failure = text.withUTF8 { Self.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
            }
        }

        /// The system's reason when not every byte could be written.
        private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
            var written = 0
            while written < bytes.count {
                let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if result < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return String(cString: strerror(errno))
                }
                written += result
            }
            return nil
        }
    }

    static let output = Stream(descriptor: STDOUT_FILENO)
    static let error = Stream(descriptor: STDERR_FILENO)

    /// Called once at start: ignores SIGPIPE and puts a placeholder on each of
    /// descriptors 0, 1 and 2 that is closed, so that no file the run opens takes its
    /// number (a report file opened as descriptor 1 would receive stdout). The
    /// placeholder is /dev/null opened the wrong way round: reading descriptor 0 or
    /// writing 1 or 2 then fails with EBADF, as on the closed descriptor.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let placeholder = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
            if placeholder >= 0 && placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }
}
