import JSONC
@testable import LanguageServer

/// Fuzz target (b): arbitrary bytes on the server's standard input, after `initialize`
/// and an open document. The first byte picks how the rest is cut into chunks (the
/// framer must not care). Invariants: no trap; every request that arrives is answered
/// exactly once (as many replies per id as requests with it) unless the server exited;
/// every outgoing message is an object that serialises and parses back.
@_cdecl("LLVMFuzzerTestOneInput")
public func lspWire(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let harness = ServerHarness(encodings: input.first.map { $0 & 1 == 0 ? ["utf-16"] : ["utf-8", "utf-16"] } ?? ["utf-16"])
    let chunk = max(1, Int(input.first ?? 0) % 64)
    var index = min(1, input.count)
    let before = harness.sent.count
    harness.received = [:]
    while index < input.count, harness.exitCode == nil {
        let end = min(input.count, index + chunk)
        harness.feed(input[index..<end])
        index = end
    }
    var answered: [String: Int] = [:]
    for message in harness.sent.dropFirst(before) {
        guard case .object = message else { Invariants.fail("a message that is not an object: \(message)") }
        let text = message.serialized()
        guard JSON.parse(Array(text.utf8)) == message else { Invariants.fail("a message does not round-trip: \(text)") }
        if message["method"] == nil, let id = message["id"] { answered[id.serialized(), default: 0] += 1 }
    }
    for (id, count) in answered where id != "null" && count > harness.received[id, default: 0] {
        Invariants.fail("request \(id) answered \(count) times, received \(harness.received[id, default: 0])")
    }
    if harness.exitCode == nil {
        for (id, count) in harness.received where id != "null" && answered[id, default: 0] != count {
            Invariants.fail("request \(id) received \(count) times, answered \(answered[id, default: 0])")
        }
    }
    return 0
}
