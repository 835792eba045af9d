/// One file `tabbar generate` writes: its name (no folder) and its whole text.
public struct GeneratedFile: Sendable, Hashable {
    /// The file name, such as `TabBarController.swift`.
    public var name: String
    /// The file's text, UTF-8, ending in a line break.
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
