/// The two languages `tabbar generate` writes (and whose literals `CodeLiteral` spells). Only code
/// generation and the Objective-C and Swift front-ends name it: everything else asks the file's
/// `SourceFrontEnd`.
public enum SourceLanguage: String, Sendable, Hashable, CaseIterable {
    case objectiveC = "objective-c"
    case swift
}
