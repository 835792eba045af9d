import JSONC

/// Withholds fixes whose edits land in a container (object or array) that holds a
/// structural syntax error: there the tree is a guess, so an edit built from it could
/// break more than it repairs. The finding stays; its fixes return once the syntax is
/// repaired. Errors that leave the structure intact (a bad escape, a malformed number,
/// invalid UTF-8) do not count.
struct FixGuard {
    private let root: JSONNode?
    private let structuralErrors: [ByteRange]

    init(document: JSONCDocument) {
        root = document.root
        structuralErrors = document.errors.filter { !Self.isLocal($0.kind) }.map(\.range)
    }

    /// Errors confined to one token, which do not change how the tree is read.
    private static func isLocal(_ kind: SyntaxError.Kind) -> Bool {
        switch kind {
        case .invalidEscape, .controlCharacterInString, .invalidNumber, .invalidUTF8: return true
        default: return false
        }
    }

    /// `diagnostic` without the fixes that edit an erroneous container.
    func filter(_ diagnostic: Diagnostic) -> Diagnostic {
        guard !structuralErrors.isEmpty, !diagnostic.fixes.isEmpty else { return diagnostic }
        var result = diagnostic
        result.fixes = diagnostic.fixes.filter(isSafeToOffer)
        return result
    }

    private func isSafeToOffer(_ fix: Fix) -> Bool {
        guard let first = fix.edits.first else { return true }
        let span = fix.edits.dropFirst().reduce(first.range) { $0.union($1.range) }
        guard let container = innermostContainer(enclosing: span) else { return false }
        return !structuralErrors.contains { $0.start <= container.end && $0.end >= container.start }
    }

    /// The range of the innermost object or array that strictly encloses `span`.
    private func innermostContainer(enclosing span: ByteRange) -> ByteRange? {
        guard var node = root, Self.encloses(node.range, span), Self.isContainer(node) else { return nil }
        while true {
            let children: [JSONNode]
            switch node.kind {
            case .object(let members): children = members.compactMap(\.value)
            case .array(let elements): children = elements
            default: children = []
            }
            guard let child = Self.child(of: children, enclosing: span), Self.isContainer(child) else {
                return node.range
            }
            node = child
        }
    }

    /// The child whose range strictly encloses `span`, found by binary search (children
    /// are in source order and do not overlap).
    private static func child(of children: [JSONNode], enclosing span: ByteRange) -> JSONNode? {
        var low = 0, high = children.count
        while low < high {
            let mid = low + (high - low) / 2
            if children[mid].range.end <= span.start { low = mid + 1 } else { high = mid }
        }
        guard low < children.count, encloses(children[low].range, span) else { return nil }
        return children[low]
    }

    private static func encloses(_ outer: ByteRange, _ inner: ByteRange) -> Bool {
        outer.start < inner.start && inner.end < outer.end
    }

    private static func isContainer(_ node: JSONNode) -> Bool {
        node.members != nil || node.elements != nil
    }
}
