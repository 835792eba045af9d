import JSONC
import SourceText

/// What one method body holds, gathered in one walk over its tokens: message sends, assignments,
/// identifier occurrences and the places where control flow makes code conditional.
struct ObjCMethodBody {
    var open: Int
    var close: Int
    /// The message sends, in source order.
    var sends: [ObjCMessageSend] = []
    var assignments: [ObjCAssignment] = []
    /// The assignments to a plain variable name (declarations included), by name.
    var variableAssignments: [String: [Int]] = [:]
    /// Every occurrence of each identifier, in order (`occurrences[name]`, nil when there is none).
    var occurrences: ObjCIdentifierIndex
    /// `if`, `for`, `while`, `switch`, `do`, `else`, `?`, `^` (a block runs later, or never).
    var conditionalTokens: [Int] = []
    /// The `return` tokens.
    var returns: [Int] = []

    init(open: Int, close: Int, _ view: TokenView) {
        self.open = open
        self.close = close
        var identifiers: [UInt64] = []
        var index = open + 1
        while index < close {
            if Self.startsStatement(index, bodyOpen: open, view), let assignment = Self.assignment(at: index, limit: close, view) {
                if assignment.names.count == 1 {
                    variableAssignments[view.text(assignment.names[0]), default: []].append(assignments.count)
                }
                assignments.append(assignment)
            }
            switch view.kind(index) {
            case .identifier:
                identifiers.append(ObjCIdentifierIndex.entry(index, view))
                switch Self.keyword(index, view) {
                case .conditional: conditionalTokens.append(index)
                case .return: returns.append(index)
                case nil: break
                }
            case .operator:
                if view.token(index, is: "?") || view.token(index, is: "^") || view.token(index, is: "?:") {
                    conditionalTokens.append(index)
                }
            case .punctuation:
                if ObjCMessageSend.canStart(at: index, in: view), let send = ObjCMessageSend.parse(at: index, in: view) {
                    sends.append(send)
                }
            default:
                break
            }
            index += 1
        }
        occurrences = ObjCIdentifierIndex(view, hashedTokens: identifiers)
    }

    private enum Keyword { case conditional, `return` }

    /// Whether identifier token `index` is a keyword this walk records, by its bytes.
    private static func keyword(_ index: Int, _ view: TokenView) -> Keyword? {
        let range = view.range(index)
        guard range.length >= 2, range.length <= 6 else { return nil }
        switch view.bytes[range.start] {
        case UInt8(ascii: "i"): return view.token(index, is: "if") ? .conditional : nil
        case UInt8(ascii: "f"): return view.token(index, is: "for") ? .conditional : nil
        case UInt8(ascii: "w"): return view.token(index, is: "while") ? .conditional : nil
        case UInt8(ascii: "s"): return view.token(index, is: "switch") ? .conditional : nil
        case UInt8(ascii: "d"): return view.token(index, is: "do") ? .conditional : nil
        case UInt8(ascii: "e"): return view.token(index, is: "else") ? .conditional : nil
        case UInt8(ascii: "g"): return view.token(index, is: "goto") ? .conditional : nil
        case UInt8(ascii: "c"): return view.token(index, is: "case") ? .conditional : nil
        case UInt8(ascii: "r"): return view.token(index, is: "return") ? .return : nil
        default: return nil
        }
    }

    /// Whether a conditional token lies strictly between token indexes `start` and `end`.
    func hasConditional(between start: Int, and end: Int) -> Bool {
        var low = 0, high = conditionalTokens.count
        while low < high {
            let middle = (low + high) / 2
            if conditionalTokens[middle] <= start { low = middle + 1 } else { high = middle }
        }
        return low < conditionalTokens.count && conditionalTokens[low] < end
    }

    /// The only assignment to variable `name` in this body, nil when there is none or several.
    func onlyAssignment(to name: String) -> ObjCAssignment? {
        guard let indexes = variableAssignments[name], indexes.count == 1 else { return nil }
        return assignments[indexes[0]]
    }

