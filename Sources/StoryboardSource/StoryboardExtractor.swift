import JSONC
import TabBarCore

/// Reads the tab bar controller scenes of a storyboard into the neutral tab-bar model: the controller's
/// class (`customClass`, else `UITabBarController`), its tabs in the order of its `viewControllers`
/// relationship segues, and each tab's item and view controller class from the destination scene.
/// What a storyboard leaves to run time or to another file is unknown, and rules that need it stay silent.
public enum StoryboardExtractor {
    /// The storyboard's facts for `frontEnd`. A launch screen (`<document launchScreen="YES">`) never runs as a
    /// tab bar: it gives no bars, no appearance, no scenes, only its comments. An app's `Info.plist` (a property
    /// list, which this front-end reads too) gives the storyboards it names (`AppStoryboards`), an Xcode project file
    /// the storyboards it builds (`XcodeProjectFiles`).
    public static func extract(_ bytes: [UInt8], frontEnd: any SourceFrontEnd) -> SourceFileFacts {
        if XcodeProjectReader.isProjectFile(bytes) {
            var tabBar = TabBarFacts()
            var project = XcodeProjectReader.files(bytes)
            project.swiftMajorVersion = XcodeSwiftVersionReader.majorVersion(bytes)
            tabBar.xcodeProject = project
            return SourceFileFacts(frontEnd: frontEnd, tabBar: tabBar)
        }
        let document = XMLDocument(bytes: bytes)
        if let storyboards = InfoPlistReader.appStoryboards(document) {
            // One that names no storyboard (a framework's, a test bundle's) says nothing.
            var tabBar = TabBarFacts()
            tabBar.appStoryboards = storyboards.isEmpty ? nil : storyboards
            return SourceFileFacts(frontEnd: frontEnd, tabBar: tabBar)
        }
        if isLaunchScreen(document) {
            return SourceFileFacts(frontEnd: frontEnd, comments: Array(document.comments))
        }
        let reader = StoryboardScenes(document: document)
        var controllers: [SourceController] = []
        var storyboard = StoryboardFacts(scenes: reader.referenceableScenes(), placeholders: reader.placeholders())
        for element in reader.tabBarControllers {
            let bar = reader.controller(element, index: controllers.count)
            controllers.append(bar.controller)
            storyboard.references += bar.references
            storyboard.bars.append(bar.details)
        }
        var tabBar = TabBarFacts(controllers: controllers)
        tabBar.barNotes = reader.appearanceNotes()
        tabBar.storyboard = storyboard
        return SourceFileFacts(frontEnd: frontEnd, tabBar: tabBar, comments: Array(document.comments))
    }

    /// Whether the storyboard's `<document>` says it is a launch screen (`launchScreen="YES"`).
    static func isLaunchScreen(_ document: XMLDocument) -> Bool {
        document.roots.contains { document.element($0, isNamed: "document") && document[$0, "launchScreen"] == "YES" }
    }
}

/// The scenes of one storyboard, by the ids of their view controllers.
struct StoryboardScenes {
    let document: XMLDocument
    /// Scene-level objects (children of a scene's `<objects>`) by their `id`.
    let byID: [String: Int]
    /// The `<tabBarController>` elements, in document order.
    let tabBarControllers: [Int]
    /// The `destination` of every `<segue>`: the scenes something in the storyboard leads to.
    let segueDestinations: Set<String>
    /// The `id` of the `initialViewController`, when the document names one.
    let initialID: String?

    init(document: XMLDocument) {
        self.document = document
        var byID: [String: Int] = [:]
        var controllers: [Int] = []
        var destinations: Set<String> = []
        for (index, element) in document.elements.enumerated() {
            if document.element(index, isNamed: "segue") {
                if let destination = document[index, "destination"] { destinations.insert(destination) }
                continue
            }
            guard let parent = element.parent, document.element(parent, isNamed: "objects") else { continue }
            if let id = document[index, "id"], byID[id] == nil { byID[id] = index }
            if document.element(index, isNamed: "tabBarController") { controllers.append(index) }
        }
        self.byID = byID
        self.tabBarControllers = controllers
        self.segueDestinations = destinations
        self.initialID = document.roots.first.flatMap { document[$0, "initialViewController"] }
    }

    /// Every `<viewControllerPlaceholder>`: the scene each stands for.
    func placeholders() -> [StoryboardPlaceholder] {
        document.elements.indices.compactMap { index in
            guard document.element(index, isNamed: "viewControllerPlaceholder") else { return nil }
            return StoryboardPlaceholder(storyboardName: document[index, "storyboardName"],
                                         referencedIdentifier: document[index, "referencedIdentifier"])
        }
    }

