import TabBarCore

/// The files of a project a later pass may read, by what their screenings say: the classes each defines,
/// whether it names the library, and the header beside an implementation. `files(defining:skipping:)` is
/// the one answer to "which files define the classes the tab bars use". `tabbar check` builds it from a
/// project's screened files; the language server's index keeps one per project as files come and go.
/// `File` names a file: its index in a list, or its path.
///
/// Generic code the server calls with paths: `@inlinable`, so that it is specialized there rather than run
/// through the generic witness tables on every keystroke.
public struct ClassDefiners<File: Hashable & Comparable & Sendable>: Sendable, Equatable {
    /// The files defining each class (most classes have one: an array, not a set).
    @usableFromInline var filesOfClass: [String: [File]] = [:]
    /// Files that name the library (not read yet): linked whatever they define.
    @usableFromInline var naming: Set<File> = []
    /// The header files (`X.h`), by path.
    @usableFromInline var headers: [String: File] = [:]
    /// The header files by file name (`X.h`), for `SourceSelection.headerMarker`.
    @usableFromInline var headersByName: [String: [File]] = [:]
    /// For an implementation defining a class whose name holds `Tab`, the path of the header beside it.
    @usableFromInline var headerPaths: [File: String] = [:]

    /// No file.
    @inlinable public init() {}

    /// Whether `insert` keeps anything of the file at `path` screened as `screening`: it names the library,
    /// defines a class or is a header.
    @inlinable public static func keeps(_ path: String, _ screening: SourceScreening) -> Bool {
        screening.mentionsLibrary || !screening.classNames.isEmpty || isHeader(path)
    }

    /// Adds `file` at `path`, screened as `screening` (once: a file changed is removed first).
    @inlinable public mutating func insert(_ file: File, path: String, screening: SourceScreening) {
        if screening.mentionsLibrary { naming.insert(file) }
        for name in screening.classNames { filesOfClass[name, default: []].append(file) }
        if Self.isHeader(path) {
            headers[path] = file
            headersByName[Self.fileName(path), default: []].append(file)
        }
        if let header = Self.tabHeader(besides: path, screening) { headerPaths[file] = header }
    }

    /// Removes `file`, added with the same `path` and `screening`.
    @inlinable public mutating func remove(_ file: File, path: String, screening: SourceScreening) {
        if screening.mentionsLibrary { naming.remove(file) }
        for name in screening.classNames {
            filesOfClass[name]?.removeAll { $0 == file }
            if filesOfClass[name]?.isEmpty == true { filesOfClass.removeValue(forKey: name) }
        }
        if Self.isHeader(path), headers[path] == file { headers.removeValue(forKey: path) }
        if Self.isHeader(path) {
            let name = Self.fileName(path)
            headersByName[name]?.removeAll { $0 == file }
            if headersByName[name]?.isEmpty == true { headersByName.removeValue(forKey: name) }
        }
        if Self.tabHeader(besides: path, screening) != nil { headerPaths.removeValue(forKey: file) }
    }

    /// The files `SourceSelection.isLinked` links to the classes `names` holds, in ascending order, leaving out
    /// those in `read`. When `names` holds `SourceSelection.tabNamedSubclasses`, the header beside each such
    /// implementation defining a class whose name holds `Tab` too: it declares the superclass, which the
    /// project follows to `UITabBarController`.
    @inlinable public func files(defining names: Set<String>, skipping read: Set<File>) -> [File] {
        var found = naming
        for name in names {
            if let files = filesOfClass[name] { found.formUnion(files) }
            // `<header of> X`: the header named for the class (`X.h`), which declares its superclass.
            if name.hasPrefix(SourceSelection.headerMarker),
               let files = headersByName[String(name.dropFirst(SourceSelection.headerMarker.count)) + ".h"] {
                found.formUnion(files)
            }
        }
        if names.contains(SourceSelection.tabNamedSubclasses) {
            for (name, files) in filesOfClass where SourceSelection.holdsTab(name) {
                for file in files where !read.contains(file) {
                    found.insert(file)
                    if let header = headerPaths[file].flatMap({ headers[$0] }) { found.insert(header) }
                }
            }
        }
        return found.subtracting(read).sorted()
    }

    /// The header beside the Objective-C implementation at `path` (`X.h` for `X.m` or `X.mm`); nil for
    /// another file.
    public static func header(besides path: String) -> String? {
        // The last byte first: most paths end otherwise, and it costs no comparison of characters.
        guard FileNameBytes.last(path) == UInt8(ascii: "m") else { return nil }
        let implementation = FileNameBytes.hasSuffix(path, ".mm") ? 3 : FileNameBytes.hasSuffix(path, ".m") ? 2 : 0
        guard implementation > 0 else { return nil }
        return String(decoding: path.utf8.dropLast(implementation), as: UTF8.self) + ".h"
    }

    /// The header beside an implementation screened as defining a class whose name holds `Tab`.
    @usableFromInline static func tabHeader(besides path: String, _ screening: SourceScreening) -> String? {
        guard FileNameBytes.last(path) == UInt8(ascii: "m"), screening.classNames.contains(where: SourceSelection.holdsTab) else {
            return nil
        }
        return header(besides: path)
    }

    /// The last component of `path` (found by bytes: `/` is never part of another character's UTF-8).
    @usableFromInline static func fileName(_ path: String) -> String {
        var path = path
        return path.withUTF8 { bytes in
            var start = bytes.count
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
    }

    /// Whether `path` names a header (`X.h`).
    @usableFromInline static func isHeader(_ path: String) -> Bool {
        FileNameBytes.hasSuffix(path, ".h")
    }
}

extension ClassDefiners where File == Int {
    /// The files of `files` (by index) not extracted yet: what a later pass of `tabbar check` may read.
    public init(_ files: [ScreenedSourceFile?]) {
        filesOfClass.reserveCapacity(files.reduce(0) { $0 + ($1?.screening.classNames.count ?? 0) })
        for case let (index, file?) in files.enumerated() where !file.isExtracted {
            insert(index, path: file.path, screening: file.screening)
        }
    }
}
