import JSONC

/// What one file says, as its front-end read it. Every range is in this file. Two parts: the tab bars
/// (`tabBar`), which every front-end fills, and the code around them (`code`: classes, methods, title
/// assignments, where a member can be inserted), which only front-ends that read code fill.
public struct SourceFileFacts: Sendable, Hashable {
    /// The front-end that read the file: it spells the file's code and renders fixes in it. Compared by
    /// its id, so that facts stay values.
    public var frontEnd: any SourceFrontEnd { reader.frontEnd }
    private let reader: Reader
    /// The tab bars the file builds or configures.
    public var tabBar: TabBarFacts
    /// Classes, methods and title assignments; nil when the front-end reads no code (a storyboard).
    public var code: CodeFacts?
    /// The comments, for suppression directives.
    public var comments: [ByteRange]
    /// The major version of the file's language its project builds it with, when a project file says (an Xcode
    /// project's Swift version: 2 for any Swift below 3); nil when unknown. Set while linking.
    public var languageMajorVersion: Int?

    public init(frontEnd: any SourceFrontEnd, tabBar: TabBarFacts = TabBarFacts(), code: CodeFacts? = nil,
                comments: [ByteRange] = []) {
        self.reader = Reader(frontEnd: frontEnd)
        self.tabBar = tabBar
        self.code = code
        self.comments = comments
    }

    /// The places that build or configure a tab bar controller (`tabBar.controllers`).
    public var controllers: [SourceController] { tabBar.controllers }
    /// The plus button registrations (`tabBar.registrations`).
    public var registrations: [SourceRegistration] { tabBar.registrations }
    /// The class declarations (`code.classes`), empty when the file holds no code.
    public var classes: [SourceClass] { code?.classes ?? [] }

    /// Whether the file says nothing at all (no tab-bar fact, no code, no comment): an `Info.plist` read on
    /// demand that names no storyboard, which the project then leaves out.
    public var saysNothing: Bool { code == nil && comments.isEmpty && tabBar == TabBarFacts() }

    private struct Reader: Sendable, Hashable {
        let frontEnd: any SourceFrontEnd
        static func == (left: Reader, right: Reader) -> Bool { left.frontEnd.id == right.frontEnd.id }
        func hash(into hasher: inout Hasher) { hasher.combine(frontEnd.id) }
    }
}

/// The tab-bar part of a file's facts, which every front-end fills: the controllers (each a bar with its
/// tabs, every value known or unknown with its range) and CYLTabBarController's plus button registrations.
///
/// Room for SPEC section 8: a custom `UITabBar` subclass installed on a bar, the views added to a bar, hit-test
/// overrides and appearance settings belong here, as optional fields of `SourceController` (per bar) or as
/// arrays of this type (per file) that front-ends which do not read them leave empty.
public struct TabBarFacts: Sendable, Hashable {
    /// Places where a tab bar controller is built or configured, in file order.
    public var controllers: [SourceController]
    /// Calls that register a plus button class (CYLTabBarController's, read from code).
    public var registrations: [SourceRegistration]
    /// UIKit facts read lexically (SPEC section 8): private names, appearance, overrides in extensions.
    public var barNotes: [SourceNote] = []
    /// Custom tab bar classes (SPEC section 8): the classes of this file that add views to themselves, lay out
    /// their subviews or test hits; `SourceProject.customBars` keeps those inheriting `UITabBar`.
    public var customBars: [SourceBarClass] = []
    /// Bars installed on a controller through KVC (`setValue:forKey:@"tabBar"`).
    public var barInstallations: [SourceBarInstallation] = []
    /// Views a controller adds to its stock bar (`[self.tabBar addSubview:button]`).
    public var barOverlays: [SourceBarOverlay] = []
    /// Helpers that add one tab from their parameters, for calls in other files (SPEC section 8).
    public var tabHelpers: [TabHelper] = []
    /// Tab items set by position in a controller class's code (SPEC section 8).
    public var itemSettingsByPosition: [ItemSettingByPosition] = []
    /// A technology's own facts about the file, which the core carries without naming them (a storyboard's scenes,
    /// an `Info.plist`'s storyboards: `StoryboardSource`'s `TabBarFacts.storyboard`).
    public var parts = TechnologyParts()
    /// Whether the file declares CYLTabBarController's own public names (`@protocol CYLPlusButtonSubclassing`, the
    /// `CYLTabBarItemTitle` constant): a renamed copy of the library, whose bars are not the library's.
    public var declaresLibraryNames = false

