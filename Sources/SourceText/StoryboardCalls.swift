import JSONC

/// The calls through which code opens storyboards and instantiates their scenes, found in a file's significant
/// tokens in either language's spelling (the spellings do not collide): `UIStoryboard(name: "Tabs", …)` /
/// `[UIStoryboard storyboardWithName:@"Tabs" …]`, `instantiateViewController(withIdentifier: "X")` (and
/// `identifier:`) / `instantiateViewControllerWithIdentifier:@"X"`, and `instantiateInitialViewController`.
/// Only literal names count. One pass over the tokens, looking closer only at identifiers of those spellings.
public enum StoryboardCalls {
    /// The storyboard names opened, the identifiers instantiated, and whether an initial scene is instantiated.
    /// `string` decodes a `.string` token of the view (its language's literal syntax), nil when it cannot.
    public static func scan(_ view: TokenView, string: (Int) -> String?)
        -> (storyboardNames: [String], identifiers: [String], instantiatesInitial: Bool) {
        read(view, at: callTokens(view, in: 0..<view.count), string: string)
    }

    /// The identifier tokens in `range` spelling one of the calls: where `read` looks (kept from one version of
    /// a file to the next with `TokenHits.revising`, so that a keystroke does not walk every token).
    public static func callTokens(_ view: TokenView, in range: Range<Int>) -> [Int] {
        let tokens = view.tokens, bytes = view.bytes
        // The whole file asked for: its bytes are looked at first (the screen's scan), and a file spelling none of
        // the calls is not walked. A revision's window is walked as it is.
        if range.lowerBound <= 0, range.upperBound >= tokens.count, !spellings.search(bytes).foundWord { return [] }
        var found: [Int] = []
        for index in range where index < tokens.count && tokens[index].kind == .identifier {
            let range = tokens[index].range
            // The spellings looked for start with `i`, `U` or `s` and are at least 12 bytes long.
            guard range.length >= 12 else { continue }
            switch bytes[range.start] {
            case UInt8(ascii: "i"):
                if bytes.spells("instantiateInitialViewController", at: range)
                    || bytes.spells("instantiateViewControllerWithIdentifier", at: range)
                    || bytes.spells("instantiateViewController", at: range) { found.append(index) }
            case UInt8(ascii: "U"):
                if bytes.spells("UIStoryboard", at: range) { found.append(index) }
            case UInt8(ascii: "s"):
                if bytes.spells("storyboardWithName", at: range) { found.append(index) }
            default:
                continue
            }
        }
        return found
    }

    /// What every call's name holds: `instantiate…`, `UIStoryboard`, `storyboardWithName`.
    static let spellings = ByteScreen(words: ["instantiate", "UIStoryboard", "storyboardWithName"], definitions: [])

    /// What the call tokens `hits` (from `callTokens`) open and instantiate, with literal names only.
    public static func read(_ view: TokenView, at hits: [Int], string: (Int) -> String?)
        -> (storyboardNames: [String], identifiers: [String], instantiatesInitial: Bool) {
        let tokens = view.tokens, bytes = view.bytes
        var names: [String] = [], identifiers: [String] = []
        var initial = false
        /// The string literal at `index`, when it is one.
        func literal(_ index: Int) -> String? {
            index < tokens.count && tokens[index].kind == .string ? string(index) : nil
        }
        /// The literal after `label:` as the first argument of the call opening at `open` (Swift).
        func argument(_ open: Int, labels: [StaticString]) -> String? {
            guard view.isPunctuation(open, "("), view.isIdentifier(open + 1), view.isPunctuation(open + 2, ":"),
                  labels.contains(where: { view.token(open + 1, is: $0) }) else { return nil }
            return literal(open + 3)
        }
        for index in hits where index < tokens.count {
            let range = tokens[index].range
            if bytes.spells("instantiateInitialViewController", at: range) {
                initial = true
            } else if bytes.spells("instantiateViewControllerWithIdentifier", at: range) {
                if view.isPunctuation(index + 1, ":"), let value = literal(index + 2) { identifiers.append(value) }
            } else if bytes.spells("instantiateViewController", at: range) {
                if let value = argument(index + 1, labels: ["withIdentifier", "identifier"]) { identifiers.append(value) }
            } else if bytes.spells("UIStoryboard", at: range) {
                if let value = argument(index + 1, labels: ["name"]) { names.append(value) }
            } else if bytes.spells("storyboardWithName", at: range), view.isPunctuation(index + 1, ":"), let value = literal(index + 2) {
                names.append(value)
            }
        }
        return (names, identifiers, initial)
    }
}
