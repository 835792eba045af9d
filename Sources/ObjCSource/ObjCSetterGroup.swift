import JSONC

/// The setters one receiver (`self`, `tabBarController`, `_tabBarController`) gets in one method.
struct ObjCSetterGroup {
    /// One setter: the statement (in the group's method), the value and the method the value is written in.
    struct Setter {
        var statement: ByteRange
        var value: Range<Int>
        var method: Int
    }

    var attributes: Setter?
    var viewControllers: Setter?
    var tabBarHeight: Setter?

    /// Takes the setters this group lacks from `other`, each as if set by `statement`.
    mutating func adopt(_ other: ObjCSetterGroup, statement: ByteRange) {
        if attributes == nil, var setter = other.attributes { setter.statement = statement; attributes = setter }
        if viewControllers == nil, var setter = other.viewControllers { setter.statement = statement; viewControllers = setter }
        if tabBarHeight == nil, var setter = other.tabBarHeight { setter.statement = statement; tabBarHeight = setter }
    }
}
