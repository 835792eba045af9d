import JSONC
import TabBarCore

/// Reads an app's `Info.plist` (an XML property list, as Xcode writes it) for the storyboards it names
/// (`AppStoryboards`): `<key>UILaunchStoryboardName</key><string>LaunchScreen</string>`, `UIMainStoryboardFile`,
/// and `UISceneStoryboardFile` wherever the scene manifest nests it; the `~ipad` / `~iphone` variants count too.
/// A value made of build settings (`$(…)`) is no name. A binary property list reads as nothing.
enum InfoPlistReader {
    /// The storyboards `document` names, nil when it is no property list.
    static func appStoryboards(_ document: XMLDocument) -> AppStoryboards? {
        guard document.roots.contains(where: { document.element($0, isNamed: "plist") }) else { return nil }
        var storyboards = AppStoryboards()
        let elements = document.elements
        for (index, element) in elements.enumerated() where document.element(index, isNamed: "key") {
            // Every key looked for starts with `UI`: the others are told by two bytes, no string made.
            var first = element.startTag.end
            while first < element.range.end, isSpace(document.bytes[first]) { first += 1 }
            guard first + 1 < element.range.end, document.bytes[first] == UInt8(ascii: "U"),
                  document.bytes[first + 1] == UInt8(ascii: "I") else { continue }
            let key = text(of: index, in: document)
            let launch = names(key, "UILaunchStoryboardName")
            guard launch || names(key, "UIMainStoryboardFile") || names(key, "UISceneStoryboardFile"),
                  let parent = element.parent, let position = elements[parent].children.firstIndex(of: index),
                  position + 1 < elements[parent].children.count else { continue }
            let value = elements[parent].children[position + 1]
            guard document.element(value, isNamed: "string") else { continue }
            var name = text(of: value, in: document)
            guard !name.isEmpty, !name.contains("$(") else { continue }
            if name.hasSuffix(".storyboard") { name.removeLast(".storyboard".count) }
            if launch {
                storyboards.launch.append(name)
            } else {
                storyboards.main.append(name)
            }
        }
        return storyboards
    }

    /// Whether `key` is `base` or one of its device variants (`base~ipad`).
    static func names(_ key: String, _ base: StaticString) -> Bool {
        let key = key.utf8, count = base.utf8CodeUnitCount
        guard key.count == count || (key.count > count + 1 && key[key.index(key.startIndex, offsetBy: count)] == UInt8(ascii: "~"))
        else { return false }
        return base.withUTF8Buffer { key.prefix(count).elementsEqual($0) }
    }

    /// The character data of `element` up to its first child or end tag, references decoded, white space trimmed
    /// (by bytes, before anything is decoded).
    static func text(of element: Int, in document: XMLDocument) -> String {
        let tag = document.elements[element]
        let bytes = document.bytes
        // An empty element (`<string/>`) has no content.
        if tag.startTag.length >= 2, bytes[tag.startTag.end - 2] == UInt8(ascii: "/") { return "" }
        var start = min(tag.startTag.end, tag.range.end)
        var end = start
        while end < tag.range.end, bytes[end] != UInt8(ascii: "<") { end += 1 }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return XMLEntities.decode(bytes, ByteRange(start, end))
    }

    /// XML's white space: space, tab, line feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
