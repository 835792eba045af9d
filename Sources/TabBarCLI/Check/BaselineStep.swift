import TabBarCore
import TabBarWorkspace

/// `--baseline` and `--write-baseline` of `tabbar check`, and a settings file's `baseline`.
struct BaselineStep {
    let fileSystem: any FileSystem

    /// The entries of `files`' findings, with paths relative to the folder of the baseline at `path`.
    func baseline(of files: [CheckedFile], at path: String) -> Baseline {
        let folder = PathNames.folder(of: fileSystem.absolutePath(path))
        return Baseline(files.flatMap { file in
            let relative = self.relative(file.path, to: folder)
            return file.diagnostics.map { BaselineEntry($0, path: relative, bytes: file.bytes) }
        })
    }

    /// Writes the baseline of `files` to `path`.
    func write(_ files: [CheckedFile], to path: String) throws(FileSystemError) -> Int {
        let baseline = baseline(of: files, at: path)
        try fileSystem.writeFileAtomically(Array(baseline.text().utf8), to: path)
        return baseline.entries.count
    }

    /// Reads the baseline at `path`.
    func read(_ path: String) throws(CLIError) -> Baseline {
        let bytes: [UInt8]
        do throws(FileSystemError) {
            bytes = try fileSystem.readFile(at: path)
        } catch {
            throw .fileSystem(error)
        }
        do throws(Baseline.ReadError) {
            return try Baseline(bytes: bytes)
        } catch {
            throw .invalidValue(option: "--baseline", value: path, expected: "a file written by --write-baseline (\(error))")
        }
    }

    /// `files` without the findings `baseline` (read from `path`) holds.
    func filter(_ files: [CheckedFile], by baseline: Baseline, at path: String) -> [CheckedFile] {
        let folder = PathNames.folder(of: fileSystem.absolutePath(path))
        var filter = baseline.filter()
        return files.map { file in
            let relative = self.relative(file.path, to: folder)
            let kept = file.diagnostics.filter { filter.isNew(BaselineEntry($0, path: relative, bytes: file.bytes)) }
            return kept.count == file.diagnostics.count ? file : file.replacingDiagnostics(kept)
        }
    }

    private func relative(_ path: String, to folder: String) -> String {
        let absolute = fileSystem.absolutePath(path)
        return PathNames.relative(absolute, to: folder) ?? absolute
    }
}
