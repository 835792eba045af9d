// In-process timing of the core on single files: parse, and parse + check + layout
// (ConfigurationLinter.lint), without process start-up. Built by bench/run into .build-bench/micro
// against this checkout's TabBarCore. Prints one JSON object per file.
//
//     tabbar-microbench [--min-seconds S] FILE...
//     tabbar-microbench --once FILE...
//     tabbar-microbench --repeat N FILE...
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONC
import TabBarCore

func readFile(_ path: String) -> [UInt8]? {
    guard let handle = fopen(path, "rb") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, handle)
        if count <= 0 { break }
        bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
}

func nowNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Runs `body` at least 5 times and for at least `minSeconds`; returns (min, median) ns.
func measure(minSeconds: Double, _ body: () -> Int) -> (min: UInt64, median: UInt64, runs: Int, sink: Int) {
    var samples: [UInt64] = []
    var sink = 0
    sink &+= body()  // warm-up
    let budget = UInt64(minSeconds * 1e9)
    let started = nowNanoseconds()
    while samples.count < 5 || (nowNanoseconds() - started < budget && samples.count < 10_000) {
        let before = nowNanoseconds()
        sink &+= body()
        samples.append(nowNanoseconds() - before)
    }
    samples.sort()
    return (samples[0], samples[samples.count / 2], samples.count, sink)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var minSeconds = 0.5
if arguments.first == "--min-seconds", arguments.count > 1 {
    minSeconds = Double(arguments[1]) ?? minSeconds
    arguments.removeFirst(2)
}
// --once: one parse and one lint per file; --repeat N: N lints (parse + check + layout)
// per file. No timing: for instruction counts (callgrind). The difference between
// --repeat N and --repeat 1, divided by N - 1, is the cost of one lint in a warm process.
if arguments.first == "--once" || arguments.first == "--repeat" {
    var repeats = 1
    if arguments.first == "--repeat", arguments.count > 1 {
        repeats = max(1, Int(arguments[1]) ?? 1)
        arguments.removeFirst()
    }
    for path in arguments.dropFirst() {
        guard let bytes = readFile(path) else { continue }
        var tokens = 0, diagnostics = 0
        if arguments.first == "--once" {
            tokens = JSONCDocument(bytes: bytes).tokens.count
        }
        for _ in 0..<repeats {
            diagnostics &+= ConfigurationLinter.lint(bytes).diagnostics.count
        }
        print("{\"path\":\"\(path)\",\"tokens\":\(tokens / repeats),\"diagnostics\":\(diagnostics / repeats)}")
    }
    exit(0)
}
for path in arguments {
    guard let bytes = readFile(path) else {
        print("{\"path\":\"\(path)\",\"error\":\"unreadable\"}")
        continue
    }
    let parse = measure(minSeconds: minSeconds) { JSONCDocument(bytes: bytes).tokens.count }
    let lint = measure(minSeconds: minSeconds) { ConfigurationLinter.lint(bytes).diagnostics.count }
    let diagnostics = ConfigurationLinter.lint(bytes).diagnostics.count
    print("{\"path\":\"\(path)\",\"bytes\":\(bytes.count),\"diagnostics\":\(diagnostics),"
        + "\"parse_min_ns\":\(parse.min),\"parse_median_ns\":\(parse.median),"
        + "\"lint_min_ns\":\(lint.min),\"lint_median_ns\":\(lint.median),\"runs\":\(lint.runs)}")
}
