import JSONC

/// Fuzz target: `JSON.parse` then `serialized()` round trip. What parses serialises to
/// text that parses again to the same value (with non-finite numbers, which JSON cannot
/// spell, written as null), and serialising is a fixed point; the pretty printer agrees.
@_cdecl("LLVMFuzzerTestOneInput")
public func jsonRoundTrip(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let value = JSON.parse(bytes) else { return 0 }
    let text = value.serializedBytes()
    guard let again = JSON.parse(text) else {
        Invariants.fail("serialized text does not parse: \(String(decoding: text.prefix(200), as: UTF8.self))")
    }
    if again != finite(value) { Invariants.fail("round trip changed the value") }
    if again.serializedBytes() != text { Invariants.fail("serialization is not a fixed point") }
    if Array(value.serialized().utf8) != text { Invariants.fail("serialized() and serializedBytes() differ") }
    guard let pretty = JSON.parse(Array(value.prettyPrinted().utf8)), pretty == again else {
        Invariants.fail("pretty-printed text does not read back to the same value")
    }
    return 0
}

/// `value` with NaN and infinities replaced by null, as the writer spells them.
private func finite(_ value: JSON) -> JSON {
    switch value {
    case .number(let number) where !number.isFinite: return .null
    case .array(let elements): return .array(elements.map(finite))
    case .object(let object): return .object(JSONObject(object.members.map { ($0.key, finite($0.value)) }))
    default: return value
    }
}
