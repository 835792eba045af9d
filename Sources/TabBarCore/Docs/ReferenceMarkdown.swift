/// Markdown reference generated from the format's `ObjectSpec`s and the rule
/// descriptions, so the README cannot drift from the code.
public enum ReferenceMarkdown {
    /// One table per object of the format: key, type, default, meaning.
    public static func configuration() -> String {
        var out = ""
        for spec in ObjectSpec.all {
            out += "#### `\(path(of: spec))`\n\n"
            out += "| key | type | default | meaning |\n|---|---|---|---|\n"
            for key in spec.keys {
                var meaning = key.documentation
                if let api = key.api { meaning += " Mirrors `\(api)`." }
                if let deprecation = key.deprecation { meaning = "**Deprecated**: \(deprecation). " + meaning }
                if key.isRequired { meaning = "**Required.** " + meaning }
                out += "| `\(key.name)` | \(escape(key.type.summary)) | \(escape(key.defaultValue ?? "–")) | \(escape(meaning)) |\n"
            }
            out += "\n"
        }
        return out
    }

    /// The rule table of `catalog`: code, name, severity, when, fix.
    public static func rules(_ catalog: RuleCatalog) -> String {
        var out = "| code | name | severity | when | fix |\n|---|---|---|---|---|\n"
        for rule in catalog.descriptions {
            out += "| [\(rule.code)](docs/rules/\(rule.code).md) | `\(rule.name)` | \(rule.severity.rawValue) | "
                + "\(escape(rule.summary)) | \(escape(rule.fixSummary ?? "–")) |\n"
        }
        return out
    }

    private static func path(of spec: ObjectSpec) -> String {
        switch spec.name {
        case "configuration": return "(root)"
        case "tabBar": return "tabBar"
        case "titlePositionAdjustment": return "titlePositionAdjustment (tabBar and items)"
        case "imageInsets": return "imageInsets (tabBar and items)"
        case "item": return "items[]"
        case "viewController": return "viewController / plusButton.plusChildViewController"
        case "plusButton": return "plusButton"
        case "preview": return "preview"
        case "device": return "preview.devices[] (custom device)"
        default: return spec.name
        }
    }

    private static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|": out += "\\|"
            case "\n": out += " "
            default: out.append(character)
            }
        }
        return out
    }

    /// Replaces the text between `<!-- BEGIN name -->` and `<!-- END name -->` in `document`.
    public static func splice(_ content: String, named name: String, into document: String) -> String? {
        let begin = "<!-- BEGIN \(name) -->", end = "<!-- END \(name) -->"
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == begin }),
              let stop = lines.firstIndex(where: { $0 == end }), start < stop else { return nil }
        let before = lines[...start].joined(separator: "\n")
        let after = lines[stop...].joined(separator: "\n")
        return before + "\n" + content + after
    }
}