    var elements: [XMLElement] { document.elements }

    /// The destinations of `element`'s relationship segues named `relationship`, in document order.
    func relationships(of element: Int, _ relationship: String) -> [(segue: Int, destination: Int?)] {
        guard let connections = document.child(of: element, named: "connections") else { return [] }
        return document.children(of: connections, named: "segue").compactMap { segue in
            guard document[segue, "kind"] == "relationship", document[segue, "relationship"] == relationship else { return nil }
            return (segue, document[segue, "destination"].flatMap { byID[$0] })
        }
    }

    /// The bar of the tab bar controller scene `element` (the file's `index`th), its tabs that are storyboard
    /// references, and its details.
    func controller(_ element: Int, index: Int)
        -> (controller: SourceController, references: [StoryboardReference], details: StoryboardBar) {
        let scene = elements[element]
        let segues = relationships(of: element, "viewControllers")
        var items: [SourceItem] = []
        var viewControllers: [SourceViewController] = []
        var references: [StoryboardReference] = []
        var details = StoryboardBar()
        for (segue, destination) in segues {
            let segueTag = elements[segue].startTag
            if let destination, document.element(destination, isNamed: "viewControllerPlaceholder") {
                references.append(StoryboardReference(controller: index, tab: items.count,
                                                      storyboardName: document[destination, "storyboardName"],
                                                      referencedIdentifier: document[destination, "referencedIdentifier"],
                                                      range: segueTag))
            } else if let destination, document.element(destination, isNamed: "navigationController"),
                      let root = relationships(of: destination, "rootViewController").first?.destination,
                      document.element(root, isNamed: "viewControllerPlaceholder"), let own = tabBarItem(of: destination) {
                // A navigation controller whose root is another storyboard's scene: its own item shows unless that
                // scene carries one too (the project's linking looks).
                references.append(StoryboardReference(controller: index, tab: items.count,
                                                      storyboardName: document[root, "storyboardName"],
                                                      referencedIdentifier: document[root, "referencedIdentifier"],
                                                      range: segueTag, wrapperItem: item(own)))
            }
            let tab = self.tab(range: segueTag, destination: destination)
            if tab.isDisabled { details.disabledTabs.append(items.count) }
            items.append(tab.tab.item)
            viewControllers.append(tab.tab.viewController)
        }
        let id = document[element, "id"]
        details.range = scene.range
        details.identifier = document[element, "storyboardIdentifier"]
        details.isInitial = id != nil && id == initialID
        details.isSegueDestination = id.map(segueDestinations.contains) ?? false
        if let bar = document.child(of: element, named: "tabBar", key: "tabBar") {
            details.tabBarRange = elements[bar].nameRange
            details.tabBarClass = document[bar, "customClass"]
            details.tabBarModule = document[bar, "customModule"]
        }
        let whole = scene.range
        let controller = SourceController(construction: .initializer, range: scene.nameRange,
                                          className: document[element, "customClass"] ?? "UITabBarController",
                                          items: SourceArray(elements: items, isComplete: true, range: whole),
                                          viewControllers: SourceArray(elements: viewControllers, isComplete: true, range: whole),
                                          separateItems: nil)
        return (controller, references, details)
    }

    /// The scenes another storyboard's reference can name: the initial view controller and every scene
    /// with a `storyboardIdentifier`, each read as a tab (its unknown parts at its start tag).
    func referenceableScenes() -> [StoryboardScene] {
        let initial = initialID
        var scenes: [StoryboardScene] = []
        for (id, element) in byID {
            let identifier = document[element, "storyboardIdentifier"]
            guard identifier != nil || id == initial else { continue }
            let tab = self.tab(range: elements[element].startTag, destination: element)
            scenes.append(StoryboardScene(identifier: identifier, isInitial: id == initial, tab: tab.tab, isDisabled: tab.isDisabled,
                                          hasItem: carriesItem(element)))
        }
        return scenes.sorted { $0.tab.viewController.range.start < $1.tab.viewController.range.start }
    }

