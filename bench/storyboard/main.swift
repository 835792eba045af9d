#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONC
import StoryboardSource
import TabBarCore

// Reads a storyboard (screen + extract) many times and prints the median and best wall-clock times.
let arguments = CommandLine.arguments
guard arguments.count > 1, let file = fopen(arguments[1], "rb") else { fatalError("usage: storyboard-bench FILE [RUNS]") }
var bytes: [UInt8] = []
var buffer = [UInt8](repeating: 0, count: 1 << 16)
while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[0..<count]
}
fclose(file)
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 50 : 50
let frontEnd = StoryboardFrontEnd()
let clock = ContinuousClock()
var times: [Double] = []
var tabs = 0
for _ in 0..<runs {
    let elapsed = clock.measure {
        if frontEnd.screen(bytes).mentionsLibrary {
            tabs = frontEnd.extract(bytes).controllers.first?.items?.elements.count ?? 0
        }
    }
    times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
}
times.sort()
let lines = bytes.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
print("\(lines) lines, \(bytes.count) bytes, \(tabs) tabs: median \(times[times.count / 2]) ms, best \(times[0]) ms over \(runs) runs")
