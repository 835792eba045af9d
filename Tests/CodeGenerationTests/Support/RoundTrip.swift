import JSONC
import ProjectReader
import TabBarCore

/// What a configuration says that generated code can say and `tabbar import` can read back: item values
/// and order, the view controllers' classes and titles, the bar height and the plus button's layout.
/// (Badges, insets, title offsets, the plus button's images and title, the plus child's class and the
/// preview settings are written into the code or left out of it, but the import does not read them.)
struct Expressible: Equatable, CustomStringConvertible {
    struct ViewController: Equatable {
        /// nil for a plain `UIViewController` (the code makes one when the configuration names no class).
        var className: String?
        var title: String?
        var navigationItemTitle: String?
    }

    struct Item: Equatable {
        var title: String?
        var image: String?
        var selectedImage: String?
        var viewController: ViewController
    }

    struct Plus: Equatable {
        var width: Double?
        var height: Double?
        var index: Double?
        var multiplier: Double?
        var deprecatedMultiplier: Double?
        var centerYOffset: Double?
        var hasChild: Bool
    }

    var height: Double?
    var items: [Item]
    var plus: Plus?

    /// The configuration as written, mapped to what the code expresses: the deprecated multiplier becomes
    /// `multiplierOfTabBarHeight` (unless that is set too), a missing size is the 55 × 55 pt default.
    init(original config: TabBarConfig) {
        self.init(config)
        if let plus = config.plusButton {
            self.plus?.multiplier = plus.multiplierOfTabBarHeight?.value ?? plus.multiplerInCenterY?.value
            self.plus?.deprecatedMultiplier = nil
            self.plus?.width = plus.width?.value ?? PlusButton.defaultSize
            self.plus?.height = plus.height?.value ?? PlusButton.defaultSize
        }
    }

    /// The configuration `tabbar import` wrote, as it reads.
    init(imported config: TabBarConfig) {
        self.init(config)
    }

    private init(_ config: TabBarConfig) {
        height = config.tabBar.height?.value
        items = config.items.map { item in
            let spec = item.viewController
            let className = spec?.className?.value
            return Item(title: item.title?.value, image: item.image?.value, selectedImage: item.selectedImage?.value,
                        viewController: ViewController(className: className == "UIViewController" ? nil : className,
                                                       title: spec?.title?.value,
                                                       navigationItemTitle: spec?.navigationItemTitle?.value))
        }
        plus = config.plusButton.map { plus in
            Plus(width: plus.width?.value, height: plus.height?.value, index: plus.index?.value,
                 multiplier: plus.multiplierOfTabBarHeight?.value, deprecatedMultiplier: plus.multiplerInCenterY?.value,
                 centerYOffset: plus.constantOfPlusButtonCenterYOffset?.value, hasChild: plus.plusChildViewController != nil)
        }
    }

    var description: String {
        var lines = ["height \(height.map(JSON.format) ?? "-")"]
        for item in items {
            lines.append("item \(item.title.map(JSON.quote) ?? "-") \(item.image ?? "-") \(item.selectedImage ?? "-") "
                         + "vc \(item.viewController.className ?? "-") \(item.viewController.title.map(JSON.quote) ?? "-") "
                         + "\(item.viewController.navigationItemTitle.map(JSON.quote) ?? "-")")
        }
        if let plus {
            lines.append("plus \(String(describing: plus))")
        }
        return lines.joined(separator: "\n")
    }
}

/// One configuration taken through `generate`, then through `tabbar import` and `tabbar check` in process.
struct RoundTrip {
    /// The rules that only configuration files have (syntax, unknown keys, types, repeated keys).
    static let configurationOnlyRules: Set<String> = ["TB000", "TB006", "TB007", "TB008"]

    let language: SourceLanguage
    let generated: [GeneratedFile]
    let project: SourceProject
    /// The text `tabbar import` makes of the generated code.
    let importText: String
    /// The number of controllers the reader found in the generated code (one is right).
    let controllerCount: Int

    /// Generates `config` in `language` and reads the code back.
    init(_ config: TabBarConfig, language: SourceLanguage, prefix: String = "") throws {
        self.language = language
        let generator = CodeGenerator(language: language, classPrefix: prefix, configurationName: "sample.tabbar.json",
                                      command: "tabbar generate --language \(language == .swift ? "swift" : "objc") sample.tabbar.json")
        generated = try generator.generate(config)
        project = SourceProjectReader.project(generated.map { SourceProjectReader.Input(path: $0.name, bytes: Array($0.text.utf8)) })
        controllerCount = project.controllers.count
        if let controller = project.controllers.first {
            var importer = ConfigurationImport(SourceTabBar(controller: controller, plusButton: project.plusButton), in: project)
            importText = importer.text()
        } else {
            importText = ""
        }
    }

    /// The codes `tabbar check` reports on the generated source, sorted (a code once per finding).
    func sourceCodes(assets: AssetIndex?) -> [String] {
        SourceLinter.lint(project, options: LintOptions(assets: assets)).flatMap { $0.map(\.code) }.sorted()
    }

    /// The codes `tabbar check` reports on the imported configuration, sorted.
    func importCodes(assets: AssetIndex?) -> [String] {
        ConfigurationLinter.lint(text: importText, options: LintOptions(assets: assets)).diagnostics.map(\.code).sorted()
    }

    /// The codes the generated code must give for `original`: its own findings on the rules source shares,
    /// its preview left out (source has none: the default device), TB004 gone (the deprecated multiplier
    /// is generated as `multiplierOfTabBarHeight:`), and TB014 on the plus button's images left out (the
    /// source reader does not read the images `+plusButton` sets, nor does the import write them).
    static func expectedCodes(_ original: String, assets: AssetIndex?) -> [String] {
        let result = ConfigurationLinter.lint(text: withoutPreview(original), options: LintOptions(assets: assets))
        let plus = result.config.plusButton?.range
        return result.diagnostics.filter { diagnostic in
            if configurationOnlyRules.contains(diagnostic.code) || diagnostic.code == "TB004" { return false }
            if diagnostic.code == "TB014", let plus, plus.start <= diagnostic.range.start, diagnostic.range.end <= plus.end { return false }
            return true
        }.map(\.code).sorted()
    }

    /// `text` with its `preview` object emptied.
    static func withoutPreview(_ text: String) -> String {
        let document = JSONCDocument(text: text)
        guard let value = document.root?.member("preview")?.value else { return text }
        var bytes = document.bytes
        bytes.replaceSubrange(value.range.start..<value.range.end, with: Array("{}".utf8))
        return String(decoding: bytes, as: UTF8.self)
    }
}
