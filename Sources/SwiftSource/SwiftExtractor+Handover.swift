import TabBarCore

/// The arrays of members an extraction hands over to the next version's (`SwiftTokenHandover`), edited
/// in place when every member is the previous one at its index or read again (`aligned`).
extension SwiftExtractor {
    /// Each member's body facts: the previous member's moved (`matches`, from `SwiftBodyReuse`), or
    /// `scanned`. `previous` is taken (left empty) so that the array is edited where it lies.
    static func bodies(of members: [SwiftMember], matches: [(index: Int, tokens: Int, bytes: Int)?]?, aligned: Bool,
                       previous: inout [SwiftBodyFacts], scanned: (SwiftMember) -> SwiftBodyFacts) -> [SwiftBodyFacts] {
        guard let matches, aligned else {
            return members.indices.map { index in
                matches?[index].map { previous[$0.index].shifted(tokens: $0.tokens, bytes: $0.bytes) } ?? scanned(members[index])
            }
        }
        var bodies = previous
        previous = []
        for index in members.indices {
            if let match = matches[index] {
                if match.tokens != 0 || match.bytes != 0 { bodies[index] = bodies[index].shifted(tokens: match.tokens, bytes: match.bytes) }
            } else {
                bodies[index] = scanned(members[index])
            }
        }
        return bodies
    }

    /// Which members keep their previous method: those matched with no shift in tokens or bytes that had one.
    static func keptMethods(matches: [(index: Int, tokens: Int, bytes: Int)?], previous: [SourceMethod?]) -> [Bool] {
        // Tested through a buffer: an `Optional<SourceMethod>` read from the array is a copy of a large struct.
        previous.withUnsafeBufferPointer { previous in
            matches.indices.map { index in
                index < previous.count && previous[index] != nil && matches[index].map { $0.tokens == 0 && $0.bytes == 0 } == true
            }
        }
    }

    /// Each member's method (nil outside a type) for the next version: `previous` edited in place where
    /// members `kept` theirs (empty: none did, a new array), the others from `classes` (one per type).
    static func methods(of types: [SwiftTypeDeclaration], classes: [SourceClass], memberCount: Int, kept: [Bool],
                        previous: inout [SourceMethod?]) -> [SourceMethod?] {
        var methods: [SourceMethod?]
        if kept.isEmpty {
            methods = [SourceMethod?](repeating: nil, count: memberCount)
        } else {
            methods = previous
            previous = []
        }
        for (typeIndex, type) in types.enumerated() where typeIndex < classes.count {
            for (position, index) in type.members.enumerated() where index < methods.count && !(index < kept.count && kept[index]) {
                methods[index] = classes[typeIndex].methods[position]
            }
        }
        return methods
    }
}
