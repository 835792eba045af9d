import TabBarCore

/// Reads the CYLTabBarController version a project's lock file names: `Podfile.lock`
/// (`- CYLTabBarController (1.29.0)`), `Cartfile.resolved` (`github "ChenYilong/CYLTabBarController" "1.29.0"`)
/// or `Package.resolved` (the pin whose identity or location names the library).
public enum LibraryVersionReader {
    /// The version named in the lock files of folder `root` or of up to two folders above it (a
    /// `Podfile.lock` often sits beside the folder holding the `.xcodeproj`); never in the home
    /// folder or `/`. Nil when none names the library.
    public static func version(in root: String, fileSystem: any FileSystem, home: String? = nil) -> LibraryVersion? {
        var folder = PathNames.normalize(root)
        for _ in 0..<3 {
            guard folder != "/", folder != home, !folder.isEmpty else { return nil }
            for name in ["Podfile.lock", "Cartfile.resolved", "Package.resolved"] {
                guard let bytes = try? fileSystem.readFile(at: PathNames.join(folder, name)), bytes.count < 4_000_000 else { continue }
                if let version = version(inLockFile: String(decoding: bytes, as: UTF8.self), named: name) { return version }
            }
            folder = PathNames.folder(of: folder)
        }
        return nil
    }

    /// The version in the text of lock file `name`.
    public static func version(inLockFile text: String, named name: String) -> LibraryVersion? {
        let library = "CYLTabBarController"
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            guard let at = line.firstRange(of: library) else { continue }
            let rest = line[at.upperBound...]
            switch name {
            case "Podfile.lock":
                // `  - CYLTabBarController (1.29.0)` or `CYLTabBarController (1.29.0):`; not a subspec.
                guard rest.hasPrefix(" ("), let close = rest.firstIndex(of: ")") else { continue }
                let inside = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
                if let version = LibraryVersion(String(inside), source: name) { return version }
            case "Cartfile.resolved":
                let quoted = rest.split(separator: "\"").filter { !$0.trimmingSpaces.isEmpty }
                if let last = quoted.last, let version = LibraryVersion(String(last), source: name) { return version }
            default:
                continue
            }
        }
        if name == "Package.resolved" {
            // The pin's "version" after the line that names the library.
            let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
            guard let start = lines.firstIndex(where: { $0.lowercased().contains(library.lowercased()) }) else { return nil }
            for line in lines[start...].prefix(12) where line.contains("\"version\"") {
                let parts = line.split(separator: "\"")
                if parts.count >= 4, let version = LibraryVersion(String(parts[3]), source: name) { return version }
            }
        }
        return nil
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
