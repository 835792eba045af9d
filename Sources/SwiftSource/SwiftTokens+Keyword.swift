import JSONC

extension SwiftTokens {
    /// The keyword token `index` spells, nil for other identifiers and other tokens.
    func keyword(_ index: Int) -> SwiftKeyword? {
        index >= 0 && index < keywords.count ? keywords[index] : nil
    }

    /// The keyword an identifier token's bytes spell. Up to eight bytes are packed into one word
    /// (little-endian, zero-padded: names hold no zero byte) and switched on; a longer keyword is told
    /// by its first eight bytes, then confirmed byte by byte.
    static func classify(_ range: ByteRange, in bytes: [UInt8]) -> SwiftKeyword? {
        let length = range.length
        guard length >= 2, length <= 15, range.start >= 0, range.end <= bytes.count else { return nil }
        // Every keyword starts with a lower-case letter but `Self`: type names and the like are told at once.
        let first = bytes[range.start]
        guard first &- UInt8(ascii: "a") < 26 || first == UInt8(ascii: "S") else { return nil }
        var word: UInt64 = 0
        if range.start + 8 <= bytes.count {
            // Eight bytes in one load, those past the name masked off.
            word = UInt64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: range.start, as: UInt64.self) })
            if length < 8 { word &= (UInt64(1) << UInt64(8 * length)) &- 1 }
        } else {
            var shift: UInt64 = 0
            var offset = range.start
            let packedEnd = range.start + min(length, 8)
            while offset < packedEnd {
                word |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
        }
        if length <= 8 {
            switch word {
            case 0x7361: return .as // as
            case 0x6669: return .if // if
            case 0x6e69: return .in // in
            case 0x74656c: return .let // let
            case 0x797274: return .try // try
            case 0x726176: return .var // var
            case 0x666c6553: return .selfType // Self
            case 0x65736163: return .skipped // case
            case 0x65736c65: return .else // else
            case 0x6d756e65: return .enum // enum
            case 0x636e7566: return .func // func
            case 0x74696e69: return .`init` // init
            case 0x797a616c: return .modifier // lazy
            case 0x6e65706f: return .modifier // open
            case 0x666c6573: return .self // self
            case 0x6b616577: return .modifier // weak
            case 0x726f746361: return .actor // actor
            case 0x636e797361: return .async // async
            case 0x7469617761: return .await // await
            case 0x7373616c63: return .class // class
            case 0x6c616e6966: return .modifier // final
            case 0x6472617567: return .guard // guard
            case 0x7869666e69: return .modifier // infix
            case 0x6f7263616d: return .skipped // macro
            case 0x7265707573: return .super // super
            case 0x6572656877: return .where // where
            case 0x656c696877: return .while // while
            case 0x74696e696564: return .deinit // deinit
            case 0x74726f706d69: return .skipped // import
            case 0x786966657270: return .modifier // prefix
            case 0x63696c627570: return .modifier // public
            case 0x6e7275746572: return .return // return
            case 0x636974617473: return .static // static
            case 0x746375727473: return .struct // struct
            case 0x73776f726874: return .throws // throws
            case 0x63696d616e7964: return .modifier // dynamic
            case 0x6567616b636170: return .modifier // package
            case 0x78696674736f70: return .modifier // postfix
            case 0x65746176697270: return .modifier // private
            case 0x64656e776f6e75: return .modifier // unowned
            case 0x7463657269646e69: return .modifier // indirect
            case 0x6c616e7265746e69: return .modifier // internal
            case 0x676e69746174756d: return .modifier // mutating
            case 0x726f74617265706f: return .skipped // operator
            case 0x6c616e6f6974706f: return .modifier // optional
            case 0x656469727265766f: return .modifier // override
            case 0x6c6f636f746f7270: return .protocol // protocol
            case 0x6465726975716572: return .modifier // required
            case 0x73776f7268746572: return .rethrows // rethrows
            default: return nil
            }
        }
        let candidate: (keyword: SwiftKeyword, text: StaticString)
        switch word {
        case 0x6f69736e65747865: candidate = (.extension, "extension")
        case 0x7069726373627573: candidate = (.subscript, "subscript")
        case 0x61696c6165707974: candidate = (.skipped, "typealias")
        case 0x6e696d75736e6f63: candidate = (.modifier, "consuming")
        case 0x65696e65766e6f63: candidate = (.modifier, "convenience")
        case 0x76697270656c6966: candidate = (.modifier, "fileprivate")
        case 0x746174756d6e6f6e: candidate = (.modifier, "nonmutating")
        case 0x616c6f73696e6f6e: candidate = (.modifier, "nonisolated")
        case 0x7562697274736964: candidate = (.modifier, "distributed")
        case 0x746169636f737361: candidate = (.skipped, "associatedtype")
        case 0x6e65646563657270: candidate = (.skipped, "precedencegroup")
        default: return nil
        }
        return candidate.text.withUTF8Buffer { expected in
            guard expected.count == length else { return nil }
            for position in 8..<length where bytes[range.start + position] != expected[position] { return nil }
            return candidate.keyword
        }
    }
}
