#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabBarWorkspace

/// Where the server's asset catalogs come from, and whether looking for them may block:
/// the disk, searched on a worker thread (the default), or a stand-in searched inline (tests).
public struct AssetSource: Sendable {
    /// The scope of a document folder (its project root, or the folder alone).
    public var scope: @Sendable (String) -> CatalogScope
    /// Searches a scope.
    public var scan: @Sendable (CatalogScope) -> CatalogScan
    /// Search on the calling thread instead of the worker (only for stand-ins that do not
    /// touch the disk).
    public var inline: Bool

    /// A source from its parts; `inline` only for stand-ins that never touch the disk.
    public init(scope: @escaping @Sendable (String) -> CatalogScope,
                scan: @escaping @Sendable (CatalogScope) -> CatalogScan, inline: Bool = false) {
        self.scope = scope
        self.scan = scan
        self.inline = inline
    }

    /// The real file system, `$HOME` ending the walk up to a project root, on a worker thread.
    public static func disk(budget: ScanBudget = .standard) -> AssetSource {
        let home = getenv("HOME").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        let fileSystem = LocalFileSystem(currentDirectory: "/")
        return AssetSource(scope: { CatalogScope.of(folder: $0, home: home, in: fileSystem) },
                           scan: { AssetCatalogScanner.scan($0, budget: budget, in: fileSystem) })
    }
}
