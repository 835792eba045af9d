/// A path glob of `.tabbarrc.json`'s `exclude`: `*` any characters but `/`, `**` any folders
/// (`**/` also none), `?` one character but `/`. A glob without `/` matches a name at any depth;
/// a glob that matches a folder matches everything below it.
public struct PathGlob: Sendable, Hashable {
    public let pattern: String
    private let scalars: [Unicode.Scalar]

    public init(_ pattern: String) {
        var text = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        while text.hasSuffix("/"), text.count > 1 { text.removeLast() }
        if text.hasPrefix("/") { text.removeFirst() } else if !text.contains("/") { text = "**/" + text }
        self.pattern = pattern
        self.scalars = Array(text.unicodeScalars)
    }

    /// Whether `path` (relative, `/`-separated) or a folder above it matches.
    public func matches(_ path: String) -> Bool {
        let target = Array((path.hasPrefix("./") ? String(path.dropFirst(2)) : path).unicodeScalars)
        if Self.match(scalars[...], target[...]) { return true }
        for (index, scalar) in target.enumerated() where scalar == "/" {
            if Self.match(scalars[...], target[..<index]) { return true }
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" {
            let rest = pattern.dropFirst()
            if rest.first == "*" {
                let after = rest.dropFirst()
                // `**/` may also stand for no folder at all.
                if after.first == "/", match(after.dropFirst(), text) { return true }
                var remaining = text
                while true {
                    if match(after, remaining) { return true }
                    guard !remaining.isEmpty else { return false }
                    remaining = remaining.dropFirst()
                }
            }
            var remaining = text
            while true {
                if match(rest, remaining) { return true }
                guard let next = remaining.first, next != "/" else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let next = text.first else { return false }
        if first == "?" { return next != "/" && match(pattern.dropFirst(), text.dropFirst()) }
        return first == next && match(pattern.dropFirst(), text.dropFirst())
    }
}
