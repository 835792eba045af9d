/// The tabs code gives a tab bar controller, in the order its statements give them: a list set whole
/// (`viewControllers = […]`, `setViewControllers`) replaces the tabs before it, a tab added (`addChild`, a helper
/// call) joins them. When lists are set more than once (in both branches of an `if`, or in two methods), which one
/// the bar ends with is not known: the tabs kept are the last list's, and `isOneList` is false.
public struct GivenTabs<Tab> {
    /// The tabs, the last list set and those added after it.
    public private(set) var tabs: [Tab] = []
    /// How many lists were set whole.
    public private(set) var listsSet = 0
    /// False once a tab is added a number of times nothing tells (a call in a loop over a collection not known).
    public private(set) var countIsKnown = true

    public init() {}

    /// Tabs added to those given before.
    public init(added: [Tab]) {
        tabs = added
    }

    /// A list set whole.
    public init(set list: [Tab]) {
        tabs = list
        listsSet = 1
    }

    /// Whether the tabs are all the bar gets whichever statement runs last: no more than one list was set.
    public var isOneList: Bool { listsSet <= 1 }

    /// Whether the tabs are all the bar gets: one list at most, and each addition counted.
    public var isComplete: Bool { isOneList && countIsKnown }

    /// These tabs, added a number of times that is not known (no tab, no list: nothing changes).
    public func repeatedUnknownTimes() -> GivenTabs {
        guard !tabs.isEmpty || listsSet > 0 else { return self }
        var result = self
        result.countIsKnown = false
        return result
    }

    /// `next` given after these: its last list set replaces them, its added tabs join them.
    public mutating func append(_ next: GivenTabs) {
        tabs = next.listsSet > 0 ? next.tabs : tabs + next.tabs
        countIsKnown = next.listsSet > 0 ? next.countIsKnown : countIsKnown && next.countIsKnown
        listsSet += next.listsSet
    }

    /// Each tab changed by `change`.
    public mutating func modify(_ change: (inout Tab) -> Void) {
        for index in tabs.indices { change(&tabs[index]) }
    }
}
