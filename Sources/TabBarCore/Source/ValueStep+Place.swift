import JSONC

extension ValueStep {
    /// Where the step is, as people count: `Main.m:24:5` (the file's last path component, 1-based line and column,
    /// the column in Unicode scalars). `path` and `bytes` are the fact's file, used when the step names no file.
    public func place(inFile path: String, bytes: [UInt8]) -> String {
        let name = (file ?? path).split(separator: "/").last.map(String.init) ?? (file ?? path)
        guard file == nil else { return name }
        let offset = max(0, min(range.start, bytes.count))
        let (line, lineStart) = LineNumbers.place(of: offset, in: bytes)
        let column = bytes[lineStart..<offset].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return "\(name):\(line + 1):\(column)"
    }
}

extension SourceRuleContext {
    /// The phrase a message about `fact`'s value ends with when the value was reached through something (a helper,
    /// a macro, a constant, a getter, a loop's element): ` (through macro kTitleHome at Main.m:3:9)`, its first step;
    /// empty for a value written where it is used (or nil). `file` is the file of the fact.
    public func through<Value>(_ fact: SourceFact<Value>?, in file: Int) -> String {
        guard let step = fact?.chain.first, project.files.indices.contains(file) else { return "" }
        let source = project.files[file]
        return " (through \(step.label) at \(step.place(inFile: source.path, bytes: source.bytes)))"
    }
}
