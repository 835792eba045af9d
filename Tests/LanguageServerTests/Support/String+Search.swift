/// Byte-level search helpers, so tests need no Foundation.
extension String {
    /// The UTF-8 offset of the first occurrence of `needle`.
    func utf8Offset(of needle: String) -> Int? {
        let haystack = Array(utf8), pattern = Array(needle.utf8)
        guard !pattern.isEmpty, haystack.count >= pattern.count else { return nil }
        for start in 0...(haystack.count - pattern.count) where haystack[start..<start + pattern.count].elementsEqual(pattern) {
            return start
        }
        return nil
    }

    /// The text before the first occurrence of `needle`.
    func prefix(before needle: String) -> String? {
        utf8Offset(of: needle).map { String(decoding: Array(utf8)[0..<$0], as: UTF8.self) }
    }

    /// The text with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let offset = utf8Offset(of: target) else { return self }
        var bytes = Array(utf8)
        bytes.replaceSubrange(offset..<offset + target.utf8.count, with: Array(replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }
}
