import JSONC

extension SourceLinter {
    /// Where the items of storyboard references are written: a tab a storyboard reference gives its bar takes the
    /// `<tabBarItem>` of the referenced scene, in another storyboard, and reads it at the reference's place in the
    /// bar's file (`SourceProject.relocated`). A finding on such a tab belongs on the item where it is written; one on
    /// a value the scene's class writes in code (`SourceController.writtenElsewhere`), on that code.
    /// Whether `path` is a storyboard's: only there can a finding sit at a referenced item's place.
    static func isStoryboard(_ path: String) -> Bool { path.hasSuffix(".storyboard") }

    struct ReferencedItems {
        /// The item's place in the bar's file → the item's own place (another file).
        private var origins: [ProjectLocation: ProjectLocation] = [:]

        init(_ project: SourceProject) {
            // Values another file's code writes (a scene's class by position, a root class on its own item) stand in
            // the bar's file at places of their own.
            for controller in project.controllers {
                for (stand, origin) in controller.value.writtenElsewhere {
                    origins[ProjectLocation(file: controller.file, range: stand)] = origin
                }
            }
            for controller in project.controllers where SourceLinter.isStoryboard(project.files[controller.file].path) {
                guard let items = controller.value.items?.elements else { continue }
                for (tab, item) in items.enumerated() {
                    guard let origin = project.itemOrigin(ofTab: tab, of: controller), origin.file != controller.file else { continue }
                    origins[ProjectLocation(file: controller.file, range: item.range)] = origin
                }
            }
        }

        /// `finding` moved onto the item it is about when it sits at a referenced item's place in the bar's file. Its
        /// fixes and related places (ranges of the bar's file) are left behind: they would edit or point at the wrong bytes.
        func placing(_ finding: SourceDiagnostic) -> SourceDiagnostic {
            guard !origins.isEmpty, let origin = origins[ProjectLocation(file: finding.file, range: finding.diagnostic.range)]
            else { return finding }
            var diagnostic = finding.diagnostic
            diagnostic.range = origin.range
            diagnostic.fixes = []
            diagnostic.related = []
            return SourceDiagnostic(file: origin.file, diagnostic)
        }
    }
}
