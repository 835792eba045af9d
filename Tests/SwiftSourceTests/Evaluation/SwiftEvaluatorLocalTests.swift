import JSONC
import SwiftSource
import TabBarCore
import Testing

/// A local's value where it is used, from the statements before it run in order: declarations, assignments,
/// appends, and loops over known collections; whatever else names the local makes it unknown.
@Suite struct SwiftEvaluatorLocalTests {
    static func strings(_ body: String, _ name: String = "list") -> [String?]? {
        let source = """
            final class Screen {
                let names = ["首页", "消息"]
                var icons: [String] { ["home", "chat"] }
                func build(flag: Bool) {
            \(body)
                    use(\(name))
                }
            }
            """
        return SwiftExpressionEvaluation.local(name, at: "use", in: source).elements?.map(\.string)
    }

    @Test func appendsInStraightLineCodeAndInLoops() {
        #expect(Self.strings("""
                var list: [String] = []
                list.append("a")
                list += ["b"]
                list.append(contentsOf: names)
            """) == ["a", "b", "首页", "消息"])
        #expect(Self.strings("""
                var list = [String]()
                list = []
                for (i, name) in names.enumerated() {
                    let icon = icons[i]
                    list.append(name + "|" + icon)
                }
            """) == ["首页|home", "消息|chat"])
        #expect(Self.strings("""
                var list: [String] = []
                zip(names, icons).forEach { (name, icon) in list.append(icon + name) }
            """) == ["home首页", "chat消息"])
    }

    @Test func whatIsNotFollowedIsUnknown() {
        // A branch, a call that may change it, a loop over an unknown collection, a loop that may stop early.
        #expect(Self.strings("""
                var list: [String] = ["a"]
                if flag { list.append("b") }
            """) == nil)
        #expect(Self.strings("""
                var list: [String] = ["a"]
                fill(&list)
            """) == nil)
        #expect(Self.strings("""
                var list: [String] = []
                for name in server.names { list.append(name) }
            """) == nil)
        #expect(Self.strings("""
                var list: [String] = []
                for name in names { if name.isEmpty { break }; list.append(name) }
            """) == nil)
        // A name the body declares again shadows the outer one only inside the loop.
        #expect(Self.strings("""
                var list: [String] = ["a"]
                for name in names { var list = [name]; list.append("x") }
            """) == ["a"])
    }

    @Test func nestedLoopsEndWithinTheBudget() {
        // Six nested loops of 32 elements: far more statements than the budget allows, so the list is unknown.
        let elements = "[" + (0..<32).map(String.init).joined(separator: ", ") + "]"
        var body = "list.append(\"x\")"
        for level in 0..<6 { body = "for v\(level) in \(elements) { \(body) }" }
        #expect(Self.strings("var list: [String] = []\n" + body) == nil)
        // One level runs.
        #expect(Self.strings("var list: [String] = []\nfor v in [1, 2] { list.append(\"\\(v)\") }") == ["1", "2"])
        // Arbitrary statements never trap.
        let hostile = Array("func f() { var a = []; for for in in { a.append(}; a += ; for (x, in [1] { }; [1].forEach { in } }".utf8)
        #expect(SwiftExpressionEvaluation.locals(in: hostile).count == 1)
    }
}
