import JSONC
import TabBarCore
import Testing
@testable import SwiftSource

/// The evaluator reading types another file declares (`SwiftForeignDeclarations`): cases, `allCases`, computed and
/// static members, raw values; each value standing where it is used, not written whole there, with a step naming the
/// member and its file; a type both files declare, or one declared twice elsewhere, read as before.
@Suite struct SwiftEvaluatorForeignTests {
    static let declarations = """
        enum Pane: String, CaseIterable {
            case inbox, sent = "outbox"
            var label: String {
                switch self {
                case .inbox: return "Inbox"
                case .sent: return "Sent " + Pane.suffix
                }
            }
            static let suffix = "mail"
        }
        struct Palette {
            static let accent = "blue"
        }
        """

    static func value(_ expression: String, declaredIn others: [(String, String)] = [("Pane.swift", declarations)],
                      local: String = "") -> EvaluatedValue {
        let foreign = SwiftForeignDeclarations(files: others.map { (path: $0.0, bytes: Array($0.1.utf8)) })
        let text = local + "\nlet probe = " + expression
        let evaluator = SwiftEvaluator(tokens: SwiftTokens(bytes: Array(text.utf8)), foreign: foreign)
        let tokens = evaluator.tokens
        let start = (0..<tokens.count).first { tokens.isOperator($0, "=") && tokens.range($0).start > local.utf8.count }.map { $0 + 1 } ?? 0
        return evaluator.evaluate(start..<tokens.count)
    }

    @Test func casesAndMembersOfAnotherFilesEnumeration() {
        #expect(Self.value("Pane.allCases.count").kind == .integer(2))
        #expect(Self.value("Pane.inbox.label").kind == .string("Inbox"))
        #expect(Self.value("Pane.sent.label").kind == .string("Sent mail"))
        #expect(Self.value("Pane.sent.rawValue").kind == .string("outbox"))
        #expect(Self.value("Pane.allCases.map { $0.label }").elements?.map(\.string) == ["Inbox", "Sent mail"])
        #expect(Self.value("Palette.accent + \"_on\"").kind == .string("blue_on"))
    }

    @Test func anEnumerationNestedInAnotherFilesType() {
        let model = ("Model.swift", """
            final class Model {
                enum Page: Int, CaseIterable {
                    case start, end
                    var name: String { self == .start ? "Start" : "End" }
                }
            }
            """)
        #expect(Self.value("Model.Page.allCases.count", declaredIn: [model]).kind == .integer(2))
        #expect(Self.value("Model.Page.end.name", declaredIn: [model]).kind == .string("End"))
        #expect(Self.value("Model.Other.allCases", declaredIn: [model]).isUnknown)
    }

    @Test func aValueOfAnotherFileStandsWhereItIsUsed() {
        let found = Self.value("Pane.inbox.label")
        let use = Array("\nlet probe = ".utf8).count
        #expect(found.provenance.origin.start >= use)
        #expect(!found.provenance.isWrittenWhole)
        #expect(found.provenance.steps.contains { $0.file == "Pane.swift" && $0.name == "Pane.label" })
    }

    @Test func unknownStaysUnknown() {
        // A member the other file does not have, a method call, and a type declared by two other files.
        #expect(Self.value("Pane.inbox.missing").isUnknown)
        #expect(Self.value("Pane.inbox.label.count").kind == .integer(5))
        #expect(Self.value("Pane.inbox.describe()").isUnknown)
        let twice = [("A.swift", Self.declarations), ("B.swift", Self.declarations)]
        #expect(Self.value("Pane.inbox.label", declaredIn: twice).isUnknown)
        // The file's own declaration wins over another file's.
        #expect(Self.value("Palette.accent", local: "struct Palette { static let accent = \"red\" }").kind == .string("red"))
        // With no other file, as before.
        #expect(Self.value("Pane.inbox.label", declaredIn: []).isUnknown)
    }
}
