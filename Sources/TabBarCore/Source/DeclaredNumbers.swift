import JSONC

/// The numbers a file declares by name for other files to use (SPEC section 10's project-wide index of macros and
/// constants, beside `DeclaredStrings`): `#define kMargin 10`, `static const CGFloat kBarHeight = 49;`, an `enum`'s
/// constants. A file's facts carry them; the project's linking gives them to the bar arithmetic of other files that
/// spells them and could not compute them alone (`PendingNumber`).
public struct DeclaredNumbers: TechnologyPart {
    /// One declared number: its value, the literal or expression that gives it (in the declaring file) and how it is
    /// declared.
    public typealias Entry = DeclaredEntry<Double>

    /// The numbers by name.
    public var entries: [String: Entry]

    public init(entries: [String: Entry]) {
        self.entries = entries
    }

    /// Every file's declared numbers by name; a name two files declare with different numbers is left out.
    public static func index(_ files: [SourceFile]) -> [String: Double] {
        var index: [String: Double] = [:]
        var conflicting: Set<String> = []
        for file in files {
            for (name, entry) in file.facts.tabBar.declaredNumbers?.entries ?? [:] where !conflicting.contains(name) {
                if let known = index[name], known != entry.value {
                    index[name] = nil
                    conflicting.insert(name)
                } else {
                    index[name] = entry.value
                }
            }
        }
        return index
    }
}

/// A number of a bar's arithmetic that its file spells by a name it does not declare, times a known factor
/// (`2 * kMargin` gives `kMargin` and 2; a subtraction negates the factor): the linking settles it from another
/// file's `DeclaredNumbers`, or leaves the value it is part of unknown.
public struct PendingNumber: Sendable, Hashable {
    public var name: String
    public var scale: Double

    public init(name: String, scale: Double) {
        self.name = name
        self.scale = scale
    }
}

extension TabBarFacts {
    /// The numbers the file declares by name for other files, nil when it declares none.
    public var declaredNumbers: DeclaredNumbers? {
        get { parts[DeclaredNumbers.self] }
        set { parts[DeclaredNumbers.self] = newValue }
    }
}
