import JSONC
import TabBarCore

/// Code lenses in Objective-C and Swift: "Preview tab bar" on each controller construction.
extension SourceService {
    func codeLenses(_ document: DocumentSnapshot, _ request: CodeLensRequest) -> [CodeLens] {
        let path = indexPath(of: document)
        let view = SourceView(linked: project(of: path), path: path)
        return view.ownTabBars.map { bar in
            let start = document.converter.position(bar.controller.value.range.start)
            let arguments: JSON = ["textDocument": ["uri": .string(document.uri)], "position": start.json,
                                   "format": "ascii"]
            return CodeLens(range: LSPRange(start: start, end: start),
                            command: Command(title: "Preview tab bar", command: ExecuteCommandRequest.previewCommand,
                                             arguments: [arguments]))
        }
    }
}
