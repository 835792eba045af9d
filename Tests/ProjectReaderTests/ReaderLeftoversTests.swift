import ProjectReader
import Testing

/// A read that keeps its leftovers until the process exits (the command line's `check`) reads the same project.
@Suite struct ReaderLeftoversTests {
    @Test func keepingTheLeftoversChangesNothingRead() {
        let inputs = [
            SourceProjectReader.Input(path: "App/MainTabBarController.swift", bytes: Array("""
            import UIKit
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = UIViewController()
                    home.tabBarItem = UITabBarItem(title: "首页😀", image: nil, selectedImage: nil)
                    viewControllers = [home]
                }
            }
            """.utf8)),
            SourceProjectReader.Input(path: "App/Other.swift", bytes: Array("final class Other {}\n".utf8)),
        ]
        let paths = inputs.map(\.path)
        let freed = SourceProjectReader.project(paths: paths) { inputs[$0].bytes }
        let kept = SourceProjectReader.project(paths: paths, leftovers: KeptUntilExit(enabled: true)) { inputs[$0].bytes }
        #expect(kept.files.map(\.path) == freed.files.map(\.path))
        #expect(kept.controllers.count == 1)
        #expect(kept.controllers.map(\.value) == freed.controllers.map(\.value))
        #expect(kept.controllers.map(\.file) == freed.controllers.map(\.file))
    }
}
