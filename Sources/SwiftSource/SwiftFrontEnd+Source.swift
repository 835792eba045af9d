import TabBarCore

/// The Swift front-end: `.swift` files.
public struct SwiftFrontEnd: SourceFrontEnd {
    public init() {}

    public var id: String { "swift" }

    public var displayName: String { "Swift" }

    public var fenceName: String { "swift" }

    public func reads(fileName: String) -> Bool { fileName.hasSuffix(".swift") }

    public func extract(_ bytes: [UInt8]) -> SourceFileFacts { SwiftExtractor.extract(bytes) }
}
