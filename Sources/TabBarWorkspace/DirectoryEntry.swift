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
