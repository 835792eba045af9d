#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Path-name arithmetic on `/`-separated strings, with no file-system access.
public enum PathNames {
    /// `folder` and `name` joined by one `/`; `name` alone when `folder` is `.` or empty.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || folder == "." { return name }
        // One allocation for the whole path, the parts copied whole (walks join a path for every entry they keep).
        let joined = folder.utf8.withContiguousStorageIfAvailable { left in
            name.utf8.withContiguousStorageIfAvailable { right -> String? in
                // No `/` at the end is told by the last byte; `hasSuffix` (by characters) decides otherwise.
                guard let leftStart = left.baseAddress, let last = left.last else { return nil }
                let slash = last != UInt8(ascii: "/") || !folder.hasSuffix("/")
                return String(unsafeUninitializedCapacity: left.count + (slash ? 1 : 0) + right.count) { buffer in
                    guard let start = buffer.baseAddress else { return 0 }
                    start.update(from: leftStart, count: left.count)
                    var end = left.count
                    if slash {
                        start[end] = UInt8(ascii: "/")
                        end += 1
                    }
                    if let rightStart = right.baseAddress { (start + end).update(from: rightStart, count: right.count) }
                    return end + right.count
                }
            }
        }
        if case let joined??? = joined { return joined }
        let slash = folder.utf8.last != UInt8(ascii: "/") || !folder.hasSuffix("/")
        return slash ? folder + "/" + name : folder + name
    }

    /// The last component: `b.tabbar.json` for `a/b.tabbar.json`.
    public static func lastComponent(_ path: String) -> String {
        // On UTF-8 bytes (`/` is ASCII): no walk over characters.
        let slash = UInt8(ascii: "/")
        var bytes = path.utf8[...]
        if bytes.count > 1, bytes.last == slash { bytes = bytes.dropLast() }
        guard let last = bytes.lastIndex(of: slash) else { return String(Substring(bytes)) }
        return String(Substring(bytes[bytes.index(after: last)...]))
    }

    /// The folder part: `a` for `a/b.json`, `.` for `b.json`, `/` for `/b.json`.
    public static func folder(of path: String) -> String {
        // In place on a native string: a tight loop back to the last `/` (this runs for every file).
        let inPlace = path.utf8.withContiguousStorageIfAvailable { bytes -> String in
            var index = bytes.count - 1
            while index >= 0, bytes[index] != UInt8(ascii: "/") { index -= 1 }
            if index < 0 { return "." }
            if index == 0 { return "/" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<index]), as: UTF8.self)
        }
        if let inPlace { return inPlace }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.startIndex { return "/" }
        return String(Substring(path.utf8[..<slash]))
    }

    /// `path` up to and with its last `/` (empty when it has none), when the rest is a plain name (not
    /// empty, `.` or `..`): then every path of that prefix and a plain name is in the same folder.
    public static func prefixOfPlainName(_ path: String) -> String? {
        // In place on a native string, as `folder(of:)`.
        let inPlace = path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var start = bytes.count
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            guard isPlainName(UnsafeBufferPointer(rebasing: bytes[start...])) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<start]), as: UTF8.self)
        }
        if let inPlace { return inPlace }
        let bytes = path.utf8
        let start = bytes.lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
        guard isPlainName(bytes[start...]) else { return nil }
        return String(Substring(bytes[..<start]))
    }

    /// Whether `path` is `prefix` (a `prefixOfPlainName`) followed by a plain name: a file of the
    /// same folder, told without making either path absolute.
    public static func isPlainName(_ path: String, after prefix: String) -> Bool {
        let bytes = path.utf8
        guard bytes.count > prefix.utf8.count else { return false }
        // In place on native strings, by pointers: this runs for every file of a walk.
        let inPlace = bytes.withContiguousStorageIfAvailable { whole in
            prefix.utf8.withContiguousStorageIfAvailable { head in
                guard let left = whole.baseAddress else { return false }
                if let right = head.baseAddress, memcmp(left, right, head.count) != 0 { return false }
                var offset = head.count
                while offset < whole.count {
                    if left[offset] == UInt8(ascii: "/") { return false }
                    offset += 1
                }
                let length = whole.count - head.count
                // Not `.` or `..` (the name is not empty: the path is longer than the prefix).
                return length > 2 || left[head.count] != UInt8(ascii: ".")
                    || (length == 2 && left[head.count + 1] != UInt8(ascii: "."))
            }
        }
        if let inPlace = inPlace ?? nil { return inPlace }
        let rest = bytes.dropFirst(prefix.utf8.count)
        return bytes.starts(with: prefix.utf8) && !rest.contains(UInt8(ascii: "/")) && isPlainName(rest)
    }

    /// A component that names an entry: not empty, `.` or `..`.
    private static func isPlainName<Bytes: Collection<UInt8>>(_ name: Bytes) -> Bool {
        let dot = UInt8(ascii: ".")
        switch name.count {
        case 0: return false
        case 1: return name.first != dot
        case 2: return !name.allSatisfy { $0 == dot }
        default: return true
        }
    }

    /// Resolves `.`, `..` and repeated slashes in an absolute or relative path. Works on
    /// UTF-8 bytes (`/` and `.` are ASCII), and returns `path` itself when it is already normal.
    public static func normalize(_ path: String) -> String {
        if isNormalAbsolute(path) { return path }
        let bytes = Array(path.utf8)
        let absolute = bytes.first == UInt8(ascii: "/")
        var parts: [ArraySlice<UInt8>] = []
        var isNormal = !bytes.isEmpty && (bytes.count == 1 || bytes.last != UInt8(ascii: "/"))
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
            let part = bytes[start..<index]
            start = index + 1
            if part.isEmpty {
                if index != 0 { isNormal = false }
                continue
            }
            if part.elementsEqual([UInt8(ascii: ".")]) {
                isNormal = false
            } else if part.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                if let last = parts.last, !last.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                    parts.removeLast()
                    isNormal = false
                } else if absolute {
                    isNormal = false
                } else {
                    parts.append(part)
                }
            } else {
                parts.append(part)
            }
        }
        if isNormal { return path }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        if absolute { out.append(UInt8(ascii: "/")) }
        for (index, part) in parts.enumerated() {
            if index > 0 { out.append(UInt8(ascii: "/")) }
            out.append(contentsOf: part)
        }
        if out.isEmpty { return "." }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `path` is absolute and already normal (no empty, `.` or `..` component, no `/` at the
    /// end), checked in place: the common case of `normalize`, without copying the path.
    static func isNormalAbsolute(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { bytes in
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            guard bytes.first == slash else { return false }
            var start = 1
            for index in 1...bytes.count where index == bytes.count || bytes[index] == slash {
                switch index - start {
                case 0: return false
                case 1 where bytes[start] == dot: return false
                case 2 where bytes[start] == dot && bytes[start + 1] == dot: return false
                default: start = index + 1
                }
            }
            return true
        } ?? false
    }

    /// `path` relative to the folder `base` (both absolute and normalised) when it lies below
    /// it; nil otherwise.
    public static func relative(_ path: String, to base: String) -> String? {
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
