import TabBarCore
import TabBarWorkspace

/// `--format github`: GitHub Actions workflow commands, one annotation per finding.
enum GitHubReporter {
    static func render(_ files: [CheckedFile]) -> String {
        var out = ""
        for file in files {
            for diagnostic in file.diagnostics {
                let start = file.position(diagnostic.range.start), end = file.position(diagnostic.range.end)
                // GitHub's end column is inclusive: the last character of the range.
                let endColumn = end.line == start.line ? max(start.column, end.column - 1) : end.column
                let properties = [
                    ("file", file.path), ("line", String(start.line)), ("col", String(start.column)),
                    ("endLine", String(end.line)), ("endColumn", String(endColumn)),
                    ("title", "\(diagnostic.code) \(diagnostic.name)"),
                ]
                out += "::\(command(diagnostic.severity)) "
                    + properties.map { "\($0)=\(escapeProperty($1))" }.joined(separator: ",")
                    + "::" + escapeData(diagnostic.message) + "\n"
            }
        }
        return out
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// Escapes a message: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Escapes a property value: as a message, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

/// `--format xcode`: `path:line:col: error|warning|note: message [CODE]`, which Xcode shows
/// in its issue navigator when printed by a Run Script build phase. Paths are absolute.
enum XcodeReporter {
    static func render(_ files: [CheckedFile], fileSystem: any FileSystem) -> String {
        var out = ""
        for file in files {
            let path = file.path.hasPrefix("<") ? file.path : fileSystem.absolutePath(file.path)
            for diagnostic in file.diagnostics {
                let start = file.position(diagnostic.range.start)
                out += "\(path):\(start.line):\(start.column): \(kind(diagnostic.severity)): "
                    + "\(diagnostic.message.replacingAll("\n", with: " ")) [\(diagnostic.code)]\n"
            }
        }
        return out
    }

    static func kind(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
