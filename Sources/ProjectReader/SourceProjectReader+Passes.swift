import Dispatch
import TabBarCore

/// The passes over files already listed, on every core, and the projects built from files in
/// memory (an editor's buffers, a test's snippets, fixed text).
extension SourceProjectReader {
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
    /// every pass on every core. Only the files that matter are kept in memory; the screenings of the
    /// others are freed on another thread, or kept by `leftovers` when it keeps values.
    public static func project(paths: [String], frontEnds: [any SourceFrontEnd] = frontEnds,
                               leftovers: KeptUntilExit = KeptUntilExit(enabled: false),
                               load: @Sendable (Int) -> [UInt8]?) -> SourceProject {
        let first = Slots<ScreenedSourceFile>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            first[index] = SourceSelection.firstPass(path: paths[index], frontEnds: frontEnds) { load(index) }
        }
        let screened = first.takeValues()
        let files = SourceSelection.laterPasses(screened) { selected in
            let slots = Slots<ScreenedSourceFile>(count: selected.count)
            DispatchQueue.concurrentPerform(iterations: selected.count) { slot in
                let index = selected[slot]
                guard let file = screened[index], let bytes = load(index) else { return }
                slots[slot] = SourceSelection.extracted(file, bytes: bytes, frontEnds: frontEnds)
            }
            return slots.takeValues()
        }
        let project = SourceProject(files: files.compactMap { file in
            guard let file, let bytes = file.bytes, let facts = file.facts else { return nil }
            return SourceFile(path: file.path, bytes: bytes, facts: facts)
        })
        // Every file's screening, the project's files kept aside, is freed off this thread (or not at all
        // in a run that ends the process).
        if leftovers.enabled {
            leftovers.keep((screened, files))
        } else {
            BackgroundRelease.release((screened, files))
        }
        return project
    }
}
