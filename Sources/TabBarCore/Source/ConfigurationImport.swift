import JSONC

/// `tabbar import`: the configuration file a tab bar written in source amounts to (SPEC section 7).
/// Each value carries its source line in a comment. What the source leaves unknown is written so
/// that `tabbar check` of the result reports what the source check reports: unknown strings as
/// `⟨expression⟩` placeholders, and suppression comments for the findings an unknown would cause.
public struct ConfigurationImport {
    let bar: SourceTabBar
    let project: SourceProject
    private var lineTables: [Int: LineNumbers] = [:]

    public init(_ bar: SourceTabBar, in project: SourceProject) {
        self.bar = bar
        self.project = project
    }

    /// The JSONC text, ending in a newline.
    public mutating func text() -> String {
        var out = "// Imported by tabbar from the tab bar built at \(place(bar.controller.file, bar.controller.value.range)).\n"
        out += "// Each value's source line is in the comment after it; ⟨…⟩ marks a value that is not a literal.\n"
        out += "{\n"
        var members: [String] = []
        if let height = bar.controller.value.tabBarHeight {
            if let value = height.literal {
                members.append("  \"tabBar\": { \"height\": \(JSON.format(value)) }, // \(place(bar.controller.file, height.range))")
            } else {
                members.append("  // tabBar.height: \(expression(bar.controller.file, height.range)) (not a literal)")
            }
        }
        members.append(itemsText())
        if let plus = plusText() { members.append(plus) }
        out += members.joined(separator: "\n") + "\n}\n"
        return out
    }

    private mutating func itemsText() -> String {
        let file = bar.controller.file
        guard let items = bar.controller.value.items else {
            return "  \"items\": [] // the attributes array is not a literal tabbar can read"
        }
        var lines = ["  \"items\": [ // \(place(file, items.range))"]
        if !items.isComplete { lines.append("    // more items are added at run time") }
        let controllers = bar.controller.value.viewControllers?.elements ?? []
        for (index, item) in items.elements.enumerated() {
            var fields: [String] = []
            var titleIsLiteral = false
            if let title = item.title {
                switch title.value {
                case .literal(let text):
                    titleIsLiteral = true
                    fields.append("\"title\": \(JSON.quote(text)), // \(place(file, title.range))")
                case .localized(let key):
                    fields.append("\"title\": \(JSON.quote(key)), // NSLocalizedString key, \(place(file, title.range))")
                case .unknown:
                    fields.append("\"title\": \(JSON.quote(placeholder(file, title.range))), // \(place(file, title.range))")
                }
            } else if !item.isKnown || !item.keysComplete {
                fields.append("\"title\": \(JSON.quote(placeholder(file, item.range))), // not read")
                titleIsLiteral = false
            } else {
                titleIsLiteral = true
            }
            for (key, fact) in [("image", item.image), ("selectedImage", item.selectedImage)] {
                if let fact {
                    if key == "image", fact.isSystemSymbol, let name = symbolName(file, fact.range) {
                        // An SF Symbol is no asset: written as one, so that generating SwiftUI gives it back.
                        fields.append("\"systemImage\": \(JSON.quote(name)), // SF Symbol, \(place(file, fact.range))")
                    } else if fact.literal?.isEmpty == true {
                        // Left out: `"image": ""` would be invalid (TB007), and an empty name is no image (TB013).
                        fields.append("// \(JSON.quote(key)): \"\" is no image, \(place(file, fact.range))")
                    } else if let name = fact.literal {
                        fields.append("\(JSON.quote(key)): \(JSON.quote(name)), // \(place(file, fact.range))")
                    } else {
                        fields.append("// tabbar-disable-next-line TB014")
                        fields.append("\(JSON.quote(key)): \(JSON.quote(placeholder(file, fact.range))), // \(place(file, fact.range))")
                    }
                } else if key == "image", !item.isKnown || !item.keysComplete {
                    fields.append("// tabbar-disable-next-line TB014")
                    fields.append("\"image\": \(JSON.quote(placeholder(file, item.range))), // not read")
                }
            }
            if index < controllers.count, let controllerText = viewControllerText(controllers[index], titleIsLiteral: titleIsLiteral) {
                fields.append(controllerText)
            }
            lines.append("    { // item \(index + 1), \(place(file, item.reference))")
            lines += fields.map { "      " + $0 }
            lines.append("    },")
        }
        lines.append("  ],")
        return lines.joined(separator: "\n")
    }

