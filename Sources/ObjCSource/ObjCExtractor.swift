import TabBarCore

/// Placeholder until the extractor lands.
public enum ObjCExtractor {
    public static func extract(_ bytes: [UInt8]) -> SourceFileFacts { SourceFileFacts(language: .objectiveC) }
}
