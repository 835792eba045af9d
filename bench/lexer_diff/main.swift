// Prints, for each file path read from standard input, the path and a hash of its tokens from each lexer
// (kind, start, end): two builds of this file over two versions of the lexers must print the same lines.
// Built by bench/lexer_diff/run.sh, never part of the package.
import Foundation

func fnv(_ tokens: [SourceToken]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for token in tokens {
        for value in [UInt64(token.kind.rawValue), UInt64(token.range.start), UInt64(token.range.end)] {
            hash = (hash ^ value) &* 0x100_0000_01b3
        }
    }
    return hash
}

while let path = readLine() {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    let bytes = [UInt8](data)
    print(path, fnv(ObjCLexer.tokenize(bytes)), fnv(SwiftLexer.tokenize(bytes)))
}
