import RouteReportCore

// GeodesicBench: in-process throughput of RouteReportCore's Geodesic, the Swift twin of
// Benchmarks/cpp/geod_bench.cpp (same modes, same output line), so the two can be
// compared on the same pairs in the same run (Scripts/bench-geodesic).
//
// Usage: GeodesicBench inverse|direct|line PAIRS [-n N] [-k K]
// PAIRS: 'lat1 lon1 lat2 lon2' lines, cycled if fewer than N (default 1,000,000).
// 'line' mode is the twin of Benchmarks/cpp/geod_line_bench.cpp: per pair one
// inverseLine and K positions at s13 * k / K (densifying a path), ns_per_call per line.
// Output: mode=... calls=N seconds=S ns_per_call=X checksum=C (timed loop only).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func fail(_ message: String) -> Never {
    // Swift 6 refuses the C global stderr; write to descriptor 2 directly.
    let text = message + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// lat1 lon1 lat2 lon2 of every line with four numbers, flattened.
func load(_ path: String) -> [Double] {
    guard let file = fopen(path, "r") else { fail("\(path): cannot open") }
    defer { fclose(file) }
    var values: [Double] = []
    var line: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    while getline(&line, &capacity, file) > 0 {
        guard var p = line.map({ UnsafePointer($0) }) else { break }
        var row: [Double] = []
        for _ in 0..<4 {
            var end: UnsafeMutablePointer<CChar>? = nil
            let v = strtod(p, &end)
            guard let e = end, UnsafePointer(e) != p else { break }
            row.append(v)
            p = UnsafePointer(e)
        }
        if row.count == 4 { values += row }
    }
    free(line)
    return values
}

var arguments = Array(CommandLine.arguments.dropFirst())
/// The value of option `name`, removed from the arguments.
@MainActor func option(_ name: String, default value: Int) -> Int {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count,
        let v = Int(arguments[i + 1]), v > 0
    else { return value }
    arguments.removeSubrange(i...(i + 1))
    return v
}
let n = option("-n", default: 1_000_000)
let positions = option("-k", default: 10)
guard arguments.count == 2, ["inverse", "direct", "line"].contains(arguments[0]) else {
    fail("usage: GeodesicBench inverse|direct|line PAIRS [-n N] [-k K]")
}
let mode = arguments[0]
let pairs = load(arguments[1])
let m = pairs.count / 4
guard m > 0 else { fail("no pairs read") }

let g = Geodesic.wgs84
var checksum = 0.0
var t0 = 0.0
var t1 = 0.0
pairs.withUnsafeBufferPointer { p in
    if mode == "inverse" {
        t0 = now()
        var j = 0
        for _ in 0..<n {
            let r = g.inverse(lat1: p[j], lon1: p[j + 1], lat2: p[j + 2], lon2: p[j + 3])
            checksum += r.s12 + r.azi1 + r.azi2
            j += 4
            if j == 4 * m { j = 0 }
        }
        t1 = now()
    } else if mode == "line" {
        t0 = now()
        var j = 0
        for _ in 0..<n {
            let line = g.inverseLine(lat1: p[j], lon1: p[j + 1], lat2: p[j + 2], lon2: p[j + 3])
            for k in 1...positions {
                let q = line.position(distance: line.s13 * Double(k) / Double(positions))
                checksum += q.lat2 + q.lon2 + q.azi2
            }
            j += 4
            if j == 4 * m { j = 0 }
        }
        t1 = now()
    } else {
        // Azimuth and distance from each pair's inverse, computed before timing.
        var azi = [Double](repeating: 0, count: m)
        var dist = [Double](repeating: 0, count: m)
        for k in 0..<m {
            let r = g.inverse(lat1: p[4 * k], lon1: p[4 * k + 1], lat2: p[4 * k + 2], lon2: p[4 * k + 3])
            azi[k] = r.azi1
            dist[k] = r.s12
        }
        t0 = now()
        var k = 0
        for _ in 0..<n {
            let d = g.direct(lat1: p[4 * k], lon1: p[4 * k + 1], azi1: azi[k], s12: dist[k])
            checksum += d.lat2 + d.lon2 + d.azi2
            k += 1
            if k == m { k = 0 }
        }
        t1 = now()
    }
}
let seconds = t1 - t0
print(
    "mode=\(mode) calls=\(n) seconds=\(seconds) ns_per_call=\((seconds * 1e9 / Double(n) * 10).rounded() / 10) checksum=\(checksum)"
)
