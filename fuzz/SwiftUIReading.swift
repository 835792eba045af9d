import JSONC
import ProjectReader
import TabBarCore

/// Fuzz target: SwiftUI's reading and rules on any builder. The input becomes the builder of a `TabView(selection:)` in
/// a view's `body` (so the fuzzer starts inside a bar instead of having to find one), and, cut at its first NUL byte,
/// a second file of the same project (root views, enums, helpers). The project is read, linked and checked, its safe
/// fixes applied twice and its bars imported. Invariants: every finding and fix edit lies inside its file; the second
/// fixing changes nothing; every import is JSONC without a syntax error; the whole run stays within a generous time
/// bound (10,000 nested views or 100,000 `ForEach` elements must not make it quadratic).
@_cdecl("LLVMFuzzerTestOneInput")
public func swiftUIReading(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let parts = input.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).map(Array.init)
    let head = Array("import SwiftUI\n\nstruct RootView: View {\n    @State private var selection = 0\n\n    var body: some View {\n        TabView(selection: $selection) {\n".utf8)
    let tail = Array("\n        }\n    }\n}\n".utf8)
    let inputs = [
        SourceProjectReader.Input(path: "RootView.swift", bytes: head + (parts.first ?? []) + tail),
        SourceProjectReader.Input(path: "Screens.swift", bytes: Array("import SwiftUI\n".utf8) + (parts.count > 1 ? parts[1] : [])),
    ]
    let clock = ContinuousClock()
    let started = clock.now
    let project = SourceProjectReader.project(inputs)
    let findings = SourceLinter.lint(project, options: LintOptions(assets: AssetIndex(names: ["home"], catalogs: ["A"])))
    for (index, file) in project.files.enumerated() {
        for diagnostic in findings[index] {
            within(diagnostic.range, file)
            for fix in diagnostic.fixes {
                for edit in fix.edits { within(edit.range, file) }
            }
        }
    }
    let fixed = SourceFixer.fixAll(project)
    let again = SourceFixer.fixAll(fixed.project)
    for (first, second) in zip(fixed.project.files, again.project.files) where first.bytes != second.bytes {
        Invariants.fail("fixing \(first.path) twice changed it again")
    }
    for controller in project.controllers {
        var importer = ConfigurationImport(SourceTabBar(controller: controller, plusButton: project.plusButton), in: project)
        let text = importer.text()
        if let error = JSONCDocument(bytes: Array(text.utf8)).errors.first {
            Invariants.fail("import is not valid JSONC: \(error.message)\n\(text)")
        }
    }
    if clock.now - started > .seconds(10) { Invariants.fail("reading \(size) bytes of SwiftUI took over 10 s") }
    return 0
}

private func within(_ range: ByteRange, _ file: SourceFile) {
    if range.start < 0 || range.end > file.bytes.count || range.start > range.end {
        Invariants.fail("range \(range) outside \(file.path) of \(file.bytes.count) bytes")
    }
}
