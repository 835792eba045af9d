import TabBarCore

/// Reads the storyboards an Xcode project file lists (`XcodeProjectFiles`). A `project.pbxproj` is an old-style
/// property list: file references name their files in `path = Main.storyboard;` and `name = …;` entries (quoted
/// when they hold other characters: `path = "Main~.storyboard";`), and in `/* Main.storyboard */` comments. Every
/// run of name characters ending in `.storyboard` is taken, so a name is never missed; a name taken from a comment
/// that is no file's only makes a dead storyboard look built.
enum XcodeProjectReader {
    /// The header every project file starts with.
    static let header = Array("// !$*UTF8*$!".utf8)
    static let storyboardSuffix = Array(".storyboard".utf8)
    static let synchronizedGroup = Array("PBXFileSystemSynchronizedRootGroup".utf8)
    static let fileReference = Array("PBXFileReference".utf8)

    /// Whether `bytes` are a project file.
    static func isProjectFile(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: header)
    }

    /// The storyboards `bytes` list, and whether they name every file they build.
    static func files(_ bytes: [UInt8]) -> XcodeProjectFiles {
        var result = XcodeProjectFiles()
        var listsFiles = false
        var buildsFolders = false
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isNameByte(byte) {
                index += 1
                continue
            }
            collect(start..<index, in: bytes, into: &result, listsFiles: &listsFiles, buildsFolders: &buildsFolders)
            index += 1
            start = index
        }
        collect(start..<index, in: bytes, into: &result, listsFiles: &listsFiles, buildsFolders: &buildsFolders)
        result.namesEveryFile = listsFiles && !buildsFolders
        return result
    }

    /// Takes the run of name bytes `run` when it ends in `.storyboard` (its file name, after any `/`), and notes
    /// file references and synchronized folder groups.
    private static func collect(_ run: Range<Int>, in bytes: [UInt8], into result: inout XcodeProjectFiles,
                                listsFiles: inout Bool, buildsFolders: inout Bool) {
        guard run.count > storyboardSuffix.count else { return }
        if bytes[run].elementsEqual(fileReference) {
            listsFiles = true
            return
        }
        if bytes[run].elementsEqual(synchronizedGroup) {
            buildsFolders = true
            return
        }
        guard bytes[(run.upperBound - storyboardSuffix.count)..<run.upperBound].elementsEqual(storyboardSuffix) else { return }
        var nameStart = run.lowerBound
        for index in run where bytes[index] == UInt8(ascii: "/") { nameStart = index + 1 }
        guard run.upperBound - nameStart > storyboardSuffix.count else { return }
        result.storyboards.insert(String(decoding: bytes[nameStart..<run.upperBound], as: UTF8.self))
    }

    /// Bytes of a file name in a project file: anything but white space, quotes and the property list's
    /// punctuation (`;`, `=`, `,`, brackets, comment markers' `*`).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09, 0x0A, 0x0D, 0x20, UInt8(ascii: "\""), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ","),
             UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "*"):
            return false
        default:
            return true
        }
    }
}
