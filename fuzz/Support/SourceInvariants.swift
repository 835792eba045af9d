import JSONC
import ProjectReader
import TabBarCore

/// What every source target checks of a project it read: every finding and fix edit lies inside its file; fixing
/// a second time changes nothing (idempotent); every bar's import is JSONC without a syntax error.
enum SourceInvariants {
    static func check(_ project: SourceProject) {
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
    }

    private static func within(_ range: ByteRange, _ file: SourceFile) {
        if range.start < 0 || range.end > file.bytes.count || range.start > range.end {
            Invariants.fail("range \(range) outside \(file.path) of \(file.bytes.count) bytes")
        }
    }
}
