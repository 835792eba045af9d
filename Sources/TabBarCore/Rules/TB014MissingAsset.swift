import JSONC

/// TB014: an image name that no asset catalog holds.
public struct MissingAssetRule: ConfigurationRule {
    public static let description = RuleDescription(
        code: "TB014", name: "missing-asset", severity: .warning,
        summary: "An image name that no *.xcassets catalog in the workspace holds, when at least one catalog exists.",
        rationale: """
        `[UIImage imageNamed:]` returns nil for a name that is neither in the app's asset catalogs nor an \
        image file of the app bundle, and the tab shows no icon, with no error at build or run time. A name only \
        a loose image file answers to (`home@2x.png` answers to `home` and `home.png`) still loads, but once the \
        project keeps its images in a catalog, one left outside misses the catalog's device variants, dark \
        appearance and app thinning: it is reported too, as an info that says the image loads. tabbar \
        reads the `*.imageset` and `*.symbolset` (custom symbol) folders of the `*.xcassets` catalogs, and the image files \
        of the file's project: below the nearest folder up that holds `.git`, else the \
        nearest that holds an Xcode project or workspace, a `Package.swift`, a `Podfile` or a `Cartfile`. \
        Another project inside it (a folder with its own `.git`) does not count, and neither `/` nor the home \
        folder is ever taken for a project.

        A file in no project is checked against the catalogs in its own folder and in that folder's child \
        folders only (at `/`, the folder itself only): nothing deeper is searched. A search reads at most a million folder entries for at most \
        ten seconds; when it stops there, TB014 stays silent for that project rather than guess. The \
        language server searches in the background: TB014 appears once the catalogs are found.
        """,
        fixSummary: "Replace the name by the nearest name in the catalogs.",
        examples: examples)

    public init() {}

    /// The catalogs named in messages: all of a few, or two and a count.
    static func catalogList(_ assets: AssetIndex) -> String {
        switch assets.catalogs.count {
        case 0: return "the asset catalogs"
        case 1...3: return assets.catalogs.joined(separator: ", ")
        default: return assets.catalogs.prefix(2).joined(separator: ", ") + " or \(assets.catalogs.count - 2) other catalogs"
        }
    }

    /// The message for a name that only an image file outside the catalogs answers to.
    static func looseMessage(_ quotedName: String, _ catalogs: String) -> String {
        "image \(quotedName) is in no asset catalog (\(catalogs)): only a loose image file of the bundle holds it, which "
            + "`imageNamed:` still loads; move it into an image set of the catalog"
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let assets = context.assets, !assets.names.isEmpty || !assets.catalogs.isEmpty else { return [] }
        var images: [Located<String>] = []
        for item in context.config.items {
            images.append(contentsOf: [item.image, item.selectedImage].compactMap { $0 })
        }
        if let plus = context.config.plusButton {
            images.append(contentsOf: [plus.image, plus.selectedImage].compactMap { $0 })
        }
        let builder = context.edits
        let catalogs = Self.catalogList(assets)
        return images.filter { !assets.catalogHolds($0.value) }.map { image in
            if assets.contains(image.value) {
                return Self.description.diagnostic(Self.looseMessage(JSON.quote(image.value), catalogs), at: image.range,
                                                   severity: .info)
            }
            var message = "image \(JSON.quote(image.value)) is not in \(catalogs)"
            var fixes: [Fix] = []
            if let nearest = assets.nearest(to: image.value) {
                message += ": did you mean \(JSON.quote(nearest))?"
                fixes.append(Fix(title: "Replace with \(JSON.quote(nearest))",
                                 edits: [builder.replace(image.range, with: JSON.quote(nearest))],
                                 applicability: .unsafe, isPreferred: true))
            } else {
                message += ": add an image set with that name or fix the name"
            }
            return Self.description.diagnostic(message, at: image.range, fixes: fixes)
        }
    }
}

extension MissingAssetRule: SourceRule {
    public func check(_ context: SourceRuleContext) -> [SourceDiagnostic] {
        guard let assets = context.assets, !assets.names.isEmpty || !assets.catalogs.isEmpty else { return [] }
        var findings: [SourceDiagnostic] = []
        var reported: Set<ProjectLocation> = []
        for bar in context.tabBars {
            let file = bar.controller.file
            let shared = bar.controller.value.sharedValueRanges
            for item in bar.controller.value.items?.elements ?? [] {
                for image in [item.image, item.selectedImage].compactMap({ $0 }) {
                    // An empty name is a missing image (TB013), as a configuration's `"image": ""` is.
                    guard let name = image.literal, !name.isEmpty, !assets.catalogHolds(name),
                          reported.insert(ProjectLocation(file: file, range: image.range)).inserted else { continue }
                    if assets.contains(name) {
                        let quoted = JSON.quote(name) + context.through(image, in: file)
                        findings.append(SourceDiagnostic(file: file, Self.description.diagnostic(
                            Self.looseMessage(quoted, Self.catalogList(assets)), at: image.range, severity: .info)))
                        continue
                    }
                    var message = "image \(JSON.quote(name))\(context.through(image, in: file)) is not in \(Self.catalogList(assets))"
                    var fixes: [Fix] = []
                    if let nearest = assets.nearest(to: name) {
                        message += ": did you mean \(JSON.quote(nearest))?"
                        // A name a helper builds around the literal (`icon + "_sel"`), or one literal several tabs
                        // read, is not replaced by another.
                        if image.isReplaceable(sharing: shared), let fix = context.fix("Replace with \(JSON.quote(nearest))",
                                                 .replaceValue(image.range, with: .string(nearest)), in: file,
                                                 applicability: .unsafe, isPreferred: true) {
                            fixes.append(fix)
                        }
                    } else {
                        message += ": add an image set with that name or fix the name"
                    }
                    findings.append(SourceDiagnostic(file: file, Self.description.diagnostic(message, at: image.range, fixes: fixes)))
                }
            }
        }
        return findings
    }
}
