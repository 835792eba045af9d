import TabBarCore

/// What the storyboard front-end adds to a file's facts, as technology parts the core carries without naming them:
/// a storyboard's scenes, references and bar details, an `Info.plist`'s storyboards, an Xcode project's.
extension TabBarFacts {
    /// A storyboard's scenes, references and bar details; nil in any other file.
    public var storyboard: StoryboardFacts? {
        get { parts[StoryboardFacts.self] }
        set { parts[StoryboardFacts.self] = newValue }
    }

    /// What an app's `Info.plist` names: its launch and main storyboards (nil in any other file).
    public var appStoryboards: AppStoryboards? {
        get { parts[AppStoryboards.self] }
        set { parts[AppStoryboards.self] = newValue }
    }

    /// The storyboards an Xcode project file builds (nil in any other file).
    public var xcodeProject: XcodeProjectFiles? {
        get { parts[XcodeProjectFiles.self] }
        set { parts[XcodeProjectFiles.self] = newValue }
    }
}

extension StoryboardFacts: TechnologyPart {}
extension AppStoryboards: TechnologyPart {}
extension XcodeProjectFiles: TechnologyPart {}
