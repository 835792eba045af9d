/// A version of CYLTabBarController, as a lock file names it (`1.29.0`), for sharper messages.
public struct LibraryVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let components: [Int]
    /// Where it was read: `Podfile.lock`.
    public let source: String

    /// Parses `1.17.4` (a leading `v` and trailing pre-release text are ignored); nil when it has no number.
    public init?(_ text: String, source: String) {
        var trimmed = Substring(text)
        if trimmed.hasPrefix("v") { trimmed = trimmed.dropFirst() }
        let numbers = trimmed.prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
        guard !numbers.isEmpty else { return nil }
        components = numbers
        self.source = source
    }

    public var description: String { components.map(String.init).joined(separator: ".") }

    public static func < (lhs: LibraryVersion, rhs: LibraryVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public static func == (lhs: LibraryVersion, rhs: LibraryVersion) -> Bool {
        !(lhs < rhs) && !(rhs < lhs)
    }

    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    /// Whether this version is older than `other` (`"1.17.4"`).
    public func isBefore(_ other: String) -> Bool {
        guard let version = LibraryVersion(other, source: "") else { return false }
        return self < version
    }
}
