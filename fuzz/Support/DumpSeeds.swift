import Glibc
import TabBarCore

/// Writes every rule example (triggering, passing, corrections before and after) to a
/// folder, one file each, as seeds for the fuzz targets. `--header N` prefixes N zero
/// bytes (the line-table target reads its positions from the first 12 bytes).
@main
struct DumpSeeds {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2 else {
            print("usage: dump-seeds DIR [--header N]")
            exit(2)
        }
        let folder = arguments[1]
        var header: [UInt8] = []
        if arguments.count >= 4, arguments[2] == "--header", let count = Int(arguments[3]) {
            header = [UInt8](repeating: 0, count: max(0, count))
        }
        var texts: [String] = []
        for description in CoreRules.catalog.descriptions {
            texts += description.triggeringExamples.map(\.plainText)
            texts += description.nonTriggeringExamples.map(\.plainText)
            texts += description.corrections.flatMap { [$0.before, $0.after] }
        }
        for (index, text) in texts.enumerated() {
            let path = "\(folder)/example-\(index)"
            guard let file = fopen(path, "wb") else {
                print("cannot write \(path)")
                exit(1)
            }
            let bytes = header + Array(text.utf8)
            _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
            fclose(file)
        }
        print("wrote \(texts.count) seeds to \(folder)")
    }
}