    /// The appearance a storyboard gives its tab bar controllers' bars (SPEC section 8, TB029): an opaque
    /// legacy look (`<color key="barTintColor">` when not clear, a non-empty `backgroundImage`), the bar view's own
    /// `<color key="backgroundColor">` when not clear, `translucent="YES"` when written (Interface Builder
    /// leaves the default out) and `<tabBarAppearance key="scrollEdgeAppearance">`.
    func appearanceNotes() -> [SourceNote] {
        var notes: [SourceNote] = []
        for controller in tabBarControllers {
            guard let bar = document.child(of: controller, named: "tabBar", key: "tabBar") else { continue }
            if let image = document.attribute(bar, "backgroundImage"), !image.valueRange.isEmpty {
                notes.append(SourceNote(.legacyBackground("backgroundImage"), range: image.nameRange))
            }
            if let translucent = document.attribute(bar, "translucent"), document.value(of: translucent) == "YES" {
                notes.append(SourceNote(.translucencyKept, range: translucent.nameRange))
            }
            for child in elements[bar].children {
                guard let key = document.attribute(child, "key") else { continue }
                let value = document.value(of: key)
                if document.element(child, isNamed: "color"), value == "barTintColor" {
                    // A clear tint gives the bar no opaque look.
                    if !isClear(child) { notes.append(SourceNote(.legacyBackground(value), range: key.valueRange)) }
                } else if document.element(child, isNamed: "color"), value == "backgroundColor", !isClear(child) {
                    notes.append(SourceNote(.barBackgroundColor, range: key.valueRange))
                } else if document.element(child, isNamed: "tabBarAppearance"), value == "scrollEdgeAppearance" {
                    notes.append(SourceNote(.scrollEdgeAppearance, range: key.valueRange))
                }
            }
        }
        return notes.sorted { $0.range.start < $1.range.start }
    }

    /// Whether the `<color>` element `color` is clear: no alpha (`alpha="0.0"`), or the system's clear colour.
    func isClear(_ color: Int) -> Bool {
        if let alpha = document[color, "alpha"], let value = Double(alpha), value == 0 { return true }
        return document[color, "systemColor"] == "clearColor" || document[color, "cocoaTouchSystemColor"] == "clearColor"
    }

    /// The item and view controller of the tab leading to `destination` (unknown parts at `range`), and
    /// whether its item is disabled.
    func tab(range: ByteRange, destination: Int?) -> (tab: SourceTab, isDisabled: Bool) {
        let unknownItem = SourceItem(range: range, reference: range, isKnown: false, keysComplete: false)
        guard let destination else {
            return (SourceTab(item: unknownItem, viewController: SourceViewController(range: range, className: nil)), false)
        }
        switch document.name(destination) {
        case "viewControllerPlaceholder":
            // A storyboard reference: the item shown is the referenced scene's, in another file, which the
            // project links (`SourceProject`); the placeholder's own item ("Item") is Interface Builder's
            // stand-in, not a title.
            return (SourceTab(item: unknownItem, viewController: SourceViewController(range: range, className: nil)), false)
        case "navigationController":
            let root = relationships(of: destination, "rootViewController").first?.destination
            let rootIsScene = root.map { !document.element($0, isNamed: "viewControllerPlaceholder") } ?? false
            let className = rootIsScene ? root.flatMap { document[$0, "customClass"] } : nil
            let own = tabBarItem(of: destination)
            let rootItem = rootIsScene ? root.flatMap(tabBarItem(of:)) : nil
            let shown: Int?
            switch (own, rootItem) {
            case (let own?, nil) where rootIsScene: shown = own
            case (nil, let rootItem?): shown = rootItem
            default: shown = nil
            }
            let item = shown.map(self.item) ?? unknownItem
            return (SourceTab(item: item, viewController: SourceViewController(range: range, className: className)), shown.map(isDisabled) ?? false)
        default:
            let shown = tabBarItem(of: destination)
            let item = shown.map(self.item) ?? unknownItem
            return (SourceTab(item: item, viewController: SourceViewController(range: range, className: document[destination, "customClass"])),
                    shown.map(isDisabled) ?? false)
        }
    }

    /// Whether scene `element` carries a `<tabBarItem>`: its own, or (a navigation controller) its root scene's; a
    /// root in another storyboard counts as one.
    func carriesItem(_ element: Int) -> Bool {
        if tabBarItem(of: element) != nil { return true }
        guard document.element(element, isNamed: "navigationController") else { return false }
        guard let root = relationships(of: element, "rootViewController").first?.destination else { return false }
        return document.element(root, isNamed: "viewControllerPlaceholder") || tabBarItem(of: root) != nil
    }

    /// Whether the item `element` is `enabled="NO"`.
    func isDisabled(_ element: Int) -> Bool { document[element, "enabled"] == "NO" }

    /// The scene's own `<tabBarItem key="tabBarItem">`.
    func tabBarItem(of scene: Int) -> Int? { document.child(of: scene, named: "tabBarItem", key: "tabBarItem") }

