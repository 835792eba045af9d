/// A technology's own facts about a bar or a file, kept on the neutral `SourceController` or `TabBarFacts` without
/// the core naming the technology: a value type the technology declares (SwiftUI's selection and tags, a storyboard's
/// scenes) and its linking and rules read back.
public protocol TechnologyPart: Sendable, Hashable {}

/// The technology parts of one bar or file, at most one of each type: `parts[SomeFacts.self] = facts` sets or replaces,
/// `parts[SomeFacts.self]` reads (nil when absent). Two values are equal when they hold equal parts of the same
/// types, whatever the order they were set in.
public struct TechnologyParts: Sendable, Hashable {
    /// The parts, sorted by their type's identity so that equality and hashing need no order.
    private var boxes: [Box] = []

    /// No part.
    public init() {}

    /// The part of type `type`, nil when none was set; setting nil removes it.
    public subscript<P: TechnologyPart>(_ type: P.Type) -> P? {
        get {
            let key = ObjectIdentifier(type)
            return boxes.first { $0.key == key }?.part as? P
        }
        set {
            let key = ObjectIdentifier(type)
            boxes.removeAll { $0.key == key }
            guard let newValue else { return }
            let position = boxes.firstIndex { $0.key > key } ?? boxes.count
            boxes.insert(Box(key: key, part: newValue), at: position)
        }
    }

    /// Whether no part is set.
    public var isEmpty: Bool { boxes.isEmpty }

    public static func == (lhs: TechnologyParts, rhs: TechnologyParts) -> Bool {
        lhs.boxes.count == rhs.boxes.count
            && zip(lhs.boxes, rhs.boxes).allSatisfy { $0.key == $1.key && $0.holdsEqual($1.part) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(boxes.count)
        for box in boxes {
            hasher.combine(box.key)
            box.part.hash(into: &hasher)
        }
    }

    /// One part with its type's identity.
    private struct Box: Sendable {
        let key: ObjectIdentifier
        let part: any TechnologyPart

        /// Whether `other` is a part of the same type, equal to this one (the existential opened on this part's type).
        func holdsEqual(_ other: any TechnologyPart) -> Bool {
            func compare<P: TechnologyPart>(_ part: P) -> Bool { (other as? P) == part }
            return compare(part)
        }
    }
}
