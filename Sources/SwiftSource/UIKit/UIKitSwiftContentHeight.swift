import JSONC
import TabBarCore

/// Renders TB026's fix in Swift (`FixIntent.useContentHeight`): the bar's whole height written at a range
/// becomes its content height, spelled like the code around it: `bounds.height` →
/// `(bounds.height - safeAreaInsets.bottom)`, `self.bounds.size.height` → `(self.bounds.size.height -
/// self.safeAreaInsets.bottom)`, `tabBar.frame.height` → `(tabBar.frame.height - tabBar.safeAreaInsets.bottom)`,
/// a local `h` → `(h - safeAreaInsets.bottom)`; a half height (`bounds.midY`) → half the content height.
enum UIKitSwiftContentHeight {
    static func edit(_ range: ByteRange, halved: Bool, in bytes: [UInt8]) -> TextEdit? {
        guard range.start >= 0, range.end <= bytes.count, range.start < range.end else { return nil }
        let text = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
        let chain = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard chain.allSatisfy(isName) else { return nil }
        let height: String
        let owner: [String]
        if chain.count == 1, !halved {
            height = text
            owner = []
        } else if let rect = UIKitSwiftCenterReader.barRect(of: chain) {
            owner = Array(chain[..<(rect - 1)])
            let rest = Array(chain[rect...])
            if halved {
                guard rest == ["midY"] else { return nil }
                height = chain[..<rect].joined(separator: ".") + ".height"
            } else {
                guard rest == ["height"] || rest == ["size", "height"] else { return nil }
                height = text
            }
        } else {
            return nil
        }
        let inset = (owner + ["safeAreaInsets", "bottom"]).joined(separator: ".")
        let content = "(" + height + " - " + inset + ")"
        return TextEdit(range: range, newText: halved ? "(" + content + " * 0.5)" : content)
    }

    /// Whether `part` is a plain identifier (letters, digits, `_`; not starting with a digit).
    private static func isName(_ part: String) -> Bool {
        guard let first = part.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return part.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
}
