import JSONC
import ProjectReader
import TabBarCore
import Testing

/// Custom `UITabBar` subclasses read from Swift (SPEC section 8), in projects: the bar class in one file and
/// its KVC installation in another, the rules on them, an `extension UITabBar` that overrides hit testing, a
/// Swift controller installing an Objective-C bar, and the layout from the bar's own arithmetic.
@Suite struct SwiftCustomBarProjectTests {
    static func bar(divisor: String = "CGFloat((items?.count ?? 0) + 1)", skip: String = "if index == 2 { index += 1 }",
                    center: String = "bounds.height * 0.5", hitTest: Bool = false) -> String {
        """
        import UIKit

        final class RaisedTabBar: UITabBar {
            let publishButton = UIButton(type: .custom)

            override init(frame: CGRect) {
                super.init(frame: frame)
                publishButton.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
                addSubview(publishButton)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func layoutSubviews() {
                super.layoutSubviews()
                let width = bounds.width / \(divisor)
                var index = 0
                for child in subviews where child is UIControl && child !== publishButton {
                    \(skip)
                    child.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: 49)
                    index += 1
                }
                publishButton.center = CGPoint(x: bounds.width * 0.5, y: \(center))
            }
        \(hitTest ? "    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }" : "")
        }
        """
    }

    static func controller(tabs: Int, barClass: String = "RaisedTabBar") -> String {
        let tabs = (0..<tabs).map { "        addChild(Tab\($0)ViewController())" }
        return """
            import UIKit

            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let raised = \(barClass)()
                    setValue(raised, forKey: "tabBar")
            \(tabs.joined(separator: "\n"))
                }
            }
            """
    }

    static func project(_ files: [(String, String)]) -> SourceProject {
        SourceProjectReader.project(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
    }

    static func project(_ bar: String, tabs: Int) -> SourceProject {
        project([("RaisedTabBar.swift", bar), ("MainTabBarController.swift", controller(tabs: tabs))])
    }

    static func codes(_ project: SourceProject) -> [String: [Severity]] {
        var result: [String: [Severity]] = [:]
        for diagnostic in SourceLinter.lint(project, options: LintOptions(assets: nil)).flatMap({ $0 }) {
            result[diagnostic.code, default: []].append(diagnostic.severity)
        }
        return result.filter { ["TB024", "TB025", "TB026", "TB031", "TB032"].contains($0.key) }
    }

    @Test func theBarIsLinkedToTheControllerInAnotherFile() throws {
        let project = Self.project(Self.bar(), tabs: 4)
        let bar = try #require(project.customBars.first)
        #expect(bar.name == "RaisedTabBar" && bar.declaration.file == 0)
        #expect(bar.installations.map(\.file) == [1] && bar.installations.first?.value.controllerClass == "MainTabBarController")
        let controller = try #require(project.controllers.first)
        #expect(controller.value.items?.elements.count == 4)
        #expect(controller.value.stock?.installedBar?.name == "RaisedTabBar")
        #expect(project.customBars(for: controller).count == 1)
    }

    @Test func theRulesSpeakAsTheCodeDecides() {
        #expect(Self.codes(Self.project(Self.bar(), tabs: 4)) == ["TB024": [.warning], "TB025": [.info], "TB026": [.warning]])
        let right = Self.bar(center: "(bounds.height - safeAreaInsets.bottom) * 0.5", hitTest: true)
        #expect(Self.codes(Self.project(right, tabs: 5)) == ["TB025": [.error]])
        let fifths = Self.bar(divisor: "5", skip: "let slot = index > 1 ? index + 1 : index", center: "49 * 0.5", hitTest: true)
        #expect(Self.codes(Self.project(fifths, tabs: 3)) == ["TB025": [.error]])
        let derived = Self.bar(skip: "if index == subviews.count / 2 { index += 1 }", center: "49 * 0.5", hitTest: true)
        #expect(Self.codes(Self.project(derived, tabs: 5)).isEmpty)
    }

    @Test func anExtensionOfUITabBarOverridingHitTestingReachesEveryBar() {
        let files = [("RaisedTabBar.swift", Self.bar()), ("MainTabBarController.swift", Self.controller(tabs: 4)),
                     ("UITabBar+Hit.swift", """
                     extension UITabBar {
                         open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                             super.point(inside: point, with: event)
                         }
                     }
                     """)]
        let codes = Self.codes(Self.project(files))
        #expect(codes["TB024"] == nil)
        #expect(codes["TB031"] == [.warning])
    }

    @Test func theBarsHitTestInAnExtensionInAnotherFile() {
        let files = [("RaisedTabBar.swift", Self.bar()), ("MainTabBarController.swift", Self.controller(tabs: 4)),
                     ("RaisedTabBar+HitTest.swift", """
                     extension RaisedTabBar {
                         override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                             publishButton.frame.contains(point) ? publishButton : super.hitTest(point, with: event)
                         }
                     }
                     """)]
        #expect(Self.codes(Self.project(files)) == ["TB025": [.info], "TB026": [.warning]])
    }

    @Test func aSwiftControllerInstallsAnObjectiveCBar() throws {
        let files = [("WBTabBar.m", CustomBarTests.bar()), ("MainTabBarController.swift", Self.controller(tabs: 4, barClass: "WBTabBar"))]
        let project = Self.project(files)
        let controller = try #require(project.controllers.first)
        #expect(controller.value.stock?.installedBar?.name == "WBTabBar")
        #expect(Self.codes(project) == ["TB024": [.warning], "TB025": [.info], "TB026": [.warning]])
    }

    @Test func theWholeHeightCentreIsHalfTheInsetLowerOnFaceIDPhones() throws {
        func buttonY(_ center: String, on device: String) throws -> Double {
            let project = Self.project(Self.bar(center: center), tabs: 4)
            let bar = SourceTabBar(controller: try #require(project.controllers.first), plusButton: nil)
            let input = try #require(bar.layoutInput()).input
            let layout = try LayoutEngine.layout(input, on: try #require(Device.named(device))).get()
            return try #require(layout.plusButton).frame.y
        }
        for whole in ["bounds.height * 0.5", "self.bounds.size.height / 2", "bounds.midY"] {
            #expect(try buttonY(whole, on: "iphone-15") - buttonY(whole, on: "iphone-se") == 17, "\(whole)")
        }
        let content = "(bounds.height - safeAreaInsets.bottom) * 0.5"
        #expect(try buttonY(content, on: "iphone-15") == buttonY(content, on: "iphone-se"))
        #expect(try buttonY("bounds.height * 0.5", on: "iphone-se") == 24.5 - 32)
    }

    @Test func theContentHeightFixIsOfferedInSwift() throws {
        let project = Self.project(Self.bar(), tabs: 4)
        let diagnostic = try #require(SourceLinter.lint(project, options: LintOptions(assets: nil)).flatMap { $0 }
            .first { $0.code == "TB026" })
        let edits = try #require(diagnostic.fixes.first?.edits)
        #expect(edits.map(\.newText) == ["(bounds.height - safeAreaInsets.bottom)"])
    }
}