    public init(controllers: [SourceController] = [], registrations: [SourceRegistration] = []) {
        self.controllers = controllers
        self.registrations = registrations
    }
}

/// The code part of a file's facts, which only front-ends that read code fill: the classes with their
/// methods, title assignments, indentation and insertion points. Rules that need it are code rules: they
/// find nothing in a project whose files carry none.
public struct CodeFacts: Sendable, Hashable {
    /// Class, category and extension declarations and definitions.
    public var classes: [SourceClass]
    /// The storyboards the code opens and the scenes it instantiates (SPEC section 8, which scenes run).
    public var storyboardUses: OpenedScenes

    public init(classes: [SourceClass] = [], storyboardUses: OpenedScenes = OpenedScenes()) {
        self.classes = classes
        self.storyboardUses = storyboardUses
    }
}

/// A class (or category / extension) with a body: ObjC `@implementation`, Swift `class` / `extension`.
public struct SourceClass: Sendable, Hashable {
    public var name: String
    /// The name where the body starts (`@implementation Name`, `class Name`).
    public var nameRange: ByteRange
    public var superclass: String?
    /// Adopted protocols (from `@interface` and `@implementation` lines, or the Swift inheritance clause).
    public var protocols: [String]
    /// Whether this is a category or extension of a class defined elsewhere.
    public var isExtension: Bool
    /// Whether this is an Objective-C `@interface` (declarations only, no bodies).
    public var isInterface: Bool
    /// The whole declaration, keyword to closing `@end` / `}`.
    public var range: ByteRange
    /// Where a new member goes: the start of the line holding the closing `@end` / `}`.
    public var insertionOffset: Int
    /// The indentation of members (Swift) or method bodies (ObjC), as written in this file.
    public var indentUnit: String
    /// The methods with bodies.
    public var methods: [SourceMethod]
    /// `self.title = …`, `title = …`, `self.navigationItem.title = …` in the class's own code.
    public var titleAssignments: [SourceTitleAssignment]
    /// What its `init…` / `viewDidLoad` set on `self.tabBarItem` (SPEC section 8), nil when nothing.
    public var ownItem: SourceOwnItem? = nil

    public init(name: String, nameRange: ByteRange, superclass: String? = nil, protocols: [String] = [],
                isExtension: Bool = false, isInterface: Bool = false, range: ByteRange, insertionOffset: Int, indentUnit: String = "    ",
                methods: [SourceMethod] = [], titleAssignments: [SourceTitleAssignment] = []) {
        self.name = name
        self.nameRange = nameRange
        self.superclass = superclass
        self.protocols = protocols
        self.isExtension = isExtension
        self.isInterface = isInterface
        self.range = range
        self.insertionOffset = insertionOffset
        self.indentUnit = indentUnit
        self.methods = methods
        self.titleAssignments = titleAssignments
    }

    /// The class method with this Objective-C selector.
    public func classMethod(_ selector: String) -> SourceMethod? {
        methods.first { $0.isClassMethod && $0.selector == selector }
    }
}

/// A method or function with a body.
public struct SourceMethod: Sendable, Hashable {
    /// `+` / `static` / `class`.
    public var isClassMethod: Bool
    /// The Objective-C selector: `indexOfPlusButtonInTabBar`, `multiplierOfTabBarHeight:`.
    public var selector: String
    /// The name as spelled (first selector piece, Swift base name).
    public var nameRange: ByteRange
    /// The bytes a rename replaces: ObjC the name (with its parameter when it has one); Swift the
    /// base name through the closing parenthesis of the parameters.
    public var signatureRange: ByteRange
    /// From the first byte of the line that declares it to the end of the line that closes its body.
    public var lineRange: ByteRange
    /// The number a body of the form `return 2;` / `{ 2 }` returns (a cast, parentheses and a sign allowed).
    public var returnedNumber: SourceFact<Double>?
    /// The plus button's frame size set in `+plusButton` (`CGRectMake`, `CGRect(x:y:width:height:)`);
    /// unknown when `sizeToFit` or something else decides it.
    public var frameWidth: SourceFact<Double>?
    public var frameHeight: SourceFact<Double>?

    public init(isClassMethod: Bool, selector: String, nameRange: ByteRange, signatureRange: ByteRange,
                lineRange: ByteRange, returnedNumber: SourceFact<Double>? = nil,
                frameWidth: SourceFact<Double>? = nil, frameHeight: SourceFact<Double>? = nil) {
        self.isClassMethod = isClassMethod
        self.selector = selector
        self.nameRange = nameRange
        self.signatureRange = signatureRange
        self.lineRange = lineRange
        self.returnedNumber = returnedNumber
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
    }
}

