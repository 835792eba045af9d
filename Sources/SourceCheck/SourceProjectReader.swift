import Dispatch
import ObjCSource
import SwiftSource
import TabBarCore

/// Reads a project's source files into a linked `SourceProject`: a byte scan of every file, then
/// extraction of the files that name the library, then of the files defining the view controller
/// classes those use. Nothing else is lexed.
public enum SourceProjectReader {
    /// The built-in front-ends, tried in order; the default of every `frontEnds:` parameter. A new
    /// language or library is one more entry (or, for a test or a plug-in, a list passed in).
    public static let frontEnds: [any SourceFrontEnd] = [ObjCFrontEnd(), SwiftFrontEnd()]

    /// The front-end among `frontEnds` that reads `path`, nil when none does.
    public static func frontEnd(for path: String, in frontEnds: [any SourceFrontEnd] = frontEnds) -> (any SourceFrontEnd)? {
        frontEnds.first { $0.reads(fileName: path) }
    }

    /// A source file read from disk (or an open buffer).
    public struct Input: Sendable {
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// Builds the project from files already in memory (an editor's buffers, a test's snippets).
    public static func project(_ inputs: [Input], frontEnds: [any SourceFrontEnd] = frontEnds) -> SourceProject {
        project(paths: inputs.map(\.path), frontEnds: frontEnds) { index in inputs[index].bytes }
    }

    /// The same files with new contents, each extracted again, in the same order (every file of
    /// `project` stays in it, as fixing never makes a file irrelevant to the others).
    public static func project(relinking project: SourceProject, with inputs: [Input]) -> SourceProject {
        // Each file is read again by the front-end that read it the first time.
        let files = zip(project.files, inputs).map { file, input in
            SourceFile(path: input.path, bytes: input.bytes, facts: file.facts.frontEnd.extract(input.bytes))
        }
        return SourceProject(files: files)
    }

    /// Builds the project from `paths`, reading each with `load` (nil when it cannot be read),
    /// on every core. Only the files that matter are kept in memory.
    public static func project(paths: [String], frontEnds: [any SourceFrontEnd] = frontEnds,
                               load: @Sendable (Int) -> [UInt8]?) -> SourceProject {
        let screened = Slots<Screened>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            guard let frontEnd = frontEnd(for: paths[index], in: frontEnds), let bytes = load(index) else { return }
            let screening = ByteScan.screen(bytes)
            if screening.mentionsLibrary {
                screened[index] = Screened(bytes: bytes, facts: frontEnd.extract(bytes), classNames: [])
            } else {
                screened[index] = Screened(bytes: nil, facts: nil, classNames: screening.classNames)
            }
        }
        var results = screened.values
        // The classes the library's files point at (view controllers, the plus button, controller
        // subclasses), and the files that define them.
        let used = referencedClassNames(results.compactMap { $0?.facts })
        let second = results.indices.filter { index in
            guard let result = results[index], result.facts == nil else { return false }
            return !result.classNames.isDisjoint(with: used)
        }
        let secondSlots = Slots<Screened>(count: second.count)
        DispatchQueue.concurrentPerform(iterations: second.count) { slot in
            let index = second[slot]
            guard let frontEnd = frontEnd(for: paths[index], in: frontEnds), let bytes = load(index) else { return }
            secondSlots[slot] = Screened(bytes: bytes, facts: frontEnd.extract(bytes), classNames: [])
        }
        for (slot, index) in second.enumerated() { results[index] = secondSlots[slot] }
        var files: [SourceFile] = []
        for (index, result) in results.enumerated() {
            guard let result, let bytes = result.bytes, let facts = result.facts else { continue }
            files.append(SourceFile(path: paths[index], bytes: bytes, facts: facts))
        }
        return SourceProject(files: files)
    }

    private struct Screened: Sendable {
        var bytes: [UInt8]?
        var facts: SourceFileFacts?
        var classNames: Set<String>
    }

    /// The classes whose definitions the extracted files depend on: the view controllers of the
    /// tabs, controller classes, registered plus buttons and the library's subclasses they declare.
    public static func referencedClassNames(_ facts: [SourceFileFacts]) -> Set<String> {
        var names: Set<String> = []
        for file in facts {
            for controller in file.controllers {
                names.formUnion(controller.viewControllers?.elements.compactMap(\.className) ?? [])
                if let name = controller.className { names.insert(name) }
            }
            names.formUnion(file.registrations.map(\.className))
            for declaration in file.classes where declaration.isInterface
                && (declaration.superclass?.hasPrefix("CYL") == true || declaration.protocols.contains { $0.hasPrefix("CYL") }) {
                names.insert(declaration.name)
            }
        }
        return names
    }
}
