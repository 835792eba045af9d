import ProjectReader
import TabBarTestSupport
import TabBarWorkspace
import Testing

/// The walk on every core finds what the one-thread walk finds, in the same order: files, sources,
/// project roots and errors, on random trees in memory and on the disk.
@Suite struct ParallelWalkTests {
    static func finders(_ fileSystem: any FileSystem, sources: Bool) -> (serial: ConfigFileFinder, parallel: ConfigFileFinder) {
        let frontEnds = sources ? SourceProjectReader.frontEnds : []
        return (ConfigFileFinder(fileSystem: fileSystem, sourceFrontEnds: frontEnds, listsInParallel: false),
                ConfigFileFinder(fileSystem: fileSystem, sourceFrontEnds: frontEnds, listsInParallel: true))
    }

    @Test(arguments: 0..<40)
    func randomTreesAreFoundAsTheSerialWalkFindsThem(seed: Int) {
        let tree = MemoryTree.random(seed: UInt64(seed))
        for sources in [true, false] {
            let (serial, parallel) = Self.finders(tree, sources: sources)
            for paths in [["/work/tree"], ["tree"], ["./tree"], ["tree", "missing", "tree/a", "/work/tree/App"]] {
                let expected = serial.find(in: paths)
                #expect(parallel.find(in: paths) == expected, "seed \(seed), sources \(sources), \(paths)")
            }
        }
    }

    /// One walk's paths are taken as listed, unsorted: going down in `pathOrder` of the entries' names must list
    /// them in path order, with `é` spelled both ways, `a` before `a-b` and `a.m` after `a`'s own files.
    @Test(arguments: 0..<40)
    func oneWalkListsItsPathsInPathOrder(seed: Int) {
        let tree = MemoryTree.random(seed: UInt64(seed))
        let finders = Self.finders(tree, sources: true)
        for finder in [finders.serial, finders.parallel] {
            let result = finder.find(in: ["/work/tree"])
            #expect(result.sourceFiles == result.sourceFiles.sorted(by: ConfigFileFinder.pathOrder), "seed \(seed)")
            #expect(result.files == result.files.sorted(by: ConfigFileFinder.pathOrder), "seed \(seed)")
        }
    }

    @Test func theRandomTreesHoldWhatTheWalkMustGetRight() {
        // The comparison above means something only when the trees have roots, errors, sources and
        // configurations, links and folders past the depth limit.
        var files: [String] = [], sources: [String] = [], roots: [String] = [], errors: [FileSystemError] = []
        var deepest = 0
        for seed in 0..<40 {
            let tree = MemoryTree.random(seed: UInt64(seed))
            let result = Self.finders(tree, sources: true).serial.find(in: ["/work/tree"])
            files += result.files
            errors += result.errors
            sources += result.sourceFiles
            roots += result.projectRoots
            deepest = max(deepest, tree.folders.keys.map { $0.split(separator: "/").count }.max() ?? 0)
        }
        #expect(files.count > 100 && sources.count > 100)
        #expect(roots.count > 10 && errors.count > 5)
        #expect(sources.contains { $0.hasSuffix("/linked.m") })
        #expect(deepest > ConfigFileFinder.maxDepth + 2)
    }

    @Test func aTreeOnDiskIsFoundAsTheSerialWalkFindsIt() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        for module in 0..<30 {
            tree.file("App/Module\(module)/Views/V\(module).m")
            tree.file("App/Module\(module)/Model/M\(module).swift")
            tree.file("App/Module\(module)/tabbar.json", "{}")
            if module % 7 == 0 { tree.file("App/Module\(module)/Podfile") }
        }
        tree.file("Pods/CYLTabBarController/CYLTabBarController.m")
        let cached = ListingCache(LocalFileSystem(currentDirectory: tree.root))
        let (serial, parallel) = Self.finders(LocalFileSystem(currentDirectory: tree.root), sources: true)
        let expected = serial.find(in: ["."])
        #expect(expected.sourceFiles.count == 60 && expected.projectRoots.count == 5)
        #expect(parallel.find(in: ["."]) == expected)
        #expect(Self.finders(cached, sources: true).parallel.find(in: ["."]) == expected)
    }
}
