import JSONC
import TabBarCore

/// Formatting that keeps comments; refused (-32803) on a file with syntax errors.
extension ConfigurationService {
    func format(_ document: DocumentSnapshot, _ request: FormattingRequest) throws(ResponseError) -> [LSPTextEdit]? {
        let parsed = analysis(of: document).result.document
        let options = FormattingOptions(tabSize: request.tabSize, insertSpaces: request.insertSpaces,
                                        finalNewline: request.insertFinalNewline)
        let formatted: String
        do {
            formatted = try JSONCFormatter.format(parsed, options: options)
        } catch {
            throw .requestFailed(error.description)
        }
        guard let edit = TextDiff.singleEdit(from: document.bytes, to: Array(formatted.utf8)) else { return [] }
        return [LSPTextEdit(range: document.converter.range(edit.range), newText: edit.newText)]
    }
}
