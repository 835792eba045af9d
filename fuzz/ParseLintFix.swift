import JSONC
import TabBarCore

/// Fuzz target (a): parse -> lint -> apply each fix alone and all safe fixes together ->
/// re-parse; and format a document without syntax errors. Invariants: tokens are lossless,
/// every range is in bounds and on scalar boundaries, no fix adds syntax errors, fix-all
/// keeps every comment and is idempotent, formatting keeps the value and every comment,
/// adds no syntax error and is idempotent.
@_cdecl("LLVMFuzzerTestOneInput")
public func parseLintFix(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let assets = AssetIndex(names: ["home", "home_normal", "home_highlight", "plus", "a", "b"], catalogs: ["Assets.xcassets"])
    let options = LintOptions(assets: bytes.count % 2 == 0 ? assets : nil)
    let result = ConfigurationLinter.lint(bytes, options: options)
    let document = result.document
    Invariants.checkLossless(document)
    Invariants.checkRanges(document)
    let boundaries = Invariants.scalarBoundaries(bytes)
    let baseline = document.errors.count

    for diagnostic in result.diagnostics {
        Invariants.checkRange(diagnostic.range, boundaries, "\(diagnostic.code) diagnostic")
        for related in diagnostic.related { Invariants.checkRange(related.range, boundaries, "\(diagnostic.code) related") }
        for fix in diagnostic.fixes {
            for edit in fix.edits { Invariants.checkRange(edit.range, boundaries, "\(diagnostic.code) edit") }
            let fixed = JSONCDocument(bytes: FixApplier.apply(fix.edits, to: bytes))
            if fixed.errors.count > baseline {
                Invariants.fail("\(diagnostic.code) fix \"\(fix.title)\" adds syntax errors: \(baseline) -> \(fixed.errors.count): \(fixed.errors.prefix(3))")
            }
        }
    }

    // Fix-all: apply the non-overlapping safe fixes until nothing changes (at most 10 passes).
    let first = FixLoop.run(bytes, options: options)
    let fixedDocument = JSONCDocument(bytes: first.bytes)
    Invariants.checkLossless(fixedDocument)
    if fixedDocument.errors.count > baseline {
        Invariants.fail("fix-all adds syntax errors: \(baseline) -> \(fixedDocument.errors.count)")
    }
    let before = Invariants.comments(document), after = Invariants.comments(fixedDocument)
    for (text, count) in before where after[text, default: 0] < count {
        Invariants.fail("fix-all lost the comment \(text.debugDescription)")
    }
    if first.converged {
        let second = FixLoop.run(first.bytes, options: options)
        if second.bytes != first.bytes { Invariants.fail("fix-all is not idempotent") }
    }
    checkFormatting(document, indent: Int(size % 5))
    return 0
}

/// Formatting a clean document keeps its value and comments, parses cleanly and is a fixed point.
private func checkFormatting(_ document: JSONCDocument, indent: Int) {
    guard document.errors.isEmpty, let root = document.root else { return }
    let options = FormattingOptions(tabSize: indent)
    guard let once = try? JSONCFormatter.format(document, options: options) else {
        Invariants.fail("a clean document could not be formatted")
    }
    let reparsed = JSONCDocument(text: once)
    if !reparsed.errors.isEmpty { Invariants.fail("formatting adds syntax errors: \(reparsed.errors.prefix(3))") }
    if reparsed.root.map(JSON.init) != JSON(root) { Invariants.fail("formatting changes the value") }
    let before = Invariants.comments(document), after = Invariants.comments(reparsed)
    if before != after { Invariants.fail("formatting changes the comments: \(before) -> \(after)") }
    if (try? JSONCFormatter.format(reparsed, options: options)) != once { Invariants.fail("formatting is not idempotent") }
}
