import Dispatch
import ProjectReader
import TabBarCore
import TabBarWorkspace

/// The asset catalogs of each file's scope (its project root, or its folder alone when it
/// is in no project: see `CatalogScope`), each scope searched once, scopes in parallel.
struct AssetIndexes: Sendable {
    private let scopeOfFile: [String: String]
    private let indexOfScope: [String: AssetIndex]
    /// Every search made, in the order of the files that asked for it.
    let scans: [CatalogScan]

    /// No catalogs: TB014 is off, so nothing is searched.
    static let none = AssetIndexes(scopeOfFile: [:], indexOfScope: [:], scans: [])

    /// Searches the scopes of `absolutePaths`.
    /// - Parameters:
    ///   - absolutePaths: the configuration files.
    ///   - home: the home folder, where the walk up to a project root ends.
    ///   - fileSystem: where folders are listed.
    static func build(for absolutePaths: [String], home: String?, fileSystem: any FileSystem) -> AssetIndexes {
        var scopeOfFile: [String: String] = [:]
        var finder = CatalogScopeFinder(home: home, fileSystem: fileSystem)
        var scopes: [CatalogScope] = []
        var seen: Set<String> = []
        for path in absolutePaths {
            let scope = finder.scope(of: PathNames.folder(of: path))
            scopeOfFile[path] = scope.path
            if seen.insert(scope.path).inserted { scopes.append(scope) }
        }
        let found = scopes
        let slots = Slots<CatalogScan>(count: found.count)
        DispatchQueue.concurrentPerform(iterations: found.count) { index in
            slots[index] = AssetCatalogScanner.scan(found[index], in: fileSystem)
        }
        let scans = slots.values.map { $0! }
        var indexOfScope: [String: AssetIndex] = [:]
        for scan in scans {
            if let index = scan.index { indexOfScope[scan.scope.path] = index }
        }
        return AssetIndexes(scopeOfFile: scopeOfFile, indexOfScope: indexOfScope, scans: scans)
    }

    /// The index for the file at `absolutePath`; nil when its scope has no catalog.
    func index(for absolutePath: String) -> AssetIndex? {
        scopeOfFile[absolutePath].flatMap { indexOfScope[$0] }
    }
}
