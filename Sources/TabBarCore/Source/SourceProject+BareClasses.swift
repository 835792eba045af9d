import JSONC

extension SourceTabBar {
    /// Whether the bar gives tab `position` of `items` no item where it is built (no field read) while every other
    /// tab's item is read: the reading of the bar's construction is done, and this tab was given nothing.
    public static func isGivenNothing(_ position: Int, of items: [SourceItem]) -> Bool {
        guard items.indices.contains(position), items.count > 1 else { return false }
        let item = items[position]
        guard !item.isKnown, item.title == nil, item.image == nil, item.selectedImage == nil else { return false }
        return items.indices.allSatisfy { $0 == position || items[$0].isKnown }
    }
}

extension SourceProject {
    /// Whether view controller class `name` gives its tab nothing of its own: the class and each app class above it are
    /// declared in the project, none of their bodies names `tabBarItem` or `title` (a conservative test by bytes), and
    /// the chain ends at a UIKit class. Such a class's tab, when the bar gives it no item either, is a bare tab: neither
    /// title nor image (TB032).
    public func declaresNoItemOfItsOwn(_ name: String) -> Bool {
        var current = name
        var appClasses = 0
        for _ in 0..<8 {
            let declarations = classes(named: current)
            guard !declarations.isEmpty else { return appClasses > 0 && current.hasPrefix("UI") }
            for declaration in declarations where !declaration.value.isInterface {
                guard files.indices.contains(declaration.file) else { return false }
                let bytes = files[declaration.file].bytes
                let range = declaration.value.range
                guard range.start >= 0, range.end <= bytes.count else { return false }
                if Self.holds("tabBarItem", in: bytes[range.start..<range.end]) || Self.holds("title", in: bytes[range.start..<range.end]) {
                    return false
                }
            }
            guard let superclass = declarations.lazy.compactMap(\.value.superclass).first else { return false }
            appClasses += 1
            current = superclass
        }
        return false
    }

    /// Whether `bytes` hold `word`'s bytes.
    private static func holds(_ word: StaticString, in bytes: ArraySlice<UInt8>) -> Bool {
        let pattern = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var index = bytes.startIndex
        let last = bytes.endIndex - pattern.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return true }
            index += 1
        }
        return false
    }
}
