#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import JSONC

/// The real file system, through POSIX calls.
public struct LocalFileSystem: FileSystem {
    /// The folder relative paths start from.
    public let currentDirectory: String

    /// Uses the process's working folder.
    public init() {
        var buffer = [CChar](repeating: 0, count: 4096)
        if getcwd(&buffer, buffer.count) != nil {
            currentDirectory = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        } else {
            currentDirectory = "/"
        }
    }

    /// Uses `currentDirectory` as the working folder for relative paths.
    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    public func kind(of path: String) -> FileKind? {
        guard let mode = Self.mode(of: resolve(path)) else { return nil }
        switch mode & 0o170000 {
        case 0o040000: return .directory
        case 0o100000: return .file
        default: return .other
        }
    }

    public func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        guard let directory = resolve(path).withCString({ opendir($0) }) else { throw Self.error(errno, path: path) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    public func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = try openForReading(path)
        defer { close(descriptor) }
        return try readRest(of: descriptor, after: [], path: path)
    }

    public func readListedFile(at path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = try openForReading(path)
        defer { close(descriptor) }
        // One `read` into scratch space answers for most source files: a regular file's short read is its end,
        // so no `fstat` sizes it and no second `read` looks for the end. A file that fills the space is read on
        // as `readFile` reads, from where this stopped.
        let scratch = Self.listedReadSize
        let buffer = ReadScratch.buffer()
        var count = read(descriptor, buffer, scratch)
        while count < 0, errno == EINTR { count = read(descriptor, buffer, scratch) }
        guard count >= 0 else { throw Self.error(errno, path: path) }
        let head = Array(UnsafeBufferPointer(start: buffer, count: count))
        return count < scratch ? head : try readRest(of: descriptor, after: head, path: path)
    }

    /// The bytes a listed file is first read into (most source files are smaller).
    static let listedReadSize = 16 << 10

    /// A descriptor of `path` opened for reading; a folder or a missing file is an error.
    private func openForReading(_ path: String) throws(FileSystemError) -> Int32 {
        // `withCString` hands over a native string's own bytes; passing the `String` itself to `open` makes an
        // array of its C string on every call (an allocation and a generic metadata lookup, per file read).
        let descriptor = resolve(path).withCString { open($0, O_RDONLY) }
        guard descriptor >= 0 else {
            let failure = errno
            throw failure == EISDIR ? .isDirectory(path: path) : Self.error(failure, path: path)
        }
        return descriptor
    }

    /// `bytes` (read from `descriptor` already) and what follows them to the end of the file, or to just past
    /// the parser's size limit (it reports the file as too large), so `/dev/zero` or an endless pipe cannot
    /// exhaust memory.
    private func readRest(of descriptor: Int32, after bytes: [UInt8], path: String) throws(FileSystemError) -> [UInt8] {
        var bytes = bytes
        let limit = Self.readLimit + 1
        if bytes.count >= limit { return bytes }
        var info = stat()
        let statted = fstat(descriptor, &info) == 0
        // One `fstat` answers both: a folder is refused, a file's size sizes the buffer (uninitialised
        // storage: no zero-filled chunk per file).
        if statted, UInt32(info.st_mode) & 0o170000 == 0o040000 { throw .isDirectory(path: path) }
        let expected = statted && info.st_size > 0 ? Int(clamping: info.st_size) - bytes.count : 0
        var capacity = expected > 0 ? min(expected, limit - 1 - bytes.count) + 1 : 64 << 10
        let first = bytes.count
        while true {
            capacity = min(capacity, limit - bytes.count)
            var failure: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                initialized = 0
                while initialized < capacity {
                    let count = read(descriptor, buffer.baseAddress! + initialized, capacity - initialized)
                    if count < 0, errno == EINTR { continue }
                    if count < 0 { failure = errno; return }
                    if count == 0 { return }
                    initialized += count
                    // The size `fstat` gave is read: no further `read` to find the end.
                    if bytes.count == first, initialized == expected, first + expected < limit { return }
                }
            }
            if failure != 0 { throw Self.error(failure, path: path) }
            if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
            if chunk.count < capacity || bytes.count >= limit { return bytes }
            capacity *= 2
        }
    }

    public func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        // Write through a symbolic link to its target, so the link survives.
        let target = Self.realPath(resolve(path)) ?? resolve(path)
        let existingMode = Self.mode(of: target)
        if let existingMode {
            if existingMode & 0o170000 == 0o040000 { throw .isDirectory(path: path) }
            if existingMode & 0o222 == 0 || access(target, W_OK) != 0 { throw .readOnly(path: path) }
        }
        let permissions: UInt32
        if let existingMode {
            permissions = existingMode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            permissions = 0o666 & ~UInt32(mask)
        }
        var template = Array((PathNames.join(PathNames.folder(of: target), ".\(PathNames.lastComponent(target)).tabbar-XXXXXX")).utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw Self.error(errno, path: path) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        func fail(_ error: FileSystemError) -> FileSystemError {
            if !closed { close(descriptor) }
            unlink(temporary)
            return error
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw fail(Self.error(errno, path: path))
            }
            written += count
        }
        guard fchmod(descriptor, mode_t(permissions)) == 0 else { throw fail(Self.error(errno, path: path)) }
        guard fsync(descriptor) == 0 else { throw fail(Self.error(errno, path: path)) }
        closed = true
        guard close(descriptor) == 0 else { throw fail(Self.error(errno, path: path)) }
        guard rename(temporary, target) == 0 else { throw fail(Self.error(errno, path: path)) }
    }

    // MARK: Helpers

    /// The most bytes `readFile` returns beyond which a file is reported as too large.
    static let readLimit = ParseLimits.default.maxBytes

    func resolve(_ path: String) -> String {
        // The first byte, not the first character (`hasPrefix` walks grapheme boundaries).
        path.utf8.first == UInt8(ascii: "/") ? path : PathNames.join(currentDirectory, path)
    }

    /// The `st_mode` of `path` (links followed), nil when it does not exist.
    static func mode(of path: String) -> UInt32? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt32(info.st_mode)
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func error(_ code: Int32, path: String) -> FileSystemError {
        switch code {
        case ENOENT, ENOTDIR: return .notFound(path: path)
        case EACCES, EPERM: return .permissionDenied(path: path)
        case EISDIR: return .isDirectory(path: path)
        case EROFS: return .readOnly(path: path)
        default: return .io(path: path, reason: String(cString: strerror(code)))
        }
    }
}

/// Each thread's scratch space for `LocalFileSystem.readListedFile`: made on the thread's first read, freed when the
/// thread ends (a heap block of this size per read cost more than the read's copy).
private enum ReadScratch {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { free($0) }
        return key
    }()

    /// The calling thread's buffer of `LocalFileSystem.listedReadSize` bytes.
    static func buffer() -> UnsafeMutablePointer<UInt8> {
        if let existing = pthread_getspecific(key) { return existing.assumingMemoryBound(to: UInt8.self) }
        let made = malloc(LocalFileSystem.listedReadSize)!
        pthread_setspecific(key, made)
        return made.assumingMemoryBound(to: UInt8.self)
    }
}
