import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Debian's Chromium, headless, driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: the browser reads commands from fd 3 and writes
/// replies and events to fd 4, each a JSON text ended by a NUL byte). One page: open a
/// file, read the console, the network requests and the results of scripts run in it,
/// set the viewport's size and take a screenshot.
final class HeadlessChromium {
    static let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Every event the page sent (method and params), in order.
    private(set) var events: [(method: String, params: [String: Any])] = []
    private let process: pid_t
    private let commands: Int32
    private let replies: Int32
    private var buffer: [UInt8] = []
    private var nextID = 1
    private var session: String?
    private let profile: String

    /// How long to wait for the browser's answer before giving up (so a broken
    /// browser fails the test instead of hanging it; no test measures time).
    private let patience: Int32 = 120_000

    init() throws {
        guard let path = Self.path else { throw Failure(description: "chromium is not installed") }
        profile = NSTemporaryDirectory() + "routereport-chromium-" + UUID().uuidString
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        let null = Glibc.open("/dev/null", O_WRONLY)
        posix_spawn_file_actions_adddup2(&actions, null, 1)
        posix_spawn_file_actions_adddup2(&actions, null, 2)
        let arguments = [
            path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--mute-audio", "--remote-debugging-pipe", "--user-data-dir=" + profile,
            "--window-size=1000,800", "about:blank",
        ]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, nil, &argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        close(null)
        guard status == 0 else { throw Failure(description: "cannot start chromium: \(status)") }
        process = pid
        commands = toBrowser[1]
        replies = fromBrowser[0]
        let targets = try send("Target.getTargets", [:], inSession: false)
        let infos = targets["targetInfos"] as? [[String: Any]] ?? []
        guard let page = infos.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String else {
            throw Failure(description: "chromium has no page")
        }
        let attached = try send("Target.attachToTarget", ["targetId": page, "flatten": true], inSession: false)
        session = attached["sessionId"] as? String
        for domain in ["Runtime", "Log", "Network", "Page"] { _ = try send(domain + ".enable", [:]) }
    }

    deinit {
        close(commands)
        close(replies)
        kill(process, SIGKILL)
        var status: Int32 = 0
        waitpid(process, &status, 0)
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Opens `url` and waits for its load event.
    func open(_ url: String) throws {
        events.removeAll()
        _ = try send("Page.navigate", ["url": url])
        _ = try waitForEvent("Page.loadEventFired")
    }

    /// Lays the page out as on a screen `width` × `height` CSS pixels wide (one device
    /// pixel each; a narrow one as a phone, with touch); reload the page to see it so.
    func setViewport(width: Int, height: Int) throws {
        _ = try send(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600])
    }

    /// Lays the page out for `media` (`print`, `screen`).
    func emulateMedia(_ media: String) throws {
        _ = try send("Emulation.setEmulatedMedia", ["media": media])
    }

    /// What the viewport shows, as PNG bytes.
    func screenshot() throws -> Data {
        let result = try send("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "chromium sent no screenshot")
        }
        return data
    }

    /// The value of a JavaScript expression in the page (promises awaited).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw Failure(description: "script failed: \(exception)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Console errors, uncaught exceptions and error log entries (CSP refusals among them).
    var errors: [String] {
        events.compactMap { event in
            switch event.method {
            case "Runtime.exceptionThrown": return "\(event.params)"
            case "Runtime.consoleAPICalled" where event.params["type"] as? String == "error": return "\(event.params)"
            case "Log.entryAdded":
                let entry = event.params["entry"] as? [String: Any]
                return entry?["level"] as? String == "error" ? "\(entry ?? [:])" : nil
            default: return nil
            }
        }
    }

    /// The URLs of every request the page made.
    var requests: [String] {
        events.compactMap { event in
            guard event.method == "Network.requestWillBeSent" else { return nil }
            return (event.params["request"] as? [String: Any])?["url"] as? String
        }
    }

    private func send(_ method: String, _ params: [String: Any], inSession: Bool = true) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if inSession, let session { message["sessionId"] = session }
        var bytes = Array(try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "cannot write to chromium") }
            written += count
        }
        while true {
            let reply = try readMessage()
            if reply["id"] as? Int == id {
                if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            record(reply)
        }
    }

    private func waitForEvent(_ method: String) throws -> [String: Any] {
        while true {
            let message = try readMessage()
            record(message)
            if message["method"] as? String == method { return message["params"] as? [String: Any] ?? [:] }
        }
    }

    private func record(_ message: [String: Any]) {
        if let method = message["method"] as? String { events.append((method, message["params"] as? [String: Any] ?? [:])) }
    }

    private func readMessage() throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let text = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: text) as? [String: Any] ?? [:]
            }
            var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, patience) == 1 else { throw Failure(description: "chromium did not answer") }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(replies, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "chromium closed the pipe") }
            buffer += chunk[..<count]
        }
    }
}
