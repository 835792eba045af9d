import JSONC
import TabBarCore
import Testing
@testable import LanguageServer

/// Formatting through the server, and the core formatter itself.
@Suite struct FormattingTests {
    static let messy = """
    // 标签栏 😀
    {"items":[ // the tabs
    {"title":"首页","image":"home"},


       /* second */ {"title":"我的","image":"me",},
    ],
    "preview":{"devices":[ ]}}
    """

    static let expected = """
    // 标签栏 😀
    {
        "items": [ // the tabs
            {
                "title": "首页",
                "image": "home"
            },

            /* second */ {
                "title": "我的",
                "image": "me",
            },
        ],
        "preview": {
            "devices": []
        }
    }
    """

    @Test func formattingKeepsCommentsAndUsesTheClientsIndentation() throws {
        let client = LoopbackClient()
        client.initialize()
        client.open(Samples.uri, Self.messy)
        let edits = try #require(client.request("textDocument/formatting", [
            "textDocument": ["uri": .string(Samples.uri)], "options": ["tabSize": 4, "insertSpaces": true]]).result?.arrayValue)
        #expect(EditApplier.apply(edits, to: Self.messy) == Self.expected)
        let tabs = try #require(client.request("textDocument/formatting", [
            "textDocument": ["uri": .string(Samples.uri)],
            "options": ["tabSize": 4, "insertSpaces": false, "insertFinalNewline": true]]).result?.arrayValue)
        let tabbed = EditApplier.apply(tabs, to: Self.messy)
        #expect(tabbed.contains("\n\t\t{\n\t\t\t\"title\": \"首页\""))
        #expect(tabbed.hasSuffix("}\n"))
    }

    @Test func formattedTextIsAFixedPointAndMeansTheSame() throws {
        let document = JSONCDocument(text: Self.messy)
        let once = try JSONCFormatter.format(document, options: FormattingOptions(tabSize: 2))
        let twice = try JSONCFormatter.format(JSONCDocument(text: once), options: FormattingOptions(tabSize: 2))
        #expect(once == twice)
        #expect(JSONCDocument(text: once).errors.isEmpty)
        #expect(JSON(try #require(JSONCDocument(text: once).root)) == JSON(try #require(document.root)))
        #expect(JSONCDocument(text: once).comments.count == document.comments.count)
    }

    @Test func alreadyFormattedTextGivesNoEdits() {
        let client = LoopbackClient()
        client.initialize()
        client.open(Samples.uri, Self.expected)
        let edits = client.request("textDocument/formatting", [
            "textDocument": ["uri": .string(Samples.uri)], "options": ["tabSize": 4, "insertSpaces": true]]).result
        #expect(edits == [])
    }

    @Test func syntaxErrorsRefuseToFormat() {
        let client = LoopbackClient()
        client.initialize()
        client.open(Samples.uri, "{ \"items\": [ { \"title\": } ")
        let reply = client.request("textDocument/formatting", [
            "textDocument": ["uri": .string(Samples.uri)], "options": ["tabSize": 2, "insertSpaces": true]])
        #expect(reply.errorCode == -32803)
        #expect(reply.error?["message"]?.stringValue?.hasPrefix("cannot format a file with syntax errors") == true)
    }

    @Test func crlfAndTrailingCommentsSurvive() throws {
        let text = "{\"a\": 1, // one\r\n\"b\": [1,2] /* two */}\r\n"
        let formatted = try JSONCFormatter.format(JSONCDocument(text: text), options: FormattingOptions(tabSize: 2))
        #expect(formatted == "{\r\n  \"a\": 1, // one\r\n  \"b\": [\r\n    1,\r\n    2\r\n  ] /* two */\r\n}\r\n")
    }

    /// Separators after a line comment move before it; written after it they would be
    /// commented out and the file broken.
    @Test func commasAndColonsAfterALineCommentStaySeparators() throws {
        let texts = [
            "{ \"items\": [ { \"title\": \"a\", \"image\": \"home\" } ],\n  \"tabBar\": {\"height\": 49} // tb\n  , \"preview\": { \"orientation\": \"portrait\" }\n}\n",
            "{ \"items\" // the tabs\n : [ 1 // one\n , 2 /* two */ // 二\n , 3 ] }",
            "[ 1 // a\n // b\n , 2 ]",
        ]
        for text in texts {
            let document = JSONCDocument(text: text)
            #expect(document.errors.isEmpty, "\(text)")
            let once = try JSONCFormatter.format(document, options: FormattingOptions(tabSize: 2))
            let reparsed = JSONCDocument(text: once)
            #expect(reparsed.errors.isEmpty, "\(once)")
            #expect(JSON(try #require(reparsed.root)) == JSON(try #require(document.root)), "\(once)")
            #expect(reparsed.comments.count == document.comments.count, "\(once)")
            #expect(try JSONCFormatter.format(reparsed, options: FormattingOptions(tabSize: 2)) == once)
        }
        let first = try JSONCFormatter.format(JSONCDocument(text: texts[0]), options: FormattingOptions(tabSize: 2))
        #expect(first.contains("\"tabBar\": {\n    \"height\": 49\n  }, // tb\n  \"preview\""), "\(first)")
    }
}
