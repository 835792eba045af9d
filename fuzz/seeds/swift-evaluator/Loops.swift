enum Loop { static let a = b + 1
    static let b = a + 1 }
let selfish = selfish
enum E { case a, b
    var name: String { get { get { switch self { case let x where x == .a: return name; default: switch self { case .b: label } } } } }
    var label: String { let base = name; return base + "!" }
}
let deep = ((((((((((((((((1))))))))))))))))
let t = true ? false ? 1 : 2 : 3
