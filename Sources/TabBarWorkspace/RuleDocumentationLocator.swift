#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TabBarCore

/// Finds the rule pages for the running copy of tabbar, so that every link it prints
/// (`explain`, SARIF `helpUri`, LSP `codeDescription`) leads to a page that exists.
public enum RuleDocumentationLocator {
    /// The environment variable naming a base address of the rule pages (page names are
    /// appended: `$TABBAR_DOCS_URL/TB003.md`).
    public static let variable = "TABBAR_DOCS_URL"
    /// Where `install.sh` puts the pages, relative to the folder of the executable.
    public static let installedFolder = "../share/tabbar/docs/rules"

    /// The documentation: `TABBAR_DOCS_URL` when set; else `share/tabbar/docs/rules` beside
    /// the executable's `bin` folder (an installed copy); else the `docs/rules` folder of the
    /// source checkout the executable was built in (`.build/…/tabbar`); else none.
    /// - Parameters:
    ///   - variables: the environment variables.
    ///   - executable: the absolute path of the running executable (links resolved), if known.
    ///   - fileSystem: where the pages are looked for.
    public static func locate(variables: [String: String], executable: String?,
                              fileSystem: any FileSystem = LocalFileSystem(currentDirectory: "/")) -> RuleDocumentation {
        if let base = variables[variable], !base.isEmpty { return RuleDocumentation(base: base) }
        guard let executable, executable.hasPrefix("/") else { return .none }
        let binFolder = PathNames.folder(of: executable)
        var candidates = [PathNames.normalize(PathNames.join(binFolder, installedFolder))]
        var folder = binFolder
        for _ in 0..<6 {
            candidates.append(PathNames.join(folder, "docs/rules"))
            if folder == "/" { break }
            folder = PathNames.folder(of: folder)
        }
        for candidate in candidates where fileSystem.kind(of: PathNames.join(candidate, "README.md")) == .file
            && fileSystem.kind(of: PathNames.join(candidate, "TB000.md")) == .file {
            return RuleDocumentation(base: fileURL(candidate))
        }
        return .none
    }

    /// The running executable's absolute path, links resolved; nil when the system will not say.
    public static func executablePath() -> String? {
        #if canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        let path = String(cString: buffer)
        #else
        let path = "/proc/self/exe"
        #endif
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A `file://` URL for an absolute path, percent-encoding every byte outside the
    /// unreserved set and `/`.
    public static func fileURL(_ path: String) -> String {
        FileURL.string(path: path)
    }
}
