import JSONC
import Testing
@testable import LanguageServer

/// Bad input is answered and the server keeps serving.
@Suite struct MalformedInputTests {
    static func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    @Test func invalidJSONIsAParseErrorAndTheServerKeepsServing() {
        let client = LoopbackClient()
        client.initialize()
        client.clear()
        client.feed(Self.frame(#"{"jsonrpc": "2.0", "id": 7, "method": "shutdown""#))
        #expect(client.sent.count == 1)
        #expect(client.sent.first?["error"]?["code"] == -32700)
        #expect(client.sent.first?["id"] == .null)
        #expect(client.request("shutdown").result == .null)
    }

    @Test func nonMessagesAreInvalidRequests() {
        let client = LoopbackClient()
        client.initialize()
        for body in ["[1, 2]", "42", #"{"jsonrpc": "2.0", "id": 3}"#, #"{"id": 4, "method": 12}"#,
                     #"{"jsonrpc": "1.0", "id": 5, "method": "shutdown"}"#, #"{"id": 1.5, "method": "shutdown"}"#,
                     #"{"id": 6, "method": "shutdown", "params": "x"}"#] {
            client.clear()
            client.feed(Self.frame(body))
            #expect(client.sent.first?["error"]?["code"] == -32600, "\(body)")
        }
        client.clear()
        client.feed(Self.frame(#"{"jsonrpc": "1.0", "id": 5, "method": "shutdown"}"#))
        #expect(client.sent.first?["id"] == 5)
    }

    @Test func deepNestingIsRejectedWithoutACrash() {
        let client = LoopbackClient()
        client.initialize()
        client.clear()
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        client.feed(Self.frame(#"{"jsonrpc": "2.0", "id": 1, "method": "x", "params": "# + deep + "}"))
        #expect(client.sent.first?["error"]?["code"] == -32700)
        #expect(client.exitCode == nil)
    }

    @Test func badHeadersAreReportedAndTheNextMessageIsServed() {
        let client = LoopbackClient()
        client.initialize()
        client.clear()
        client.feed(Array("Content-Length: nope\r\n\r\n".utf8) + OutgoingMessage.frame(
            OutgoingMessage.request(id: .string("s"), method: "shutdown", params: .null)))
        #expect(client.sent.first?["error"]?["code"] == -32700)
        #expect(client.sent.last?["id"] == "s")
        #expect(client.sent.last?["result"] == .null)
    }

    @Test func invalidUTF8AndBinaryGarbageNeverCrash() {
        let client = LoopbackClient()
        client.initialize()
        var garbage: [UInt8] = Array("Content-Length: 8\r\n\r\n".utf8) + [0xFF, 0xFE, 0x00, 0x7B, 0xC3, 0x28, 0x22, 0x5D]
        garbage += Array("\r\n\r\n\r\nxx: y\r\n\r\n".utf8)
        client.feed(garbage)
        #expect(client.exitCode == nil)
        #expect(client.request("shutdown").result == .null)
    }

    @Test func textWithInvalidUTF8InADocumentIsChecked() {
        let client = LoopbackClient()
        client.initialize()
        client.open("file:///x/tabbar.json", "{ \"items\": [ { \"title\": \"\u{FFFD}\", \"image\": \"a\" } ] }")
        #expect(client.lastDiagnostics("file:///x/tabbar.json") != nil)
    }
}
