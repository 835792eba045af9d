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
        // CYLTabBarController's plus button is added to its bars only, never to a UIKit bar. A bar in another
        // platform's target folder is no iOS tab bar.
        self.tabBars = project.controllers.filter { !OtherPlatformFolders.contains(project.files[$0.file].path) }.map {
            SourceTabBar(controller: $0, plusButton: project.plusButton(for: $0))
        }
        self.assets = assets
        self.libraryVersion = libraryVersion
        self.devices = devices
    }

    /// Whether the project's lock file shows CYLTabBarController `version` or later; nil when no lock file says.
    public func libraryIsAtLeast(_ version: String) -> Bool? {
        libraryVersion.map { !$0.isBefore(version) }
    }

    /// When the project's lock file pins a version older than `version`, the words saying so ("the project's
    /// Podfile.lock pins 1.5.6"); nil otherwise.
    public func olderLibraryPinned(than version: String) -> String? {
        guard let libraryVersion, libraryVersion.isBefore(version) else { return nil }
        return "the project's \(libraryVersion.source) pins \(libraryVersion)"
    }

    /// How safe a fix is that moves code to an API added in library `version`: safe when the lock
    /// file shows that version or later, a suggestion when it is unknown.
    public func applicability(forAPISince version: String) -> Applicability {
        libraryIsAtLeast(version) == true ? .safe : .unsafe
    }

    /// The front-end that read file `index`: it spells code in that file and renders fixes there.
    public func frontEnd(of file: Int) -> any SourceFrontEnd { project.files[file].facts.frontEnd }

    /// `term` as the code of file `file` writes it.
    public func spell(_ term: CodeTerm, in file: Int) -> String { frontEnd(of: file).spell(term) }

    /// A fix carrying out `intent` in file `file`, rendered by that file's front-end; nil when it cannot
    /// express the intent (then the rule offers no fix).
    public func fix(_ title: String, _ intent: FixIntent, in file: Int, applicability: Applicability,
                    isPreferred: Bool) -> Fix? {
        guard let edits = frontEnd(of: file).render(intent, in: project.files[file].bytes) else { return nil }
        return Fix(title: title, edits: edits, applicability: applicability, isPreferred: isPreferred)
    }
}

/// A rule example written in source: one or more files, `↓` marking where findings must start.
public struct SourceExample: Sendable {
    /// File names (their extensions choose the front-end) and texts, markers included.
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

    /// The ids of the front-ends among `frontEnds` that read the example's files.
    public func frontEndIDs(among frontEnds: [any SourceFrontEnd]) -> Set<String> {
        Set(files.compactMap { file in frontEnds.first { $0.reads(fileName: file.name) }?.id })
    }
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
