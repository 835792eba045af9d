import JSONC
import ProjectReader
import TabBarCore

/// Fuzz target: the whole source pipeline on any bytes. The input is cut at its first two NUL
/// bytes into an Objective-C implementation, a header and a Swift file of one project (a missing
/// part is empty). The project is read, linked and checked, its safe fixes applied, and its tab
/// bars imported. Invariants: every finding and fix edit lies inside its file; fixing again
/// changes nothing (idempotent); every import is JSONC without a syntax error.
@_cdecl("LLVMFuzzerTestOneInput")
public func sourceCheck(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let parts = input.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map(Array.init)
    let names = ["Main.m", "Main.h", "Main.swift"]
    var inputs: [SourceProjectReader.Input] = []
    for (index, name) in names.enumerated() {
        inputs.append(SourceProjectReader.Input(path: name, bytes: index < parts.count ? parts[index] : []))
    }
    // A file extracted as both languages doubles the shapes reached.
    inputs.append(SourceProjectReader.Input(path: "Other.swift", bytes: parts.first ?? []))
    let project = SourceProjectReader.project(inputs)
    SourceInvariants.check(project)
    return 0
}
