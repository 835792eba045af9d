// Stand-ins for CYLTabBarController's classes, so that this fixture compiles on Linux.
open class CYLPlusButton {
    public init() {}
    open class func registerSubclass() {}
    open class func register() {}
}
