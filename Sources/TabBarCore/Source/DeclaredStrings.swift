import JSONC

/// One value a file declares by name for other files (`DeclaredStrings`, `DeclaredNumbers`): the value, the literal or
/// expression that gives it in the declaring file, and how it is declared (`.macro` or `.constant`).
public struct DeclaredEntry<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var range: ByteRange
    public var kind: ValueStep.Kind

    public init(value: Value, range: ByteRange, kind: ValueStep.Kind) {
        self.value = value
        self.range = range
        self.kind = kind
    }
}

/// The strings a file declares by name for other files to use (the first entries of SPEC section 10's project-wide
/// index of macros and constants): `#define kTitleHome @"首页"`, `NSString *const kTitleMine = @"我的";`. A file's
/// facts carry them; the project's linking (`DeclaredStringsLinking`) gives them to the values other files spell
/// by those names and could not compute alone.
public struct DeclaredStrings: TechnologyPart {
    /// One declared string: its value, the literal that spells it (in the declaring file) and how it is declared.
    public typealias Entry = DeclaredEntry<String>

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
        // `case .unknown`, not `==`: the derived equality of a value costs more, and this runs for every value.
        guard case .unknown = fact.value, !fact.isSystemSymbol, fact.range.start >= 0, fact.range.end <= bytes.count,
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

/// The class methods of a file's image categories that return the image named by their one argument
/// (`+ (UIImage *)imageOriginalWithName:(NSString *)name { return [[UIImage imageNamed:name]
/// imageWithRenderingMode:…]; }`), by `Class selector` (`UIImage imageOriginalWithName:`): a bar of another file
/// that gives a tab `[UIImage imageOriginalWithName:@"home"]` shows the image `home`.
public struct DeclaredImageHelpers: TechnologyPart {
    public var selectors: Set<String>

    public init(selectors: Set<String>) {
        self.selectors = selectors
    }

    /// The key of `selector` sent to `receiver`.
    public static func key(_ receiver: String, _ selector: String) -> String { receiver + " " + selector }
}

/// A call whose value a file could not compute, that the helpers of another file may: a class method sent one
/// string literal (`[UIImage imageOriginalWithName:@"home"]`), at the range of a string value of the file's facts.
public struct UnresolvedCall: Sendable, Hashable {
    /// The whole call, the range of the unknown value.
    public var range: ByteRange
    /// `DeclaredImageHelpers.key(receiver, selector)`.
    public var key: String
    public var receiver: String
    /// The literal argument's value, and its range.
    public var argument: String
    public var argumentRange: ByteRange

    public init(range: ByteRange, receiver: String, selector: String, argument: String, argumentRange: ByteRange) {
        self.range = range
        self.key = DeclaredImageHelpers.key(receiver, selector)
        self.receiver = receiver
        self.argument = argument
        self.argumentRange = argumentRange
    }
}

/// The calls a file's string values are spelled as where it could not compute them, by the call's range.
public struct UnresolvedCalls: TechnologyPart {
    public var calls: [ByteRange: UnresolvedCall]

    public init(calls: [ByteRange: UnresolvedCall]) {
        self.calls = calls
    }
}

extension TabBarFacts {
    /// The image-name helpers the file's categories declare, nil when none.
    public var declaredImageHelpers: DeclaredImageHelpers? {
        get { parts[DeclaredImageHelpers.self] }
        set { parts[DeclaredImageHelpers.self] = newValue }
    }

    /// The calls the file's tab-bar values are spelled as where it could not compute them, nil when none.
    public var unresolvedCalls: UnresolvedCalls? {
        get { parts[UnresolvedCalls.self] }
        set { parts[UnresolvedCalls.self] = newValue }
    }
}
