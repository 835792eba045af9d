import TabBarCore

/// Finds the `.tabbarrc.json` that applies to a path: the nearest one in its folder or a folder
/// above (as `.swift-format` is found). Remembers what it found per folder; not thread-safe.
public final class SettingsLocator {
    private let fileSystem: any FileSystem
    /// The rules settings may name.
    private let rules: RuleCatalog
    private var byFolder: [String: LoadedSettings?] = [:]
    /// The folder asked last and its answer: the files of a folder are asked for one after another.
    private var last: (folder: String, settings: LoadedSettings?)?
    /// The last file's path up to its last `/` as it was asked (`App/Feed/` for `App/Feed/A.m`):
    /// a file named by the same prefix and a plain name is in `last`'s folder, with no path arithmetic.
    private var lastPrefix: String?
    /// Settings files that exist but could not be read, with the error.
    public private(set) var errors: [FileSystemError] = []

    /// A locator reading `fileSystem`, whose settings may name the rules of `rules`.
    public init(fileSystem: any FileSystem, rules: RuleCatalog) {
        self.fileSystem = fileSystem
        self.rules = rules
    }

    /// The settings for the file or folder at `path` (relative to the working folder or absolute).
    public func settings(for path: String, isFolder: Bool = false) -> LoadedSettings? {
        if !isFolder, let lastPrefix, PathNames.isPlainName(path, after: lastPrefix), last != nil { return last?.settings }
        let absolute = fileSystem.absolutePath(path)
        let folder = isFolder ? absolute : PathNames.folder(of: absolute)
        lastPrefix = isFolder ? nil : PathNames.prefixOfPlainName(path)
        if let last, last.folder == folder { return last.settings }
        let found = settings(inOrAbove: folder)
        last = (folder, found)
        return found
    }

    /// Every settings file read so far, in path order.
    public var loaded: [LoadedSettings] {
        var seen: Set<String> = []
        return byFolder.values.compactMap { $0 }.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    }

    private func settings(inOrAbove folder: String) -> LoadedSettings? {
        if let cached = byFolder[folder] { return cached }
        var found: LoadedSettings?
        if fileSystem.kind(ofEntry: SettingsDecoder.fileName, in: folder) == .file {
            let candidate = PathNames.join(folder, SettingsDecoder.fileName)
            do throws(FileSystemError) {
                found = LoadedSettings(path: candidate, bytes: try fileSystem.readFile(at: candidate), rules: rules)
            } catch {
                errors.append(error)
            }
        } else if folder != "/" {
            found = settings(inOrAbove: PathNames.folder(of: folder))
        }
        byFolder[folder] = found
        return found
    }
}
