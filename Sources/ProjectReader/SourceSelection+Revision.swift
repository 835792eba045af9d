import TabBarCore

/// The same passes over an open file's new version, reusing what its front-end kept of the
/// previous one (`SourceFrontEnd.revise`): what the language server runs on every keystroke. The
/// front-end is the one the server chose when the document was opened.
extension SourceSelection {
    /// The first pass over a new version of the file at `path` read by `frontEnd` (nil: by none),
    /// `previous` being its revision of an earlier version (nil: none yet). The same file as
    /// `firstPass(path:bytes:frontEnd:)`.
    public static func firstPass(path: String, bytes: [UInt8], revising previous: SourceRevision?,
                                 frontEnd: (any SourceFrontEnd)?) -> (file: ScreenedSourceFile, revision: SourceRevision?) {
        guard let frontEnd else {
            return (ScreenedSourceFile(path: path, screening: .nothing, bytes: nil, facts: nil), nil)
        }
        // A file screened by name (an `Info.plist`) is read only when its project asks for it, then whole.
        if let unread = unreadPass(path: path, frontEnd: frontEnd) { return (unread, nil) }
        let revision = frontEnd.revise(bytes, previous: previous, extracting: .whenNamed)
        let file = ScreenedSourceFile(path: path, screening: named(revision.screening, path: path, frontEnd: frontEnd),
                                      bytes: revision.facts == nil ? nil : bytes,
                                      facts: revision.facts)
        return (file, revision)
    }

    /// The second pass over an open file read by `frontEnd` (it defines a class a tab bar uses),
    /// reusing `previous`. The same file as `extracted(_:bytes:)`.
    public static func extracted(_ file: ScreenedSourceFile, bytes: [UInt8], revising previous: SourceRevision,
                                 frontEnd: any SourceFrontEnd) -> (file: ScreenedSourceFile, revision: SourceRevision) {
        let revision = frontEnd.revise(bytes, previous: previous, extracting: .always)
        var file = file
        file.bytes = bytes
        file.facts = revision.facts
        return (file, revision)
    }
}
