import JSONC

/// A helper that adds one tab from its parameters (SPEC section 8), read in the file that defines it so
/// that calls in other files can be bound to it: a method of a category or extension of
/// `UITabBarController`, or of a controller class other files subclass. Each item field names the
/// parameter that gives it, with the literal text the helper puts around it.
public struct TabHelper: Sendable, Hashable {
    /// The Objective-C selector (`addChildVC:title:image:`) or the Swift name with labels (`addChild(_:title:)`).
    public var name: String
    /// The class whose method it is; nil for a category or extension of `UITabBarController` itself.
    public var ownerClass: String?
    /// The parameter (index) holding the child view controller, when the helper adds it.
    public var child: Int?
    public var title: TabHelperValue?
    public var image: TabHelperValue?
    public var selectedImage: TabHelperValue?
    /// Whether the helper gives the navigation controller an item (or title) of its own, which the tab then
    /// shows instead of its root's.
    public var setsWrapperItem = false
    /// Its parameters in order, when some have a default value (Swift): a call may then leave those out.
    /// Empty otherwise (a call binds by its whole name).
    public var parameters: [TabHelperParameter] = []

    public init(name: String, ownerClass: String?, child: Int?, title: TabHelperValue? = nil,
                image: TabHelperValue? = nil, selectedImage: TabHelperValue? = nil) {
        self.name = name
        self.ownerClass = ownerClass
        self.child = child
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}

/// A parameter of a helper: its label (nil for `_`) and the value a call that leaves it out passes.
public struct TabHelperParameter: Sendable, Hashable {
    public enum DefaultValue: Sendable, Hashable {
        /// `= nil`: the field is absent.
        case nilLiteral
        /// `= "home"` (a literal), or something else (unknown).
        case value(SourceValue<String>)
    }

    public var label: String?
    /// Nil when the parameter has no default value (every call passes it).
    public var defaultValue: DefaultValue?

    public init(label: String?, defaultValue: DefaultValue?) {
        self.label = label
        self.defaultValue = defaultValue
    }
}

/// A string a helper builds from one parameter: `prefix + argument + suffix`
/// (`[NSString stringWithFormat:@"%@_sel", image]`, `image + "_sel"`).
public struct TabHelperValue: Sendable, Hashable {
    public var parameter: Int
    public var prefix: String
    public var suffix: String

    public init(parameter: Int, prefix: String = "", suffix: String = "") {
        self.parameter = parameter
        self.prefix = prefix
        self.suffix = suffix
    }
}

/// A call, in a controller's own method, to a helper its file does not define: bound to a
/// `TabHelper` of another file when the project is linked, dropped when none matches.
public struct TabHelperCall: Sendable, Hashable {
    public var name: String
    /// Each argument as a string: a literal (with its range) or unknown; nil for `nil`.
    public var arguments: [SourceFact<String>?]
    /// Each argument's view controller class, when it makes one.
    public var argumentClasses: [String?]
    /// The whole call statement.
    public var statement: ByteRange
    /// Where the tab goes among the tabs the file read (the count of tabs before it).
    public var position: Int
    /// Whether the call stands for a tab whatever it binds to (an element of a tab array): unbound, the tab
    /// stays, unknown; otherwise (a statement that may add no tab) it is dropped.
    public var keepsTab = false

    public init(name: String, arguments: [SourceFact<String>?], argumentClasses: [String?], statement: ByteRange, position: Int) {
        self.name = name
        self.arguments = arguments
        self.argumentClasses = argumentClasses
        self.statement = statement
        self.position = position
    }

