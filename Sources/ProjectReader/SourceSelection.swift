import TabBarCore

/// Which source files are read, decided once for the batch reader (`check`, `preview`, `import`)
/// and the language server's incremental index, as pure functions over screenings and facts.
/// The first pass extracts every file whose screen names the library; the later ones, the files that
/// define a class those point at (the tabs' view controllers, the plus button, controller subclasses),
/// until none is added (`SourceSelection+LaterPasses`). Nothing else is lexed.
public enum SourceSelection {
    /// The first pass over one file: its front-end's screening, and its bytes and facts when it names
    /// the library. A file no front-end reads names and defines nothing.
    public static func firstPass(path: String, bytes: [UInt8],
                                 frontEnds: [any SourceFrontEnd] = SourceProjectReader.frontEnds) -> ScreenedSourceFile {
        firstPass(path: path, bytes: bytes, frontEnd: SourceProjectReader.frontEnd(for: path, in: frontEnds))
    }

    /// The first pass over one file read by `frontEnd` (nil: by none, then it names and defines nothing).
    public static func firstPass(path: String, bytes: [UInt8], frontEnd: (any SourceFrontEnd)?) -> ScreenedSourceFile {
        guard let frontEnd else { return ScreenedSourceFile(path: path, screening: .nothing, bytes: nil, facts: nil) }
        return unreadPass(path: path, frontEnd: frontEnd) ?? screened(path: path, bytes: bytes, frontEnd: frontEnd)
    }

    /// The first pass over a file a project lists, its bytes taken from `load` only when its front-end
    /// screens them (an `Info.plist` is screened by name); nil when no front-end reads it or `load` cannot.
    public static func firstPass(path: String, frontEnds: [any SourceFrontEnd],
                                 load: () -> [UInt8]?) -> ScreenedSourceFile? {
        guard let frontEnd = SourceProjectReader.frontEnd(for: path, in: frontEnds) else { return nil }
        if let unread = unreadPass(path: path, frontEnd: frontEnd) { return unread }
        return load().map { screened(path: path, bytes: $0, frontEnd: frontEnd) }
    }

    /// A file screened by its bytes, and extracted when the screen names the library.
    private static func screened(path: String, bytes: [UInt8], frontEnd: any SourceFrontEnd) -> ScreenedSourceFile {
        let screening = named(frontEnd.screen(bytes), path: path, frontEnd: frontEnd)
        guard screening.mentionsLibrary else {
            return ScreenedSourceFile(path: path, screening: screening, bytes: nil, facts: nil)
        }
        return ScreenedSourceFile(path: path, screening: screening, bytes: bytes, facts: frontEnd.extract(bytes))
    }

    /// `screening` with the name the file at `path` answers to (`SourceFrontEnd.screeningName(ofFileAt:)`), when the
    /// file names none of the front-end's words (a later pass may then ask for it by that name).
    static func named(_ screening: SourceScreening, path: String, frontEnd: any SourceFrontEnd) -> SourceScreening {
        guard !screening.mentionsLibrary, let name = frontEnd.screeningName(ofFileAt: path) else { return screening }
        var named = screening
        named.classNames.insert(name)
        return named
    }

    /// The first pass over a file its front-end screens by name alone (`SourceFrontEnd.screening(byName:)`:
    /// an `Info.plist`), without its bytes, to be read only when a later pass asks for it; nil for a file
    /// screened by its bytes, which must be read.
    static func unreadPass(path: String, frontEnd: any SourceFrontEnd) -> ScreenedSourceFile? {
        frontEnd.screening(byName: path).map { ScreenedSourceFile(path: path, screening: $0, bytes: nil, facts: nil) }
    }

    /// A later pass over one file (`laterPasses` chose it): its bytes and facts. Nil when no
    /// front-end reads it.
    public static func extracted(_ file: ScreenedSourceFile, bytes: [UInt8],
                                 frontEnds: [any SourceFrontEnd] = SourceProjectReader.frontEnds) -> ScreenedSourceFile? {
        guard let frontEnd = SourceProjectReader.frontEnd(for: file.path, in: frontEnds) else { return nil }
        var file = file
        let facts = frontEnd.extract(bytes)
        // A file read on demand that says nothing (an `Info.plist` naming no storyboard) is no longer a candidate,
        // nor one of the project's files.
        if facts.saysNothing, frontEnd.screening(byName: file.path) != nil { return saidNothing(file.path) }
        file.bytes = bytes
        file.facts = facts
        return file
    }

    /// A file read on demand that said nothing: screened as defining and naming nothing, not extracted.
    static func saidNothing(_ path: String) -> ScreenedSourceFile {
        ScreenedSourceFile(path: path, screening: .nothing, bytes: nil, facts: nil)
    }
}
