import TabBarCore

/// The case names of a generated `TabView`'s selection enum: one per item, from the first of its title (when all
/// ASCII), its view controller's class and its image that holds ASCII letters (`"For You"` gives `forYou`, `HomeViewController`
/// `home`, `house.fill` `houseFill`), else `tab1`, `tab2`, …; never a keyword, each one once.
enum SwiftUICaseNames {
    /// The names for `items`, in order.
    static func names(for items: [TabItem]) -> [String] {
        var used: Set<String> = []
        return items.enumerated().map { position, item in
            // A title in another script (`首页`) or with an emoji says more than its few ASCII letters.
            let title = item.title.flatMap { $0.value.unicodeScalars.allSatisfy(\.isASCII) ? $0.value : nil }
            let candidates = [title, item.viewController?.className.map { stripped($0.value) },
                              item.systemImage?.value, item.image?.value]
            var name = candidates.lazy.compactMap { $0.flatMap(camelCase) }.first ?? "tab\(position + 1)"
            if ClassName.keywords.contains(name) || extraKeywords.contains(name) { name += "Tab" }
            if used.contains(name) {
                var number = position + 1
                while used.contains(name + String(number)) { number += 1 }
                name += String(number)
            }
            used.insert(name)
            return name
        }
    }

    /// Swift words `ClassName.keywords` leaves out because they are not capitalised class names' concern.
    static let extraKeywords: Set<String> = ["some", "any", "get", "set", "willSet", "didSet", "async", "lazy", "weak",
                                             "unowned", "mutating", "override", "final", "required", "convenience", "init"]

    /// A class name without its `ViewController` / `Controller` / `View` ending (`HomeViewController` is `Home`).
    static func stripped(_ className: String) -> String {
        for suffix in ["ViewController", "Controller", "View"] where className.hasSuffix(suffix) && className != suffix {
            return String(className.dropLast(suffix.count))
        }
        return className
    }

    /// `text`'s runs of ASCII letters and digits as one lower-camel-case identifier; nil when it has no ASCII letter.
    static func camelCase(_ text: String) -> String? {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard words.contains(where: { $0.unicodeScalars.contains { $0.properties.isAlphabetic } }) else { return nil }
        var name = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                name += word.allSatisfy(\.isUppercase) ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
            } else {
                name += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "tab" + name }
        return name
    }
}
