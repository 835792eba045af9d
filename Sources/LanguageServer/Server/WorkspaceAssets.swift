import TabBarCore
import TabBarWorkspace

/// The image names of the asset catalogs each document folder can use, as far as they are
/// known. Asking never waits: an unknown folder is handed to the `CatalogSearchWorker` and
/// reads as "no catalogs" until its report arrives on the message loop (`receive`). A
/// catalog change (`invalidate`) asks again for every folder and keeps the old answer
/// until the new one arrives, so diagnostics do not flicker.
final class WorkspaceAssets {
    /// What the last report said for each folder (nil inside: no catalog, or the search
    /// stopped at its budget).
    private var indexOfFolder: [String: AssetIndex?] = [:]
    /// The generation each folder was last asked for in.
    private var requested: [String: Int] = [:]
    /// Bumped when a catalog changes.
    private var generation = 0
    private let worker: CatalogSearchWorker

    /// - Parameters:
    ///   - source: where catalogs are searched.
    ///   - deliver: receives each report, from the worker's thread; it must hand the report
    ///     to the message loop, which passes it to `receive`.
    init(source: AssetSource, deliver: @escaping @Sendable (AssetSearchReport) -> Void) {
        worker = CatalogSearchWorker(source: source, deliver: deliver)
    }

    /// The catalogs known for the document at `path`; nil without a path, without a
    /// catalog, or while the search runs (it is started here when needed).
    func index(forDocumentAt path: String?) -> AssetIndex? {
        guard let path else { return nil }
        let folder = Self.directory(of: path)
        request(folder)
        return indexOfFolder[folder] ?? nil
    }

    /// The catalogs known for the files of `folder` (a source project's root); nil while the
    /// search runs (it is started here when needed) or when there is none.
    func index(forFolder folder: String) -> AssetIndex? {
        request(folder)
        return indexOfFolder[folder] ?? nil
    }

    /// Whether `folder`'s catalogs are known (a report arrived).
    func isKnown(_ folder: String) -> Bool {
        indexOfFolder[folder] != nil
    }

    /// A catalog changed: every folder is searched again.
    func invalidate() {
        generation += 1
        for folder in requested.keys.sorted() { request(folder) }
    }

    /// Takes in a report; true when its folder's catalogs changed, so documents there
    /// must be checked again.
    func receive(_ report: AssetSearchReport) -> Bool {
        guard requested[report.folder] == report.generation else { return false }
        let old = indexOfFolder[report.folder]
        indexOfFolder[report.folder] = .some(report.scan.index)
        guard let old else { return report.scan.index != nil }
        return old != report.scan.index
    }

    private func request(_ folder: String) {
        guard requested[folder] != generation else { return }
        requested[folder] = generation
        worker.submit(folder: folder, generation: generation)
    }

    /// The folder part of a document path.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
