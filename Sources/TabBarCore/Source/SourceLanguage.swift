/// The languages the source front-ends read.
public enum SourceLanguage: String, Sendable, Hashable, CaseIterable {
    case objectiveC = "objective-c"
    case swift

    /// The language of a file name by its extension, nil for other files.
    public init?(fileName: String) {
        if fileName.hasSuffix(".swift") {
            self = .swift
        } else if fileName.hasSuffix(".m") || fileName.hasSuffix(".mm") || fileName.hasSuffix(".h") {
            self = .objectiveC
        } else {
            return nil
        }
    }
}
