let plain = "首页 \"quoted\" \t \u{1F600} \0"
let raw = #"C:\path\n "quoted" \#(interpolated) \(not)"#
let rawer = ##"a "# b \##n"##
let multi = """
    first "line" and ""two"" quotes
      indented \
    joined
    \(count + (1)) \("nested \(deep) string")
    """
let rawMulti = #"""
    \"""  \#(x) ""\"
    """#
let nested = "a \("b \(c) d") e \(f(g(1), (2))) /* not */ // not"
let comment = "\(a /* ) */ + b)"
let unterminated = "oops
let x = y.0.1 + 4.5 + .5 + 1_000 + 1e-3 + 0x1p3 + 0b101 + 0o17
