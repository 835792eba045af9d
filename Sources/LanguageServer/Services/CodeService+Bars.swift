import JSONC
import TabBarCore

/// Coverage in the server (issue 32): `tabbar/bars` lists the bars of a project with how much of each tabbar
/// read, and hover on a bar (its controller class's name, its construction, its storyboard scene) says it.
extension CodeService {
    /// The bars of `document`'s project.
    func bars(of document: DocumentSnapshot) -> [JSON] {
        let project = project(of: indexPath(of: document)).project
        return project.coverage.map { Self.json($0, in: project) }
    }

    /// The bars of every project the index holds.
    func allBars() -> [JSON] {
        sourceIndex.projectKeys.flatMap { key -> [JSON] in
            let project = sourceIndex.checked(key, options: lintOptions(project: key), generation: server.generation).project
            return project.coverage.map { Self.json($0, in: project) }
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

    /// One bar as `tabbar check --format json`'s `bars` element, with 1-based lines.
    static func json(_ bar: BarCoverage, in project: SourceProject) -> JSON {
        func line(_ offset: Int, in file: Int) -> Int {
            LineTable(bytes: project.files[file].bytes).line(of: max(0, min(offset, project.files[file].bytes.count))) + 1
        }
        var object = JSONObject([
            ("path", .string(project.files[bar.file].path)),
            ("line", .number(Double(line(bar.range.start, in: bar.file)))),
            ("technology", .string(bar.technology)),
            ("tabs", bar.tabCount.map { .number(Double($0)) } ?? .null),
            ("coverage", .string(bar.extent.rawValue)),
            ("unread", .array(bar.gaps.map { gap in
                var entry = JSONObject([("path", .string(project.files[gap.file].path)), ("what", .string(gap.what))])
                if let range = gap.range { entry["line"] = .number(Double(line(range.start, in: gap.file))) }
                return .object(entry)
            })),
        ])
        if let name = bar.className { object["class"] = .string(name) }
        return .object(object)
    }
}