    /// The last assignment whose assigned-to chain starts at token `target`, by a binary search: the chains'
    /// first tokens never decrease from one assignment to the next (a later statement start inside an
    /// assignment's left-hand side finds the same `=`, so a chain that starts at or after the earlier one's).
    func assignmentIndex(atTarget target: Int) -> Int? {
        var low = 0, high = assignments.count
        while low < high {
            let middle = (low + high) / 2
            if assignments[middle].names[0] <= target { low = middle + 1 } else { high = middle }
        }
        return low > 0 && assignments[low - 1].names[0] == target ? low - 1 : nil
    }

    /// The send whose `[` is at `open`: a binary search, as the sends come in the order of their `[`
    /// (no dictionary is built for every body).
    func send(at open: Int) -> ObjCMessageSend? {
        var low = 0, high = sends.count
        while low < high {
            let middle = (low + high) / 2
            if sends[middle].open < open { low = middle + 1 } else { high = middle }
        }
        return low < sends.count && sends[low].open == open ? sends[low] : nil
    }

    /// The range of the statement a send stands in: from its `[` through the `;` right after its `]`.
    static func statementRange(of send: ObjCMessageSend, _ view: TokenView) -> ByteRange {
        view.range(send.open, through: view.isPunctuation(send.close + 1, ";") ? send.close + 1 : send.close)
    }

    /// Whether token `index` begins a statement (judged by the token before it).
    static func startsStatement(_ index: Int, bodyOpen: Int, _ view: TokenView) -> Bool {
        let previous = index - 1
        if previous == bodyOpen { return true }
        // By the previous token's kind first: this runs for every token of every body.
        switch view.kind(previous) {
        case .punctuation:
            switch view.bytes[view.range(previous).start] {
            case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return true
            case UInt8(ascii: ")"):
                guard let open = view.partner(previous), open < previous else { return false }
                return view.isWord(open - 1, "if") || view.isWord(open - 1, "for") || view.isWord(open - 1, "while")
                    || view.isWord(open - 1, "switch")
            case UInt8(ascii: ":"):
                // `default:`, `case 1:`, `case -1:`, `case Kind:`.
                return view.isWord(previous - 1, "default") || view.isWord(previous - 2, "case") || view.isWord(previous - 3, "case")
            default:
                return false
            }
        case .identifier:
            return view.isWord(previous, "else") || view.isWord(previous, "do")
        default:
            return false
        }
    }

    /// Reads an assignment statement starting at `start`: the left-hand side is looked for within a few tokens.
    static func assignment(at start: Int, limit: Int, _ view: TokenView) -> ObjCAssignment? {
        var equals = start
        let scanLimit = min(limit, start + 24)
        while equals < scanLimit {
            if view.isOperator(equals, "=") { break }
            switch view.kind(equals) {
            case .identifier: break
            case .punctuation:
                guard view.isPunctuation(equals, ".") || view.isPunctuation(equals, ",") else { return nil }
            case .operator:
                guard isTypeOperator(equals, view) else { return nil }
            default: return nil
            }
            equals += 1
        }
        guard equals < scanLimit, equals > start, view.isOperator(equals, "="), view.isIdentifier(equals - 1) else { return nil }
        var first = equals - 1
        var names = [first]
        while first - 2 >= start, view.isPunctuation(first - 1, "."), view.isIdentifier(first - 2) {
            first -= 2
            names.append(first)
        }
        names.reverse()
        var isDeclaration = false
        if first > start {
            // Tokens before the name must be a type: `NSArray<NSDictionary *> *`.
            guard names.count == 1 else { return nil }
            for index in start..<first where !(view.isIdentifier(index) || isTypeOperator(index, view) || view.isPunctuation(index, ",")) {
                return nil
            }
            isDeclaration = true
        }
        let valueStart = equals + 1
        let valueEnd = view.expressionEnd(from: valueStart, limit: limit)
        guard valueEnd > valueStart else { return nil }
        return ObjCAssignment(start: start, names: names, isDeclaration: isDeclaration, equals: equals, value: valueStart..<valueEnd,
                              terminator: valueEnd)
    }

