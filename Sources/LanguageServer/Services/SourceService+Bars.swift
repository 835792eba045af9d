import JSONC
import TabBarCore

/// Coverage in the server (issue 32): `tabbar/bars` lists the bars of a project with how much of each tabbar
/// read, and hover on a bar (its controller class's name, its construction, its storyboard scene) says it.
extension SourceService {
    /// The bars of `document`'s project.
    func bars(of document: DocumentSnapshot) -> [JSON] {
        let project = project(of: indexPath(of: document)).project
        return project.placedCoverage.map(\.json)
    }

    /// The bars of every project the index holds.
    func allBars() -> [JSON] {
        sourceIndex.projectKeys.flatMap { key -> [JSON] in
            sourceIndex.checked(key, options: lintOptions(project: key), generation: server.generation).project.placedCoverage.map(\.json)
        }
    }

    /// The bar whose class name (any declaration in this file), construction or scene holds `offset`.
    func bar(at offset: Int, in view: SourceView) -> (BarCoverage, ByteRange)? {
        guard let file = view.file else { return nil }
        for bar in view.project.coverage {
            if bar.file == file, bar.range.touches(offset) { return (bar, bar.range) }
            guard let name = bar.className else { continue }
            for declaration in view.project.classes(named: name) where declaration.file == file && declaration.value.nameRange.touches(offset) {
                return (bar, declaration.value.nameRange)
            }
        }
        return nil
    }
}
