import JSONC

/// A technology's part in linking a project's files (`SourceProject.init(files:linking:)`), registered beside the
/// front-ends (`SourceProjectReader.linking`): the core runs every step at fixed places of its pipeline and names
/// none. A step may give bars what other files say of them (a storyboard tab that is another storyboard's scene,
/// a UIKit bar's helpers in other files), tell which bars run, declare the bars its files hold without code, and name the classes and files the project
/// reader must read for them. Each default changes nothing.
public protocol ProjectLinkingStep: Sendable {
    /// `files` with what one file left to the others settled from what every file declares (a view's measure
    /// through a getter of another file's category), before anything else is linked.
    func resolving(_ files: [SourceFile]) -> [SourceFile]

    /// Adds to `names` what the bars of `facts` depend on in other files: classes whose definitions to read, or a
    /// file's screening name (`SourceSelection.referencedClassNames`).
    func addReferencedNames(of facts: SourceFileFacts, to names: inout Set<String>)

    /// The bars of the files whose bars this step links across files, by file index; every other file keeps its own.
    func linkingBars(in files: [SourceFile]) -> [Int: [SourceController]]

    /// `controllers` (each file's, linked) as what other files say of them leaves them: kept or dropped, bound to
    /// helpers, items completed (UIKit's helpers, items set by position, root view controllers' own items).
    /// `classesByName` holds every class declaration of the project.
    func binding(_ controllers: [InFile<SourceController>], in files: [SourceFile],
                 classesByName: [String: [InFile<SourceClass>]]) -> [InFile<SourceController>]

    /// Of `controllers` (linked, bound, items applied), those that run, each one that may never show doubted
    /// (`BarDoubts.mayNeverShow`); and the whole ranges of those that never run, by file.
    func weighing(_ controllers: [InFile<SourceController>], in files: [SourceFile])
        -> (controllers: [InFile<SourceController>], leftOut: [Int: [ByteRange]])

    /// The bars files of this step's kind declare rather than code builds (a storyboard's scenes: UIKit bars), with
    /// the custom bar class each names.
    func declaredBars(in files: [SourceFile]) -> DeclaredBars

    /// The tabs this step's links give the item at `offset` of file `file` (an item no bar of its own file shows):
    /// each bar with the tab's index, and the item's range.
    func referencingTabs(ofItemAt offset: Int, in file: Int, of project: SourceProject)
        -> [(controller: InFile<SourceController>, tab: Int, item: ByteRange)]

    /// Where the item of tab `tab` of `controller` is written when this step's links gave it from another file (the
    /// `<tabBarItem>` of a storyboard reference's scene); nil when the bar's own file writes it.
    func itemOrigin(ofTab tab: Int, of controller: InFile<SourceController>, in project: SourceProject) -> ProjectLocation?
}

extension ProjectLinkingStep {
    public func resolving(_ files: [SourceFile]) -> [SourceFile] { files }

    public func addReferencedNames(of facts: SourceFileFacts, to names: inout Set<String>) {}

    public func linkingBars(in files: [SourceFile]) -> [Int: [SourceController]] { [:] }

    public func binding(_ controllers: [InFile<SourceController>], in files: [SourceFile],
                        classesByName: [String: [InFile<SourceClass>]]) -> [InFile<SourceController>] {
        controllers
    }

    public func weighing(_ controllers: [InFile<SourceController>], in files: [SourceFile])
        -> (controllers: [InFile<SourceController>], leftOut: [Int: [ByteRange]]) {
        (controllers, [:])
    }

    public func declaredBars(in files: [SourceFile]) -> DeclaredBars { DeclaredBars() }

    public func referencingTabs(ofItemAt offset: Int, in file: Int, of project: SourceProject)
        -> [(controller: InFile<SourceController>, tab: Int, item: ByteRange)] {
        []
    }

    public func itemOrigin(ofTab tab: Int, of controller: InFile<SourceController>, in project: SourceProject) -> ProjectLocation? {
        nil
    }
}
