import Foundation
import Testing
@testable import TabBarCore

/// The unified-diff generator.
@Suite struct UnifiedDiffTests {
    static func diff(_ old: String, _ new: String, context: Int = 3) -> String {
        UnifiedDiff.diff(old: Array(old.utf8), new: Array(new.utf8), oldPath: "a/f", newPath: "b/f", context: context)
    }

    static let lines = (1...20).map { "line \($0)\n" }.joined()

    @Test func equalTextsHaveNoDiff() {
        #expect(Self.diff("a\nb\n", "a\nb\n").isEmpty)
    }

    @Test func oneChangeHasThreeLinesOfContext() {
        let new = Self.lines.replacingOccurrences(of: "line 10\n", with: "line ten\n")
        #expect(Self.diff(Self.lines, new) == """
        --- a/f
        +++ b/f
        @@ -7,7 +7,7 @@
         line 7
         line 8
         line 9
        -line 10
        +line ten
         line 11
         line 12
         line 13

        """)
    }

    @Test func distantChangesMakeTwoHunksAndCloseOnesMerge() {
        let two = Self.lines.replacingOccurrences(of: "line 2\n", with: "two\n").replacingOccurrences(of: "line 19\n", with: "")
        #expect(Self.diff(Self.lines, two) == """
        --- a/f
        +++ b/f
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +two
         line 3
         line 4
         line 5
        @@ -16,5 +16,4 @@
         line 16
         line 17
         line 18
        -line 19
         line 20

        """)
        let merged = Self.lines.replacingOccurrences(of: "line 5\n", with: "five\n").replacingOccurrences(of: "line 11\n", with: "eleven\n")
        #expect(Self.diff(Self.lines, merged).components(separatedBy: "@@ -").count == 2)
    }

    @Test func insertionsIntoEmptyAndMissingFinalNewline() {
        #expect(Self.diff("", "a\n") == "--- a/f\n+++ b/f\n@@ -0,0 +1,1 @@\n+a\n")
        #expect(Self.diff("a\n", "") == "--- a/f\n+++ b/f\n@@ -1,1 +0,0 @@\n-a\n")
        #expect(Self.diff("a\nb", "a\nc") == "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
        #expect(Self.diff("x\n", "y\nx\n", context: 0) == "--- a/f\n+++ b/f\n@@ -0,0 +1,1 @@\n+y\n")
    }

    @Test func applyingTheScriptRebuildsTheNewText() {
        // Pseudo-random edits: the script's kept and inserted lines must give the new text.
        var seed: UInt64 = 42
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33)
        }
        for _ in 0..<200 {
            let old = (0..<(next() % 12)).map { _ in "l\(next() % 5)\n" }
            let new = (0..<(next() % 12)).map { _ in "l\(next() % 5)\n" }
            let a = UnifiedDiff.lines(of: Array(old.joined().utf8)), b = UnifiedDiff.lines(of: Array(new.joined().utf8))
            let steps = UnifiedDiff.editScript(a, b)
            var rebuilt: [String] = []
            var removed: [String] = []
            for step in steps {
                switch step {
                case .same(let o, let n):
                    #expect(a[o] == b[n])
                    rebuilt.append(String(decoding: b[n], as: UTF8.self))
                    removed.append(String(decoding: a[o], as: UTF8.self))
                case .insert(let n): rebuilt.append(String(decoding: b[n], as: UTF8.self))
                case .delete(let o): removed.append(String(decoding: a[o], as: UTF8.self))
                }
            }
            #expect(rebuilt == new)
            #expect(removed == old)
        }
    }
}