    /// Whether an operator token can be part of a declaration's type: `*`, `<`, `>`, `^`, `&`.
    private static func isTypeOperator(_ index: Int, _ view: TokenView) -> Bool {
        let range = view.range(index)
        for offset in range.start..<range.end {
            switch view.bytes[offset] {
            case UInt8(ascii: "*"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "^"), UInt8(ascii: "&"): continue
            default: return false
            }
        }
        return true
    }
}

extension ObjCMethodBody {
    /// The assignment to local `name` that reaches token `use` in straight-line code: the last one ending before the
    /// use, when it stands in a block around the use (not in a branch, a loop's or a block's own body, or an unbraced
    /// `if` / `else` / `case` body). Nil when there is none, or when a later assignment may run before the use (one after
    /// the use in a body with a loop).
    func reachingAssignment(to name: String, at use: Int, _ view: TokenView) -> ObjCAssignment? {
        guard let indexes = variableAssignments[name],
              let last = indexes.last(where: { assignments[$0].terminator <= use }) else { return nil }
        let assignment = assignments[last]
        if indexes.contains(where: { assignments[$0].start > use }),
           conditionalTokens.contains(where: { view.isWord($0, "for") || view.isWord($0, "while") || view.isWord($0, "do") }) {
            return nil
        }
        // The statement's own position: not the body of an unbraced `if (…)`, `else`, `do`, or a `case` label.
        let previous = assignment.start - 1
        if previous > open {
            if view.isPunctuation(previous, ")") || view.isPunctuation(previous, ":") || view.isWord(previous, "else")
                || view.isWord(previous, "do") { return nil }
        }
        // The innermost block around the assignment must hold the use too.
        var cursor = assignment.start - 1
        while cursor > open {
            if view.isPunctuation(cursor, "{"), let partner = view.partner(cursor), partner > assignment.start {
                return partner > use ? assignment : nil
            }
            if view.isPunctuation(cursor, "}"), let partner = view.partner(cursor), partner < cursor {
                cursor = partner - 1
                continue
            }
            cursor -= 1
        }
        return use < close ? assignment : nil
    }
}

extension ObjCMethodBody {
    /// Whether the statement starting at token `start` runs only on some paths from token `anchor` (a name's first
    /// use): a block of an `if`, `else` or `switch`, or an unbraced `if` / `else` body, around it but not around `anchor`.
    func isBranch(_ start: Int, from anchor: Int, _ view: TokenView) -> Bool {
        let previous = start - 1
        if previous > open, view.isPunctuation(previous, ")"), let paren = view.partner(previous), paren < previous,
           view.isWord(paren - 1, "if") || view.isWord(paren - 1, "switch") {
            return true
        }
        if previous > open, view.isWord(previous, "else") || (view.isPunctuation(previous, ":") && !view.isOperator(previous, "?")) {
            return true
        }
        var cursor = start - 1
        while cursor > open {
            if view.isPunctuation(cursor, "}"), let partner = view.partner(cursor), partner < cursor {
                cursor = partner - 1
                continue
            }
            if view.isPunctuation(cursor, "{"), let close = view.partner(cursor), close > start {
                // A block around the statement: a branch's unless it holds the anchor too.
                if cursor < anchor && anchor < close { return false }
                let before = cursor - 1
                if view.isWord(before, "else") { return true }
                if view.isPunctuation(before, ")"), let paren = view.partner(before), paren < before,
                   view.isWord(paren - 1, "if") || view.isWord(paren - 1, "switch") {
                    return true
                }
            }
            cursor -= 1
        }
        return false
    }
}
