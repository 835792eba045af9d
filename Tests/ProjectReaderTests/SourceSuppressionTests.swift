import ProjectReader
import Testing
import TabBarCore

/// `// tabbar-disable…` and `/* tabbar-disable… */` comments in Objective-C and Swift source.
@Suite struct SourceSuppressionTests {
    static let configuration = SourceProjectReader.Input(path: "TabBar.swift", bytes: Array("""
    let controller = CYLTabBarController(viewControllers: [HomeViewController(), MeViewController()], tabBarItemsAttributes: [
        [CYLTabBarItemTitle: "首页", CYLTabBarItemImage: "home"],
        [CYLTabBarItemTitle: "我的", CYLTabBarItemImage: "me"],
    ])
    """.utf8))

    static func codes(_ controllers: String) -> [String] {
        let project = SourceProjectReader.project([configuration, .init(path: "Controllers.m", bytes: Array(controllers.utf8))])
        let index = project.files.firstIndex { $0.path == "Controllers.m" }
        return index.map { SourceLinter.lint(project)[$0].map(\.code) } ?? ["(not read)"]
    }

    static let controllers = """
    @implementation HomeViewController
    - (void)viewDidLoad { self.title = @"Home"; }
    @end
    @implementation MeViewController
    - (void)viewDidLoad {
        self.title = @"Me";
    }
    @end
    """

    @Test func withoutCommentsBothTitlesAreReported() {
        #expect(Self.codes(Self.controllers) == ["TB003", "TB003"])
    }

    @Test func theNextLineIsSilencedByALineComment() {
        let text = Self.controllers.replacingFirst("    self.title = @\"Me\";",
                                                  with: "    // tabbar-disable-next-line TB003\n    self.title = @\"Me\";")
        #expect(text != Self.controllers)
        #expect(Self.codes(text) == ["TB003"])
    }

    @Test func theWholeFileIsSilencedByABlockComment() {
        #expect(Self.codes("/* tabbar-disable TB003 */\n" + Self.controllers).isEmpty)
    }

    @Test func aCommentNamingAnotherRuleSilencesNothing() {
        #expect(Self.codes("// tabbar-disable TB004\n" + Self.controllers) == ["TB003", "TB003"])
    }
}

private extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
