import Foundation
@testable import SwiftSource
import TabBarCore
import Testing

/// The UIKit readers that walk every member read the statements only of the members holding a word their
/// patterns need (`UIKitSwiftWords`). On every Swift file of the examples and fixtures, every snippet of the
/// test suites that declares a class or an extension, and shapes made for the tests' edges, the facts must
/// be those found with every member's statements read.
@Suite struct UIKitSwiftWordsTests {
    /// A call that may add a tab only by its name and labels joined (`ta` + `b…`), one with a backticked name,
    /// a helper, positional items through a local, a class's own item.
    static let edges = """
        class Root: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                putTa(bFor: Home(), named: "Home")
                self.`configure`(Feed(), slot: 1)
                guard let items = tabBar.items else { return }
                items[0].title = "First"
            }
            func configure(_ vc: UIViewController, slot: Int) {
                addChild(vc)
                vc.tabBarItem.title = "Feed"
            }
        }
        class Plain: BaseController {
            override func viewDidLoad() { super.viewDidLoad(); setUpT(ab: Home(), title: "Home") }
            init() { super.init(nibName: nil, bundle: nil); `tabBarItem`.title = "Own" }
            func show() { let tabs = UITabBarController(); tabs.viewControllers = [A()] }
        }
        extension UITabBarController {
            func addTab(_ child: UIViewController, title: String) {
                addChild(child)
                child.title = title
            }
        }
        """

    static func sources() throws -> [(name: String, bytes: [UInt8])] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var result: [(String, [UInt8])] = [("edges", Array(edges.utf8)), ("empty", [])]
        for folder in ["Examples", "Tests"] {
            let walker = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                if folder == "Examples" { result.append((url.path, Array(text.utf8))) }
                // The Swift snippets of the test suites: their multi-line literals, read as written.
                let pieces = text.components(separatedBy: "\"\"\"")
                for (index, piece) in pieces.enumerated() where index % 2 == 1 && (piece.contains("class ") || piece.contains("extension ")) {
                    result.append(("\(url.lastPathComponent) #\(index / 2)", Array(piece.utf8)))
                }
            }
        }
        return result
    }

    @Test func factsAreThoseOfEveryMemberRead() throws {
        let sources = try Self.sources()
        #expect(sources.count > 100)
        for (name, bytes) in sources {
            let tested = SwiftExtractor.extract(bytes)
            let everyMember = SwiftExtractor.extract(bytes, revising: nil, checksEveryMember: true).facts
            #expect(tested == everyMember, "\(name)")
        }
    }

    /// The name and labels joined: by bytes for ASCII, as the `String` test otherwise.
    @Test func joinedNamesAnswerAsTheStringTest() {
        let source = "f() { putTa(bFor: x, y: z); `con`(troller: a, b); résumé(tab: a, b: c); plain(a, b); Ǆvc(x: 1, y: 2) }"
        let tokens = SwiftTokens(bytes: Array(source.utf8), tokens: SwiftLexer.tokenize(Array(source.utf8)))
        var checked = 0
        for open in 0..<tokens.count where tokens.isPunctuation(open, "(") && open > 0 && tokens.isIdentifier(open - 1) {
            guard let close = tokens.partner(open) else { continue }
            let values = SwiftValueReader(tokens: tokens)
            let names = [open - 1] + values.arguments(open: open, close: close).compactMap(\.label)
            #expect(UIKitSwiftWords.mayAddTab(joining: names, tokens)
                    == TabHelperCall.mayAddTab(names.map { tokens.name($0) }.joined()), "\(tokens.name(open - 1))")
            checked += 1
        }
        #expect(checked == 6)
    }
}