    private mutating func viewControllerText(_ controller: SourceViewController, titleIsLiteral: Bool) -> String? {
        guard let name = controller.className else { return nil }
        var parts = ["\"class\": \(JSON.quote(name))"]
        var notes: [String] = []
        var assignments = controller.titleAssignments.map { InFile(file: bar.controller.file, $0) }
        assignments += project.titleAssignments(ofClass: name)
        if titleIsLiteral, let title = assignments.first(where: { $0.value.target == .title && $0.value.value.literal != nil }),
           let text = title.value.value.literal {
            parts.append("\"title\": \(JSON.quote(text))")
            notes.append("title: \(place(title.file, title.value.targetRange))")
        }
        if let title = assignments.first(where: { $0.value.target == .navigationItemTitle && $0.value.value.literal != nil }),
           let text = title.value.value.literal {
            parts.append("\"navigationItemTitle\": \(JSON.quote(text))")
            notes.append("navigationItemTitle: \(place(title.file, title.value.targetRange))")
        }
        let classPlace = project.classes(named: name).first { !$0.value.isInterface }
        if let classPlace { notes.insert("class: \(place(classPlace.file, classPlace.value.nameRange))", at: 0) }
        return "\"viewController\": { " + parts.joined(separator: ", ") + " }," + (notes.isEmpty ? "" : " // " + notes.joined(separator: "; "))
    }

    private mutating func plusText() -> String? {
        guard let plus = bar.plusButton else { return nil }
        let declaration = plus.declaration
        var fields: [String] = []
        var suppressed = ["TB013"] // the plus button's image is set in code tabbar does not read
        if let size = bar.plusSize, let method = plus.method(PlusButtonSelector.plusButton) {
            fields.append("\"width\": \(JSON.format(size.width)), \"height\": \(JSON.format(size.height)), // \(place(method.file, method.value.nameRange))")
        } else {
            fields.append("// width, height: not a literal frame (sizeToFit or computed); the preview assumes 55 × 55")
            suppressed += ["TB010", "TB011"]
        }
        let parameters: [(String, String)] = [
            (PlusButtonSelector.index, "indexOfPlusButtonInTabBar"),
            (PlusButtonSelector.multiplier, "multiplierOfTabBarHeight"),
            (PlusButtonSelector.deprecatedMultiplier, "multiplerInCenterY"),
            (PlusButtonSelector.centerYOffset, "constantOfPlusButtonCenterYOffset"),
        ]
        for (selector, key) in parameters {
            switch bar.plusParameter(selector) {
            case .absent: continue
            case .literal(let value, let at):
                fields.append("\(JSON.quote(key)): \(JSON.format(value)), // \(place(at.file, at.value))")
            case .unknown(let at):
                fields.append("// \(key): \(expression(at.file, at.value)) (not a literal), \(place(at.file, at.value))")
                suppressed += selector == PlusButtonSelector.index ? ["TB002", "TB005", "TB010", "TB011"] : ["TB010", "TB011"]
            }
        }
        if let child = plus.method(PlusButtonSelector.plusChildViewController) {
            fields.append("\"plusChildViewController\": {}, // \(place(child.file, child.value.nameRange))")
        }
        var unique: [String] = []
        for code in suppressed where !unique.contains(code) { unique.append(code) }
        var lines = ["  // tabbar-disable-next-line " + unique.joined(separator: " ")]
        lines.append("  \"plusButton\": { // \(plus.name), \(place(declaration.file, declaration.value.nameRange))")
        lines += fields.map { "    " + $0 }
        lines.append("  },")
        return lines.joined(separator: "\n")
    }

    /// `File.m:12`: the file's last path component and the 1-based line.
    private mutating func place(_ file: Int, _ range: ByteRange) -> String {
        let source = project.files[file]
        let table: LineNumbers
        if let known = lineTables[file] {
            table = known
        } else {
            table = LineNumbers(bytes: source.bytes)
            lineTables[file] = table
        }
        let name = source.path.split(separator: "/").last.map(String.init) ?? source.path
        return "\(name):\(table.line(of: range.start) + 1)"
    }

    private func expression(_ file: Int, _ range: ByteRange) -> String {
        let bytes = project.files[file].bytes
        let start = max(0, min(range.start, bytes.count)), end = max(start, min(range.end, bytes.count, start + 80))
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }

    /// The name of an SF Symbol written as a plain string literal at `range` (`"house"`, `@"house"`), nil for anything
    /// else (an expression, escapes, a storyboard attribute's bare value).
    private func symbolName(_ file: Int, _ range: ByteRange) -> String? {
        let bytes = project.files[file].bytes
        guard range.start >= 0, range.end <= bytes.count, range.end - range.start >= 2 else { return nil }
        var text = bytes[range.start..<range.end]
        if text.first == UInt8(ascii: "@") { text = text.dropFirst() }
        guard text.count >= 3, text.first == UInt8(ascii: "\""), text.last == UInt8(ascii: "\"") else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 < 0x20 }) else { return nil }
        return String(decoding: inner, as: UTF8.self)
    }

    private func placeholder(_ file: Int, _ range: ByteRange) -> String { "⟨" + expression(file, range) + "⟩" }
}
