import TabBarCore

/// Names that stand for one view (`self.button = button`, a lazy property and its local), joined: the
/// front-ends' placement readers follow a view through them.
public struct UIKitViewAliases {
    private var groups: [String: Int] = [:]
    private var members: [[String]] = []

    public init() {}

    /// Joins the groups of two names.
    public mutating func join(_ first: String, _ second: String) {
        guard first != second else { return }
        switch (groups[first], groups[second]) {
        case (nil, nil):
            groups[first] = members.count
            groups[second] = members.count
            members.append([first, second])
        case (let group?, nil):
            groups[second] = group
            members[group].append(second)
        case (nil, let group?):
            groups[first] = group
            members[group].append(first)
        case (let one?, let other?) where one != other:
            for name in members[other] { groups[name] = one }
            members[one] += members[other]
            members[other] = []
        default:
            break
        }
    }

    /// The names standing for the same view as `name` (itself included).
    public func group(of name: String) -> Set<String> {
        guard let group = groups[name] else { return [name] }
        return Set(members[group])
    }
}
