/// Reads the Swift language version an Xcode project file builds its Swift files with. Since Xcode 8 every
/// configuration that builds Swift names it (`SWIFT_VERSION = 5.0;`, `"2.3"` for Swift 2's last release); a project
/// last opened in Xcode 7 or earlier (`LastSwiftUpdateCheck = 0730;`) has none or an empty one, and its Swift is 2.x.
/// The major version is known when every non-empty `SWIFT_VERSION` agrees on being below 3 or on being 3 or more, or
/// when there is none and the project was last opened before Xcode 8; otherwise it is unknown.
enum XcodeSwiftVersionReader {
    static let versionKey = Array("SWIFT_VERSION".utf8)
    static let swiftCheckKey = Array("LastSwiftUpdateCheck".utf8)
    static let upgradeCheckKey = Array("LastUpgradeCheck".utf8)
    /// Xcode 8 (`0800`) shipped Swift 3.
    static let firstSwift3Xcode = 800

    /// The Swift major version `bytes` (a project file) say, or nil: 2 stands for any version below 3.
    static func majorVersion(_ bytes: [UInt8]) -> Int? {
        let versions = values(of: versionKey, in: bytes).filter { !$0.isEmpty }
        if !versions.isEmpty {
            let majors = versions.map { Int($0.split(separator: ".").first ?? "") }
            guard majors.allSatisfy({ $0 != nil }) else { return nil }
            let known = majors.compactMap { $0 }
            if known.allSatisfy({ $0 < 3 }) { return 2 }
            if known.allSatisfy({ $0 >= 3 }) { return known.min() }
            return nil
        }
        let checks = (values(of: swiftCheckKey, in: bytes) + values(of: upgradeCheckKey, in: bytes)).compactMap { Int($0) }
        guard let latest = checks.max(), latest < firstSwift3Xcode else { return nil }
        return 2
    }

    /// The values of every `key = value;` entry of `bytes`, quotes taken off (`""` gives an empty value).
    static func values(of key: [UInt8], in bytes: [UInt8]) -> [String] {
        var found: [String] = []
        var index = 0
        let last = bytes.count - key.count
        while index <= last {
            guard bytes[index] == key[0], bytes[index..<(index + key.count)].elementsEqual(key),
                  index == 0 || !isKeyByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            var cursor = skipSpaces(index + key.count, in: bytes)
            index += key.count
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { continue }
            cursor = skipSpaces(cursor + 1, in: bytes)
            var end = cursor
            while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != 0x0A { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { continue }
            var value = String(decoding: bytes[cursor..<end], as: UTF8.self)
            while value.last == " " || value.last == "\t" { value.removeLast() }
            if value.count >= 2, value.first == "\"", value.last == "\"" { value = String(value.dropFirst().dropLast()) }
            found.append(value)
            index = end
        }
        return found
    }

    private static func skipSpaces(_ start: Int, in bytes: [UInt8]) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }

    /// Bytes that continue a key (`OTHER_SWIFT_VERSION` is another key).
    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