    /// An item as its `<tabBarItem>` writes it. A system item (`systemItem="favorites"`) has the system's
    /// title and image; runtime attributes may set either: those are unknown.
    func item(_ element: Int) -> SourceItem {
        let tag = elements[element]
        var item = SourceItem(range: tag.range, reference: tag.nameRange, isKnown: true, keysComplete: true)
        item.isDisabled = isDisabled(element)
        if document.attribute(element, "systemItem") != nil {
            item.title = SourceFact(.unknown, range: tag.nameRange)
            item.image = SourceFact(.unknown, range: tag.nameRange)
            item.keysComplete = false
            return item
        }
        item.title = document.attribute(element, "title").map { SourceFact(.literal(document.value(of: $0)), range: $0.valueRange) }
        item.image = image(of: element, key: "image")
        item.selectedImage = image(of: element, key: "selectedImage")
        for attribute in runtimeAttributes(of: element) {
            let keyPath = attribute.keyPath
            let lowered = keyPath.value.lowercased()
            // Accessibility, the badge and the tag leave the title and images as they are.
            if Self.keepsTitleAndImages(lowered) { continue }
            // `title`, `image` and `selectedImage` set to a written value are that value.
            if let value = attribute.value {
                switch (keyPath.value, attribute.type) {
                case ("title", "string"):
                    item.title = SourceFact(.literal(value.text), range: value.range)
                    continue
                case ("image", "image"):
                    item.image = SourceFact(.literal(Self.assetName(value.text)), range: value.range)
                    continue
                case ("selectedImage", "image"):
                    item.selectedImage = SourceFact(.literal(Self.assetName(value.text)), range: value.range)
                    continue
                default:
                    break
                }
            }
            // An image key path sets an image; any other (`title`, and the inspectable properties apps add
            // to localize the title: `localizableString`, `xibLocKey`, `localizedKey`) may retitle the item.
            if lowered == "selectedimage" {
                item.selectedImage = SourceFact(.unknown, range: keyPath.range)
            } else if lowered.contains("image") {
                item.image = SourceFact(.unknown, range: keyPath.range)
            } else {
                item.title = SourceFact(.unknown, range: keyPath.range)
            }
            item.keysComplete = false
        }
        return item
    }

    /// Key paths (lowercased) that set neither the item's title nor its images: accessibility, the badge, the tag,
    /// the layer.
    static func keepsTitleAndImages(_ keyPath: String) -> Bool {
        keyPath.hasPrefix("accessibility") || keyPath == "isaccessibilityelement" || keyPath.hasPrefix("badge")
            || keyPath == "tag" || keyPath.hasPrefix("layer.")
    }

    /// The item's image `key` (`image`, `selectedImage`): the attribute, or an `<imageReference>`. A system
    /// symbol (`catalog="system"`) is not an asset name: it is kept as unknown, so that asset rules skip it.
    func image(of element: Int, key: String) -> SourceFact<String>? {
        if let reference = document.child(of: element, named: "imageReference", key: key) {
            guard let name = document.attribute(reference, "image") else { return SourceFact(.unknown, range: elements[reference].nameRange) }
            if document[reference, "catalog"] == "system" { return .systemSymbol(range: name.valueRange) }
            return SourceFact(.literal(Self.assetName(document.value(of: name))), range: name.valueRange)
        }
        guard let attribute = document.attribute(element, key) else { return nil }
        if document[element, "catalog"] == "system" { return .systemSymbol(range: attribute.valueRange) }
        return SourceFact(.literal(Self.assetName(document.value(of: attribute))), range: attribute.valueRange)
    }

    /// The image extensions Interface Builder keeps on names it resolved from the bundle or a catalog.
    static let imageExtensions = [".png", ".jpg", ".jpeg"]

    /// The name `UIImage(named:)` looks up for an image written `name` in a storyboard: Interface Builder
    /// keeps the file extension of an image added as a file (`982-food-toolbar.png`), and the image set
    /// it moved into is found under the name without it.
    static func assetName(_ name: String) -> String {
        let lowered = name.lowercased()
        guard let suffix = imageExtensions.first(where: { lowered.hasSuffix($0) }), name.count > suffix.count else { return name }
        return String(name.dropLast(suffix.count))
    }

    /// The `<userDefinedRuntimeAttribute>`s under `element`: each one's key path, type and written `value`.
    func runtimeAttributes(of element: Int)
        -> [(keyPath: (value: String, range: ByteRange), type: String?, value: (text: String, range: ByteRange)?)] {
        guard let list = document.child(of: element, named: "userDefinedRuntimeAttributes") else { return [] }
        return document.children(of: list, named: "userDefinedRuntimeAttribute").compactMap { attribute in
            guard let keyPath = document.attribute(attribute, "keyPath") else { return nil }
            let value = document.attribute(attribute, "value").map { (document.value(of: $0), $0.valueRange) }
            return ((document.value(of: keyPath), keyPath.valueRange), document[attribute, "type"], value)
        }
    }
}
