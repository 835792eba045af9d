import JSONC
import Testing
@testable import LanguageServer

/// Framing, chunk by chunk.
@Suite struct MessageFramerTests {
    static let bodies = [#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#,
                         #"{"jsonrpc":"2.0","method":"x","params":{"t":"标签 😀"}}"#]

    static func framed(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    static func messages(_ events: [MessageFramer.Event]) -> [String] {
        events.compactMap { if case .message(let body) = $0 { return String(decoding: body, as: UTF8.self) } else { return nil } }
    }

    @Test func aMessageSplitAtEveryByteArrivesWhole() {
        let stream = Self.framed(Self.bodies[1])
        for split in 0...stream.count {
            var framer = MessageFramer()
            var events = framer.feed(stream[0..<split])
            events += framer.feed(stream[split...])
            #expect(Self.messages(events) == [Self.bodies[1]], "split at \(split)")
            #expect(!framer.hasPartialMessage)
        }
    }

    @Test func byteByByteFeedingYieldsBothMessages() {
        var framer = MessageFramer()
        var events: [MessageFramer.Event] = []
        for byte in Self.framed(Self.bodies[0]) + Self.framed(Self.bodies[1]) { events += framer.feed([byte]) }
        #expect(Self.messages(events) == Self.bodies)
    }

    @Test func twoMessagesInOneChunk() {
        var framer = MessageFramer()
        let events = framer.feed(Self.framed(Self.bodies[0]) + Self.framed(Self.bodies[1]))
        #expect(Self.messages(events) == Self.bodies)
    }

    @Test func otherHeadersAndLowercaseNamesAreAccepted() {
        var framer = MessageFramer()
        let body = Self.bodies[0]
        let stream = "content-length:\(body.utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n\(body)"
        #expect(Self.messages(framer.feed(Array(stream.utf8))) == [body])
    }

    @Test func missingContentLengthIsReportedAndTheNextMessageStillArrives() {
        var framer = MessageFramer()
        let events = framer.feed(Array("Content-Type: x\r\n\r\n".utf8) + Self.framed(Self.bodies[0]))
        #expect(events.first == .error(.missingContentLength))
        #expect(Self.messages(events) == [Self.bodies[0]])
    }

    @Test func invalidContentLengthIsReported() {
        var framer = MessageFramer()
        let events = framer.feed(Array("Content-Length: abc\r\n\r\n".utf8) + Self.framed(Self.bodies[0]))
        #expect(events.first == .error(.invalidContentLength("abc")))
        #expect(Self.messages(events) == [Self.bodies[0]])
    }

    @Test func malformedHeaderLineSkipsThatMessageByItsLength() {
        var framer = MessageFramer()
        let bad = Array("garbage line\r\nContent-Length: 2\r\n\r\n{}".utf8)
        let events = framer.feed(bad + Self.framed(Self.bodies[0]))
        #expect(events.first == .error(.malformedHeader("garbage line")))
        #expect(Self.messages(events) == [Self.bodies[0]])
    }

    @Test func tooLargeMessageIsSkippedAcrossChunks() {
        var framer = MessageFramer(maxMessageBytes: 10)
        let big = "{\"a\":\"0123456789\"}"
        let stream = Self.framed(big) + Self.framed("{}")
        var events: [MessageFramer.Event] = []
        for start in stride(from: 0, to: stream.count, by: 3) {
            events += framer.feed(stream[start..<min(stream.count, start + 3)])
        }
        #expect(events.first == .error(.messageTooLarge(length: big.utf8.count, limit: 10)))
        #expect(Self.messages(events) == ["{}"])
    }

    @Test func overlongHeaderIsReportedOnce() {
        var framer = MessageFramer(maxHeaderBytes: 64)
        let events = framer.feed(Array(repeating: UInt8(ascii: "x"), count: 200) + Array("\r\n".utf8) + Self.framed("{}"))
        #expect(events.filter { $0 == .error(.headerTooLong(limit: 64)) }.count == 1)
        #expect(Self.messages(events) == ["{}"])
    }

    @Test func bareLineFeedsAndLeadingBlankLinesAreTolerated() {
        var framer = MessageFramer()
        let events = framer.feed(Array("\r\nContent-Length: 2\n\n{}".utf8))
        #expect(events == [.message(Array("{}".utf8))])
    }
}
