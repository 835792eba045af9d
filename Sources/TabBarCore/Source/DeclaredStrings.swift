import JSONC

/// The strings a file declares by name for other files to use (the first entries of SPEC section 10's project-wide
/// index of macros and constants): `#define kTitleHome @"首页"`, `NSString *const kTitleMine = @"我的";`. A file's
/// facts carry them; the project's linking (`DeclaredStringsLinking`) gives them to the values other files spell
/// by those names and could not compute alone.
public struct DeclaredStrings: TechnologyPart {
    /// One declared string: its value, the literal that spells it (in the declaring file) and how it is declared.
    public struct Entry: Sendable, Hashable {
        public var value: String
        public var range: ByteRange
        /// `.macro` or `.constant`.
        public var kind: ValueStep.Kind

        public init(value: String, range: ByteRange, kind: ValueStep.Kind) {
            self.value = value
            self.range = range
            self.kind = kind
        }
    }

    /// The strings by name.
    public var entries: [String: Entry]

    public init(entries: [String: Entry]) {
        self.entries = entries
    }
}

/// The names a file's tab-bar values are spelled as where the file could not compute them (`a.tabBarItem.title =
/// kTitleHome;` with the macro in another header): the project reader reads the files that declare them, and the
/// project's linking settles the values from their `DeclaredStrings`.
public struct UnresolvedNames: TechnologyPart {
    public var names: Set<String>

    public init(names: Set<String>) {
        self.names = names
    }

    /// The names of the unknown string values of `facts` (neither localized nor a system symbol) whose expression
    /// in `bytes` is one identifier or `Type.member`; nil when there is none.
    public static func of(_ facts: TabBarFacts, classes: [SourceClass], in bytes: [UInt8]) -> UnresolvedNames? {
        var names: Set<String> = []
        StringFacts.visit(facts, classes: classes) { fact in
            if let name = unresolvedName(fact, in: bytes) { names.insert(name) }
        }
        return names.isEmpty ? nil : UnresolvedNames(names: names)
    }

    /// The identifier `fact` is spelled as when its value is unknown, nil otherwise.
    public static func unresolvedName(_ fact: SourceFact<String>, in bytes: [UInt8]) -> String? {
        guard fact.value == .unknown, !fact.isSystemSymbol, fact.range.start >= 0, fact.range.end <= bytes.count,
              fact.range.length > 0, fact.range.length <= 128 else { return nil }
        let spelled = bytes[fact.range.start..<fact.range.end]
        // One identifier, or a type's member (`K.home`, Swift's spelling of a `static let`).
        let parts = spelled.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        for part in parts {
            guard let first = part.first, isNameStart(first), part.allSatisfy(isNameByte) else { return nil }
        }
        return String(decoding: spelled, as: UTF8.self)
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}

extension TabBarFacts {
    /// The strings the file declares by name for other files, nil when it declares none.
    public var declaredStrings: DeclaredStrings? {
        get { parts[DeclaredStrings.self] }
        set { parts[DeclaredStrings.self] = newValue }
    }

    /// The names the file's tab-bar values are spelled as where it could not compute them, nil when none.
    public var unresolvedNames: UnresolvedNames? {
        get { parts[UnresolvedNames.self] }
        set { parts[UnresolvedNames.self] = newValue }
    }
}
