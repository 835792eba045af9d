import Testing
@testable import JSONC

/// Each syntax error is reported at a precise position and the rest is still read.
@Suite struct RecoveryTests {
    @Test func commentsAndTrailingCommasAreValidJSONC() {
        let document = JSONCDocument(text: "// c\n{ \"a\": [1, 2,], /* x */ \"b\": {\"c\": 1,}, }")
        #expect(document.errors.isEmpty)
        #expect(document.root?.member("a")?.value?.elements?.count == 2)
        #expect(document.root?.member("b")?.value?.member("c")?.value?.numberValue == 1)
    }

    @Test func unquotedKeyIsReportedAndKept() throws {
        let document = JSONCDocument(text: "{ title: \"x\", \"b\": 2 }")
        #expect(document.errorSummary == ["unexpectedToken@2..<7"])
        let root = try #require(document.root)
        #expect(root.member("title")?.value?.stringValue == "x")
        #expect(root.member("title")?.keyRange == ByteRange(2, 7))
        #expect(root.member("b")?.value?.numberValue == 2)
    }

    @Test func missingCommaBetweenMembers() throws {
        let text = #"{ "a": 1 "b": 2 }"#
        let document = JSONCDocument(text: text)
        #expect(document.errorSummary == ["expectedCommaOrClose@9..<12"])
        #expect(document.root?.members?.map(\.key) == ["a", "b"])
    }

    @Test func missingCommaBetweenElements() {
        let document = JSONCDocument(text: "[1 2, 3]")
        #expect(document.errorSummary == ["expectedCommaOrClose@3..<4"])
        #expect(document.root?.elements?.compactMap(\.numberValue) == [1, 2, 3])
    }

    @Test func missingColon() throws {
        let document = JSONCDocument(text: #"{ "a" 1, "b": 2 }"#)
        #expect(document.errorSummary == ["expectedColon@5..<5"])
        #expect(document.root?.member("a")?.value?.numberValue == 1)
        #expect(document.root?.member("b")?.value?.numberValue == 2)
    }

    @Test func missingColonAndValue() throws {
        let document = JSONCDocument(text: #"{ "a", "b": 2 }"#)
        #expect(document.errorSummary == ["expectedColon@5..<5"])
        let a = try #require(document.root?.member("a"))
        #expect(a.value == nil)
        #expect(a.range == a.keyRange)
        #expect(document.root?.member("b")?.value?.numberValue == 2)
    }

    @Test func missingValue() throws {
        let document = JSONCDocument(text: #"{ "a": , "b": 2 }"#)
        #expect(document.errorSummary == ["expectedValue@6..<6"])
        #expect(document.root?.member("a")?.value == nil)
        #expect(document.root?.member("b")?.value?.numberValue == 2)
    }

    @Test func missingValueInArray() {
        let document = JSONCDocument(text: "[1, , 2]")
        #expect(document.errorSummary == ["expectedValue@4..<5"])
        #expect(document.root?.elements?.count == 2)
    }

    @Test func unclosedObjectAtTheEnd() throws {
        let text = "{ \"a\": [1, 2], \"b\": 3 // end\n"
        let document = JSONCDocument(text: text)
        #expect(document.errorSummary == ["unclosedContainer@21..<21"])
        let root = try #require(document.root)
        #expect(root.range == ByteRange(0, 21))
        #expect(root.member("b")?.value?.numberValue == 3)
    }

    @Test func unclosedArrayInsideAnObject() throws {
        let document = JSONCDocument(text: #"{ "a": [1, 2 }"#)
        #expect(document.errorSummary == ["unclosedContainer@13..<13"])
        #expect(document.root?.member("a")?.value?.elements?.count == 2)
        #expect(document.root?.range == ByteRange(0, 14))
    }

    @Test func unclosedNestedContainers() {
        let document = JSONCDocument(text: #"{"a": [1, {"b": "#)
        #expect(document.errorSummary == ["expectedValue@15..<15", "unclosedContainer@15..<15",
                                          "unclosedContainer@15..<15", "unclosedContainer@15..<15"])
    }

    @Test func emptyDocument() {
        #expect(JSONCDocument(text: "").errorSummary == ["emptyDocument@0..<0"])
        #expect(JSONCDocument(text: "  // nothing\n").errorSummary == ["emptyDocument@13..<13"])
        #expect(JSONCDocument(text: "").root == nil)
    }

    @Test func trailingContentIsReportedAndRead() {
        let document = JSONCDocument(text: "{} [1]")
        #expect(document.errorSummary == ["trailingContent@3..<4"])
        #expect(document.root?.members?.isEmpty == true)
    }

    @Test func strayCloseBracketsAndColons() {
        let document = JSONCDocument(text: #"{ "a": 1 ] , : "b": 2 }"#)
        #expect(!document.errors.isEmpty)
        #expect(Check.rangesAreNested(document))
    }

    @Test func wordsAndBadNumbersAreReported() {
        #expect(JSONCDocument(text: "[NaN]").errorSummary == ["unexpectedToken@1..<4"])
        #expect(JSONCDocument(text: "[NaN]").errors.first?.message.contains("NaN") == true)
        #expect(JSONCDocument(text: "[12px]").errorSummary == ["invalidNumber@1..<5"])
        #expect(JSONCDocument(text: "[01]").errorSummary == ["invalidNumber@1..<3"])
        #expect(JSONCDocument(text: "[1.]").errorSummary == ["invalidNumber@1..<3"])
        #expect(JSONCDocument(text: "[+1]").errorSummary == ["invalidNumber@1..<3"])
        #expect(JSONCDocument(text: "[1.]").root?.elements?.first?.numberValue?.isNaN == true)
    }

    @Test func unterminatedBlockComment() {
        let document = JSONCDocument(text: "{} /* open")
        #expect(document.errorSummary == ["unterminatedComment@3..<10"])
        #expect(document.comments.count == 1)
    }

    @Test func loneSlash() {
        #expect(JSONCDocument(text: "{}/").errorSummary == ["unexpectedCharacter@2..<3", "trailingContent@2..<3"])
    }

    @Test func depthLimitSkipsDeeperValuesAndReportsOnce() {
        let text = String(repeating: "[", count: 130) + String(repeating: "]", count: 130)
        let document = JSONCDocument(text: text)
        #expect(document.errors.map(\.kind) == [.tooDeep])
        #expect(Check.depth(document.root) == 128)
        #expect(document.root?.range == ByteRange(0, 260))
    }

    @Test func sizeLimitRejectsLargerDocuments() {
        let document = JSONCDocument(text: "{ \"items\": [] }", limits: ParseLimits(maxDepth: 128, maxBytes: 8))
        #expect(document.errors.map(\.kind) == [.tooLarge])
        #expect(document.root == nil)
        #expect(Check.concatenatedTokens(document) == Array("{ \"items\": [] }".utf8))
    }
}
