#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file system that lists each folder once per run: the walks of one `tabbar check` (the
/// finder of configuration and source files, the project and catalog scopes, the asset catalogs,
/// the settings files looked for in each folder) share the listings the first walk made, so the
/// tree is read from disk once. Whether a path exists, and what it is, is answered from its
/// folder's listing when that folder was listed whole; links and everything else go to `base`.
/// Writing a file forgets its folder's listing. For one run over a tree that does not change
/// under it (a folder changed by another process during the run is seen as it was first listed).
/// Safe to use from several threads.
public final class ListingCache: FileSystem, @unchecked Sendable {
    /// The file system listed and read.
    public let base: any FileSystem
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    /// Listings by absolute folder, and whether each holds every entry of its folder.
    private var listings: [String: (entries: [DirectoryEntry], complete: Bool)] = [:]

    /// Lists and reads through `base`.
    public init(_ base: any FileSystem) {
        self.base = base
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    public var currentDirectory: String { base.currentDirectory }

    public func kind(of path: String) -> FileKind? {
        let absolute = absolutePath(path)
        guard absolute != "/", !path.hasSuffix("/") else { return base.kind(of: path) }
        let name = PathNames.lastComponent(absolute)
        if let listing = cached(PathNames.folder(of: absolute)), listing.complete {
            guard let entry = listing.entries.first(where: { $0.name == name }) else { return nil }
            if entry.kind != .other { return entry.kind }
        }
        return base.kind(of: path)
    }

    /// Told from the folder's listing, as `kind(of:)` tells it, without making the path again.
    public func kind(ofEntry name: String, in folder: String) -> FileKind? {
        if folder.utf8.first == UInt8(ascii: "/"), let listing = cached(folder), listing.complete {
            guard let entry = listing.entries.first(where: { $0.name == name }) else { return nil }
            if entry.kind != .other { return entry.kind }
        }
        return base.kind(of: PathNames.join(folder, name))
    }

    public func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        try base.contentsOfDirectory(at: path)
    }

    public func entries(of path: String, limit: Int) throws(FileSystemError) -> [DirectoryEntry] {
        let folder = absolutePath(path)
        if let listing = cached(folder), listing.complete || limit <= listing.entries.count {
            // The listing itself (shared, not copied) when the limit keeps it whole.
            return limit >= listing.entries.count ? listing.entries : Array(listing.entries.prefix(max(0, limit)))
        }
        let entries = try base.entries(of: path, limit: limit)
        pthread_mutex_lock(lock)
        listings[folder] = (entries, entries.count < limit)
        pthread_mutex_unlock(lock)
        return entries
    }

    /// Whether every folder listed so far was listed whole and none of them holds an entry named `name`
    /// (a settings file, say): then no folder a walk of this run went through holds one.
    public func noListing(holds name: String) -> Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        for listing in listings.values {
            guard listing.complete, !listing.entries.contains(where: { $0.name == name }) else { return false }
        }
        return true
    }

    public func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
        try base.readFile(at: path)
    }

    public func readListedFile(at path: String) throws(FileSystemError) -> [UInt8] {
        try base.readListedFile(at: path)
    }

    public func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let folder = PathNames.folder(of: absolutePath(path))
        pthread_mutex_lock(lock)
        listings[folder] = nil
        pthread_mutex_unlock(lock)
        try base.writeFileAtomically(bytes, to: path)
    }

    private func cached(_ folder: String) -> (entries: [DirectoryEntry], complete: Bool)? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return listings[folder]
    }
}
