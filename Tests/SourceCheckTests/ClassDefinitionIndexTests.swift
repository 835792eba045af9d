import SourceCheck
import TabBarCore
import TabBarTestSupport
import Testing

/// `ClassDefinitionIndex` answers what a visit of every file answers: checked pass by pass against
/// the plain definition of the second pass (kept here as the reference) on generated projects of
/// headers, implementations and Swift files that name each other's classes.
@Suite struct ClassDefinitionIndexTests {
    /// The second pass by its definition: every file not read yet that is linked, then the headers beside
    /// the chosen implementations of `Tab`-named classes when the project has a base tab bar controller.
    static func referenceSecondPass(_ files: [ScreenedSourceFile?]) -> [Int] {
        let used = SourceSelection.referencedClassNames(files.compactMap { $0?.facts })
        let selected = files.indices.filter { index in
            guard let file = files[index], file.facts == nil else { return false }
            return SourceSelection.isLinked(file.screening, referenced: used)
        }
        guard used.contains(SourceSelection.tabNamedSubclasses) else { return selected }
        var stems: Set<Substring> = []
        for index in selected {
            guard let file = files[index], file.screening.classNames.contains(where: { $0.contains("Tab") }) else { continue }
            for suffix in [".m", ".mm"] where file.path.hasSuffix(suffix) { stems.insert(file.path.dropLast(suffix.count)) }
        }
        let chosen = Set(selected)
        let headers = files.indices.filter { index in
            guard !chosen.contains(index), let file = files[index], file.facts == nil, file.path.hasSuffix(".h") else { return false }
            return stems.contains(file.path.dropLast(2))
        }
        return (selected + headers).sorted()
    }

    static let names = ["MainTabs", "BaseTabController", "HomeTab", "Feed", "Profile", "Settings", "BaseController", "PlusButton"]

    /// One generated file: a header, implementation or Swift file defining one of `names`, naming others.
    static func file(_ generator: inout SeededGenerator) -> (String, String) {
        let name = names.randomElement(using: &generator)!
        let other = names.randomElement(using: &generator)!
        let third = names.randomElement(using: &generator)!
        let folder = ["App", "App", "App", "App/Tabs"].randomElement(using: &generator)!
        switch Int.random(in: 0..<7, using: &generator) {
        case 0:
            let base = ["UITabBarController", "UIViewController", other, "UITabBar"].randomElement(using: &generator)!
            return ("\(folder)/\(name).h", "@interface \(name) : \(base)\n@end\n")
        case 1:
            return ("\(folder)/\(name).m", """
                @implementation \(name)
                - (void)viewDidLoad {
                    \(other) *a = [[\(other) alloc] init];
                    \(third) *b = [[\(third) alloc] init];
                    self.viewControllers = @[a, b];
                }
                @end

                """)
        case 2:
            return ("\(folder)/\(name).mm", "@implementation \(name)\n- (void)viewDidLoad { self.title = @\"x\"; }\n@end\n")
        case 3:
            return ("\(folder)/\(name).m", "@implementation \(name)\n@end\n")
        case 4:
            return ("\(folder)/\(name).swift", """
                class \(name): \(["UITabBarController", other].randomElement(using: &generator)!) {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [\(other)(), \(third)()]
                    }
                }

                """)
        case 5:
            return ("\(folder)/\(name).swift", "class \(name): UIViewController {}\n")
        default:
            return ("\(folder)/\(name).h", "@interface \(name) : NSObject\n@end\n")
        }
    }

    @Test func eachPassSelectsWhatTheDefinitionSelects() {
        var generator = SeededGenerator(seed: 20_261_126)
        var passes = 0, selectedFiles = 0, headersBeside = 0
        for _ in 0..<300 {
            let sources = (0..<Int.random(in: 1...20, using: &generator)).map { _ in Self.file(&generator) }
            var files: [ScreenedSourceFile?] = sources.map { SourceSelection.firstPass(path: $0.0, bytes: Array($0.1.utf8)) }
            if Bool.random(using: &generator) { files.append(nil) }
            let index = ClassDefinitionIndex(files)
            while true {
                let expected = Self.referenceSecondPass(files)
                #expect(index.secondPass(files) == expected, "\(sources.map(\.0))")
                #expect(SourceSelection.secondPass(files) == expected)
                guard !expected.isEmpty else { break }
                passes += 1
                selectedFiles += expected.count
                let used = SourceSelection.referencedClassNames(files.compactMap { $0?.facts })
                headersBeside += expected.filter { !SourceSelection.isLinked(files[$0]!.screening, referenced: used) }.count
                for selected in expected {
                    files[selected] = SourceSelection.extracted(files[selected]!, bytes: Array(sources[selected].1.utf8))
                }
            }
        }
        // The generated projects reach every branch: later passes, several files a pass, headers chosen only
        // for the implementation beside them.
        #expect(passes > 100 && selectedFiles > passes && headersBeside > 10, "\(passes) \(selectedFiles) \(headersBeside)")
    }
}

@Suite struct HoldsTabTests {
    @Test func namesHoldingTabByTheirBytes() {
        let holding = ["MainTabController", "Tab", "TabBar", "XTab", "TaTab", "主Tab页", "🙂Tab"]
        let notHolding = ["", "T", "Ta", "tab", "TAB", "Ta b", "MainTaController", "タブ"]
        #expect(holding.allSatisfy(SourceSelection.holdsTab))
        #expect(!notHolding.contains(where: SourceSelection.holdsTab))
        // The same answer as the String search it replaces, on every name of the generated projects.
        for name in ClassDefinitionIndexTests.names + holding + notHolding {
            #expect(SourceSelection.holdsTab(name) == name.contains("Tab"), "\(name)")
        }
    }
}
