import TabBarCore

/// The Objective-C front-end: `.m`, `.mm` and `.h` files.
public struct ObjCFrontEnd: SourceFrontEnd {
    public init() {}

    public var id: String { "objective-c" }

    public var displayName: String { "Objective-C" }

    public var fenceName: String { "objc" }

    public func reads(fileName: String) -> Bool {
        // Told by the last byte first: this is asked of every file of a tree.
        guard let last = fileName.utf8.last, last == UInt8(ascii: "m") || last == UInt8(ascii: "h") else { return false }
        return fileName.hasSuffix(".m") || fileName.hasSuffix(".mm") || fileName.hasSuffix(".h")
    }

    public func extract(_ bytes: [UInt8]) -> SourceFileFacts { ObjCExtractor.extract(bytes) }
}
