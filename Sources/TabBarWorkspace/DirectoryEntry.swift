#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of a folder listing, with its kind as the folder itself records it.
public struct DirectoryEntry: Sendable, Hashable {
    /// The entry's name, without the folder.
    public var name: String
    /// What the entry is. A symbolic link is `.other`: walks never follow links.
    public var kind: FileKind

    /// An entry named `name` of kind `kind`.
    public init(name: String, kind: FileKind) {
        self.name = name
        self.kind = kind
    }

    /// Whether the entry is a folder (not a link to one).
    public var isDirectory: Bool { kind == .directory }

    /// Whether `lhs`'s name comes before `rhs`'s byte by byte (UTF-8). A walk that goes down into a
    /// folder's entries in this order lists paths in `ConfigFileFinder.pathOrder`, where `/` comes
    /// first: a name that is a prefix of another comes before it, as its own paths do.
    public static func nameOrder(_ lhs: DirectoryEntry, _ rhs: DirectoryEntry) -> Bool {
        var left = lhs.name, right = rhs.name
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                let common = min(leftBytes.count, rightBytes.count)
                if common > 0, let leftStart = leftBytes.baseAddress, let rightStart = rightBytes.baseAddress {
                    let order = memcmp(leftStart, rightStart, common)
                    if order != 0 { return order < 0 }
                }
                return leftBytes.count < rightBytes.count
            }
        }
    }
}

extension FileSystem {
    /// The listing through `contentsOfDirectory` and a `kind` per entry: the fallback for
    /// file systems that cannot tell an entry's kind from the listing itself.
    public func entries(of path: String, limit: Int) throws(FileSystemError) -> [DirectoryEntry] {
        var result: [DirectoryEntry] = []
        for name in try contentsOfDirectory(at: path).prefix(max(0, limit)) {
            result.append(DirectoryEntry(name: name, kind: kind(of: PathNames.join(path, name)) ?? .other))
        }
        return result
    }
}
