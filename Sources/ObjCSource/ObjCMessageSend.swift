import JSONC
import SourceText

/// A message expression `[receiver piece:argument piece2:argument, extra]`, as token indexes.
struct ObjCMessageSend {
    /// The `[` and its `]`.
    var open: Int
    var close: Int
    /// The receiver's tokens.
    var receiver: Range<Int>
    /// The selector pieces' name tokens.
    var pieces: [Int]
    /// The argument of each piece (none for a unary selector).
    var arguments: [Range<Int>]
    /// The comma-separated arguments after the last piece's first one (`arrayWithObjects:a, b, nil`).
    var extraArguments: [Range<Int>]
    /// The selector: `initWithViewControllers:tabBarItemsAttributes:`.
    var selector: String

    /// Whether this is the unary message `name`.
    func isUnary(_ name: StaticString, in view: TokenView) -> Bool {
        arguments.isEmpty && pieces.count == 1 && view.token(pieces[0], is: name)
    }

    /// Whether piece `index` is named `name`.
    func piece(_ index: Int, is name: StaticString, in view: TokenView) -> Bool {
        index < pieces.count && view.token(pieces[index], is: name)
    }

    /// All the arguments of the last piece: its first one and the comma-separated rest.
    var trailingArguments: [Range<Int>] {
        guard let last = arguments.last else { return [] }
        return [last] + extraArguments
    }

    /// Whether the `[` at `index` can start a message rather than subscript a value.
    static func canStart(at index: Int, in view: TokenView) -> Bool {
        guard view.isPunctuation(index, "[") else { return false }
        let previous = index - 1
        guard let kind = view.kind(previous) else { return true }
        switch kind {
        case .identifier:
            return view.token(previous, is: "return") || view.token(previous, is: "else") || view.token(previous, is: "do")
                || view.token(previous, is: "case") || view.token(previous, is: "in")
        case .number, .string, .character, .interpolatedString: return false
        case .operator: return !view.token(previous, is: "@")
        case .punctuation: return !view.isPunctuation(previous, "]")
        default: return true
        }
    }

    /// Reads the message whose `[` is at `open`; nil when the brackets hold no receiver-and-selector.
    static func parse(at open: Int, in view: TokenView) -> ObjCMessageSend? {
        guard view.isPunctuation(open, "["), let close = view.partner(open), close > open + 2 else { return nil }
        // The selector starts at the first identifier after the receiver that is followed by `:` or
        // the closing `]` and that follows an operand (not `.`, not an operator).
        var index = open + 1
        var selectorStart: Int?
        while index < close {
            if index > open + 1, view.isIdentifier(index), view.endsOperand(index - 1),
               index + 1 == close || view.isPunctuation(index + 1, ":") {
                selectorStart = index
                break
            }
            if let partner = view.closer(of: index, before: close) { index = partner + 1 } else { index += 1 }
        }
        guard let start = selectorStart else { return nil }
        var send = ObjCMessageSend(open: open, close: close, receiver: (open + 1)..<start, pieces: [start],
                                   arguments: [], extraArguments: [], selector: "")
        if start + 1 == close {
            send.selector = view.text(start)
            return send
        }
        var argumentStart = start + 2
        index = argumentStart
        while index < close {
            if index > argumentStart, view.isIdentifier(index), view.isPunctuation(index + 1, ":"), view.endsOperand(index - 1) {
                send.arguments.append(argumentStart..<index)
                send.pieces.append(index)
                argumentStart = index + 2
                index = argumentStart
                continue
            }
            if let partner = view.closer(of: index, before: close) { index = partner + 1 } else { index += 1 }
        }
        let last = view.split(from: argumentStart, before: close, at: ",")
        send.arguments.append(last.first ?? (argumentStart..<argumentStart))
        send.extraArguments = Array(last.dropFirst())
        send.selector = keywordSelector(send.pieces, view)
        return send
    }

    /// `piece1:piece2:` built once from the pieces' bytes (one allocation, none for a short selector).
    private static func keywordSelector(_ pieces: [Int], _ view: TokenView) -> String {
        var length = 0
        for piece in pieces { length += view.range(piece).length + 1 }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var at = 0
            for piece in pieces {
                let range = view.range(piece)
                for offset in range.start..<range.end {
                    buffer[at] = view.bytes[offset]
                    at += 1
                }
                buffer[at] = UInt8(ascii: ":")
                at += 1
            }
            return at
        }
    }
}
