/// An expression and the method body it is written in.
struct ObjCElement {
    var tokens: Range<Int>
    var method: Int
}
