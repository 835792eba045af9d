import JSONC

/// A rule that checks the tab bar written in Objective-C and Swift source (SPEC section 7).
/// A rule may also be a `ConfigurationRule`; both checks share its description.
public protocol SourceRule: Rule {
    /// The rule's findings in a source project, each in the file it points at.
    func check(_ context: SourceRuleContext) -> [SourceDiagnostic]
}

/// A finding in one file of a source project.
public struct SourceDiagnostic: Sendable, Hashable {
    /// The index of the file in `SourceProject.files`.
    public var file: Int
    /// The finding; its ranges and fix edits are in `file`.
    public var diagnostic: Diagnostic

    public init(file: Int, _ diagnostic: Diagnostic) {
        self.file = file
        self.diagnostic = diagnostic
    }
}

/// What a source rule sees: the linked project, its tab bars and the asset catalog.
public struct SourceRuleContext: Sendable {
    public let project: SourceProject
    /// One per controller found, with the plus button the library adds to it.
    public let tabBars: [SourceTabBar]
    /// Image names of the project's asset catalogs; nil when there is none.
    public let assets: AssetIndex?
    /// The devices layout rules measure (the default device, portrait).
    public let devices: [OrientedDevice]
    /// The library version the project's lock file names, when one does.
    public let libraryVersion: LibraryVersion?

    public init(project: SourceProject, assets: AssetIndex?, libraryVersion: LibraryVersion? = nil,
                devices: [OrientedDevice] = [Device.defaultDevice.oriented(.portrait)]) {
        self.project = project
        self.tabBars = project.controllers.map { SourceTabBar(controller: $0, plusButton: project.plusButton) }
        self.assets = assets
        self.libraryVersion = libraryVersion
        self.devices = devices
    }

    /// Whether the project's lock file shows CYLTabBarController `version` or later; nil when no lock file says.
    public func libraryIsAtLeast(_ version: String) -> Bool? {
        libraryVersion.map { !$0.isBefore(version) }
    }

    /// How safe a fix is that moves code to an API added in library `version`: safe when the lock
    /// file shows that version or later, a suggestion when it is unknown.
    public func applicability(forAPISince version: String) -> Applicability {
        libraryIsAtLeast(version) == true ? .safe : .unsafe
    }

    /// The source language of file `index`.
    public func language(of file: Int) -> SourceLanguage { project.files[file].facts.language }
}

/// A rule example written in source: one or more files, `↓` marking where findings must start.
public struct SourceExample: Sendable {
    /// File names (their extensions choose the language) and texts, markers included.
    public let files: [(name: String, text: String)]
    /// Image names of the asset catalog the example is checked against; nil for no catalog.
    public let assets: [String]?
    public let file: String
    public let line: Int

    public init(_ files: [(name: String, text: String)], assets: [String]? = nil, file: String = #filePath, line: Int = #line) {
        self.files = files
        self.assets = assets
        self.file = file
        self.line = line
    }

    /// A single-file example.
    public init(_ name: String, _ text: String, assets: [String]? = nil, file: String = #filePath, line: Int = #line) {
        self.init([(name, text)], assets: assets, file: file, line: line)
    }

    /// The languages the example is written in.
    public var languages: Set<SourceLanguage> { Set(files.compactMap { SourceLanguage(fileName: $0.name) }) }
}

/// A source fix example: in `files`, the fix titled `fixTitle` (or every safe fix) turns the
/// file `changedFile` into `after`; no other file changes.
public struct SourceCorrection: Sendable {
    public let files: [(name: String, text: String)]
    public let changedFile: String
    public let after: String
    public let fixTitle: String?
    public let file: String
    public let line: Int

    public init(_ files: [(name: String, text: String)], changing changedFile: String, to after: String,
                fix fixTitle: String? = nil, file: String = #filePath, line: Int = #line) {
        self.files = files
        self.changedFile = changedFile
        self.after = after
        self.fixTitle = fixTitle
        self.file = file
        self.line = line
    }

    /// A single-file correction.
    public init(_ name: String, _ before: String, _ after: String, fix fixTitle: String? = nil,
                file: String = #filePath, line: Int = #line) {
        self.init([(name, before)], changing: name, to: after, fix: fixTitle, file: file, line: line)
    }
}

/// The source examples of a rule, beside its JSON ones.
public struct SourceExamples: Sendable {
    public let triggering: [SourceExample]
    public let nonTriggering: [SourceExample]
    public let corrections: [SourceCorrection]

    public init(triggering: [SourceExample], nonTriggering: [SourceExample], corrections: [SourceCorrection] = []) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.corrections = corrections
    }

    public static let none = SourceExamples(triggering: [], nonTriggering: [])
}
