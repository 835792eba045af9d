import SourceText

/// Fuzz target: the byte screen on any bytes. `ByteScreen.search` skips to rare byte pairs and takes
/// what it finds there in order; it must find what the byte-by-byte `searchByteByByte` finds: the same
/// word verdict and the same defined names.
///
/// Input: a first byte that picks the screen. 0-2: the front-ends' own word lists (CYLTabBarController's,
/// with UIKit's, none) with the definition keywords, over the rest of the input. Otherwise the rest
/// starts with the screen's own words and keywords, up to the first two zero bytes: pieces split at a zero
/// byte, the first few words, the others keywords (any bytes, so words overlap, repeat and share anchors).
@_cdecl("LLVMFuzzerTestOneInput")
public func byteScreen(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let words: [String], definitions: [String], text: [UInt8]
    switch input[0] {
    case 0:
        (words, definitions, text) = (ByteScreen.cylTabBarControllerWords, ByteScreen.classDefinitionKeywords, Array(input.dropFirst()))
    case 1:
        (words, definitions, text) = (ByteScreen.cylTabBarControllerWords + ByteScreen.uikitTabBarWords,
                                      ByteScreen.classDefinitionKeywords, Array(input.dropFirst()))
    case 2:
        (words, definitions, text) = ([], ByteScreen.classDefinitionKeywords, Array(input.dropFirst()))
    default:
        let rest = Array(input.dropFirst())
        var end = 0
        while end + 1 < rest.count, !(rest[end] == 0 && rest[end + 1] == 0) { end += 1 }
        let header = end + 1 < rest.count ? Array(rest[..<end]) : []
        text = end + 1 < rest.count ? Array(rest[(end + 2)...]) : rest
        let pieces = header.split(separator: 0, omittingEmptySubsequences: false).prefix(8)
            .map { String(decoding: $0.prefix(40), as: UTF8.self) }
        let wordCount = Int(input[0] % 5)
        words = Array(pieces.prefix(wordCount))
        definitions = Array(pieces.dropFirst(wordCount))
    }
    let screen = ByteScreen(words: words, definitions: definitions)
    let found = screen.search(text)
    let expected = screen.searchByteByByte(text)
    if found.foundWord != expected.foundWord || found.names != expected.names {
        fatalError("invariant broken: the screen found \(found), byte by byte \(expected); words \(words), keywords \(definitions)")
    }
    return 0
}