/// An assignment to a view controller's `title` or `navigationItem.title`.
public struct SourceTitleAssignment: Sendable, Hashable {
    public enum Target: Sendable, Hashable {
        /// `self.title`, `title`, `vc.title`, `[self setTitle:]`: also renames the tab.
        case title
        /// `self.navigationItem.title`: the navigation bar only.
        case navigationItemTitle
    }

    public var target: Target
    /// The assigned-to expression: `self.title`.
    public var targetRange: ByteRange
    /// The same expression aimed at the navigation item (`self.navigationItem.title`), when one can be written.
    public var navigationItemSpelling: String?
    public var value: SourceFact<String>

    public init(target: Target, targetRange: ByteRange, navigationItemSpelling: String?, value: SourceFact<String>) {
        self.target = target
        self.targetRange = targetRange
        self.navigationItemSpelling = navigationItemSpelling
        self.value = value
    }
}

/// The item of one tab, in the bar's order: its title and images. CYLTabBarController writes it as one
/// dictionary of `tabBarItemsAttributes`; other front-ends fill it from whatever gives the tab its item.
public struct SourceItem: Sendable, Hashable {
    /// The dictionary literal (or the item as its front-end finds it), or the expression when it is not one.
    public var range: ByteRange
    /// Where the item stands in the array: the literal itself or the variable naming it.
    public var reference: ByteRange
    /// Whether the dictionary was read (a literal, directly or through a variable).
    public var isKnown: Bool
    /// Whether every key of the dictionary was read (a computed key makes absence meaningless).
    public var keysComplete: Bool
    public var title: SourceFact<String>?
    public var image: SourceFact<String>?
    public var selectedImage: SourceFact<String>?
    /// Whether the code disables the item (`tabBarItem.enabled = NO`, `isEnabled = false`, a storyboard's
    /// `enabled="NO"`): a tab that cannot be selected, the placeholder under a button (TB032).
    public var isDisabled = false

    public init(range: ByteRange, reference: ByteRange, isKnown: Bool, keysComplete: Bool,
                title: SourceFact<String>? = nil, image: SourceFact<String>? = nil,
                selectedImage: SourceFact<String>? = nil) {
        self.range = range
        self.reference = reference
        self.isKnown = isKnown
        self.keysComplete = keysComplete
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}

/// The view controller of one tab, in the bar's order (for CYLTabBarController, one element of `viewControllers`).
public struct SourceViewController: Sendable, Hashable {
    /// The element as written in the array.
    public var range: ByteRange
    /// The root view controller's class (a navigation controller unwrapped), nil when unknown.
    public var className: String?
    /// `vc.title = …` at the construction site.
    public var titleAssignments: [SourceTitleAssignment]
    /// Whether the construction site gives it a tab image of its own (`vc.tabBarItem.image = …`, or
    /// `nav.tabBarItem = [[UITabBarItem alloc] init…image:…]`), which libraries before 1.23 keep.
    public var setsTabBarItemImage: Bool
    /// UIKit: the tab shows its navigation controller's own item, so the root's title does not rename it.
    public var showsWrapperItem = false
    /// The string that names `className` when the class is made from one (`NSClassFromString(kHomeVC)`): its
    /// literal and the chain of places it came through; nil for a class written by name.
    public var classNameSource: SourceFact<String>?

    public init(range: ByteRange, className: String?, titleAssignments: [SourceTitleAssignment] = [],
                setsTabBarItemImage: Bool = false) {
        self.range = range
        self.className = className
        self.titleAssignments = titleAssignments
        self.setsTabBarItemImage = setsTabBarItemImage
    }
}

/// `[PlusButton registerPlusButton]`, `PlusButton.register()`, `registerSubclass`.
public struct SourceRegistration: Sendable, Hashable {
    public var className: String
    /// The whole call.
    public var range: ByteRange
    /// The method name: `registerSubclass`.
    public var nameRange: ByteRange
    /// Whether it is the deprecated `registerSubclass`.
    public var isDeprecated: Bool
    /// Whether it runs in `+load` / `class func load()`.
    public var isInLoad: Bool

    public init(className: String, range: ByteRange, nameRange: ByteRange, isDeprecated: Bool, isInLoad: Bool) {
        self.className = className
        self.range = range
        self.nameRange = nameRange
        self.isDeprecated = isDeprecated
        self.isInLoad = isInLoad
    }
}
