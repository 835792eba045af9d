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
    SourceInvariants.check(project)
    if clock.now - started > .seconds(10) { Invariants.fail("reading \(size) bytes of SwiftUI took over 10 s") }
    return 0
}