    /// Whether a call of that name may be a tab helper: its name or labels speak of a tab, a title, an
    /// image, an item, a child or a (navigation) controller. Other calls on `self` (`showAlert:animated:`)
    /// are never recorded, so that they cost nothing and pull no file into the project's reading.
    /// An ASCII name is read by its bytes; another through its lowercased `String`.
    public static func mayAddTab(_ name: String) -> Bool {
        var name = name
        if let ascii = name.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? holdsTabWord(asciiBytes: bytes) : nil }) {
            return ascii
        }
        let lower = name.lowercased()
        return tabWords.contains { lower.contains(String(decoding: $0, as: UTF8.self)) }
    }

    /// The words `mayAddTab` looks for, lowercased: the word tests of both front-ends read these too.
    public static let tabWords: [[UInt8]] = ["tab", "title", "image", "item", "child", "vc", "controller", "nav", "icon"]
        .map { Array($0.utf8) }

    /// Whether ASCII `bytes`, their letters lowercased, hold one of `tabWords` (`mayAddTab` of an ASCII name
    /// without making a `String`; a generic `String.contains` costs thousands of instructions a call).
    public static func holdsTabWord(asciiBytes bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func lowered(_ byte: UInt8) -> UInt8 { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte }
        // One pass: only a byte that starts a word (`t`, `i`, `c`, `v`, `n`) is compared further.
        let starts = tabWordStarts
        for start in bytes.indices {
            let first = lowered(bytes[start])
            guard starts[Int(first)] else { continue }
            for word in tabWords where word[0] == first && start + word.count <= bytes.count {
                var offset = 1
                while offset < word.count, lowered(bytes[start + offset]) == word[offset] { offset += 1 }
                if offset == word.count { return true }
            }
        }
        return false
    }

    /// Whether a lowercased byte starts one of `tabWords`.
    private static let tabWordStarts: [Bool] = (0..<256).map { byte in tabWords.contains { Int($0[0]) == byte } }

    /// The tab of an unbound call that stands for one: nothing known.
    public var unknownTab: SourceTab {
        SourceTab(item: SourceItem(range: statement, reference: statement, isKnown: false, keysComplete: false),
                  viewController: SourceViewController(range: statement, className: nil))
    }

    /// The tab this call adds through `helper`.
    /// The call with the arguments it leaves out filled in from `helper`'s default values (which stand at the
    /// call's statement), when the call's labels are `helper`'s in order with only defaulted parameters
    /// left out; nil otherwise.
    public func fillingDefaults(of helper: TabHelper) -> TabHelperCall? {
        guard !helper.parameters.isEmpty, let open = name.firstIndex(of: "("),
              name[..<open] == helper.name.prefix(while: { $0 != "(" }) else { return nil }
        let labels: [String?] = name[name.index(after: open)...].split(separator: ":").dropLast()
            .map { $0 == "_" ? nil : String($0) }
        guard labels.count == arguments.count else { return nil }
        var filled = self
        filled.arguments = []
        filled.argumentClasses = []
        var next = 0
        for parameter in helper.parameters {
            if next < labels.count, labels[next] == parameter.label {
                filled.arguments.append(arguments[next])
                filled.argumentClasses.append(next < argumentClasses.count ? argumentClasses[next] : nil)
                next += 1
            } else if let value = parameter.defaultValue {
                switch value {
                case .nilLiteral: filled.arguments.append(nil)
                case .value(let value):
                    // The default is written in the helper's file, not at the call: no fix may replace `statement`.
                    var fact = SourceFact(value, range: statement)
                    fact.isWrittenWhole = false
                    filled.arguments.append(fact)
                }
                filled.argumentClasses.append(nil)
            } else {
                return nil
            }
        }
        guard next == labels.count else { return nil }
        filled.name = helper.name
        return filled
    }

    public func tab(through helper: TabHelper) -> SourceTab {
        func value(_ template: TabHelperValue?) -> SourceFact<String>? {
            guard let template, template.parameter < arguments.count else { return nil }
            guard let argument = arguments[template.parameter] else { return nil }
            guard let literal = argument.literal else { return SourceFact(.unknown, range: argument.range) }
            var fact = SourceFact(.literal(template.prefix + literal + template.suffix), range: argument.range)
            fact.isWrittenWhole = argument.isWrittenWhole && template.prefix.isEmpty && template.suffix.isEmpty
            fact.chain = argument.chain
            return fact.reached(through: ValueStep(.call, helper.name, at: statement))
        }
        let title = value(helper.title), image = value(helper.image), selected = value(helper.selectedImage)
        let item = SourceItem(range: statement, reference: statement, isKnown: title != nil || image != nil || selected != nil,
                              keysComplete: false, title: title, image: image, selectedImage: selected)
        let className = helper.child.flatMap { $0 < argumentClasses.count ? argumentClasses[$0] : nil }
        var viewController = SourceViewController(range: statement, className: className)
        viewController.showsWrapperItem = helper.setsWrapperItem
        return SourceTab(item: item, viewController: viewController)
    }
}

/// A front-end's tab under construction that may stand for a call to a helper of another file.
public protocol TabStandingForACall {
    /// The helper call this tab stands for, if any.
    var call: TabHelperCall? { get }
}

extension TabHelperCall {
    /// Takes the helper calls out of `tabs`, each with its position among the tabs left.
    public static func takeCalls<Tab: TabStandingForACall>(from tabs: inout [Tab]) -> [TabHelperCall] {
        var calls: [TabHelperCall] = []
        var kept: [Tab] = []
        for tab in tabs {
            if var call = tab.call {
                call.position = kept.count
                calls.append(call)
            } else {
                kept.append(tab)
            }
        }
        tabs = kept
        return calls
    }
}
